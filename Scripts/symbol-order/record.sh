#!/usr/bin/env bash
# Writes Apps/Tidings/SymbolOrder.txt: the functions of the release `tidings` that its common
# tasks call, most shared first, for the linker to lay out together (`make symbol-order` runs
# this after building the release executable and the comparison benchmark).
#
#   Scripts/symbol-order/record.sh
#   SYMBOL_ORDER_KEEP=1 Scripts/symbol-order/record.sh   keeps the list's order, adds what it lacks
#
# Why: the kernel maps a program's code in 64 KiB runs around each page it executes, so code that
# runs, scattered among code that does not, costs a process far more memory than its size. Laid
# out in one place, the code a cold refresh runs takes 3 to 4 MiB of the process instead of 11.
#
# How: the unstripped release executable runs under first-call.so (beside this script), which
# logs each function at its first call: on the demo library (the commands, `--json`, the reader
# in tmux), then through `compare-bench`'s refresh, unread and sync rows (a cold and a warm
# refresh of 300 feeds, `import newsboat`, a first and a later Tiny Tiny RSS sync). Functions
# are ranked by how many of those processes called them, then by how early; each is written
# under every name the executable gives its address. A function missing from the list keeps
# its place after the listed ones, so a stale list costs memory, never correctness.
#
# With SYMBOL_ORDER_KEEP=1 (`make symbol-order KEEP=1`), the names of the current list that the
# executable still has keep their order, and the functions the tasks now call that the list
# lacks (new code, and functions whose names the optimiser changed) are added after them, ranked
# the same way. A change then moves its own functions into the hot run without reordering the
# rest. Compare peaks only between executables whose pages are all in the page cache (fresh
# copies): the kernel maps the pages around a fault only when they are cached, and this
# machine's reclaim drops an older file's cold pages, so an old build looks smaller than a new
# one that lays its code out the same.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
release=$root/.build/shared/release
binary=$(realpath "$release/tidings")
output=$root/Apps/Tidings/SymbolOrder.txt
clang=$(dirname "$(realpath "$(command -v swift)")")/clang
for program in "$binary" "$release/compare-bench" "$release/sync-floor" "$release/parser-bench"; do
    [ -x "$program" ] || { echo "record.sh: $program is missing; run make symbol-order" >&2; exit 66; }
