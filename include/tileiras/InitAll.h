//===- InitAll.h - register every tileiras dialect and pass -----*- C++ -*-===//

#ifndef TILEIRAS_INITALL_H
#define TILEIRAS_INITALL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace tileiras {
/// The project's dialects plus the upstream ones its pipelines produce.
void registerAllDialects(mlir::DialectRegistry &registry);
/// The project's passes plus the upstream passes tileiras-opt exposes.
void registerAllPasses();
} // namespace tileiras

#endif // TILEIRAS_INITALL_H
