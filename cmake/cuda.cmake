# CUDA, cuBLAS, NCCL and NVML detection. Everything here is optional: when the
# toolkit is missing, SHOAL_HAVE_CUDA is OFF and the CUDA backends are not built.
set(SHOAL_HAVE_CUDA OFF)
set(SHOAL_HAVE_NCCL OFF)
set(SHOAL_HAVE_NVML OFF)
if(SHOAL_ENABLE_CUDA)
  find_package(CUDAToolkit QUIET)
  include(CheckLanguage)
  check_language(CUDA)
  if(CUDAToolkit_FOUND AND CMAKE_CUDA_COMPILER)
    set(CMAKE_CUDA_ARCHITECTURES ${SHOAL_CUDA_ARCHITECTURES})
    enable_language(CUDA)
    set(SHOAL_HAVE_CUDA ON)
    # NCCL: a system package (libnccl.so), a tarball or source build under
    # NCCL_ROOT / NCCL_HOME, or the pip wheel nvidia-nccl-cu12 (site-packages/
    # nvidia/nccl, which ships only libnccl.so.2: point NCCL_ROOT there).
    # SHOAL_WITH_NCCL=OFF builds without it (the CUDA profiler then measures
    # GEMMs, bandwidth and power only).
    if(SHOAL_WITH_NCCL)
      set(_shoal_nccl_roots ${NCCL_ROOT} $ENV{NCCL_ROOT} $ENV{NCCL_HOME} ${CUDAToolkit_LIBRARY_ROOT})
      find_library(SHOAL_NCCL_LIBRARY NAMES nccl libnccl.so.2
                   HINTS ${_shoal_nccl_roots} ${CUDAToolkit_LIBRARY_DIR} /usr/lib/x86_64-linux-gnu
                   PATH_SUFFIXES lib lib64)
      find_path(SHOAL_NCCL_INCLUDE_DIR nccl.h
                HINTS ${_shoal_nccl_roots} ${CUDAToolkit_INCLUDE_DIRS} /usr/include
                PATH_SUFFIXES include)
    endif()
    if(SHOAL_NCCL_LIBRARY AND SHOAL_NCCL_INCLUDE_DIR)
      set(SHOAL_HAVE_NCCL ON)
      add_library(shoal_nccl INTERFACE)
      target_link_libraries(shoal_nccl INTERFACE ${SHOAL_NCCL_LIBRARY})
      target_include_directories(shoal_nccl INTERFACE ${SHOAL_NCCL_INCLUDE_DIR})
    endif()
    # NVML: the toolkit's stub target, or the driver's libnvidia-ml.so.1 with
    # the header from the toolkit, the nvidia-ml-dev package or NVML_ROOT.
    find_path(SHOAL_NVML_INCLUDE_DIR nvml.h
              HINTS ${NVML_ROOT} $ENV{NVML_ROOT} ${CUDAToolkit_INCLUDE_DIRS} /usr/include
              PATH_SUFFIXES include)
    if(SHOAL_NVML_INCLUDE_DIR AND NOT TARGET CUDA::nvml)
      find_library(SHOAL_NVML_LIBRARY NAMES nvidia-ml libnvidia-ml.so.1
                   HINTS ${NVML_ROOT} $ENV{NVML_ROOT} ${CUDAToolkit_LIBRARY_DIR}
                         ${CUDAToolkit_LIBRARY_DIR}/stubs /usr/lib/x86_64-linux-gnu
                   PATH_SUFFIXES lib lib64)
      if(SHOAL_NVML_LIBRARY)
        add_library(CUDA::nvml UNKNOWN IMPORTED)
        set_target_properties(CUDA::nvml PROPERTIES IMPORTED_LOCATION ${SHOAL_NVML_LIBRARY}
                              INTERFACE_INCLUDE_DIRECTORIES ${SHOAL_NVML_INCLUDE_DIR})
      endif()
    endif()
    if(SHOAL_NVML_INCLUDE_DIR AND TARGET CUDA::nvml)
      set(SHOAL_HAVE_NVML ON)
    endif()
  endif()
endif()
message(STATUS "Shoal: CUDA=${SHOAL_HAVE_CUDA} NCCL=${SHOAL_HAVE_NCCL} NVML=${SHOAL_HAVE_NVML} archs=${SHOAL_CUDA_ARCHITECTURES}")
