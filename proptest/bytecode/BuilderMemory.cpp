//===- BuilderMemory.cpp - views, pointers, atomics and misc ops ----------===//

#include "BuilderImpl.h"

using namespace mlir;
using namespace tileiras::bcprop;

static const char *const kOpHints[] = {
    nullptr, "#cuda_tile.optimization_hints<sm_100 = {latency = 5}>",
    "#cuda_tile.optimization_hints<sm_120 = {allow_tma = true}>",
    "#cuda_tile.optimization_hints<default = {latency = 10}>"};

/// A 0-D pointer of a random (or given) pointee from the pool.
static Value scalarPointer(BodyBuilder &BB, uint32_t R, Type Pointee = {}) {
  if (!Pointee) {
    if (Value P = BB.pick(
            [](Type T) {
              return isPtrTile(T) && cast<ct::TileType>(T).getRank() == 0;
            },
            R))
      return P;
    Pointee = BB.B.getF32Type();
  }
  return BB.valueOf(BB.scalar(ct::PointerType::get(Pointee)), R);
}

static Type pointeeOf(Value P) {
  return cast<ct::PointerType>(
             cast<ct::TileType>(P.getType()).getElementType())
      .getPointeeType();
}

Value BodyBuilder::pointerTile(Value P, ArrayRef<int64_t> Shape) {
  if (Shape.empty())
    return P;
  Type PT = cast<ct::TileType>(P.getType()).getElementType();
  Value R = make("reshape", {P}, {tile({1}, PT)})->getResult(0);
  Value Bc = make("broadcast", {R}, {tile(Shape, PT)})->getResult(0);
  Value Io = make("iota", {}, {tile(Shape, B.getI32Type())})->getResult(0);
  return make("offset", {Bc, Io}, {tile(Shape, PT)})->getResult(0);
}

/// Ordering, scope and hints shared by the memory ops. `Orders` lists the
/// legal orderings; scope is present exactly when the ordering is not weak.
static void memoryAttrs(BodyBuilder &BB, uint32_t R, ArrayRef<int> Orders,
                        SmallVectorImpl<NamedAttribute> &Attrs, bool Hints,
                        bool View = false) {
  int Order = Orders[R % Orders.size()];
  Attrs.push_back(BB.named("memory_ordering_semantics",
                           BB.B.getI32IntegerAttr(Order)));
  if (Order != 0)
    Attrs.push_back(BB.named("memory_scope",
                             BB.B.getI32IntegerAttr((R >> 3) % 3)));
  if (Hints)
    // allow_tma (index 2) only exists for view accesses.
    if (const char *H = kOpHints[(R >> 5) % (View ? 4 : 2)])
      Attrs.push_back(BB.named("optimization_hints", BB.parse(H)));
}

