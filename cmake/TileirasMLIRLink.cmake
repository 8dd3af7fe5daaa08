# TileirasMLIR: what every project library and tool links for LLVM and MLIR.
#
# By default Debian's libMLIR.so (which brings libLLVM.so). With
# TILEIRAS_STATIC, every libMLIR*.a and libLLVM*.a Debian ships (packages
# libmlir-22-dev and llvm-22-dev): the linker extracts only the archive
# members something refers to and --gc-sections drops unreferenced functions
# (LLVM's flags compile everything with -ffunction-sections -fdata-sections),
# so naming all archives costs nothing at run time and needs no list of
# components to keep in sync with the code. lld resolves archives in any
# order; other linkers need the group.
add_library(TileirasMLIR INTERFACE)
if(NOT TILEIRAS_STATIC)
  target_link_libraries(TileirasMLIR INTERFACE MLIR)
  return()
endif()

file(GLOB _tileiras_mlir_archives "${LLVM_LIBRARY_DIR}/libMLIR*.a")
file(GLOB _tileiras_llvm_archives "${LLVM_LIBRARY_DIR}/libLLVM*.a")
if(NOT _tileiras_mlir_archives OR NOT _tileiras_llvm_archives)
  message(FATAL_ERROR "TILEIRAS_STATIC: no libMLIR*.a / libLLVM*.a in "
    "${LLVM_LIBRARY_DIR}; install libmlir-22-dev and llvm-22-dev")
endif()
# zlib and zstd static when their archives exist (libz-dev, libzstd-dev), so
# that only glibc stays dynamic; libz3 (which Debian's LLVMSupport names for
# its optional Z3 solver) is not needed by anything tileiras calls.
find_library(TILEIRAS_ZLIB_LIBRARY NAMES libz.a z REQUIRED)
find_library(TILEIRAS_ZSTD_LIBRARY NAMES libzstd.a zstd REQUIRED)
set_property(TARGET LLVMSupport PROPERTY INTERFACE_LINK_LIBRARIES
  rt dl m ${TILEIRAS_ZLIB_LIBRARY} ${TILEIRAS_ZSTD_LIBRARY} LLVMDemangle)
find_package(Threads REQUIRED)
target_link_libraries(TileirasMLIR INTERFACE
  "-Wl,--start-group" ${_tileiras_mlir_archives} ${_tileiras_llvm_archives}
  "-Wl,--end-group"
  ${TILEIRAS_ZLIB_LIBRARY} ${TILEIRAS_ZSTD_LIBRARY} Threads::Threads
  ${CMAKE_DL_LIBS} m)
# The C++ runtime inside too: the binary runs on any glibc as new as the one
# it was built against, whatever libstdc++ the machine has; --as-needed drops
# any shared library nothing refers to; packed relative relocations (DT_RELR,
# glibc 2.36, which arc4random in LLVMSupport needs anyway) take the loader's
# work at start-up from 75k relocations to none and 1.8 MB off the file.
target_link_options(TileirasMLIR INTERFACE
  -static-libstdc++ -static-libgcc "-Wl,--as-needed" "-Wl,-z,pack-relative-relocs")
# Nothing is loaded from LLVM's folder: no rpath (it would name this machine's).
set(CMAKE_SKIP_RPATH ON)
# Identical code folding: template instances that compile to the same bytes
# (many, in MLIR) are kept once.
if(LLVM_USE_LINKER STREQUAL "lld")
  target_link_options(TileirasMLIR INTERFACE "-Wl,--icf=all")
endif()
