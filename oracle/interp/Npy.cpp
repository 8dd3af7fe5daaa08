//===- Npy.cpp - numpy .npy arrays ----------------------------------------===//

#include "Npy.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace tileiras::interp {

uint64_t NpyArray::numElements() const {
  uint64_t n = 1;
  for (int64_t d : shape)
    n *= uint64_t(d);
  return n;
}

/// The text after `'key':` in the header dict, trimmed.
static bool findValue(llvm::StringRef header, llvm::StringRef key,
                      llvm::StringRef &value) {
  for (char quote : {'\'', '"'}) {
    std::string pattern = std::string(1, quote) + key.str() + quote;
    size_t pos = header.find(pattern);
    if (pos == llvm::StringRef::npos)
      continue;
    llvm::StringRef rest = header.drop_front(pos + pattern.size()).ltrim();
    if (!rest.consume_front(":"))
      return false;
    value = rest.ltrim();
    return true;
  }
  return false;
}

bool parseNpy(llvm::ArrayRef<uint8_t> bytes, NpyArray &out,
              std::string &error) {
  static const char magic[] = "\x93NUMPY";
  if (bytes.size() < 10 || memcmp(bytes.data(), magic, 6) != 0) {
    error = "not a .npy file (bad magic)";
    return false;
  }
  unsigned major = bytes[6];
  uint64_t headerLen, offset;
  if (major == 1) {
    headerLen = bytes[8] | (bytes[9] << 8);
    offset = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12) {
      error = "truncated .npy header";
      return false;
    }
    headerLen = uint64_t(bytes[8]) | (uint64_t(bytes[9]) << 8) |
                (uint64_t(bytes[10]) << 16) | (uint64_t(bytes[11]) << 24);
    offset = 12;
  } else {
    error = "unsupported .npy format version " + std::to_string(major);
    return false;
  }
  if (headerLen > bytes.size() - offset) {
    error = "truncated .npy header";
    return false;
  }
  llvm::StringRef header(reinterpret_cast<const char *>(bytes.data()) + offset,
                         headerLen);
  llvm::StringRef value;
  if (!findValue(header, "descr", value) || value.empty() ||
      (value[0] != '\'' && value[0] != '"')) {
    error = "header has no 'descr' string";
    return false;
  }
  char quote = value[0];
  size_t end = value.find(quote, 1);
  if (end == llvm::StringRef::npos) {
    error = "malformed 'descr'";
    return false;
  }
  out.descr = value.substr(1, end - 1).str();
  llvm::StringRef d = out.descr;
  if (d.size() < 3 || !llvm::StringRef("<|=>").contains(d[0]) ||
      d.drop_front(2).getAsInteger(10, out.itemSize) || out.itemSize == 0 ||
      out.itemSize > 8) {
    error = "unsupported dtype '" + out.descr +
            "' (expected a plain numeric dtype such as <f4)";
    return false;
  }
  if (d[0] == '>' && out.itemSize > 1) {
    error = "big-endian dtype '" + out.descr + "' is not supported";
    return false;
  }
  out.kind = d[1];
  if (!llvm::StringRef("fiubV").contains(out.kind)) {
    error = "unsupported dtype kind in '" + out.descr + "'";
    return false;
  }
  if (!findValue(header, "fortran_order", value)) {
    error = "header has no 'fortran_order'";
    return false;
  }
  if (value.starts_with("True")) {
    error = "Fortran-ordered arrays are not supported (use "
            "numpy.ascontiguousarray)";
    return false;
  }
  if (!findValue(header, "shape", value) || !value.consume_front("(")) {
    error = "header has no 'shape' tuple";
    return false;
  }
  value = value.take_until([](char c) { return c == ')'; });
  out.shape.clear();
  llvm::SmallVector<llvm::StringRef> parts;
  value.split(parts, ',');
  for (llvm::StringRef p : parts) {
    p = p.trim();
    if (p.empty())
      continue;
    int64_t dim;
    if (p.getAsInteger(10, dim) || dim < 0) {
      error = "malformed shape entry '" + p.str() + "'";
      return false;
    }
    out.shape.push_back(dim);
  }
  uint64_t n = 1;
  for (int64_t dim : out.shape) {
    if (dim && n > (uint64_t(1) << 40) / uint64_t(dim)) {
      error = "array too large";
      return false;
    }
    n *= uint64_t(dim);
  }
  uint64_t dataStart = offset + headerLen;
  if (bytes.size() - dataStart != n * out.itemSize) {
    error = "data size " + std::to_string(bytes.size() - dataStart) +
            " does not match shape and dtype (" +
            std::to_string(n * out.itemSize) + " bytes expected)";
    return false;
  }
  out.data.assign(bytes.begin() + dataStart, bytes.end());
  return true;
}

std::string serializeNpy(const NpyArray &array) {
  std::string header = "{'descr': '" + array.descr +
                       "', 'fortran_order': False, 'shape': (";
  for (size_t i = 0; i < array.shape.size(); ++i)
    header += (i ? ", " : "") + std::to_string(array.shape[i]);
  if (array.shape.size() == 1)
    header += ',';
  header += "), }";
  // Pad so that magic + version + length + header is a multiple of 64.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string out = "\x93NUMPY";
  out += char(1);
  out += char(0);
  out += char(header.size() & 0xff);
  out += char(header.size() >> 8);
  out += header;
  out.append(reinterpret_cast<const char *>(array.data.data()),
             array.data.size());
  return out;
}

} // namespace tileiras::interp
