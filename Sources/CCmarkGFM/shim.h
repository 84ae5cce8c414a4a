#ifndef VIPER_SHELL_CCMARKGFM_SHIM_H
#define VIPER_SHELL_CCMARKGFM_SHIM_H
/* cmark-gfm 0.29.0.gfm.6 (libcmark-gfm-dev), the CommonMark parser Qiita's renderer is built on,
   and its GFM extensions (libcmark-gfm-extensions-dev): the parser, the tree, the HTML renderer,
   the extension registry and the table accessors (public headers), and the entity decoder below.
   The release build links the static archives (Linking/static); see
   Documentation/design/markdown-engine.md. */
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
/* cmark's HTML entity decoder (every HTML5 named entity, decimal and hexadecimal references), for
   the raw HTML articles hold (HTMLEntities): an internal header Debian ships in
   /usr/include/cmark-gfm/; houdini_unescape_ent and the cmark_strbuf functions are exported from
   both libcmark-gfm.so and libcmark-gfm.a. */
#include <cmark-gfm/houdini.h>
#endif
