//===- BuilderOps.cpp - arithmetic, conversion and shape op families ------===//

#include "BuilderImpl.h"

using namespace mlir;
using namespace tileiras::bcprop;

static const char *const kOverflow[] = {"none", "no_signed_wrap",
                                        "no_unsigned_wrap", "no_wrap"};
static const char *const kIEEE[] = {"nearest_even", "zero", "negative_inf",
                                    "positive_inf"};
static const char *const kPredicates[] = {
    "equal",        "not_equal",    "less_than", "less_than_or_equal",
    "greater_than", "greater_than_or_equal"};

static Type eltOf(Value V) {
  return cast<ct::TileType>(V.getType()).getElementType();
}
static ArrayRef<int64_t> shapeOf(Value V) {
  return cast<ct::TileType>(V.getType()).getShape();
}

void BodyBuilder::constantStep(const Step &S) {
  constant(randomTile(S.A, /*ArithOnly=*/false), S.B, S.C & 1);
}

void BodyBuilder::intBinary(const Step &S) {
  Value L = pick(isIntTile, S.A);
  if (!L)
    L = constant(tile({4}, B.getI32Type()), S.A, true);
  Type T = L.getType();
  Value R = valueOf(T, S.B);
  unsigned Op = S.C % 14;
  if (bitWidth(eltOf(L)) == 1)
    Op = 4 + Op % 3; // i1: bitwise only
  auto Ovf = named("overflow", en("overflow", kOverflow[(S.C >> 4) % 4]));
  bool Signed = (S.C >> 6) & 1;
  auto Sign = named("signedness", en("signedness", Signed ? "signed" : "unsigned"));
  static const char *const Ovfs[] = {"addi", "subi", "muli", "shli"};
  static const char *const Bits[] = {"andi", "ori", "xori"};
  static const char *const Signs[] = {"maxi", "mini", "remi", "shri"};
  if (Op < 4) {
    make(Ovfs[Op], {L, R}, {T}, {Ovf});
  } else if (Op < 7) {
    make(Bits[Op - 4], {L, R}, {T});
  } else if (Op < 11) {
    make(Signs[Op - 7], {L, R}, {T}, {Sign});
  } else if (Op == 11) {
    static const char *const Signed3[] = {"zero", "negative_inf", "positive_inf"};
    static const char *const Unsigned2[] = {"zero", "positive_inf"};
    const char *Rnd = Signed ? Signed3[(S.C >> 8) % 3] : Unsigned2[(S.C >> 8) % 2];
    make("divi", {L, R}, {T}, {named("rounding", en("rounding", Rnd)), Sign});
  } else if (Op == 12) {
    make("mulhii", {L, R}, {T});
  } else {
    make("cmpi", {L, R}, {ct::getI1SameShape(T)},
         {named("comparison_predicate",
                en("comparison_predicate", kPredicates[(S.C >> 8) % 6])),
          Sign});
  }
}

void BodyBuilder::intUnary(const Step &S) {
  Value V = pick(isIntTile, S.A);
  if (!V || bitWidth(eltOf(V)) == 1)
    V = constant(tile({2, 2}, B.getI16Type()), S.A, true);
  if (S.C & 1) {
    make("absi", {V}, {V.getType()});
    return;
  }
  static const char *const NegOvf[] = {"none", "no_signed_wrap", "no_wrap"};
  unsigned O = (S.C >> 1) % 3;
  feature(O ? 1302 : 1301, "cuda_tile.negi");
  make("negi", {V}, {V.getType()}, {named("overflow", en("overflow", NegOvf[O]))});
}

