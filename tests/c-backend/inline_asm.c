/* Inline assembly as real C code writes it. Without instructions: compiler
   barriers (asm volatile("" ::: "memory")), values hidden from the optimizer
   ("+r", "+x", several at once: a struct result), values forced to exist
   (an "r" or "g" input with a memory clobber, as benchmarks' DoNotOptimize),
   and memory operands ("+m": an indirect output, "m": an indirect input).
   With instructions (run in an assembled stub): cpuid saving %rbx (fixed
   registers, an early-clobber output, operand modifiers), fnstcw to memory,
   bswap in place, an add setting a byte register from the carry, lock
   cmpxchg on memory, a flag output ("=@ccz"), an SSE instruction, an
   immediate operand, and rep movsb on three fixed registers.
   Prints what it computes; both backends must print the same. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static inline long launder(long value) {
  __asm__("" : "+r"(value));
  return value;
}

static inline double launder_double(double value) {
  __asm__("" : "+x"(value));
  return value;
}

static inline void keep(const void *pointer) { __asm__ volatile("" : : "g"(pointer) : "memory"); }

static inline void barrier(void) { __asm__ volatile("" ::: "memory"); }

/* Two outputs tied to two inputs: the call returns { i32, i64 }. */
static inline void launder_pair(int *small, long *large) {
  int s = *small;
  long l = *large;
  __asm__ volatile("" : "+r"(s), "+r"(l));
  *small = s;
  *large = l;
}

__attribute__((noinline)) static long sum_with_barriers(const long *values, int count) {
  long total = 0;
  for (int i = 0; i < count; i++) {
    total += launder(values[i]);
    barrier();
  }
  return total;
}

/* The store before the barrier must happen: the buffer escapes through keep. */
__attribute__((noinline)) static int wipe(char *buffer, int length) {
  memset(buffer, 0, length);
  keep(buffer);
  int zeros = 0;
  for (int i = 0; i < length; i++) zeros += buffer[i] == 0;
  return zeros;
}

__attribute__((noinline)) static long memory_operands(long *cell) {
  __asm__ volatile("" : "+m"(*cell));
  long copy = *cell;
  __asm__ volatile("" : : "m"(copy));
  return copy + 1;
}

static void cpuid(unsigned leaf, unsigned *a, unsigned *b, unsigned *c, unsigned *d) {
  __asm__("xchgq %%rbx, %q1\n\tcpuid\n\txchgq %%rbx, %q1"
          : "=a"(*a), "=&r"(*b), "=c"(*c), "=d"(*d)
          : "0"(leaf), "2"(0));
}

static unsigned short control_word(void) {
  unsigned short word;
  __asm__ __volatile__("fnstcw %0" : "=m"(word));
  return word;
}

static uint32_t swap(uint32_t x) {
  __asm__("bswap %0" : "+r"(x));
  return x;
}

static long add_carry(unsigned long a, unsigned long b, int *carry) {
  unsigned char c;
  __asm__("addq %2, %0\n\tsetc %1" : "+r"(a), "=q"(c) : "rm"(b) : "cc");
  *carry = c;
  return (long)a;
}

__attribute__((noinline)) static int compare_and_swap(long *p, long expected, long desired) {
  long previous;
  __asm__ __volatile__("lock cmpxchgq %2, %1"
                       : "=a"(previous), "+m"(*p)
                       : "r"(desired), "0"(expected)
                       : "memory");
  return previous == expected;
}

__attribute__((noinline)) static int is_zero(long x) {
  int zero;
  __asm__("testq %1, %1" : "=@ccz"(zero) : "r"(x));
  return zero;
}

__attribute__((noinline)) static double square_root(double x) {
  double root;
  __asm__("sqrtsd %1, %0" : "=x"(root) : "x"(x));
  return root;
}

__attribute__((noinline)) static long add_42(long x) {
  __asm__("addq %1, %0" : "+r"(x) : "i"(42));
  return x;
}

/* A negative immediate of a 32-bit operand in a 64-bit instruction: $-5, sign-extended. */
__attribute__((noinline)) static long subtract_5(long x) {
  __asm__("addq %1, %0" : "+r"(x) : "i"(-5));
  return x;
}

__attribute__((noinline)) static void copy_bytes(void *destination, const void *source, unsigned long n) {
  __asm__ volatile("rep movsb" : "+D"(destination), "+S"(source), "+c"(n) : : "memory");
}

static void with_instructions(void) {
  unsigned a, b, c, d;
  cpuid(0, &a, &b, &c, &d);
  char vendor[13];
  memcpy(vendor, &b, 4);
  memcpy(vendor + 4, &d, 4);
  memcpy(vendor + 8, &c, 4);
  vendor[12] = 0;
  printf("vendor %s, highest leaf %u\n", vendor, a);
  printf("control word %#x\n", control_word());
  printf("swap %#x\n", swap(0x11223344));
  int carry;
  long sum = add_carry(~0UL, 2, &carry);
  printf("add %ld carry %d\n", sum, carry);
  long cell = 5;
  int first = compare_and_swap(&cell, 5, 9);
  int second = compare_and_swap(&cell, 5, 11);
  printf("compare and swap %d %d %ld\n", first, second, cell);
  printf("zero %d %d\n", is_zero(0), is_zero(3));
  printf("square root %.6f\n", square_root(2.0));
  printf("immediates %ld %ld\n", add_42(100), subtract_5(100));
  char source[] = "copied by rep movsb", destination[32] = {0};
  copy_bytes(destination, source, sizeof source);
  printf("%s\n", destination);
}

int main(void) {
  long values[16];
  for (int i = 0; i < 16; i++) values[i] = (long)i * i - 7;
  printf("sum %ld\n", sum_with_barriers(values, 16));
  printf("double %.3f\n", launder_double(2.5) * launder_double(-1.25));
  int small = -3;
  long large = 1L << 40;
  launder_pair(&small, &large);
  printf("pair %d %ld\n", small, large);
  char buffer[64];
  memset(buffer, 'x', sizeof buffer);
  printf("zeros %d\n", wipe(buffer, 40));
  long cell = 41;
  printf("memory %ld\n", memory_operands(&cell));
  with_instructions();
  return 0;
}
