//===- ModuleBuilder.cpp - Program -> cuda_tile.module --------------------===//
//
// Ops are created generically (OperationState through the OpBuilder) with the
// attribute names of the ODS definitions; the verifier then checks that the
// generator only produces valid IR.
//
//===----------------------------------------------------------------------===//

#include "ModuleBuilder.h"
#include "BuilderImpl.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace tileiras::bcprop;

namespace {
enum StepKind : unsigned {
  KConstant, KIntBinary, KIntUnary, KFloatBinary, KFloatUnary, KConversion,
  KShape, KViews, KPointerMemory, KAtomics, KMisc, KTokens, KMma, KIf, KFor,
  KLoop, KReduce, KScan, NumStepKinds
};

// 0-D entry argument kinds: element kinds I1..F64, then pointers.
const Elt kArgElts[] = {I1, I8, I16, I32, I64, F16, BF16, F32, F64};
const Elt kPointees[] = {F32, I32, F16, I64, I8};
constexpr unsigned kNumArgKinds =
    std::size(kArgElts) + std::size(kPointees);
} // namespace

unsigned tileiras::bcprop::numStepKinds() { return NumStepKinds; }
unsigned tileiras::bcprop::numArgKinds() { return kNumArgKinds; }
unsigned tileiras::bcprop::numElemKinds() { return NumElts; }

bool tileiras::bcprop::isIntTile(Type T) {
  auto TT = dyn_cast<ct::TileType>(T);
  return TT && TT.getElementType().isSignlessInteger() &&
         TT.getElementType().getIntOrFloatBitWidth() != 4;
}
bool tileiras::bcprop::isFloatArith(Type T) {
  auto TT = dyn_cast<ct::TileType>(T);
  if (!TT)
    return false;
  Type E = TT.getElementType();
  return E.isF16() || E.isBF16() || E.isF32() || E.isF64();
}
bool tileiras::bcprop::isPtrTile(Type T) {
  auto TT = dyn_cast<ct::TileType>(T);
  return TT && isa<ct::PointerType>(TT.getElementType());
}
bool tileiras::bcprop::isToken(Type T) { return isa<ct::TokenType>(T); }
unsigned tileiras::bcprop::bitWidth(Type E) {
  return isa<ct::PointerType>(E) ? 64 : E.getIntOrFloatBitWidth();
}

Type BodyBuilder::elt(unsigned K) {
  switch (K % NumElts) {
  case I1: return B.getI1Type();
  case I8: return B.getI8Type();
  case I16: return B.getI16Type();
  case I32: return B.getI32Type();
  case I64: return B.getI64Type();
  case F16: return B.getF16Type();
  case BF16: return B.getBF16Type();
  case F32: return B.getF32Type();
  case F64: return B.getF64Type();
  case TF32: return B.getTF32Type();
  case F8E4M3FN: return Float8E4M3FNType::get(Ctx);
  case F8E5M2: return Float8E5M2Type::get(Ctx);
  case F8E8M0FNU: return Float8E8M0FNUType::get(Ctx);
  default: return Float4E2M1FNType::get(Ctx);
  }
}

unsigned BodyBuilder::eltSince(Type T) {
  if (isa<Float8E8M0FNUType>(T))
    return 1302;
  if (isa<Float4E2M1FNType>(T))
    return 1303;
  return 1301;
}

Attribute BodyBuilder::parse(StringRef Text) {
  Attribute &A = AttrCache[Text];
  if (!A)
    A = parseAttribute(Text, Ctx);
  if (!A)
    llvm::report_fatal_error("generator bug: bad attribute " + Text);
  return A;
}

Operation *BodyBuilder::make(StringRef Name, ValueRange Operands,
                             TypeRange Results, ArrayRef<NamedAttribute> Attrs,
                             unsigned NumRegions, bool Publish) {
  OperationState State(Loc, ("cuda_tile." + Name).str());
  State.addOperands(Operands);
  State.addTypes(Results);
  State.addAttributes(Attrs);
  for (unsigned I = 0; I < NumRegions; ++I)
    State.addRegion();
  Operation *Op = B.create(State);
  for (Value R : Op->getResults()) {
    if (Publish)
      Pool.push_back(R);
    // The writer names a type a version lacks by its element type.
    if (auto T = dyn_cast<ct::TileType>(R.getType())) {
      std::string Name;
      llvm::raw_string_ostream(Name) << T.getElementType();
      feature(eltSince(T.getElementType()), Name);
    }
  }
  return Op;
}

Value BodyBuilder::pick(function_ref<bool(Type)> Pred, uint32_t R) {
  SmallVector<Value> Found;
  for (Value V : Pool)
    if (Pred(V.getType()))
      Found.push_back(V);
  return Found.empty() ? Value() : Found[R % Found.size()];
}

