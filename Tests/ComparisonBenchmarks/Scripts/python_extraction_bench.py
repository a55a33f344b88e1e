#!/usr/bin/env python3
"""Measures a Python article extractor on the pages of an extraction set, in this fresh process.

usage: python_extraction_bench.py PAGES_DIR OUTPUT_DIR --extractor NAME [--runs N]
       python_extraction_bench.py --prepare SET_DIR PAGES_DIR

--prepare unpacks an extraction set (SET_DIR/ground-truth.json, {KEY: {"url": …}}, and
SET_DIR/html/KEY.html.gz) into PAGES_DIR: KEY.html and pages.tsv, in the order of the keys.

PAGES_DIR holds KEY.html (the page's bytes as fetched) and pages.tsv (KEY, TAB, the page's URL, a
page a line). NAME is trafilatura (`trafilatura.extract(page, url=URL)`), readability
(readability-lxml: `Document(page, url=URL).summary()`, its HTML turned into text by lxml) or
resiliparse (`extract_plain_text(page decoded as it detects, main_content=True)`). The pages are
read into memory first; one untimed pass warms the extractor up, then N timed passes (default 3)
extract every page in turn.

Writes OUTPUT_DIR/KEY.txt, the text extracted from each page (empty when the extractor found
none or raised), and prints one JSON object: the extractor's name and version, Python's, the CPU
seconds (time.process_time) of each timed pass, the pages, their bytes and how many raised.
Scoring is the caller's: the same scorer reads every extractor's texts.
"""
import json
import os
import platform
import sys
import time
from importlib import metadata


def extractors():
    """Each extractor's name, its PyPI distribution and a function of (bytes, url) to text."""

    def trafilatura_extract(page, url):
        import trafilatura

        return trafilatura.extract(page, url=url) or ""

    def readability_extract(page, url):
        import lxml.html
        from readability import Document

        summary = Document(page, url=url).summary()
        return lxml.html.fromstring(summary).text_content() if summary else ""

    def resiliparse_extract(page, url):
        from resiliparse.extract.html2text import extract_plain_text
        from resiliparse.parse.encoding import bytes_to_str, detect_encoding

        return extract_plain_text(bytes_to_str(page, detect_encoding(page)), main_content=True)

    return {
        "trafilatura": ("trafilatura", trafilatura_extract),
        "readability": ("readability-lxml", readability_extract),
        "resiliparse": ("resiliparse", resiliparse_extract),
    }


def prepare(set_dir, pages_dir):
    """Unpacks the set's pages and writes their list."""
    import gzip

    with open(os.path.join(set_dir, "ground-truth.json"), encoding="utf-8") as truth:
        pages = json.load(truth)
    os.makedirs(pages_dir, exist_ok=True)
    with open(os.path.join(pages_dir, "pages.tsv"), "w", encoding="utf-8") as listing:
        for key in sorted(pages):
            with gzip.open(os.path.join(set_dir, "html", key + ".html.gz")) as packed:
                data = packed.read()
            with open(os.path.join(pages_dir, key + ".html"), "wb") as page:
                page.write(data)
            listing.write(f"{key}\t{pages[key]['url']}\n")


def main(arguments):
    if len(arguments) == 3 and arguments[0] == "--prepare":
        prepare(arguments[1], arguments[2])
        return
    usage = "usage: python_extraction_bench.py PAGES_DIR OUTPUT_DIR --extractor NAME [--runs N]"
    if len(arguments) < 4 or len(arguments) % 2:
        sys.exit(usage)
    pages_dir, output_dir = arguments[0], arguments[1]
    options = dict(zip(arguments[2::2], arguments[3::2]))
    if any(key not in ("--extractor", "--runs") for key in options):
        sys.exit(usage)
    known = extractors()
    name = options.get("--extractor", "")
    if name not in known:
        sys.exit(f"unknown extractor {name!r}; known: {', '.join(known)}")
    distribution, extract = known[name]
    runs = int(options.get("--runs", "3"))
    pages = []
    with open(os.path.join(pages_dir, "pages.tsv"), encoding="utf-8") as listing:
        for line in listing:
            key, url = line.rstrip("\n").split("\t")
            with open(os.path.join(pages_dir, key + ".html"), "rb") as page:
                pages.append((key, url, page.read()))
    texts, raised = {}, 0
    for key, url, page in pages:
        try:
            texts[key] = extract(page, url)
        except Exception:
            texts[key] = ""
            raised += 1
    seconds = []
    for _ in range(runs):
        start = time.process_time()
        for key, url, page in pages:
            try:
                extract(page, url)
            except Exception:
                pass
        seconds.append(time.process_time() - start)
    os.makedirs(output_dir, exist_ok=True)
    for key, text in texts.items():
        with open(os.path.join(output_dir, key + ".txt"), "w", encoding="utf-8") as out:
            out.write(text)
    print(
        json.dumps(
            {
                "extractor": name,
                "version": metadata.version(distribution),
                "python": platform.python_version(),
                "seconds": seconds,
                "pages": len(pages),
                "bytes": sum(len(page) for _, _, page in pages),
                "raised": raised,
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1:])
