/* A list of 1000 cells built by consing, summed after a collection, then
   reversed in place (every cell's reference field rewritten) and summed
   again: references in locals and in heap fields across allocations. */
#include "statepoint_runtime.h"

struct cell {
  long header;
  MANAGED struct cell *next;
  long value;
};

static MANAGED struct cell *cons(long value, MANAGED struct cell *next) {
  MANAGED struct cell *cell = gc_alloc(1, 8);
  cell->next = next;
  cell->value = value;
  return cell;
}

static long weighted_sum(MANAGED struct cell *list) {
  long total = 0;
  for (long position = 1; list; list = list->next, position++)
    total += position * list->value;
  return total;
}

int main(void) {
  MANAGED struct cell *list = 0;
  for (long value = 0; value < 1000; value++)
    list = cons(value, list);
  gc_collect();
  rt_print_i64(weighted_sum(list));
  MANAGED struct cell *reversed = 0;
  while (list) {
    MANAGED struct cell *next = list->next;
    list->next = reversed;
    reversed = list;
    list = next;
    gc_collect();
  }
  rt_print_i64(weighted_sum(reversed));
  return 0;
}
