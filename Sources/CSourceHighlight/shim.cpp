// GNU source-highlight behind two extern "C" functions, so that C++ (and its exceptions) stays
// inside this file: Swift sees only CSourceHighlight.h. See
// Documentation/design/markdown-engine.md §7.
#include "CSourceHighlight.h"

#include <srchilite/highlightbuilderexception.h>
#include <srchilite/highlightevent.h>
#include <srchilite/highlighteventlistener.h>
#include <srchilite/langmap.h>
#include <srchilite/parserexception.h>
#include <srchilite/sourcehighlight.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>

/// The static initializers of source-highlight's archive, which the release link leaves out of
/// the start (Linking/static/libsource-highlight.so puts them in this section instead of
/// `.init_array`): they compile Boost.Regex expressions, which a command that shows no code never
/// uses. Weak: a build that links the shared library (debug, VIPER_SHELL_SHARED_LIBRARIES) has no
/// such section, and its initializers ran at start as usual.
extern "C" {
extern void (*const __start_viper_deferred_init_array[])(void) __attribute__((weak));
extern void (*const __stop_viper_deferred_init_array[])(void) __attribute__((weak));
}

namespace {

/// Runs the deferred static initializers once, before the first call into source-highlight.
std::once_flag deferredInitialization;

void runDeferredInitializers() {
    for (auto initializer = __start_viper_deferred_init_array; initializer < __stop_viper_deferred_init_array;
         ++initializer) {
        (*initializer)();
    }
}

/// Thrown by the deadline from inside source-highlight to abandon a call.
struct TimeLimitExceeded : std::exception {
    const char *what() const noexcept override { return "time limit exceeded"; }
};

/// Told of every token source-highlight formats; throws once the call's time is up.
struct Deadline : srchilite::HighlightEventListener {
    std::chrono::steady_clock::time_point limit;

    void notify(const srchilite::HighlightEvent &) override {
        if (std::chrono::steady_clock::now() > limit) throw TimeLimitExceeded();
    }
};

/// Guards everything below and every call into source-highlight, which is not thread-safe.
std::mutex lock;

/// The one deadline, set at the start of each call (under the lock).
Deadline deadline;

/// One highlighter per (data dir, outlang, style): it keeps the .lang files it has parsed, so
/// only a language's first call pays for reading its definition.
std::map<std::string, std::unique_ptr<srchilite::SourceHighlight>> highlighters;

/// One parsed lang.map per data dir.
std::map<std::string, std::unique_ptr<srchilite::LangMap>> langMaps;

/// A malloc'd copy of `text` (NULL when memory is short).
char *copy(const std::string &text) {
    char *result = static_cast<char *>(std::malloc(text.size() + 1));
    if (result) std::memcpy(result, text.c_str(), text.size() + 1);
    return result;
}

/// A definition file's error with its file, line and cause, as source-highlight's own program
/// prints it ("swift.lang:12: problem when building an highlight rule …").
template <typename DefinitionError> char *describe(const DefinitionError &error) {
    std::ostringstream text;
    text << error;
    return copy(text.str());
}

srchilite::SourceHighlight &highlighter(const char *data_dir, const char *outlang, const char *style) {
    std::string key = std::string(data_dir) + '\0' + outlang + '\0' + style;
    auto &cached = highlighters[key];
    if (!cached) {
        auto made = std::make_unique<srchilite::SourceHighlight>(outlang);
        made->setDataDir(data_dir);
        made->setStyleFile(style);
        made->setOptimize(true);    // one escape per run of same-styled text
        made->setHighlightEventListener(&deadline);
        cached = std::move(made);
    }
    return *cached;
}

}  // namespace

extern "C" int shl_highlight(const char *data_dir, const char *outlang, const char *style,
                             const char *code, long length, const char *lang_file, long time_limit_ms,
                             char **out) {
    *out = nullptr;
    try {
        std::call_once(deferredInitialization, runDeferredInitializers);
        std::lock_guard<std::mutex> guard(lock);
        deadline.limit = std::chrono::steady_clock::now() + std::chrono::milliseconds(time_limit_ms);
        std::istringstream input(std::string(code, static_cast<size_t>(length)));
        std::ostringstream output;
        highlighter(data_dir, outlang, style).highlight(input, output, lang_file);
        *out = copy(output.str());
        return *out ? SHL_OK : SHL_FAILED;
    } catch (const TimeLimitExceeded &error) {
        *out = copy(error.what());
        return SHL_TIME_LIMIT;
    } catch (const srchilite::ParserException &error) {
        *out = describe(error);
    } catch (const srchilite::HighlightBuilderException &error) {
        *out = describe(error);
    } catch (const std::exception &error) {
        *out = copy(error.what());
    } catch (...) {
        *out = copy("unknown error");
    }
    return SHL_FAILED;
}

extern "C" int shl_lang_file(const char *data_dir, const char *name, char **out) {
    *out = nullptr;
    try {
        std::call_once(deferredInitialization, runDeferredInitializers);
        std::lock_guard<std::mutex> guard(lock);
        auto &map = langMaps[data_dir];
        if (!map) {
            auto made = std::make_unique<srchilite::LangMap>(data_dir, "lang.map");
            made->open();
            map = std::move(made);
        }
        *out = copy(map->getMappedFileName(name));
        return *out ? SHL_OK : SHL_FAILED;
    } catch (const std::exception &error) {
        *out = copy(error.what());
    } catch (...) {
        *out = copy("unknown error");
    }
    return SHL_FAILED;
}
