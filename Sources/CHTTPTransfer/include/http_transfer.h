#ifndef VIPER_HTTP_TRANSFER_H
#define VIPER_HTTP_TRANSFER_H

#include <stddef.h>

/// The outcome of one HTTP request made with the system's libcurl, loaded on first use.
typedef struct {
    /// 0 when the transfer completed (whatever the HTTP status); else a `vs_http_failure` value.
    int failure;
    /// The HTTP status of the last response (0 when none arrived).
    long status;
    /// The raw header block of the last response (NUL-terminated) and the body, malloc'ed (free
    /// with vs_http_free).
    char *headers;
    char *body;
    size_t body_length;
    /// libcurl's description of a failure, or why libcurl could not be loaded.
    char message[256];
} vs_http_response;

/// Why a transfer failed, in the terms the caller maps to its own errors.
enum vs_http_failure {
    VS_HTTP_OK = 0,
    VS_HTTP_UNAVAILABLE = 1,   /* libcurl could not be loaded */
    VS_HTTP_TIMEOUT = 2,
    VS_HTTP_CANNOT_CONNECT = 3,
    VS_HTTP_UNKNOWN_HOST = 4,
    VS_HTTP_CANCELLED = 5,
    VS_HTTP_CONNECTION_LOST = 6,
    VS_HTTP_TLS = 7,
    VS_HTTP_OTHER = 8,
    VS_HTTP_TOO_LARGE = 9,
};

/// Returns nonzero when the transfer should stop (Ctrl-C, task cancelled). Called about every
/// `poll_interval_ms` while waiting, from the thread running the transfer.
typedef int (*vs_http_cancel_check)(void *context);

/// GET `url` with the given header lines ("Name: value"). `idle_timeout_ms` bounds connecting
/// and each wait for data; `total_timeout_ms` the whole transfer; the body is refused past
/// `max_body_bytes`. Waits in poll(2), never spinning. Proxies come from the usual environment
/// variables (http_proxy, https_proxy, no_proxy), TLS from the system's certificates.
void vs_http_get(const char *url, const char *const *header_lines, int header_count,
                 long idle_timeout_ms, long total_timeout_ms, size_t max_body_bytes,
                 vs_http_cancel_check cancel, void *cancel_context, int poll_interval_ms,
                 vs_http_response *response);

/// Any request: `method` ("GET", "PUT", "POST", "PATCH", "DELETE"), with `body` of
/// `body_length` bytes sent as it is (NULL: none; a PUT, POST or PATCH without one sends an empty
/// body). Only a GET follows redirects: a write is never repeated at another address.
void vs_http_request(const char *method, const char *url, const char *const *header_lines, int header_count,
                     const char *body, size_t body_length,
                     long idle_timeout_ms, long total_timeout_ms, size_t max_body_bytes,
                     vs_http_cancel_check cancel, void *cancel_context, int poll_interval_ms,
                     vs_http_response *response);

/// Frees what vs_http_get or vs_http_request allocated in `response`.
void vs_http_free(vs_http_response *response);

#endif
