// One HTTP GET through the system's libcurl, which is loaded with dlopen on the first request:
// a shell that never talks to the API never maps libcurl or its TLS libraries. The option and
// info numbers below are libcurl's stable ABI (they are never renumbered), so no curl headers
// are needed to build.
#include "http_transfer.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void CURL;
typedef void CURLM;
struct curl_slist;
typedef struct { int msg; CURL *easy_handle; union { void *whatever; int result; } data; } CURLMsg;

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_HEADERDATA = 10029, OPT_HTTPHEADER = 10023,
    OPT_WRITEFUNCTION = 20011, OPT_HEADERFUNCTION = 20079, OPT_NOSIGNAL = 99,
    OPT_CONNECTTIMEOUT_MS = 156, OPT_TIMEOUT_MS = 155, OPT_LOW_SPEED_LIMIT = 19, OPT_LOW_SPEED_TIME = 20,
    OPT_ACCEPT_ENCODING = 10102, OPT_FOLLOWLOCATION = 52, OPT_MAXREDIRS = 68,
    INFO_RESPONSE_CODE = 0x200002,
    MSG_DONE = 1,
    GLOBAL_ALL = 3,
};

enum {
    E_OK = 0, E_COULDNT_RESOLVE_PROXY = 5, E_COULDNT_RESOLVE_HOST = 6, E_COULDNT_CONNECT = 7,
    E_WRITE_ERROR = 23, E_OPERATION_TIMEDOUT = 28, E_SSL_CONNECT_ERROR = 35, E_GOT_NOTHING = 52,
    E_SEND_ERROR = 55, E_RECV_ERROR = 56, E_PEER_FAILED_VERIFICATION = 60, E_PARTIAL_FILE = 18,
};

static struct {
    int (*global_init)(long);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(int);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLM *(*multi_init)(void);
    int (*multi_add_handle)(CURLM *, CURL *);
    int (*multi_remove_handle)(CURLM *, CURL *);
    int (*multi_perform)(CURLM *, int *);
    int (*multi_poll)(CURLM *, void *, unsigned int, int, int *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    int (*multi_cleanup)(CURLM *);
    int loaded;
    char error[200];
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(curl.error, sizeof curl.error, "libcurl is not installed (%s)", dlerror());
        return;
    }
#define LOAD(field, symbol) *(void **)(&curl.field) = dlsym(library, symbol); if (!curl.field) { \
        snprintf(curl.error, sizeof curl.error, "libcurl lacks %s (too old?)", symbol); return; }
    LOAD(global_init, "curl_global_init")
    LOAD(easy_init, "curl_easy_init")
    LOAD(easy_setopt, "curl_easy_setopt")
    LOAD(easy_getinfo, "curl_easy_getinfo")
    LOAD(easy_cleanup, "curl_easy_cleanup")
    LOAD(easy_strerror, "curl_easy_strerror")
    LOAD(slist_append, "curl_slist_append")
    LOAD(slist_free_all, "curl_slist_free_all")
    LOAD(multi_init, "curl_multi_init")
    LOAD(multi_add_handle, "curl_multi_add_handle")
    LOAD(multi_remove_handle, "curl_multi_remove_handle")
    LOAD(multi_perform, "curl_multi_perform")
    LOAD(multi_poll, "curl_multi_poll")
    LOAD(multi_info_read, "curl_multi_info_read")
    LOAD(multi_cleanup, "curl_multi_cleanup")
#undef LOAD
    if (curl.global_init(GLOBAL_ALL) != 0) {
        snprintf(curl.error, sizeof curl.error, "libcurl failed to initialise");
        return;
    }
    curl.loaded = 1;
}

/// A growing buffer; `limit` bounds it (0: none).
typedef struct {
    char *bytes;
    size_t length;
    size_t capacity;
    size_t limit;
    int overflowed;
} buffer;

static size_t append(char *data, size_t size, size_t count, void *context) {
    buffer *target = context;
    size_t length = size * count;
    if (target->limit && target->length + length > target->limit) {
        target->overflowed = 1;
        return 0;
    }
    if (target->length + length + 1 > target->capacity) {
        size_t capacity = target->capacity ? target->capacity : 16384;
        while (capacity < target->length + length + 1) capacity *= 2;
        char *grown = realloc(target->bytes, capacity);
        if (!grown) return 0;
        target->bytes = grown;
        target->capacity = capacity;
    }
    memcpy(target->bytes + target->length, data, length);
    target->length += length;
    target->bytes[target->length] = 0;
    return length;
}

/// Header lines of the last response only: a redirect's or a 100 Continue's are dropped when
/// the next status line arrives.
static size_t append_header(char *data, size_t size, size_t count, void *context) {
    buffer *target = context;
    if (size * count >= 5 && memcmp(data, "HTTP/", 5) == 0) target->length = 0;
    return append(data, size, count, context);
}

