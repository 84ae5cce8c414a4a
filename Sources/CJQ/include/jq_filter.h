#ifndef VIPER_JQ_FILTER_H
#define VIPER_JQ_FILTER_H

#include <stddef.h>

/// A compiled jq program (libjq, loaded with dlopen on first use). Not shared between threads.
typedef struct vs_jq_program vs_jq_program;

/// Called once for each result: its bytes, and whether it is a string (printed raw) or other
/// JSON (compact).
typedef void (*vs_jq_emit)(void *context, const char *bytes, size_t length, int is_string);

/// Compiles `program`. On failure returns NULL and sets `*error` to jq's own message (malloc'ed:
/// free with vs_jq_free_string), or, when libjq cannot be loaded, to why, with `*unavailable` 1.
vs_jq_program *vs_jq_compile(const char *program, char **error, int *unavailable);

/// Runs the program over the JSON text `json` (`length` bytes), emitting each result. Returns 0
/// when every result was emitted; 1 on a runtime error (message in `*error`, malloc'ed), after the
/// results before it were emitted; 2 when `json` does not parse.
int vs_jq_run(vs_jq_program *program, const char *json, size_t length, vs_jq_emit emit, void *context,
              char **error);

void vs_jq_free(vs_jq_program *program);
void vs_jq_free_string(char *text);

#endif
