//===- Driver.cpp - the tileiras command-line driver ----------------------===//
//
// Reads the input file, compiles it (compileBytecode, Compile.cpp: the checks
// in NVIDIA's order, the pipeline, ptxas) and writes the output whole. The
// first failure ends the run with its exit code and no output file is
// touched.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Driver.h"

#include "Output.h"
#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Driver/Compile.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/Timing.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tileiras;
using namespace tileiras::driver;

void tileiras::driver::printVersion(llvm::raw_ostream &os) {
  os << "tileiras: open reimplementation of the Cuda Tile IR optimizing "
        "assembler\n"
        "Compatible with Cuda compilation tools, release 13.4, V13.4.0\n"
        "Reads Tile IR bytecode "
     << bytecode::versionName(bytecode::kMinVersion) << " to "
     << bytecode::versionName(bytecode::kMaxVersion) << "; built on LLVM/MLIR "
     << LLVM_VERSION_STRING << "\n";
}

static int fail(int code, const llvm::Twine &message) {
  llvm::errs() << "error: " << message << '\n';
  return code;
}

int tileiras::driver::runDriver(const DriverOptions &options) {
  // --time-passes: the report goes to stderr when `timing` goes away.
  DefaultTimingManager timing;
  timing.setEnabled(options.inspect.timePasses);
  TimingScope rootTime = timing.getRootScope();
  llvm::StringRef input = options.inputFile;
  auto buffer = llvm::MemoryBuffer::getFile(input, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return fail(ExitUsage, "unable to read input file '" + input +
                               "': " + buffer.getError().message());
  // Outlives the output: command-line remarks are printed when it goes.
  MLIRContext context;
  std::string output;
  if (int code = compileBytecode((*buffer)->getBuffer(), options, context,
                                 llvm::errs(), output, &rootTime))
    return code;
  if (llvm::Error error = writeOutputAtomically(options.outputFile, output))
    return fail(ExitConfig, toString(std::move(error)));
  return ExitSuccess;
}
