//===- Harness.cpp - build, write, read and print on the MLIR side --------===//

#include "ModuleBuilder.h"
#include "Program.h"

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tileiras;
using namespace tileiras::bcprop;

struct Harness::Impl {
  MLIRContext Ctx;
  OwningOpRef<cuda_tile::ModuleOp> Built, Read;
  std::string Diags;
  ScopedDiagnosticHandler Handler;

  Impl()
      : Handler(&Ctx, [this](Diagnostic &D) {
          Diags += D.str();
          Diags += '\n';
          return success();
        }) {
    Ctx.getOrLoadDialect<cuda_tile::CudaTileDialect>();
    // One context for the whole run: no threads to spin up per case.
    Ctx.disableMultithreading();
  }

  static std::string print(Operation *Op, bool Generic = false) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    OpPrintingFlags F;
    if (Generic)
      F.printGenericOpForm();
    Op->print(OS, F);
    return S;
  }

  WriteOutcome write(cuda_tile::ModuleOp M, unsigned Key) {
    WriteOutcome Out;
    Diags.clear();
    std::string Buf;
    llvm::raw_string_ostream OS(Buf);
    bytecode::Version V;
    V.major = Key / 100;
    V.minor = Key % 100;
    Out.Ok = succeeded(bytecode::writeBytecode(M, OS, V));
    OS.flush();
    if (Out.Ok)
      Out.Bytes.assign(Buf.begin(), Buf.end());
    Out.Diagnostics = Diags;
    return Out;
  }
};

Harness::Harness() : I(std::make_unique<Impl>()) {}
Harness::~Harness() = default;

bool Harness::build(const Program &P, std::string &Text,
                    std::vector<Feature> &Features, std::string &Error) {
  I->Diags.clear();
  Features.clear();
  I->Built = buildModule(&I->Ctx, P, Features);
  if (failed(verify(*I->Built))) {
    Error = I->Diags + Impl::print(*I->Built, /*Generic=*/true);
    I->Built = nullptr;
    return false;
  }
  Text = Impl::print(*I->Built);
  return true;
}

WriteOutcome Harness::writeBuilt(unsigned Key) {
  return I->write(*I->Built, Key);
}

ReadOutcome Harness::read(const std::vector<uint8_t> &Bytes, bool Verify) {
  ReadOutcome Out;
  I->Diags.clear();
  bytecode::ReadError Err;
  bytecode::ReadOptions Opts;
  Opts.verify = Verify;
  I->Read = bytecode::readBytecode(Bytes, &I->Ctx, Err, Opts);
  Out.Diagnostics = I->Diags;
  if (!I->Read) {
    Out.Offset = Err.offset;
    Out.Message = Err.message;
    return Out;
  }
  Out.Ok = true;
  // Unverified IR is printed generically: the custom printers may assume
  // verified operands.
  Out.Text = Impl::print(*I->Read, /*Generic=*/!Verify);
  Out.VersionKey = Bytes[8] * 100u + Bytes[9];
  return Out;
}

WriteOutcome Harness::writeRead(unsigned Key) {
  return I->write(*I->Read, Key);
}
