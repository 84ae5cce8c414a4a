/* A plain C harness for Sources/CQiitaMarkdown (Qiita's :::note blocks as a cmark-gfm extension),
   linked against Debian's shared cmark-gfm as the package's debug build is. Not part of the
   package: run.sh builds and runs it (with AddressSanitizer) and compares it with qiita_marker's
   own C code.

     harness html   < doc.md   HTML with Qiita's options and extensions (+ the note extension)
     harness tree   < doc.md   one line per node: depth, type, and a custom block's info
     harness bench FILE...     milliseconds to parse and render each file (best of 3)
     harness once THREADS      the extension made once when THREADS threads ask for it at once */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>

#include "CQiitaMarkdown.h"

static const int options = CMARK_OPT_HARDBREAKS | CMARK_OPT_UNSAFE | CMARK_OPT_LIBERAL_HTML_TAG |
                           CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE |
                           CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES | CMARK_OPT_FOOTNOTES;

static char *read_all(FILE *file, size_t *size) {
  size_t capacity = 1 << 16, used = 0;
  char *data = malloc(capacity);
  size_t n;
  while ((n = fread(data + used, 1, capacity - used, file)) > 0) {
    used += n;
    if (used == capacity) {
      data = realloc(data, capacity *= 2);
    }
  }
  *size = used;
  return data;
}

/* Qiita's order: table, strikethrough, autolink, then the custom blocks. */
static cmark_parser *new_parser(void) {
  cmark_parser *parser = cmark_parser_new(options);
  const char *names[] = {"table", "strikethrough", "autolink"};
  for (int i = 0; i < 3; i++) {
    cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(names[i]));
  }
  cmark_parser_attach_syntax_extension(parser, qiita_note_extension());
  return parser;
}

static char *render(const char *data, size_t size) {
  cmark_parser *parser = new_parser();
  cmark_parser_feed(parser, data, size);
  cmark_node *root = cmark_parser_finish(parser);
  char *html = cmark_render_html(root, options, cmark_parser_get_syntax_extensions(parser));
  cmark_node_free(root);
  cmark_parser_free(parser);
  return html;
}

static void tree(const char *data, size_t size) {
  cmark_parser *parser = new_parser();
  cmark_parser_feed(parser, data, size);
  cmark_node *root = cmark_parser_finish(parser);
  cmark_iter *iter = cmark_iter_new(root);
  int depth = 0;
  cmark_event_type event;
  while ((event = cmark_iter_next(iter)) != CMARK_EVENT_DONE) {
    cmark_node *node = cmark_iter_get_node(iter);
    if (event == CMARK_EVENT_EXIT) {
      depth--;
      continue;
    }
    const char *info = qiita_note_info(node);
    const char *literal = cmark_node_get_literal(node);
    printf("%d %s%s%s%s%s lines %d-%d\n", depth, cmark_node_get_type_string(node),
           info ? " [" : "", info ? info : "", info ? "]" : "", literal && !info ? " literal" : "",
           cmark_node_get_start_line(node), cmark_node_get_end_line(node));
    /* Leaves get no exit event (iterator.c's S_is_leaf). */
    switch (cmark_node_get_type(node)) {
    case CMARK_NODE_TEXT: case CMARK_NODE_SOFTBREAK: case CMARK_NODE_LINEBREAK: case CMARK_NODE_CODE:
    case CMARK_NODE_HTML_INLINE: case CMARK_NODE_CODE_BLOCK: case CMARK_NODE_HTML_BLOCK:
    case CMARK_NODE_THEMATIC_BREAK:
      break;
    default:
      depth++;
    }
  }
  cmark_iter_free(iter);
  cmark_node_free(root);
  cmark_parser_free(parser);
}

static double milliseconds(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static void *ask(void *result) {
  *(cmark_syntax_extension **)result = qiita_note_extension();
  return NULL;
}

int main(int argc, char **argv) {
  cmark_gfm_core_extensions_ensure_registered();
  const char *mode = argc > 1 ? argv[1] : "html";
  if (strcmp(mode, "once") == 0) {
    int count = argc > 2 ? atoi(argv[2]) : 16;
    pthread_t threads[256];
    cmark_syntax_extension *made[256];
    if (count < 1 || count > 256) return 2;
    for (int i = 0; i < count; i++) pthread_create(&threads[i], NULL, ask, &made[i]);
    for (int i = 0; i < count; i++) pthread_join(threads[i], NULL);
    for (int i = 1; i < count; i++) {
      if (made[i] != made[0] || made[i] == NULL) {
        printf("thread %d got another extension\n", i);
        return 1;
      }
    }
    printf("%d threads, one extension\n", count);
    return 0;
  }
  if (strcmp(mode, "bench") == 0) {
    for (int i = 2; i < argc; i++) {
      FILE *file = fopen(argv[i], "rb");
      if (!file) { perror(argv[i]); return 1; }
      size_t size;
      char *data = read_all(file, &size);
      fclose(file);
      double best = 1e18;
      for (int run = 0; run < 3; run++) {
        double start = milliseconds();
        free(render(data, size));
        double took = milliseconds() - start;
        if (took < best) best = took;
      }
      printf("%s %zu bytes %.1f ms\n", argv[i], size, best);
      free(data);
    }
    return 0;
  }
  size_t size;
  char *data = read_all(stdin, &size);
  if (strcmp(mode, "tree") == 0) {
    tree(data, size);
  } else {
    char *html = render(data, size);
    fputs(html, stdout);
    free(html);
  }
  free(data);
  return 0;
}
