/* Long doubles (x86_fp80) in managed code: objects holding a long double,
   a managed function returning one (so its symbol is a stub around its
   code) that allocates, called directly and through a function pointer, and
   a C library function returning one (strtold). Collections happen while
   stubs sit between a caller and the function that allocates; the caller's
   list must come back relocated. Prints each result's 80 bits and a few
   rounded values. */
#include "statepoint_runtime.h"
#include <stdlib.h>

struct sample {
  long header;
  MANAGED struct sample *next;
  long double value;
};

static MANAGED struct sample *make(long double value, MANAGED struct sample *next) {
  MANAGED struct sample *sample = gc_alloc(1, 16);
  sample->next = next;
  sample->value = value;
  return sample;
}

__attribute__((noinline)) long double scaled_sum(MANAGED struct sample *list, long double scale) {
  long double sum = 0;
  for (; list; list = list->next) {
    gc_alloc(0, 64);
    sum += list->value * scale;
  }
  return sum;
}

typedef long double (*summer)(MANAGED struct sample *, long double);
static volatile summer sum_through_pointer = scaled_sum;

static void print_bits(long double value) {
  union {
    long double value;
    unsigned long words[2];
  } bits = {0};
  bits.value = value;
  rt_print_i64((long)(bits.words[1] & 0xffff));
  rt_print_i64((long)bits.words[0]);
}

static long length(MANAGED struct sample *list) {
  long count = 0;
  for (; list; list = list->next)
    count++;
  return count;
}

int main(void) {
  MANAGED struct sample *list = 0;
  for (int i = 1; i <= 20; i++)
    list = make(1.0L / i, list);
  long double direct = scaled_sum(list, 3.0L);
  long double indirect = sum_through_pointer(list, 3.0L);
  long double parsed = strtold("2.718281828459045235360287", 0);
  MANAGED struct sample *first = make(parsed, list);
  print_bits(direct);
  print_bits(indirect);
  print_bits(parsed);
  rt_print_i64(length(first));
  rt_print_i64((long)(first->value * 1000000));
  rt_print_i64((long)(first->next->value * 1000000));
  rt_print_i64((long)(direct * 1000000));
  return 0;
}