void BodyBuilder::floatBinary(const Step &S) {
  Value L = pick(isFloatArith, S.A);
  if (!L)
    L = constant(tile({4}, B.getF32Type()), S.A, true);
  Type T = L.getType();
  bool F32 = eltOf(L).isF32();
  Value R = valueOf(T, S.B);
  SmallVector<NamedAttribute> Attrs;
  unsigned Op = S.C % 11;
  auto addFtz = [&](unsigned Bit) {
    if (F32 && ((S.C >> Bit) & 1))
      Attrs.push_back(named("flush_to_zero", B.getUnitAttr()));
  };
  static const char *const Ieee[] = {"addf", "subf", "mulf", "divf"};
  static const char *const Plain[] = {"remf", "fpowf", "atan2"};
  if (Op < 4 || Op == 10) {
    Attrs.push_back(named("rounding_mode", en("rounding", kIEEE[(S.C >> 4) % 4])));
    addFtz(8);
    if (Op == 10)
      make("fma", {L, R, valueOf(T, S.B >> 3)}, {T}, Attrs);
    else
      make(Ieee[Op], {L, R}, {T}, Attrs);
  } else if (Op < 7) {
    if (Op == 6)
      feature(1302, "cuda_tile.atan2");
    make(Plain[Op - 4], {L, R}, {T});
  } else if (Op < 9) {
    if ((S.C >> 4) & 1)
      Attrs.push_back(named("propagate_nan", B.getUnitAttr()));
    addFtz(5);
    make(Op == 7 ? "maxf" : "minf", {L, R}, {T}, Attrs);
  } else {
    make("cmpf", {L, R}, {ct::getI1SameShape(T)},
         {named("comparison_predicate",
                en("comparison_predicate", kPredicates[(S.C >> 4) % 6])),
          named("comparison_ordering",
                en("comparison_ordering", (S.C >> 8) & 1 ? "ordered" : "unordered"))});
  }
}

void BodyBuilder::floatUnary(const Step &S) {
  Value V = pick(isFloatArith, S.A);
  if (!V)
    V = constant(tile({8}, B.getF16Type()), S.A, true);
  Type T = V.getType();
  bool F32 = eltOf(V).isF32();
  static const char *const Simple[] = {"absf", "negf", "ceil", "floor",
                                       "log",  "log2", "sin",  "cos",
                                       "tan",  "sinh", "cosh"};
  unsigned Op = S.C % 16;
  SmallVector<NamedAttribute> Attrs;
  bool Ftz = F32 && ((S.C >> 5) & 1);
  if (Op < 11) {
    make(Simple[Op], {V}, {T});
  } else if (Op < 13) {
    bool Approx = F32 && ((S.C >> 4) & 1);
    const char *Name = Op == 11 ? "exp" : "tanh";
    if (Approx)
      feature(Op == 11 ? 1303 : 1302, std::string("cuda_tile.") + Name);
    make(Name, {V}, {T},
         {named("rounding_mode", en("rounding", Approx ? "approx" : "full"))});
  } else if (Op < 15) {
    if (Ftz)
      Attrs.push_back(named("flush_to_zero", B.getUnitAttr()));
    make(Op == 13 ? "exp2" : "rsqrt", {V}, {T}, Attrs);
  } else {
    Attrs.push_back(named("rounding_mode", en("rounding", kIEEE[(S.C >> 6) % 4])));
    if (Ftz)
      Attrs.push_back(named("flush_to_zero", B.getUnitAttr()));
    make("sqrt", {V}, {T}, Attrs);
  }
}

