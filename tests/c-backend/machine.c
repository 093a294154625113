/* What clang emits for the machine rather than for values: variable-length
   arrays and alloca() (dynamic allocas, llvm.stacksave/stackrestore), a
   thread-local variable (llvm.threadlocal.address), __builtin_trap (on a path
   never taken), __builtin_prefetch, the frame chain
   (__builtin_frame_address/__builtin_return_address), float classes
   (llvm.is.fpclass), __builtin_powi, __builtin_frexp and FLT_ROUNDS
   (llvm.get.rounding) under each rounding mode. Prints what it
   computes; both backends must print the same. The heap in use is the same
   before and after the dynamic allocations (the Cranelift backend takes
   them from malloc and must give them back). */
#include <alloca.h>
#include <fenv.h>
#include <malloc.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static _Thread_local int calls_in_this_thread;
static _Thread_local char thread_name[16] = "main";

__attribute__((noinline)) static int count_call(void) { return ++calls_in_this_thread; }

/* A VLA in a loop: each iteration's array is freed at the end of its scope
   (llvm.stacksave/llvm.stackrestore), so a long loop does not grow. */
__attribute__((noinline)) static long vla_sums(int rounds, int length) {
  long total = 0;
  for (int round = 0; round < rounds; round++) {
    int n = length + round % 7;
    long values[n];
    for (int i = 0; i < n; i++)
      values[i] = (long)i * round + 3;
    for (int i = 0; i < n; i++)
      total += values[i] ^ (total >> 3);
  }
  return total;
}

/* alloca() with an alignment above malloc's, filled and read back. */
__attribute__((noinline)) static unsigned alloca_checksum(int n) {
  _Alignas(64) char aligned[1];
  (void)aligned;
  double *buffer = __builtin_alloca_with_align(n * sizeof(double), 512);
  char *bytes = alloca(n + 1);
  unsigned sum = ((unsigned long)buffer % 64 == 0);
  for (int i = 0; i < n; i++) {
    buffer[i] = i * 0.5;
    bytes[i] = (char)('a' + i % 26);
  }
  bytes[n] = 0;
  for (int i = 0; i < n; i++)
    sum = sum * 31 + (unsigned)buffer[i] + (unsigned)bytes[i];
  return sum + (unsigned)strlen(bytes);
}

/* A constant-size alloca in a loop allocates anew each time (make's
   filter-out builds such a list): every node must stay distinct. */
struct word {
  struct word *next;
  int value;
};
__attribute__((noinline)) static int alloca_list(int n) {
  struct word *list = 0;
  for (int i = 0; i < n; i++) {
    struct word *node = __builtin_alloca(sizeof(struct word));
    node->value = i + 1;
    node->next = list;
    list = node;
  }
  int sum = 0, steps = 0;
  /* At most n steps: a reused slot would make the list a cycle. */
  for (struct word *node = list; node && steps < n; node = node->next, steps++)
    sum = sum * 3 + node->value;
  return sum;
}

/* `a * b - c` is llvm.fmuladd under clang's default contraction: two
   roundings, as llc computes it without FMA (one rounding prints 0x1p-60). */
__attribute__((noinline)) static double multiply_subtract(double a, double b, double c) {
  return a * b - c;
}

__attribute__((noinline)) static void maybe_trap(int really) {
  if (really)
    __builtin_trap();
}

__attribute__((noinline)) static int prefetch_sum(const int *values, int n) {
  int sum = 0;
  for (int i = 0; i < n; i++) {
    __builtin_prefetch(values + i + 8);
    __builtin_prefetch(values + i + 16, 1, 1);
    sum += values[i];
  }
  return sum;
}

__attribute__((noinline)) static int callers_frame_is(void *callers_frame) {
  return __builtin_frame_address(1) == callers_frame;
}

__attribute__((noinline)) static void *return_address(void) { return __builtin_return_address(0); }

__attribute__((noinline)) static int returns_into_this_function(void) {
  char *here = (char *)__builtin_frame_address(0);
  char *back = (char *)return_address();
  char *self = (char *)&returns_into_this_function;
  (void)here;
  return back > self && back < self + 4096;
}

#define CLASS(x, bit) (__builtin_isfpclass((x), 1 << (bit)) ? '1' : '0')
#define CLASSES(x)                                                                              \
  CLASS(x, 0), CLASS(x, 1), CLASS(x, 2), CLASS(x, 3), CLASS(x, 4), CLASS(x, 5), CLASS(x, 6), \
      CLASS(x, 7), CLASS(x, 8), CLASS(x, 9)

