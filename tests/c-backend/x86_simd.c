/* x86 SIMD intrinsics as C programs use them (libpng's filters, pcre2's and
   xz's scanners, image and audio kernels): <emmintrin.h>, <pmmintrin.h>,
   <tmmintrin.h> and <smmintrin.h> functions that clang-19 -O2 still emits as
   llvm.x86.* calls (averages, packs, multiply-adds, sums of absolute
   differences, shifts by counts, byte shuffles, horizontal sums, signs,
   tests, variable blends, minimum positions, float minimum/maximum,
   comparisons, conversions in each rounding mode, roundings, dot
   products, reciprocal estimates, masked stores, fences) on data
   with saturation edges, NaNs and values out of range, and <wmmintrin.h>'s
   carry-less multiplication as CRC folding (xz's crc64_fast.c, zlib-ng) uses
   it, checked against a portable shift and exclusive-or product, and its
   AES-NI rounds on FIPS-197's AES-128 example (libsodium's
   aead_aes256gcm_aesni.c was refused). Prints what
   it computes; the clang-19 build and ours must print the same. */
#include <emmintrin.h>
#include <pmmintrin.h>
#include <smmintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <tmmintrin.h>
#include <wmmintrin.h>

#define SIMD __attribute__((target("sse4.1"), noinline))
#define CLMUL __attribute__((target("sse4.1,pclmul"), noinline))

static uint8_t bytes[256];
static int16_t words[128];
static float floats[64];
static double doubles[32];

static void print_vector(const char *what, __m128i v) {
  uint8_t out[16];
  _mm_storeu_si128((__m128i *)out, v);
  printf("%-12s", what);
  for (int i = 15; i >= 0; i--)
    printf("%02x", out[i]);
  printf("\n");
}

static void fill(void) {
  uint32_t state = 2463534242u;
  for (int i = 0; i < 256; i++) {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    bytes[i] = (uint8_t)(i < 32 ? (i * 37) ^ (i < 16 ? 0x80 : 0x7f) : state);
  }
  static const int16_t edges[] = {-32768, 32767, -129, 128, 255, 256, -1, 0, 16384, -16384, 1, -2};
  for (int i = 0; i < 128; i++)
    words[i] = i < 12 ? edges[i] : (int16_t)(bytes[i] * 263 - 30000);
  static const float special[] = {1.5f, -2.5f, 0.5f, -0.0f, 2.5f, 3.5f, -3.5f, 3e9f,
                                  -3e9f, 1e-40f, 7.75f, -1.0f};
  for (int i = 0; i < 64; i++)
    floats[i] = i < 12 ? special[i] : (float)(words[i] * 0.37);
  floats[20] = __builtin_nanf("0x123");
  floats[21] = __builtin_inff();
  floats[22] = -__builtin_nanf("0x4567");
  floats[23] = __builtin_nanf("0x89");
  for (int i = 0; i < 32; i++)
    doubles[i] = i < 12 ? special[i] * 1.25 : words[i] * 1e5 + 0.5;
  doubles[12] = 2147483647.5;
  doubles[13] = -2147483648.9;
  doubles[14] = __builtin_nan("0x77");
  doubles[15] = -1e300;
}

/* libpng's average filter and pack-based saturation (pavg, packus/packs). */
SIMD static void pixels(void) {
  __m128i total = _mm_setzero_si128();
  for (int i = 0; i + 32 <= 256; i += 16) {
    __m128i a = _mm_loadu_si128((const __m128i *)(bytes + i));
    __m128i b = _mm_loadu_si128((const __m128i *)(bytes + i + 16));
    __m128i w = _mm_loadu_si128((const __m128i *)(words + i / 2));
    __m128i v = _mm_loadu_si128((const __m128i *)(words + i / 2 + 8));
    total = _mm_xor_si128(total, _mm_avg_epu8(a, b));
    total = _mm_add_epi16(total, _mm_avg_epu16(w, v));
    total = _mm_xor_si128(total, _mm_packus_epi16(w, v));
    total = _mm_add_epi8(total, _mm_packs_epi16(w, v));
    total = _mm_xor_si128(total, _mm_packs_epi32(w, v));
    total = _mm_add_epi16(total, _mm_packus_epi32(w, v));
    if (i == 0) {
      print_vector("packus16", _mm_packus_epi16(w, v));
      print_vector("packus32", _mm_packus_epi32(w, v));
      print_vector("packs32", _mm_packs_epi32(w, v));
    }
  }
  print_vector("pixels", total);
}

