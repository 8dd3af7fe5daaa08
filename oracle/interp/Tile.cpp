//===- Tile.cpp - runtime values of the cuda_tile interpreter -------------===//

#include "Tile.h"
#include "E5M3.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdlib>

using namespace mlir;
using llvm::APFloat;
using llvm::APInt;

namespace tileiras::interp {

bool isFloatElt(Type elt) { return isa<FloatType>(elt); }
bool isIntElt(Type elt) { return isa<IntegerType>(elt); }
bool isPtrElt(Type elt) { return isa<cuda_tile::PointerType>(elt); }

unsigned eltBits(Type elt) {
  if (auto i = dyn_cast<IntegerType>(elt))
    return i.getWidth();
  if (isa<FloatTF32Type>(elt))
    return 32;
  if (isE5M3(elt))
    return 8;
  if (auto f = dyn_cast<FloatType>(elt))
    return f.getWidth();
  return 64; // pointers
}

unsigned eltBytes(Type elt) { return std::max(1u, (eltBits(elt) + 7) / 8); }

const llvm::fltSemantics &floatSemantics(Type elt) {
  return cast<FloatType>(elt).getFloatSemantics();
}

APFloat decodeFloat(Type elt, uint64_t bits) {
  const llvm::fltSemantics &sem = floatSemantics(elt);
  unsigned width = APFloat::getSizeInBits(sem);
  if (isa<FloatTF32Type>(elt))
    bits >>= 13;
  return APFloat(sem, APInt(width, bits));
}

uint64_t encodeFloat(Type elt, const APFloat &value) {
  uint64_t bits = value.bitcastToAPInt().getZExtValue();
  if (isa<FloatTF32Type>(elt))
    bits <<= 13;
  return bits;
}

APInt decodeInt(Type elt, uint64_t bits) {
  return APInt(eltBits(elt), maskBits(elt, bits));
}

uint64_t maskBits(Type elt, uint64_t bits) {
  unsigned w = eltBits(elt);
  return w >= 64 ? bits : bits & ((uint64_t(1) << w) - 1);
}

uint64_t canonicalNaN(Type elt) {
  const llvm::fltSemantics &sem = floatSemantics(elt);
  if (!APFloat::semanticsHasNaN(sem))
    return 0;
  return encodeFloat(elt, APFloat::getQNaN(sem));
}

Tile::Tile(Type elt, ArrayRef<int64_t> shape) : elt(elt), shape(shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  bits.assign(n, 0);
}

Tile Tile::scalar(Type elt, uint64_t value) {
  Tile t(elt, {});
  t.bits[0] = maskBits(elt, value);
  return t;
}

bool Tile::anyPoison() const {
  for (uint8_t p : poison)
    if (p)
      return true;
  return false;
}

void Tile::setPoison(size_t i) {
  if (poison.empty())
    poison.assign(bits.size(), 0);
  poison[i] = 1;
}

void Tile::copyElt(size_t i, const Tile &src, size_t j) {
  bits[i] = src.bits[j];
  if (src.isPoison(j))
    setPoison(i);
  else if (!poison.empty())
    poison[i] = 0;
}

int64_t Tile::getSExt(size_t i) const {
  return decodeInt(elt, bits[i]).getSExtValue();
}
uint64_t Tile::getZExt(size_t i) const { return maskBits(elt, bits[i]); }

SmallVector<int64_t, 4> rowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t, 4> strides(shape.size(), 1);
  for (int i = int(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

void unflatten(int64_t flat, ArrayRef<int64_t> shape,
               SmallVectorImpl<int64_t> &index) {
  index.assign(shape.size(), 0);
  for (int i = int(shape.size()) - 1; i >= 0; --i) {
    index[i] = flat % shape[i];
    flat /= shape[i];
  }
}

std::string formatElement(const Tile &tile, size_t i, bool hex) {
  if (tile.isPoison(i))
    return "poison";
  std::string out;
  llvm::raw_string_ostream os(out);
  if (hex || isPtrElt(tile.elt)) {
    os << llvm::format_hex(tile.bits[i], 2 + (eltBits(tile.elt) + 3) / 4);
    return out;
  }
  if (isIntElt(tile.elt)) {
    if (eltBits(tile.elt) == 1)
      os << (tile.bits[i] & 1 ? "true" : "false");
    else
      os << tile.getSExt(i);
    return out;
  }
  if (isE5M3(tile.elt)) {
    double d = e5m3ToDouble(tile.bits[i]);
    if (std::isnan(d))
      return "nan";
    // At most 4 significant bits: %.17g is exact; the shortest text that
    // reads back to d is enough.
    char buf[64];
    for (int prec = 1; prec <= 17; ++prec) {
      snprintf(buf, sizeof(buf), "%.*g", prec, d);
      if (std::strtod(buf, nullptr) == d)
        break;
    }
    return buf;
  }
  APFloat f = decodeFloat(tile.elt, tile.bits[i]);
  if (f.isNaN())
    return "nan";
  if (f.isInfinity())
    return f.isNegative() ? "-inf" : "inf";
  // The shortest %g text that reads back to the same value of the type.
  double d = f.convertToDouble();
  char buf[64];
  // Integral values print without an exponent (10, not 1e+01).
  if (d == std::trunc(d) && std::fabs(d) < 1e15) {
    snprintf(buf, sizeof(buf), "%.0f", d);
    return std::string(std::signbit(d) && d == 0 ? "-0" : buf);
  }
  for (int prec = 1; prec <= 17; ++prec) {
    snprintf(buf, sizeof(buf), "%.*g", prec, d);
    APFloat back(floatSemantics(tile.elt));
    auto st = back.convertFromString(buf, llvm::RoundingMode::NearestTiesToEven);
    if (!st) {
      llvm::consumeError(st.takeError());
      continue;
    }
    if (back.bitwiseIsEqual(f))
      break;
  }
  return buf;
}

static void formatRec(const Tile &tile, bool hex, unsigned dim, size_t &pos,
                      llvm::raw_ostream &os) {
  if (dim == tile.shape.size()) {
    os << formatElement(tile, pos++, hex);
    return;
  }
  os << '[';
  for (int64_t k = 0; k < tile.shape[dim]; ++k) {
    if (k)
      os << ", ";
    formatRec(tile, hex, dim + 1, pos, os);
  }
  os << ']';
}

std::string formatTile(const Tile &tile, bool hex) {
  std::string out;
  llvm::raw_string_ostream os(out);
  size_t pos = 0;
  formatRec(tile, hex, 0, pos, os);
  return out;
}

} // namespace tileiras::interp
