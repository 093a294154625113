#include <stdatomic.h>
static _Atomic int shared;
int increment(void) { return atomic_fetch_add_explicit(&shared, 1, memory_order_relaxed); }
int exchange(int v) { return atomic_exchange(&shared, v); }
int compare_swap(int expected, int desired) { return atomic_compare_exchange_strong(&shared, &expected, desired); }
void publish(int *data, _Atomic(int *) *slot) { atomic_store_explicit(slot, data, memory_order_release); atomic_thread_fence(memory_order_seq_cst); }
int *consume(_Atomic(int *) *slot) { return atomic_load_explicit(slot, memory_order_acquire); }
