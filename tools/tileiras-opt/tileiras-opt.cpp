//===- tileiras-opt.cpp - the tileiras optimizer driver --------------------===//
//
// MlirOptMain with every tileiras dialect and pass: parse, verify, transform
// and print cuda_tile and the lower dialects.
//
// Input that starts with the TileIR bytecode magic is read with the bytecode
// reader first and handed to MlirOptMain as generic-form text with full
// locations, so every opt feature (passes, -verify-diagnostics, printing
// flags) works unchanged on .tilebc files.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// Replaces a bytecode buffer by the text of the module it holds; leaves
/// any other input alone. Fails (after printing why) on malformed bytecode.
static LogicalResult
convertBytecodeInput(std::unique_ptr<llvm::MemoryBuffer> &buffer,
                     DialectRegistry &registry) {
  llvm::ArrayRef<uint8_t> bytes(
      reinterpret_cast<const uint8_t *>(buffer->getBufferStart()),
      buffer->getBufferSize());
  if (!tileiras::bytecode::hasMagic(bytes))
    return success();
  MLIRContext context(registry);
  tileiras::bytecode::ReadError error;
  // MlirOptMain verifies the text again; its diagnostics carry the file's
  // debug locations, so skip the reader's own verification here.
  tileiras::bytecode::ReadOptions options;
  options.verify = false;
  auto module =
      tileiras::bytecode::readBytecode(bytes, &context, error, options);
  if (!module) {
    llvm::errs() << "error: " << buffer->getBufferIdentifier() << ": byte "
                 << error.offset << ": " << error.message << "\n";
    return failure();
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, OpPrintingFlags().enableDebugInfo().printGenericOpForm());
  buffer = llvm::MemoryBuffer::getMemBufferCopy(
      text, buffer->getBufferIdentifier());
  return success();
}

int main(int argc, char **argv) {
  DialectRegistry registry;
  tileiras::registerAllDialects(registry);
  tileiras::registerAllPasses();
  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "tileiras optimizer driver\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  // Modes that do not read the input keep MLIR's own handling.
  if (config.shouldShowDialects() || config.shouldListPasses() ||
      config.shouldRunReproducer())
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file =
      openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  if (failed(convertBytecodeInput(file, registry)))
    return 1;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  if (failed(MlirOptMain(output->os(), std::move(file), registry, config)))
    return 1;
  output->keep();
  return 0;
}
