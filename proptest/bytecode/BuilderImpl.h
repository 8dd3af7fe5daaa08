//===- BuilderImpl.h - state shared by the module builder TUs ---*- C++ -*-===//
//
// The builder keeps a pool of the values visible at the insertion point and
// interprets each Step against it. Every choice is reduced modulo what is
// available, and a missing operand is materialised as a constant, so every
// Step list yields a valid module.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_PROPTEST_BYTECODE_BUILDERIMPL_H
#define TILEIRAS_PROPTEST_BYTECODE_BUILDERIMPL_H

#include "Program.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringMap.h"

namespace tileiras::bcprop {

namespace ct = mlir::cuda_tile;

/// Element kinds, in the order Step choices index them.
enum Elt : unsigned {
  I1, I8, I16, I32, I64, F16, BF16, F32, F64, TF32, F8E4M3FN, F8E5M2,
  F8E8M0FNU, F4E2M1FN, NumElts
};

class BodyBuilder {
public:
  BodyBuilder(mlir::MLIRContext *Ctx, std::vector<Feature> &Features,
              llvm::ArrayRef<std::pair<std::string, mlir::Type>> Globals)
      : Ctx(Ctx), B(Ctx), Loc(mlir::UnknownLoc::get(Ctx)), Features(Features),
        Globals(Globals) {}

  /// Interprets `Steps` at the current insertion point.
  void run(llvm::ArrayRef<Step> Steps);

  mlir::OpBuilder B;
  std::vector<mlir::Value> Pool;

  // Types and attributes.
  mlir::Type elt(unsigned K);
  ct::TileType tile(llvm::ArrayRef<int64_t> Shape, mlir::Type Elt) {
    return ct::TileType::get(Shape, Elt);
  }
  ct::TileType scalar(mlir::Type Elt) { return tile({}, Elt); }
  mlir::Attribute parse(llvm::StringRef Text);
  mlir::Attribute en(llvm::StringRef Kind, llvm::StringRef Value) {
    return parse(("#cuda_tile." + Kind + "<" + Value + ">").str());
  }
  mlir::NamedAttribute named(llvm::StringRef Name, mlir::Attribute A) {
    return B.getNamedAttr(Name, A);
  }
  void feature(unsigned Since, llvm::StringRef Needle) {
    if (Since > 1301)
      Features.push_back({Since, Needle.str()});
  }
  unsigned eltSince(mlir::Type T);

  // Values.
  mlir::Operation *make(llvm::StringRef Name, mlir::ValueRange Operands,
                        mlir::TypeRange Results,
                        llvm::ArrayRef<mlir::NamedAttribute> Attrs = {},
                        unsigned NumRegions = 0, bool Publish = true);
  /// Adds the results of a region op once its regions are built.
  void publish(mlir::Operation *Op) {
    for (mlir::Value R : Op->getResults())
      Pool.push_back(R);
  }
  /// A tile of `Shape` pointers derived from the 0-D pointer `P`.
  mlir::Value pointerTile(mlir::Value P, llvm::ArrayRef<int64_t> Shape);
  mlir::Attribute i32Array(llvm::ArrayRef<int32_t> Values) {
    return mlir::DenseI32ArrayAttr::get(Ctx, Values);
  }
  mlir::Value pick(llvm::function_ref<bool(mlir::Type)> Pred, uint32_t R);
  mlir::Value constant(ct::TileType T, uint32_t Seed, bool Dense);
  /// A value of exactly `T`: from the pool when one exists, else a constant.
  mlir::Value valueOf(mlir::Type T, uint32_t R);
  mlir::Value i32Index(uint32_t R) {
    return valueOf(scalar(B.getI32Type()), R);
  }
  ct::TileType randomTile(uint32_t R, bool ArithOnly);

  // Op families (BuilderOps.cpp, BuilderMemory.cpp, BuilderRegions.cpp).
  void constantStep(const Step &S);
  void intBinary(const Step &S);
  void intUnary(const Step &S);
  void floatBinary(const Step &S);
  void floatUnary(const Step &S);
  void conversion(const Step &S);
  void shape(const Step &S);
  void views(const Step &S);
  void pointerMemory(const Step &S);
  void atomics(const Step &S);
  void misc(const Step &S);
  void tokens(const Step &S);
  void mma(const Step &S);
  void ifOp(const Step &S, llvm::ArrayRef<Step> Body);
  void forOp(const Step &S, llvm::ArrayRef<Step> Body);
  void loopOp(const Step &S, llvm::ArrayRef<Step> Body);
  void reduceOrScan(const Step &S, bool Scan);

  /// Builds `Body` into `Block`, then a terminator from `Terminate`. Values
  /// defined inside are dropped from the pool afterwards.
  void nested(mlir::Block *Block, llvm::ArrayRef<Step> Body,
              llvm::function_ref<void()> Terminate);

  mlir::MLIRContext *Ctx;
  mlir::Location Loc;
  std::vector<Feature> &Features;
  llvm::ArrayRef<std::pair<std::string, mlir::Type>> Globals;
  llvm::StringMap<mlir::Attribute> AttrCache;
  unsigned Depth = 0;
};

bool isIntTile(mlir::Type T);
bool isFloatArith(mlir::Type T); // f16, bf16, f32, f64 tiles
bool isPtrTile(mlir::Type T);
bool isToken(mlir::Type T);
unsigned bitWidth(mlir::Type Elt);

} // namespace tileiras::bcprop

#endif // TILEIRAS_PROPTEST_BYTECODE_BUILDERIMPL_H
