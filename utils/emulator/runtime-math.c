/* Arithmetic of the emulator's runtime (utils/emulator): libdevice's __nv_*
 * functions on host libm (the driver's --save-llvm IR is taken before
 * libdevice is linked; results may differ from libdevice's by its documented
 * ulp bounds, which the comparisons' tolerances cover), the NVVM arithmetic
 * intrinsics with explicit rounding modes and flush-to-zero, and the
 * conversions the lowering spells in PTX (cvt.<rnd>.f16/bf16.f32, f8 pairs).
 * Compiled with -frounding-math: fesetround around an operation is honoured.
 */
#define _GNU_SOURCE
#include "runtime.h"

#include <fenv.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef _Float16 half2 __attribute__((ext_vector_type(2)));

/*--- libdevice on libm ----------------------------------------------------*/

#define NV_UNARY(name, host)                                 \
  float __nv_##name##f(float x) { return host##f(x); }      \
  double __nv_##name(double x) { return host(x); }
NV_UNARY(exp, exp)
NV_UNARY(exp2, exp2)
NV_UNARY(exp10, exp10)
NV_UNARY(expm1, expm1)
NV_UNARY(log, log)
NV_UNARY(log2, log2)
NV_UNARY(log10, log10)
NV_UNARY(log1p, log1p)
NV_UNARY(sin, sin)
NV_UNARY(cos, cos)
NV_UNARY(tan, tan)
NV_UNARY(asin, asin)
NV_UNARY(acos, acos)
NV_UNARY(atan, atan)
NV_UNARY(sinh, sinh)
NV_UNARY(cosh, cosh)
NV_UNARY(tanh, tanh)
NV_UNARY(asinh, asinh)
NV_UNARY(acosh, acosh)
NV_UNARY(atanh, atanh)
NV_UNARY(sqrt, sqrt)
NV_UNARY(cbrt, cbrt)
NV_UNARY(floor, floor)
NV_UNARY(ceil, ceil)
NV_UNARY(trunc, trunc)
NV_UNARY(round, round)
NV_UNARY(rint, rint)
NV_UNARY(nearbyint, nearbyint)
NV_UNARY(fabs, fabs)
NV_UNARY(erf, erf)
NV_UNARY(erfc, erfc)
NV_UNARY(lgamma, lgamma)
NV_UNARY(tgamma, tgamma)
NV_UNARY(logb, logb)
#undef NV_UNARY
#define NV_BINARY(name, host)                                          \
  float __nv_##name##f(float x, float y) { return host##f(x, y); }     \
  double __nv_##name(double x, double y) { return host(x, y); }
