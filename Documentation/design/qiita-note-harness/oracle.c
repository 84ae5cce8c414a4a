/* qiita_marker's C code (its vendored cmark-gfm 0.29.0.gfm.11 and qfm_custom_block.c) compiled
   without Ruby, parsing stdin with the options and extensions the harness uses (Qiita's, without
   qiita_marker's three own options, which only Debian's harness lacks), printing HTML. */
#include <stdio.h>
#include <stdlib.h>

#include "cmark-gfm-core-extensions.h"
#include "cmark-gfm.h"

int main(void) {
  cmark_gfm_core_extensions_ensure_registered();
  int options = CMARK_OPT_HARDBREAKS | CMARK_OPT_UNSAFE | CMARK_OPT_LIBERAL_HTML_TAG |
                CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES |
                CMARK_OPT_FOOTNOTES;
  const char *names[] = {"table", "strikethrough", "autolink", "custom_block"};
  size_t capacity = 1 << 16, size = 0, n;
  char *data = malloc(capacity);
  while ((n = fread(data + size, 1, capacity - size, stdin)) > 0) {
    size += n;
    if (size == capacity) data = realloc(data, capacity *= 2);
  }
  cmark_parser *parser = cmark_parser_new(options);
  for (int i = 0; i < 4; i++) {
    cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(names[i]));
  }
  cmark_parser_feed(parser, data, size);
  cmark_node *root = cmark_parser_finish(parser);
  fputs(cmark_render_html(root, options, cmark_parser_get_syntax_extensions(parser)), stdout);
  return 0;
}
