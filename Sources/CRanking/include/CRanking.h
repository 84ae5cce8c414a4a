#ifndef VIPER_SHELL_CRANKING_H
#define VIPER_SHELL_CRANKING_H
#include <stdint.h>
#include <sqlite3.h>

/// What `viper_bm25` needs besides the row FTS5 is on, handed to it as a pointer argument
/// (`sqlite3_bind_pointer`, type `viper_rank_input_type()`) for one statement: each item's length
/// in tokens, title and body together, by rowid (the `%_docsize` FTS5 would read for every row),
/// and how many items hold each phrase of the expression, in the expression's order.
typedef struct ViperRankInput {
    /// Tokens of each row, by rowid; a rowid at or past `lengthCount` is looked up by FTS5.
    const uint32_t *lengths;
    int64_t lengthCount;
    /// The weight of each column's hits (title, body), as `bm25()`'s arguments.
    double titleWeight;
    double bodyWeight;
    /// How many rows hold each phrase, in the expression's order: a negative count is counted by
    /// FTS5 on the first row (`xQueryPhrase`, as `bm25()` does) and written back here.
    int64_t *documentFrequencies;
    int phraseCount;
} ViperRankInput;

/// The pointer type `viper_bm25` accepts (a static string, as `sqlite3_bind_pointer` needs).
const char *viper_rank_input_type(void);

/// Registers the FTS5 auxiliary function `viper_bm25(fts, input)` on `db`: SQLite's `bm25()`
/// (k1 1.2, b 0.75, the same score to the last bit) reading lengths and document frequencies
/// from `input` instead of from the index for every row. SQLITE_OK, or SQLite's error code.
int viper_rank_register(sqlite3 *db);

/// Fills `lengths[rowid]` (for rowids below `count`, zero elsewhere) from the FTS5 table's
/// `%_docsize` (`docsizeTable`, a name the caller trusts), title and body summed. SQLITE_OK,
/// or SQLite's error code.
int viper_rank_read_lengths(sqlite3 *db, const char *docsizeTable, uint32_t *lengths, int64_t count);

#endif
