# TILEIRAS_SANITIZE: instrument all of our code with the listed sanitizers.
#
# Only our objects are instrumented; libLLVM/libMLIR are Debian's. Findings
# must fail the test that hit them, so nothing recovers. vptr is off because
# LLVM and MLIR are built without RTTI. With TILEIRAS_ENABLE_FUZZERS the code
# also carries libFuzzer's coverage instrumentation (fuzzer-no-link): the
# whole-compile fuzzer (fuzz/CompileFuzzer.cpp) links these same libraries and
# needs their edges to be guided; the tools get the sanitizer runtime's
# no-op coverage callbacks.

if(NOT TILEIRAS_SANITIZE)
  return()
endif()
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "TILEIRAS_SANITIZE needs clang")
endif()
list(JOIN TILEIRAS_SANITIZE "," tileiras_sanitizers)
set(tileiras_sanitize_flags
    -fsanitize=${tileiras_sanitizers} -fno-sanitize-recover=all
    -fno-omit-frame-pointer)
if("undefined" IN_LIST TILEIRAS_SANITIZE)
  list(APPEND tileiras_sanitize_flags -fno-sanitize=vptr)
endif()
add_compile_options(${tileiras_sanitize_flags})
add_link_options(${tileiras_sanitize_flags})
if(TILEIRAS_ENABLE_FUZZERS)
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
message(STATUS "Sanitizers on our code: ${tileiras_sanitizers}")
