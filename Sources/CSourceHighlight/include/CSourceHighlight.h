#ifndef VIPER_CSOURCEHIGHLIGHT_H
#define VIPER_CSOURCEHIGHLIGHT_H

#ifdef __cplusplus
extern "C" {
#endif

/// What shl_highlight and shl_lang_file return.
enum shl_status {
    SHL_OK = 0,
    /// A missing data dir or file, a definition that does not parse, any C++ exception.
    SHL_FAILED = -1,
    /// Highlighting took longer than the time limit and was abandoned.
    SHL_TIME_LIMIT = -2,
};

/// Highlights `code` (UTF-8, `length` bytes) as the language defined by `lang_file`: a .lang
/// file name found in `data_dir` ("python.lang") or an absolute path to one. `outlang` and
/// `style` name the output format and the colours: names found in `data_dir` ("esc256.outlang",
/// "esc256.style") or absolute paths. Work stops, with SHL_TIME_LIMIT, at the first token
/// highlighted after `time_limit_ms` milliseconds (source-highlight tries every rule of a
/// language at each token, so a long line of punctuation can take seconds).
///
/// On SHL_OK sets *out to a malloc'd NUL-terminated string; otherwise to a malloc'd message, or
/// to NULL when even that could not be allocated. Free *out with free(). Never throws and
/// prints nothing. Calls are serialised by one mutex: source-highlight keeps caches of the
/// definitions it has parsed, one highlighter per (data dir, outlang, style).
int shl_highlight(const char *data_dir, const char *outlang, const char *style,
                  const char *code, long length, const char *lang_file, long time_limit_ms,
                  char **out);

/// The .lang file `data_dir`'s lang.map maps `name` to ("py" → "python.lang"), or "" when the
/// map does not know it. Returns SHL_OK or SHL_FAILED; *out as for shl_highlight.
int shl_lang_file(const char *data_dir, const char *name, char **out);

#ifdef __cplusplus
}
#endif

#endif
