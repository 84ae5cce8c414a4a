#!/usr/bin/env python3
"""`copy` at a pseudo-terminal: the OSC 52 sequence with the text in base64, for the item's URL,
a Markdown link and a code block, then one line saying what was copied. Run by PseudoTerminalTests.

usage: pty_copy_test.py BINARY HOME
"""
import base64
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402

pty_support.require_pexpect("pty_copy_test")

PASSWORD = "pty-Copy-pw1"


def osc52(child):
    child.expect(r"\x1b\]52;c;([A-Za-z0-9+/=]*)\x07")
    return base64.b64decode(child.match.group(1)).decode("utf-8")


def main(argv):
    binary, home = argv[1:3]
    return pty_support.reporting_failures(lambda: session(binary, home))


def session(binary, home):
    env = dict(os.environ, TERM="xterm", NO_COLOR="1", LANG="C", COLUMNS="100")
    setup = pty_support.register_through_pipe(binary, home, "ptycopy01", PASSWORD)
    assert setup.returncode == 0, setup.stderr
    child = pty_support.Session(binary, ["--home", home, "--no-pager"], env).child
    child.expect("@items> ")
    # `copy code` is typed at the item's prompt after `open`: the article printed (--no-pager),
    # not shown in the full-screen reader.
    pty_support.read_articles_in_the_pager(child, "@items> ")
    child.sendline("search tag:swift --json id,url --jq '.[0].url'")
    child.expect(r"(https://qiita\.com/\S+)\r\n")
    url = child.match.group(1)
    child.expect("@items> ")
    child.sendline("search tag:swift")
    child.expect("@items> ")
    child.sendline("copy 1")
    assert osc52(child) == url, "the URL"
    child.expect(r"Copied \d+ characters to the clipboard \(OSC 52\)\.")
    child.sendline("copy 1 markdown-link")
    link = osc52(child)
    assert re.fullmatch(r"\[.+\]\(" + re.escape(url) + r"\)", link), link
    child.sendline("open 1")
    child.expect("@item> ")
    child.sendline("copy code 1")
    assert osc52(child).startswith("func fetchAll"), "the code block"
    child.expect("@item> ")
    pty_support.quit_cleanly(child)
    print("ok: OSC 52 with the URL, a Markdown link and a code block in base64")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
