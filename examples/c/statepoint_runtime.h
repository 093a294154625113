/* The runtime ABI (shared/spec/runtime-abi.md) for C programs: references are
   pointers in address space 1, which `statepoint run --default-gc=statepoint-example`
   treats as managed. An object is a header word (bits 0-31: reference fields,
   bits 32-63: raw bytes), then its reference fields, then its raw bytes. */
#ifndef STATEPOINT_RUNTIME_H
#define STATEPOINT_RUNTIME_H

#define MANAGED __attribute__((address_space(1)))

MANAGED void *gc_alloc(long references, long raw_bytes);
void gc_collect(void);
void rt_print_i64(long value);
void rt_print_str(MANAGED void *object);

#endif
