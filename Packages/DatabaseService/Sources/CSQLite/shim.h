// SQLite for Swift (Debian's libsqlite3-dev).
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import;
// binding with it tells SQLite to copy the value before the call returns.
static inline sqlite3_destructor_type tidings_sqlite_transient(void) { return SQLITE_TRANSIENT; }
