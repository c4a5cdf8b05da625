#!/usr/bin/env bash
# Compiles every public protocol of the Swift packages in the machine's package mirror
# through @Delegate, in its author's form and restated as a foreign protocol, and writes the
# report to Tools/ProtocolHarvest/HARVEST.md (generated; see its header). The packages are
# read from the mirror at run time and built once, with DelegateKit, in a harness package
# under .build-harvest; none of their code is kept in this repository. Exits 1 when any
# client ends in a finding: an error inside an expansion, a cascade after a refusal, a
# warning, or a compiler crash.
#
#   Scripts/harvest-protocols.sh                 # every package of the mirror
#   Scripts/harvest-protocols.sh --ci            # the packages this package already builds
#   Scripts/harvest-protocols.sh --package apple/swift-nio --package apple/swift-log
#
# --ci harvests the packages in this package's own dependency graph (swift-syntax,
# swift-argument-parser, FlyingFox and Point-Free's testing packages) against this build,
# with no harness to build: what CI runs, in a few minutes. It fails when its findings
# differ from Tools/ProtocolHarvest/ci-findings.txt, the ones known and not fixed yet: a new
# one fails, and so does a fixed one left in the file (add --record-findings
# Tools/ProtocolHarvest/ci-findings.txt to rewrite it). Other arguments go to the tool (see
# its --help).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target DelegateKit
swift build --product DelegateKitProtocolHarvest
bin=$(swift build --show-bin-path)

if [ "${1:-}" = "--ci" ]; then
  shift
  exec "$bin/DelegateKitProtocolHarvest" --products "$bin" --work "$(mktemp -d)" \
    --expect-findings Tools/ProtocolHarvest/ci-findings.txt \
    --package swiftlang/swift-syntax --package apple/swift-argument-parser --package swhitty/FlyingFox \
    --package pointfreeco/swift-clocks --package pointfreeco/swift-custom-dump \
    --package pointfreeco/swift-concurrency-extras --package pointfreeco/swift-snapshot-testing \
    --package pointfreeco/xctest-dynamic-overlay "$@"
fi
# ordo-one's benchmark package (in the mirror under two names) needs, with its default
# traits, a package the mirror does not hold, and the harness would not resolve. XMLCoder
# imports OpenCombine when it can (`#elseif canImport(OpenCombine)`) without depending on
# it: built beside OpenCombine, it fails or not by the build's order ("missing required
# module 'COpenCombineHelpers'"), so it is left out for a report that is the same each run.
exec "$bin/DelegateKitProtocolHarvest" --root "$(pwd)" --work .build-harvest \
  --exclude ordo-one/benchmark --exclude ordo-one/package-benchmark --exclude CoreOffice/XMLCoder \
  --report Tools/ProtocolHarvest/HARVEST.md "$@"
