#!/usr/bin/env bash
# Builds the macro and runs its expansion, client and corpus tests against a swift-syntax
# other than the one the ordinary build resolves (the newest the package's range allows):
# by default 600.0.1, the oldest release of the range `Package.swift` declares, so that the
# range is tested, not hoped. Runs in a copy of the working tree whose dependency is pinned,
# with a scratch folder of its own (.build-syntax-VERSION, kept between runs).
#
#   Scripts/swift-syntax-versions.sh            # 600.0.1
#   Scripts/swift-syntax-versions.sh 602.0.0
#
# A plugin built on swift-syntax before 603 prints "Internal Error: DecodingError.…
# Corrupted JSON. Underlying error: unexpected end of file" once per plugin process, as it
# exits. This toolchain's compiler ends each plugin session with a message of length zero
# (an 8-byte header of zeros, after the plugin's last answer; strace of one compile shows
# it), which swift-syntax 603 takes as the end and earlier releases try to decode as JSON.
# Every expansion was answered before it, and an expansion that is not answered fails the
# build, whose exit status this script keeps. So that exact line, and nothing else, is
# left out of the build's output and counted instead.
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:-600.0.1}
work=".build-syntax-$version"
copy="$work/package"
rm -rf "$copy" && mkdir -p "$copy"
# The working tree as git sees it, uncommitted changes included.
git ls-files --cached --others --exclude-standard -z \
  | while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done \
  | tar --null -T - -cf - | tar -xf - -C "$copy"

cd "$copy"
# swift-syntax parses raw identifiers (`did finish`) from 602 on: an older one cannot read
# a requirement named by one, so its test is left out.
major=${version%%.*}
if [ "$major" -lt 602 ]; then rm Tests/DelegateKitClientTests/RawIdentifierNameTests.swift; fi
swift package --scratch-path "../scratch" resolve
swift package --scratch-path "../scratch" resolve swift-syntax --version "$version"
closing_line='Internal Error: DecodingError.dataCorrupted: Data was corrupted. Debug description: Corrupted JSON. Underlying error: unexpected end of file'
swift build --scratch-path "../scratch" --build-tests 2>&1 | awk -v closing="$closing_line" '
  $0 == closing { closed++; next }
  { print }
  END { if (closed) printf "%d plugin sessions ended on the compiler'"'"'s empty closing message (expected before swift-syntax 603)\n", closed }
'
# An expansion snapshot is printed by the tests' own swift-syntax, whose parser before 602
# does not know raw identifiers and isolated conformances (`nonisolated P`), which some
# expansions contain, nor order diagnostics as 602 does: those three snapshots are left to
# the ordinary build. What the compiler makes of the expansions is tested by the client,
# corpus and behaviour tests, which run in full.
skip=()
if [ "$major" -lt 602 ]; then
  skip=(--skip 'DelegateMacroShapeTests/mainActor' --skip 'DelegateMacroShapeTests/refinement'
    --skip 'DelegateMacroHandlerTests/implicitMember')
fi
swift test --scratch-path "../scratch" --skip-build "${skip[@]}" \
  --filter 'DelegateKitMacrosTests|DelegateKitClientTests|DelegateKitCorpusTests|DelegateKitTests'
