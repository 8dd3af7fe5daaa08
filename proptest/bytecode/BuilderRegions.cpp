//===- BuilderRegions.cpp - if, for, loop, reduce and scan ----------------===//

#include "BuilderImpl.h"

using namespace mlir;
using namespace tileiras::bcprop;

/// Up to `N` types of tile values from the pool (iteration/result types).
static SmallVector<Type> poolTypes(BodyBuilder &BB, unsigned N, uint32_t R) {
  SmallVector<Type> Types;
  for (unsigned I = 0; I < N; ++I)
    if (Value V = BB.pick([](Type T) { return isa<ct::TileType>(T); },
                          R >> (4 * I)))
      Types.push_back(V.getType());
  return Types;
}

static Block *newBlock(Region &R, TypeRange Args, Location Loc) {
  Block *B = new Block();
  R.push_back(B);
  for (Type T : Args)
    B->addArgument(T, Loc);
  return B;
}

void BodyBuilder::ifOp(const Step &S, ArrayRef<Step> Body) {
  Value Cond = valueOf(scalar(B.getI1Type()), S.B);
  SmallVector<Type> Results = poolTypes(*this, S.C % 3, S.C >> 2);
  Operation *If = make("if", {Cond}, Results, {}, 2, /*Publish=*/false);
  size_t Half = (S.B >> 3) & 1 ? Body.size() : Body.size() / 2;
  auto yield = [&](uint32_t R) {
    return [&, R] {
      SmallVector<Value> Vals;
      for (unsigned I = 0; I < Results.size(); ++I)
        Vals.push_back(valueOf(Results[I], R + I));
      make("yield", Vals, {});
    };
  };
  nested(newBlock(If->getRegion(0), {}, Loc), Body.take_front(Half), yield(S.A));
  nested(newBlock(If->getRegion(1), {}, Loc), Body.drop_front(Half),
         yield(S.A >> 5));
  publish(If);
}

void BodyBuilder::forOp(const Step &S, ArrayRef<Step> Body) {
  Type IV = scalar((S.B & 1) ? B.getI64Type() : B.getI32Type());
  SmallVector<Type> Iters = poolTypes(*this, S.C % 3, S.C >> 3);
  SmallVector<Value> Ops = {valueOf(IV, S.B >> 1), valueOf(IV, S.B >> 3),
                            valueOf(IV, S.B >> 5)};
  for (unsigned I = 0; I < Iters.size(); ++I)
    Ops.push_back(valueOf(Iters[I], S.B >> (7 + I)));
  SmallVector<NamedAttribute> Attrs;
  if ((S.C >> 2) & 1) {
    Attrs.push_back(named("unsignedCmp", B.getUnitAttr()));
    feature(1302, "cuda_tile.for");
  }
  Operation *For = make("for", Ops, Iters, Attrs, 1, /*Publish=*/false);
  SmallVector<Type> Args = {IV};
  Args.append(Iters);
  nested(newBlock(For->getRegion(0), Args, Loc), Body, [&] {
    SmallVector<Value> Vals;
    for (unsigned I = 0; I < Iters.size(); ++I)
      Vals.push_back(valueOf(Iters[I], S.A + I));
    make("continue", Vals, {});
  });
  publish(For);
}

void BodyBuilder::loopOp(const Step &S, ArrayRef<Step> Body) {
  SmallVector<Type> Iters = poolTypes(*this, S.B % 3, S.B >> 2);
  SmallVector<Type> Results = poolTypes(*this, S.C % 2, S.C >> 1);
  SmallVector<Value> Inits;
  for (unsigned I = 0; I < Iters.size(); ++I)
    Inits.push_back(valueOf(Iters[I], S.A + I));
  Operation *Loop = make("loop", Inits, Results, {}, 1, /*Publish=*/false);
  nested(newBlock(Loop->getRegion(0), Iters, Loc), Body, [&] {
    // if (cond) { break(results) }; continue(iters)
    Value Cond = valueOf(scalar(B.getI1Type()), S.C >> 3);
    Operation *If = make("if", {Cond}, {}, {}, 2, /*Publish=*/false);
    nested(newBlock(If->getRegion(0), {}, Loc), {}, [&] {
      SmallVector<Value> Vals;
      for (unsigned I = 0; I < Results.size(); ++I)
        Vals.push_back(valueOf(Results[I], S.C >> (5 + I)));
      make("break", Vals, {});
    });
    SmallVector<Value> Vals;
    for (unsigned I = 0; I < Iters.size(); ++I)
      Vals.push_back(valueOf(Iters[I], S.A >> (4 + I)));
    make("continue", Vals, {});
  });
  publish(Loop);
}

