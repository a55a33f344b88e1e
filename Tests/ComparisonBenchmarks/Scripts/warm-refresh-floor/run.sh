#!/bin/bash
# The floor under a warm refresh (floor.c), beside `tidings refresh` on the same server, in one run:
#   Tests/ComparisonBenchmarks/Scripts/warm-refresh-floor/run.sh [RUNS]
# Needs `make bench` to have run once (the release build and the corpus in .build/bench) and a C
# compiler with libcurl's headers (the build group of Config/Dependencies.txt). Prints the mean
# wall time of each, start-up included, in milliseconds.
set -euo pipefail
root=$(cd "$(dirname "$0")/../../../.." && pwd)
runs=${1:-20}
release=$root/.build/shared/release
corpus=$root/.build/bench/compare/refresh/corpus
for needed in "$release/tidings" "$release/loopback-server" "$corpus"; do
    [ -e "$needed" ] || { echo "run.sh: $needed is missing: run make bench first" >&2; exit 66; }
done
work=$(mktemp -d)
port=48157
"$release/loopback-server" --directory "$corpus" --port $port --address 127.0.0.1 >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
cc -O2 -o "$work/floor" "$(dirname "$0")/floor.c" -lcurl
sleep 0.5
prefix=http://127.0.0.1:$port/feeds/
count=$(ls "$corpus/feeds" | wc -l)
"$work/floor" prime "$work/etags" $prefix "$count" 6 >/dev/null
{
    echo '<?xml version="1.0" encoding="UTF-8"?><opml version="2.0"><body>'
    for index in $(seq 0 $((count - 1))); do
        printf '<outline type="rss" xmlUrl="%sfeed-%03d.xml"/>\n' $prefix "$index"
    done
    echo '</body></opml>'
} >"$work/feeds.opml"
"$release/tidings" --data-dir "$work/library" import "$work/feeds.opml" >/dev/null
# Two refreshes: the first fetches everything, the second leaves the library warm.
"$release/tidings" --data-dir "$work/library" refresh >/dev/null
"$release/tidings" --data-dir "$work/library" refresh >/dev/null
mean() { # COMMAND...: the mean wall time of RUNS runs, in ms
    local start end
    start=$(date +%s%N)
    for _ in $(seq "$runs"); do "$@" >/dev/null; done
    end=$(date +%s%N)
    awk -v ns=$((end - start)) -v runs="$runs" 'BEGIN { printf "%.1f", ns / runs / 1e6 }'
}
for connections in 6 24; do
    echo "libcurl alone, $count conditional GETs, $connections connections: $(mean "$work/floor" warm "$work/etags" $prefix "$count" $connections) ms"
done
echo "tidings refresh, warm:                          $(mean "$release/tidings" --data-dir "$work/library" refresh) ms"
