/* Constructors and destructors (@llvm.global_ctors, @llvm.global_dtors),
   with and without priorities: a constructor sets the function pointer main
   calls (xz's crc64_fast.c does the same; dropping it crashed), and each
   prints, so that clang cannot evaluate them at compile time. Both backends
   must print the same, in the order the priorities give. */
#include <stdio.h>

static int (*handler)(int);

static int twice(int x) { return 2 * x; }

__attribute__((constructor)) static void set_handler(void) {
  handler = twice;
  printf("constructor 65535\n");
}
__attribute__((constructor(101))) static void early(void) { printf("constructor 101\n"); }
__attribute__((constructor(200))) static void middle(void) { printf("constructor 200\n"); }
__attribute__((constructor(200))) static void middle_second(void) { printf("constructor 200, second\n"); }
__attribute__((destructor)) static void last_words(void) { printf("destructor 65535\n"); }
__attribute__((destructor(150))) static void later_words(void) { printf("destructor 150\n"); }

int main(void) {
  printf("handler %d\n", handler(21));
  return 0;
}
