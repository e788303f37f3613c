// SHOAL_TEST_UNDER_ASAN is defined when this translation unit is built with
// AddressSanitizer: GCC says so with __SANITIZE_ADDRESS__, clang (the
// sanitizer and fuzz build, `make sanitize`) with __has_feature.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define SHOAL_TEST_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SHOAL_TEST_UNDER_ASAN 1
#endif
#endif
