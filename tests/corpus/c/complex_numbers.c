#include <complex.h>
double complex cmul(double complex a, double complex b) { return a * b; }
float complex cconj(float complex z) { return conjf(z); }
double magnitude2(double complex z) { return creal(z) * creal(z) + cimag(z) * cimag(z); }
