#!/usr/bin/env bash
# Lists the processes a test run left behind, and exits 1 when there is any.
#
#   Scripts/leftover-processes.sh TEST_TMPDIR
#
# `make test` gives its tests TMPDIR=TEST_TMPDIR, and every process they start inherits it (the
# servers, the programs, the terminals), so a process that still has it in its environment once
# the tests ended is one they left running. This script, the shell that runs it and their
# ancestors are not counted. Prints one line per leftover process: its id and command line.
set -euo pipefail

tmpdir=${1:?usage: leftover-processes.sh TEST_TMPDIR}
# This script and every process above it (make's shell carries the same TMPDIR).
mine=" $$ "
pid=$$
while [ "$pid" -gt 1 ]; do
    pid=$(awk '{print $4}' "/proc/$pid/stat" 2>/dev/null || echo 1)
    mine+="$pid "
done

left=0
for environ in /proc/[0-9]*/environ; do
    pid=${environ#/proc/}
    pid=${pid%/environ}
    case "$mine" in *" $pid "*) continue ;; esac
    # A process of this run, or a child of this script (the pipeline below), is skipped.
    [ "$(awk '{print $4}' "/proc/$pid/stat" 2>/dev/null || echo 0)" = "$$" ] && continue
    if { tr '\0' '\n' < "$environ"; } 2>/dev/null | grep -qxF "TMPDIR=$tmpdir"; then
        command=$({ tr '\0' ' ' < "/proc/$pid/cmdline"; } 2>/dev/null || true)
        [ -n "$command" ] || continue
        echo "left running: $pid $command"
        left=$((left + 1))
    fi
done
[ "$left" -eq 0 ]
