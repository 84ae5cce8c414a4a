/* Qiita's custom blocks as a cmark-gfm block syntax extension:
 *
 *     :::note warn
 *     Markdown, any blocks
 *     :::
 *
 * Modelled on qiita_marker's ext/qiita_marker/qfm_custom_block.c and qfm_scanners.re
 * (https://github.com/increments/qiita_marker, version 0.23.9.0; MIT License, Copyright (c) 2015
 * Garen J. Torikian, Copyright (c) 2021 Qiita Inc.), rewritten against the public extension API
 * of Debian's cmark-gfm 0.29.0.gfm.6: the info string is the node's user data instead of
 * qiita_marker's node->as.opaque, and nothing reads cmark's private structures but the HTML
 * renderer's output buffer (see html_buffer). Its behaviour is qiita_marker's, quirks included:
 * its HTML is byte for byte that of qiita_marker's own C code over written and random documents
 * (Documentation/design/qiita-note-harness):
 *
 * - Opening fence: at the line's first non-space character (not indented by 4 or more), 3 or
 *   more colons, then an info string of UTF-8 text without ':' to the end of the line ("note
 *   warn", or empty).
 *   Not directly inside another custom block (there the line is text); a custom block inside a
 *   quote or list inside one is fine.
 * - Closing fence: 3 or more colons then only spaces and tabs. It is looked for before any block
 *   inside the custom block gets the line, so it also closes one inside a list, a fenced code
 *   block or an HTML block. A closing fence indented within its container (` :::`) skips as
 *   many bytes from the container's margin as the fence has colons, as qiita_marker does: the
 *   rest (`:`) is then the line's text, often a lazy continuation that keeps the block open.
 * - Unclosed, a custom block runs to the end of its container.
 * - An opening fence cannot interrupt a paragraph: with the extensions in Qiita's order, the table
 *   extension (attached first) claims every line that follows a paragraph line, table or not.
 *
 * What the info string means is Qiita's CustomBlock HTML filter's business, not the parser's:
 * type `note` with a subtype `info`, `warn` or `alert` (anything else: `info`) is a note, and any
 * other custom block is shown as its content alone. The HTML here is qiita_marker's, before that
 * filter: <div data-type="customblock" data-metadata="note warn"> … </div>. */

#include "CQiitaMarkdown.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm/buffer.h>
#include <cmark-gfm/houdini.h>

static cmark_syntax_extension *custom_block_extension;
static cmark_node_type custom_block_type;
static pthread_once_t created = PTHREAD_ONCE_INIT;

/* The length of the UTF-8 sequence at `s`, or 0 if it is not one (overlong, a surrogate, past
   U+10FFFF, cut short): what re2c's UTF-8 mode, in which qiita_marker's scanner is generated,
   accepts as one character. */
static int utf8_length(const unsigned char *s, int available) {
  unsigned char c = s[0];
  int length = c < 0x80 ? 1 : c < 0xC2 ? 0 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : c < 0xF5 ? 4 : 0;
  if (length == 0 || length > available) {
    return 0;
  }
  /* The second byte's range depends on the first; the others are 80–BF. */
  unsigned char low = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
  unsigned char high = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
  for (int i = 1; i < length; i++) {
    if (s[i] < (i == 1 ? low : 0x80) || s[i] > (i == 1 ? high : 0xBF)) {
      return 0;
    }
  }
  return length;
}

/* The colons of a fence starting at `at` in `line` (which ends with its line ending), or 0:
   3 or more colons, then (opening) UTF-8 text without ':' or NUL up to the line ending, or
   (closing) only spaces and tabs. qiita_marker's scan_open_/scan_close_qfm_custom_block_fence. */
static int scan_fence(const unsigned char *line, int len, int at, bool closing) {
  if (at < 0 || at >= len) {
    return 0;
  }
  int end = at;
  while (end < len && line[end] == ':') {
    end++;
  }
  if (end - at < 3) {
    return 0;
  }
  for (int i = end; i < len;) {
    unsigned char c = line[i];
    if (c == '\n' || c == '\r') {
      return end - at;
    }
    if (closing ? (c != ' ' && c != '\t') : (c == ':' || c == '\0')) {
      return 0;
    }
    int length = closing ? 1 : utf8_length(line + i, len - i);
    if (length == 0) {
      return 0;
    }
    i += length;
  }
  return 0;
}

static bool is_custom_block(cmark_node *node) {
  return node != NULL && cmark_node_get_type(node) == custom_block_type &&
         cmark_node_get_syntax_extension(node) == custom_block_extension;
}

/* cmark_isspace: what cmark_strbuf_trim trims. */
static bool is_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static void free_info(cmark_mem *mem, void *info) {
  (void)mem;
  free(info);
}

/* Each line while the block is open, before the blocks inside it: 0 (the block ends) on a closing
   fence, whose colons are skipped, else 1. */
static int match_block(cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input,
                       int len, cmark_node *container) {
  (void)self;
  (void)container;
  int colons = scan_fence(input, len, cmark_parser_get_first_nonspace(parser), true);
  if (colons == 0) {
    return 1;
  }
  /* From the offset, not from the fence: qiita_marker's quirk (see the top of this file). */
  cmark_parser_advance_offset(parser, (char *)input, colons, 0);
  return 0;
}

