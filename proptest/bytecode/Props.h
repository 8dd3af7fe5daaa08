//===- Props.h - bytecode properties and their shared state -----*- C++ -*-===//

#ifndef TILEIRAS_PROPTEST_BYTECODE_PROPS_H
#define TILEIRAS_PROPTEST_BYTECODE_PROPS_H

#include "Program.h"

#include <functional>
#include <string>
#include <vector>

namespace tileiras::bcprop {

struct Property {
  std::string Name;
  std::function<void()> Body;
};

/// The process-wide harness (one MLIRContext).
Harness &harness();

struct CorpusFile {
  std::string Name;
  std::vector<uint8_t> Bytes;
};
/// test/Corpus/bytecode/*.tilebc, loaded once.
const std::vector<CorpusFile> &corpus();

/// Counters printed at the end: how the reader answered the mutants.
struct Stats {
  unsigned long Reads = 0, Accepted = 0, Rejected = 0, VerifierRejected = 0,
                Rewritten = 0;
};
Stats &stats();

/// Checks the reader contract on `Bytes`; returns a failure description or
/// "". On acceptance the module must be rewritten and read back unchanged.
std::string checkReader(const std::vector<uint8_t> &Bytes, bool Verify);

/// The first bytecode version (as 13xx) that has every feature a generated
/// module uses.
inline unsigned minimumVersion(const std::vector<Feature> &Features) {
  unsigned Need = 1301;
  for (const Feature &F : Features)
    Need = F.Since > Need ? F.Since : Need;
  return Need;
}

/// Writes `Bytes` to bc-proptest-failure-N.tilebc (for a regression file)
/// and returns the name.
std::string saveFailure(const std::vector<uint8_t> &Bytes);

void addRoundTripProps(std::vector<Property> &Props);
void addMutationProps(std::vector<Property> &Props);

} // namespace tileiras::bcprop

#endif // TILEIRAS_PROPTEST_BYTECODE_PROPS_H
