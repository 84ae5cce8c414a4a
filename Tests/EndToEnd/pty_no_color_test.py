#!/usr/bin/env python3
"""An article at a pseudo-terminal under NO_COLOR (issue 36): the shell writes SGR attributes
(bold, italic, underline, strikethrough, dim) but no colour at all (no-color.org removes colour
only), so `~~古い書き方~~` is still struck through and inline code keeps its backticks (no attribute
shows code).

usage: pty_no_color_test.py VIPER_SHELL_BINARY WORK_DIR

Exits 0 when every check passes (or 0 with a "skipped:" line when pexpect is missing); otherwise
prints what went wrong with the terminal output seen so far and exits 1.
"""
import io
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import CheckFailed, settle  # noqa: E402

pexpect = pty_support.require_pexpect("pty_no_color_test")

ID = "nocolor01"
PASSWORD = "s3cret-Passw0rd!"
PROMPT = f"{ID}@items> "
ITEM_PROMPT = f"{ID}@item> "
BODY = "~~古い書き方~~ 新しい書き方を使いましょう。`code` と *強調* と **太字** と [リンク](https://e.jp/a)\n\n" \
       "> 引用\n\n:::note warn\n注意\n:::\n\n```diff_ruby\n- old\n+ new\n```\n\nx<sup>2</sup>\n"
# The SGR parameters that set or reset no colour (ECMA-48): bold, dim, italic, underline, inverse,
# strikethrough, on and off.
ATTRIBUTES = {1, 2, 3, 4, 7, 9, 22, 23, 24, 27, 29}


def parameters(text):
    """Every SGR parameter in `text` (an empty one counts as 0, a reset)."""
    found = set()
    for body in re.findall(r"\x1b\[([0-9;]*)m", text):
        found.update(int(part) if part else 0 for part in body.split(";"))
    return found


def run(binary, work):
    home = os.path.join(work, "home")
    source = os.path.join(work, "article.json")
    with open(source, "w", encoding="utf-8") as file:
        json.dump([{
            "id": "nocolor000000000001", "title": "No colour", "body": BODY, "url": "https://qiita.com/x/items/n",
            "user": {"id": "writer"}, "tags": [{"name": "colour"}], "likes_count": 1, "stocks_count": 0,
            "comments_count": 0, "created_at": "2024-01-01T10:00:00+09:00", "updated_at": "2024-01-01T10:00:00+09:00",
        }], file, ensure_ascii=False)
    pty_support.register_through_pipe(binary, home, ID, PASSWORD)
    transcript = io.StringIO()
    session = None
    try:
        env = pty_support.environment(lang="C.UTF-8", term="xterm", PAGER="cat")
        session = pty_support.Session(binary, ["--home", home, "-X", "--source", source], env,
                                      dimensions=(60, 100), transcript=transcript)
        child = session.child
        session.expect(PROMPT, "the first prompt")
        settle(child)
        # The article's SGR is checked as printed (PAGER=cat), not in the full-screen reader.
        pty_support.read_articles_in_the_pager(child, PROMPT)
        settle(child)
        child.sendline("search")
        session.expect(PROMPT, "the listing")
        settle(child)
        child.sendline("open 1")
        session.expect("新しい書き方", "the article")
        article = session.expect(ITEM_PROMPT, "the prompt after the article")
        shown = transcript.getvalue()
        found = parameters(shown)
        if not found:
            raise CheckFailed("no SGR at all under NO_COLOR at a terminal: bold and the like should stay")
        if not found <= ATTRIBUTES | {0}:
            raise CheckFailed(f"colour under NO_COLOR: SGR parameters {sorted(found - ATTRIBUTES)}")
        if not {1, 3, 9} <= found:
            raise CheckFailed(f"bold, italic or strikethrough missing: {sorted(found)}")
        if "\x1b[9m古い書き方\x1b[29m" not in shown:
            raise CheckFailed("the struck-through words are not struck through")
        text = pty_support.plain(shown + article)
        if "`code`" not in text or "~~" in text or "x²" not in text:
            raise CheckFailed("code should keep its backticks, strikethrough no tildes, x<sup>2</sup> be x²")
        child.sendline("quit")
        child.expect(pexpect.EOF)
    except (CheckFailed, pexpect.TIMEOUT, pexpect.EOF) as problem:
        return pty_support.failed("pty_no_color_test", problem, transcript, session=session)
    print("pty_no_color_test: ok")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(run(sys.argv[1], sys.argv[2]))