/* Audio and video kernels: multiply-adds, high products, sums of absolute differences. */
SIMD static void kernels(void) {
  __m128i total = _mm_setzero_si128();
  for (int i = 0; i + 16 <= 128; i += 8) {
    __m128i w = _mm_loadu_si128((const __m128i *)(words + i));
    __m128i v = _mm_loadu_si128((const __m128i *)(words + 120 - i));
    __m128i a = _mm_loadu_si128((const __m128i *)(bytes + 2 * i));
    __m128i b = _mm_loadu_si128((const __m128i *)(bytes + 200 - i));
    total = _mm_add_epi32(total, _mm_madd_epi16(w, v));
    total = _mm_xor_si128(total, _mm_mulhi_epi16(w, v));
    total = _mm_add_epi16(total, _mm_mulhi_epu16(w, v));
    total = _mm_add_epi64(total, _mm_sad_epu8(a, b));
    total = _mm_xor_si128(total, _mm_maddubs_epi16(a, b));
    total = _mm_add_epi16(total, _mm_mulhrs_epi16(w, v));
    total = _mm_xor_si128(total, _mm_mpsadbw_epu8(a, b, 5));
    total = _mm_add_epi16(total, _mm_mpsadbw_epu8(a, b, 2));
    total = _mm_xor_si128(total, _mm_minpos_epu16(w));
    if (i == 0) {
      print_vector("madd", _mm_madd_epi16(w, v));
      print_vector("maddubs", _mm_maddubs_epi16(a, b));
      print_vector("sad", _mm_sad_epu8(a, b));
      print_vector("mpsadbw", _mm_mpsadbw_epu8(a, b, 5));
      print_vector("minpos", _mm_minpos_epu16(w));
      print_vector("mulhrs", _mm_mulhrs_epi16(w, v));
    }
  }
  print_vector("kernels", total);
}

/* Shifts by a run-time count (in a register and in a vector), at and beyond the lane width. */
SIMD static void shifts(int count) {
  __m128i w = _mm_loadu_si128((const __m128i *)words);
  __m128i d = _mm_loadu_si128((const __m128i *)(words + 8));
  __m128i by = _mm_cvtsi32_si128(count);
  print_vector("slli16", _mm_slli_epi16(w, count));
  print_vector("srli32", _mm_srli_epi32(d, count));
  print_vector("srai16", _mm_srai_epi16(w, count));
  print_vector("srai32", _mm_srai_epi32(d, count));
  print_vector("slli64", _mm_slli_epi64(d, count));
  print_vector("sll16", _mm_sll_epi16(w, by));
  print_vector("srl64", _mm_srl_epi64(d, by));
  print_vector("sra32", _mm_sra_epi32(d, by));
  print_vector("srl32", _mm_srl_epi32(d, by));
}

/* pcre2/xz-style scanning: byte shuffles, move masks, tests, signs, blends. */
SIMD static void scanning(void) {
  __m128i table = _mm_setr_epi8('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c',
                                'd', 'e', 'f');
  __m128i low_nibbles = _mm_set1_epi8(0x0f);
  unsigned masks = 0;
  for (int i = 0; i + 16 <= 256; i += 16) {
    __m128i a = _mm_loadu_si128((const __m128i *)(bytes + i));
    __m128i b = _mm_loadu_si128((const __m128i *)(bytes + 255 - 16 - i));
    __m128i hex = _mm_shuffle_epi8(table, _mm_and_si128(a, low_nibbles));
    masks = masks * 31 + (unsigned)_mm_movemask_epi8(a);
    masks = masks * 31 + (unsigned)_mm_testz_si128(a, b) + 2u * (unsigned)_mm_testc_si128(a, b) +
            4u * (unsigned)_mm_testnzc_si128(a, b);
    masks = masks * 31 + (unsigned)_mm_test_all_zeros(a, _mm_set1_epi8(0x40));
    if (i < 48) {
      print_vector("hex", hex);
      print_vector("shuffle", _mm_shuffle_epi8(a, b));
      print_vector("sign8", _mm_sign_epi8(a, b));
      print_vector("sign16", _mm_sign_epi16(a, b));
      print_vector("sign32", _mm_sign_epi32(a, b));
      print_vector("blendv", _mm_blendv_epi8(a, b, _mm_xor_si128(a, b)));
      print_vector("hadd16", _mm_hadd_epi16(a, b));
      print_vector("hadds16", _mm_hadds_epi16(a, b));
      print_vector("hsub32", _mm_hsub_epi32(a, b));
      print_vector("hsubs16", _mm_hsubs_epi16(a, b));
    }
  }
  printf("masks %u\n", masks);
}

