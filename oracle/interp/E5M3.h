//===- E5M3.h - the 13.4 element type fnv8E5M3FNU ---------------*- C++ -*-===//
//
// fnv8E5M3FNU has no APFloat semantics in LLVM 22, so its conversions are
// done by hand. The format, as cuTile Python (float8_e5m3fnu) describes it:
// 8 bits, no sign bit, 5 exponent bits with bias 15, 3 mantissa bits,
// subnormals, no infinity, NaN = 0xFF (exponent and mantissa all ones).
// Values: 0x00 = 0, e = 0: m * 2^-17, e > 0: (8 + m) * 2^(e - 18); the
// largest finite value 0xFE is 1.75 * 2^16 = 114688.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_ORACLE_INTERP_E5M3_H
#define TILEIRAS_ORACLE_INTERP_E5M3_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/FloatingPointMode.h"

#include <cstdint>

namespace tileiras::interp {

bool isE5M3(mlir::Type elt);

/// The exact value of an fnv8E5M3FNU bit pattern (NaN for 0xFF).
double e5m3ToDouble(uint8_t bits);

/// Rounds `x` to fnv8E5M3FNU in `rm`. Zeros of either sign give 0x00; NaN,
/// infinities and negative nonzero values (not representable) give NaN.
/// Overflow gives NaN when rounding to nearest or up (where IEEE gives inf)
/// and the largest finite value when rounding toward zero or down.
uint8_t e5m3FromDouble(double x, llvm::RoundingMode rm);

} // namespace tileiras::interp

#endif // TILEIRAS_ORACLE_INTERP_E5M3_H
