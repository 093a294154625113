/* Variadic calls and definitions (System V va_list): printf with integer,
   double and many stack arguments, a variadic function of ours reading mixed
   arguments with va_arg (past the register save area into the stack), va_copy,
   vsnprintf with a va_list, and a variadic call through a function pointer. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static double sum_mixed(int count, ...) {
  va_list arguments, again;
  va_start(arguments, count);
  va_copy(again, arguments);
  double total = 0;
  for (int i = 0; i < count; i++) {
    if (i % 2 == 0)
      total += va_arg(arguments, int);
    else
      total += va_arg(arguments, double);
  }
  va_end(arguments);
  long first = va_arg(again, int);
  va_end(again);
  return total * 1000 + first;
}

__attribute__((noinline)) static int format_into(char *buffer, size_t size, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int written = vsnprintf(buffer, size, format, arguments);
  va_end(arguments);
  return written;
}

typedef int (*printer)(const char *, ...);

int main(int argc, char **argv) {
  (void)argv;
  printf("%d %s %.3f %c %ld\n", 42, "text", 3.14159, 'x', 1234567890123L);
  printf("%d %d %d %d %d %d %d %d %d %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f\n",
         1, 2, 3, 4, 5, 6, 7, 8, 9, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5);
  printf("%.1f\n", sum_mixed(20, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8,
                             8.5, 9, 9.5, 10, 10.5));
  char buffer[64];
  int written = format_into(buffer, sizeof buffer, "[%5d|%-6s|%x|%g]", argc * 17, "ab", 255, 0.25);
  printf("%d %s %zu\n", written, buffer, strlen(buffer));
  volatile printer through_pointer = printf;
  through_pointer("pointer %d %d %d %d %.2f\n", 1, 2, 3, 4, 0.75);
  /* Every integer argument register taken: the callee's address travels in a vector register. */
  through_pointer("full %d %d %d %d %s %.2f\n", 5, 6, 7, 8, "nine", 0.5);
  through_pointer("full %d %d %d %d %d %d %d %.1f %.1f %.1f %.1f %.1f %.1f %.1f\n", 1, 2, 3, 4, 5,
                  6, 7, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5);
  return 0;
}