void BodyBuilder::conversion(const Step &S) {
  unsigned Op = S.C % 6;
  static const unsigned Widths[] = {1, 8, 16, 32, 64};
  auto Sign = named("signedness",
                    en("signedness", (S.C >> 3) & 1 ? "signed" : "unsigned"));
  if (Op == 0 || Op == 1) {
    Value V = pick(isIntTile, S.A);
    if (!V)
      V = constant(tile({4}, B.getI16Type()), S.A, true);
    unsigned W = bitWidth(eltOf(V));
    SmallVector<unsigned> Targets;
    for (unsigned X : Widths)
      if (Op == 0 ? X > W : X < W)
        Targets.push_back(X);
    if (Targets.empty())
      return;
    Type To = tile(shapeOf(V), B.getIntegerType(Targets[S.B % Targets.size()]));
    if (Op == 0)
      make("exti", {V}, {To}, {Sign});
    else
      make("trunci", {V}, {To},
           {named("overflow", en("overflow", kOverflow[(S.C >> 4) % 4]))});
    return;
  }
  if (Op == 2) {
    Value V = pick(isFloatArith, S.A);
    if (!V)
      V = constant(tile({8}, B.getF32Type()), S.A, true);
    static const Elt Dst[] = {F16, BF16, F32, F64, TF32, F8E4M3FN, F8E5M2,
                              F8E8M0FNU, F4E2M1FN};
    Type E = elt(Dst[S.B % std::size(Dst)]);
    // f4E2M1FN tiles hold an even number of elements (TileType::verify).
    if (E == eltOf(V) ||
        (isa<Float4E2M1FNType>(E) &&
         cast<ct::TileType>(V.getType()).getNumElements() % 2))
      return;
    const char *Rnd = isa<Float8E8M0FNUType>(E)
                          ? ((S.C >> 4) & 1 ? "zero" : "positive_inf")
                          : kIEEE[(S.C >> 4) % 2];
    make("ftof", {V}, {tile(shapeOf(V), E)},
         {named("rounding_mode", en("rounding", Rnd))});
    return;
  }
  if (Op == 3) {
    Value V = pick(isIntTile, S.A);
    if (!V)
      V = constant(tile({4}, B.getI32Type()), S.A, true);
    static const Elt Dst[] = {F16, BF16, F32, F64};
    make("itof", {V}, {tile(shapeOf(V), elt(Dst[S.B % 4]))},
         {named("rounding_mode", en("rounding", "nearest_even")), Sign});
    return;
  }
  if (Op == 4) {
    Value V = pick(isFloatArith, S.A);
    if (!V)
      V = constant(tile({4}, B.getF64Type()), S.A, true);
    SmallVector<NamedAttribute> Attrs = {
        named("rounding_mode", en("rounding", "nearest_int_to_zero")), Sign};
    if ((S.C >> 4) & 1) {
      Attrs.push_back(named("saturating", B.getUnitAttr()));
      feature(1304, "cuda_tile.ftoi");
    }
    make("ftoi", {V}, {tile(shapeOf(V), B.getIntegerType(Widths[1 + S.B % 4]))},
         Attrs);
    return;
  }
  // bitcast between same-width int and float tiles.
  Value V = pick(
      [](Type T) {
        if (!isIntTile(T) && !isFloatArith(T))
          return false;
        unsigned W = bitWidth(cast<ct::TileType>(T).getElementType());
        return W >= 16;
      },
      S.A);
  if (!V)
    V = constant(tile({2}, B.getF32Type()), S.A, true);
  Type E = eltOf(V);
  Type To;
  if (isa<IntegerType>(E)) {
    unsigned W = bitWidth(E);
    To = W == 16 ? (S.B & 1 ? B.getBF16Type() : B.getF16Type())
                 : W == 32 ? Type(B.getF32Type()) : Type(B.getF64Type());
  } else {
    To = B.getIntegerType(bitWidth(E));
  }
  make("bitcast", {V}, {tile(shapeOf(V), To)});
}

/// Splits 2^Log into up to three power-of-two dims.
static SmallVector<int64_t> splitShape(unsigned Log, uint32_t R) {
  unsigned Rank = R % 4;
  if (Rank == 0)
    return Log == 0 ? SmallVector<int64_t>{} : SmallVector<int64_t>{1 << Log};
  SmallVector<int64_t> Dims(Rank, 1);
  for (unsigned I = 0; I < Log; ++I)
    Dims[(R >> (2 + I)) % Rank] *= 2;
  return Dims;
}

