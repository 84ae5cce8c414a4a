// jq filters through the system's libjq (Debian's libjq1), loaded with dlopen the first time a
// --jq expression is compiled: a shell that never filters maps no jq. The signatures come from
// jq.h and jv.h (Debian's libjq-dev, needed to build only); this file alone includes them.
#include "jq_filter.h"

#include <dlfcn.h>
#include <jq.h>
#include <jv.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// libjq's functions, looked up with dlsym, each typed as the headers declare it.
static struct {
    __typeof__(jq_init) *init;
    __typeof__(jq_set_error_cb) *set_error_cb;
    __typeof__(jq_set_attr) *set_attr;
    __typeof__(jq_compile) *compile;
    __typeof__(jq_start) *start;
    __typeof__(jq_next) *next;
    __typeof__(jq_halted) *halted;
    __typeof__(jq_teardown) *teardown;
    __typeof__(jv_parse_sized) *parse_sized;
    __typeof__(jv_get_kind) *get_kind;
    __typeof__(jv_invalid_has_msg) *invalid_has_msg;
    __typeof__(jv_invalid_get_msg) *invalid_get_msg;
    __typeof__(jv_string_value) *string_value;
    __typeof__(jv_string_length_bytes) *string_length_bytes;
    __typeof__(jv_dump_string) *dump_string;
    __typeof__(jv_copy) *copy;
    __typeof__(jv_free) *free;
    __typeof__(jv_string) *string;
    __typeof__(jv_array) *array;
    int loaded;
    char error[240];
} jq;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_jq(void) {
    const char *names[] = {"libjq.so.1", "libjq.so"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) {
        snprintf(jq.error, sizeof jq.error, "%s", dlerror());
        return;
    }
#define LOAD(field, symbol) *(void **)(&jq.field) = dlsym(library, symbol); if (!jq.field) { \
        snprintf(jq.error, sizeof jq.error, "libjq lacks %s (too old?)", symbol); return; }
    LOAD(init, "jq_init")
    LOAD(set_error_cb, "jq_set_error_cb")
    LOAD(set_attr, "jq_set_attr")
    LOAD(compile, "jq_compile")
    LOAD(start, "jq_start")
    LOAD(next, "jq_next")
    LOAD(halted, "jq_halted")
    LOAD(teardown, "jq_teardown")
    LOAD(parse_sized, "jv_parse_sized")
    LOAD(get_kind, "jv_get_kind")
    LOAD(invalid_has_msg, "jv_invalid_has_msg")
    LOAD(invalid_get_msg, "jv_invalid_get_msg")
    LOAD(string_value, "jv_string_value")
    LOAD(string_length_bytes, "jv_string_length_bytes")
    LOAD(dump_string, "jv_dump_string")
    LOAD(copy, "jv_copy")
    LOAD(free, "jv_free")
    LOAD(string, "jv_string")
    LOAD(array, "jv_array")
#undef LOAD
    jq.loaded = 1;
}

struct vs_jq_program {
    jq_state *state;
};

/// jq's compile messages, joined with newlines as the jq program prints them.
typedef struct {
    char *text;
} messages;

static void collect(void *context, jv message) {
    messages *collected = context;
    const char *text = "?";
    // jv_invalid_has_msg asserts on a valid value in jq 1.6: look at the kind first.
    jv dumped = jq.get_kind(message) == JV_KIND_INVALID ? jq.invalid_get_msg(jq.copy(message)) : jq.copy(message);
    int is_string = jq.get_kind(dumped) == JV_KIND_STRING;
    jv shown = is_string ? dumped : jq.dump_string(dumped, 0);
    text = jq.string_value(shown);
    size_t had = collected->text ? strlen(collected->text) : 0;
    char *grown = realloc(collected->text, had + strlen(text) + 2);
    if (grown) {
        if (had) grown[had++] = '\n';
        strcpy(grown + had, text);
        collected->text = grown;
    }
    jq.free(shown);
    jq.free(message);
}

vs_jq_program *vs_jq_compile(const char *program, char **error, int *unavailable) {
    *error = NULL;
    *unavailable = 0;
    pthread_once(&load_once, load_jq);
    if (!jq.loaded) {
        *unavailable = 1;
        *error = strdup(jq.error);
        return NULL;
    }
    jq_state *state = jq.init();
    if (!state) {
        *error = strdup("jq could not start");
        return NULL;
    }
    messages collected = {NULL};
    jq.set_error_cb(state, collect, &collected);
    // No module search path: `import`/`include` fail as compile errors (without one, jq 1.6
    // aborts the process on them).
    jq.set_attr(state, jq.string("JQ_LIBRARY_PATH"), jq.array());
    if (!jq.compile(state, program)) {
        *error = collected.text ? collected.text : strdup("jq: compile error");
        jq.teardown(&state);
        return NULL;
    }
    free(collected.text);
    // Runtime messages are read from jq_next's results, not from the callback.
    jq.set_error_cb(state, NULL, NULL);
    vs_jq_program *compiled = malloc(sizeof *compiled);
    if (!compiled) {
        jq.teardown(&state);
        *error = strdup("out of memory");
        return NULL;
    }
    compiled->state = state;
    return compiled;
}

int vs_jq_run(vs_jq_program *program, const char *json, size_t length, vs_jq_emit emit, void *context,
              char **error) {
    *error = NULL;
    jv input = jq.parse_sized(json, (int)length);
    if (jq.get_kind(input) == JV_KIND_INVALID) {
        jv message = jq.invalid_get_msg(input);
        *error = strdup(jq.get_kind(message) == JV_KIND_STRING ? jq.string_value(message) : "not JSON");
        jq.free(message);
        return 2;
    }
    jq.start(program->state, input, 0);
    for (;;) {
        jv result = jq.next(program->state);
        jv_kind kind = jq.get_kind(result);
        if (kind == JV_KIND_INVALID) {
            if (jq.halted(program->state) || !jq.invalid_has_msg(jq.copy(result))) {
                jq.free(result);
                return 0;
            }
            jv message = jq.invalid_get_msg(result);
            int is_string = jq.get_kind(message) == JV_KIND_STRING;
            jv shown = is_string ? message : jq.dump_string(message, 0);
            const char *text = jq.string_value(shown);
            size_t size = strlen(text) + 32;
            *error = malloc(size);
            if (*error) snprintf(*error, size, "%s%s", is_string ? "" : "(not a string): ", text);
            jq.free(shown);
            return 1;
        }
        if (kind == JV_KIND_STRING) {
            int bytes = jq.string_length_bytes(jq.copy(result));
            emit(context, jq.string_value(result), (size_t)bytes, 1);
            jq.free(result);
        } else {
            jv dumped = jq.dump_string(result, 0);
            const char *text = jq.string_value(dumped);
            emit(context, text, strlen(text), 0);
            jq.free(dumped);
        }
    }
}

void vs_jq_free(vs_jq_program *program) {
    if (!program) return;
    jq.teardown(&program->state);
    free(program);
}

void vs_jq_free_string(char *text) {
    free(text);
}
