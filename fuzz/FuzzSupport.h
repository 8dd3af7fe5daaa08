//===- FuzzSupport.h - shared set-up of the fuzz targets --------*- C++ -*-===//

#ifndef TILEIRAS_FUZZ_FUZZSUPPORT_H
#define TILEIRAS_FUZZ_FUZZSUPPORT_H

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace tileiras::fuzz {
/// One context for the whole run, with the cuda_tile dialect loaded and every
/// diagnostic swallowed (malformed input is the normal case here).
mlir::MLIRContext &getContext();
} // namespace tileiras::fuzz

#endif // TILEIRAS_FUZZ_FUZZSUPPORT_H
