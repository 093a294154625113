/* More loop shapes for scripts/real-code-passes (issue 21): shifts, min/max
   bounds, calls, nested and narrow induction variables. */
#include <stdint.h>
#include <stddef.h>
extern void use(int);
int hash_str(const unsigned char *s, size_t n) { unsigned h = 5381; for (size_t i = 0; i < n; i++) h = h * 33 + s[i]; return h; }
void fill(int *a, int n, int v) { for (int i = 0; i < n; i++) a[i] = v + i; }
void copy_rev(int *d, const int *s, unsigned n) { for (unsigned i = n; i-- > 0;) d[i] = s[n - 1 - i]; }
int count_bits(uint64_t x) { int c = 0; while (x) { x &= x - 1; c++; } return c; }
int bsearch_i(const int *a, int n, int k) { int lo = 0, hi = n; while (lo < hi) { int mid = (lo + hi) / 2; if (a[mid] < k) lo = mid + 1; else hi = mid; } return lo; }
int gcd(int a, int b) { while (b) { int t = a % b; a = b; b = t; } return a; }
int digits(unsigned x) { int c = 0; do { x /= 10; c++; } while (x); return c; }
int i8_down(signed char n, int *a) { int s = 0; for (signed char i = n; i > 0; i--) s += a[i]; return s; }
int u16_ne(unsigned short n, int *a) { int s = 0; for (unsigned short i = 0; i != n; i++) s += a[i] * i; return s; }
long stride_ptr(long *p, long *e) { long s = 0; while (p < e) { s += *p; p += 4; } return s; }
int matrix(int (*m)[16], int n) { int s = 0; for (int i = 0; i < n; i++) for (int j = 0; j < 16; j++) s += m[i][j] * j; return s; }
int with_call(int n) { int s = 0; for (int i = 0; i < n; i++) use(i); return s; }
int outer_iv_inner(int *a, int n) { int s = 0; for (int i = 0; i < 100; i++) for (int j = i; j < 100; j++) s += a[j] * i; return s; }
unsigned lshr_sub(unsigned x) { unsigned c = 0; while (x >= 16) { x = x / 16; c++; } return c; }
int ashr_loop(int x) { int c = 0; while (x > 1) { x >>= 1; c++; } return c; }
int shl_loop(unsigned n) { int c = 0; for (unsigned i = 1; i < n && i != 0; i <<= 1) c++; return c; }
int trunc_iv(int *a, long n) { int s = 0; for (int i = 0; (long)i < n; i++) s += a[i]; return s; }
int min_bound(int *a, int n) { int s = 0; int m = n < 100 ? n : 100; for (int i = 0; i < m; i++) s += a[i] * i; return s; }
int max_bound(int *a, int n) { int s = 0; int m = n > 1 ? n : 1; for (int i = 0; i < m; i++) s += a[i] * i; return s; }
