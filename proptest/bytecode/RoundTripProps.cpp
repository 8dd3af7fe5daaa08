//===- RoundTripProps.cpp - write -> read identity at every version -------===//

#include "Generators.h"
#include "Props.h"
#include "Structure.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace tileiras::bcprop;

static const char *versionName(unsigned Key) {
  static const char *const Names[] = {"13.1", "13.2", "13.3", "13.4", "13.5"};
  return Names[Key - 1301];
}

/// The first line where two printed modules differ, for the failure message.
static std::string firstDifference(const std::string &A, const std::string &B) {
  size_t I = 0;
  while (I < A.size() && I < B.size() && A[I] == B[I])
    ++I;
  size_t Start = A.rfind('\n', I == 0 ? 0 : I - 1);
  Start = Start == std::string::npos ? 0 : Start + 1;
  return "\n  wrote: " + A.substr(Start, A.find('\n', I) - Start) +
         "\n  read:  " + B.substr(Start, B.find('\n', I) - Start);
}

static void roundTrip() {
  Program P = *rc::gen::arbitrary<Program>();
  Harness &H = harness();
  std::string Text, Error;
  std::vector<Feature> Features;
  if (!H.build(P, Text, Features, Error))
    RC_FAIL("the generator built an invalid module:\n" + Error);
  unsigned Need = minimumVersion(Features);
  RC_CLASSIFY(true, std::string("needs ") + versionName(Need));
  if (std::getenv("TILEIRAS_BC_PROPTEST_SHOW"))
    std::fprintf(stderr, "%s\n", Text.c_str());
  for (unsigned V = 1301; V <= 1305; ++V) {
    WriteOutcome W = H.writeBuilt(V);
    if (V < Need) {
      RC_ASSERT(!W.Ok);
      bool Named = false;
      for (const Feature &F : Features)
        Named |= F.Since > V && W.Diagnostics.find(F.Needle) != std::string::npos;
      if (!Named || W.Diagnostics.find("requires bytecode version") ==
                        std::string::npos)
        RC_FAIL(std::string("writing at ") + versionName(V) +
                " failed without naming a newer feature: " + W.Diagnostics);
      continue;
    }
    if (!W.Ok)
      RC_FAIL(std::string("write at ") + versionName(V) +
              " failed: " + W.Diagnostics + "\n" + Text);
    // The independent decoder must accept the container and count the
    // records the module has.
    std::vector<std::string> Lines;
    std::string StructureError;
    if (!tileiras::oracle::listStructure(W.Bytes, Lines, StructureError))
      RC_FAIL("oracle/bytecode rejects the written bytes: " + StructureError);
    auto Has = [&](const std::string &L) {
      return std::find(Lines.begin(), Lines.end(), L) != Lines.end();
    };
    RC_ASSERT(Has("functions " + std::to_string(P.Entries.size())));
    RC_ASSERT(P.Globals.empty() ||
              Has("globals " + std::to_string(P.Globals.size())));
    ReadOutcome R = H.read(W.Bytes);
    if (!R.Ok) {
      std::string Name = saveFailure(W.Bytes);
      RC_FAIL(std::string("reading back the ") + versionName(V) +
              " bytes failed at byte " + std::to_string(R.Offset) + ": " +
              R.Message + R.Diagnostics + " (saved " + Name + ")\n" + Text);
    }
    RC_ASSERT(R.VersionKey == V);
    if (R.Text != Text)
      RC_FAIL(std::string("text differs after a ") + versionName(V) +
              " round trip:" + firstDifference(Text, R.Text) + "\n" + Text);
  }
}

void tileiras::bcprop::addRoundTripProps(std::vector<Property> &Props) {
  Props.push_back({"generated modules: write -> read is identity at every "
                   "version that has their ops; older versions fail naming "
                   "the newer op/field/type",
                   roundTrip});
}
