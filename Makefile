# Shoal: the two commands a new user needs are `make run` and `make test`.
# Both install the Debian packages if missing, configure and build first.
BUILD      ?= build
ASAN_BUILD ?= build-asan
TSAN_BUILD ?= build-tsan
# Seconds each libFuzzer harness runs under `make fuzz` (CI: a few).
FUZZ_SECONDS ?= 60
JOBS       ?= $(shell nproc)
GENERATOR  := $(shell command -v ninja >/dev/null 2>&1 && echo "-G Ninja")
SCENARIO   ?= scenarios/m6-1t-480-v100.json
SHOAL      := $(BUILD)/cli/shoal

.PHONY: all deps configure build run test test-browser bench asan-configure sanitize fuzz tsan format clean

all: build

deps:
	@scripts/install-deps

$(BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(BUILD) $(if $(GENERATOR),-G Ninja) -DCMAKE_BUILD_TYPE=Release

configure: $(BUILD)/CMakeCache.txt

build: deps configure
	cmake --build $(BUILD) -j $(JOBS)

run: build
	@scripts/run-default $(SHOAL) $(SCENARIO)

test: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

# The report pages in headless Chromium (installs Debian's chromium when missing);
# screenshots land in $(BUILD)/reports-browser/<case>/screenshot.png.
test-browser: build
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || \
	  { echo "test-browser: installing chromium"; \
	    if [ "$$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi; \
	    $$sudo apt-get update -qq; \
	    DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq chromium >/dev/null; }
	SHOAL_REQUIRE_BROWSER=1 $(BUILD)/tests/test_reports --test-case='browser*'
	@echo "Screenshots: $(BUILD)/reports-browser/*/screenshot.png"

bench: build
	@scripts/run-benchmarks $(BUILD)

# ASan + UBSan over every test, in the same clang build as the libFuzzer
# harnesses (fuzz/): one build serves `make sanitize` and `make fuzz`.
asan-configure: deps
	@scripts/install-deps --fuzz
	cmake -S . -B $(ASAN_BUILD) $(if $(GENERATOR),-G Ninja) -DCMAKE_BUILD_TYPE=Debug \
	  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
	  -DSHOAL_FUZZ=ON -DSHOAL_ENABLE_CUDA=OFF -DSHOAL_BUILD_BENCH=OFF

sanitize: asan-configure
	cmake --build $(ASAN_BUILD) -j $(JOBS)
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --test-dir $(ASAN_BUILD) --output-on-failure -j $(JOBS)

# Each libFuzzer harness runs FUZZ_SECONDS from its committed corpus
# (fuzz/corpus/<name>/), new finds go to $(ASAN_BUILD)/corpus/<name>/, a crash
# leaves $(ASAN_BUILD)/crash-* and fails.
fuzz: asan-configure
	cmake --build $(ASAN_BUILD) -j $(JOBS) --target fuzz_all
	@scripts/run-fuzz $(ASAN_BUILD) $(FUZZ_SECONDS)

# ThreadSanitizer: the planner's searches and sweeps on its thread pool at
# several thread counts (its tests in the doctest suite "threads"; its other
# tests run the same parallel code on other problems, checked by `make test`
# and `make sanitize`), and every executor test (thread ranks, background
# checkpoint writers).
TSAN_RUN := TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
tsan: deps
	cmake -S . -B $(TSAN_BUILD) $(if $(GENERATOR),-G Ninja) -DCMAKE_BUILD_TYPE=Debug \
	  -DSHOAL_TSAN=ON -DSHOAL_ENABLE_CUDA=OFF -DSHOAL_BUILD_BENCH=OFF
	cmake --build $(TSAN_BUILD) -j $(JOBS) --target test_planner test_executor
	$(TSAN_RUN) $(TSAN_BUILD)/tests/test_planner --test-suite=threads > $(TSAN_BUILD)/planner.log 2>&1; \
	  rc=$$?; cat $(TSAN_BUILD)/planner.log; [ $$rc -eq 0 ] || exit $$rc; \
	  grep -Eq 'test cases: +[1-9]' $(TSAN_BUILD)/planner.log || \
	  { echo 'tsan: no planner test case is in the suite "threads"'; exit 1; }
	$(TSAN_RUN) $(TSAN_BUILD)/tests/test_executor

format:
	find core simulator validation planner profiler executor reports cli tests bench fuzz -name '*.cpp' -o -name '*.h' -o -name '*.cu' | xargs clang-format -i

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(TSAN_BUILD)