static __m128i float_bits(__m128 v) { return _mm_castps_si128(v); }
static __m128i double_bits(__m128d v) { return _mm_castpd_si128(v); }

/* Floats: minimum/maximum (NaNs, signed zeros), comparisons, conversions. */
SIMD static void float_lanes(void) {
  for (int i = 0; i + 8 <= 24; i += 4) {
    __m128 a = _mm_loadu_ps(floats + i);
    __m128 b = _mm_loadu_ps(floats + 20 - i);
    __m128d c = _mm_loadu_pd(doubles + i);
    __m128d d = _mm_loadu_pd(doubles + 14 - i);
    print_vector("minps", float_bits(_mm_min_ps(a, b)));
    print_vector("maxps", float_bits(_mm_max_ps(a, b)));
    print_vector("minss", float_bits(_mm_min_ss(a, b)));
    print_vector("maxsd", double_bits(_mm_max_sd(c, d)));
    print_vector("minpd", double_bits(_mm_min_pd(c, d)));
    print_vector("cmpless", float_bits(_mm_cmple_ss(a, b)));
    print_vector("cmpunordsd", double_bits(_mm_cmpunord_sd(c, d)));
    print_vector("cmpnltsd", double_bits(_mm_cmpnlt_sd(c, d)));
    printf("comi %d %d %d %d %d %d\n", _mm_comieq_ss(a, b), _mm_comilt_sd(c, d),
           _mm_ucomige_ss(a, b), _mm_comineq_sd(c, d), _mm_ucomile_sd(c, d),
           _mm_comigt_ss(a, b));
    printf("movemask %d %d\n", _mm_movemask_ps(a), _mm_movemask_pd(c));
    print_vector("cvttps", _mm_cvttps_epi32(a));
    print_vector("cvttpd", _mm_cvttpd_epi32(c));
    printf("cvttss %d %lld cvttsd %d %lld\n", _mm_cvttss_si32(b), _mm_cvttss_si64(b),
           _mm_cvttsd_si32(d), _mm_cvttsd_si64(d));
    print_vector("cvtpd2ps", float_bits(_mm_cvtpd_ps(c)));
    print_vector("cvtsd2ss", float_bits(_mm_cvtsd_ss(a, d)));
    print_vector("blendvps", float_bits(_mm_blendv_ps(a, b, a)));
    print_vector("blendvpd", double_bits(_mm_blendv_pd(c, d, d)));
    print_vector("haddps", float_bits(_mm_hadd_ps(a, b)));
    print_vector("hsubpd", double_bits(_mm_hsub_pd(c, d)));
    print_vector("addsubps", float_bits(_mm_addsub_ps(a, b)));
    print_vector("dpps", float_bits(_mm_dp_ps(a, b, 0xF3)));
    print_vector("dppd", double_bits(_mm_dp_pd(c, d, 0x31)));
    print_vector("floorps", float_bits(_mm_floor_ps(a)));
    print_vector("ceilsd", double_bits(_mm_ceil_sd(c, d)));
    print_vector("roundps", float_bits(_mm_round_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)));
    print_vector("truncpd", double_bits(_mm_round_pd(c, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC)));
    print_vector("rcpps", float_bits(_mm_rcp_ps(a)));
    print_vector("rsqrtss", float_bits(_mm_rsqrt_ss(b)));
  }
}