NV_BINARY(pow, pow)
NV_BINARY(atan2, atan2)
NV_BINARY(fmod, fmod)
NV_BINARY(remainder, remainder)
NV_BINARY(fmin, fmin)
NV_BINARY(fmax, fmax)
NV_BINARY(hypot, hypot)
NV_BINARY(copysign, copysign)
NV_BINARY(fdim, fdim)
NV_BINARY(nextafter, nextafter)
#undef NV_BINARY
float __nv_fmaf(float a, float b, float c) { return fmaf(a, b, c); }
double __nv_fma(double a, double b, double c) { return fma(a, b, c); }
float __nv_rsqrtf(float x) { return (float)(1.0 / sqrt((double)x)); }
double __nv_rsqrt(double x) { return 1.0 / sqrt(x); }
float __nv_powif(float x, int n) { return (float)pow((double)x, (double)n); }
double __nv_powi(double x, int n) { return pow(x, (double)n); }
float __nv_ldexpf(float x, int n) { return ldexpf(x, n); }
double __nv_ldexp(double x, int n) { return ldexp(x, n); }
int __nv_ilogbf(float x) { return ilogbf(x); }
int __nv_ilogb(double x) { return ilogb(x); }
/* The fast (approximate) forms: libm is within their error bounds. */
float __nv_fast_expf(float x) { return expf(x); }
float __nv_fast_exp10f(float x) { return exp10f(x); }
float __nv_fast_logf(float x) { return logf(x); }
float __nv_fast_log2f(float x) { return log2f(x); }
float __nv_fast_log10f(float x) { return log10f(x); }
float __nv_fast_sinf(float x) { return sinf(x); }
float __nv_fast_cosf(float x) { return cosf(x); }
float __nv_fast_tanf(float x) { return tanf(x); }
float __nv_fast_powf(float x, float y) { return powf(x, y); }
float __nv_fast_fdividef(float x, float y) { return x / y; }
int __nv_isnanf(float x) { return isnan(x); }
int __nv_isinff(float x) { return isinf(x); }
int __nv_finitef(float x) { return isfinite(x); }
int __nv_isnand(double x) { return isnan(x); }
int __nv_isinfd(double x) { return isinf(x); }
int __nv_isfinited(double x) { return isfinite(x); }
int __nv_signbitf(float x) { return signbit(x) != 0; }
int __nv_signbitd(double x) { return signbit(x) != 0; }
float __nv_saturatef(float x) { return isnan(x) ? 0.0f : x < 0 ? 0.0f : x > 1 ? 1.0f : x; }
int __nv_abs(int x) { return x < 0 ? (int)(0u - (unsigned)x) : x; }
long long __nv_llabs(long long x) { return x < 0 ? (long long)(0ull - (unsigned long long)x) : x; }
int __nv_min(int a, int b) { return a < b ? a : b; }
int __nv_max(int a, int b) { return a > b ? a : b; }
unsigned __nv_umin(unsigned a, unsigned b) { return a < b ? a : b; }
unsigned __nv_umax(unsigned a, unsigned b) { return a > b ? a : b; }
long long __nv_llmin(long long a, long long b) { return a < b ? a : b; }
long long __nv_llmax(long long a, long long b) { return a > b ? a : b; }
int __nv_popc(unsigned x) { return __builtin_popcount(x); }
int __nv_popcll(unsigned long long x) { return __builtin_popcountll(x); }
int __nv_clz(unsigned x) { return x ? __builtin_clz(x) : 32; }
int __nv_clzll(unsigned long long x) { return x ? __builtin_clzll(x) : 64; }
int __nv_ffs(unsigned x) { return __builtin_ffs((int)x); }
int __nv_ffsll(unsigned long long x) { return __builtin_ffsll((long long)x); }
unsigned __nv_brev(unsigned x) { return __builtin_bitreverse32(x); }
unsigned long long __nv_brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
int __nv_mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
unsigned __nv_umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
long long __nv_mul64hi(long long a, long long b) { return (long long)(((__int128)a * b) >> 64); }
unsigned long long __nv_umul64hi(unsigned long long a, unsigned long long b) {
  return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}

/*--- NVVM arithmetic with a rounding mode ---------------------------------*/

static float ftz(float x) { return fpclassify(x) == FP_SUBNORMAL ? copysignf(0.0f, x) : x; }

static int directed(int mode) {
  return __emu_mutations & EMU_MUTATE_DROP_ROUNDING ? FE_TONEAREST : mode;
}

#define WITH_MODE(mode, expr)                  \
  ({                                           \
    fesetround(directed(mode));                \
    __typeof__(expr) r_ = (expr);              \
    fesetround(FE_TONEAREST);                  \
    r_;                                        \
  })
#define ROUNDED(rnd, mode)                                                                   \
  float emu_nvvm_add_##rnd##_f(float a, float b) { return WITH_MODE(mode, a + b); }          \
  float emu_nvvm_add_##rnd##_ftz_f(float a, float b) { return ftz(WITH_MODE(mode, ftz(a) + ftz(b))); } \
  double emu_nvvm_add_##rnd##_d(double a, double b) { return WITH_MODE(mode, a + b); }       \
  float emu_nvvm_mul_##rnd##_f(float a, float b) { return WITH_MODE(mode, a * b); }          \
  float emu_nvvm_mul_##rnd##_ftz_f(float a, float b) { return ftz(WITH_MODE(mode, ftz(a) * ftz(b))); } \
  double emu_nvvm_mul_##rnd##_d(double a, double b) { return WITH_MODE(mode, a * b); }       \
  float emu_nvvm_div_##rnd##_f(float a, float b) { return WITH_MODE(mode, a / b); }          \
  float emu_nvvm_div_##rnd##_ftz_f(float a, float b) { return ftz(WITH_MODE(mode, ftz(a) / ftz(b))); } \
  double emu_nvvm_div_##rnd##_d(double a, double b) { return WITH_MODE(mode, a / b); }       \
  float emu_nvvm_fma_##rnd##_f(float a, float b, float c) { return WITH_MODE(mode, fmaf(a, b, c)); } \
  float emu_nvvm_fma_##rnd##_ftz_f(float a, float b, float c) {                              \
    return ftz(WITH_MODE(mode, fmaf(ftz(a), ftz(b), ftz(c))));                               \
  }                                                                                          \
  double emu_nvvm_fma_##rnd##_d(double a, double b, double c) { return WITH_MODE(mode, fma(a, b, c)); } \
  float emu_nvvm_sqrt_##rnd##_f(float a) { return WITH_MODE(mode, sqrtf(a)); }               \
  float emu_nvvm_sqrt_##rnd##_ftz_f(float a) { return ftz(WITH_MODE(mode, sqrtf(ftz(a)))); } \
  double emu_nvvm_sqrt_##rnd##_d(double a) { return WITH_MODE(mode, sqrt(a)); }              \
  float emu_nvvm_rcp_##rnd##_f(float a) { return WITH_MODE(mode, 1.0f / a); }                \
  float emu_nvvm_rcp_##rnd##_ftz_f(float a) { return ftz(WITH_MODE(mode, 1.0f / ftz(a))); }  \
  double emu_nvvm_rcp_##rnd##_d(double a) { return WITH_MODE(mode, 1.0 / a); }               \
  float emu_nvvm_d2f_##rnd(double a) { return WITH_MODE(mode, (float)a); }                   \
  float emu_nvvm_d2f_##rnd##_ftz(double a) { return ftz(WITH_MODE(mode, (float)a)); }
