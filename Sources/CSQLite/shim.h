#ifndef VIPER_SHELL_CSQLITE_SHIM_H
#define VIPER_SHELL_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT, which Swift cannot import (a cast of -1 to a function pointer).
static inline void (*viper_sqlite_transient(void))(void *) { return SQLITE_TRANSIENT; }
#endif
