"""Commits some rows, then dies (killed by the test) in the middle of a large transaction.

Usage: die_in_transaction.py DATABASE

Commits ten rows with text 'committed-by-python', then opens a transaction inserting
3000 rows of 4 KiB (more than SQLite's page cache holds, so uncommitted pages reach the
WAL file), prints "inside" and sleeps until it is killed (at most 30 seconds).
"""
import sqlite3
import sys
import time

connection = sqlite3.connect(sys.argv[1], timeout=10, isolation_level=None)
connection.execute("BEGIN IMMEDIATE")
for number in range(10):
    connection.execute("INSERT INTO notes (text) VALUES ('committed-by-python')")
connection.execute("COMMIT")
connection.execute("BEGIN IMMEDIATE")
for number in range(3000):
    connection.execute("INSERT INTO notes (text, payload) VALUES ('uncommitted', zeroblob(4096))")
print("inside", flush=True)
time.sleep(30)
