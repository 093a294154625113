typedef __attribute__((address_space(1))) struct object object;
struct object { long header; object *next; long payload[]; };
long length(object *list) { long n = 0; while (list) { n++; list = list->next; } return n; }
long *field(object *o, long i) { return (long *)(unsigned long)&o->payload[i]; }
__attribute__((address_space(1))) long *payload_at(object *o, long i) { return &o->payload[i]; }
void link(object *a, object *b) { a->next = b; }
