int vla_sum(int n) { int v[n]; for (int i = 0; i < n; i++) v[i] = i * 2; int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
void *stack_buffer(unsigned n) { char *b = __builtin_alloca(n); b[0] = 1; return (void *)(unsigned long)b[0]; }
