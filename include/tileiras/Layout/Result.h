//===- Result.h - Value-or-error for the layout library ---------*- C++ -*-===//
//
// Part of tileiras. The layout library is included by MLIR code built with
// -fno-exceptions -fno-rtti, so every failure that input can cause travels as
// a value: a Result<T> holds either a T or a message.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_LAYOUT_RESULT_H
#define TILEIRAS_LAYOUT_RESULT_H

#include <optional>
#include <string>
#include <utility>

namespace tileiras::layout {

/// A failure message; converts into any Result<T>.
struct Error {
  std::string Message;
};

/// Either a value or an error message. Check with `if (R)` before `*R`.
template <typename T> class [[nodiscard]] Result {
public:
  Result(T V) : Value(std::move(V)) {}
  Result(Error E) : Message(std::move(E.Message)) {}

  explicit operator bool() const { return Value.has_value(); }
  bool ok() const { return Value.has_value(); }

  T &operator*() { return *Value; }
  const T &operator*() const { return *Value; }
  T *operator->() { return &*Value; }
  const T *operator->() const { return &*Value; }

  /// The message of a failed result (empty on success).
  const std::string &error() const { return Message; }
  /// Re-wraps the error for a Result of another type.
  Error takeError() const { return Error{Message}; }

private:
  std::optional<T> Value;
  std::string Message;
};

} // namespace tileiras::layout

#endif // TILEIRAS_LAYOUT_RESULT_H