void BodyBuilder::views(const Step &S) {
  Value P = scalarPointer(*this, S.A);
  Type E = pointeeOf(P);
  if (isa<ct::PointerType>(E))
    return;
  constexpr int64_t Dyn = ShapedType::kDynamic;
  unsigned Layout = S.B % 4;
  SmallVector<int64_t> Shape, Strides;
  SmallVector<Value> DynShape, DynStrides;
  switch (Layout) {
  case 0: Shape = {64}; Strides = {1}; break;
  case 1: Shape = {16, 32}; Strides = {32, 1}; break;
  case 2: Shape = {Dyn}; Strides = {1}; break;
  default: Shape = {Dyn, Dyn}; Strides = {Dyn, 1}; break;
  }
  Type IdxT = scalar((S.B >> 2) & 1 ? B.getI64Type() : B.getI32Type());
  for (int64_t D : Shape)
    if (D == Dyn)
      DynShape.push_back(valueOf(IdxT, S.A >> 2));
  for (int64_t D : Strides)
    if (D == Dyn)
      DynStrides.push_back(valueOf(IdxT, S.A >> 4));
  auto TV = ct::TensorViewType::get(Ctx, E, Shape, Strides);
  SmallVector<Value> Ops = {P};
  Ops.append(DynShape);
  Ops.append(DynStrides);
  Value View =
      make("make_tensor_view", Ops, {TV},
           {named("operandSegmentSizes",
                  i32Array({1, int32_t(DynShape.size()),
                            int32_t(DynStrides.size())}))})
          ->getResult(0);
  unsigned Rank = Shape.size();
  SmallVector<int32_t> TileShape, DimMap;
  for (unsigned I = 0; I < Rank; ++I) {
    int64_t Max = Shape[I] == Dyn ? 16 : Shape[I];
    TileShape.push_back(std::min<int64_t>(Max, int64_t(1) << ((S.B >> (3 + 2 * I)) % 5)));
    DimMap.push_back(I);
  }
  if (Rank == 2 && Layout == 3 && ((S.B >> 8) & 1))
    std::swap(DimMap[0], DimMap[1]);
  ct::PaddingValueAttr Pad;
  if (isa<FloatType>(E) && ((S.B >> 9) & 1))
    Pad = cast<ct::PaddingValueAttr>(en("padding_value", "zero"));
  auto PV = ct::PartitionViewType::get(Ctx, DenseI32ArrayAttr::get(Ctx, TileShape),
                                       TV, DimMap, Pad);
  Value Part = make("make_partition_view", {View}, {PV})->getResult(0);
  Type TileT = ct::getViewTileType(PV);
  Type Tok = ct::TokenType::get(Ctx);

  auto inbounds = [&](uint32_t R, StringRef Op,
                      SmallVectorImpl<NamedAttribute> &Attrs) {
    if (!(R & 1))
      return;
    // All-false is how the writer spells "absent"; keep one true.
    SmallVector<bool> Flags;
    for (unsigned I = 0; I < Rank; ++I)
      Flags.push_back(I == 0 || ((R >> (I + 1)) & 1));
    Attrs.push_back(named("inbounds", DenseBoolArrayAttr::get(Ctx, Flags)));
    feature(1304, ("cuda_tile." + Op).str());
  };
  SmallVector<Value> Idx;
  for (unsigned I = 0; I < Rank; ++I)
    Idx.push_back(i32Index(S.C >> (I * 3)));
  Value Loaded;
  if (!((S.C >> 20) & 1) || !((S.C >> 21) & 1)) {
    SmallVector<NamedAttribute> Attrs;
    memoryAttrs(*this, S.C >> 1, {0, 1, 2}, Attrs, true, true);
    inbounds(S.C >> 12, "load_view_tko", Attrs);
    SmallVector<Value> LOps = {Part};
    LOps.append(Idx);
    bool WithTok = S.C & 1;
    if (WithTok)
      LOps.push_back(valueOf(Tok, S.A));
    Attrs.push_back(named("operandSegmentSizes",
                          i32Array({1, int32_t(Rank), int32_t(WithTok)})));
    Loaded = make("load_view_tko", LOps, {TileT, Tok}, Attrs)->getResult(0);
  }
  if ((S.C >> 20) & 1) {
    SmallVector<NamedAttribute> Attrs;
    memoryAttrs(*this, S.C >> 9, {0, 1, 3}, Attrs, true, true);
    inbounds(S.C >> 16, "store_view_tko", Attrs);
    SmallVector<Value> SOps = {Loaded ? Loaded : valueOf(TileT, S.B), Part};
    SOps.append(Idx);
    bool WithTok = (S.C >> 22) & 1;
    if (WithTok)
      SOps.push_back(valueOf(Tok, S.B));
    Attrs.push_back(named("operandSegmentSizes",
                          i32Array({1, 1, int32_t(Rank), int32_t(WithTok)})));
    make("store_view_tko", SOps, {Tok}, Attrs);
  }
}

