#!/usr/bin/env bash
# Fuzzes @Delegate: generates N random delegate protocols from SEED (with delegates and
# self-checking scenarios), compiles and runs them against this build of DelegateKit, and
# prints the counts per outcome. A finding (anything but a passing run or the macro's own
# refusal at the user's line) is shrunk and written to Tests/DelegateKitFuzzRegressionTests/
# as a test, and the script exits 1.
#
#   Scripts/fuzz-macro.sh 10000 7        # about an hour on 2 cores
#   Scripts/fuzz-macro.sh 240 1          # what CI runs
set -euo pipefail
cd "$(dirname "$0")/.."

count=${1:-200}
seed=${2:-1}
jobs=${JOBS:-2}

swift build --target DelegateKit
swift build --product DelegateKitMacroFuzz 2>/dev/null || swift build --target DelegateKitMacroFuzz
bin=$(swift build --show-bin-path)
"$bin/DelegateKitMacroFuzz" --count "$count" --seed "$seed" --jobs "$jobs" --products "$bin" \
  --work "$(mktemp -d)" --regressions "${REGRESSIONS:-.build/fuzz-findings}"
