# CUDA, cuBLAS, NCCL and NVML detection. Everything here is optional: when the
# toolkit is missing, SHOAL_HAVE_CUDA is OFF and the CUDA backends are not built.
# Without NCCL the CUDA backends still build (the profiler's GEMMs, bandwidth,
# launch latency and NVML energy; the executor's CUDA device); only the NCCL
# collectives (profiler) and the NCCL communicator (executor) are left out.
#
# Hints: NCCL_ROOT (CMake or environment variable; also NCCL_HOME) for an NCCL
# unpacked anywhere, e.g. pip's nvidia-nccl-cu12 (site-packages/nvidia/nccl with
# lib/libnccl.so.2 and include/nccl.h, searched in the active virtualenv/conda
# prefix and the system's Python folders too). SHOAL_FORCE_NO_NCCL=ON builds as
# if NCCL were missing (tests that configuration).
option(SHOAL_FORCE_NO_NCCL "Build the CUDA backends without NCCL even when it is found" OFF)
set(NCCL_ROOT "" CACHE PATH "Where NCCL is installed (lib/ and include/), e.g. pip's nvidia/nccl")
set(SHOAL_HAVE_CUDA OFF)
set(SHOAL_HAVE_NCCL OFF)
set(SHOAL_HAVE_NVML OFF)

# Python package folders that may hold pip's nvidia/<name> (NCCL, NVML headers).
function(shoal_pip_nvidia_dirs name out)
  set(roots $ENV{VIRTUAL_ENV} $ENV{CONDA_PREFIX} $ENV{HOME}/.local /usr/local /usr)
  set(found "")
  foreach(root ${roots})
    file(GLOB dirs LIST_DIRECTORIES true
         "${root}/lib/python3*/site-packages/nvidia/${name}"
         "${root}/lib/python3*/dist-packages/nvidia/${name}")
    list(APPEND found ${dirs})
  endforeach()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

function(shoal_find_nccl)
  shoal_pip_nvidia_dirs(nccl pip_nccl)
  set(roots ${NCCL_ROOT} $ENV{NCCL_ROOT} $ENV{NCCL_HOME} ${pip_nccl})
  # An unversioned libnccl.so (toolkit, distribution -dev packages) or only
  # the runtime's libnccl.so.2 (pip, distribution runtime packages).
  find_library(SHOAL_NCCL_LIBRARY NAMES nccl libnccl.so.2
               HINTS ${roots} ${CUDAToolkit_LIBRARY_DIR} PATH_SUFFIXES lib lib64
               PATHS /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu)
  find_path(SHOAL_NCCL_INCLUDE_DIR nccl.h
            HINTS ${roots} ${CUDAToolkit_INCLUDE_DIRS} PATH_SUFFIXES include PATHS /usr/include)
  if(SHOAL_NCCL_LIBRARY AND SHOAL_NCCL_INCLUDE_DIR)
    file(STRINGS ${SHOAL_NCCL_INCLUDE_DIR}/nccl.h v REGEX "^#define NCCL_(MAJOR|MINOR|PATCH) ")
    string(REGEX REPLACE ".*NCCL_MAJOR ([0-9]+).*NCCL_MINOR ([0-9]+).*NCCL_PATCH ([0-9]+).*"
           "\\1.\\2.\\3" version "${v}")
    message(STATUS "Shoal: NCCL ${version}: ${SHOAL_NCCL_LIBRARY}")
    add_library(shoal_nccl INTERFACE)
    target_link_libraries(shoal_nccl INTERFACE ${SHOAL_NCCL_LIBRARY})
    target_include_directories(shoal_nccl INTERFACE ${SHOAL_NCCL_INCLUDE_DIR})
    set(SHOAL_HAVE_NCCL ON PARENT_SCOPE)
  endif()
endfunction()

function(shoal_find_nvml)
  # The header: the toolkit's include folder, or pip's nvidia-cuda-nvml-dev.
  shoal_pip_nvidia_dirs(cuda_nvml_dev pip_nvml)
  find_path(SHOAL_NVML_INCLUDE_DIR nvml.h
            HINTS ${CUDAToolkit_INCLUDE_DIRS} ${pip_nvml} PATH_SUFFIXES include NO_DEFAULT_PATH)
  # The library: CUDAToolkit's CUDA::nvml (its stub links anywhere), else the
  # driver's libnvidia-ml.so.1.
  if(TARGET CUDA::nvml)
    set(library CUDA::nvml)
  else()
    find_library(SHOAL_NVML_LIBRARY NAMES nvidia-ml libnvidia-ml.so.1
                 HINTS ${CUDAToolkit_LIBRARY_DIR}
                 PATHS /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64)
    set(library ${SHOAL_NVML_LIBRARY})
  endif()
  if(SHOAL_NVML_INCLUDE_DIR AND library)
    add_library(shoal_nvml INTERFACE)
    target_link_libraries(shoal_nvml INTERFACE ${library})
    target_include_directories(shoal_nvml INTERFACE ${SHOAL_NVML_INCLUDE_DIR})
    target_compile_definitions(shoal_nvml INTERFACE SHOAL_HAVE_NVML=1)
    set(SHOAL_HAVE_NVML ON PARENT_SCOPE)
  endif()
endfunction()

if(SHOAL_ENABLE_CUDA)
  find_package(CUDAToolkit QUIET)
  include(CheckLanguage)
  check_language(CUDA)
  if(CUDAToolkit_FOUND AND CMAKE_CUDA_COMPILER)
    set(CMAKE_CUDA_ARCHITECTURES ${SHOAL_CUDA_ARCHITECTURES})
    enable_language(CUDA)
    set(SHOAL_HAVE_CUDA ON)
    if(NOT SHOAL_FORCE_NO_NCCL)
      shoal_find_nccl()
    endif()
    shoal_find_nvml()
  endif()
endif()
message(STATUS "Shoal: CUDA=${SHOAL_HAVE_CUDA} NCCL=${SHOAL_HAVE_NCCL} NVML=${SHOAL_HAVE_NVML} archs=${SHOAL_CUDA_ARCHITECTURES}")
