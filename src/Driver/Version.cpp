//===- Version.cpp - the --version --json fingerprint ---------------------===//
//
// Everything that can change what a compilation produces, short of the
// input and the options: the compatible NVIDIA release, the bytecode
// versions read and written, the LLVM the code generator comes from, and
// the source tree the binary was built from (BuildId.h, configure time).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Driver.h"

#include "Driver/BuildId.h"
#include "tileiras/Bytecode/Bytecode.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/JSON.h"

using namespace tileiras;

void tileiras::driver::printVersionJson(llvm::raw_ostream &os) {
  llvm::json::Array versions;
  for (unsigned key = bytecode::kMinVersion; key <= bytecode::kMaxVersion;
       ++key)
    versions.push_back(bytecode::versionName(key));
  llvm::json::Object fingerprint{
      {"tool", "tileiras"},
      {"implementation", "open reimplementation"},
      {"compatible_release", "13.4"},
      {"version", "13.4.0"},
      {"bytecode_read", llvm::json::Array(versions)},
      {"bytecode_written", std::move(versions)},
      {"llvm_version", LLVM_VERSION_STRING},
      {"build_id", TILEIRAS_BUILD_ID},
  };
  os << llvm::json::Value(std::move(fingerprint)) << '\n';
}
