#include <stdio.h>
struct pair { int a; double b; };
void print_pair(const struct pair *p) { printf("pair(%d, %g)\n", p->a, p->b); }
int format_into(char *buf, unsigned long n, long v) { return snprintf(buf, n, "%ld", v); }
int main(int argc, char **argv) { struct pair p = { argc, 1.5 }; print_pair(&p); puts(argv[0]); return 0; }
