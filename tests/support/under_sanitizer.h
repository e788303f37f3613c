// SHOAL_TEST_UNDER_ASAN is defined when this translation unit is built with
// AddressSanitizer, SHOAL_TEST_UNDER_TSAN with ThreadSanitizer: GCC says so
// with __SANITIZE_ADDRESS__ / __SANITIZE_THREAD__, clang (the sanitizer and
// fuzz build, `make sanitize`) with __has_feature.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define SHOAL_TEST_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SHOAL_TEST_UNDER_ASAN 1
#endif
#endif

#if defined(__SANITIZE_THREAD__)
#define SHOAL_TEST_UNDER_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SHOAL_TEST_UNDER_TSAN 1
#endif
#endif

namespace shoal::testing {

/// Every how many items a test that checks a property item by item (a key,
/// a cost, a bound for each of thousands of candidate plans) checks under a
/// sanitizer. The sanitizers look for memory errors and data races, which
/// every item's code path shows alike; the Release build checks every item.
#if defined(SHOAL_TEST_UNDER_ASAN) || defined(SHOAL_TEST_UNDER_TSAN)
inline constexpr int kSanitizerStride = 8;
#else
inline constexpr int kSanitizerStride = 1;
#endif

}  // namespace shoal::testing
