#ifndef CMARK_PROTO_CSOURCEHIGHLIGHT_H
#define CMARK_PROTO_CSOURCEHIGHLIGHT_H
#ifdef __cplusplus
extern "C" {
#endif

/// Highlights `code` (UTF-8, `length` bytes) as `lang_file` (a .lang file name such as
/// "python.lang", found in `data_dir`), with ANSI SGR sequences (outlang `esc.outlang` or
/// `esc256.outlang`, style `esc.style`/`esc256.style`). On success returns 0 and sets *out to a
/// malloc'd NUL-terminated string (free with free()); on failure returns -1 and sets *out to a
/// malloc'd error message (or NULL). Never throws. Serialised by a mutex (source-highlight keeps
/// process-wide caches of parsed language definitions).
int shl_highlight(const char *data_dir, const char *outlang, const char *style,
                  const char *code, long length, const char *lang_file, char **out);

/// The .lang file lang.map maps `name` to ("python" → "python.lang"), or "" when unknown.
/// Same ownership rules as shl_highlight.
int shl_lang_file(const char *data_dir, const char *name, char **out);

#ifdef __cplusplus
}
#endif
#endif
