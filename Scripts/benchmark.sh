#!/usr/bin/env bash
# Builds and runs the DelegateKit benchmark suite (Benchmarks/, a nested SwiftPM package using
# ordo-one/benchmark) in release, then prints the time of every implementation as a ratio to
# the in-place weak loop, allocations per broadcast and bytes per registered delegate, and
# writes the same tables to Benchmarks/RESULTS.md.
#
# Usage: Scripts/benchmark.sh [extra `swift package benchmark` options, e.g. --filter '/64$']
# Env:   DELEGATEKIT_BENCH_SECONDS  seconds per benchmark (default 1)
#
# The last line printed is `worst ours/in-place ratio: X.XX`: the worst time ratio of
# DelegateList and ConcurrentDelegateList to the in-place weak loop, over N = 1, 8, 64,
# broadcast and first-responder.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/Benchmarks"
out="$bench/.results"
rm -rf "$out"
mkdir -p "$out"

# The root manifest adds its macro-test dependency unless this is set; the benchmarks only
# build DelegateKitCore, so resolving it would be wasted work.
export OMIT_MACRO_TESTS=1

echo "== time and allocations: swift package benchmark (release build, then run)"
swift package --package-path "$bench" --allow-writing-to-package-directory \
  benchmark --format jmh --path "$out" --no-progress "$@"

jmh="$(find "$out" -maxdepth 1 -name '*.jmh.json' | head -n 1)"
if [[ -z "$jmh" ]]; then
  echo "error: the benchmark run wrote no JMH export to $out" >&2
  exit 1
fi

echo "== memory per delegate: C allocator statistics (release build, then run)"
swift build -c release --package-path "$bench" --product DelegateKitMemory
bin="$(swift build -c release --package-path "$bench" --show-bin-path)"
# No tcache: glibc counts chunks parked in it as in use, which hides reuse at small sizes.
GLIBC_TUNABLES=glibc.malloc.tcache_count=0 "$bin/DelegateKitMemory" 64 10000 > "$out/memory.jsonl"

machine="$(uname -m)"
cores="$(nproc)"
swift_version="$(swift --version 2>&1 | head -n 1)"
load="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
library="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
if [[ -n "$(git -C "$root" status --porcelain -- Sources Package.swift 2>/dev/null)" ]]; then
  library="$library with uncommitted changes in Sources/ or Package.swift"
fi

JMH="$jmh" MEMORY="$out/memory.jsonl" RESULTS="$bench/RESULTS.md" \
  MACHINE="$machine" CORES="$cores" SWIFT_VERSION="$swift_version" LOAD="$load" LIBRARY="$library" \
  COMMAND="Scripts/benchmark.sh${*:+ $*}" \
  python3 - <<'PYTHON'
import datetime
import json
import os
import sys

SCALE = 1000  # operations per benchmark iteration (scalingFactor .kilo)

ROWS = [  # (benchmark name component, row title, ours?)
    ("DelegateList", "DelegateList (ours)", True),
    ("ConcurrentDelegateList", "ConcurrentDelegateList (ours)", True),
    ("InPlaceWeak", "in-place weak loop (baseline)", False),
    ("StrongContiguousArray", "strong ContiguousArray loop", False),
    ("WeakBoxArray", "[Weak] box loop", False),
    ("WeakClosures", "weak closures", False),
    ("MulticastDelegateStyle", "MulticastDelegate-style", False),
    ("NotificationCenter", "NotificationCenter.default", False),
    ("OpenCombinePassthroughSubject", "OpenCombine PassthroughSubject", False),
]
COUNTS = [1, 8, 64]
MEMORY_ROWS = [
    ("DelegateList", "DelegateList (ours)"),
    ("DelegateList+sideTables", "DelegateList (ours), new delegates: + Swift weak side tables"),
    ("ConcurrentDelegateList", "ConcurrentDelegateList (ours)"),
    ("InPlaceWeak", "in-place weak buffer, exact capacity (baseline)"),
    ("WeakBoxArray", "[Weak] array grown by append"),
]

