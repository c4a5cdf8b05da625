#!/usr/bin/env bash
# What `@Delegate` costs a client's debug build.
#
# Generates a client package that depends on this repository by path, with seven modules
# holding the same ten UIKit-sized delegate protocols (50 requirements each, 40 of them
# `@Optional`: void methods, Bool/Int/Double/enum values with defaults, optional returns,
# properties, async and throwing requirements):
#
#   WithoutMacro   the protocols with every `@Delegate`/`@Optional` attribute removed
#   WithMacro      the protocols with `@Delegate` and their markers
#   Expanded       WithoutMacro plus the macro's expansions pasted in as source, so the
#                  compiler does the same work as for WithMacro but without the plugin
#   NoMarkers      WithMacro without its requirement markers: `@Delegate` on protocols whose
#                  requirements are all required, so what the 400 markers cost (their
#                  expansion requests, and the 40 defaults per protocol they bring) is
#                  WithMacro - NoMarkers
#   InertMarkers   WithoutMacro with the same 400 marker attributes, arguments included,
#                  bound to a peer macro that does nothing, from a plugin of its own with
#                  only inert macros: what one attribute per optional requirement costs
#                  whoever implements it (InertMarkers - WithoutMacro), a floor that no
#                  change to @Delegate's expansion moves
#   InertAttributes  InertMarkers with `@Delegate` too, bound to a macro with its three
#                  roles that expands to nothing: what all of WithMacro's attributes cost
#                  before anything is generated (InertAttributes - WithoutMacro)
#   HandWritten    WithoutMacro plus the least code that gives the same types by hand: each
#                  optional requirement's default in an extension, and a proxy (one weak
#                  delegate), a multicast (an array: void calls go to every delegate, values
#                  come from the first) and a router (a dictionary and a selected key), each
#                  forwarding every requirement in one line. With InertAttributes it makes a
#                  floor: what the attributes and this code cost together, before any
#                  probing, ordering or lifetime rule
#
# It first builds WithMacroDump (WithMacro's sources with `-dump-macro-expansions`, untimed),
# which also builds swift-syntax, DelegateKit and the plugin, so that later builds compile
# only the module they time. Then, for each round, it touches one module's sources and
# times its debug rebuild (`swift build --target MODULE`), and prints:
#   - the lines `@Delegate` generates for each protocol, as the compiler received them;
#   - each module's median rebuild time over the rounds, with its spread (min-max);
#   - the split of the added time: compiling the generated code (Expanded - WithoutMacro)
#     and expanding it (WithMacro - Expanded: the plugin and the compiler's round trips);
#     and the markers' share (WithMacro - NoMarkers);
#   - the floor: (InertAttributes - WithoutMacro) + (HandWritten - WithoutMacro).
# The last line is `added by @Delegate: X.XX s wall, Y.YY s cpu; R.RRx and S.SSx the floor
# (target <= 1.2x)`: the added time over the floor, wall and cpu.
#
# Usage: Scripts/macro-build-cost.sh [rounds]         (default 3 rounds)
# Env:   MACRO_COST_DIR        where the client package and its build go (default
#                              .build-macro-cost/ in the repository; kept between runs, so
#                              only the first run builds swift-syntax: minutes on 2 cores)
#        MACRO_COST_PROTOCOLS  how many protocols (default 10; 1 for a quick look)
#        MACRO_COST_SWIFT_SYNTAX  a swift-syntax version to pin (default: what resolves, the
#                              newest the package allows); use a directory per version
#
# wall is elapsed seconds; cpu is user + system seconds of the build and every process it
# waited for, the plugin included. A debug build runs the emit-module job beside the
# compile jobs, so on an idle 2-core machine wall can drop to half of cpu; on a busy
# machine wall grows and cpu barely moves, so compare cpu there.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds="${1:-3}"
protocol_count="${MACRO_COST_PROTOCOLS:-10}"
work="${MACRO_COST_DIR:-$root/.build-macro-cost}"
client="$work/client"
scratch="$work/scratch"

# The root manifest adds its macro-test dependency unless this is set; the client never
# builds the macro tests.
export OMIT_MACRO_TESTS=1

# ---------------------------------------------------------------------------------------
# The client package.

