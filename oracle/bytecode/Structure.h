//===- Structure.h - independent TileIR container decoder -------*- C++ -*-===//
//
// A second, deliberately small decoder of the bytecode container, written
// from guide A section 2 alone. It shares no code with src/Bytecode: it walks
// the header, the section framing and the string/type/constant/global/
// function/debug tables (op bodies are skipped by length) and lists what it
// found, so that its listing can be diffed against `tileiras-translate
// --tilebc-dump`. Plain C++: no LLVM, no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_ORACLE_BYTECODE_STRUCTURE_H
#define TILEIRAS_ORACLE_BYTECODE_STRUCTURE_H

#include <cstdint>
#include <string>
#include <vector>

namespace tileiras::oracle {

/// Decodes `Bytes` and appends one line per fact to `Lines` (format in
/// Structure.cpp). Returns false at the first defect, with `Error` set to
/// "byte <offset>: <what>"; the lines decoded so far stay.
bool listStructure(const std::vector<uint8_t> &Bytes,
                   std::vector<std::string> &Lines, std::string &Error);

} // namespace tileiras::oracle

#endif // TILEIRAS_ORACLE_BYTECODE_STRUCTURE_H
