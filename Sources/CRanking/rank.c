// `viper_bm25`: SQLite's `bm25()` (ext/fts5/fts5_aux.c, fts5Bm25Function) with the two lookups it
// makes for every row replaced by values the caller already holds: the row's length (FTS5 reads
// `%_docsize` by rowid for each scored row) and each phrase's document frequency (FTS5 runs the
// phrase over the whole index once per statement). See Documentation/design/ranking.md.
#include "CRanking.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char inputType[] = "viper_rank_input";

const char *viper_rank_input_type(void) { return inputType; }

/// Kept with the statement's FTS5 cursor: the inverse document frequency of each phrase, the
/// average length, and room for one row's hit counts.
typedef struct RankState {
    int phraseCount;
    double averageLength;
    double *inverseFrequencies;
    double *frequencies;
} RankState;

static void freeState(void *pointer) {
    RankState *state = pointer;
    if (state == NULL) return;
    free(state->inverseFrequencies);
    free(state);
}

static int countRow(const Fts5ExtensionApi *api, Fts5Context *fts, void *context) {
    (void)api;
    (void)fts;
    *(sqlite3_int64 *)context += 1;
    return SQLITE_OK;
}

static RankState *makeState(const Fts5ExtensionApi *api, Fts5Context *fts, ViperRankInput *input, int *code) {
    sqlite3_int64 rows = 0, tokens = 0;
    int phrases = api->xPhraseCount(fts);
    *code = api->xRowCount(fts, &rows);
    if (*code == SQLITE_OK) *code = api->xColumnTotalSize(fts, -1, &tokens);
    if (*code != SQLITE_OK) return NULL;
    RankState *state = calloc(1, sizeof(RankState));
    double *values = state ? calloc((size_t)(phrases > 0 ? phrases : 1) * 2, sizeof(double)) : NULL;
    if (values == NULL) {
        free(state);
        *code = SQLITE_NOMEM;
        return NULL;
    }
    state->phraseCount = phrases;
    state->inverseFrequencies = values;
    state->frequencies = values + phrases;
    state->averageLength = rows > 0 ? (double)tokens / (double)rows : 1.0;
    for (int phrase = 0; phrase < phrases && *code == SQLITE_OK; phrase++) {
        sqlite3_int64 holding = -1;
        if (phrase < input->phraseCount) holding = input->documentFrequencies[phrase];
        if (holding < 0) {
            holding = 0;
            *code = api->xQueryPhrase(fts, phrase, &holding, countRow);
            if (phrase < input->phraseCount) input->documentFrequencies[phrase] = holding;
        }
        double inverse = log(((double)rows - (double)holding + 0.5) / ((double)holding + 0.5));
        state->inverseFrequencies[phrase] = inverse <= 0.0 ? 1e-6 : inverse;
    }
    if (*code != SQLITE_OK) {
        freeState(state);
        return NULL;
    }
    *code = api->xSetAuxdata(fts, state, freeState);
    return *code == SQLITE_OK ? state : NULL;
}

