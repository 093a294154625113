/* Raw payload bytes: strings are objects with no references and their
   characters as raw bytes; a rope of pieces (an object with references to
   them) is flattened into one new string while the pieces move, and printed
   with rt_print_str. Pointers into the raw bytes are live across allocations. */
#include "statepoint_runtime.h"

struct string {
  long header;
  char bytes[];
};

struct rope {
  long header;
  MANAGED struct string *pieces[3];
};

static long length_of(MANAGED struct string *text) {
  return (long)((unsigned long)text->header >> 32);
}

static MANAGED struct string *string_of(const char *text, long length) {
  MANAGED struct string *result = gc_alloc(0, length);
  for (long i = 0; i < length; i++)
    result->bytes[i] = text[i];
  return result;
}

static MANAGED struct string *flatten(MANAGED struct rope *rope) {
  long total = 0;
  for (int i = 0; i < 3; i++)
    total += length_of(rope->pieces[i]);
  MANAGED struct string *flat = gc_alloc(0, total);
  MANAGED char *cursor = flat->bytes;
  for (int i = 0; i < 3; i++) {
    gc_collect();
    MANAGED struct string *piece = rope->pieces[i];
    for (long k = 0; k < length_of(piece); k++)
      *cursor++ = piece->bytes[k];
  }
  return flat;
}

int main(void) {
  MANAGED struct rope *rope = gc_alloc(3, 0);
  rope->pieces[0] = string_of("moving ", 7);
  rope->pieces[1] = string_of("collector, ", 11);
  rope->pieces[2] = string_of("stack maps", 10);
  for (int i = 0; i < 3; i++)
    rt_print_str(rope->pieces[i]);
  MANAGED struct string *flat = flatten(rope);
  gc_collect();
  rt_print_str(flat);
  rt_print_i64(length_of(flat));
  return 0;
}