static cmark_node *open_block(cmark_syntax_extension *self, int indented, cmark_parser *parser,
                              cmark_node *parent, unsigned char *input, int len) {
  if (indented || is_custom_block(parent)) {
    return NULL;
  }
  int fence = cmark_parser_get_first_nonspace(parser);
  int colons = scan_fence(input, len, fence, false);
  if (colons == 0) {
    return NULL;
  }
  /* The info string: the rest of the line, trimmed. */
  int start = fence + colons, end = len;
  while (start < end && is_space(input[start])) {
    start++;
  }
  while (end > start && is_space(input[end - 1])) {
    end--;
  }
  char *info = malloc((size_t)(end - start) + 1);
  if (info == NULL) {
    return NULL;
  }
  memcpy(info, input + start, (size_t)(end - start));
  info[end - start] = '\0';

  cmark_node *node = cmark_parser_add_child(parser, parent, custom_block_type, fence + 1);
  cmark_node_set_syntax_extension(node, self);
  cmark_node_set_user_data(node, info);
  cmark_node_set_user_data_free_func(node, free_info);
  /* Up to the line ending (the scan found one), which leaves the line blank. */
  cmark_parser_advance_offset(parser, (char *)input, len - 1 - cmark_parser_get_offset(parser), 0);
  return node;
}

static const char *get_type_string(cmark_syntax_extension *self, cmark_node *node) {
  (void)self;
  return is_custom_block(node) ? "qfm_custom_block" : "<unknown>";
}

/* Any block but a list item, as a block quote. (qiita_marker accepts any type; parsing only ever
   adds blocks.) */
static int can_contain(cmark_syntax_extension *self, cmark_node *node, cmark_node_type child) {
  (void)self;
  return is_custom_block(node) && (child & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_BLOCK &&
         child != CMARK_NODE_ITEM;
}

/* Its content is blocks. (qiita_marker says yes, which parses its always empty text.) */
static int contains_inlines(cmark_syntax_extension *self, cmark_node *node) {
  (void)self;
  (void)node;
  return 0;
}

/* CommonMark, plain text, LaTeX and man: the content alone, as qiita_marker renders it. (Without
   a function, cmark's renderers would reach their assert(false) for an unknown node.) */
static void render_content_only(cmark_syntax_extension *self, struct cmark_renderer *renderer,
                                cmark_node *node, cmark_event_type event, int options) {
  (void)self;
  (void)renderer;
  (void)node;
  (void)event;
  (void)options;
}

/* The renderer's output buffer. html.h, which declares struct cmark_html_renderer, is not
   installed; its first member is `cmark_strbuf *html` in every 0.29.0.gfm release, and a pointer
   to a structure points to its first member. */
static cmark_strbuf *html_buffer(struct cmark_html_renderer *renderer) {
  return *(cmark_strbuf **)renderer;
}

/* cmark_html_render_cr (html.h, inline, not exported). */
static void html_cr(cmark_strbuf *html) {
  bufsize_t size = cmark_strbuf_len(html);
  if (size > 0 && html->ptr[size - 1] != '\n') {
    cmark_strbuf_putc(html, '\n');
  }
}

static void html_render(cmark_syntax_extension *self, struct cmark_html_renderer *renderer,
                        cmark_node *node, cmark_event_type event, int options) {
  (void)self;
  cmark_strbuf *html = html_buffer(renderer);
  html_cr(html);
  if (event != CMARK_EVENT_ENTER) {
    cmark_strbuf_puts(html, "</div>");
    html_cr(html);
    return;
  }
  const char *info = qiita_note_info(node);
  cmark_strbuf_puts(html, "<div data-type=\"customblock\" data-metadata=\"");
  if (info != NULL) {
    houdini_escape_html0(html, (const uint8_t *)info, (bufsize_t)strlen(info), 0);
  }
  cmark_strbuf_putc(html, '"');
  if (options & CMARK_OPT_SOURCEPOS) {
    char position[100];
    snprintf(position, sizeof position, " data-sourcepos=\"%d:%d-%d:%d\"",
             cmark_node_get_start_line(node), cmark_node_get_start_column(node),
             cmark_node_get_end_line(node), cmark_node_get_end_column(node));
    cmark_strbuf_puts(html, position);
  }
  cmark_strbuf_putc(html, '>');
}

static void create(void) {
  cmark_syntax_extension *self = cmark_syntax_extension_new("custom_block");
  cmark_syntax_extension_set_match_block_func(self, match_block);
  cmark_syntax_extension_set_open_block_func(self, open_block);
  cmark_syntax_extension_set_get_type_string_func(self, get_type_string);
  cmark_syntax_extension_set_can_contain_func(self, can_contain);
  cmark_syntax_extension_set_contains_inlines_func(self, contains_inlines);
  cmark_syntax_extension_set_commonmark_render_func(self, render_content_only);
  cmark_syntax_extension_set_plaintext_render_func(self, render_content_only);
  cmark_syntax_extension_set_latex_render_func(self, render_content_only);
  cmark_syntax_extension_set_man_render_func(self, render_content_only);
  cmark_syntax_extension_set_html_render_func(self, html_render);
  custom_block_type = cmark_syntax_extension_add_node(0);
  custom_block_extension = self;
}

cmark_syntax_extension *qiita_note_extension(void) {
  pthread_once(&created, create);
  return custom_block_extension;
}

const char *qiita_note_info(cmark_node *node) {
  pthread_once(&created, create);
  return is_custom_block(node) ? cmark_node_get_user_data(node) : NULL;
}
