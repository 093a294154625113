#include <stdint.h>
uint64_t rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }
int popcount(unsigned long long x) { return __builtin_popcountll(x); }
__int128 wide_mul(long long a, long long b) { return (__int128)a * b; }
int8_t saturate(int v) { return v > 127 ? 127 : v < -128 ? -128 : (int8_t)v; }
unsigned div_mod(unsigned a, unsigned b, unsigned *rem) { *rem = a % b; return a / b; }
_Bool overflow_add(int a, int b, int *out) { return __builtin_add_overflow(a, b, out); }
