/* A function with more than 16 loops that all poll: PlaceSafepoints sorts its
   poll sites by latch name with LLVM's llvm::sort (libstdc++'s std::sort, not
   stable), and every latch here is unnamed, so the order the polls are inlined in,
   and the numbers of the blocks and values inlining makes, are libstdc++'s
   permutation of the loop walk's order (crates/cli/tests/real_code_polls.rs
   compares with opt-19). */
struct node { struct node *next; long value; };
volatile long sink;

void many_loops(struct node **lists) {
  for (struct node *p = lists[0]; p; p = p->next) sink += p->value * 1;
  for (struct node *p = lists[1]; p; p = p->next) sink += p->value * 2;
  for (struct node *p = lists[2]; p; p = p->next) sink += p->value * 3;
  for (struct node *p = lists[3]; p; p = p->next) sink += p->value * 4;
  for (struct node *p = lists[4]; p; p = p->next) sink += p->value * 5;
  for (struct node *p = lists[5]; p; p = p->next) sink += p->value * 6;
  for (struct node *p = lists[6]; p; p = p->next) sink += p->value * 7;
  for (struct node *p = lists[7]; p; p = p->next) sink += p->value * 8;
  for (struct node *p = lists[8]; p; p = p->next) sink += p->value * 9;
  for (struct node *p = lists[9]; p; p = p->next) sink += p->value * 10;
  for (struct node *p = lists[10]; p; p = p->next) sink += p->value * 11;
  for (struct node *p = lists[11]; p; p = p->next) sink += p->value * 12;
  for (struct node *p = lists[12]; p; p = p->next) sink += p->value * 13;
  for (struct node *p = lists[13]; p; p = p->next) sink += p->value * 14;
  for (struct node *p = lists[14]; p; p = p->next) sink += p->value * 15;
  for (struct node *p = lists[15]; p; p = p->next) sink += p->value * 16;
  for (struct node *p = lists[16]; p; p = p->next) sink += p->value * 17;
  for (struct node *p = lists[17]; p; p = p->next) sink += p->value * 18;
}