with open(os.environ["JMH"]) as f:
    elements = json.load(f)

results = {}
for element in elements:
    # "package.benchmark.<target>.<name>", name = kind/label/count
    name = element["benchmark"].split(".", 3)[3]
    metrics = dict(element.get("secondaryMetrics") or {})
    results[name] = metrics

def p50(metric):
    return metric["scorePercentiles"]["50.0"]

def time_ns(kind, label, count):
    """Median wall clock per operation, in nanoseconds."""
    metrics = results.get(f"{kind}/{label}/{count}")
    if not metrics or "Time (wall clock)" not in metrics:
        return None
    # JMH export: microseconds per iteration of SCALE operations.
    return p50(metrics["Time (wall clock)"]) * 1000.0 / SCALE

def mallocs(kind, label, count):
    """Mean malloc calls per operation."""
    metrics = results.get(f"{kind}/{label}/{count}")
    if not metrics or "Malloc (total)" not in metrics:
        return None
    return metrics["Malloc (total)"]["score"] / SCALE

def fmt(value, digits=2, suffix=""):
    return "n/a" if value is None else f"{value:.{digits}f}{suffix}"

def ratio(value, base):
    if value is None or base is None or base <= 0:
        return None
    return value / base

table = []
worst = None
worst_where = ""
for label, title, ours in ROWS:
    for count in COUNTS:
        b = time_ns("broadcast", label, count)
        q = time_ns("first", label, count)
        rb = ratio(b, time_ns("broadcast", "InPlaceWeak", count))
        rq = ratio(q, time_ns("first", "InPlaceWeak", count))
        if ours:
            for r, kind in ((rb, "broadcast"), (rq, "first-responder")):
                if r is not None and (worst is None or r > worst):
                    worst, worst_where = r, f"{title.split(' ')[0]}, {kind}, N={count}"
        table.append([
            title, str(count),
            fmt(b, 1), fmt(rb, 2, "x"),
            fmt(q, 1), fmt(rq, 2, "x"),
            fmt(mallocs("broadcast", label, count), 3),
            fmt(mallocs("first", label, count), 3),
        ])

header = ["implementation", "N", "broadcast ns", "broadcast / in-place",
          "first-responder ns", "first-responder / in-place", "mallocs / broadcast", "mallocs / lookup"]

# Memory: requested bytes kept (malloc interposer, inside the benchmark harness) and heap
# in use (C allocator statistics, outside it).
memory_requested = {}
for label, _ in MEMORY_ROWS:
    metrics = results.get(f"memory/{label}/10000")
    if metrics and "Malloc / free Δ (bytes)" in metrics:
        memory_requested[label] = (
            p50(metrics["Malloc / free Δ (bytes)"]) / 10000,
            p50(metrics["Malloc / free Δ"]),
            p50(metrics["Time (wall clock)"]) / 1000.0,  # ms to build
        )
memory_heap = {}
with open(os.environ["MEMORY"]) as f:
    for line in f:
        row = json.loads(line)
        memory_heap[(row["container"], row["count"])] = row["bytesPerDelegate"]

memory_table = []
for label, title in MEMORY_ROWS:
    requested = memory_requested.get(label)
    memory_table.append([
        title,
        fmt(requested[0] if requested else None, 1),
        fmt(memory_heap.get((label, 10000)), 1),
        fmt(memory_heap.get((label, 64)), 1),
        "n/a" if not requested else f"{requested[1]:.0f}",
        fmt(requested[2] if requested else None, 1),
    ])
memory_header = ["container", "requested B/delegate (10,000)", "heap B/delegate (10,000)",
                 "heap B/delegate (64)", "allocations kept (10,000)", "ms to add 10,000"]

# Targets.
targets = []
def target(ok, text):
    targets.append(("met   " if ok else "MISSED") + "  " + text)

