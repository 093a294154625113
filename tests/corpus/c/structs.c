struct point { int x, y; };
struct rect { struct point min, max; const char *label; };
int area(const struct rect *r) { return (r->max.x - r->min.x) * (r->max.y - r->min.y); }
struct rect grow(struct rect r, int by) { r.min.x -= by; r.min.y -= by; r.max.x += by; r.max.y += by; return r; }
int total_area(struct rect *rs, int n) { int t = 0; for (int i = 0; i < n; i++) t += area(&rs[i]); return t; }
