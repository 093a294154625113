/* The variadic callee of statepoint_varargs.ll: longs and doubles alternate. */
#include <stdarg.h>
#include <stdio.h>
void report(int count, ...) {
  va_list list;
  va_start(list, count);
  printf("report:");
  for (int i = 0; i < count; i++) {
    if (i % 2 == 0) printf(" %ld", va_arg(list, long));
    else printf(" %.2f", va_arg(list, double));
  }
  printf("\n");
  va_end(list);
}
