#!/usr/bin/env python3
"""The account at a pseudo-terminal: `comment` runs $EDITOR on the terminal (it can ask and read
what is typed), the comment is posted, the prompt works after it; `comment --delete` asks first,
and "n" keeps the comment. Run by PseudoTerminalTests.

usage: pty_account_test.py BINARY HOME FIXTURE_SERVER
"""
import json
import os
import stat
import sys
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402

pty_support.require_pexpect("pty_account_test")

PASSWORD = "pty-Account-pw1"
# An editor that needs the terminal: it asks, reads the answer from it, appends it to the file.
EDITOR = """#!/bin/sh
[ -t 0 ] && [ -t 1 ] || { echo "not at a terminal" >&2; exit 3; }
printf 'Comment text? '
read line
printf '%s\\n' "$line" >> "$1"
"""


def own_comments(base):
    return json.loads(urllib.request.urlopen(base + "/_state").read())["comments_by_fixture_user"]


def main(argv):
    binary, home, server_script = argv[1:4]
    return pty_support.beside_fixture_server(
        server_script, ["--idle", "60"], lambda base: session(binary, home, base))


def session(binary, home, base):
    editor = os.path.join(os.path.dirname(home.rstrip("/")), "ask-editor.sh")
    os.makedirs(os.path.dirname(editor), exist_ok=True)
    with open(editor, "w") as handle:
        handle.write(EDITOR)
    os.chmod(editor, stat.S_IRWXU)
    env = dict(os.environ, TERM="xterm", NO_COLOR="1", LANG="C", EDITOR=editor, QIITA_TOKEN="fixture-token")
    setup = pty_support.register_through_pipe(binary, home, "ptyaccount1", PASSWORD)
    assert setup.returncode == 0, setup.stderr
    child = pty_support.Session(binary, ["--home", home, "--api-url", base, "--source", "qiita"], env).child
    child.expect("@items> ")
    child.sendline("search swift")
    child.expect(r"page 1 of \d+")
    child.expect("@items> ")
    child.sendline("comment 1")
    child.expect("Comment text\\? ")
    child.sendline("Typed in the editor at the terminal")
    child.expect("posted on")
    child.expect("@items> ")
    comments = own_comments(base)
    assert [c["body"] for c in comments] == ["Typed in the editor at the terminal"], comments
    # The terminal is the shell's again: readline reads the next line.
    child.sendline("whoami")
    child.expect("ptyaccount1")
    child.expect("@items> ")
    comment_id = comments[0]["id"]
    child.sendline(f"comment --delete {comment_id}")
    child.expect(r"Delete your comment .* on Qiita\? \[y/N\] ")
    child.sendline("n")
    child.expect("nothing deleted")
    child.expect("@items> ")
    assert len(own_comments(base)) == 1, "a no kept the comment"
    child.sendline(f"comment --delete {comment_id}")
    child.expect(r"\[y/N\] ")
    child.sendline("y")
    child.expect("deleted")
    child.expect("@items> ")
    assert own_comments(base) == [], "a yes deleted it"
    pty_support.quit_cleanly(child)
    print("ok: the editor runs on the terminal, the comment is posted, deleting asks first")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
