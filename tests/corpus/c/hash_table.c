#include <string.h>
#define SIZE 64
struct entry { const char *key; int value; int used; };
static struct entry table[SIZE];
static unsigned hash(const char *s) { unsigned h = 2166136261u; while (*s) h = (h ^ (unsigned char)*s++) * 16777619u; return h; }
int put(const char *k, int v) { unsigned i = hash(k) % SIZE; for (int n = 0; n < SIZE; n++, i = (i + 1) % SIZE) { if (!table[i].used || strcmp(table[i].key, k) == 0) { table[i] = (struct entry){k, v, 1}; return 1; } } return 0; }
int get(const char *k, int *v) { unsigned i = hash(k) % SIZE; for (int n = 0; n < SIZE && table[i].used; n++, i = (i + 1) % SIZE) if (strcmp(table[i].key, k) == 0) { *v = table[i].value; return 1; } return 0; }