ROUNDED(rn, FE_TONEAREST)
ROUNDED(rz, FE_TOWARDZERO)
ROUNDED(rm, FE_DOWNWARD)
ROUNDED(rp, FE_UPWARD)
#undef ROUNDED
float emu_nvvm_sqrt_approx_f(float a) { return sqrtf(a); }
float emu_nvvm_sqrt_approx_ftz_f(float a) { return ftz(sqrtf(ftz(a))); }
float emu_nvvm_sqrt_f(float a) { return sqrtf(a); }
float emu_nvvm_rsqrt_approx_f(float a) { return 1.0f / sqrtf(a); }
float emu_nvvm_rsqrt_approx_ftz_f(float a) { return ftz(1.0f / sqrtf(ftz(a))); }
double emu_nvvm_rsqrt_approx_d(double a) { return 1.0 / sqrt(a); }
float emu_nvvm_ex2_approx_f(float a) { return exp2f(a); }
/* tanh.approx.f32 (inline asm: rounding<approx> tanh), to within its 2^-10.987 */
float emu_asm_tanh_approx_f32(float a) { return tanhf(a); }
float emu_nvvm_ex2_approx_ftz_f(float a) { return ftz(exp2f(ftz(a))); }
float emu_nvvm_lg2_approx_f(float a) { return log2f(a); }
float emu_nvvm_lg2_approx_ftz_f(float a) { return ftz(log2f(ftz(a))); }
float emu_nvvm_sin_approx_f(float a) { return sinf(a); }
float emu_nvvm_cos_approx_f(float a) { return cosf(a); }
float emu_nvvm_div_approx_f(float a, float b) { return a / b; }
float emu_nvvm_fmax_f(float a, float b) { return fmaxf(a, b); }
float emu_nvvm_fmin_f(float a, float b) { return fminf(a, b); }
float emu_nvvm_fabs_f(float a) { return fabsf(a); }

/*--- narrow float formats -------------------------------------------------*/

enum rounding { RN, RZ, RM, RP };

/* |x| rounded to a format with `mbits` fraction bits, minimum normal
 * exponent emin and largest finite value maxf; `inf` says whether it has
 * infinities; satfinite clamps what would overflow. Returns the value. */
static double quantize(double x, int mbits, int emin, double maxf, int inf, enum rounding r,
                       int satfinite) {
  if (isnan(x))
    return x;
  int neg = signbit(x) != 0;
  double a = fabs(x);
  if (__emu_mutations & EMU_MUTATE_DROP_ROUNDING)
    r = RN;
  /* toward +inf rounds magnitudes of negatives down, and so on */
  int up = r == RP ? !neg : r == RM ? neg : 0;
  if (isinf(a)) {
    a = satfinite || !inf ? maxf : a;
  } else if (a != 0) {
    int e;
    frexp(a, &e); /* a = f * 2^e, f in [0.5, 1) */
    e -= 1;
    if (e < emin)
      e = emin;
    double q = ldexp(1.0, e - mbits), m = a / q, fl = floor(m);
    double frac = m - fl;
    if (r == RN)
      fl += frac > 0.5 || (frac == 0.5 && fmod(fl, 2.0) != 0);
    else if (up)
      fl += frac > 0;
    a = fl * q;
    if (a > maxf) {
      int to_inf = inf && !satfinite && (r == RN || up);
      a = to_inf ? INFINITY : maxf;
    }
  }
  return neg ? -a : a;
}

static uint16_t f16_bits(double v) {
  _Float16 h = (_Float16)v; /* exact: v is an f16 value */
  uint16_t b;
  memcpy(&b, &h, 2);
  return b;
}
static uint16_t bf16_bits(double v) {
  float f = (float)v; /* exact */
  uint32_t b;
  memcpy(&b, &f, 4);
  return isnan(v) ? 0x7FC0 : (uint16_t)(b >> 16);
}

