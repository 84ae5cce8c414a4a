#!/usr/bin/env python3
"""Writes the hostile documents run.sh times: DIRECTORY/NAME-SIZE.md, each unit repeated to SIZE
megabytes (1, 2, 4, 8), and notes nested in quotes LEVELS deep (1,000 to 8,000 levels: a level
needs a line as long as its depth, so those inputs grow as the square of the depth)."""
import os
import sys

UNITS = {
    "fences": ":::\n",                    # open, close, open, … (empty custom blocks)
    "openers": ":::note\n",               # one note, then its text: one paragraph
    "notes": ":::note warn\nx\n:::\n",     # many small notes
    "indented-closers": ":::note\nx\n  :::\n",  # qiita_marker's quirk: the note never closes
}

directory = sys.argv[1]
for name, unit in UNITS.items():
    for megabytes in (1, 2, 4, 8):
        with open(os.path.join(directory, "%s-%d.md" % (name, megabytes)), "w") as out:
            out.write(unit * (megabytes * 1_000_000 // len(unit)))
for megabytes in (1, 2, 4, 8):
    with open(os.path.join(directory, "colon-line-%d.md" % megabytes), "w") as out:
        out.write(":" * (megabytes * 1_000_000) + "\n" + ":::note " + "a" * (megabytes * 1_000_000) + "\nx\n")
for levels in (1000, 2000, 4000, 8000):
    with open(os.path.join(directory, "nested-%d.md" % levels), "w") as out:
        out.write("".join(">" * level + ":::note warn\n" for level in range(levels)) + ">" * levels + "deep\n")