volatile double doubles[] = {0.0, -0.0, 1.5, -2.25, 4.9e-324, -2.2e-310, 1e308 * 10, -1e308 * 10,
                             0.0 / 0.0, 1e-300, 1.7976931348623157e308};
volatile float floats[] = {0.0f, -0.0f, 1.5f, -2.25f, 1.4e-45f, -1e-40f, 1e38f * 10,
                           -1e38f * 10, 0.0f / 0.0f, 1.17549435e-38f};

__attribute__((noinline)) static void print_classes(void) {
  for (unsigned i = 0; i < sizeof doubles / sizeof doubles[0]; i++) {
    double x = doubles[i];
    printf("double %u: %c%c%c%c%c%c%c%c%c%c isnan %d isinf %d isfinite %d isnormal %d\n", i,
           CLASSES(x), isnan(x) != 0, isinf(x) != 0, isfinite(x) != 0, isnormal(x) != 0);
  }
  for (unsigned i = 0; i < sizeof floats / sizeof floats[0]; i++) {
    float x = floats[i];
    printf("float %u: %c%c%c%c%c%c%c%c%c%c combined %d\n", i, CLASSES(x),
           __builtin_isfpclass(x, 0x3c3) != 0);
  }
  /* A signalling NaN, from its bits (no arithmetic quiets it). */
  unsigned long long signalling_bits = 0x7ff0000000000001ull;
  double signalling;
  memcpy(&signalling, &signalling_bits, sizeof signalling);
  printf("signalling: %c%c%c%c%c%c%c%c%c%c\n", CLASSES(signalling));
}

volatile int exponents[] = {0, 1, 2, 7, -1, -3, 31};
volatile double bases[] = {2.0, -1.5, 0.1};

__attribute__((noinline)) static void print_powers_and_fractions(void) {
  for (unsigned i = 0; i < sizeof bases / sizeof bases[0]; i++)
    for (unsigned j = 0; j < sizeof exponents / sizeof exponents[0]; j++)
      printf("powi(%g, %d) = %.17g, float %.9g\n", bases[i], exponents[j],
             __builtin_powi(bases[i], exponents[j]),
             (double)__builtin_powif((float)bases[i], exponents[j]));
  for (unsigned i = 0; i < 6; i++) {
    int exponent;
    double fraction = __builtin_frexp(doubles[i + 2], &exponent);
    int float_exponent;
    float float_fraction = __builtin_frexpf(floats[i + 2], &float_exponent);
    printf("frexp %u: %.17g %d, float %.9g %d\n", i, fraction, exponent, (double)float_fraction,
           float_exponent);
  }
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < 5; i++)
    count_call();
  printf("thread-local: %d calls, name %s\n", calls_in_this_thread, thread_name);
  size_t heap_before = mallinfo2().uordblks;
  long sums[2] = {vla_sums(10, 5), vla_sums(200000, 40)};
  unsigned checksums[2] = {alloca_checksum(3), alloca_checksum(1000)};
  size_t heap_after = mallinfo2().uordblks;
  printf("vla sums: %ld %ld\n", sums[0], sums[1]);
  printf("alloca checksum: %u %u\n", checksums[0], checksums[1]);
  printf("alloca list: %d\n", alloca_list(argc + 5));
  volatile double near_one = 1.0 + 0x1p-30, nearer = 1.0 + 0x1p-29;
  printf("multiply-subtract: %a\n", multiply_subtract(near_one, near_one, nearer));
  /* Freed small blocks stay counted while glibc caches them (tcache). */
  printf("heap grew by under 64 KiB: %d\n", heap_after - heap_before < 65536);
  maybe_trap(argc > 99);
  int values[64];
  for (int i = 0; i < 64; i++)
    values[i] = i * i;
  printf("prefetch sum: %d\n", prefetch_sum(values, 40));
  printf("frame chain: %d %d\n", callers_frame_is(__builtin_frame_address(0)),
         returns_into_this_function());
  print_classes();
  print_powers_and_fractions();
  const int modes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  for (int i = 0; i < 4; i++) {
    fesetround(modes[i]);
    printf("rounding mode %d: FLT_ROUNDS %d\n", i, __builtin_flt_rounds());
  }
  fesetround(FE_TONEAREST);
  return 0;
}
