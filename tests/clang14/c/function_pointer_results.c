/* Calls of functions that return function pointers: clang 14 writes them
   `call i32 (i32)* @f(...)`, the form LLVM 3.6 read as the callee's type. */
#include <stdarg.h>

typedef int (*unary)(int);
typedef void (*handler)(void);

static int twice(int x) { return 2 * x; }
static int negate(int x) { return -x; }
static void nothing(void) {}

unary pick(int which) { return which ? twice : negate; }
unary pick_same(unary f) { return f; }
handler get_handler(void) { return nothing; }
unary pick_va(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int which = va_arg(ap, int);
  va_end(ap);
  return pick(which + count);
}

int apply(int which, int x) {
  get_handler()();
  unary f = pick(which);
  unary g = pick_same(f);
  return g(x) + pick_va(1, which)(x);
}
