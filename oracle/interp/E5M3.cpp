//===- E5M3.cpp - the 13.4 element type fnv8E5M3FNU -----------------------===//

#include "E5M3.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tileiras::interp {

bool isE5M3(mlir::Type elt) {
  return mlir::isa<mlir::cuda_tile::Float8E5M3FNUType>(elt);
}

static constexpr uint8_t kNaN = 0xFF, kMaxFinite = 0xFE;

double e5m3ToDouble(uint8_t bits) {
  if (bits == kNaN)
    return std::numeric_limits<double>::quiet_NaN();
  unsigned e = bits >> 3, m = bits & 7;
  // Powers of two and small integers: every step is exact in double.
  return e == 0 ? std::ldexp(double(m), -17) : std::ldexp(double(8 + m), e - 18);
}

uint8_t e5m3FromDouble(double x, llvm::RoundingMode rm) {
  if (x == 0)
    return 0;
  if (std::isnan(x) || std::isinf(x) || x < 0)
    return kNaN;
  // The spacing of representable values around x: 2^-17 among the
  // subnormals (x < 2^-14), else 2^(E - 3) for x in [2^E, 2^(E+1)).
  int exp2;
  std::frexp(x, &exp2); // x = f * 2^exp2 with f in [0.5, 1)
  int quantum = std::max(exp2 - 1, -14) - 3;
  // x / 2^quantum < 16 and has at most 53 significant bits: n and frac are
  // exact.
  double scaled = std::ldexp(x, -quantum);
  double n = std::floor(scaled), frac = scaled - n;
  bool up = false;
  switch (rm) {
  case llvm::RoundingMode::TowardZero:
  case llvm::RoundingMode::TowardNegative:
    break;
  case llvm::RoundingMode::TowardPositive:
    up = frac > 0;
    break;
  case llvm::RoundingMode::NearestTiesToAway:
    up = frac >= 0.5;
    break;
  default: // nearest, ties to even
    up = frac > 0.5 || (frac == 0.5 && std::fmod(n, 2) != 0);
    break;
  }
  if (up)
    n += 1;
  // The encoding is monotonic: the subnormal count n is the code itself,
  // and a normal value n * 2^quantum (8 <= n <= 16) has code
  // (quantum + 18) * 8 + n - 8, which carries into the next exponent at 16.
  unsigned code = quantum == -17 ? unsigned(n)
                                 : unsigned((quantum + 18) * 8 + n - 8);
  if (code > kMaxFinite) {
    bool toMax = rm == llvm::RoundingMode::TowardZero ||
                 rm == llvm::RoundingMode::TowardNegative;
    return toMax ? kMaxFinite : kNaN;
  }
  return uint8_t(code);
}

} // namespace tileiras::interp
