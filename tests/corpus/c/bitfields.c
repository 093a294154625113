struct flags { unsigned a : 1, b : 3, c : 12; signed d : 5; unsigned long long e : 40; };
int get_d(struct flags f) { return f.d; }
void set_all(struct flags *f, int v) { f->a = v; f->b = v; f->c = v; f->d = v; f->e = (unsigned long long)v << 20; }
unsigned long long pack(struct flags *f) { return f->a + f->b + f->c + f->e; }