# One protocol, with its markers. `$1` is its number; protocols 0-7 are `@MainActor`, as
# UIKit's are, the others plain.
protocol_source() {
  local k="$1" T="Table$1" isolation=""
  (( k < 8 )) && isolation="@MainActor "
  cat <<EOF
import DelegateKit

/// The view that protocol $k's delegate serves.
public final class $T {
  public init() {}
}

@Delegate
${isolation}public protocol ${T}Delegate: AnyObject {
  // Required (10).
  func numberOfSections(in table: $T) -> Int
  func table(_ table: $T, numberOfRowsInSection section: Int) -> Int
  func table(_ table: $T, cellForRowAt index: Index) -> Cell
  func tableDidReloadData(_ table: $T)
  func table(_ table: $T, didSelectRowAt index: Index)
  func table(_ table: $T, didDeselectRowAt index: Index)
  var preferredRowCount: Int { get }
  var title: String { get set }
  func table(_ table: $T, loadRowsAt indexes: [Index]) async
  func table(_ table: $T, validate index: Index) throws -> Bool

  // Optional, void (16).
  @Optional func table(_ table: $T, willDisplay cell: Cell, forRowAt index: Index)
  @Optional func table(_ table: $T, didEndDisplaying cell: Cell, forRowAt index: Index)
  @Optional func table(_ table: $T, willBeginEditingRowAt index: Index)
  @Optional func table(_ table: $T, didEndEditingRowAt index: Index?)
  @Optional func table(_ table: $T, didHighlightRowAt index: Index)
  @Optional func table(_ table: $T, didUnhighlightRowAt index: Index)
  @Optional func table(_ table: $T, didBeginMultipleSelectionAt index: Index)
  @Optional func tableDidEndMultipleSelection(_ table: $T)
  @Optional func table(_ table: $T, accessoryButtonTappedForRowWith index: Index)
  @Optional func table(_ table: $T, didUpdateFocusFrom previous: Index?, to next: Index?)
  @Optional func tableDidScroll(_ table: $T)
  @Optional func tableWillBeginDragging(_ table: $T)
  @Optional func tableDidEndDecelerating(_ table: $T)
  @Optional func tableDidZoom(_ table: $T)
  @Optional func tableWillBeginDecelerating(_ table: $T)
  @Optional func table(_ table: $T, performPrimaryActionForRowAt index: Index)

  // Optional, Bool with a default (8).
  @Optional(default: true) func table(_ table: $T, shouldHighlightRowAt index: Index) -> Bool
  @Optional(default: true) func table(_ table: $T, shouldIndentWhileEditingRowAt index: Index) -> Bool
  @Optional(default: false) func table(_ table: $T, shouldShowMenuForRowAt index: Index) -> Bool
  @Optional(default: true) func table(_ table: $T, canFocusRowAt index: Index) -> Bool
  @Optional(default: true) func table(_ table: $T, shouldSpringLoadRowAt index: Index) -> Bool
  @Optional(default: false) func table(_ table: $T, shouldBeginMultipleSelectionAt index: Index) -> Bool
  @Optional(default: true) func tableShouldScrollToTop(_ table: $T) -> Bool
  @Optional(default: false) func table(_ table: $T, canMoveRowAt index: Index) -> Bool

  // Optional, numbers and enums with a default (7).
  @Optional(default: 44.0) func table(_ table: $T, heightForRowAt index: Index) -> Double
  @Optional(default: 28.0) func table(_ table: $T, heightForHeaderInSection section: Int) -> Double
  @Optional(default: 0.0) func table(_ table: $T, heightForFooterInSection section: Int) -> Double
  @Optional(default: 44.0) func table(_ table: $T, estimatedHeightForRowAt index: Index) -> Double
  @Optional(default: 0) func table(_ table: $T, indentationLevelForRowAt index: Index) -> Int
  @Optional(default: 0) func sectionIndexCount(for table: $T) -> Int
  @Optional(default: EditingStyle.delete) func table(_ table: $T, editingStyleForRowAt index: Index) -> EditingStyle

  // Optional, answering nil by default (5).
  @Optional func table(_ table: $T, titleForHeaderInSection section: Int) -> String?
  @Optional func table(_ table: $T, titleForFooterInSection section: Int) -> String?
  @Optional func table(_ table: $T, willSelectRowAt index: Index) -> Index?
  @Optional func table(_ table: $T, titleForDeleteConfirmationButtonForRowAt index: Index) -> String?
  @Optional func table(_ table: $T, viewForHeaderInSection section: Int) -> HeaderView?

  // Optional properties (2).
  @Optional(default: false) var prefersLargeTitles: Bool { get }
  @Optional var accessibilityHint: String? { get }

  // Optional, async and throwing (2).
  @Optional func table(_ table: $T, prefetchRowsAt indexes: [Index]) async
  @Optional(default: true) func table(_ table: $T, canPerformAction action: String) throws -> Bool
}
EOF
}

