union number { int i; float f; double d; char bytes[8]; };
float bits_to_float(unsigned u) { union { unsigned u; float f; } v = { u }; return v.f; }
double read_union(union number *n, int kind) { return kind == 0 ? n->i : kind == 1 ? n->f : n->d; }
struct tagged { int tag; union number value; };
int sum_bytes(struct tagged t) { int s = 0; for (int i = 0; i < 8; i++) s += t.value.bytes[i]; return s + t.tag; }