/* Conversions and roundings that follow the MXCSR, in each rounding mode. */
SIMD static void rounding_modes(void) {
  unsigned saved = _mm_getcsr();
  static const unsigned modes[] = {_MM_ROUND_NEAREST, _MM_ROUND_DOWN, _MM_ROUND_UP,
                                   _MM_ROUND_TOWARD_ZERO};
  for (int m = 0; m < 4; m++) {
    _mm_setcsr((saved & ~_MM_ROUND_MASK) | modes[m]);
    for (int i = 0; i + 4 <= 12; i += 4) {
      __m128 a = _mm_loadu_ps(floats + i);
      __m128d c = _mm_loadu_pd(doubles + i);
      __m128i converted = _mm_cvtps_epi32(a);
      __m128i pairs = _mm_cvtpd_epi32(c);
      __m128 rounded = _mm_round_ps(a, _MM_FROUND_CUR_DIRECTION);
      __m128d rint = _mm_round_sd(c, c, _MM_FROUND_CUR_DIRECTION);
      int scalar = _mm_cvtss_si32(a);
      long long wide = _mm_cvtsd_si64(c);
      _mm_setcsr(saved);
      print_vector("cvtps", converted);
      print_vector("cvtpd", pairs);
      print_vector("roundcur", float_bits(rounded));
      print_vector("rintsd", double_bits(rint));
      printf("mode %d %d %lld\n", m, scalar, wide);
    }
  }
  printf("mxcsr control %x\n", _mm_getcsr() & 0xffc0);
}

/* Masked stores, unaligned loads, fences. */
SIMD static void memory(void) {
  uint8_t target[32];
  memset(target, 0xee, sizeof target);
  __m128i a = _mm_loadu_si128((const __m128i *)bytes);
  __m128i mask = _mm_loadu_si128((const __m128i *)(bytes + 40));
  _mm_maskmoveu_si128(a, mask, (char *)target + 3);
  _mm_mfence();
  print_vector("maskmove", _mm_loadu_si128((const __m128i *)(target + 3)));
  print_vector("lddqu", _mm_lddqu_si128((const __m128i *)(bytes + 5)));
  _mm_lfence();
  _mm_sfence();
  _mm_pause();
  _mm_clflush(target);
  printf("fences done\n");
}

/* The 128-bit carry-less product of a and b, bit by bit. */
static __m128i portable_clmul(uint64_t a, uint64_t b) {
  uint64_t low = 0, high = 0;
  for (int bit = 0; bit < 64; bit++) {
    if (b >> bit & 1) {
      low ^= a << bit;
      high ^= bit ? a >> (64 - bit) : 0;
    }
  }
  return _mm_set_epi64x((long long)high, (long long)low);
}

static int same(__m128i a, __m128i b) {
  return _mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) == 0xffff;
}

/* Each choice of quad words (immediate bits 0 and 4) on edge values, then
   CRC-style folding of the test bytes by two constants. */
