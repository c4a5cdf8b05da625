#!/usr/bin/env bash
# Builds the DocC catalogs of DelegateKitCore, DelegateKit, DelegateKitTable and
# DelegateKitTerminal with warnings as errors, so a broken symbol link or article reference
# fails CI. Archives land in .build-docs/archives.
#
# The symbol graphs are extracted from the modules of the ordinary debug build
# (`swift build`), not emitted by a second build with `-emit-symbol-graph`: a second
# scratch path would compile swift-syntax once more only to document four small modules.
# `swift package dump-symbol-graph` is not used either: it leaves out what DelegateKit
# re-exports from DelegateKitCore, which DelegateKit's articles link to.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(DelegateKitCore DelegateKit DelegateKitTable DelegateKitTerminal)
swift build --target DelegateKitTerminal
bin=$(swift build --show-bin-path)
triple=$(basename "$(dirname "$bin")")

scratch=.build-docs
graphs="$scratch/symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs" "$scratch/archives"

tools=$(dirname "$(command -v swift)")
docc_bin=$(command -v docc || echo "$tools/docc")
for module in "${modules[@]}"; do
  module_graphs="$graphs/$module"
  mkdir -p "$module_graphs"
  "$tools/swift-symbolgraph-extract" -module-name "$module" -target "$triple" \
    -I "$bin/Modules" -output-dir "$module_graphs" -minimum-access-level public \
    -skip-inherited-docs -experimental-allowed-reexported-modules=DelegateKitCore
  "$docc_bin" convert "Sources/$module/Documentation.docc" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.delegatekit.$module" \
    --additional-symbol-graph-dir "$module_graphs" \
    --output-path "$scratch/archives/$module.doccarchive" \
    --warnings-as-errors
  echo "documentation: $module ok"
done
