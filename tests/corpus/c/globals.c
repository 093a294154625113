int counter;
static int hidden = 42;
const int table[4] = {1, 2, 3, 4};
int *pointer_to_counter = &counter;
__thread int per_thread;
extern int defined_elsewhere;
__attribute__((weak)) int weak_value = 7;
__attribute__((section(".mydata"), aligned(64))) int placed[16];
int bump(void) { per_thread++; hidden += defined_elsewhere; return ++counter + table[counter & 3] + weak_value + placed[0]; }
