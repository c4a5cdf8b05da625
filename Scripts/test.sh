#!/usr/bin/env bash
# The project's test command: what README.md tells you to run and what CI runs.
# Builds every target with warnings as errors (set in Package.swift), runs the whole
# suite, runs the example, reruns the concurrency tests under ThreadSanitizer and the
# runtime and behaviour tests under AddressSanitizer with leak detection, builds the DocC
# catalogs, then builds and tests the demo (Examples/, its own package: its server, its
# database, its screens end to end, and the real binary in tmux).
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
# Every memory error and every leak left at exit, retain cycles included, fails; the
# script says which tests it runs and the one false positive it lets through.
Scripts/asan.sh

echo "== documentation (DocC, warnings as errors)"
Scripts/docs.sh

echo "== demo (Examples/): build, tests, a run with no terminal"
swift build --package-path Examples --build-tests
swift test --package-path Examples --skip-build
swift run --package-path Examples --skip-build delegatekit-demo --database "$(mktemp -d)/demo.sqlite" < /dev/null > /dev/null