void BodyBuilder::reduceOrScan(const Step &S, bool Scan) {
  auto Reducible = [](Type T) {
    auto TT = dyn_cast<ct::TileType>(T);
    return TT && TT.getRank() >= 1 && (isIntTile(T) || isFloatArith(T)) &&
           !TT.getElementType().isInteger(1);
  };
  Value V = pick(Reducible, S.A);
  if (!V)
    V = constant(tile({4, 8}, B.getF32Type()), S.A, true);
  auto T = cast<ct::TileType>(V.getType());
  SmallVector<Value> Ins = {V};
  if (S.C & 1)
    if (Value W = pick(
            [&](Type U) {
              return Reducible(U) &&
                     cast<ct::TileType>(U).getShape() == T.getShape();
            },
            S.B >> 8))
      Ins.push_back(W);
  unsigned Dim = S.B % T.getRank();
  SmallVector<Type> ResultTypes, ArgTypes;
  SmallVector<Attribute> Identities;
  for (Value In : Ins) {
    Type E = cast<ct::TileType>(In.getType()).getElementType();
    SmallVector<int64_t> Shape(T.getShape());
    if (!Scan)
      Shape.erase(Shape.begin() + Dim);
    ResultTypes.push_back(tile(Shape, E));
    ArgTypes.append({scalar(E), scalar(E)});
    if (isa<IntegerType>(E))
      Identities.push_back(B.getIntegerAttr(E, (S.C >> 2) & 1));
    else
      Identities.push_back(B.getFloatAttr(E, (S.C >> 2) & 1 ? 1.0 : 0.0));
  }
  SmallVector<NamedAttribute> Attrs = {
      named("dim", B.getI32IntegerAttr(Dim)),
      named("identities", B.getArrayAttr(Identities))};
  if (Scan)
    Attrs.push_back(named("reverse", B.getBoolAttr((S.C >> 3) & 1)));
  Operation *Op = make(Scan ? "scan" : "reduce", Ins, ResultTypes, Attrs, 1,
                       /*Publish=*/false);
  Block *Blk = newBlock(Op->getRegion(0), ArgTypes, Loc);
  nested(Blk, {}, [&] {
    SmallVector<Value> Vals;
    for (unsigned I = 0; I < Ins.size(); ++I) {
      Value A = Blk->getArgument(2 * I), Acc = Blk->getArgument(2 * I + 1);
      Type ET = A.getType();
      unsigned C = (S.C >> (4 + 2 * I)) % 4;
      Operation *Comb;
      if (isIntTile(ET)) {
        static const char *const Names[] = {"addi", "muli", "maxi", "mini"};
        Comb = C < 2 ? make(Names[C], {A, Acc}, {ET},
                            {named("overflow", en("overflow", "none"))})
                     : make(Names[C], {A, Acc}, {ET},
                            {named("signedness", en("signedness", "signed"))});
      } else {
        static const char *const Names[] = {"addf", "mulf", "maxf", "minf"};
        Comb = C < 2 ? make(Names[C], {A, Acc}, {ET},
                            {named("rounding_mode", en("rounding", "nearest_even"))})
                     : make(Names[C], {A, Acc}, {ET});
      }
      Vals.push_back(Comb->getResult(0));
    }
    make("yield", Vals, {});
  });
  publish(Op);
}
