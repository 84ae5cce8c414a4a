#ifndef CMARK_PROTO_CCMARKGFM_SHIM_H
#define CMARK_PROTO_CCMARKGFM_SHIM_H
/* cmark-gfm 0.29.0.gfm.6 (libcmark-gfm-dev) and its GFM extensions (libcmark-gfm-extensions-dev).
   Only the public headers: cmark-gfm.h, the extension registry, the table/tasklist accessors. */
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
/* cmark's HTML entity decoder (all HTML5 named entities), for the differential test's HTML-to-text.
   Internal headers Debian ships in /usr/include/cmark-gfm/; houdini_unescape_ent and the
   cmark_strbuf functions are exported from both libcmark-gfm.so and .a. */
#include <cmark-gfm/houdini.h>
#endif
