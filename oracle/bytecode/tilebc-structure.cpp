//===- tilebc-structure.cpp - prints the container listing of a file ------===//
//
// usage: tilebc-structure FILE...   (exit 1 if any file is malformed)
//
//===----------------------------------------------------------------------===//

#include "Structure.h"

#include <cstdio>
#include <fstream>
#include <iterator>

int main(int argc, char **argv) {
  int Status = 0;
  for (int I = 1; I < argc; ++I) {
    std::ifstream In(argv[I], std::ios::binary);
    if (!In) {
      std::fprintf(stderr, "error: cannot open %s\n", argv[I]);
      Status = 1;
      continue;
    }
    std::vector<uint8_t> Bytes{std::istreambuf_iterator<char>(In),
                               std::istreambuf_iterator<char>()};
    std::vector<std::string> Lines;
    std::string Error;
    bool Ok = tileiras::oracle::listStructure(Bytes, Lines, Error);
    for (const std::string &L : Lines)
      std::printf("%s\n", L.c_str());
    std::fflush(stdout); // keep the listing before the error
    if (!Ok) {
      std::fprintf(stderr, "error: %s: %s\n", argv[I], Error.c_str());
      Status = 1;
    }
  }
  return Status;
}
