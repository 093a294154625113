/* memcpy throughput on this machine, for comparison with the collector's
   copy rate: copies a buffer of argv[1] bytes argv[2] times, in chunks of
   argv[3] bytes (the object size), and prints MB/s (10^6 bytes per second). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s <bytes> <rounds> <chunk-bytes>\n", argv[0]);
    return 2;
  }
  size_t bytes = strtoull(argv[1], 0, 10), rounds = strtoull(argv[2], 0, 10);
  size_t chunk = strtoull(argv[3], 0, 10);
  char *from = malloc(bytes), *to = malloc(bytes);
  memset(from, 1, bytes);
  memset(to, 2, bytes);
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (size_t round = 0; round < rounds; round++) {
    for (size_t offset = 0; offset + chunk <= bytes; offset += chunk)
      memcpy(to + offset, from + offset, chunk);
    char *swap = from;
    from = to;
    to = swap;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
  printf("%.0f\n", (double)bytes * rounds / seconds / 1e6);
  return from[bytes / 2] == 0; /* keeps the copies observable */
}
