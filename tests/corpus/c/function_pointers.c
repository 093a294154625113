typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static binop table[] = { add, mul };
int apply(int which, int a, int b) { return table[which & 1](a, b); }
int fold(const int *v, int n, binop f, int init) { for (int i = 0; i < n; i++) init = f(init, v[i]); return init; }
int use_fold(const int *v, int n) { return fold(v, n, add, 0) + fold(v, n, mul, 1); }
