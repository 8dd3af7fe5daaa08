//===- Mutate.cpp - byte-level mutations of valid files -------------------===//

#include "Program.h"

#include <algorithm>

using namespace tileiras::bcprop;

std::vector<uint8_t>
tileiras::bcprop::applyMutations(std::vector<uint8_t> Bytes,
                                 const std::vector<Mutation> &Muts,
                                 const std::vector<uint8_t> &Donor) {
  // Values that often sit on a boundary of a varint, count or tag.
  static const uint8_t Interesting[] = {0x00, 0x01, 0x7f, 0x80, 0xff,
                                        0x02, 0x10, 0xcb, 0x40, 0x81};
  for (const Mutation &M : Muts) {
    size_t N = Bytes.size();
    size_t Pos = N ? M.Pos % N : 0;
    switch (M.Kind % 7) {
    case 0: // bit flip
      if (N)
        Bytes[Pos] ^= uint8_t(1u << (M.Value % 8));
      break;
    case 1: // overwrite with an arbitrary byte
      if (N)
        Bytes[Pos] = uint8_t(M.Value);
      break;
    case 2: // overwrite with an interesting byte
      if (N)
        Bytes[Pos] = Interesting[M.Value % sizeof(Interesting)];
      break;
    case 3: { // insert 1..8 bytes
      std::vector<uint8_t> Ins;
      for (unsigned I = 0; I < 1 + M.Len % 8; ++I)
        Ins.push_back(uint8_t(M.Value >> (I % 4 * 8)));
      Bytes.insert(Bytes.begin() + (N ? M.Pos % (N + 1) : 0), Ins.begin(),
                   Ins.end());
      break;
    }
    case 4: { // delete 1..16 bytes
      size_t Len = std::min<size_t>(1 + M.Len % 16, N - Pos);
      Bytes.erase(Bytes.begin() + Pos, Bytes.begin() + Pos + Len);
      break;
    }
    case 5: // truncate
      Bytes.resize(Pos);
      break;
    default: { // splice: replace a range with a range of the donor
      if (Donor.empty())
        break;
      size_t From = M.Value % Donor.size();
      size_t Len = std::min<size_t>(1 + M.Len % 64, Donor.size() - From);
      size_t Cut = std::min<size_t>(Len, N - Pos);
      Bytes.erase(Bytes.begin() + Pos, Bytes.begin() + Pos + Cut);
      Bytes.insert(Bytes.begin() + Pos, Donor.begin() + From,
                   Donor.begin() + From + Len);
      break;
    }
    }
  }
  return Bytes;
}