void BodyBuilder::pointerMemory(const Step &S) {
  Value P = scalarPointer(*this, S.A);
  Type E = pointeeOf(P);
  SmallVector<int64_t> Shape;
  if (S.B & 1)
    Shape.push_back(int64_t(2) << ((S.B >> 1) % 4));
  Value Ptrs = pointerTile(P, Shape);
  Type TileT = tile(Shape, E), Tok = ct::TokenType::get(Ctx);
  bool Mask = (S.C >> 1) & 1, WithTok = (S.C >> 2) & 1;
  SmallVector<NamedAttribute> Attrs;
  if (S.C & 1) {
    bool Pad = Mask && ((S.C >> 3) & 1);
    SmallVector<Value> Ops = {Ptrs};
    if (Mask)
      Ops.push_back(valueOf(ct::getI1SameShape(TileT), S.B >> 4));
    if (Pad)
      Ops.push_back(valueOf(TileT, S.B >> 6));
    if (WithTok)
      Ops.push_back(valueOf(Tok, S.A >> 3));
    memoryAttrs(*this, S.C >> 4, {0, 1, 2}, Attrs, true);
    Attrs.push_back(named("operandSegmentSizes",
                          i32Array({1, Mask, Pad, WithTok})));
    make("load_ptr_tko", Ops, {TileT, Tok}, Attrs);
    return;
  }
  SmallVector<Value> Ops = {Ptrs, valueOf(TileT, S.B >> 4)};
  if (Mask)
    Ops.push_back(valueOf(ct::getI1SameShape(TileT), S.B >> 6));
  if (WithTok)
    Ops.push_back(valueOf(Tok, S.A >> 3));
  memoryAttrs(*this, S.C >> 4, {0, 1, 3}, Attrs, true);
  Attrs.push_back(named("operandSegmentSizes", i32Array({1, 1, Mask, WithTok})));
  make("store_ptr_tko", Ops, {Tok}, Attrs);
}

void BodyBuilder::atomics(const Step &S) {
  static const Elt Elems[] = {I32, I64, F32, F64, F16};
  Type E = elt(Elems[S.A % std::size(Elems)]);
  bool Cas = S.C & 1;
  if (Cas && E.isF16())
    E = B.getI32Type();
  Value P = scalarPointer(*this, S.A >> 3, E);
  SmallVector<int64_t> Shape;
  if (S.B & 1)
    Shape.push_back(int64_t(2) << ((S.B >> 1) % 3));
  Value Ptrs = pointerTile(P, Shape);
  Type TileT = tile(Shape, E), Tok = ct::TokenType::get(Ctx);
  bool Mask = (S.C >> 1) & 1, WithTok = (S.C >> 2) & 1;
  SmallVector<NamedAttribute> Attrs;
  memoryAttrs(*this, S.C >> 3, {1, 2, 3, 4}, Attrs, false);
  SmallVector<Value> Ops = {Ptrs, valueOf(TileT, S.B >> 3)};
  if (Cas)
    Ops.push_back(valueOf(TileT, S.B >> 5));
  if (Mask)
    Ops.push_back(valueOf(ct::getI1SameShape(TileT), S.B >> 7));
  if (WithTok)
    Ops.push_back(valueOf(Tok, S.B >> 9));
  if (Cas) {
    Attrs.push_back(named("operandSegmentSizes",
                          i32Array({1, 1, 1, Mask, WithTok})));
    make("atomic_cas_tko", Ops, {TileT, Tok}, Attrs);
    return;
  }
  static const int IntModes[] = {0, 1, 2, 3, 5, 6, 7, 8, 9};
  static const int FloatModes[] = {4, 9};
  int Mode = isa<IntegerType>(E) ? IntModes[(S.C >> 10) % 9]
                                 : E.isF16() ? 4 : FloatModes[(S.C >> 10) % 2];
  Attrs.push_back(named("mode", B.getI32IntegerAttr(Mode)));
  Attrs.push_back(named("operandSegmentSizes", i32Array({1, 1, Mask, WithTok})));
  make("atomic_rmw_tko", Ops, {TileT, Tok}, Attrs);
}

