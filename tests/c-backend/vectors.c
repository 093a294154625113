/* Vectors of lengths Cranelift has no type for, shuffles, lane-wise
   compares and selects (clang's vector extension and what -O2 vectorizes),
   and 128-bit integers. */
#include <stdint.h>
#include <stdio.h>

typedef int32_t int2 __attribute__((vector_size(8)));
typedef uint8_t byte8 __attribute__((vector_size(8)));
typedef int64_t long4 __attribute__((vector_size(32)));

__attribute__((noinline)) static int2 mix(int2 a, int2 b) {
  int2 sum = a + b * 3;
  return __builtin_shufflevector(sum, a, 1, 3);
}

__attribute__((noinline)) static byte8 saturating_bytes(byte8 a, byte8 b) {
  byte8 greater = (byte8)(a > b);
  return (a - b) & greater;
}

__attribute__((noinline)) static void wide(long4 *a, int lane, long value) {
  (*a)[lane & 3] = value;
  *a = *a * 2 - (long4){1, 2, 3, 4};
}

__attribute__((noinline)) static unsigned __int128 multiply_wide(uint64_t a, uint64_t b) {
  return (unsigned __int128)a * b + ((unsigned __int128)1 << 100);
}

__attribute__((noinline)) static unsigned histogram(const unsigned char *bytes, int count) {
  unsigned short counts[8] = {0};
  for (int i = 0; i < count; i++) counts[bytes[i] & 7] += bytes[i] > 100;
  unsigned total = 0;
  for (int i = 0; i < 8; i++) total = total * 3 + counts[i];
  return total;
}

typedef int32_t int8x __attribute__((ext_vector_type(8)));
typedef int32_t int4x __attribute__((ext_vector_type(4)));
typedef _Bool bool8 __attribute__((ext_vector_type(8)));
typedef _Bool bool4 __attribute__((ext_vector_type(4)));

/* Vectors of i1 as the bits of a byte (`bitcast <8 x i1> to i8`). */
__attribute__((noinline)) static unsigned zero_lane_masks(const int32_t *values) {
  int8x eight = {values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7]};
  int4x four = {values[0], values[1], values[2], values[3]};
  bool8 zero8 = __builtin_convertvector(eight == 0, bool8);
  bool4 zero4 = __builtin_convertvector(four == 0, bool4);
  unsigned char low4 = __builtin_bit_cast(unsigned char, zero4) & 15;
  return __builtin_bit_cast(unsigned char, zero8) * 16u + low4;
}

int main(int argc, char **argv) {
  (void)argv;
  int2 mixed = mix((int2){argc, 2 * argc}, (int2){10 * argc, 20 + argc});
  printf("mix %d %d\n", mixed[0], mixed[1]);
  byte8 offset = {0, 0, 0, 0, 0, 0, 0, (uint8_t)argc};
  byte8 bytes = saturating_bytes((byte8){9, 8, 7, 6, 5, 4, 3, 200} + offset, (byte8){1, 9, 2, 9, 3, 9, 4, 100});
  for (int i = 0; i < 8; i++) printf("%u ", bytes[i]);
  printf("\n");
  long4 w = {5, 6, 7, 8};
  wide(&w, 2, 100);
  printf("wide %ld %ld %ld %ld\n", w[0], w[1], w[2], w[3]);
  unsigned __int128 product = multiply_wide(0xFFFFFFFFFFFFFFFFull, 0x123456789ull);
  printf("i128 %016llx%016llx\n", (unsigned long long)(product >> 64), (unsigned long long)product);
  unsigned char data[256];
  for (int i = 0; i < 256; i++) data[i] = (unsigned char)(i * 37 + 11);
  printf("histogram %u\n", histogram(data, 256));
  int32_t lanes[8] = {0, argc, 0, 3, 4, 0, 0, 7};
  printf("zero lanes %u\n", zero_lane_masks(lanes));
  return 0;
}