Value BodyBuilder::valueOf(Type T, uint32_t R) {
  if (Value V = pick([&](Type U) { return U == T; }, R))
    return V;
  if (isToken(T))
    return make("make_token", {}, {T})->getResult(0);
  auto TT = cast<ct::TileType>(T);
  if (isPtrTile(TT)) {
    // A null pointer through int_to_ptr; constants cannot hold pointers.
    Value I = valueOf(tile(TT.getShape(), B.getI64Type()), R);
    return make("int_to_ptr", {I}, {T})->getResult(0);
  }
  return constant(TT, R, R & 1);
}

ct::TileType BodyBuilder::randomTile(uint32_t R, bool ArithOnly) {
  static const SmallVector<int64_t, 3> Shapes[] = {
      {}, {2}, {4}, {8}, {16}, {1, 4}, {2, 2}, {4, 2}, {2, 8}, {2, 2, 2}};
  const auto &S = Shapes[R % std::size(Shapes)];
  static const Elt Arith[] = {I8, I16, I32, I64, F16, BF16, F32, F64};
  Type E = ArithOnly ? elt(Arith[(R / 16) % std::size(Arith)])
                     : elt((R / 16) % NumElts);
  // f4E2M1FN tiles hold an even number of elements (TileType::verify).
  if (isa<Float4E2M1FNType>(E) && S.size() < 1)
    return tile({2}, E);
  return tile(S, E);
}

Value BodyBuilder::constant(ct::TileType T, uint32_t Seed, bool Dense) {
  Type E = T.getElementType();
  int64_t N = Dense ? T.getNumElements() : 1;
  static const int64_t IntVals[] = {0, 1, -1, 2, 7, 127, -128, 1000,
                                    INT32_MAX, INT64_MIN};
  static const double FloatVals[] = {0.0, 1.0, -2.5, 0.5, 3.0, 448.0, -0.0,
                                     1e-3, 65504.0, 1e30};
  Attribute V;
  auto ST = cast<ShapedType>(T);
  if (auto IT = dyn_cast<IntegerType>(E)) {
    SmallVector<APInt> Vals;
    for (int64_t I = 0; I < N; ++I)
      Vals.push_back(APInt(64, IntVals[(Seed + I * 3) % std::size(IntVals)])
                         .trunc(IT.getWidth()));
    V = Dense ? DenseElementsAttr::get(ST, Vals)
              : DenseElementsAttr::get(ST, Vals[0]);
  } else {
    auto &Sem = cast<FloatType>(E).getFloatSemantics();
    SmallVector<APFloat> Vals;
    for (int64_t I = 0; I < N; ++I) {
      APFloat F(FloatVals[(Seed + I * 7) % std::size(FloatVals)]);
      bool Lost;
      F.convert(Sem, APFloat::rmNearestTiesToEven, &Lost);
      Vals.push_back(F);
    }
    V = Dense ? DenseElementsAttr::get(ST, Vals)
              : DenseElementsAttr::get(ST, Vals[0]);
  }
  return make("constant", {}, {T}, {named("value", V)})->getResult(0);
}

void BodyBuilder::nested(Block *Blk, ArrayRef<Step> Body,
                         function_ref<void()> Terminate) {
  OpBuilder::InsertionGuard Guard(B);
  size_t Saved = Pool.size();
  B.setInsertionPointToEnd(Blk);
  for (BlockArgument A : Blk->getArguments())
    Pool.push_back(A);
  ++Depth;
  run(Body);
  Terminate();
  --Depth;
  Pool.resize(Saved);
}

void BodyBuilder::run(ArrayRef<Step> Steps) {
  for (size_t I = 0; I < Steps.size();) {
    const Step &S = Steps[I++];
    unsigned K = S.Kind % NumStepKinds;
    if (K == KIf || K == KFor || K == KLoop) {
      size_t N = std::min<size_t>(S.A % 4, Steps.size() - I);
      ArrayRef<Step> Body = Steps.slice(I, N);
      I += N;
      if (Depth >= 3)
        continue;
      if (K == KIf)
        ifOp(S, Body);
      else if (K == KFor)
        forOp(S, Body);
      else
        loopOp(S, Body);
      continue;
    }
    switch (K) {
    case KConstant: constantStep(S); break;
    case KIntBinary: intBinary(S); break;
    case KIntUnary: intUnary(S); break;
    case KFloatBinary: floatBinary(S); break;
    case KFloatUnary: floatUnary(S); break;
    case KConversion: conversion(S); break;
    case KShape: shape(S); break;
    case KViews: views(S); break;
    case KPointerMemory: pointerMemory(S); break;
    case KAtomics: atomics(S); break;
    case KMisc: misc(S); break;
    case KTokens: tokens(S); break;
    case KMma: mma(S); break;
    case KReduce: reduceOrScan(S, false); break;
    case KScan: reduceOrScan(S, true); break;
    default: break;
    }
  }
}

