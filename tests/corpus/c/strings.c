#include <string.h>
static const char greeting[] = "hello, \"world\"\n\t\\";
unsigned long count_char(const char *s, char c) { unsigned long n = 0; for (; *s; s++) n += *s == c; return n; }
int starts_with(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }
const char *pick(int i) { return i ? greeting : "\x01\x7f\xff"; }
void copy_upper(char *dst, const char *src) { while ((*dst++ = (*src >= 'a' && *src <= 'z') ? *src - 32 : *src)) src++; }