void BodyBuilder::shape(const Step &S) {
  unsigned Op = S.C % 7;
  auto AnyTile = [](Type T) { return isa<ct::TileType>(T); };
  if (Op == 6) {
    static const Elt E[] = {I8, I16, I32, I64};
    make("iota", {}, {tile({int64_t(2) << (S.B % 5)}, elt(E[S.A % 4]))});
    return;
  }
  Value V = pick(AnyTile, S.A);
  if (!V)
    V = constant(randomTile(S.A, true), S.B, S.B & 2);
  auto T = cast<ct::TileType>(V.getType());
  Type E = T.getElementType();
  int64_t N = T.getNumElements();
  auto reshape = [&](ArrayRef<int64_t> Shape) {
    return make("reshape", {V}, {tile(Shape, E)})->getResult(0);
  };
  if (Op == 1) {
    reshape(splitShape(llvm::Log2_64(N), S.B));
    return;
  }
  if (Op == 5) {
    Value C = valueOf(ct::getI1SameShape(T), S.B);
    make("select", {C, V, valueOf(T, S.B >> 2)}, {T});
    return;
  }
  if (T.getRank() == 0)
    V = reshape({1});
  SmallVector<int64_t> Shape(cast<ct::TileType>(V.getType()).getShape());
  unsigned Rank = Shape.size();
  // f4E2M1FN tiles hold an even number of elements (TileType::verify), so
  // they are never halved.
  bool MayHalve = !isa<Float4E2M1FNType>(E);
  if (Op == 0) { // broadcast a leading unit dim
    SmallVector<int64_t> Src = {1};
    Src.append(Shape);
    if (Shape.size() >= 3 || N > 32)
      return;
    V = reshape(Src);
    SmallVector<int64_t> Dst = Src;
    Dst[0] = int64_t(1) << (S.B % 3);
    make("broadcast", {V}, {tile(Dst, E)});
  } else if (Op == 2) { // permute
    if (Rank < 2)
      return;
    SmallVector<int32_t> Perm;
    for (unsigned I = 0; I < Rank; ++I)
      Perm.push_back(I);
    for (unsigned I = Rank - 1; I > 0; --I)
      std::swap(Perm[I], Perm[(S.B >> I) % (I + 1)]);
    SmallVector<int64_t> Dst;
    for (int32_t P : Perm)
      Dst.push_back(Shape[P]);
    make("permute", {V}, {tile(Dst, E)},
         {named("permutation", i32Array(Perm))});
  } else if (Op == 3) { // cat
    if (N > 64)
      return;
    unsigned Dim = S.B % Rank;
    SmallVector<int64_t> Dst = Shape;
    Dst[Dim] *= 2;
    make("cat", {V, valueOf(V.getType(), S.B >> 2)}, {tile(Dst, E)},
         {named("dim", B.getI64IntegerAttr(Dim))});
  } else { // extract
    SmallVector<Value> Ops = {V};
    SmallVector<int64_t> Dst;
    for (unsigned I = 0; I < Rank; ++I) {
      Dst.push_back(MayHalve && Shape[I] > 1 && ((S.B >> I) & 1) ? Shape[I] / 2
                                                                  : Shape[I]);
      Ops.push_back(i32Index(S.B >> (I + 4)));
    }
    make("extract", Ops, {tile(Dst, E)});
  }
}

void BodyBuilder::tokens(const Step &S) {
  Type Tok = ct::TokenType::get(Ctx);
  if (S.C % 3 == 0) {
    make("make_token", {}, {Tok});
    return;
  }
  SmallVector<Value> Ops;
  for (unsigned I = 0; I < 2 + S.B % 2; ++I)
    Ops.push_back(valueOf(Tok, S.A + I));
  make("join_tokens", Ops, {Tok});
}

void BodyBuilder::mma(const Step &S) {
  if (S.C & 1) {
    Type I8T = tile({16, 32}, B.getI8Type());
    Type I8R = tile({32, 16}, B.getI8Type());
    Type Acc = tile({16, 16}, B.getI32Type());
    make("mmai", {valueOf(I8T, S.A), valueOf(I8R, S.B), valueOf(Acc, S.A >> 3)},
         {Acc},
         {named("signedness_lhs", en("signedness", (S.C >> 1) & 1 ? "signed" : "unsigned")),
          named("signedness_rhs", en("signedness", (S.C >> 2) & 1 ? "signed" : "unsigned"))});
    return;
  }
  Type In = elt((S.C >> 1) & 1 ? BF16 : F16);
  Type L = tile({16, 16}, In), Acc = tile({16, 16}, B.getF32Type());
  make("mmaf", {valueOf(L, S.A), valueOf(L, S.B), valueOf(Acc, S.A >> 3)}, {Acc});
}
