#include <stdlib.h>
static int cmp_int(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
void sort_ints(int *v, size_t n) { qsort(v, n, sizeof *v, cmp_int); }
void insertion_sort(int *v, int n) { for (int i = 1; i < n; i++) { int k = v[i], j = i - 1; while (j >= 0 && v[j] > k) { v[j + 1] = v[j]; j--; } v[j + 1] = k; } }
int binary_search(const int *v, int n, int key) { int lo = 0, hi = n - 1; while (lo <= hi) { int mid = lo + (hi - lo) / 2; if (v[mid] == key) return mid; if (v[mid] < key) lo = mid + 1; else hi = mid - 1; } return -1; }
