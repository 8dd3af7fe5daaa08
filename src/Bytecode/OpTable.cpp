//===- OpTable.cpp - per-op record layout ---------------------------------===//
//
// Field order, flag bits and version gates of each record as NVIDIA's 13.1-13.5
// producers write them (facts cross-checked against cuTile Python's writer and
// the real-producer corpus). Opcodes and first versions come from
// spec/cuda_tile_ops.json through the dialect's OpcodeTable.
//
//===----------------------------------------------------------------------===//

#include "OpTable.h"

#include "tileiras/Dialect/CudaTile/IR/OpcodeTable.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <vector>

using namespace tileiras::bytecode;
using AK = AttrKind;

namespace {
constexpr FieldDesc flags(uint16_t since = 1301) {
  return {FieldKind::Flags, AK::Unit, "flags", -1, since, 0};
}
constexpr FieldDesc attr(AK k, const char *n, uint16_t since = 1301,
                         int8_t def = 0) {
  return {FieldKind::Attr, k, n, -1, since, def};
}
constexpr FieldDesc optAttr(AK k, const char *n, int8_t bit) {
  return {FieldKind::Attr, k, n, bit, 1301, 0};
}
constexpr FieldDesc opnd(const char *n) {
  return {FieldKind::Operand, AK::Unit, n, -1, 1301, 0};
}
constexpr FieldDesc optOpnd(const char *n, int8_t bit) {
  return {FieldKind::OptOperand, AK::Unit, n, bit, 1301, 0};
}
constexpr FieldDesc varOpnds(const char *n) {
  return {FieldKind::VarOperands, AK::Unit, n, -1, 1301, 0};
}
constexpr FieldDesc allOpnds() {
  return {FieldKind::AllOperands, AK::Unit, "operands", -1, 1301, 0};
}

// Enum defaults (the integer value) for DefaultValuedAttr fields.
constexpr int8_t kNearestEven = 0, kZero = 1, kFull = 5, kNearestIntToZero = 6;

const FieldDesc kUnary[] = {opnd("source")};
const FieldDesc kBinary[] = {opnd("lhs"), opnd("rhs")};
const FieldDesc kTernary[] = {opnd("a"), opnd("b"), opnd("c")};
const FieldDesc kFive[] = {opnd("lhs"), opnd("rhs"), opnd("acc"),
                           opnd("lhs_scale"), opnd("rhs_scale")};
const FieldDesc kAll[] = {allOpnds()};

const FieldDesc kIEEEBinary[] = {flags(), optAttr(AK::Unit, "flush_to_zero", 0),
                                 attr(AK::Rounding, "rounding_mode", 1301,
                                      kNearestEven),
                                 opnd("lhs"), opnd("rhs")};
const FieldDesc kFma[] = {flags(), optAttr(AK::Unit, "flush_to_zero", 0),
                          attr(AK::Rounding, "rounding_mode", 1301, kNearestEven),
                          opnd("lhs"), opnd("rhs"), opnd("acc")};
const FieldDesc kSqrt[] = {flags(), optAttr(AK::Unit, "flush_to_zero", 0),
                           attr(AK::Rounding, "rounding_mode", 1301,
                                kNearestEven),
                           opnd("source")};
const FieldDesc kFtzUnary[] = {flags(), optAttr(AK::Unit, "flush_to_zero", 0),
                               opnd("source")};
const FieldDesc kMinMaxF[] = {flags(), optAttr(AK::Unit, "propagate_nan", 0),
                              optAttr(AK::Unit, "flush_to_zero", 1), opnd("lhs"),
                              opnd("rhs")};
const FieldDesc kOverflowBinary[] = {attr(AK::Overflow, "overflow"),
                                     opnd("lhs"), opnd("rhs")};
const FieldDesc kTrunci[] = {attr(AK::Overflow, "overflow"), opnd("from")};
const FieldDesc kNegi[] = {attr(AK::Overflow, "overflow", 1302), opnd("source")};
const FieldDesc kExp[] = {attr(AK::Rounding, "rounding_mode", 1303, kFull),
                          opnd("source")};
const FieldDesc kTanh[] = {attr(AK::Rounding, "rounding_mode", 1302, kFull),
                           opnd("source")};
const FieldDesc kSignedBinary[] = {attr(AK::Signedness, "signedness"),
                                   opnd("lhs"), opnd("rhs")};
const FieldDesc kDivi[] = {attr(AK::Signedness, "signedness"),
                           attr(AK::Rounding, "rounding", 1301, kZero),
                           opnd("lhs"), opnd("rhs")};
const FieldDesc kCmpf[] = {attr(AK::CmpPredicate, "comparison_predicate"),
                           attr(AK::CmpOrdering, "comparison_ordering"),
                           opnd("lhs"), opnd("rhs")};
const FieldDesc kCmpi[] = {attr(AK::CmpPredicate, "comparison_predicate"),
                           attr(AK::Signedness, "signedness"), opnd("lhs"),
                           opnd("rhs")};
const FieldDesc kExti[] = {attr(AK::Signedness, "signedness"), opnd("from")};
const FieldDesc kFtof[] = {attr(AK::Rounding, "rounding_mode", 1301,
                                kNearestEven),
                           opnd("from")};
const FieldDesc kItof[] = {attr(AK::Signedness, "signedness"),
                           attr(AK::Rounding, "rounding_mode", 1301,
                                kNearestEven),
                           opnd("from")};
const FieldDesc kFtoi[] = {flags(1304), optAttr(AK::Unit, "saturating", 0),
                           attr(AK::Signedness, "signedness"),
                           attr(AK::Rounding, "rounding_mode", 1301,
                                kNearestIntToZero),
                           opnd("from")};
const FieldDesc kAlloca[] = {flags(), optAttr(AK::Unit, "global", 0),
                             attr(AK::I64, "num_elem"),
                             attr(AK::I64, "alignment")};
const FieldDesc kAssert[] = {attr(AK::Str, "message"), opnd("condition")};
const FieldDesc kAssume[] = {attr(AK::Predicate, "predicate"), opnd("value")};
const FieldDesc kAtomicCas[] = {
    flags(), attr(AK::MemOrdering, "memory_ordering_semantics"),
    attr(AK::MemScope, "memory_scope"), opnd("pointers"), opnd("cmp"),
    opnd("val"), optOpnd("mask", 0), optOpnd("token", 1)};
const FieldDesc kAtomicRmw[] = {
    flags(), attr(AK::MemOrdering, "memory_ordering_semantics"),
    attr(AK::MemScope, "memory_scope"), attr(AK::AtomicMode, "mode"),
    opnd("pointers"), opnd("arg"), optOpnd("mask", 0), optOpnd("token", 1)};
const FieldDesc kAtomicRed[] = {
    flags(), attr(AK::MemOrdering, "memory_ordering_semantics"),
    attr(AK::MemScope, "memory_scope"), attr(AK::AtomicMode, "mode"),
    attr(AK::DenseBoolArray, "inbounds", 1305), opnd("view"),
    varOpnds("index"), opnd("value"), optOpnd("token", 0)};
// 13.5 multimem ops: reduction kind and inbounds are always written.
const FieldDesc kMultimemLoadReduce[] = {
    flags(), attr(AK::MemOrdering, "memory_ordering_semantics"),
    optAttr(AK::MemScope, "memory_scope", 0),
    attr(AK::MultimemReduction, "reduction"),
    attr(AK::DenseBoolArray, "inbounds"), opnd("view"), varOpnds("index"),
    optOpnd("token", 1)};
const FieldDesc kMultimemReduce[] = {
    flags(), attr(AK::MemOrdering, "memory_ordering_semantics"),
    attr(AK::MemScope, "memory_scope"),
    attr(AK::MultimemReduction, "reduction"),
    attr(AK::DenseBoolArray, "inbounds"), opnd("view"), opnd("tile"),
    varOpnds("index"), optOpnd("token", 0)};
const FieldDesc kMultimemStore[] = {
    flags(), attr(AK::MemOrdering, "memory_ordering_semantics"),
    optAttr(AK::MemScope, "memory_scope", 0),
    attr(AK::DenseBoolArray, "inbounds"), opnd("view"), opnd("tile"),
    varOpnds("index"), optOpnd("token", 1)};
const FieldDesc kCat[] = {attr(AK::I64, "dim"), opnd("lhs"), opnd("rhs")};
const FieldDesc kConstant[] = {attr(AK::DenseConst, "value")};
const FieldDesc kFor[] = {flags(1302), optAttr(AK::Unit, "unsignedCmp", 0),
                          allOpnds()};
const FieldDesc kGdc[] = {flags(), optOpnd("token", 0)};
const FieldDesc kGetGlobal[] = {attr(AK::SymRef, "name")};
const FieldDesc kLoadPtr[] = {
    flags(), attr(AK::MemOrdering, "memory_ordering_semantics"),
    optAttr(AK::MemScope, "memory_scope", 0),
    optAttr(AK::Hints, "optimization_hints", 1), opnd("source"),
    optOpnd("mask", 2), optOpnd("paddingValue", 3), optOpnd("token", 4)};
const FieldDesc kLoadView[] = {
    flags(), attr(AK::MemOrdering, "memory_ordering_semantics"),
    optAttr(AK::MemScope, "memory_scope", 0),
    optAttr(AK::Hints, "optimization_hints", 1),
    attr(AK::DenseBoolArray, "inbounds", 1304), opnd("view"),
    varOpnds("index"), optOpnd("token", 2)};
const FieldDesc kStorePtr[] = {
    flags(), attr(AK::MemOrdering, "memory_ordering_semantics"),
    optAttr(AK::MemScope, "memory_scope", 0),
    optAttr(AK::Hints, "optimization_hints", 1), opnd("destination"),
    opnd("value"), optOpnd("mask", 2), optOpnd("token", 3)};
const FieldDesc kStoreView[] = {
    flags(), attr(AK::MemOrdering, "memory_ordering_semantics"),
    optAttr(AK::MemScope, "memory_scope", 0),
    optAttr(AK::Hints, "optimization_hints", 1),
    attr(AK::DenseBoolArray, "inbounds", 1304), opnd("tile"), opnd("view"),
    varOpnds("index"), optOpnd("token", 2)};
const FieldDesc kMakeTensorView[] = {opnd("base"), varOpnds("dynamicShape"),
                                     varOpnds("dynamicStrides")};
const FieldDesc kMmaf[] = {flags(1303), optAttr(AK::Unit, "fast_acc", 0),
                           opnd("lhs"), opnd("rhs"), opnd("acc")};
const FieldDesc kMmai[] = {attr(AK::Signedness, "signedness_lhs"),
                           attr(AK::Signedness, "signedness_rhs"), opnd("lhs"),
                           opnd("rhs"), opnd("acc")};
const FieldDesc kPermute[] = {attr(AK::DenseI32Array, "permutation"),
                              opnd("source")};
const FieldDesc kPrint[] = {flags(1302), attr(AK::Str, "str"), varOpnds("args"),
                            optOpnd("token", 0)};
const FieldDesc kReduce[] = {attr(AK::I32, "dim"),
                             attr(AK::TaggedArray, "identities"), allOpnds()};
const FieldDesc kScan[] = {attr(AK::I32, "dim"), attr(AK::Bool, "reverse"),
                           attr(AK::TaggedArray, "identities"), allOpnds()};

struct Layout {
  const char *mnemonic;
  bool variadicResults;
  uint8_t numResults;
  uint8_t numRegions;
  bool segments;
  llvm::ArrayRef<FieldDesc> fields;
};

// clang-format off
const Layout kLayouts[] = {
  // Pure elementwise and conversion ops with one operand.
  {"absf", false, 1, 0, false, kUnary}, {"absi", false, 1, 0, false, kUnary},
  {"bitcast", false, 1, 0, false, kUnary},
  {"broadcast", false, 1, 0, false, kUnary},
  {"ceil", false, 1, 0, false, kUnary}, {"cos", false, 1, 0, false, kUnary},
  {"cosh", false, 1, 0, false, kUnary}, {"floor", false, 1, 0, false, kUnary},
  {"int_to_ptr", false, 1, 0, false, kUnary},
  {"log", false, 1, 0, false, kUnary}, {"log2", false, 1, 0, false, kUnary},
  {"negf", false, 1, 0, false, kUnary},
  {"ptr_to_int", false, 1, 0, false, kUnary},
  {"ptr_to_ptr", false, 1, 0, false, kUnary},
  {"reshape", false, 1, 0, false, kUnary}, {"sin", false, 1, 0, false, kUnary},
  {"sinh", false, 1, 0, false, kUnary}, {"tan", false, 1, 0, false, kUnary},
  {"make_partition_view", false, 1, 0, false, kUnary},
  {"make_gather_scatter_view", false, 1, 0, false, kUnary},
  {"make_strided_view", false, 1, 0, false, kUnary},
  {"pack", false, 1, 0, false, kUnary}, {"unpack", false, 1, 0, false, kUnary},
  {"memory_fence_alias_tko", false, 1, 0, false, kUnary},
  // Two operands, no attributes.
  {"andi", false, 1, 0, false, kBinary}, {"ori", false, 1, 0, false, kBinary},
  {"xori", false, 1, 0, false, kBinary}, {"remf", false, 1, 0, false, kBinary},
  {"fpowf", false, 1, 0, false, kBinary}, {"atan2", false, 1, 0, false, kBinary},
  {"mulhii", false, 1, 0, false, kBinary},
  {"offset", false, 1, 0, false, kBinary},
  {"fpowi", false, 1, 0, false, kBinary},
  {"select", false, 1, 0, false, kTernary},
  {"mmaf_scaled", false, 1, 0, false, kFive},
  // Floating point with modifiers.
  {"addf", false, 1, 0, false, kIEEEBinary},
  {"subf", false, 1, 0, false, kIEEEBinary},
  {"mulf", false, 1, 0, false, kIEEEBinary},
  {"divf", false, 1, 0, false, kIEEEBinary},
  {"fma", false, 1, 0, false, kFma}, {"sqrt", false, 1, 0, false, kSqrt},
  {"exp2", false, 1, 0, false, kFtzUnary},
  {"rsqrt", false, 1, 0, false, kFtzUnary},
  {"maxf", false, 1, 0, false, kMinMaxF}, {"minf", false, 1, 0, false, kMinMaxF},
  {"exp", false, 1, 0, false, kExp}, {"tanh", false, 1, 0, false, kTanh},
  {"cmpf", false, 1, 0, false, kCmpf},
  // Integer.
  {"addi", false, 1, 0, false, kOverflowBinary},
  {"subi", false, 1, 0, false, kOverflowBinary},
  {"muli", false, 1, 0, false, kOverflowBinary},
  {"shli", false, 1, 0, false, kOverflowBinary},
  {"trunci", false, 1, 0, false, kTrunci}, {"negi", false, 1, 0, false, kNegi},
  {"maxi", false, 1, 0, false, kSignedBinary},
  {"mini", false, 1, 0, false, kSignedBinary},
  {"remi", false, 1, 0, false, kSignedBinary},
  {"shri", false, 1, 0, false, kSignedBinary},
  {"divi", false, 1, 0, false, kDivi}, {"cmpi", false, 1, 0, false, kCmpi},
  {"exti", false, 1, 0, false, kExti}, {"ftof", false, 1, 0, false, kFtof},
  {"itof", false, 1, 0, false, kItof}, {"ftoi", false, 1, 0, false, kFtoi},
  {"mmaf", false, 1, 0, false, kMmaf}, {"mmai", false, 1, 0, false, kMmai},
  // Shapes, constants, grid.
  {"cat", false, 1, 0, false, kCat}, {"constant", false, 1, 0, false, kConstant},
  {"permute", false, 1, 0, false, kPermute},
  {"iota", false, 1, 0, false, {}}, {"make_token", false, 1, 0, false, {}},
  {"get_tile_block_id", false, 3, 0, false, {}},
  {"get_num_tile_blocks", false, 3, 0, false, {}},
  {"extract", true, 0, 0, false, kAll}, {"insert", true, 0, 0, false, kAll},
  {"join_tokens", true, 0, 0, false, kAll},
  {"get_tensor_shape", true, 0, 0, false, kUnary},
  {"get_index_space_shape", true, 0, 0, false, kUnary},
  {"get_global", false, 1, 0, false, kGetGlobal},
  // Control flow.
  {"return", true, 0, 0, false, kAll}, {"yield", true, 0, 0, false, kAll},
  {"break", true, 0, 0, false, kAll}, {"continue", true, 0, 0, false, kAll},
  {"if", true, 0, 2, false, kUnary}, {"for", true, 0, 1, false, kFor},
  {"loop", true, 0, 1, false, kAll},
  {"reduce", true, 0, 1, false, kReduce}, {"scan", true, 0, 1, false, kScan},
  // Memory, views, tokens.
  {"assert", false, 0, 0, false, kAssert},
  {"assume", false, 1, 0, false, kAssume},
  {"alloca", false, 1, 0, false, kAlloca},
  {"atomic_cas_tko", false, 2, 0, true, kAtomicCas},
  {"atomic_rmw_tko", false, 2, 0, true, kAtomicRmw},
  {"atomic_red_view_tko", true, 0, 0, true, kAtomicRed},
  {"load_ptr_tko", false, 2, 0, true, kLoadPtr},
  {"load_view_tko", true, 0, 0, true, kLoadView},
  {"store_ptr_tko", false, 1, 0, true, kStorePtr},
  {"store_view_tko", true, 0, 0, true, kStoreView},
  {"make_tensor_view", true, 0, 0, true, kMakeTensorView},
  {"gdc_wait_tko", false, 1, 0, false, kGdc},
  {"gdc_launch_dependents_tko", false, 1, 0, false, kGdc},
  {"print_tko", true, 0, 0, true, kPrint},
  {"multimem_load_reduce_view_tko", true, 0, 0, true, kMultimemLoadReduce},
  {"multimem_reduce_view_tko", true, 0, 0, true, kMultimemReduce},
  {"multimem_store_view_tko", true, 0, 0, true, kMultimemStore},
};
// clang-format on

struct Tables {
  std::vector<OpDesc> descs;
  llvm::DenseMap<uint32_t, size_t> byOpcode;
  llvm::StringMap<size_t> byName;