# The types the protocols mention.
support_source() {
  cat <<'EOF'
/// A row's position.
public struct Index: Hashable, Sendable {
  public var section: Int
  public var row: Int
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }
}

/// A row's view.
public final class Cell {
  public init() {}
}

/// A section header's view.
public final class HeaderView {
  public init() {}
}

/// How a row can be edited.
public enum EditingStyle: Sendable {
  case none, delete, insert
}
EOF
}

# The plugin of InertMarkers and InertAttributes: one macro that expands to nothing, in
# each of the roles the markers and `@Delegate` are declared with.
inert_plugin_source() {
  cat <<'EOF'
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands to nothing, in `@Delegate`'s three roles (the markers are peers).
public struct Inert: PeerMacro, MemberMacro, ExtensionMacro {
  public static var formatMode: FormatMode { .disabled }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] { [] }
}

@main struct InertPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [Inert.self]
}
EOF
}

# InertMarkers' declarations of `@Optional`: the overloads DelegateKit declares, over
# stand-ins for its argument types.
inert_markers_source() {
  local overload
  cat <<'EOF'

/// Stand-ins for the types of `@Optional`'s arguments.
public struct InertDefault: Sendable {}
public struct InertNil: ExpressibleByNilLiteral, Sendable {
  public init(nilLiteral: ()) {}
}
EOF
  for overload in "()" "<Value>(default: Value)" "(default: InertDefault)" "(returning: StaticString)" \
    "(default: InertNil)" "(completing: Any?...)"; do
    printf '@attached(peer)\npublic macro Optional%s = #externalMacro(module: "InertMacros", type: "Inert")\n' \
      "$overload"
  done
}

# Removes the macro attributes, so that WithoutMacro declares the same protocols plainly.
strip_markers() {
  sed -E '/^@Delegate$/d; s/@(Delegate|Optional|Combining)(\([^)]*\))? ?//g'
}

# HandWritten's code for protocol `$1`, read from its source with markers: the defaults of
# its `@Optional` requirements, and a proxy, a multicast and a router that forward each
# requirement in one line. The corpus's parameter lists hold no commas but their separators.
hand_written_source() {
  local k="$1" isolation=""
  (( k < 8 )) && isolation="@MainActor "
  protocol_source "$k" | awk -v P="Table${k}Delegate" -v iso="$isolation" '
    # The call of a requirement with these parameters: `table(table, willDisplay: cell)`.
    function call(name, params,   n, parts, i, words, out) {
      n = split(params, parts, ", ")
      out = ""
      for (i = 1; i <= n; i++) {
        split(parts[i], words, " ")
        sub(/:$/, "", words[2])
        out = out (i > 1 ? ", " : "") (words[1] == "_" ? words[2] : words[1] ": " words[2])
      }
      return name "(" out ")"
    }
    /^  (@Optional(\([^)]*\))? )?(func|var) / {
      line = substr($0, 3)
      optional = 0
      value = ""
      if (line ~ /^@Optional/) {
        optional = 1
        if (match(line, /^@Optional\(default: [^)]*\)/)) value = substr(line, 20, RLENGTH - 20)
        sub(/^@Optional(\([^)]*\))? /, "", line)
      }
      if (line ~ /^func /) {
        name = substr(line, 6, index(line, "(") - 6)
        lp = index(line, "(")
        rp = index(line, ")")
        params = substr(line, lp + 1, rp - lp - 1)
        suffix = substr(line, rp + 1)
        effects = (suffix ~ /throws/ ? "try " : "") (suffix ~ /async/ ? "await " : "")
        returns = suffix ~ /->/
        head = "  public " line " {"
        forwarded = effects "%s." call(name, params)
        if (optional) defaults = defaults head (value != "" ? " " value " " : (returns ? " nil " : "")) "}\n"
        proxy = proxy head "\n    " sprintf(forwarded, "delegate!") "\n  }\n"
        router = router head "\n    " sprintf(forwarded, "routes[selected!]!") "\n  }\n"
        if (returns) multicast = multicast head "\n    " sprintf(forwarded, "delegates[0]") "\n  }\n"
        else multicast = multicast head "\n    for delegate in delegates { " sprintf(forwarded, "delegate") " }\n  }\n"
      } else {
        name = substr(line, 5, index(line, ":") - 5)
        type = substr(line, index(line, ":") + 2)
        settable = type ~ /set \}$/
        sub(/ \{ get( set)? \}$/, "", type)
        head = "  public var " name ": " type " {"
        if (optional) defaults = defaults head " " (value != "" ? value : "nil") " }\n"
        if (settable) {
          proxy = proxy head "\n    get { delegate!." name " }\n    set { delegate!." name " = newValue }\n  }\n"
          router = router head "\n    get { routes[selected!]!." name " }\n    set { routes[selected!]!." name " = newValue }\n  }\n"
          multicast = multicast head "\n    get { delegates[0]." name " }\n    set { for delegate in delegates { delegate." name " = newValue } }\n  }\n"
        } else {
          proxy = proxy head "\n    delegate!." name "\n  }\n"
          router = router head "\n    routes[selected!]!." name "\n  }\n"
          multicast = multicast head "\n    delegates[0]." name "\n  }\n"
        }
      }
    }
    END {
      printf "\nextension %s {\n%s}\n", P, defaults
      printf "\n%spublic final class %sProxy: %s {\n  public weak var delegate: (any %s)?\n  public init() {}\n%s}\n", iso, P, P, P, proxy
      printf "\n%spublic final class %sMulticast: %s {\n  public var delegates: [any %s] = []\n  public init() {}\n%s}\n", iso, P, P, P, multicast
      printf "\n%spublic final class %sRouter<Key: Hashable>: %s {\n  public var routes: [Key: any %s] = [:]\n  public var selected: Key?\n  public init() {}\n%s}\n", iso, P, P, P, router
    }
  '
}

