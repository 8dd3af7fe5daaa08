# Helpers shared by every folder of the project.

# add_subdirectory only when the folder has a CMakeLists.txt, so that
# folders can grow one at a time without touching the parent.
function(tileiras_optional_subdirectory dir)
  if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${dir}/CMakeLists.txt)
    add_subdirectory(${dir})
  endif()
endfunction()

# A plain C++ library (no MLIR, no LLVM): builds with exceptions and RTTI as
# the compiler defaults; its headers must still compile under LLVM's
# -fno-exceptions -fno-rtti because MLIR code includes them.
function(tileiras_add_plain_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LINK_LIBS" ${ARGN})
  add_library(${name} STATIC ${ARG_SOURCES})
  target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
endfunction()

# A GoogleTest binary registered with ctest under the name `unit/<name>`.
function(tileiras_add_unittest name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LINK_LIBS" ${ARGN})
  find_package(GTest REQUIRED)
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS} GTest::gtest GTest::gtest_main)
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/unittests)
  add_test(NAME unit/${name} COMMAND ${name})
endfunction()
