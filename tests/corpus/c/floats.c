float lerp(float a, float b, float t) { return a + (b - a) * t; }
double horner(const double *c, int n, double x) { double r = 0; for (int i = n - 1; i >= 0; i--) r = r * x + c[i]; return r; }
long double precise(long double x) { return x * x / 3.0L + 1e-30L; }
int compare(double a, double b) { return (a < b) - (a > b) + (a != a); }
float to_float(long long v) { return (float)v; }
_Float16 halve(_Float16 h) { return h / 2; }
