#!/usr/bin/env python3
"""Compares the harness (Debian's cmark-gfm 0.29.0.gfm.6 + CQiitaMarkdown) with qiita_marker's own
C code (its vendored cmark-gfm 0.29.0.gfm.11 + qfm_custom_block.c), HTML byte for byte, over
written edge cases and seeded random documents made of the lines custom blocks meet.

    compare.py HARNESS ORACLE [RANDOM_COUNT]
"""
import random
import re
import subprocess
import sys

CASES = [
    ":::note info\nx\n:::\n", ":::note warn\nx\n:::\n", ":::note alert\nx\n:::\n", ":::note\nx\n:::\n",
    ":::note danger\nx\n:::\n", ":::NOTE warn\nx\n:::\n", ":::anytype\nx\n:::\n", ":::\nx\n:::\n",
    "::: note  warn  extra \nx\n:::\n", ":::note\twarn\nx\n:::\n", "::::note warn\nx\n::::::\n",
    ":::note warn\nx\n:::   \t\n", ":::note warn\nx\n::: trailing\n", ":::note:warn\nx\n:::\n",
    ":::note <b>&\"'\nx\n:::\n", "::note\nx\n::\n", ":::note warn\r\nx\r\n:::\r\n", ":::note warn\rx\r:::\r",
    ":::note warn\nx\n:::", ":::note warn", ":::", "::::::::::::::::", ":::note warn\n\n\n:::\n",
    # content
    ":::note warn\npara 1\n\npara 2\n\n- a\n- b\n:::\nafter\n",
    ":::note\n- a\n- b\n:::\n", ":::note\n1. a\n\n   b\n:::\n",
    ":::note\n```ruby\nputs 1\n```\n:::\n", ":::note\n```\n:::\n```\n:::\n",
    ":::note\n    code\n:::\n", ":::note\n> quote\n:::\n", ":::note\n> quote\n> :::\n:::\n",
    ":::note\n# heading\n---\n:::\n", ":::note\na\n---\n:::\n", ":::note\n| a | b |\n|---|---|\n| 1 | 2 |\n:::\n",
    ":::note\n<div>\nhtml\n</div>\n:::\n", ":::note\n<div>\n:::\n</div>\n",
    ":::note\nfoot[^1]\n\n[^1]: def\n:::\n", ":::note\n[^1]: def in note\n:::\nref[^1]\n",
    # unclosed, nesting
    ":::note warn\nunclosed\n", "> :::note\n> x\n\noutside\n", "- :::note\n  x\n- next\n",
    "- :::note\n  x\n  :::\n- next\n", "- item\n\n  :::note alert\n  x\n  :::\n",
    "- :::note\n  text\n:::\nc\n", ":::note\n:::note warn\ninner\n:::\nouter\n:::\n",
    ":::note\n> :::note warn\n> inner\n> :::\nouter\n:::\n", ":::note\n- :::note warn\n  x\n  :::\n:::\n",
    "> > > :::note\n> > > deep\n", ":::note\n\n:::note\n\n:::\n",
    # fences in other places
    "```\n:::note\n```\n", "~~~\n:::note\nx\n:::\n~~~\n", "    :::note\n", "   :::note\nx\n   :::\n",
    "para\n:::note\nx\n:::\n", "para\n\n:::note\nx\n:::\n", "# h\n:::note\nx\n:::\n", "- a\n:::note\nx\n:::\n",
    "> q\n:::note\nx\n:::\n", ":::note\nx\n  :::\n", ":::note\nx\n :::\n", ":::note\nx\n\t:::\n",
    ":::note\nx\n    :::\n", ":::note\n\n  :::\nafter\n", ":::note\nx\n   :::   \nafter\n",
    "| a |\n|---|\n| b |\n:::note\nx\n:::\n", "text\n:::\nmore\n", ":::\n:::\n:::\n:::\n",
    # malformed bytes
    ":::note \xff\xfe\nx\n:::\n", ":::note\x00warn\nx\n:::\n", ":::\x00\nx\n:::\n", "\xef\xbb\xbf:::note warn\nx\n:::\n",
]

LINES = [":::note info", ":::note warn", ":::note alert", ":::note", ":::", "::::", ":::   ", "::: x",
         ":::note:x", "  :::", "   :::note", "    :::", " :::", "text", "more *em*", "", "", "- item",
         "1. one", "  - nested", "> quote", "> :::note", "> :::", ">", "```", "~~~", "    code",
         "# heading", "---", "<div>", "</div>", "| a | b |\n|---|---|\n| 1 | 2 |", "[^1]: def", "ref[^1]", "\t:::"]


# Footnote back-references are the one difference between the two cmark-gfm releases these
# documents meet (gfm.11 numbers them): made equal before comparing. (The other one seen, a
# delimiter row under a paragraph with another number of cells, is a table in gfm.6 only: the
# random lines write tables whole.)
BACKREF = re.compile(rb' data-footnote-backref-idx="[0-9-]+" aria-label="Back to reference [0-9-]+"')

# Most lines as they are, some inside a quote, a list item's indentation or a new item.
PREFIXES = [""] * 12 + ["> ", "> > ", "  ", "   ", "- ", "1. ", ">"]


def run(program, data):
    html = subprocess.run(program, input=data, stdout=subprocess.PIPE, check=True).stdout
    return BACKREF.sub(b' aria-label="Back to content"', html)


def main():
    harness, oracle = [sys.argv[1]], [sys.argv[2]]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
    rng = random.Random(27)
    documents = [c.encode("latin-1") if any(0x80 <= ord(ch) <= 0xff for ch in c) else c.encode() for c in CASES]
    for _ in range(count):
        lines = [rng.choice(PREFIXES) + rng.choice(LINES) for _ in range(rng.randint(1, 14))]
        documents.append(("\n".join(lines) + rng.choice(["", "\n"])).encode())
    failures = 0
    for document in documents:
        mine, theirs = run(harness, document), run(oracle, document)
        if mine != theirs:
            failures += 1
            if failures <= 5:
                print("DIFFERENT for %r\n--- harness\n%s--- qiita_marker\n%s" % (document, mine.decode(errors="replace"),
                                                                                theirs.decode(errors="replace")))
    print("%d documents (%d written, %d random), %d different" % (len(documents), len(CASES), count, failures))
    sys.exit(1 if failures else 0)


main()
