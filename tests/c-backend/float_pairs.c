/* Split vectors at calls, as the C ABI passes them: a `float _Complex`, a
   struct's pair of floats and an 8-byte vector are a `<2 x float>` packed in
   one xmm register (llc widens it to 128 bits), not one register per lane.
   Passing each float in its own register made the C library's cabsf(3+4i)
   3 and a variadic struct of three floats read back as (1, 0, 2) (found by
   gcc.c-torture/execute/pr44575.c). Also conversions between float or
   double and __int128, which Cranelift cannot lower (pr49218.c: a panic),
   through the C runtime's helpers. */
#include <complex.h>
#include <stdarg.h>
#include <stdio.h>

struct Triple { float x, y, z; };
struct Quad { float a, b, c, d; };
struct Floats { float a[3]; };
typedef float Pair __attribute__((vector_size(8)));
typedef short Shorts __attribute__((vector_size(8)));

__attribute__((noinline)) static float weigh(struct Triple t) { return t.x * 100 + t.y * 10 + t.z; }

__attribute__((noinline)) static struct Triple rotate(struct Triple t) {
  struct Triple r = {t.y, t.z, t.x};
  return r;
}

__attribute__((noinline)) static struct Quad spread(float base) {
  struct Quad q = {base, base + 1, base + 2, base + 3};
  return q;
}

__attribute__((noinline)) static Pair swap(Pair p) {
  Pair r = {p[1], p[0]};
  return r;
}

__attribute__((noinline)) static Shorts add_shorts(Shorts a, Shorts b) { return a + b; }

__attribute__((noinline)) static float complex twist(float complex z) { return z * I + 1; }

static void print_floats(int count, ...) {
  va_list arguments;
  va_start(arguments, count);
  for (int i = 0; i < count; i++) {
    struct Floats f = va_arg(arguments, struct Floats);
    printf("floats %g %g %g\n", f.a[0], f.a[1], f.a[2]);
  }
  va_end(arguments);
}

int main(void) {
  volatile float three = 3.0f, four = 4.0f;
  float complex z = three + four * I;
  printf("cabsf %g cargf %.4f\n", cabsf(z), cargf(z));
  float complex root = csqrtf(-four + 0 * I);
  printf("csqrtf %g %g\n", crealf(root), cimagf(root));
  float complex twisted = twist(z);
  printf("twist %g %g\n", crealf(twisted), cimagf(twisted));
  struct Triple t = {three, four, three + four};
  printf("weigh %g\n", weigh(t));
  struct Triple r = rotate(t);
  printf("rotate %g %g %g\n", r.x, r.y, r.z);
  struct Quad q = spread(four);
  printf("spread %g %g %g %g\n", q.a, q.b, q.c, q.d);
  Pair p = {three, four};
  Pair s = swap(p);
  printf("swap %g %g\n", s[0], s[1]);
  Shorts a = {1, 2, 3, 4}, b = {10, 20, 30, (short)four};
  Shorts sum = add_shorts(a, b);
  printf("shorts %d %d %d %d\n", sum[0], sum[1], sum[2], sum[3]);
  struct Floats one = {{1, 2, 3}}, two = {{4, 5, three}};
  print_floats(2, one, two);

  volatile float huge = 1e30f;
  volatile double negative = -123456789012345678901234.0;
  volatile __int128 big = (__int128)1 << 100;
  volatile unsigned __int128 bigger = ~(unsigned __int128)0;
  printf("to i128 %.6g %.6g\n", (double)(__int128)huge, (double)(__int128)negative);
  printf("to u128 %.6g\n", (double)(unsigned __int128)(huge * four));
  printf("from i128 %.6g %.6g\n", (float)big, (double)-big);
  printf("from u128 %.6g %.6g\n", (float)bigger, (double)bigger);
  return 0;
}
