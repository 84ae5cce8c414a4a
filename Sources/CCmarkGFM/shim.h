#ifndef VIPER_SHELL_CCMARKGFM_SHIM_H
#define VIPER_SHELL_CCMARKGFM_SHIM_H
/* cmark-gfm 0.29.0.gfm.6 (libcmark-gfm-dev), the CommonMark parser Qiita's renderer is built on,
   and its GFM extensions (libcmark-gfm-extensions-dev): the parser, the tree, the HTML renderer,
   the extension registry and the table accessors. Public headers only. The release build links
   the static archives (Linking/static); see Documentation/design/markdown-engine.md. */
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#endif