write_module() {
  local module="$1" dir="$client/Sources/$1" k
  mkdir -p "$dir"
  support_source >"$dir/Support.swift"
  for ((k = 0; k < protocol_count; k++)); do
    if [[ "$module" == WithMacro ]]; then
      protocol_source "$k" >"$dir/Table$k.swift"
    else
      protocol_source "$k" | strip_markers >"$dir/Table$k.swift"
    fi
  done
  if [[ "$module" == Inert* ]]; then
    # The protocols' own attributes, bound to inert macros; InertMarkers drops `@Delegate`.
    local drop='/^@Delegate$/d;'
    [[ "$module" == InertAttributes ]] && drop=''
    for ((k = 0; k < protocol_count; k++)); do
      protocol_source "$k" | sed -E "$drop /^import DelegateKit\$/d" >"$dir/Table$k.swift"
    done
    inert_markers_source >>"$dir/Support.swift"
    if [[ "$module" == InertAttributes ]]; then
      printf '@attached(peer)\n@attached(member)\n@attached(extension)\n%s\n' \
        'public macro Delegate() = #externalMacro(module: "InertMacros", type: "Inert")' >>"$dir/Support.swift"
    fi
    mkdir -p "$client/Sources/InertMacros"
    inert_plugin_source >"$client/Sources/InertMacros/InertMacros.swift"
    return
  fi
  if [[ "$module" == HandWritten ]]; then
    for ((k = 0; k < protocol_count; k++)); do
      protocol_source "$k" | strip_markers | sed '/^import DelegateKit$/d' >"$dir/Table$k.swift"
      hand_written_source "$k" >>"$dir/Table$k.swift"
    done
  fi
  if [[ "$module" != WithMacro ]] && grep -rqE '@(Delegate|Optional|Combining)' "$dir"; then
    echo "error: $module still has macro attributes" >&2
    exit 1
  fi
}

# Sources are written anew each run; the manifest only when it changes, so that a second
# run re-resolves nothing.
rm -rf "$client/Sources"
mkdir -p "$client/Sources" "$scratch"
cat >"$work/Package.swift.new" <<EOF
// swift-tools-version: 6.2
// Generated by Scripts/macro-build-cost.sh: the same protocols with and without @Delegate.
import CompilerPluginSupport
import PackageDescription

// A new package's settings: Swift 6, no upcoming features.
let settings: [SwiftSetting] = []
let dump: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-dump-macro-expansions"])]