for label, title, ours in ROWS:
    if not ours:
        continue
    name = title.split(" ")[0]
    rs = [ratio(time_ns("broadcast", label, n), time_ns("broadcast", "InPlaceWeak", n)) for n in COUNTS]
    if None not in rs:
        target(max(rs) <= 1.1, f"{name} broadcast <= 1.1x in-place at N=1/8/64: "
               + ", ".join(f"{r:.2f}x" for r in rs))
    q1, q64 = time_ns("first", label, 1), time_ns("first", label, 64)
    if q1 and q64:
        target(q64 / q1 <= 1.25, f"{name} first responder O(1) in N (N=64 within 1.25x of N=1): "
               f"{q1:.1f} ns at N=1, {q64:.1f} ns at N=64 ({q64 / q1:.2f}x)")
    ms = [mallocs(kind, label, n) for kind in ("broadcast", "first") for n in COUNTS]
    if None not in ms:
        target(max(ms) < 0.0005, f"{name} 0 allocations per broadcast and lookup: max {max(ms):.3f}")
for label in ("DelegateList", "ConcurrentDelegateList"):
    measured = [v for v in (memory_requested.get(label, (None,))[0], memory_heap.get((label, 10000))) if v is not None]
    if measured:
        target(max(measured) <= 64, f"{label} <= 64 B per registered weak delegate (10,000): "
               f"{max(measured):.1f} B (requested {fmt(memory_requested.get(label, (None,))[0], 1)}, "
               f"heap {fmt(memory_heap.get((label, 10000)), 1)})")

def text_table(header, rows):
    widths = [max(len(str(x)) for x in column) for column in zip(header, *rows)]
    line = lambda cells: "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                                   for i, (c, w) in enumerate(zip(cells, widths)))
    return "\n".join([line(header), line(["-" * w for w in widths])] + [line(r) for r in rows])

def markdown_table(header, rows):
    out = ["| " + " | ".join(header) + " |",
           "|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)

worst_line = f"worst ours/in-place ratio: {fmt(worst, 2)}"

print()
print("Time per operation (median), as a ratio to the in-place weak loop; mallocs per operation (mean)")
print(text_table(header, table))
print()
print("Memory per registered weak delegate")
print(text_table(memory_header, memory_table))
print()
print("Targets")
for t in targets:
    print("  " + t)
print(f"  worst ratio at: {worst_where}")

now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
md = f"""# DelegateKit benchmark results

Generated by `{os.environ['COMMAND']}` (see [README.md](README.md) for what each row is).

- date: {now}
- machine: `{os.environ['MACHINE']}`, {os.environ['CORES']} cores (`nproc`), load average at the end of the run: {os.environ['LOAD']}
- swift: `{os.environ['SWIFT_VERSION']}`
- library measured: DelegateKit at {os.environ['LIBRARY']}

## Time and allocations per operation

Median wall clock per operation (1000 operations per measured iteration), its ratio to the
in-place weak loop at the same N, and mean `malloc` calls per operation. A broadcast calls
`didChange()` on every delegate; a first-responder lookup asks `reply()` until one answers,
and the first delegate answers.

{markdown_table(header, table)}

## Memory per registered weak delegate

*requested*: bytes asked of `malloc` and still held after adding 10,000 delegates (the
benchmark harness's malloc interposer, `memoryLeakedBytes`), divided by 10,000. *heap*: growth
of the C allocator's bytes in use (`mallinfo2()`, including malloc's chunk overhead), measured
outside the harness, divided by the number of delegates. Unless the row says otherwise the
delegates were weakly referenced before, so the Swift runtime's per-object weak side table
already existed and is not counted.

{markdown_table(memory_header, memory_table)}

## Targets

```
{chr(10).join(targets)}
worst ratio at: {worst_where}
{worst_line}
```
"""
with open(os.environ["RESULTS"], "w") as f:
    f.write(md)
print()
print(f"wrote {os.environ['RESULTS']}")
print(worst_line)
PYTHON
