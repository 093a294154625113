typedef float v4f __attribute__((vector_size(16)));
typedef int v8i __attribute__((vector_size(32)));
v4f madd(v4f a, v4f b, v4f c) { return a * b + c; }
v8i shuffle_add(v8i a, v8i b) { return __builtin_shufflevector(a, b, 0, 8, 1, 9, 2, 10, 3, 11) + (v8i){1, 2, 3, 4, 5, 6, 7, 8}; }
float lane_sum(v4f v) { return v[0] + v[1] + v[2] + v[3]; }
v4f select_gt(v4f a, v4f b) { return (v4f)((a > b) & (__typeof__(a > b))a); }