static int classify(int code) {
    switch (code) {
    case E_OPERATION_TIMEDOUT: return VS_HTTP_TIMEOUT;
    case E_COULDNT_CONNECT: return VS_HTTP_CANNOT_CONNECT;
    case E_COULDNT_RESOLVE_HOST: case E_COULDNT_RESOLVE_PROXY: return VS_HTTP_UNKNOWN_HOST;
    case E_GOT_NOTHING: case E_SEND_ERROR: case E_RECV_ERROR: case E_PARTIAL_FILE: return VS_HTTP_CONNECTION_LOST;
    case E_SSL_CONNECT_ERROR: case E_PEER_FAILED_VERIFICATION: return VS_HTTP_TLS;
    default: return VS_HTTP_OTHER;
    }
}

void vs_http_get(const char *url, const char *const *header_lines, int header_count,
                 long idle_timeout_ms, long total_timeout_ms, size_t max_body_bytes,
                 vs_http_cancel_check cancel, void *cancel_context, int poll_interval_ms,
                 vs_http_response *response) {
    memset(response, 0, sizeof *response);
    pthread_once(&load_once, load_curl);
    if (!curl.loaded) {
        response->failure = VS_HTTP_UNAVAILABLE;
        snprintf(response->message, sizeof response->message, "%s", curl.error);
        return;
    }
    CURL *easy = curl.easy_init();
    CURLM *multi = curl.multi_init();
    if (!easy || !multi) {
        if (easy) curl.easy_cleanup(easy);
        if (multi) curl.multi_cleanup(multi);
        response->failure = VS_HTTP_OTHER;
        snprintf(response->message, sizeof response->message, "libcurl could not start a transfer");
        return;
    }
    struct curl_slist *headers = NULL;
    for (int i = 0; i < header_count; i++) headers = curl.slist_append(headers, header_lines[i]);
    buffer body = {.limit = max_body_bytes};
    buffer head = {.limit = 1 << 20};
    long idle_seconds = (idle_timeout_ms + 999) / 1000;

    curl.easy_setopt(easy, OPT_URL, url);
    curl.easy_setopt(easy, OPT_HTTPHEADER, headers);
    curl.easy_setopt(easy, OPT_WRITEFUNCTION, append);
    curl.easy_setopt(easy, OPT_WRITEDATA, &body);
    curl.easy_setopt(easy, OPT_HEADERFUNCTION, append_header);
    curl.easy_setopt(easy, OPT_HEADERDATA, &head);
    curl.easy_setopt(easy, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(easy, OPT_CONNECTTIMEOUT_MS, idle_timeout_ms);
    curl.easy_setopt(easy, OPT_TIMEOUT_MS, total_timeout_ms);
    // Idle: less than 1 byte a second for the idle timeout ends the transfer as timed out.
    curl.easy_setopt(easy, OPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(easy, OPT_LOW_SPEED_TIME, idle_seconds > 0 ? idle_seconds : 1L);
    curl.easy_setopt(easy, OPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(easy, OPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(easy, OPT_MAXREDIRS, 5L);
    curl.multi_add_handle(multi, easy);

    int code = E_OK;
    int running = 1;
    int cancelled = 0;
    while (running) {
        if (curl.multi_perform(multi, &running) != 0) { code = -1; break; }
        if (!running) break;
        if (cancel && cancel(cancel_context)) { cancelled = 1; break; }
        curl.multi_poll(multi, NULL, 0, poll_interval_ms, NULL);
    }
    if (!cancelled && code == E_OK) {
        int queued = 0;
        CURLMsg *message;
        while ((message = curl.multi_info_read(multi, &queued))) {
            if (message->msg == MSG_DONE) code = message->data.result;
        }
    }
    curl.easy_getinfo(easy, INFO_RESPONSE_CODE, &response->status);
    curl.multi_remove_handle(multi, easy);
    curl.easy_cleanup(easy);
    curl.multi_cleanup(multi);
    curl.slist_free_all(headers);

    if (cancelled) {
        response->failure = VS_HTTP_CANCELLED;
    } else if (body.overflowed) {
        response->failure = VS_HTTP_TOO_LARGE;
    } else if (code == -1) {
        response->failure = VS_HTTP_OTHER;
        snprintf(response->message, sizeof response->message, "libcurl's transfer loop failed");
    } else if (code != E_OK) {
        response->failure = classify(code);
        snprintf(response->message, sizeof response->message, "%s", curl.easy_strerror(code));
    }
    response->headers = head.bytes;
    response->body = body.bytes;
    response->body_length = body.length;
}

void vs_http_free(vs_http_response *response) {
    free(response->headers);
    free(response->body);
    response->headers = NULL;
    response->body = NULL;
}
