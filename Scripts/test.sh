#!/usr/bin/env bash
# The project's test command: what README.md tells you to run and what CI runs.
# Builds every target with warnings as errors (set in Package.swift), runs the whole
# suite, runs the example, fuzzes @Delegate with a fixed seed, compiles the public
# protocols of the packages it depends on through @Delegate, builds the macro and runs
# its tests against the oldest swift-syntax the package declares, reruns the concurrency
# tests under ThreadSanitizer and the runtime and behaviour tests under AddressSanitizer
# with leak detection, builds the DocC catalogs, then builds and tests the demo (Examples/,
# its own package: its server, its database, its screens end to end, and the real binary
# in tmux). Run as root, it runs each package's suite again as `nobody` (Scripts/test-as-user.sh;
# SKIP_AS_USER=1 leaves that out where no mount namespace can be made). None of it depends
# on where the clone lives: a directory only its owner may enter is fine.
set -euo pipefail
cd "$(dirname "$0")/.."
# The runtime's internal consistency checks (Package.swift), which clients never build.
export DELEGATEKIT_INTERNAL_CHECKS=1

# Each stage prints how long it took, so a slow CI run says where its time went.
stage_started=$SECONDS
stage() {
  finish_stage
  stage_name=$1 stage_started=$SECONDS
  echo "== $1"
}
finish_stage() {
  if [ -n "${stage_name:-}" ]; then echo "== $stage_name: $((SECONDS - stage_started)) s"; fi
}
trap 'status=$?; finish_stage; [ $status -eq 0 ] && echo "== all stages passed in $SECONDS s"' EXIT
# Run as root, a package's suite runs again as `nobody` (Scripts/test-as-user.sh).
as_user() {
  if [ "$(id -u)" -eq 0 ] && [ -z "${SKIP_AS_USER:-}" ]; then
    stage "$1 again as nobody, whom file permissions bind"
    Scripts/test-as-user.sh "$2" "${@:3}"
  fi
}

stage "format: swift format lint --strict with .swift-format"
swift format lint --strict --recursive Sources Tests Tools Examples/Sources Examples/Tests \
  Benchmarks/Sources Benchmarks/Tests Package.swift Examples/Package.swift Benchmarks/Package.swift

stage "build (warnings are errors in our targets)"
swift build --build-tests

stage "tests"
swift test --skip-build

as_user "the tests" .

stage "benchmark catalog and report tests (Benchmarks/)"
# Only the test product: the benchmarks themselves run with Scripts/benchmark.sh.
swift build --package-path Benchmarks --product DelegateKitBenchmarksPackageTests
swift test --package-path Benchmarks --skip-build

stage "fuzz @Delegate: a fixed seed of generated protocols, compiled and run"
Scripts/fuzz-macro.sh 240 1

stage "harvest: real packages' protocols through @Delegate, findings as recorded"
Scripts/harvest-protocols.sh --ci

stage "the macro against the oldest swift-syntax the package declares (600.0.1)"
Scripts/swift-syntax-versions.sh 600.0.1

stage "the macro against the release between the oldest and the newest (602.0.0)"
# With the ordinary build's 603.0.1, the same expansion snapshots pass under each release
# the package declares it builds with.
Scripts/swift-syntax-versions.sh 602.0.0

stage "documentation (DocC, warnings as errors)"
# Before the sanitizer passes, which rebuild our targets instrumented: the symbol graphs
# are read from this build's modules as they are.
Scripts/docs.sh

stage "ThreadSanitizer: every test that runs code on several threads or tasks at once"
# The rule is by name: a test runs here when its function's name or its type's contains
# "concurrent" (ConcurrencyNamingRuleTests fails on a test that spawns work under another
# name). DELEGATEKIT_SANITIZE (Package.swift) instruments our own targets only, so this
# pass reuses the build's swift-syntax; OMIT_MACRO_TESTS: these tests need neither the
# expansion tests nor their dependencies.
OMIT_MACRO_TESTS=1 DELEGATEKIT_SANITIZE=thread swift test --disable-xctest --filter '[Cc]oncurren'

stage "AddressSanitizer and LeakSanitizer: runtime and generated-code behaviour tests"
# Every memory error and every leak left at exit, retain cycles included, fails; the
# script says which tests it runs and the one false positive it lets through.
Scripts/asan.sh

stage "demo (Examples/): build, tests, a run with no terminal"
swift build --package-path Examples --build-tests
# The benchmark tool's tests run the demo in child processes that keep both cores busy,
# which would stretch the fault tests' timing bounds: they run on their own, after.
swift test --package-path Examples --skip-build --skip BenchmarkToolTests
swift test --package-path Examples --skip-build --filter BenchmarkToolTests
swift run --package-path Examples --skip-build delegatekit-demo --database "$(mktemp -d)/demo.sqlite" < /dev/null > /dev/null
swift run --package-path Examples --skip-build delegatekit-example > /dev/null

# The demo's tests that read and write files, its store's and its binary's: its clock and
# screen tests wait on a test clock by yielding, and twice on a loaded machine is once too
# many for them.
as_user "the demo's store and binary tests" Examples --filter 'DemoStore|DemoBinaryTests'