let package = Package(
  name: "MacroBuildCost",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "DelegateKit", path: "$root"),
    // InertMarkers' plugin: the swift-syntax DelegateKit resolves.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
  ],
  targets: [
    .target(name: "WithoutMacro", dependencies: ["DelegateKit"], swiftSettings: settings),
    .target(name: "WithMacro", dependencies: ["DelegateKit"], swiftSettings: settings),
    .target(name: "WithMacroDump", dependencies: ["DelegateKit"], swiftSettings: settings + dump),
    .target(name: "Expanded", dependencies: ["DelegateKit"], swiftSettings: settings),
    .target(name: "NoMarkers", dependencies: ["DelegateKit"], swiftSettings: settings),
    .macro(
      name: "InertMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .target(name: "InertMarkers", dependencies: ["InertMacros"], swiftSettings: settings),
    .target(name: "InertAttributes", dependencies: ["InertMacros"], swiftSettings: settings),
    .target(name: "HandWritten", swiftSettings: settings),
  ],
  swiftLanguageModes: [.v6]
)
EOF
if cmp -s "$work/Package.swift.new" "$client/Package.swift"; then
  rm "$work/Package.swift.new"
else
  mv "$work/Package.swift.new" "$client/Package.swift"
fi
write_module WithoutMacro
write_module WithMacro
write_module InertMarkers
write_module InertAttributes
write_module HandWritten
# NoMarkers: WithMacro's sources without the markers, `@Delegate` kept.
mkdir -p "$client/Sources/NoMarkers"
for file in "$client/Sources/WithMacro/"*.swift; do
  sed -E 's/@(Optional|Combining)(\([^)]*\))? ?//g' "$file" >"$client/Sources/NoMarkers/$(basename "$file")"
done
if grep -rqE '@(Optional|Combining)' "$client/Sources/NoMarkers"; then
  echo "error: NoMarkers still has requirement markers" >&2
  exit 1
fi
# WithMacroDump: WithMacro's sources, compiled once (untimed) with the expansions dumped.
mkdir -p "$client/Sources/WithMacroDump"
cp "$client/Sources/WithMacro/"*.swift "$client/Sources/WithMacroDump/"
# Expanded gets its protocols once the expansions are known.
mkdir -p "$client/Sources/Expanded"
support_source >"$client/Sources/Expanded/Support.swift"

build() {
  swift build --package-path "$client" --scratch-path "$scratch" "$@"
}

if [[ -n "${MACRO_COST_SWIFT_SYNTAX:-}" ]]; then
  swift package --package-path "$client" --scratch-path "$scratch" resolve swift-syntax \
    --version "$MACRO_COST_SWIFT_SYNTAX"
fi
echo "swift-syntax $(swift package --package-path "$client" --scratch-path "$scratch" show-dependencies 2>/dev/null \
  | grep -o 'swift-syntax<[^>]*@[0-9.]*' | head -n 1 | sed 's/.*@//')"

# ---------------------------------------------------------------------------------------
# The expansions.

echo "== building DelegateKit, the plugin and WithMacroDump (debug; the first run builds swift-syntax)"
log="$work/dump.log"
if ! build --target WithMacroDump >"$log" 2>&1; then
  tail -n 40 "$log" >&2
  echo "error: the module with @Delegate does not build (log: $log)" >&2
  exit 1
fi

# The dump prints each expansion buffer as its name (`@__swiftmacro_<mangled context>fM<role>_.swift`),
# a line of dashes, the code, a line of dashes; the output of a compile job is printed once per
# file it compiles, so a buffer can appear several times. Keeps the first copy of each
# top-level buffer (one `fM` in its name) that belongs to a protocol `TableNDelegate`, as
# expansions/<buffer name>. Markers on overloads share a buffer name; they expand to
# nothing, so keeping one of them loses no line.
expansions="$work/expansions"
rm -rf "$expansions"
mkdir -p "$expansions"
awk -v dir="$expansions" '
  state == 0 && /^@__swiftmacro_[0-9]+WithMacroDump.*Table[0-9]+Delegate.*\.swift$/ {
    name = substr($0, 2)
    if (gsub(/fM/, "&", name) == 1 && !(name in seen)) { seen[name] = 1; state = 1; next }
  }
  state == 1 && /^-+$/ { state = 2; file = dir "/" name; printf "" > file; next }
  state == 2 && /^-+$/ { close(file); state = 0; next }
  state == 2 { print > file }
  state == 1 { state = 0 }
