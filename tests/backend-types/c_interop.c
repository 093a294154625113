/* The C side of c_interop.ll: structs returned through sret and passed byval
   (one aligned to 16 bytes after a stack argument), long doubles, both ways
   between clang-19 code and the IR module. */
#include <stdio.h>
#include <string.h>
typedef struct { long a, b, c; } Triple;
typedef struct { long x[5]; char tag; } Big;
typedef struct { int a; char b; short c; } Small12;  /* 8 bytes */
typedef struct { double d[3]; int k; } Mixed;
typedef struct { long double v; long k; } Ext;  /* 16-byte aligned */
/* called by the IR module */
Triple c_make_triple(long s) { Triple t = { s, s * 2, s * 3 }; return t; }
long c_sum_big(Big b) { long s = b.tag; for (int i = 0; i < 5; i++) s += b.x[i] * (i + 1); b.x[0] = 999; return s; }
long c_sum_many(long a, long b, long c, long d, long e, Big big, long f) { return a + b + c + d + e + f + big.x[4] + big.tag; }
double c_mixed(Mixed m) { return m.d[0] + m.d[1] * 2 + m.d[2] * 3 + m.k; }
long double c_ext_after(long a, long b, long c, long d, long e, long f, long g, Ext x) {
  return x.v * x.k + a + b + c + d + e + f + g;
}
long double c_scale(long double x, int k) { return x * k; }
/* defined in the IR module */
Triple ir_make_triple(long s);
long ir_sum_big(Big b);
Big ir_make_big(long s);
__int128 ir_mul128(__int128 a, __int128 b);
long double ir_ext_after(long a, long b, long c, long d, long e, long f, long g, Ext x);
long double ir_half(long double x);

long ir_check_big_unchanged(void);
int main(void) {
  Triple t = ir_make_triple(5);
  printf("ir_make_triple %ld %ld %ld\n", t.a, t.b, t.c);
  Big b; for (int i = 0; i < 5; i++) b.x[i] = 10 * i + 1; b.tag = 7;
  printf("ir_sum_big %ld\n", ir_sum_big(b));
  printf("big unchanged %ld\n", b.x[0]);
  Big m = ir_make_big(3);
  printf("ir_make_big %ld %ld %ld %ld %ld %d\n", m.x[0], m.x[1], m.x[2], m.x[3], m.x[4], m.tag);
  __int128 p = ir_mul128((__int128)1 << 70, 12345);
  printf("ir_mul128 %llx %llx\n", (unsigned long long)(p >> 64), (unsigned long long)p);
  printf("ir_check %ld\n", ir_check_big_unchanged());
  Ext x = { 2.5L, 3 };
  printf("ir_ext_after %.3Lf\n", ir_ext_after(1, 2, 3, 4, 5, 6, 7, x));
  printf("ir_half %.3Lf\n", ir_half(5.0L));
  return 0;
}
