#!/usr/bin/env bash
# Runs the runtime tests (DelegateKitCoreTests) and the generated code's behaviour tests
# (DelegateKitTests) under AddressSanitizer with LeakSanitizer: any memory error, and any
# leak still there at exit, retain cycles included, fails. The runtime manages memory by
# hand (slots in raw pointers, an unbalanced retain per strong delegate), which is what
# this pass checks. Scripts/test.sh runs it.
#
# - DELEGATEKIT_SANITIZE=address (Package.swift) instruments this package's own targets,
#   not the macro plugin and swift-syntax, which run only in the compiler; so the pass
#   builds in the ordinary scratch path and reuses its swift-syntax.
# - OMIT_MACRO_TESTS: the expansion tests touch no runtime memory.
# - --disable-xctest: the tests are all Swift Testing; XCTest's runner, started with no
#   tests, leaks 144 bytes of its own.
#
# One false positive is let through, and nothing else: Swift's weak side tables.
# A side table is allocated when an object is first referenced weakly and lives as long as
# the object. The object's header holds its address shifted and flagged, which
# LeakSanitizer cannot follow, so an object alive at exit whose weak references are gone
# has its side table reported as a 32-byte direct leak. The concurrency tests meet this: a
# finished child task may release its result (a worker's delegates) some milliseconds
# after its group returned, and a run that exits inside that window reports their tables.
#
# An LSan suppressions file cannot express this. LeakSanitizer rescans with every
# suppressed allocation as a root, and a side table points at its object, so
# `leak:formWeakReference` hides every leaked cycle through an object ever referenced
# weakly: the tests' own cycles (7.2 KB, since fixed) reported 0 bytes under it. Instead,
# a failed run passes only if every test passed, there was no memory error, and the leak
# report holds nothing but direct leaks allocated by formWeakReference. A truly leaked
# object is reported itself (a cycle's objects as indirect leaks), so such a report means
# the objects are alive, not leaked.
set -euo pipefail
cd "$(dirname "$0")/.."

log=.build/asan-tests.log
mkdir -p .build

status=0
OMIT_MACRO_TESTS=1 DELEGATEKIT_SANITIZE=address ASAN_OPTIONS=detect_leaks=1 \
  swift test --disable-xctest 2>&1 | tee "$log" \
  || status=$?
[ "$status" -eq 0 ] && exit 0

grep -q 'ERROR: LeakSanitizer: detected memory leaks' "$log" || exit "$status"
grep -q 'ERROR: AddressSanitizer' "$log" && exit "$status"
grep -qE 'Test run with [0-9]+ tests? .*passed' "$log" || exit "$status"
awk '
  function finish() {
    if (open && (indirect || !sideTable)) real = 1
    open = 0
  }
  /^(Direct|Indirect) leak of / {
    finish(); open = 1; leaks++; indirect = ($1 == "Indirect"); sideTable = 0; next
  }
  open && /::formWeakReference\(\)/ { sideTable = 1 }
  open && NF == 0 { finish() }
  END { finish(); exit !(leaks > 0 && !real) }
' "$log" || exit "$status"
echo "asan: the only leaks reported are weak side tables of objects alive at exit; passing"
