//===- bytecode_bench.cpp - bytecode reader throughput --------------------===//
//
// One large module (TILEIRAS_BENCH_MB, default 24 MB of bytecode) built by
// replicating every function and global of the real-producer corpus under
// fresh names, written at 13.4 with its debug locations. Measured in one run:
//   memcpy of the bytes          (upper bound of any reader)
//   readBytecode (+/- verifier)  (the reader under test)
//   parse of the same module as MLIR text with locations (+ verifier)
//   writeBytecode                (for reference)
// Counters: bytes/s of the input each one consumes, and ops/s. report.py
// turns a JSON run into ratios. Benchmarks never assert on time.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace mlir;
namespace bc = tileiras::bytecode;

namespace {

struct Fixture {
  MLIRContext Ctx;
  std::vector<uint8_t> Bytes;
  std::string Text;
  int64_t NumOps = 0;
  std::string Error;

  Fixture() {
    Ctx.getOrLoadDialect<cuda_tile::CudaTileDialect>();
    Ctx.disableMultithreading();
    const char *Env = std::getenv("TILEIRAS_BENCH_MB");
    size_t Target = size_t(Env ? std::atof(Env) : 24.0) * (1 << 20);
    std::vector<OwningOpRef<cuda_tile::ModuleOp>> Sources = loadCorpus();
    if (Sources.empty()) {
      Error = "no corpus module could be read from " TILEIRAS_BC_CORPUS_DIR;
      return;
    }
    OpBuilder B(&Ctx);
    OwningOpRef<cuda_tile::ModuleOp> Big =
        B.create<cuda_tile::ModuleOp>(UnknownLoc::get(&Ctx), "kernels");
    // Grow in rounds of one copy of every source until the bytes suffice.
    for (unsigned Round = 0; Bytes.size() < Target; ++Round) {
      for (auto &Src : Sources)
        appendCopy(*Big, *Src);
      Bytes.clear();
      std::string Buf;
      llvm::raw_string_ostream OS(Buf);
      if (failed(bc::writeBytecode(*Big, OS))) {
        Error = "writing the replicated module failed";
        return;
      }
      OS.flush();
      Bytes.assign(Buf.begin(), Buf.end());
      // Round 0 tells the size of one round; jump close to the target.
      if (Round == 0 && Bytes.size() < Target)
        for (unsigned R = 1; R + 1 < Target / Bytes.size(); ++R, ++Round)
          for (auto &Src : Sources)
            appendCopy(*Big, *Src);
    }
    Big->walk([&](Operation *) { ++NumOps; });
    llvm::raw_string_ostream TS(Text);
    Big->print(TS, OpPrintingFlags().enableDebugInfo());
  }

  std::vector<OwningOpRef<cuda_tile::ModuleOp>> loadCorpus() {
    std::vector<OwningOpRef<cuda_tile::ModuleOp>> Mods;
    // Silences the verifier on the files NVIDIA also rejects.
    ScopedDiagnosticHandler Quiet(&Ctx, [](Diagnostic &) { return success(); });
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator It(TILEIRAS_BC_CORPUS_DIR, EC), End;
         It != End && !EC; It.increment(EC)) {
      if (!llvm::StringRef(It->path()).ends_with(".tilebc"))
        continue;
      auto Buf = llvm::MemoryBuffer::getFile(It->path());
      if (!Buf)
        continue;
      llvm::StringRef S = (*Buf)->getBuffer();
      bc::ReadError Err;
      auto M = bc::readBytecode(
          llvm::ArrayRef<uint8_t>(
              reinterpret_cast<const uint8_t *>(S.data()), S.size()),
          &Ctx, Err);
      if (M) // the 6 files NVIDIA also rejects fail verification
        Mods.push_back(std::move(M));
    }
    return Mods;
  }