#define CVT(rnd, mode)                                                                   \
  uint16_t emu_asm_cvt_##rnd##_f16_f32(float x) {                                        \
    return f16_bits(quantize(x, 10, -14, 65504.0, 1, mode, 0));                          \
  }                                                                                      \
  uint16_t emu_asm_cvt_##rnd##_bf16_f32(float x) {                                       \
    return bf16_bits(quantize(x, 7, -126, 0x1.FEp127, 1, mode, 0));                      \
  }
CVT(rn, RN)
CVT(rz, RZ)
CVT(rm, RM)
CVT(rp, RP)
#undef CVT

/* f8: e4m3 (bias 7, no infinity, NaN S.1111.111, max 448) and e5m2 (bias 15,
 * IEEE-like, max 57344). */
static uint8_t f8_encode(float x, int e4m3) {
  int mbits = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15;
  double maxf = e4m3 ? 448.0 : 57344.0;
  uint8_t sign = signbit(x) ? 0x80 : 0;
  if (isnan(x))
    return 0x7F;
  double v = fabs(quantize(x, mbits, 1 - bias, maxf, 0, RN, 1));
  if (v == 0)
    return sign;
  int e;
  frexp(v, &e);
  e -= 1;
  if (e < 1 - bias) /* subnormal */
    return sign | (uint8_t)(v / ldexp(1.0, 1 - bias - mbits));
  uint8_t mant = (uint8_t)(v / ldexp(1.0, e - mbits)) - (1 << mbits);
  return sign | (uint8_t)((e + bias) << mbits) | mant;
}
static float f8_decode(uint8_t b, int e4m3) {
  int mbits = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15;
  int exp = (b & 0x7F) >> mbits, mant = b & ((1 << mbits) - 1);
  double v;
  if (e4m3 && (b & 0x7F) == 0x7F)
    v = NAN;
  else if (!e4m3 && exp == 31)
    v = mant ? NAN : INFINITY;
  else if (exp == 0)
    v = ldexp(mant, 1 - bias - mbits);
  else
    v = ldexp(mant + (1 << mbits), exp - bias - mbits);
  return (float)(b & 0x80 ? -v : v);
}
/* cvt.rn.satfinite.<f8>x2.f32 d, a, b: a goes to the upper byte. */
uint16_t emu_nvvm_ff_to_e4m3x2_rn(float a, float b) { return (uint16_t)(f8_encode(a, 1) << 8 | f8_encode(b, 1)); }
uint16_t emu_nvvm_ff_to_e5m2x2_rn(float a, float b) { return (uint16_t)(f8_encode(a, 0) << 8 | f8_encode(b, 0)); }
uint16_t emu_nvvm_ff_to_e4m3x2_rn_relu(float a, float b) {
  return emu_nvvm_ff_to_e4m3x2_rn(a > 0 ? a : 0.0f, b > 0 ? b : 0.0f);
}
uint16_t emu_nvvm_ff_to_e5m2x2_rn_relu(float a, float b) {
  return emu_nvvm_ff_to_e5m2x2_rn(a > 0 ? a : 0.0f, b > 0 ? b : 0.0f);
}
/* Element 0 of the pair is the low byte. */
half2 emu_nvvm_e4m3x2_to_f16x2_rn(uint16_t x) {
  return (half2){(_Float16)f8_decode(x & 0xFF, 1), (_Float16)f8_decode(x >> 8, 1)};
}
half2 emu_nvvm_e5m2x2_to_f16x2_rn(uint16_t x) {
  return (half2){(_Float16)f8_decode(x & 0xFF, 0), (_Float16)f8_decode(x >> 8, 0)};
}

/* The host compiler's own runtime call for fptrunc to bfloat (LLVM emits it;
 * libgcc has none): round to nearest even, NaN kept quiet. */
__bf16 __truncsfbf2(float x) {
  uint32_t b;
  memcpy(&b, &x, 4);
  uint16_t r = isnan(x) ? (uint16_t)((b >> 16) | 0x40) : (uint16_t)((b + 0x7FFF + ((b >> 16) & 1)) >> 16);
  __bf16 h;
  memcpy(&h, &r, 2);
  return h;
}
__bf16 __truncdfbf2(double x) {
  /* via float would round twice: quantize to bf16 directly */
  uint16_t r = bf16_bits(quantize(x, 7, -126, 0x1.FEp127, 1, RN, 0));
  if (isnan(x))
    r = signbit(x) ? 0xFFC0 : 0x7FC0;
  __bf16 h;
  memcpy(&h, &r, 2);
  return h;
}
