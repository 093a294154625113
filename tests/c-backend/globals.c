/* Global initializers clang emits: nested aggregates with pointers into
   other globals, function pointer tables, a relative lookup table (a switch
   returning strings), and computed goto (blockaddress, indirectbr). */
#include <stdio.h>

struct point { int x, y; };
struct shape { const char *name; struct point corners[2]; const int *weight; };

static const int weights[] = {3, 5, 7};
static const struct shape shapes[] = {
  {"square", {{0, 0}, {2, 2}}, &weights[1]},
  {"line", {{1, 1}, {4, 1}}, &weights[2]},
};
static int twice(int v) { return 2 * v; }
static int square(int v) { return v * v; }
static int (*const operations[])(int) = {twice, square};
static const char *const *const aliases[] = {(const char *const *)&shapes[1].name};

__attribute__((noinline)) static const char *day_name(int day) {
  switch (day) {
  case 0: return "monday";
  case 1: return "tuesday";
  case 2: return "wednesday";
  case 3: return "thursday";
  case 4: return "friday";
  case 5: return "saturday";
  default: return "sunday";
  }
}

__attribute__((noinline)) static int interpret(const unsigned char *code) {
  static const void *const dispatch[] = {&&add, &&twice_it, &&stop};
  int accumulator = 0;
  goto *dispatch[*code++];
add:
  accumulator += *code++;
  goto *dispatch[*code++];
twice_it:
  accumulator *= 2;
  goto *dispatch[*code++];
stop:
  return accumulator;
}

/* Integers cast to pointers in an initializer (`inttoptr`, a `getelementptr`
   on null), as sqlite's function table and tagged-pointer idioms write them. */
struct tagged {
  const char *name;
  void *tag;
};
__attribute__((used)) static struct tagged tags[] = {
    {"one", (void *)1}, {"minus eight", (void *)-8}, {"null plus 24", (char *)0 + 24}};

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < 2; i++)
    printf("%s %d %d %d\n", shapes[i].name, shapes[i].corners[1].x, shapes[i].corners[1].y,
           *shapes[i].weight);
  printf("%d %d %s\n", operations[0](argc + 4), operations[1](argc + 4), *aliases[0]);
  for (int day = 0; day < 7; day++) printf("%s ", day_name(day + argc - 1));
  printf("\n");
  const unsigned char program[] = {0, 5, 1, 0, 3, 1, 2};
  printf("interpret %d\n", interpret(program));
  for (int i = 0; i < 3; i++) printf("%s %ld\n", tags[i].name, (long)tags[i].tag);
  return 0;
}
