#!/usr/bin/env python3
"""`set theme` at a pseudo-terminal: with `auto` (the default) the shell asks the terminal for its
background with OSC 11 (`ESC ] 11 ; ? BEL`) once, the first time an article is shown in colour,
and colours code for a light background when the answer is white; `set` then says so, a second
article asks nothing, and `set theme dark` gives the dark palette back. A terminal that does not
answer leaves `COLORFGBG` to decide (`0;15`: light). In a script the terminal is never asked.

usage: pty_code_theme_test.py VIPER_SHELL_BINARY WORK_DIR

Exits 0 when every check passes (or 0 with a "skipped:" line when pexpect is missing); otherwise
prints what went wrong with the terminal output seen so far and exits 1.
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import CheckFailed, check  # noqa: E402

pexpect = pty_support.require_pexpect("pty_code_theme_test")

ID = "theme12345"
PASSWORD = "s3cret-Passw0rd!"
ITEM = "themeitem00000000001"
QUERY = "\x1b]11;?\x07"
WHITE = "\x1b]11;rgb:ffff/ffff/ffff\x07"
# The comment colour of each palette (Sources/CodeHighlighting/CodePalettes.swift).
LIGHT_COMMENT = "\x1b[38;5;241m# the answer"
DARK_COMMENT = "\x1b[38;5;246m# the answer"


def catalogue(path):
    body = "# Theme\n\n```python:answer.py\nanswer = 42  # the answer\n```\n"
    item = {
        "id": ITEM, "title": "Themed code", "body": body, "url": f"https://qiita.com/theme/items/{ITEM}",
        "user": {"id": "theme", "name": "Theme"}, "tags": [{"name": "python"}],
        "likes_count": 1, "stocks_count": 0, "comments_count": 0,
        "created_at": "2024-01-01T10:00:00+09:00", "updated_at": "2024-01-01T10:00:00+09:00",
    }
    with open(path, "w") as f:
        json.dump([item], f)


def session(binary, home, source, **extra):
    env = pty_support.environment(lang="C.UTF-8", term="xterm-256color", **extra)
    env.pop("NO_COLOR", None)
    return pty_support.Session(binary, ["--home", home, "--source", source], env, dimensions=(30, 100))


def open_article(s, reply=""):
    """Opens the item, the terminal's `reply` typed ahead; returns what the shell printed."""
    s.child.send(f"open {ITEM}\r{reply}")
    before = s.expect(f"{ID}@item> ", "the article, then the prompt")
    return before


def answering_terminal(binary, home, source):
    s = session(binary, home, source)
    try:
        s.register(ID, PASSWORD)
        # The article is checked as printed (set pager off below), not in the full-screen reader.
        pty_support.read_articles_in_the_pager(s.child, f"{ID}@items> ")
        s.child.sendline("set pager off")
        s.expect(f"{ID}@items> ", "pager off")
        shown = open_article(s, WHITE)
        check(LIGHT_COMMENT in shown, f"a white background gives the light palette: {shown[-400:]!r}")
        s.child.sendline("set")
        s.expect("theme           auto (light)", "set shows what auto found")
        s.expect(f"{ID}@item> ", "prompt after set")
        shown = open_article(s)
        check(LIGHT_COMMENT in shown, f"the answer is kept for the session: {shown[-400:]!r}")
        s.child.sendline("set theme dark")
        s.expect(f"{ID}@item> ", "set theme dark")
        shown = open_article(s)
        check(DARK_COMMENT in shown, f"set theme dark gives the dark palette: {shown[-400:]!r}")
        s.child.sendline("quit")
        s.child.expect(pexpect.EOF)
        asked = s.transcript.getvalue().count(QUERY)
        check(asked == 1, f"the terminal is asked once per session, not {asked} times")
    except CheckFailed as failure:
        return pty_support.failed("pty_code_theme_test", failure, s.transcript, last=3000, session=s)
    return 0


def silent_terminal(binary, home, source):
    s = session(binary, home, source, COLORFGBG="0;15")
    try:
        s.expect("@items> ", "logged in from the first session")
        # The article is checked as printed (set pager off below), not in the full-screen reader.
        pty_support.read_articles_in_the_pager(s.child, f"{ID}@items> ")
        s.child.sendline("set pager off")
        s.expect(f"{ID}@items> ", "pager off")
        shown = open_article(s)
        check(QUERY in s.transcript.getvalue(), "auto asks the terminal")
        check(LIGHT_COMMENT in shown, f"no answer: COLORFGBG 0;15 gives the light palette: {shown[-400:]!r}")
        s.child.sendline("quit")
        s.child.expect(pexpect.EOF)
    except CheckFailed as failure:
        return pty_support.failed("pty_code_theme_test", failure, s.transcript, last=3000, session=s)
    return 0


def script(binary, home, source):
    env = pty_support.environment(lang="C.UTF-8", term="xterm-256color", CLICOLOR_FORCE="1", COLORFGBG="0;15")
    env.pop("NO_COLOR", None)
    piped = subprocess.run([binary, "--home", home, "--source", source, "-c", f"open {ITEM}"],
                           capture_output=True, text=True, env=env)
    if piped.returncode != 0 or "\x1b]11;" in piped.stdout or LIGHT_COMMENT not in piped.stdout:
        print(f"pty_code_theme_test: a script never asks the terminal and follows COLORFGBG: status "
              f"{piped.returncode}, {piped.stdout[-400:]!r} {piped.stderr[:400]!r}")
        return 1
    return 0


def main(argv):
    if len(argv) != 3:
        print("usage: pty_code_theme_test.py VIPER_SHELL_BINARY WORK_DIR", file=sys.stderr)
        return 2
    binary, work = argv[1], argv[2]
    home = os.path.join(work, "home")
    source = os.path.join(work, "theme.json")
    catalogue(source)
    for step in (answering_terminal, silent_terminal, script):
        if step(binary, home, source) != 0:
            return 1
    print("pty_code_theme_test: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
