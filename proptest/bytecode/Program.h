//===- Program.h - plain-data description of a random module ---*- C++ -*-===//
//
// The boundary between the RapidCheck side (built with RTTI, as RapidCheck
// needs typeid) and the MLIR side (built without RTTI, like libMLIR). Nothing
// here includes MLIR or RapidCheck headers.
//
// A Program is a list of small random records. The MLIR side interprets every
// record totally: any record list builds a module the verifier accepts, so
// RapidCheck can shrink by dropping or simplifying records.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_PROPTEST_BYTECODE_PROGRAM_H
#define TILEIRAS_PROPTEST_BYTECODE_PROGRAM_H

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tileiras::bcprop {

/// One op to generate. Kind picks the op family; A, B, C are random choices
/// (operand picks, modifiers, shapes) that the builder reduces modulo what
/// the family needs. Region ops take the next `A % 4` records as their body.
struct Step {
  uint8_t Kind = 0;
  uint32_t A = 0, B = 0, C = 0;
};

struct GlobalSpec {
  uint8_t Elem = 0;    // element kind
  uint8_t Len = 0;     // number of elements, as a power of two
  uint8_t Flags = 0;   // bit0 constant, bit1 private, bit2 dense, bits 4-6 align
  uint32_t Seed = 0;   // element values
};

struct EntrySpec {
  std::vector<uint8_t> Args; // 0-D tile argument kinds
  std::vector<Step> Body;
  uint8_t Hints = 0;         // optimization_hints choice (0 = none)
};

struct Program {
  std::vector<GlobalSpec> Globals;
  std::vector<EntrySpec> Entries;
};

/// Something a module uses that only some bytecode versions can express:
/// writing below `Since` must fail with a diagnostic containing `Needle`.
struct Feature {
  unsigned Since = 1301;
  std::string Needle;
};

/// A byte-level edit of a valid file.
struct Mutation {
  uint8_t Kind = 0;
  uint32_t Pos = 0, Len = 0, Value = 0;
};

/// Applies `Muts` in order; positions are reduced modulo the current size.
/// Splices copy from `Donor` (another valid file).
std::vector<uint8_t> applyMutations(std::vector<uint8_t> Bytes,
                                    const std::vector<Mutation> &Muts,
                                    const std::vector<uint8_t> &Donor);

struct WriteOutcome {
  bool Ok = false;
  std::vector<uint8_t> Bytes;
  std::string Diagnostics; // every diagnostic the writer emitted
};

struct ReadOutcome {
  bool Ok = false;
  std::string Text;        // the printed module when Ok
  uint64_t Offset = 0;     // ReadError::offset when !Ok
  std::string Message;     // ReadError::message (empty: verifier failure)
  std::string Diagnostics;
  unsigned VersionKey = 0; // header version of the input when Ok
};

/// Owns an MLIRContext with cuda_tile loaded; reused across cases because
/// creating a context per case would dominate the run time.
class Harness {
public:
  Harness();
  ~Harness();
  Harness(const Harness &) = delete;
  Harness &operator=(const Harness &) = delete;

  /// Builds `P`. Returns false when the verifier rejects the result (a
  /// generator bug); `Error` then holds the diagnostics and the generic IR.
  bool build(const Program &P, std::string &Text, std::vector<Feature> &Features,
             std::string &Error);
  /// Writes the module of the last successful build().
  WriteOutcome writeBuilt(unsigned VersionKey);
  /// Reads `Bytes`; on success keeps the module for writeRead().
  ReadOutcome read(const std::vector<uint8_t> &Bytes, bool Verify = true);
  /// Writes the module of the last successful read().
  WriteOutcome writeRead(unsigned VersionKey);

private:
  struct Impl;
  std::unique_ptr<Impl> I;
};

/// Number of Step kinds and argument kinds the builder understands.
unsigned numStepKinds();
unsigned numArgKinds();
unsigned numElemKinds();

} // namespace tileiras::bcprop

#endif // TILEIRAS_PROPTEST_BYTECODE_PROGRAM_H