static void viperBM25(
    const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context, int argumentCount,
    sqlite3_value **arguments) {
    ViperRankInput *input = argumentCount == 1 ? sqlite3_value_pointer(arguments[0], inputType) : NULL;
    if (input == NULL) {
        sqlite3_result_error(context, "viper_bm25: the input pointer is missing", -1);
        return;
    }
    int code = SQLITE_OK;
    RankState *state = api->xGetAuxdata(fts, 0);
    if (state == NULL) state = makeState(api, fts, input, &code);
    if (state == NULL) {
        sqlite3_result_error_code(context, code == SQLITE_OK ? SQLITE_ERROR : code);
        return;
    }
    // Each phrase's hits in this row, weighed by column: walked phrase by phrase, which spares
    // FTS5 the merged list of every phrase's hits that `xInst` builds for each row.
    for (int phrase = 0; code == SQLITE_OK && phrase < state->phraseCount; phrase++) {
        Fts5PhraseIter iterator;
        int column = 0, offset = 0;
        double frequency = 0.0;
        code = api->xPhraseFirst(fts, phrase, &iterator, &column, &offset);
        while (code == SQLITE_OK && column >= 0) {
            frequency += column == 0 ? input->titleWeight : input->bodyWeight;
            api->xPhraseNext(fts, &iterator, &column, &offset);
        }
        state->frequencies[phrase] = frequency;
    }
    double length = 0;
    sqlite3_int64 rowid = api->xRowid(fts);
    if (code == SQLITE_OK && rowid >= 0 && rowid < input->lengthCount) {
        length = (double)input->lengths[rowid];
    } else if (code == SQLITE_OK) {
        int tokens = 0;
        code = api->xColumnSize(fts, -1, &tokens);
        length = (double)tokens;
    }
    if (code != SQLITE_OK) {
        sqlite3_result_error_code(context, code);
        return;
    }
    const double k1 = 1.2, b = 0.75;
    double score = 0.0;
    for (int phrase = 0; phrase < state->phraseCount; phrase++) {
        double frequency = state->frequencies[phrase];
        score += state->inverseFrequencies[phrase] * ((frequency * (k1 + 1.0)) /
                 (frequency + k1 * (1 - b + b * length / state->averageLength)));
    }
    sqlite3_result_double(context, -1.0 * score);
}

int viper_rank_register(sqlite3 *db) {
    fts5_api *api = NULL;
    sqlite3_stmt *statement = NULL;
    int code = sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, NULL);
    if (code != SQLITE_OK) return code;
    sqlite3_bind_pointer(statement, 1, (void *)&api, "fts5_api_ptr", NULL);
    sqlite3_step(statement);
    code = sqlite3_finalize(statement);
    if (code != SQLITE_OK) return code;
    if (api == NULL || api->iVersion < 2) return SQLITE_ERROR;
    return api->xCreateFunction(api, "viper_bm25", NULL, viperBM25, NULL);
}

/// SQLite's variable-length integer (sqlite3GetVarint32's format, which FTS5 writes sizes in):
/// the bytes read, or 0 past `end`.
static int readVarint(const unsigned char *bytes, const unsigned char *end, uint64_t *value) {
    uint64_t result = 0;
    for (int index = 0; index < 9; index++) {
        if (bytes + index >= end) return 0;
        unsigned char byte = bytes[index];
        if (index == 8) {
            *value = (result << 8) | byte;
            return 9;
        }
        result = (result << 7) | (byte & 0x7f);
        if ((byte & 0x80) == 0) {
            *value = result;
            return index + 1;
        }
    }
    return 0;
}

int viper_rank_read_lengths(sqlite3 *db, const char *docsizeTable, uint32_t *lengths, int64_t count) {
    memset(lengths, 0, sizeof(uint32_t) * (size_t)(count > 0 ? count : 0));
    char *sql = sqlite3_mprintf("SELECT id, sz FROM \"%w\"", docsizeTable);
    if (sql == NULL) return SQLITE_NOMEM;
    sqlite3_stmt *statement = NULL;
    int code = sqlite3_prepare_v2(db, sql, -1, &statement, NULL);
    sqlite3_free(sql);
    if (code != SQLITE_OK) return code;
    while ((code = sqlite3_step(statement)) == SQLITE_ROW) {
        sqlite3_int64 rowid = sqlite3_column_int64(statement, 0);
        const unsigned char *bytes = sqlite3_column_blob(statement, 1);
        int size = sqlite3_column_bytes(statement, 1);
        if (rowid < 0 || rowid >= count || bytes == NULL) continue;
        const unsigned char *end = bytes + size;
        uint64_t total = 0, value = 0;
        int read;
        while (bytes < end && (read = readVarint(bytes, end, &value)) > 0) {
            total += value;
            bytes += read;
        }
        lengths[rowid] = total > UINT32_MAX ? UINT32_MAX : (uint32_t)total;
    }
    int finalized = sqlite3_finalize(statement);
    return code == SQLITE_DONE ? finalized : code;
}
