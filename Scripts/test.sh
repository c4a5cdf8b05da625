#!/usr/bin/env bash
# The project's test command: what README.md tells you to run and what CI runs.
# Builds every target with warnings as errors (set in Package.swift), runs the whole
# suite, runs the example, reruns the concurrency tests under ThreadSanitizer and the
# runtime and behaviour tests under AddressSanitizer with leak detection.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== build (warnings are errors in our targets)"
swift build --build-tests

echo "== tests"
swift test --skip-build

echo "== example"
swift run --skip-build delegatekit-example > /dev/null

echo "== ThreadSanitizer: concurrency and mutation tests"
swift test --scratch-path .build-tsan --sanitize=thread \
  --filter 'ConcurrencyStressTests|MutationDuringCallbackTests|DelegateListTests|IsolationTests'

echo "== AddressSanitizer and LeakSanitizer: runtime and generated-code behaviour tests"
# The runtime manages memory by hand (slots in raw pointers, an unbalanced retain per strong
# delegate), so DelegateKitCoreTests and DelegateKitTests run under ASan, and any leak still
# there at exit, retain cycles included, fails the pass.
# - OMIT_MACRO_TESTS: the expansion tests only read syntax, and they would build
#   swift-syntax a second time (for the tests as well as for the plugin) with ASan.
# - --disable-xctest: the tests are all Swift Testing; XCTest's runner, started with no
#   tests, leaks 144 bytes of its own.
# - Scripts/lsan.supp explains why Swift's weak side tables are not suppressed.
OMIT_MACRO_TESTS=1 ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan.supp" \
  swift test --scratch-path .build-asan --sanitize=address --disable-xctest

echo "== documentation (DocC, warnings as errors)"
Scripts/docs.sh
