"""Holds a write transaction on an SQLite file until told to let go.

Usage: hold_write_lock.py DATABASE RELEASE_FILE TEXT

Takes the write lock (BEGIN IMMEDIATE), inserts TEXT into notes(text), prints "locked",
then waits until RELEASE_FILE exists (at most 30 seconds) and commits, printing "committed".
"""
import os
import sqlite3
import sys
import time

database, release_file, text = sys.argv[1], sys.argv[2], sys.argv[3]
connection = sqlite3.connect(database, timeout=10, isolation_level=None)
connection.execute("BEGIN IMMEDIATE")
connection.execute("INSERT INTO notes (text) VALUES (?)", (text,))
print("locked", flush=True)
deadline = time.monotonic() + 30
while not os.path.exists(release_file) and time.monotonic() < deadline:
    time.sleep(0.02)
connection.execute("COMMIT")
connection.close()
print("committed", flush=True)
