//===- tileiras-run.cpp - run a cuda_tile kernel on the CPU ---------------===//
//
//   tileiras-run KERNEL.{mlir,tilebc} --entry NAME --grid X,Y,Z
//       --arg A.npy --arg i32:5 --arg f32:1.5 ... --out-dir DIR
//   tileiras-run FILE.mlir --func NAME [--arg f32:1,2,3,4 ...] [--random-seed S]
//
// Kernel mode runs an entry over the grid with the reference interpreter and
// writes every .npy argument back to DIR. Function mode runs one function
// (testing$func or entry) once and prints the values it returns.
//
// Exit status: 0 on success, 1 when the kernel hits undefined behaviour or
// an assert, 2 for bad input or usage.
//
//===----------------------------------------------------------------------===//

#include "Interp.h"
#include "Npy.h"

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <random>

using namespace mlir;
using namespace tileiras::interp;
namespace ct = mlir::cuda_tile;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<kernel>"),
                                      cl::init("-"));
static cl::opt<std::string> entryName("entry", cl::desc("entry to run"));
static cl::opt<std::string>
    funcName("func", cl::desc("run one function once and print its results"));
static cl::opt<std::string> gridText("grid", cl::desc("grid X[,Y[,Z]]"),
                                     cl::init("1,1,1"));
static cl::list<std::string>
    argList("arg", cl::desc("argument: FILE.npy or TYPE:VALUE[,VALUE...]"));
static cl::opt<std::string> outDir("out-dir",
                                   cl::desc("where .npy arguments are written"));
static cl::opt<bool> printResults("print-results",
                                  cl::desc("print arrays/results as text"));
static cl::opt<bool> hexResults("hex",
                                cl::desc("print element bits in hex"));
static cl::opt<int64_t>
    randomSeed("random-seed", cl::init(-1),
               cl::desc("function mode: random values for missing arguments"));
static cl::opt<bool> reverseBlocks("reverse-blocks",
                                   cl::desc("run tile blocks in reverse order"));
static cl::opt<uint64_t> maxSteps("max-steps", cl::init(0),
                                  cl::desc("op limit per tile block (0: none)"));
static cl::opt<bool> listOps("list-ops",
                             cl::desc("print the ops that have a rule"));

static int usageError(const llvm::Twine &msg) {
  llvm::errs() << "tileiras-run: error: " << msg << "\n";
  return 2;
}

/// Parses the input (bytecode by magic, else MLIR text). Corpus files hold a
/// module body without the `cuda_tile.module` wrapper; it is added.
static OwningOpRef<Operation *> loadInput(MLIRContext &ctx,
                                          llvm::SourceMgr &sm,
                                          std::string &error) {
  std::string err;
  auto file = openInputFile(inputFile, &err);
  if (!file) {
    error = err;
    return {};
  }
  llvm::StringRef text = file->getBuffer();
  llvm::ArrayRef<uint8_t> bytes(
      reinterpret_cast<const uint8_t *>(text.data()), text.size());
  if (tileiras::bytecode::hasMagic(bytes)) {
    tileiras::bytecode::ReadError rerr;
    auto module = tileiras::bytecode::readBytecode(bytes, &ctx, rerr);
    if (!module) {
      error = rerr.message.empty()
                  ? "bytecode failed verification"
                  : "bytecode error at offset " + std::to_string(rerr.offset) +
                        ": " + rerr.message;
      return {};
    }
    return OwningOpRef<Operation *>(module.release().getOperation());
  }
  if (!text.contains("cuda_tile.module")) {
    std::string wrapped = "cuda_tile.module @kernels {\n" + text.str() + "\n}\n";
    file = llvm::MemoryBuffer::getMemBufferCopy(wrapped, inputFile);
  }
  sm.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  ParserConfig config(&ctx);
  OwningOpRef<ModuleOp> top = parseSourceFile<ModuleOp>(sm, config);
  if (!top) {
    error = "failed to parse the input";
    return {};
  }
  return OwningOpRef<Operation *>(top.release().getOperation());
}

/// Finds a function-like op named `name` anywhere under `root`.
static Operation *findFunction(Operation *root, llvm::StringRef name,
                               bool entryOnly) {
  Operation *found = nullptr;
  root->walk([&](Operation *op) {
    if (found)
      return;
    if (auto e = dyn_cast<ct::EntryOp>(op); e && e.getSymName() == name)
      found = op;
    else if (auto f = dyn_cast<ct::TestingFuncOp>(op);
             !entryOnly && f && f.getSymName() == name)
      found = op;
  });
  return found;
}

