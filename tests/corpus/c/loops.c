long sum_to(long n) { long s = 0; for (long i = 0; i < n; i++) s += i * i; return s; }
int collatz_steps(unsigned n) { int steps = 0; while (n != 1) { n = (n & 1) ? 3 * n + 1 : n / 2; steps++; } return steps; }
void matmul(int n, const double *a, const double *b, double *c) {
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { double s = 0; for (int k = 0; k < n; k++) s += a[i*n+k] * b[k*n+j]; c[i*n+j] = s; }
}
int find_first(const int *v, int n, int key) { int i = 0; do { if (v[i] == key) return i; } while (++i < n); return -1; }