  /// Copies every global and function of `Src` into `Dst` as <name>_c<n>,
  /// renaming get_global references along.
  static void appendCopy(cuda_tile::ModuleOp Dst, cuda_tile::ModuleOp Src) {
    static unsigned Copy = 0;
    std::string Suffix = "_c" + std::to_string(Copy++);
    Block &Body = Dst->getRegion(0).front();
    llvm::StringMap<std::string> Renamed;
    for (Operation &Op : Src->getRegion(0).front()) {
      Operation *C = Op.clone();
      auto Name = C->getAttrOfType<StringAttr>("sym_name");
      std::string NewName = Name.getValue().str() + Suffix;
      Renamed[Name.getValue()] = NewName;
      C->setAttr("sym_name", StringAttr::get(C->getContext(), NewName));
      // The verifier ties an entry's name to its debug scope's linkage name.
      AttrTypeReplacer Scopes;
      Scopes.addReplacement([&](cuda_tile::DISubprogramAttr SP) -> Attribute {
        if (SP.getLinkageName() != Name)
          return SP;
        return cuda_tile::DISubprogramAttr::get(
            SP.getContext(), SP.getFile(), SP.getLine(), SP.getName(),
            StringAttr::get(SP.getContext(), NewName), SP.getCompileUnit(),
            SP.getScopeLine());
      });
      Scopes.recursivelyReplaceElementsIn(C, /*replaceAttrs=*/true,
                                          /*replaceLocs=*/true,
                                          /*replaceTypes=*/false);
      Body.push_back(C);
      C->walk([&](Operation *In) {
        if (auto Ref = In->getAttrOfType<FlatSymbolRefAttr>("name"))
          if (Renamed.count(Ref.getValue()))
            In->setAttr("name", FlatSymbolRefAttr::get(
                                    In->getContext(), Renamed[Ref.getValue()]));
      });
    }
  }
};

Fixture &fixture() {
  static Fixture F;
  return F;
}

bool ready(benchmark::State &State) {
  Fixture &F = fixture();
  if (!F.Error.empty()) {
    State.SkipWithError(F.Error.c_str());
    return false;
  }
  return true;
}

void setCounters(benchmark::State &State, size_t InputBytes) {
  Fixture &F = fixture();
  State.SetBytesProcessed(int64_t(State.iterations()) * InputBytes);
  State.SetItemsProcessed(int64_t(State.iterations()) * F.NumOps);
  State.counters["input_bytes"] = double(InputBytes);
  State.counters["ops"] = double(F.NumOps);
}

void BM_Memcpy(benchmark::State &State) {
  if (!ready(State))
    return;
  Fixture &F = fixture();
  std::vector<uint8_t> Dst(F.Bytes.size());
  for (auto _ : State) {
    std::memcpy(Dst.data(), F.Bytes.data(), F.Bytes.size());
    benchmark::DoNotOptimize(Dst.data());
    benchmark::ClobberMemory();
  }
  setCounters(State, F.Bytes.size());
}

void readBench(benchmark::State &State, bool Verify) {
  if (!ready(State))
    return;
  Fixture &F = fixture();
  bc::ReadOptions Opts;
  Opts.verify = Verify;
  for (auto _ : State) {
    bc::ReadError Err;
    auto M = bc::readBytecode(F.Bytes, &F.Ctx, Err, Opts);
    if (!M) {
      State.SkipWithError(("read failed: " + Err.message).c_str());
      return;
    }
    benchmark::DoNotOptimize(M.get());
  }
  setCounters(State, F.Bytes.size());
}
void BM_ReadBytecode(benchmark::State &State) { readBench(State, true); }
void BM_ReadBytecodeNoVerify(benchmark::State &State) { readBench(State, false); }

void BM_ParseText(benchmark::State &State) {
  if (!ready(State))
    return;
  Fixture &F = fixture();
  for (auto _ : State) {
    Block Holder;
    if (failed(parseSourceString(F.Text, &Holder, ParserConfig(&F.Ctx)))) {
      State.SkipWithError("parsing the printed module failed");
      return;
    }
    benchmark::DoNotOptimize(&Holder);
  }
  setCounters(State, F.Text.size());
}

void BM_WriteBytecode(benchmark::State &State) {
  if (!ready(State))
    return;
  Fixture &F = fixture();
  bc::ReadError Err;
  auto M = bc::readBytecode(F.Bytes, &F.Ctx, Err);
  for (auto _ : State) {
    std::string Buf;
    Buf.reserve(F.Bytes.size());
    llvm::raw_string_ostream OS(Buf);
    if (!M || failed(bc::writeBytecode(*M, OS))) {
      State.SkipWithError("write failed");
      return;
    }
    benchmark::DoNotOptimize(Buf.data());
  }
  setCounters(State, F.Bytes.size());
}

} // namespace

BENCHMARK(BM_Memcpy)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReadBytecode)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReadBytecodeNoVerify)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ParseText)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WriteBytecode)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
