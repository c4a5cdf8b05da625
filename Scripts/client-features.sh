#!/usr/bin/env bash
# Builds the default-settings client tests once per upcoming feature that DelegateKit enables
# for its own targets, each feature alone, as a client that enables only that one would.
# DelegateKitTests covers all of them together; DelegateKitClientImportTests covers
# InternalImportsByDefault with the `public import` a public protocol then needs.
#
#   Scripts/client-features.sh [Feature ...]    (default: the four features of Package.swift)
#
# Only DelegateKitClientTests is rebuilt for each feature (DELEGATEKIT_CLIENT_FEATURE in
# Package.swift). Prints one line per feature and each distinct error; fails if any fails.
set -uo pipefail
cd "$(dirname "$0")/.."

features=("$@")
if [ ${#features[@]} -eq 0 ]; then
  features=(ExistentialAny InternalImportsByDefault MemberImportVisibility NonisolatedNonsendingByDefault)
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
for feature in "${features[@]}"; do
  if DELEGATEKIT_CLIENT_FEATURE="$feature" swift build --target DelegateKitClientTests >"$log" 2>&1; then
    echo "$feature: ok"
  else
    echo "$feature: FAILED"
    grep -E '^(/|macro expansion).*error:' "$log" | sed "s#^$PWD/##" | sort -u | sed 's/^/  /'
    status=1
  fi
done
exit $status
