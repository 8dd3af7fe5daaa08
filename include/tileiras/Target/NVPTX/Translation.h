//===- Translation.h - the --mlir-to-ptx translation ------------*- C++ -*-===//
//
// Registers `--mlir-to-ptx` with mlir-translate's registry, with its options
// --ptx-chip, --ptx-version, --ptx-opt-level, --ptx-lineinfo,
// --ptx-device-debug and --ptx-libdevice (created by the first call, so they
// exist only in tools that register the translation). Lives in its own
// library, TileirasNVPTXTranslation, so that linking TileirasNVPTX does not
// bring those options along.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TARGET_NVPTX_TRANSLATION_H
#define TILEIRAS_TARGET_NVPTX_TRANSLATION_H

namespace tileiras::nvptx {

void registerMlirToPtxTranslation();

} // namespace tileiras::nvptx

#endif // TILEIRAS_TARGET_NVPTX_TRANSLATION_H