void BodyBuilder::misc(const Step &S) {
  Type I32T = B.getI32Type(), I64T = B.getI64Type();
  switch (S.C % 9) {
  case 0: { // assume
    Value V = pick([](Type T) { return isIntTile(T) || isPtrTile(T); }, S.A);
    if (!V)
      V = i32Index(S.A);
    std::string Pred;
    if (isPtrTile(V.getType()) || (S.B & 1))
      Pred = "#cuda_tile.div_by<" + std::to_string(1u << ((S.B >> 1) % 6)) + ">";
    else if (bitWidth(cast<ct::TileType>(V.getType()).getElementType()) >= 8) {
      static const char *const Bounds[] = {"0, 64", "?, 10", "-5, ?", "?, ?",
                                           "3, 3"};
      Pred = std::string("#cuda_tile.bounded<") + Bounds[(S.B >> 1) % 5] + ">";
    } else
      return;
    make("assume", {V}, {V.getType()}, {named("predicate", parse(Pred))});
    return;
  }
  case 1: { // print_tko
    SmallVector<Value> Args;
    std::string Fmt = "p";
    for (unsigned I = 0; I < S.B % 3; ++I) {
      Value V = pick([](Type T) { return isIntTile(T) || isFloatArith(T); },
                     S.A + I);
      if (!V)
        break;
      Args.push_back(V);
      Fmt += isIntTile(V.getType()) ? " %d" : " %f";
    }
    Fmt += (S.B >> 3) & 1 ? "\n" : "";
    SmallVector<Value> Ops(Args);
    bool WithTok = (S.B >> 4) & 1;
    if (WithTok)
      Ops.push_back(valueOf(ct::TokenType::get(Ctx), S.A));
    make("print_tko", Ops, {ct::TokenType::get(Ctx)},
         {named("str", B.getStringAttr(Fmt)),
          named("operandSegmentSizes",
                i32Array({int32_t(Args.size()), int32_t(WithTok)}))});
    return;
  }
  case 2: {
    if (Globals.empty())
      return;
    const auto &G = Globals[S.A % Globals.size()];
    make("get_global", {}, {scalar(ct::PointerType::get(G.second))},
         {named("name", FlatSymbolRefAttr::get(Ctx, G.first))});
    return;
  }
  case 3:
  case 4: {
    Type T = scalar(I32T);
    make(S.C % 9 == 3 ? "get_tile_block_id" : "get_num_tile_blocks", {},
         {T, T, T});
    return;
  }
  case 5: { // int_to_ptr
    Value V = pick([&](Type T) {
      return isIntTile(T) && cast<ct::TileType>(T).getElementType() == I64T;
    }, S.A);
    if (!V)
      V = valueOf(scalar(I64T), S.A);
    static const Elt Pointees[] = {F32, I32, F16, I64, I8};
    make("int_to_ptr", {V},
         {tile(cast<ct::TileType>(V.getType()).getShape(),
               ct::PointerType::get(elt(Pointees[S.B % 5])))});
    return;
  }
  case 6: { // ptr_to_int
    Value P = pick(isPtrTile, S.A);
    if (!P)
      P = scalarPointer(*this, S.A);
    make("ptr_to_int", {P},
         {tile(cast<ct::TileType>(P.getType()).getShape(), I64T)});
    return;
  }
  case 7: { // offset
    Value P = pick(isPtrTile, S.A);
    if (!P)
      P = scalarPointer(*this, S.A);
    auto PT = cast<ct::TileType>(P.getType());
    Value Off = valueOf(tile(PT.getShape(), (S.B & 1) ? I64T : I32T), S.B >> 1);
    make("offset", {P, Off}, {PT});
    return;
  }
  default: { // assert
    Value C = pick([](Type T) {
      return isIntTile(T) &&
             cast<ct::TileType>(T).getElementType().isInteger(1);
    }, S.A);
    if (!C)
      C = valueOf(scalar(B.getI1Type()), S.A);
    make("assert", {C}, {}, {named("message", B.getStringAttr("m"))});
    return;
  }
  }
}