static const char *const kEntryHints[] = {
    nullptr, "#cuda_tile.optimization_hints<default = {}>",
    "#cuda_tile.optimization_hints<sm_100 = {num_cta_in_cga = 2, occupancy = 4}>",
    "#cuda_tile.optimization_hints<sm_90 = {}>"};

OwningOpRef<ct::ModuleOp>
tileiras::bcprop::buildModule(MLIRContext *Ctx, const Program &P,
                              std::vector<Feature> &Features) {
  OpBuilder Top(Ctx);
  Location Loc = UnknownLoc::get(Ctx);
  OperationState MS(Loc, "cuda_tile.module");
  MS.addAttribute("sym_name", Top.getStringAttr("kernels"));
  Region *Body = MS.addRegion();
  Body->push_back(new Block());
  OwningOpRef<ct::ModuleOp> M(cast<ct::ModuleOp>(Top.create(MS)));
  // The state's region moved into the op.
  Block *ModBody = &M->getOperation()->getRegion(0).front();
  Top.setInsertionPointToEnd(ModBody);

  std::vector<std::pair<std::string, Type>> Globals;
  std::vector<Feature> Ignored;
  BodyBuilder Scratch(Ctx, Ignored, {});
  for (const GlobalSpec &G : P.Globals) {
    static const Elt GElts[] = {I8, I16, I32, I64, F16, BF16, F32, F64};
    Type E = Scratch.elt(GElts[G.Elem % std::size(GElts)]);
    int64_t Len = int64_t(1) << (G.Len % 5);
    auto T = ct::TileType::get({Len}, E);
    // The value: a throwaway constant op gives the same dense attribute.
    OpBuilder::InsertionGuard Guard(Scratch.B);
    Scratch.B.setInsertionPointToEnd(ModBody);
    Operation *C = Scratch.constant(T, G.Seed, G.Flags & 4).getDefiningOp();
    Attribute Value = C->getAttr("value");
    C->erase();
    std::string Name = "g" + std::to_string(Globals.size());
    OperationState GS(Loc, "cuda_tile.global");
    GS.addAttribute("sym_name", Top.getStringAttr(Name));
    GS.addAttribute("value", Value);
    static const int64_t Aligns[] = {0, 8, 16, 64, 256, 0, 0, 4};
    GS.addAttribute("alignment",
                    Top.getI64IntegerAttr(Aligns[(G.Flags >> 4) & 7]));
    GS.addAttribute("symbol_visibility",
                    Scratch.en("symbol_visibility",
                               G.Flags & 2 ? "private" : "public"));
    if (G.Flags & 1)
      GS.addAttribute("constant", Top.getUnitAttr());
    if (G.Flags & 3)
      Features.push_back({1303, "global"});
    Top.create(GS);
    Globals.emplace_back(Name, E);
  }

  for (size_t EI = 0; EI < P.Entries.size(); ++EI) {
    const EntrySpec &E = P.Entries[EI];
    BodyBuilder BB(Ctx, Features, Globals);
    SmallVector<Type> Args;
    for (uint8_t K : E.Args) {
      unsigned A = K % kNumArgKinds;
      Type Elem = A < std::size(kArgElts)
                      ? BB.elt(kArgElts[A])
                      : ct::PointerType::get(
                            BB.elt(kPointees[A - std::size(kArgElts)]));
      Args.push_back(BB.scalar(Elem));
    }
    OperationState ES(Loc, "cuda_tile.entry");
    ES.addAttribute("sym_name", Top.getStringAttr("e" + std::to_string(EI)));
    ES.addAttribute("function_type",
                    TypeAttr::get(Top.getFunctionType(Args, {})));
    if (const char *H = kEntryHints[E.Hints % std::size(kEntryHints)])
      ES.addAttribute("optimization_hints", BB.parse(H));
    Region *R = ES.addRegion();
    Block *Blk = new Block();
    R->push_back(Blk);
    for (Type T : Args)
      Blk->addArgument(T, Loc);
    Top.create(ES);
    BB.nested(Blk, E.Body, [&] { BB.make("return", {}, {}); });
  }

  // print_tko's token result and token operand are 13.2 fields.
  M->walk([&](Operation *Op) {
    if (Op->getName().getStringRef() != "cuda_tile.print_tko")
      return;
    bool TokenOperand = Op->getNumOperands() &&
                        isToken(Op->getOperands().back().getType());
    if (!Op->use_empty() || TokenOperand)
      Features.push_back({1302, "cuda_tile.print_tko"});
  });
  return M;
}
