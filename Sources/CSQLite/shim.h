#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot import as a macro:
// binding text or blobs with it makes SQLite copy the bytes before the call returns.
static inline sqlite3_destructor_type tutor_sqlite_transient(void) { return SQLITE_TRANSIENT; }