' "$log"

# An expansion's role: p (peer), e (extension), m (member), ... from its buffer name.
# Buffers of the protocol itself are named `...TableNDelegate<attribute>fM<role>_.swift`;
# those of its requirements' markers have a `P<member>` in between. An empty expansion is
# dumped as one blank line.
buffer_role() {
  [[ "$(basename "$1")" =~ fM([a-z])_\.swift$ ]] && echo "${BASH_REMATCH[1]}"
}
is_protocol_level() {
  [[ "$(basename "$1")" =~ Table[0-9]+Delegate[^P]*fM[a-z]_\.swift$ ]]
}
line_count() {
  if grep -q '[^[:space:]]' "$1"; then wc -l <"$1"; else echo 0; fi
}

echo
echo "== lines generated by @Delegate, per protocol (50 requirements, 40 @Optional)"
printf '%-16s %8s %10s %8s %8s\n' protocol peers extension other total
all_lines=0
expanded_ok=1
for ((k = 0; k < protocol_count; k++)); do
  peer=0 extension=0 other=0
  for file in "$expansions"/*"Table${k}Delegate"*; do
    [[ -e "$file" ]] || continue
    lines=$(line_count "$file")
    ((lines > 0)) || continue
    if is_protocol_level "$file" && [[ "$(buffer_role "$file")" == p ]]; then
      peer=$((peer + lines))
    elif is_protocol_level "$file" && [[ "$(buffer_role "$file")" == e ]]; then
      extension=$((extension + lines))
    elif is_protocol_level "$file" && [[ "$(buffer_role "$file")" == m ]]; then
      # The protocol's own members: Expanded puts them inside the protocol.
      other=$((other + lines))
    else
      # A marker's expansion, inside the protocol: Expanded would have to place it by its
      # requirement; not done, so Expanded is then skipped.
      other=$((other + lines))
      expanded_ok=0
    fi
  done
  total=$((peer + extension + other))
  all_lines=$((all_lines + total))
  printf '%-16s %8d %10d %8d %8d\n' "Table${k}Delegate" "$peer" "$extension" "$other" "$total"
done
printf '%-16s %37d\n' "all" "$all_lines"
if ((all_lines == 0)); then
  echo "error: no expansion found in $log" >&2
  exit 1
fi

# Expanded: each protocol without markers, followed by its protocol-level peer and
# extension expansions as ordinary source.
if ((expanded_ok)); then
  for ((k = 0; k < protocol_count; k++)); do
    {
      # The protocol's source ends with its closing brace: its member expansions go
      # before it.
      protocol_source "$k" | strip_markers | sed '$d'
      for file in "$expansions"/*"Table${k}Delegate"*; do
        if is_protocol_level "$file" && [[ "$(buffer_role "$file")" == m ]]; then
          cat "$file"
        fi
      done
      echo "}"
      for file in "$expansions"/*"Table${k}Delegate"*; do
        if is_protocol_level "$file" && [[ "$(buffer_role "$file")" != m ]] \
          && [[ "$(line_count "$file")" -gt 0 ]]; then
          echo
          cat "$file"
        fi
      done
    } >"$client/Sources/Expanded/Table$k.swift"
  done
else
  echo "note: some expansion lands inside a protocol; the Expanded module is not built" >&2
fi

# ---------------------------------------------------------------------------------------
# The timings.

modules=(WithoutMacro InertMarkers InertAttributes HandWritten NoMarkers WithMacro)
((expanded_ok)) && modules=(WithoutMacro InertMarkers InertAttributes HandWritten Expanded NoMarkers WithMacro)

# WithMacro's first timed build is its first build, and fails the run if it fails; the
# others are built here so that a failure of Expanded only drops it.
echo
echo "== building the other modules once"
for module in "${modules[@]}"; do
  [[ "$module" == WithMacro ]] && continue
  log="$work/first-$module.log"
  if ! build --target "$module" >"$log" 2>&1; then
    tail -n 20 "$log" >&2
    if [[ "$module" == Expanded ]]; then
      echo "note: the expansions do not compile as plain source (log: $log); Expanded is skipped" >&2
      modules=(WithoutMacro InertMarkers InertAttributes HandWritten NoMarkers WithMacro)
      continue
    fi
    echo "error: $module does not build (log: $log)" >&2
    exit 1
  fi
done

# Times one rebuild of module `$1` after touching all its sources; appends
# "wall cpu" (seconds; cpu is user + system of the build and the processes it waited for).
time_rebuild() {
  local module="$1" out="$work/time-$1.txt" log="$work/rebuild-$1.log"
  touch "$client/Sources/$module/"*.swift
  if ! /usr/bin/time -f '%e %U %S' -o "$out.last" \
    swift build --package-path "$client" --scratch-path "$scratch" --target "$module" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "error: rebuilding $module failed (log: $log)" >&2
    exit 1
  fi
  awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$out.last" >>"$out"
}

for module in "${modules[@]}"; do rm -f "$work/time-$module.txt"; done
for ((round = 1; round <= rounds; round++)); do
  echo "== round $round of $rounds"
  for module in "${modules[@]}"; do time_rebuild "$module"; done
done

# "median min max" of column `$2` of file `$1`.
stats() {
  sort -n -k"$2" "$1" | awk -v c="$2" '
    { v[NR] = $c }
    END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f %.2f %.2f\n", m, v[1], v[NR] }
  '
}

echo
echo "== debug rebuild of each module, seconds (median over $rounds rounds, min-max)"
printf '%-16s %22s %22s\n' module wall "cpu (user+sys)"
declare -A wall cpu
for module in "${modules[@]}"; do
  read -r wm wlo whi <<<"$(stats "$work/time-$module.txt" 1)"
  read -r cm clo chi <<<"$(stats "$work/time-$module.txt" 2)"
  wall[$module]=$wm
  cpu[$module]=$cm
  printf '%-16s %8s (%5s-%5s) %8s (%5s-%5s)\n' "$module" "$wm" "$wlo" "$whi" "$cm" "$clo" "$chi"
done

minus() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a - b }'; }
echo
if [[ -n "${wall[Expanded]:-}" ]]; then
  echo "compiling the generated code (Expanded - WithoutMacro): wall $(minus "${wall[Expanded]}" "${wall[WithoutMacro]}") s, cpu $(minus "${cpu[Expanded]}" "${cpu[WithoutMacro]}") s"
  echo "expanding it (WithMacro - Expanded):                  wall $(minus "${wall[WithMacro]}" "${wall[Expanded]}") s, cpu $(minus "${cpu[WithMacro]}" "${cpu[Expanded]}") s"
fi
echo "the requirement markers (WithMacro - NoMarkers):        wall $(minus "${wall[WithMacro]}" "${wall[NoMarkers]}") s, cpu $(minus "${cpu[WithMacro]}" "${cpu[NoMarkers]}") s"
echo "  of which any macro's markers (InertMarkers - WithoutMacro): wall $(minus "${wall[InertMarkers]}" "${wall[WithoutMacro]}") s, cpu $(minus "${cpu[InertMarkers]}" "${cpu[WithoutMacro]}") s"
echo "every attribute, expanding to nothing (InertAttributes - WithoutMacro): wall $(minus "${wall[InertAttributes]}" "${wall[WithoutMacro]}") s, cpu $(minus "${cpu[InertAttributes]}" "${cpu[WithoutMacro]}") s"
echo "the same types by hand (HandWritten - WithoutMacro):   wall $(minus "${wall[HandWritten]}" "${wall[WithoutMacro]}") s, cpu $(minus "${cpu[HandWritten]}" "${cpu[WithoutMacro]}") s"
# The floor from one column: (InertAttributes - WithoutMacro) + (HandWritten - WithoutMacro).
floor_of() {
  local -n column="$1"
  minus "$(minus "${column[InertAttributes]}" "${column[WithoutMacro]}")" \
    "$(minus "${column[WithoutMacro]}" "${column[HandWritten]}")"
}
floor_wall=$(floor_of wall)
floor_cpu=$(floor_of cpu)
echo "the floor, every attribute and the hand-written types:  wall $floor_wall s, cpu $floor_cpu s"
echo "generated lines: $all_lines ($protocol_count protocols)"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
added_wall=$(minus "${wall[WithMacro]}" "${wall[WithoutMacro]}")
added_cpu=$(minus "${cpu[WithMacro]}" "${cpu[WithoutMacro]}")
echo "added by @Delegate: $added_wall s wall, $added_cpu s cpu;" \
  "$(ratio "$added_wall" "$floor_wall")x and $(ratio "$added_cpu" "$floor_cpu")x the floor (target <= 1.2x)"
