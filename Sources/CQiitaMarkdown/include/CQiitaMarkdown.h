#ifndef VIPER_SHELL_CQIITAMARKDOWN_H
#define VIPER_SHELL_CQIITAMARKDOWN_H
/* Qiita's custom blocks (`:::note warn` … `:::`) as a cmark-gfm block syntax extension, written
   against cmark-gfm's public extension API (Debian's 0.29.0.gfm.6). See qiita_note_block.c and
   Documentation/design/markdown-engine.md §2.

   The cmark types are only forward-declared here, so that Swift, which also imports them through
   CCmarkGFM, sees them once. */

struct cmark_node;
struct cmark_syntax_extension;

#ifdef __cplusplus
extern "C" {
#endif

/* The extension, created on the first call (thread-safe, once per process) and never freed.
   Attach it to a parser with cmark_parser_attach_syntax_extension AFTER the core extensions Qiita
   uses (table first: see qiita_note_block.c on why the order matters), and pass the parser's
   extension list to cmark_render_html.

   Creating it numbers a new node type through cmark_syntax_extension_add_node, which bumps a
   global counter without a lock: the first call must not run alongside
   cmark_gfm_core_extensions_ensure_registered (or any other extension's creation). */
struct cmark_syntax_extension *qiita_note_extension(void);

/* The info string of a custom block made by this extension (the text after the opening colons,
   without surrounding whitespace: "note warn", "" for a bare `:::`), or NULL when `node` is not
   one. Owned by the node. */
const char *qiita_note_info(struct cmark_node *node);

#ifdef __cplusplus
}
#endif

#endif
