// SQLite for Swift (Debian's libsqlite3-dev).
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import;
// binding with it tells SQLite to copy the value before the call returns.
static inline sqlite3_destructor_type tidings_sqlite_transient(void) { return SQLITE_TRANSIENT; }

// sqlite3_config is variadic, which Swift cannot call. How many bytes of one statement's journal
// (the pages it changed, kept so that the statement alone can be undone) stay in memory before
// the journal moves to a temporary file; only before SQLite is initialized, else SQLITE_MISUSE.
static inline int tidings_sqlite_statement_journal_spill(int bytes) {
    return sqlite3_config(SQLITE_CONFIG_STMTJRNL_SPILL, bytes);
}

// Whether SQLite counts the memory it allocates (sqlite3_memory_used, sqlite3_status64,
// sqlite3_soft_heap_limit64): counting takes a global lock around every allocation and free.
// Only before SQLite is initialized, else SQLITE_MISUSE.
static inline int tidings_sqlite_memory_statistics(int on) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, on);
}
