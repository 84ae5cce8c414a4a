#include "CSourceHighlight.h"

#include <srchilite/sourcehighlight.h>
#include <srchilite/langmap.h>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>

namespace {
std::mutex lock;
// One highlighter per (data dir, outlang, style): it caches the .lang files it has parsed.
std::map<std::string, std::unique_ptr<srchilite::SourceHighlight>> highlighters;
std::map<std::string, std::unique_ptr<srchilite::LangMap>> langMaps;

char *copy(const std::string &s) {
    char *p = static_cast<char *>(std::malloc(s.size() + 1));
    if (p) std::memcpy(p, s.c_str(), s.size() + 1);
    return p;
}
}

extern "C" int shl_highlight(const char *data_dir, const char *outlang, const char *style,
                             const char *code, long length, const char *lang_file, char **out) {
    *out = nullptr;
    try {
        std::lock_guard<std::mutex> guard(lock);
        std::string key = std::string(data_dir) + '\0' + outlang + '\0' + style;
        auto &hl = highlighters[key];
        if (!hl) {
            hl = std::make_unique<srchilite::SourceHighlight>(outlang);
            hl->setDataDir(data_dir);
            hl->setStyleFile(style);
            hl->setOptimize(true);          // one escape per run of same-styled text
        }
        std::istringstream in(std::string(code, static_cast<size_t>(length)));
        std::ostringstream os;
        hl->highlight(in, os, lang_file);
        *out = copy(os.str());
        return *out ? 0 : -1;
    } catch (const std::exception &e) {
        *out = copy(e.what());
    } catch (...) {
        *out = copy("unknown error");
    }
    return -1;
}

extern "C" int shl_lang_file(const char *data_dir, const char *name, char **out) {
    *out = nullptr;
    try {
        std::lock_guard<std::mutex> guard(lock);
        auto &map = langMaps[data_dir];
        if (!map) {
            map = std::make_unique<srchilite::LangMap>(data_dir, "lang.map");
            map->open();
        }
        *out = copy(map->getMappedFileName(name));
        return *out ? 0 : -1;
    } catch (const std::exception &e) {
        *out = copy(e.what());
    } catch (...) {
        *out = copy("unknown error");
    }
    return -1;
}
