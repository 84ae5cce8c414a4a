// One HTTP request through the system's libcurl, which is loaded with dlopen on the first request:
// a shell that never talks to the API never maps libcurl or its TLS libraries. The constants, the
// CURLMsg layout and the functions' signatures come from curl.h (Debian's libcurl4-openssl-dev,
// needed to build only); this file alone includes it, so neither the public header nor Swift sees
// curl, and nothing links against it.
#include "http_transfer.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// libcurl's functions, looked up with dlsym, each typed as curl.h declares it.
static struct {
    __typeof__(curl_global_init) *global_init;
    __typeof__(curl_easy_init) *easy_init;
    __typeof__(curl_easy_setopt) *easy_setopt;
    __typeof__(curl_easy_getinfo) *easy_getinfo;
    __typeof__(curl_easy_cleanup) *easy_cleanup;
    __typeof__(curl_easy_strerror) *easy_strerror;
    __typeof__(curl_slist_append) *slist_append;
    __typeof__(curl_slist_free_all) *slist_free_all;
    __typeof__(curl_multi_init) *multi_init;
    __typeof__(curl_multi_add_handle) *multi_add_handle;
    __typeof__(curl_multi_remove_handle) *multi_remove_handle;
    __typeof__(curl_multi_perform) *multi_perform;
    __typeof__(curl_multi_poll) *multi_poll;
    __typeof__(curl_multi_info_read) *multi_info_read;
    __typeof__(curl_multi_cleanup) *multi_cleanup;
    int loaded;
    char error[200];
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
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
    if (curl.global_init(CURL_GLOBAL_ALL) != CURLE_OK) {
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

static int classify(CURLcode code) {
    switch (code) {
    case CURLE_OPERATION_TIMEDOUT: return VS_HTTP_TIMEOUT;
    case CURLE_COULDNT_CONNECT: return VS_HTTP_CANNOT_CONNECT;
    case CURLE_COULDNT_RESOLVE_HOST: case CURLE_COULDNT_RESOLVE_PROXY: return VS_HTTP_UNKNOWN_HOST;
    case CURLE_GOT_NOTHING: case CURLE_SEND_ERROR: case CURLE_RECV_ERROR: case CURLE_PARTIAL_FILE:
        return VS_HTTP_CONNECTION_LOST;
    case CURLE_SSL_CONNECT_ERROR: case CURLE_PEER_FAILED_VERIFICATION: return VS_HTTP_TLS;
    default: return VS_HTTP_OTHER;
    }
}

void vs_http_get(const char *url, const char *const *header_lines, int header_count,
                 long idle_timeout_ms, long total_timeout_ms, size_t max_body_bytes,
                 vs_http_cancel_check cancel, void *cancel_context, int poll_interval_ms,
                 vs_http_response *response) {
    vs_http_request("GET", url, header_lines, header_count, NULL, 0, idle_timeout_ms, total_timeout_ms,
                    max_body_bytes, cancel, cancel_context, poll_interval_ms, response);
}

void vs_http_request(const char *method, const char *url, const char *const *header_lines, int header_count,
                     const char *request_body, size_t request_body_length,
                     long idle_timeout_ms, long total_timeout_ms, size_t max_body_bytes,
                     vs_http_cancel_check cancel, void *cancel_context, int poll_interval_ms,
                     vs_http_response *response) {
    int is_get = strcmp(method, "GET") == 0;
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
    // No "Expect: 100-continue" wait before a larger body: the answer comes in one round trip.
    if (!is_get) headers = curl.slist_append(headers, "Expect:");
    buffer body = {.limit = max_body_bytes};
    buffer head = {.limit = 1 << 20};
    long idle_seconds = (idle_timeout_ms + 999) / 1000;

    curl.easy_setopt(easy, CURLOPT_URL, url);
    curl.easy_setopt(easy, CURLOPT_HTTPHEADER, headers);
    curl.easy_setopt(easy, CURLOPT_WRITEFUNCTION, append);
    curl.easy_setopt(easy, CURLOPT_WRITEDATA, &body);
    curl.easy_setopt(easy, CURLOPT_HEADERFUNCTION, append_header);
    curl.easy_setopt(easy, CURLOPT_HEADERDATA, &head);
    curl.easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, idle_timeout_ms);
    curl.easy_setopt(easy, CURLOPT_TIMEOUT_MS, total_timeout_ms);
    // Idle: less than 1 byte a second for the idle timeout ends the transfer as timed out.
    curl.easy_setopt(easy, CURLOPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(easy, CURLOPT_LOW_SPEED_TIME, idle_seconds > 0 ? idle_seconds : 1L);
    curl.easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
    if (is_get) {
        curl.easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 1L);
        curl.easy_setopt(easy, CURLOPT_MAXREDIRS, 5L);
    } else {
        // A body goes as it is (CURLOPT_POSTFIELDS makes the request a POST, whose method the
        // custom request then renames); DELETE sends none unless given one.
        if (request_body || strcmp(method, "DELETE") != 0) {
            curl.easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)request_body_length);
            curl.easy_setopt(easy, CURLOPT_POSTFIELDS, request_body ? request_body : "");
        }
        curl.easy_setopt(easy, CURLOPT_CUSTOMREQUEST, method);
    }
    // Only HTTP and HTTPS, redirects included: an address in an article (an image's) can never
    // make libcurl read a file: or reach another protocol (libcurl 7.85+; older ones ignore it).
    curl.easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    curl.multi_add_handle(multi, easy);

    CURLcode code = CURLE_OK;
    int loop_failed = 0;
    int running = 1;
    int cancelled = 0;
    while (running) {
        if (curl.multi_perform(multi, &running) != CURLM_OK) { loop_failed = 1; break; }
        if (!running) break;
        if (cancel && cancel(cancel_context)) { cancelled = 1; break; }
        curl.multi_poll(multi, NULL, 0, poll_interval_ms, NULL);
    }
    if (!cancelled && !loop_failed) {
        int queued = 0;
        CURLMsg *message;
        while ((message = curl.multi_info_read(multi, &queued))) {
            if (message->msg == CURLMSG_DONE) code = message->data.result;
        }
    }
    curl.easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &response->status);
    curl.multi_remove_handle(multi, easy);
    curl.easy_cleanup(easy);
    curl.multi_cleanup(multi);
    curl.slist_free_all(headers);

    if (cancelled) {
        response->failure = VS_HTTP_CANCELLED;
    } else if (body.overflowed) {
        response->failure = VS_HTTP_TOO_LARGE;
    } else if (loop_failed) {
        response->failure = VS_HTTP_OTHER;
        snprintf(response->message, sizeof response->message, "libcurl's transfer loop failed");
    } else if (code != CURLE_OK) {
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
