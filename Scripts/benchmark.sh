#!/usr/bin/env bash
# Runs the DelegateKit benchmark suite (Benchmarks/, a nested SwiftPM package) and its report.
# What is measured and how: Benchmarks/README.md. The report (DelegateKitReport) prints the
# tables and the verdict on every target, writes Benchmarks/RESULTS.md, and fails if a
# benchmark of the catalog has no result. Its last two lines are
#   worst concurrent/in-place ratio: X.XX
#   worst ours/in-place ratio: X.XX
#
# Usage: Scripts/benchmark.sh [DelegateKitRatios measure options, e.g. --rounds 2000]
# Exits non-zero if the report fails or an allocation threshold is exceeded.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/Benchmarks"
out="$bench/.results"
rm -rf "$out"
mkdir -p "$out"

# The root manifest adds its macro-test dependency unless this is set; the benchmarks never
# build the macro tests. (The first release build compiles swift-syntax: several minutes.)
export OMIT_MACRO_TESTS=1
# The tests' invariant checks would be measured too. SwiftPM caches a manifest's evaluation
# whatever the environment it read, hence --manifest-cache none below; the tools also refuse
# to run against a checked build.
unset DELEGATEKIT_INTERNAL_CHECKS

echo "== release build"
# A macro change does not invalidate the expansions of its clients in an incremental build:
# touch the benchmarks' own @Delegate clients so that they are expanded again.
grep -rl "@Delegate\|@RespondsExactly" "$bench/Sources" --include=*.swift | xargs -r touch
swift build -c release --manifest-cache none --package-path "$bench"
bin="$(swift build -c release --manifest-cache none --package-path "$bench" --show-bin-path)"

echo "== allocations and memory: ordo-one/benchmark"
"$bin/DelegateKitReport" thresholds --path "$out/Thresholds"
benchmark() {
  swift package --manifest-cache none --package-path "$bench" --allow-writing-to-package-directory benchmark "$@" --no-progress
}
benchmark baseline update delegatekit-report --quiet
thresholds_status=0
benchmark thresholds check delegatekit-report --path "$out/Thresholds" || thresholds_status=$?
benchmark baseline read delegatekit-report --format jmh --path "$out" > /dev/null

echo "== memory per delegate: C allocator statistics"
# No tcache: glibc counts chunks parked in it as in use, which hides reuse at small sizes.
GLIBC_TUNABLES=glibc.malloc.tcache_count=0 "$bin/DelegateKitMemory" "$out/memory.json"

echo "== time ratios, interleaved; instructions per operation (callgrind)"
"$bin/DelegateKitRatios" measure --output "$out/ratios.json" "$@"

library="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
if [[ -n "$(git -C "$root" status --porcelain -- Sources Package.swift 2>/dev/null)" ]]; then
  library="$library with uncommitted changes in Sources/ or Package.swift"
fi
"$bin/DelegateKitReport" report --results "$out" --thresholds-status "$thresholds_status" \
  --write "$bench/RESULTS.md" --command "Scripts/benchmark.sh${*:+ $*}" \
  --swift-version "$(swift --version 2>&1 | head -n 1)" --library "$library"

exit "$thresholds_status"
