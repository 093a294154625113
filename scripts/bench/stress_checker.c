/* A naive stress-mode checker to measure statepoint's --gc-stress against
   (scripts/bench-stress): a semispace copying collector in plain C with the
   same stress semantics, running the same binary-trees program.

   * Object model of shared/spec/runtime-abi.md: a u64 header (R reference
     fields in bits 0-31, B raw bytes in bits 32-63), R fields, B raw bytes
     padded to 8; at least two words, so a forwarded object holds its new
     address in its second word.
   * Stress semantics: every allocation and every safepoint collects, moving
     every live object (Cheney's copying into the other space). Safepoints
     are where place-safepoints puts polls in examples/binary_trees.ll: the
     entry of every function (its loops all contain calls, so no back edge
     gets one).
   * From-space is protected (PROT_NONE) after each collection, so a stale
     reference faults; to-space is made accessible before it. New objects are
     zero-filled with memset.
   * Roots: an explicit stack of the addresses of local variables (a shadow
     stack), pushed and popped by hand.

   Usage: stress_checker [max-depth]; prints what examples/binary_trees.ll
   prints, and collections and objects copied on stderr. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define SPACE_BYTES ((size_t)1 << 30)
#define FORWARDED UINT64_MAX
#define MAX_ROOTS 4096

typedef uint64_t word;

static char *spaces[2];
static int current;
static char *top;
static size_t page_bytes;
static word **roots[MAX_ROOTS];
static size_t root_count;
static uint64_t collections, objects_copied;

static size_t round_up(size_t bytes, size_t unit) { return (bytes + unit - 1) / unit * unit; }

static size_t object_bytes(word header) {
  size_t bytes = 8 + 8 * (size_t)(uint32_t)header + round_up(header >> 32, 8);
  return bytes < 16 ? 16 : bytes;
}

static void set_access(char *start, size_t bytes, int protection) {
  if (bytes && mprotect(start, round_up(bytes, page_bytes), protection) != 0) {
    perror("mprotect");
    exit(70);
  }
}

static word *forward(word *object, char **copy) {
  if (!object) return 0;
  if (object[0] == FORWARDED) return (word *)object[1];
  size_t bytes = object_bytes(object[0]);
  word *moved = (word *)*copy;
  memcpy(moved, object, bytes);
  *copy += bytes;
  object[0] = FORWARDED;
  object[1] = (word)moved;
  objects_copied++;
  return moved;
}

/* Moves every live object into the other space, leaving room for `request` bytes. */
static void collect(size_t request) {
  char *from = spaces[current], *to = spaces[1 - current];
  size_t from_used = (size_t)(top - from);
  set_access(to, from_used + request, PROT_READ | PROT_WRITE);
  char *scan = to, *copy = to;
  for (size_t i = 0; i < root_count; i++) *roots[i] = forward(*roots[i], &copy);
  while (scan < copy) {
    word *object = (word *)scan;
    uint32_t references = (uint32_t)object[0];
    for (uint32_t field = 1; field <= references; field++)
      object[field] = (word)forward((word *)object[field], &copy);
    scan += object_bytes(object[0]);
  }
  set_access(from, from_used, PROT_NONE);
  current = 1 - current;
  top = copy;
  if ((size_t)(top - to) + request > SPACE_BYTES) {
    fputs("stress_checker: out of memory\n", stderr);
    exit(3);
  }
  collections++;
}

static void safepoint(void) { collect(0); }

static word *gc_alloc(uint32_t references, uint32_t raw_bytes) {
  word header = references | (word)raw_bytes << 32;
  size_t bytes = object_bytes(header);
  collect(bytes);
  word *object = (word *)top;
  memset(object, 0, bytes);
  object[0] = header;
  top += bytes;
  return object;
}

static void push_root(word **slot) {
  if (root_count == MAX_ROOTS) {
    fputs("stress_checker: root stack overflow\n", stderr);
    exit(70);
  }
  roots[root_count++] = slot;
}

static void pop_roots(size_t count) { root_count -= count; }

static word *bottom_up_tree(long depth) {
  safepoint();
  word *node = gc_alloc(2, 0);
  if (depth <= 0) return node;
  push_root(&node);
  word *left = bottom_up_tree(depth - 1);
  node[1] = (word)left;
  word *right = bottom_up_tree(depth - 1);
  node[2] = (word)right;
  pop_roots(1);
  return node;
}

static long item_check(word *node) {
  push_root(&node);
  safepoint();
  pop_roots(1);
  word *left = (word *)node[1];
  if (!left) return 1;
  word *right = (word *)node[2];
  push_root(&right);
  long left_check = item_check(left);
  pop_roots(1);
  return left_check + item_check(right) + 1;
}

int main(int argc, char **argv) {
  long max_depth = argc > 1 ? atol(argv[1]) : 10;
  page_bytes = (size_t)sysconf(_SC_PAGESIZE);
  for (int i = 0; i < 2; i++) {
    spaces[i] = mmap(0, SPACE_BYTES, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (spaces[i] == MAP_FAILED) {
      perror("mmap");
      return 70;
    }
  }
  top = spaces[0];
  safepoint();
  word *stretch = bottom_up_tree(max_depth + 1);
  printf("%ld\n", item_check(stretch));
  word *long_lived = bottom_up_tree(max_depth);
  push_root(&long_lived);
  for (long depth = 4; depth <= max_depth; depth += 2) {
    long iterations = 1L << (max_depth + 4 - depth), check = 0;
    for (long i = 0; i < iterations; i++) check += item_check(bottom_up_tree(depth));
    printf("%ld\n%ld\n%ld\n", iterations, depth, check);
  }
  printf("%ld\n", item_check(long_lived));
  pop_roots(1);
  fprintf(stderr, "stress_checker: collections: %llu\nstress_checker: objects copied: %llu\n",
          (unsigned long long)collections, (unsigned long long)objects_copied);
  return 0;
}
