//===- OpTable.h - per-op record layout -------------------------*- C++ -*-===//
//
// One description per cuda_tile op of its bytecode record, in wire order:
// results, the optional-field bitfield, attributes, operands and regions.
// Reader, writer and dump interpret the same table, so they cannot disagree.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_LIB_BYTECODE_OPTABLE_H
#define TILEIRAS_LIB_BYTECODE_OPTABLE_H

#include "mlir/IR/Attributes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace tileiras::bytecode {

enum class FieldKind : uint8_t {
  Flags,       // varint bitfield of optional attributes/operands
  Attr,        // an attribute (optional ones carry a flag bit)
  Operand,     // one operand index
  OptOperand,  // one operand index when its flag bit is set
  VarOperands, // count + indices (one segment of an AttrSizedOperandSegments op)
  AllOperands, // count + indices for every operand of the op
};

enum class AttrKind : uint8_t {
  Rounding, Overflow, Signedness, CmpPredicate, CmpOrdering, // dialect enums
  MultimemReduction,
  MemOrdering, MemScope, AtomicMode, // I32EnumAttr (IntegerAttr storage)
  I64, I32,       // unsigned varint of the value
  Bool,           // one byte
  Str,            // string index
  SymRef,         // string index, FlatSymbolRefAttr
  Unit,           // flag bit only
  DenseI32Array,  // count + i32 LE
  DenseBoolArray, // count + u8
  DenseConst,     // constant-pool index, typed by the first result
  Predicate,      // self-contained assume predicate
  TaggedArray,    // count + self-contained attributes
  Hints,          // untagged optimization-hints dictionary
};
const char *attrKindName(AttrKind kind);

struct FieldDesc {
  FieldKind kind;
  AttrKind attr;
  const char *name;  // ODS name of the attribute or operand (segment)
  int8_t flagBit;    // -1 when the field is not optional
  uint16_t since;    // first version with the field (major*100+minor)
  int8_t defaultVal; // enum default written when the attribute is absent
};

struct OpDesc {
  const char *mnemonic; // without "cuda_tile."
  uint32_t opcode;
  uint16_t since;
  bool variadicResults; // count + types instead of a fixed list
  uint8_t numResults;   // fixed result count
  uint8_t numRegions;
  bool segments;        // AttrSizedOperandSegments
  llvm::ArrayRef<FieldDesc> fields;
};

/// True when `attr` is absent or equals the value a reader assumes for a
/// field the target version lacks: then writing for that version (or
/// validating against it) loses nothing.
bool isDefaultFieldValue(const FieldDesc &f, mlir::Attribute attr);

const OpDesc *lookupOp(uint32_t opcode);
const OpDesc *lookupOp(llvm::StringRef mnemonic);

} // namespace tileiras::bytecode

#endif // TILEIRAS_LIB_BYTECODE_OPTABLE_H
