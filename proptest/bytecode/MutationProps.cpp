//===- MutationProps.cpp - mutated bytes never crash the reader -----------===//
//
// The reader contract on arbitrary bytes: it returns a module or an error
// whose offset lies within the input (or, for verifier failures, a
// diagnostic). A module it accepts must survive write -> read unchanged, so a
// mutation cannot smuggle in IR the writer cannot express.
//
//===----------------------------------------------------------------------===//

#include "Generators.h"
#include "Props.h"
#include "Structure.h"

#include <fstream>

using namespace tileiras::bcprop;

std::string tileiras::bcprop::saveFailure(const std::vector<uint8_t> &Bytes) {
  static unsigned Count = 0;
  std::string Name = "bc-proptest-failure-" + std::to_string(Count++) + ".tilebc";
  std::ofstream(Name, std::ios::binary)
      .write(reinterpret_cast<const char *>(Bytes.data()), Bytes.size());
  return Name;
}

std::string tileiras::bcprop::checkReader(const std::vector<uint8_t> &Bytes,
                                          bool Verify) {
  Harness &H = harness();
  Stats &S = stats();
  ++S.Reads;
  ReadOutcome R = H.read(Bytes, Verify);
  if (!R.Ok) {
    if (R.Message.empty()) {
      ++S.VerifierRejected;
      return R.Diagnostics.empty() ? "rejected with neither a message nor a "
                                     "diagnostic"
                                   : "";
    }
    ++S.Rejected;
    if (R.Offset > Bytes.size())
      return "error offset " + std::to_string(R.Offset) +
             " lies beyond the input (" + std::to_string(Bytes.size()) +
             " bytes): " + R.Message;
    return "";
  }
  ++S.Accepted;
  // The reader decodes everything the independent container decoder walks,
  // so it must not accept what that decoder rejects.
  std::vector<std::string> Lines;
  std::string StructureError;
  if (!tileiras::oracle::listStructure(Bytes, Lines, StructureError))
    return "the reader accepted bytes that oracle/bytecode rejects: " +
           StructureError;
  if (!Verify)
    return "";
  WriteOutcome W = H.writeRead(R.VersionKey);
  if (!W.Ok)
    return "accepted, but writing it back at its own version failed: " +
           W.Diagnostics;
  ReadOutcome R2 = H.read(W.Bytes);
  if (!R2.Ok)
    return "accepted, but the rewritten bytes do not read: " + R2.Message +
           R2.Diagnostics;
  if (R2.Text != R.Text)
    return "accepted, but the rewritten module differs:\n" + R.Text +
           "\n----\n" + R2.Text;
  ++S.Rewritten;
  return "";
}

static void failWith(const std::string &Why, const std::vector<uint8_t> &Bytes) {
  if (!Why.empty())
    RC_FAIL(Why + " (input saved as " + saveFailure(Bytes) + ")");
}

static void mutateGenerated() {
  Program P = *rc::gen::arbitrary<Program>();
  Harness &H = harness();
  std::string Text, Error;
  std::vector<Feature> Features;
  if (!H.build(P, Text, Features, Error))
    RC_FAIL("the generator built an invalid module:\n" + Error);
  unsigned Need = minimumVersion(Features);
  unsigned V = *rc::gen::inRange(Need, 1305u);
  WriteOutcome W = H.writeBuilt(V);
  RC_ASSERT(W.Ok);
  const auto &Corpus = corpus();
  const std::vector<uint8_t> &Donor =
      Corpus.empty() ? W.Bytes
                     : Corpus[*rc::gen::inRange<size_t>(0, Corpus.size())].Bytes;
  std::vector<uint8_t> Bytes =
      applyMutations(W.Bytes, *genMutations(), Donor);
  failWith(checkReader(Bytes, true), Bytes);
}

static void mutateCorpus() {
  const auto &Corpus = corpus();
  RC_PRE(!Corpus.empty());
  const CorpusFile &F = Corpus[*rc::gen::inRange<size_t>(0, Corpus.size())];
  const CorpusFile &Donor =
      Corpus[*rc::gen::inRange<size_t>(0, Corpus.size())];
  // Several mutants per case: reading is cheap next to RapidCheck's
  // bookkeeping, and shrinking drops the ones that pass.
  auto Batch = *vectorOf(1, 9, genMutations());
  bool Verify = *rc::gen::inRange(0, 4) != 0;
  for (const auto &Muts : Batch) {
    std::vector<uint8_t> Bytes = applyMutations(F.Bytes, Muts, Donor.Bytes);
    failWith(checkReader(Bytes, Verify), Bytes);
  }
}

void tileiras::bcprop::addMutationProps(std::vector<Property> &Props) {
  Props.push_back({"mutated generated modules: the reader returns a module "
                   "(which round-trips) or an error inside the input",
                   mutateGenerated});
  Props.push_back({"mutated corpus files: the reader returns a module (which "
                   "round-trips) or an error inside the input",
                   mutateCorpus});
}
