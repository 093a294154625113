#include <stdarg.h>
int sum_ints(int count, ...) { va_list ap; va_start(ap, count); int s = 0; for (int i = 0; i < count; i++) s += va_arg(ap, int); va_end(ap); return s; }
double avg(int count, ...) { va_list ap, copy; va_start(ap, count); va_copy(copy, ap); double s = 0; for (int i = 0; i < count; i++) s += va_arg(copy, double); va_end(copy); va_end(ap); return count ? s / count : 0; }
int call_it(void) { return sum_ints(3, 1, 2, 3) + (int)avg(2, 1.5, 2.5); }