  Tables() {
    for (const Layout &l : kLayouts) {
      auto info = mlir::cuda_tile::lookupMnemonic(l.mnemonic);
      if (!info)
        continue; // The spec is the authority on which ops exist.
      OpDesc d{l.mnemonic,
               info->opcode,
               uint16_t(info->since.major * 100 + info->since.minor),
               l.variadicResults,
               l.numResults,
               l.numRegions,
               l.segments,
               l.fields};
      byOpcode[d.opcode] = descs.size();
      byName[d.mnemonic] = descs.size();
      descs.push_back(d);
    }
  }
};

const Tables &tables() {
  static const Tables t;
  return t;
}
} // namespace

const OpDesc *tileiras::bytecode::lookupOp(uint32_t opcode) {
  const Tables &t = tables();
  // DenseMap reserves its empty and tombstone keys (~0u, ~0u - 1): a
  // lookup of either is undefined, and a file can hold any opcode.
  if (opcode == llvm::DenseMapInfo<uint32_t>::getEmptyKey() ||
      opcode == llvm::DenseMapInfo<uint32_t>::getTombstoneKey())
    return nullptr;
  auto it = t.byOpcode.find(opcode);
  return it == t.byOpcode.end() ? nullptr : &t.descs[it->second];
}

const OpDesc *tileiras::bytecode::lookupOp(llvm::StringRef mnemonic) {
  const Tables &t = tables();
  auto it = t.byName.find(mnemonic);
  return it == t.byName.end() ? nullptr : &t.descs[it->second];
}

const char *tileiras::bytecode::attrKindName(AttrKind kind) {
  switch (kind) {
  case AK::Rounding: return "rounding";
  case AK::Overflow: return "overflow";
  case AK::Signedness: return "signedness";
  case AK::CmpPredicate: return "comparison_predicate";
  case AK::CmpOrdering: return "comparison_ordering";
  case AK::MultimemReduction: return "multimem_reduction_kind";
  case AK::MemOrdering: return "memory_ordering";
  case AK::MemScope: return "memory_scope";
  case AK::AtomicMode: return "atomic_mode";
  case AK::I64: return "i64";
  case AK::I32: return "i32";
  case AK::Bool: return "bool";
  case AK::Str: return "string";
  case AK::SymRef: return "symbol";
  case AK::Unit: return "unit";
  case AK::DenseI32Array: return "i32_array";
  case AK::DenseBoolArray: return "bool_array";
  case AK::DenseConst: return "constant";
  case AK::Predicate: return "predicate";
  case AK::TaggedArray: return "attr_array";
  case AK::Hints: return "optimization_hints";
  }
  return "?";
}
