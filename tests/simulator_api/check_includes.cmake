# Fails when a source file outside simulator/ includes a simulator header that
# is not part of its public API (docs/architecture.md "The simulator's public
# API"). Run as a CTest test:
#   cmake -DSOURCE_DIR=<root> -P tests/simulator_api/check_includes.cmake
# It reads every C++ and CUDA source of each top-level folder that has a
# CMakeLists.txt (the modules: build folders have none), but simulator/ and
# tests/ (tests may include internals to test them).
cmake_minimum_required(VERSION 3.16)
set(public_headers simulate.h component_costs.h uncertainty.h plan_costs.h placement.h)
if(NOT SOURCE_DIR)
  message(FATAL_ERROR "check_includes.cmake: pass -DSOURCE_DIR=<source root>")
endif()
file(GLOB top LIST_DIRECTORIES true RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/*)
set(violations "")
set(checked 0)
foreach(dir ${top})
  if(NOT IS_DIRECTORY ${SOURCE_DIR}/${dir} OR NOT EXISTS ${SOURCE_DIR}/${dir}/CMakeLists.txt
     OR dir STREQUAL "simulator" OR dir STREQUAL "tests")
    continue()
  endif()
  file(GLOB_RECURSE sources ${SOURCE_DIR}/${dir}/*.h ${SOURCE_DIR}/${dir}/*.hpp
       ${SOURCE_DIR}/${dir}/*.cpp ${SOURCE_DIR}/${dir}/*.cc ${SOURCE_DIR}/${dir}/*.cu
       ${SOURCE_DIR}/${dir}/*.cuh)
  foreach(f ${sources})
    math(EXPR checked "${checked} + 1")
    file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]simulator/")
    foreach(line ${lines})
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]simulator/([^\">]*)[\">].*$" "\\1"
             header "${line}")
      if(NOT header IN_LIST public_headers)
        file(RELATIVE_PATH rel ${SOURCE_DIR} ${f})
        string(APPEND violations "  ${rel}: #include \"simulator/${header}\"\n")
      endif()
    endforeach()
  endforeach()
endforeach()
if(checked EQUAL 0)
  message(FATAL_ERROR "check_includes.cmake: no sources found under ${SOURCE_DIR}")
endif()
if(violations)
  string(REPLACE ";" " " allowed "${public_headers}")
  message(FATAL_ERROR "simulator internals included outside simulator/ (public headers: "
                      "${allowed}; docs/architecture.md):\n${violations}")
endif()
message(STATUS "${checked} sources include only the simulator's public headers")
