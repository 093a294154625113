/* C's `long double` (LLVM's x86_fp80) through the Cranelift backend: x87
   arithmetic and comparisons, conversions, the C library's long double
   functions and intrinsics, arguments in memory (after register and stack
   arguments of other kinds), results in %st0 (direct, through a function
   pointer, variadic), va_arg, and long doubles in memory and in globals.
   Results print with %La, so every bit is compared. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

struct sample {
    char tag;
    long double value;
};

static struct sample samples[] = {{'a', 1.5L}, {'b', -0.1L}, {'c', 1e4000L}};
long double table[4] = {3.0L, 1.0L / 3, 0x1.fffffffffffffffep16383L, 0x1p-16445L};

__attribute__((noinline)) long double add3(long double a, long double b, long double c) {
    return a + b + c;
}

__attribute__((noinline)) long double mixed(int i, double d, long double x, int j, long double y) {
    return (x - y) * i / j + d;
}

/* Six integer and eight double registers full: the long doubles follow stack arguments. */
__attribute__((noinline)) long double crowded(long a, long b, long c, long d, long e, long f,
                                              double g, double h, double k, double l, double m,
                                              double n, double o, double p, long q,
                                              long double x, double r, long double y) {
    return x * (a + b + c + d + e + f + q) + (g + h + k + l + m + n + o + p + r) - y;
}

__attribute__((noinline)) long double sum_of_squares(const long double *values, int count) {
    long double sum = 0;
    for (int i = 0; i < count; i++)
        sum += values[i] * values[i];
    return sum;
}

__attribute__((noinline)) long double sum_varargs(int count, ...) {
    va_list list;
    va_start(list, count);
    long double sum = 0;
    for (int i = 0; i < count; i++) {
        if (i % 3 == 0)
            sum += va_arg(list, long double);
        else if (i % 3 == 1)
            sum += va_arg(list, double);
        else
            sum += va_arg(list, int);
    }
    va_end(list);
    return sum;
}

__attribute__((noinline)) long double after_long_double(long double first, ...) {
    va_list list;
    va_start(list, first);
    long double second = va_arg(list, long double);
    int third = va_arg(list, int);
    va_end(list);
    return first * second + third;
}

typedef long double (*binary)(long double, long double);
__attribute__((noinline)) long double subtract(long double a, long double b) { return a - b; }
__attribute__((noinline)) long double divide(long double a, long double b) { return a / b; }
volatile binary operations[2] = {subtract, divide};

static void show(const char *what, long double value) { printf("%s %La\n", what, value); }

int main(void) {
    volatile long double a = 7.75L, b = -2.5L, third = 1.0L / 3, zero = 0.0L, nan = NAN,
                         huge = 1.8e19L, negative = -123.9L, tiny = 0x1p-16440L, inf = INFINITY;
    show("third", third);
    show("add3", add3(third, 2.5L, -1e300L * 1e-300L));
    show("mixed", mixed(3, 0.25, 10.0L, 7, 1e-5L));
    show("crowded", crowded(1, 2, 3, 4, 5, 6, .5, .25, .125, 1, 2, 3, 4, 5, 7, third, 0.75, a));
    long double values[5] = {1.5L, 2.25L, -3.0L, 1e10L, 1e-10L};
    show("squares", sum_of_squares(values, 5));
    show("varargs", sum_varargs(7, 1.0L, 2.5, 3, third, 1e-3, -4, a));
    show("after", after_long_double(third, a, 11));
    for (int i = 0; i < 2; i++)
        show("pointer", operations[i](a, third));
    show("add", a + b);
    show("sub", a - b);
    show("mul", a * third);
    show("div", b / third);
    show("rem", fmodl(a, b));
    show("rem-neg", fmodl(-a, 0.3L));
    show("neg", -a);
    show("abs", fabsl(b));
    show("copysign", copysignl(a, b));
    show("sqrt", sqrtl(a));
    show("floor", floorl(b));
    show("ceil", ceill(b));
    show("trunc", truncl(b));
    show("round", roundl(b));
    show("rint", rintl(b));
    show("nearbyint", nearbyintl(b));
    show("pow", powl(a, third));
    show("exp", expl(third));
    show("log", logl(a));
    show("sin", sinl(a));
    show("fma", fmal(a, b, third));
    show("fmin", fminl(a, nan));
    show("fmax", fmaxl(b, a));
    show("ldexp", ldexpl(a, 100));
    show("overflow", huge * huge * huge * huge * huge * huge * huge * huge * huge * huge);
    show("subnormal", tiny / 1024);
    show("inf-inf", inf - inf);
    printf("lrint %ld lround %ld\n", lrintl(b), lroundl(b));
    const long double operands[] = {a, b, zero, -zero, nan, inf};
    for (int i = 0; i < 6; i++) {
        for (int j = 0; j < 6; j++) {
            long double x = operands[i], y = operands[j];
            printf("%d%d%d%d%d%d%d%d ", x < y, x <= y, x > y, x >= y, x == y, x != y,
                   __builtin_isunordered(x, y), __builtin_islessgreater(x, y));
        }
        printf("\n");
    }
    const long double classified[] = {a, zero, -zero, tiny / 1024, inf, -inf, nan, huge};
    for (int i = 0; i < 8; i++) {
        long double x = classified[i];
        printf("class %d %d %d %d %d %d\n", isnormal(x), isfinite(x), isinf(x), isnan(x),
               fpclassify(x), signbit(x) != 0);
    }
    volatile double d = 0.1;
    volatile float f = 0.1f;
    show("from-double", d);
    show("from-float", f);
    printf("to-double %a to-float %a\n", (double)third, (float)third);
    volatile long long ll = -1234567890123LL;
    volatile unsigned long long ull = 18446744073709551615ULL;
    volatile int si = -42;
    volatile unsigned short us = 65000;
    volatile signed char sc = -7;
    show("from-i64", ll);
    show("from-u64", ull);
    show("from-i32", si);
    show("from-u16", us);
    show("from-i8", sc);
    printf("to-u64 %llu to-i64 %lld to-i32 %d to-u32 %u to-i8 %d\n", (unsigned long long)huge,
           (long long)negative, (int)negative, (unsigned)(a * 1000), (signed char)b);
    for (int i = 0; i < 3; i++)
        printf("%c ", samples[i].tag), show("sample", samples[i].value);
    for (int i = 0; i < 4; i++)
        show("table", table[i]);
    samples[1].value *= 3;
    show("stored", samples[1].value);
    show("strtold", strtold("3.14159265358979323846264338327950288", NULL));
    return 0;
}