done
work=$(mktemp -d)
session=tidings-symbol-order-$$
cleanup() {
    tmux -L "$session" kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

"$clang" -O2 -shared -fPIC -o "$work/first-call.so" "$root/Scripts/symbol-order/first-call.c"
# Every function's address, sorted (nm pads them to one width), and every name of each address.
nm --defined-only "$binary" | awk '$2 ~ /^[TtWw]$/ { print $1, $3 }' | sort -u > "$work/symbols"
if ! grep -q ' main$' "$work/symbols"; then
    echo "record.sh: $binary has no symbols; build it without stripping" >&2
    exit 65
fi
cut -d' ' -f1 "$work/symbols" | uniq > "$work/functions"

# `tidings` as the benchmark and the scenes below call it: the real one, recorded.
mkdir -p "$work/bin" "$work/logs"
cat > "$work/bin/tidings" <<EOF
#!/bin/sh
export FIRST_CALL_EXECUTABLE='$binary' FIRST_CALL_FUNCTIONS='$work/functions'
export FIRST_CALL_LOGS='$work/logs' LD_PRELOAD='$work/first-call.so' SWIFT_BACKTRACE=enable=no
exec '$binary' "\$@"
EOF
chmod +x "$work/bin/tidings"
ln -s "$release/sync-floor" "$release/parser-bench" "$work/bin/"
tidings=$work/bin/tidings

echo "==> recording the commands on the demo library"
library=$work/demo
"$tidings" --version > /dev/null
"$tidings" --data-dir "$library" demo > /dev/null
"$tidings" --data-dir "$library" feeds > /dev/null
"$tidings" --data-dir "$library" articles --unread --limit 50 > /dev/null
"$tidings" --data-dir "$library" articles --json --limit 20 > /dev/null
"$tidings" --data-dir "$library" read 1 > /dev/null
"$tidings" --data-dir "$library" search the > /dev/null
"$tidings" --data-dir "$library" config > /dev/null

echo "==> recording extract and inspect (a process per page or feed, as the benchmarks run them)"
fixtures=$root/Packages/FullTextLogic/Tests/FullTextLogicTests/Fixtures
"$tidings" extract "$fixtures/news-article.html" --url https://example.com/news/1 > /dev/null
"$tidings" extract "$fixtures/news-article.html" --url https://example.com/news/1 --json > /dev/null
# A few pages: a function's place follows how many processes call it, so sixty would outrank refresh.
for page in $(ls "$root"/../shared/data/extraction-dev/html/*.html.gz 2>/dev/null | head -5); do
    gunzip -c "$page" > "$work/page.html"
    "$tidings" extract "$work/page.html" --url https://example.com/article --json > /dev/null || true
done
for feed in rss-cdata.xml atom10-basic.xml; do
    "$tidings" inspect --json "$root/Packages/FeedParserService/Tests/FeedParserServiceTests/Fixtures/$feed" > /dev/null
done

echo "==> recording the reader (tmux)"
tmux -L "$session" new-session -d -s "$session" -x 100 -y 30 "$tidings --data-dir $library"
for keys in j j Enter q j Enter q q; do
    sleep 0.5
    tmux -L "$session" send-keys -t "$session" "$keys" 2>/dev/null || break
done
sleep 1
tmux -L "$session" kill-server 2>/dev/null || true

echo "==> recording refresh, unread counts, import newsboat and sync (compare-bench, one run)"
"$release/compare-bench" --rows refresh,unread,sync --libraries 15000 --runs 1 --threads 4 \
    --bin "$work/bin" --data "$root/.build/bench" --python "$root/.build/venv/bin/python" \
    --output "$work/bench" --copy-to "$work/bench/copy" > "$work/bench.log" 2>&1 || {
    tail -20 "$work/bench.log" >&2
    echo "record.sh: compare-bench failed; its log is above" >&2
    exit 1
}

python3 - "$work/symbols" "$work/logs" "$output" "${SYMBOL_ORDER_KEEP:-0}" <<'EOF'
import os, sys
symbols, logs, output, keep = sys.argv[1:]
names = {}
for line in open(symbols):
    address, name = line.split()
    names.setdefault(int(address, 16), []).append(name)
calls, first = {}, {}
processes = 0
for log in os.listdir(logs):
    order = [int(line, 16) for line in open(os.path.join(logs, log)) if line.strip()]
    if not order:
        continue
    processes += 1
    for position, address in enumerate(dict.fromkeys(order)):
        calls[address] = calls.get(address, 0) + 1
        first[address] = first.get(address, 0) + position / len(order)
ranked = sorted(calls, key=lambda a: (-calls[a], first[a] / calls[a]))
# SYMBOL_ORDER_KEEP=1: the names of the list already written that the executable still has
# stay first, in their order, and the functions called now that it lacks follow, ranked.
present = {name for group in names.values() for name in group}
kept = []
if keep == "1" and os.path.exists(output):
    kept = [name for name in open(output).read().split() if name in present]
written = set(kept)
added = 0
with open(output, "w") as file:
    for name in kept:
        file.write(name + "\n")
    for address in ranked:
        new = [name for name in names.get(address, []) if name not in written]
        added += 1 if new else 0
        for name in new:
            file.write(name + "\n")
            written.add(name)
print(f"==> {len(ranked)} functions called in {processes} processes, written to {output}"
      + (f" ({len(kept)} names kept in their order, {added} functions added after them)" if kept else ""))
EOF