CLMUL static void carry_less(void) {
  uint64_t edges[7] = {0, 1, ~0ull, 1ull << 63, 0x8000000000000001ull, 0, 0};
  memcpy(&edges[5], bytes, 16);
  int mismatches = 0;
  for (int i = 0; i < 7; i++) {
    for (int j = 0; j < 7; j++) {
      __m128i a = _mm_set_epi64x((long long)edges[(i + 3) % 7], (long long)edges[i]);
      __m128i b = _mm_set_epi64x((long long)edges[(j + 5) % 7], (long long)edges[j]);
      __m128i products[4] = {_mm_clmulepi64_si128(a, b, 0x00), _mm_clmulepi64_si128(a, b, 0x01),
                             _mm_clmulepi64_si128(a, b, 0x10), _mm_clmulepi64_si128(a, b, 0x11)};
      for (int k = 0; k < 4; k++) {
        uint64_t x = edges[k & 1 ? (i + 3) % 7 : i], y = edges[k & 2 ? (j + 5) % 7 : j];
        mismatches += !same(products[k], portable_clmul(x, y));
        print_vector("pclmulqdq", products[k]);
      }
    }
  }
  const __m128i fold = _mm_set_epi64x(0x1db710641ll, 0x154442bd4ll);
  __m128i folded = _mm_loadu_si128((const __m128i *)bytes);
  uint64_t low = edges[5], high = edges[6];
  for (int block = 16; block + 16 <= 256; block += 16) {
    __m128i next = _mm_loadu_si128((const __m128i *)(bytes + block));
    folded = _mm_xor_si128(_mm_xor_si128(_mm_clmulepi64_si128(folded, fold, 0x00),
                                         _mm_clmulepi64_si128(folded, fold, 0x11)),
                           next);
    uint64_t words[2];
    _mm_storeu_si128((__m128i *)words,
                     _mm_xor_si128(_mm_xor_si128(portable_clmul(low, 0x154442bd4ull),
                                                 portable_clmul(high, 0x1db710641ull)),
                                   next));
    low = words[0];
    high = words[1];
  }
  mismatches += !same(folded, _mm_set_epi64x((long long)high, (long long)low));
  print_vector("folded", folded);
  printf("carry-less mismatches %d\n", mismatches);
}

#define AES __attribute__((target("sse4.1,aes"), noinline))

/* One step of the AES-128 key expansion: round constant `rcon`. */
#define EXPAND(key, rcon) expand_step(key, _mm_aeskeygenassist_si128(key, rcon))

AES static __m128i expand_step(__m128i key, __m128i assist) {
  assist = _mm_shuffle_epi32(assist, 0xff);
  key = _mm_xor_si128(key, _mm_slli_si128(key, 4));
  key = _mm_xor_si128(key, _mm_slli_si128(key, 4));
  key = _mm_xor_si128(key, _mm_slli_si128(key, 4));
  return _mm_xor_si128(key, assist);
}

/* AES-NI (the intrinsics of sse_stubs): FIPS-197's AES-128 example,
   encrypted with aesenc/aesenclast and decrypted with aesimc and
   aesdec/aesdeclast, after libsodium's aead_aes256gcm_aesni.c. */
AES static void aes(void) {
  uint8_t key_bytes[16], text[16];
  for (int i = 0; i < 16; i++) {
    key_bytes[i] = (uint8_t)i;
    text[i] = (uint8_t)(i * 0x11);
  }
  __m128i keys[11];
  keys[0] = _mm_loadu_si128((const __m128i *)key_bytes);
  keys[1] = EXPAND(keys[0], 0x01);
  keys[2] = EXPAND(keys[1], 0x02);
  keys[3] = EXPAND(keys[2], 0x04);
  keys[4] = EXPAND(keys[3], 0x08);
  keys[5] = EXPAND(keys[4], 0x10);
  keys[6] = EXPAND(keys[5], 0x20);
  keys[7] = EXPAND(keys[6], 0x40);
  keys[8] = EXPAND(keys[7], 0x80);
  keys[9] = EXPAND(keys[8], 0x1b);
  keys[10] = EXPAND(keys[9], 0x36);
  __m128i state = _mm_xor_si128(_mm_loadu_si128((const __m128i *)text), keys[0]);
  for (int round = 1; round < 10; round++)
    state = _mm_aesenc_si128(state, keys[round]);
  state = _mm_aesenclast_si128(state, keys[10]);
  print_vector("aes cipher", state);
  state = _mm_xor_si128(state, keys[10]);
  for (int round = 9; round > 0; round--)
    state = _mm_aesdec_si128(state, _mm_aesimc_si128(keys[round]));
  state = _mm_aesdeclast_si128(state, keys[0]);
  print_vector("aes plain", state);
}

int main(void) {
  fill();
  pixels();
  kernels();
  static const int counts[] = {0, 1, 7, 15, 16, 31, 32, 63, 64, 200, -1};
  for (unsigned i = 0; i < sizeof counts / sizeof counts[0]; i++) {
    printf("count %d\n", counts[i]);
    shifts(counts[i]);
  }
  scanning();
  float_lanes();
  rounding_modes();
  memory();
  carry_less();
  aes();
  return 0;
}
