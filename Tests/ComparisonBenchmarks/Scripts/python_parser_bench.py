#!/usr/bin/env python3
"""Measures a Python feed parser on parser-bench's corpus: one set of files, in this fresh process.

usage: python_parser_bench.py CORPUS_DIR SET [--parser NAME] [--min-seconds S]

NAME is feedparser (the default), fastfeedparser (a Rust core with lxml behind it) or
feedparser_rs (a Rust port of feedparser). CORPUS_DIR is what `parser-bench --write-corpus
CORPUS_DIR` wrote; its corpus.tsv lists each file with its set ("large", "medium", "small" or
"fixtures"). The files of SET are read into memory first, then parsed with `NAME.parse(data)` the
way parser-bench's children parse them: a single document once; several documents after one
warm-up pass, over and over until S seconds (default 1) have passed. The result of each file is
kept until the clock stops, as parser-bench does. A document the parser refuses (fastfeedparser
raises on some) is counted in "refused" and left out of the timed passes, so its bytes are not
counted as parsed.

Prints one JSON object: bytes parsed, CPU seconds (user + system, time.process_time) and wall
seconds of the timed part, resident memory before loading and at its peak (VmHWM of
/proc/self/status: resource.getrusage's ru_maxrss would also count the parent's high-water mark,
which a child started by posix_spawn inherits on Linux), the entries found (so that a parse that
reads nothing cannot pass unnoticed), the parser's name and version and Python's.
"""
import json
import os
import platform
import sys
import time
from importlib import import_module, metadata

PARSERS = {"feedparser": "feedparser", "fastfeedparser": "fastfeedparser", "feedparser_rs": "feedparser-rs"}


def status_bytes(field):
    """A kB field of /proc/self/status (VmHWM, VmRSS), in bytes."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    return 0


def main(arguments):
    usage = "usage: python_parser_bench.py CORPUS_DIR SET [--parser NAME] [--min-seconds S]"
    if len(arguments) < 2:
        sys.exit(usage)
    directory, wanted = arguments[0], arguments[1]
    options = dict(zip(arguments[2::2], arguments[3::2]))
    if len(arguments) % 2 or any(key not in ("--parser", "--min-seconds") for key in options):
        sys.exit(usage)
    name = options.get("--parser", "feedparser")
    if name not in PARSERS:
        sys.exit(f"unknown parser {name!r}; the parsers are {', '.join(PARSERS)}")
    parse = import_module(name).parse
    min_seconds = float(options.get("--min-seconds", "1"))
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
    refused = 0
    single = len(documents) == 1
    if not single:
        accepted = []
        for document in documents:
            try:
                parse(document)
                accepted.append(document)
            except Exception:
                refused += 1
        documents = accepted
    kept = [None] * len(documents)
    entries = 0

    def count(result):
        return len(result["entries"] if isinstance(result, dict) else result.entries)

    def parse_all():
        nonlocal entries
        for index, document in enumerate(documents):
            kept[index] = parse(document)
            entries += count(kept[index])
        return sum(len(document) for document in documents)

    wall_start, cpu_start = time.perf_counter(), time.process_time()
    parsed = 0
    while True:
        parsed += parse_all()
        if single or time.perf_counter() - wall_start >= min_seconds:
            break
    cpu, wall = time.process_time() - cpu_start, time.perf_counter() - wall_start
    print(json.dumps({
        "set": wanted, "files": len(documents), "refused": refused, "bytesParsed": parsed, "cpuSeconds": cpu,
        "wallSeconds": wall, "startResidentBytes": start_rss, "peakResidentBytes": status_bytes("VmHWM"),
        "entries": entries, "parser": PARSERS[name], "version": metadata.version(PARSERS[name]),
        "python": platform.python_version(),
    }, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1:])
