#!/usr/bin/env bash
# Builds the DocC catalogs of DelegateKitCore, DelegateKit, DelegateKitTable and DelegateKitTerminal with warnings as errors, so a
# broken symbol link or article reference fails CI. Archives land in .build-docs/archives.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs" "$scratch/archives"
swift build --scratch-path "$scratch" --target DelegateKitTerminal \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs"

docc_bin=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
for module in DelegateKitCore DelegateKit DelegateKitTable DelegateKitTerminal; do
  module_graphs="$scratch/graphs-$module"
  rm -rf "$module_graphs" && mkdir -p "$module_graphs"
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
  "$docc_bin" convert "Sources/$module/Documentation.docc" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.delegatekit.$module" \
    --additional-symbol-graph-dir "$module_graphs" \
    --output-path "$scratch/archives/$module.doccarchive" \
    --warnings-as-errors
  echo "documentation: $module ok"
done
