/* Loop shapes of real C code for scripts/real-code-passes: where PlaceSafepoints
   puts backedge polls must match opt-19 (issue 21). */
#include <stdint.h>
#include <stddef.h>
long masked_even(long *a, long x) { long s = 0; long n = x & 2147483646; for (long i = 0; i < n; i += 2) s += a[i]; return s; }
long zext_bound(long *a, unsigned n) { long s = 0; for (unsigned long i = 0; i < (unsigned long)n; i++) s += a[i] * 3; return s; }
long sext_bound(long *a, int n) { long s = 0; for (long i = 0; i < (long)n; i++) s += a[i] ^ i; return s; }
unsigned shift_loop(unsigned x) { unsigned c = 0; while (x > 65535) { x >>= 8; c++; } return c; }
unsigned shift_loop1(unsigned long x) { unsigned c = 0; while (x) { x >>= 1; c++; } return c; }
int do_while(int *a, int n) { int i = 0, s = 0; do { s += a[i]; i++; } while (i < n); return s; }
int nested(int *a, int n, int m) { int s = 0; for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) s += a[i * m + j] * j; return s; }
int multi_exit(int *a, int n, int k) { for (int i = 0; i < n; i++) { if (a[i] == k) return i; if (a[i] < 0) return -1; } return n; }
int u8_iv(int *a) { int s = 0; for (unsigned char i = 0; i < 200; i++) s += a[i] * i; return s; }
int i16_iv(int *a, short n) { int s = 0; for (short i = 0; i < n; i++) s += a[i] * i; return s; }
int u32_ne(int *a, unsigned n) { int s = 0; for (unsigned i = 0; i != n; i++) s += a[i] * i; return s; }
int i64_slt(int *a, long n) { int s = 0; for (long i = 0; i < n; i++) s += a[i] * (int)i; return s; }
int i64_ult(int *a, unsigned long n) { int s = 0; for (unsigned long i = 0; i < n; i++) s += a[i] * (int)i; return s; }
int ptr_loop(const char *p, const char *e) { int s = 0; for (; p != e; p++) s += *p * 7; return s; }
int ptr_lt(const int *p, const int *e) { int s = 0; for (; p < e; p += 3) s += *p * 7; return s; }
size_t my_strlen(const char *s) { size_t n = 0; while (s[n]) n++; return n; }
int down(int *a, int n) { int s = 0; for (int i = n - 1; i >= 0; i--) s += a[i] * i; return s; }
int step3(int *a, int n) { int s = 0; for (int i = 0; i < n; i += 3) s += a[i] * i; return s; }
int stepneg2(int *a, unsigned n) { int s = 0; for (unsigned i = n; i > 1; i -= 2) s += a[i] * i; return s; }
long mask_bound(long *a, long x) { long s = 0; long n = x & 1023; for (long i = 0; i < n; i++) s += a[i] * i; return s; }
int sle(int *a, int n) { int s = 0; for (int i = 0; i <= n; i++) s += a[i] * i; return s; }
int ule(int *a, unsigned n) { int s = 0; for (unsigned i = 0; i <= n; i++) s += a[i] * i; return s; }
int start_var(int *a, int lo, int hi) { int s = 0; for (int i = lo; i < hi; i++) s += a[i] * i; return s; }
long start_var64(long *a, long lo, long hi) { long s = 0; for (long i = lo; i < hi; i++) s += a[i] * i; return s; }
int nested_tri(int *a, int n) { int s = 0; for (int i = 0; i < n; i++) for (int j = i; j < n; j++) s += a[j] * i; return s; }
int while_search(int *a, int k) { int i = 0; while (a[i] != k) i++; return i; }
int collatz(unsigned long x) { int c = 0; while (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; c++; } return c; }
unsigned mul2(unsigned n) { unsigned i = 1, c = 0; while (i < n) { i *= 2; c++; } return c; }
int two_latch(int *a, int n) { int i = 0, s = 0; while (i < n) { if (a[i] & 1) { s += a[i]; i++; continue; } s -= a[i]; i += 2; } return s; }
int early_break(int *a, int n) { int s = 0; for (int i = 0; i < 1000; i++) { if (i >= n) break; s += a[i] * i; } return s; }
