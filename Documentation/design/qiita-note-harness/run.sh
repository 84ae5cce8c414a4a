#!/bin/sh
# Builds the C harness for Sources/CQiitaMarkdown against Debian's cmark-gfm (with
# AddressSanitizer and UBSan), checks the extension is made once under 64 threads, compares its
# HTML with qiita_marker's own C code over written and random documents, and times hostile inputs.
#
#   run.sh [QIITA_MARKER_GIT_DIR]
#
# The git directory is a clone of github.com/increments/qiita_marker (0e889c3 was used); without
# it the comparison is skipped. Needs libcmark-gfm-dev, libcmark-gfm-extensions-dev, gcc, python3.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
package=$(cd "$here/../../.." && pwd)
work=${TMPDIR:-/tmp}/qiita-note-harness
mkdir -p "$work"

gcc -std=gnu11 -Wall -Wextra -Werror -O1 -g -fsanitize=address,undefined -fno-sanitize-recover \
    -I"$package/Sources/CQiitaMarkdown/include" "$here/harness.c" \
    "$package/Sources/CQiitaMarkdown/qiita_note_block.c" \
    -lcmark-gfm -lcmark-gfm-extensions -lpthread -o "$work/harness"
# Timings without the sanitizers, linked with the static archives as the release build is
# (which shows the archives export all the extension calls).
gcc -std=gnu11 -O2 -I"$package/Sources/CQiitaMarkdown/include" "$here/harness.c" \
    "$package/Sources/CQiitaMarkdown/qiita_note_block.c" \
    -l:libcmark-gfm-extensions.a -l:libcmark-gfm.a -lpthread -o "$work/harness-fast"

"$work/harness" once 64
printf ':::note warn\nhello *x*\n:::\n' | "$work/harness"

if [ $# -ge 1 ]; then
    rm -rf "$work/qiita_marker"
    mkdir -p "$work/qiita_marker"
    git --git-dir="$1" archive HEAD ext/qiita_marker | tar x -C "$work/qiita_marker"
    source_dir="$work/qiita_marker/ext/qiita_marker"
    sources=$(ls "$source_dir"/*.c | grep -v '/qiita_marker\.c$')
    # shellcheck disable=SC2086
    gcc -O1 -w -I"$source_dir" -o "$work/qiita-marker-html" "$here/oracle.c" $sources
    python3 "$here/compare.py" "$work/harness" "$work/qiita-marker-html" 8000
fi

python3 "$here/hostile.py" "$work"
"$work/harness-fast" bench "$work"/fences-*.md "$work"/openers-*.md "$work"/notes-*.md \
    "$work"/indented-closers-*.md "$work"/colon-line-*.md "$work"/nested-*.md
