#!/usr/bin/env python3
"""Copies a Tidings library into a newsboat cache, so that both readers count the same articles.

usage: newsboat_cache.py urls LIBRARY URLS_FILE   writes the library's feed URLs, one a line
       newsboat_cache.py fill LIBRARY CACHE       copies feeds and articles into CACHE
       newsboat_cache.py count CACHE              prints {"feeds", "items", "unread"} as JSON

LIBRARY is a Tidings library.sqlite; URLS_FILE is newsboat's urls file. CACHE must be a cache that
newsboat itself created, empty (run `newsboat -x print-unread -u URLS_FILE -c CACHE` once), so that
its schema is newsboat's own; `fill` adds to it, in one transaction, one rss_feed row per Tidings
feed and one rss_item row per article (purged tombstones left out): the same URL, title, guid, link,
author, date (seconds), body (content, else summary) and read state.
"""
import json
import sqlite3
import sys

FEEDS_SQL = """
INSERT INTO rss_feed (rssurl, url, title, lastmodified, is_rtl, etag)
SELECT url, COALESCE(home_url, ''), COALESCE(custom_title, source_title, url), 0, 0, ''
FROM tidings.feeds ORDER BY id
"""

ITEMS_SQL = """
INSERT INTO rss_item (guid, title, author, url, feedurl, pubDate, content, unread, enqueued, deleted, base)
SELECT COALESCE(a.guid, a.link, 'tidings:' || a.id), COALESCE(a.title, ''), a.authors, COALESCE(a.link, ''),
       f.url, COALESCE(a.published, a.updated, a.first_seen) / 1000, COALESCE(a.content, a.summary, ''),
       a.read = 0, 0, 0, ''
FROM tidings.articles AS a JOIN tidings.feeds AS f ON f.id = a.feed_id
WHERE a.purged = 0 ORDER BY a.id
"""


def open_library(path):
    """The Tidings library, read-only (it stays as library-bench left it)."""
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def write_urls(library, urls_file):
    with open_library(library) as connection:
        urls = [row[0] for row in connection.execute("SELECT url FROM feeds ORDER BY id")]
    with open(urls_file, "w") as output:
        output.writelines(url + "\n" for url in urls)
    print(f"{len(urls)} feed URLs written to {urls_file}")


def fill(library, cache):
    connection = sqlite3.connect(cache, isolation_level=None)
    (existing,) = connection.execute("SELECT count(*) FROM rss_item").fetchone()
    if existing:
        sys.exit(f"{cache} already holds {existing} items; fill needs the empty cache newsboat creates")
    connection.execute("ATTACH DATABASE ? AS tidings", (f"file:{library}?mode=ro",))
    connection.execute("BEGIN")
    connection.execute(FEEDS_SQL)
    connection.execute(ITEMS_SQL)
    connection.execute("COMMIT")
    connection.execute("DETACH DATABASE tidings")
    connection.close()
    print(json.dumps(counts(cache), sort_keys=True))


def counts(cache):
    with sqlite3.connect(f"file:{cache}?mode=ro", uri=True) as connection:
        (feeds,) = connection.execute("SELECT count(*) FROM rss_feed").fetchone()
        items, unread = connection.execute(
            "SELECT count(*), COALESCE(sum(unread), 0) FROM rss_item WHERE deleted = 0").fetchone()
    return {"feeds": feeds, "items": items, "unread": unread}


def main(arguments):
    if len(arguments) == 3 and arguments[0] == "urls":
        write_urls(arguments[1], arguments[2])
    elif len(arguments) == 3 and arguments[0] == "fill":
        fill(arguments[1], arguments[2])
    elif len(arguments) == 2 and arguments[0] == "count":
        print(json.dumps(counts(arguments[1]), sort_keys=True))
    else:
        sys.exit(__doc__.split("\n\n")[1])


if __name__ == "__main__":
    main(sys.argv[1:])
