#!/usr/bin/env python3
"""Measures feedparser (Python) on parser-bench's corpus: one set of files, in this fresh process.

usage: feedparser_bench.py CORPUS_DIR SET [--min-seconds S]

CORPUS_DIR is what `parser-bench --write-corpus CORPUS_DIR` wrote; its corpus.tsv lists each file
with its set ("large" or "fixtures"). The files of SET are read into memory first, then parsed with
`feedparser.parse(data)` the way parser-bench's children parse them: a single document once; several
documents after one warm-up pass, over and over until S seconds (default 1) have passed. The result
of each file is kept until the clock stops, as parser-bench does.

Prints one JSON object: bytes parsed, CPU seconds (user + system, time.process_time) and wall
seconds of the timed part, resident memory before loading and at its peak (VmHWM of
/proc/self/status: resource.getrusage's ru_maxrss would also count the parent's high-water mark,
which a child started by posix_spawn inherits on Linux), the entries found (so that a parse that
reads nothing cannot pass unnoticed) and the versions of feedparser and Python.
"""
import json
import os
import platform
import sys
import time

import feedparser


def status_bytes(field):
    """A kB field of /proc/self/status (VmHWM, VmRSS), in bytes."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    return 0


def main(arguments):
    if len(arguments) not in (2, 4) or (len(arguments) == 4 and arguments[2] != "--min-seconds"):
        sys.exit("usage: feedparser_bench.py CORPUS_DIR SET [--min-seconds S]")
    directory, wanted = arguments[0], arguments[1]
    min_seconds = float(arguments[3]) if len(arguments) == 4 else 1.0
    start_rss = status_bytes("VmRSS")
    with open(os.path.join(directory, "corpus.tsv")) as listing:
        rows = [line.rstrip("\n").split("\t") for line in listing][1:]
    paths = [os.path.join(directory, path) for kind, path, _ in rows if kind == wanted]
    if not paths:
        sys.exit(f"no files of set {wanted!r} in {directory}/corpus.tsv")
    documents = []
    for path in paths:
        with open(path, "rb") as file:
            documents.append(file.read())
    kept = [None] * len(documents)
    entries = 0

    def parse_all():
        nonlocal entries
        for index, document in enumerate(documents):
            kept[index] = feedparser.parse(document)
            entries += len(kept[index].entries)
        return sum(len(document) for document in documents)

    single = len(documents) == 1
    if not single:
        parse_all()
    wall_start, cpu_start = time.perf_counter(), time.process_time()
    parsed = 0
    while True:
        parsed += parse_all()
        if single or time.perf_counter() - wall_start >= min_seconds:
            break
    cpu, wall = time.process_time() - cpu_start, time.perf_counter() - wall_start
    print(json.dumps({
        "set": wanted, "files": len(documents), "bytesParsed": parsed, "cpuSeconds": cpu,
        "wallSeconds": wall, "startResidentBytes": start_rss, "peakResidentBytes": status_bytes("VmHWM"),
        "entries": entries, "feedparser": feedparser.__version__, "python": platform.python_version(),
    }, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1:])