/// Parses one scalar element of type `elt` from text.
static bool parseElement(Type elt, llvm::StringRef text, uint64_t &bits) {
  text = text.trim();
  if (isFloatElt(elt)) {
    llvm::APFloat f(floatSemantics(elt));
    auto st = f.convertFromString(text, llvm::RoundingMode::NearestTiesToEven);
    if (!st) {
      llvm::consumeError(st.takeError());
      return false;
    }
    bits = encodeFloat(elt, f);
    return true;
  }
  if (text == "true" || text == "false") {
    bits = text == "true";
    return true;
  }
  llvm::APInt v;
  bool negative = text.consume_front("-");
  if (text.getAsInteger(0, v))
    return false;
  unsigned w = eltBits(elt);
  if (v.getActiveBits() > w + (negative ? 0 : 0) && v.getActiveBits() > 64)
    return false;
  uint64_t x = v.zextOrTrunc(64).getZExtValue();
  bits = maskBits(elt, negative ? uint64_t(0) - x : x);
  return true;
}

static std::string typeText(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

/// TYPE:V[,V...] for a tile argument of `type` (one value is splatted).
static bool parseTileArg(llvm::StringRef text, ct::TileType type, Tile &tile,
                         std::string &error) {
  auto [typeName, values] = text.split(':');
  std::string want = typeText(type.getElementType());
  if (typeName != want) {
    error = "argument '" + text.str() + "' has type '" + typeName.str() +
            "' but the kernel expects " + typeText(type);
    return false;
  }
  tile = Tile(type.getElementType(), type.getShape());
  llvm::SmallVector<llvm::StringRef> parts;
  values.split(parts, ',');
  if (parts.size() != 1 && parts.size() != tile.size()) {
    error = "argument '" + text.str() + "' has " +
            std::to_string(parts.size()) + " values for " +
            std::to_string(tile.size()) + " elements";
    return false;
  }
  for (size_t i = 0; i < tile.size(); ++i)
    if (!parseElement(tile.elt, parts[parts.size() == 1 ? 0 : i],
                      tile.bits[i])) {
      error = "cannot read '" + parts[parts.size() == 1 ? 0 : i].str() +
              "' as " + want;
      return false;
    }
  return true;
}

/// Random values biased toward the edge cases folds get wrong.
static Tile randomTile(ct::TileType type, std::mt19937_64 &rng) {
  Tile t(type.getElementType(), type.getShape());
  unsigned w = eltBits(t.elt);
  for (uint64_t &bits : t.bits) {
    unsigned pick = rng() % 8;
    if (isFloatElt(t.elt)) {
      const llvm::fltSemantics &sem = floatSemantics(t.elt);
      llvm::APFloat specials[] = {
          llvm::APFloat::getZero(sem), llvm::APFloat::getZero(sem, true),
          llvm::APFloat::getInf(sem), llvm::APFloat::getInf(sem, true),
          llvm::APFloat::getQNaN(sem), llvm::APFloat::getSmallest(sem),
          llvm::APFloat::getLargest(sem, true), llvm::APFloat(sem, "1.0")};
      if (pick == 0) {
        bits = encodeFloat(t.elt, specials[rng() % 8]);
      } else if (pick < 4) {
        bits = maskBits(t.elt, rng());
        if (isa<FloatTF32Type>(t.elt))
          bits &= ~uint64_t(0x1fff);
      } else {
        llvm::APFloat f(sem);
        f.convertFromAPInt(llvm::APInt(64, int64_t(rng() % 41) - 20), true,
                           llvm::RoundingMode::NearestTiesToEven);
        llvm::APFloat scale(sem, "0.25");
        if (pick == 7)
          f.multiply(scale, llvm::RoundingMode::NearestTiesToEven);
        bits = encodeFloat(t.elt, f);
      }
    } else {
      uint64_t specials[] = {0, 1, maskBits(t.elt, ~0ull),
                             w > 1 ? uint64_t(1) << (w - 1) : 1,
                             w > 1 ? (uint64_t(1) << (w - 1)) - 1 : 0, 2};
      if (pick < 2)
        bits = maskBits(t.elt, specials[rng() % 6]);
      else if (pick < 5)
        bits = maskBits(t.elt, rng());
      else
        bits = maskBits(t.elt, uint64_t(int64_t(rng() % 17) - 8));
    }
  }
  return t;
}

/// Checks that a .npy dtype can hold `elt`: same kind where numpy has the
/// type; types numpy lacks (bf16, tf32, f8) accept raw bits of equal size.
static bool dtypeMatches(const NpyArray &a, Type elt) {
  if (a.itemSize != eltBytes(elt))
    return false;
  if (elt.isF16() || elt.isF32() || elt.isF64())
    return a.kind == 'f';
  if (isIntElt(elt))
    return eltBits(elt) == 1 ? (a.kind == 'b' || a.kind == 'u')
                             : (a.kind == 'i' || a.kind == 'u');
  return a.kind != 'f';
}

static Tile bufferTile(const Buffer &b, Type elt,
                       llvm::ArrayRef<int64_t> shape) {
  Tile t(elt, shape);
  unsigned size = eltBytes(elt);
  for (size_t i = 0; i < t.size(); ++i) {
    uint64_t v = 0;
    for (unsigned k = 0; k < size; ++k)
      v |= uint64_t(b.bytes[i * size + k]) << (8 * k);
    t.bits[i] = eltBits(elt) == 1 ? uint64_t(v != 0) : v;
  }
  return t;
}

static int runKernelMode(Operation *root) {
  Operation *func = findFunction(root, entryName, /*entryOnly=*/true);
  if (!func)
    return usageError("no entry named '" + entryName + "' in " + inputFile);
  std::array<int64_t, 3> grid{1, 1, 1};
  llvm::SmallVector<llvm::StringRef> dims;
  llvm::StringRef(gridText).split(dims, ',');
  if (dims.empty() || dims.size() > 3)
    return usageError("--grid expects X[,Y[,Z]]");
  for (size_t i = 0; i < dims.size(); ++i)
    if (dims[i].trim().getAsInteger(10, grid[i]) || grid[i] < 1)
      return usageError("--grid dimension '" + dims[i] +
                        "' is not a positive integer");
  auto fnType = cast<ct::EntryOp>(func).getFunctionType();
  if (argList.size() != fnType.getNumInputs())
    return usageError("entry '" + entryName + "' takes " +
                      llvm::Twine(fnType.getNumInputs()) +
                      " arguments, got " + llvm::Twine(argList.size()));
  Memory memory;
  std::vector<Tile> args;
  struct Output {
    std::string file;
    size_t buffer;
    NpyArray header;
    Type elt;
  };
  std::vector<Output> outputs;
  for (auto [i, text] : llvm::enumerate(argList)) {
    auto type = dyn_cast<ct::TileType>(fnType.getInput(i));
    if (!type)
      return usageError("argument #" + llvm::Twine(i) + " has type " +
                        typeText(fnType.getInput(i)) +
                        ", which tileiras-run cannot pass");
    if (auto ptr = dyn_cast<ct::PointerType>(type.getElementType())) {
      if (!llvm::StringRef(text).ends_with(".npy"))
        return usageError("argument #" + llvm::Twine(i) + " is a " +
                          typeText(type) + ": expected a .npy file, got '" +
                          text + "'");
      auto buf = llvm::MemoryBuffer::getFile(text);
      if (!buf)
        return usageError("cannot read '" + text +
                          "': " + buf.getError().message());
      NpyArray array;
      std::string err;
      llvm::ArrayRef<uint8_t> bytes(
          reinterpret_cast<const uint8_t *>((*buf)->getBufferStart()),
          (*buf)->getBufferSize());
      if (!parseNpy(bytes, array, err))
        return usageError(text + ": " + err);
      Type elt = ptr.getPointeeType();
      if (!dtypeMatches(array, elt))
        return usageError(text + ": dtype '" + array.descr +
                          "' does not match the pointee type " +
                          typeText(elt) + " of argument #" + llvm::Twine(i));
      uint64_t addr = memory.allocate(llvm::sys::path::filename(text),
                                      array.data.size());
      memory.buffers.back().bytes = array.data;
      outputs.push_back({text, memory.buffers.size() - 1, array, elt});
      args.push_back(Tile::scalar(ptr, addr));
      continue;
    }
    Tile t;
    std::string err;
    if (!parseTileArg(text, type, t, err))
      return usageError("argument #" + llvm::Twine(i) + ": " + err);
    args.push_back(std::move(t));
  }
  RunOptions options;
  options.maxSteps = maxSteps;
  if (reverseBlocks)
    options.order = RunOptions::BlockOrder::Reverse;
  if (!outDir.empty())
    if (std::error_code ec = llvm::sys::fs::create_directories(outDir))
      return usageError("cannot create '" + outDir + "': " + ec.message());
  bool ok = succeeded(runKernel(func->getParentOp(), entryName, args, grid,
                                memory, options));
  for (Output &o : outputs) {
    const Buffer &b = memory.buffers[o.buffer];
    if (printResults)
      llvm::outs() << llvm::sys::path::filename(o.file) << " = "
                   << formatTile(bufferTile(b, o.elt, o.header.shape),
                                 hexResults)
                   << "\n";
    if (!ok || outDir.empty())
      continue;
    NpyArray out = o.header;
    out.data = b.bytes;
    llvm::SmallString<256> path(outDir);
    llvm::sys::path::append(path, llvm::sys::path::filename(o.file));
    // writeToOutput writes a temporary file and renames it.
    if (llvm::Error e = llvm::writeToOutput(path, [&](llvm::raw_ostream &os) {
          os << serializeNpy(out);
          return llvm::Error::success();
        })) {
      llvm::errs() << "tileiras-run: error: cannot write " << path << ": "
                   << llvm::toString(std::move(e)) << "\n";
      return 2;
    }
  }
  return ok ? 0 : 1;
}

static int runFunctionMode(Operation *root) {
  Operation *func = findFunction(root, funcName, /*entryOnly=*/false);
  if (!func)
    return usageError("no function named '" + funcName + "' in " + inputFile);
  auto fn = cast<FunctionOpInterface>(func);
  auto inputs = fn.getArgumentTypes();
  if (argList.size() > inputs.size() ||
      (randomSeed < 0 && argList.size() != inputs.size()))
    return usageError("function '" + funcName + "' takes " +
                      llvm::Twine(inputs.size()) + " arguments, got " +
                      llvm::Twine(argList.size()));
  std::mt19937_64 rng(randomSeed < 0 ? 0 : uint64_t(randomSeed));
  std::vector<Tile> args;
  for (size_t i = 0; i < inputs.size(); ++i) {
    auto type = dyn_cast<ct::TileType>(inputs[i]);
    if (!type || isPtrElt(type.getElementType()))
      return usageError("argument #" + llvm::Twine(i) + " of type " +
                        typeText(inputs[i]) +
                        " cannot be given in function mode");
    if (i < argList.size()) {
      Tile t;
      std::string err;
      if (!parseTileArg(argList[i], type, t, err))
        return usageError("argument #" + llvm::Twine(i) + ": " + err);
      args.push_back(std::move(t));
    } else {
      args.push_back(randomTile(type, rng));
    }
  }
  if (randomSeed >= 0)
    for (auto [i, a] : llvm::enumerate(args))
      llvm::outs() << "arg #" << i << " = " << formatTile(a, hexResults)
                   << "\n";
  Memory memory;
  std::vector<Tile> results;
  RunOptions options;
  options.maxSteps = maxSteps ? uint64_t(maxSteps) : 10000000;
  if (failed(runFunction(func, args, memory, results, options)))
    return 1;
  for (auto [i, r] : llvm::enumerate(results))
    llvm::outs() << "result #" << i << " = "
                 << (r.elt ? formatTile(r, hexResults) : "<no value>") << "\n";
  return 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "cuda_tile reference interpreter\n");
  if (listOps) {
    for (const std::string &name : supportedOps())
      llvm::outs() << name << "\n";
    return 0;
  }
  if (entryName.empty() == funcName.empty())
    return usageError("give exactly one of --entry NAME or --func NAME");
  DialectRegistry registry;
  registry.insert<ct::CudaTileDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.printOpOnDiagnostic(false);
  llvm::SourceMgr sm;
  SourceMgrDiagnosticHandler diagHandler(sm, &ctx);
  std::string error;
  OwningOpRef<Operation *> root = loadInput(ctx, sm, error);
  if (!root)
    return usageError(inputFile + ": " + error);
  return entryName.empty() ? runFunctionMode(root.get())
                           : runKernelMode(root.get());
}
