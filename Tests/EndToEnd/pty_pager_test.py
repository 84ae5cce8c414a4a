#!/usr/bin/env python3
"""Reads a long article at a pseudo-terminal through the real pager (less), as a person would:
the first screen stays up (the prompt does not come back underneath it), `G` reaches the last
line, `q` returns to the shell's prompt, and the shell still takes commands. Then `set pager off`
prints the whole article at once, `--no-pager` does the same from the start, and so does a PAGER
that does not exist.

usage: pty_pager_test.py VIPER_SHELL_BINARY WORK_DIR

Exits 0 when every check passes (or 0 with a "skipped:" line when pexpect or less is missing);
otherwise prints what went wrong with the terminal output seen so far and exits 1.
"""
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import CheckFailed  # noqa: E402

pexpect = pty_support.require_pexpect("pty_pager_test")

ID = "pager1234"
PASSWORD = "s3cret-Passw0rd!"
LINES = 200


def catalogue(path):
    body = "\n\n".join(f"Paragraph line {n:03d} of the long article." for n in range(1, LINES + 1))
    item = {
        "id": "longitem0000000000001", "title": "A very long article", "body": body,
        "url": "https://qiita.com/pager/items/longitem0000000000001",
        "user": {"id": "pager", "name": "Pager"}, "tags": [{"name": "less"}],
        "likes_count": 1, "stocks_count": 1, "comments_count": 0,
        "created_at": "2024-01-01T10:00:00+09:00", "updated_at": "2024-01-01T10:00:00+09:00",
    }
    with open(path, "w") as f:
        json.dump([item], f)


def session(binary, home, extra=(), pager="less -FRX", lang="C.UTF-8"):
    env = pty_support.environment(lang=lang, term="xterm", PAGER=pager, LESSHISTFILE="-")
    return pty_support.Session(binary, ["--home", home, *extra], env, dimensions=(30, 100))


def run(binary, work):
    home = os.path.join(work, "home")
    source = os.path.join(work, "long.json")
    catalogue(source)
    s = session(binary, home, ["--source", source])
    child = s.child
    try:
        s.register(ID, PASSWORD)
        # The pager is what this test checks: articles through it, not the full-screen reader.
        pty_support.read_articles_in_the_pager(child, f"{ID}@items> ")
        child.sendline("search long")
        s.expect("A very long article", "search")
        s.expect(f"{ID}@items> ", "prompt after search")

        # The pager holds the first screen: neither the end of the article nor a prompt follows.
        child.sendline("open 1")
        s.expect("Paragraph line 001", "first screen of the article")
        s.absent(f"{ID}@item> ", "the prompt came back while the pager should hold the screen")
        # Ctrl-C reaches the pager alone: the shell stays and so does the pager.
        child.sendintr()
        s.absent(f"{ID}@item> ", "Ctrl-C in the pager returned to the shell")
        # G goes to the end of the article: the last line shows.
        child.send("G")
        s.expect(f"Paragraph line {LINES:03d}", "the last line after G")
        # q leaves the pager; the prompt is back and the shell answers.
        child.send("q")
        s.expect(f"{ID}@item> ", "prompt after q")
        child.sendline("whoami")
        s.expect(f"whoami", "whoami echoed")
        s.expect(f"{ID}\r\n", "whoami after the pager")
        s.expect(f"{ID}@item> ", "prompt after whoami")

        # set pager off: the whole article at once, then the prompt.
        child.sendline("set pager off")
        s.expect("without the pager", "set pager off")
        s.expect(f"{ID}@item> ", "set pager off keeps the item open")
        child.sendline("show")
        s.expect(f"Paragraph line {LINES:03d}", "show without the pager")
        s.expect(f"{ID}@item> ", "prompt after show without the pager")
        child.sendline("quit")
        child.expect(pexpect.EOF)
        child.close()

        # --no-pager from the start, and a PAGER that does not exist: either way the whole
        # article is printed at once, not lost.
        # (--source is for one run only: each session names it.)
        for extra, pager, label in [(["--no-pager"], "less -FRX", "--no-pager"), ([], "no-such-pager-here", "a missing pager")]:
            s = session(binary, home, ["--source", source, *extra], pager=pager)
            child = s.child
            s.expect(f"{ID}@items> ", f"logged in ({label})")
            # Settings last a session: articles through the pager path again (not the reader).
            pty_support.read_articles_in_the_pager(child, f"{ID}@items> ")
            child.sendline("open longitem0000000000001")
            s.expect(f"Paragraph line {LINES:03d}", f"{label} shows the whole article")
            s.expect(f"{ID}@item> ", f"prompt after the article ({label})")
            child.sendline("quit")
            child.expect(pexpect.EOF)

        # The default pager in a locale that is not really UTF-8 (a LANG naming a locale that
        # is not installed, or no LANG at all, as in many containers): less is started with
        # LESSCHARSET=utf-8, so the item's rule shows as box drawing, not as <E2><94><80>.
        for lang, label in [("ja_JP.UTF-8", "an uninstalled locale"), (None, "no LANG")]:
            s = session(binary, home, ["--source", source], pager=None, lang=lang)
            child = s.child
            s.expect(f"{ID}@items> ", f"logged in ({label})")
            # Settings last a session: articles through the pager again (not the reader).
            pty_support.read_articles_in_the_pager(child, f"{ID}@items> ")
            child.sendline("open longitem0000000000001")
            seen = s.expect("Paragraph line 001", f"the pager's first screen ({label})")
            s.expect("Paragraph line 0", f"more of the first screen ({label})")
            screen = seen + child.before
            if "<E2>" in screen or "<E2>" in s.transcript.getvalue():
                raise CheckFailed(f"{label}: the pager showed UTF-8 as bytes: {screen[-300:]!r}")
            if "\u2500" not in screen:
                raise CheckFailed(f"{label}: the item's rule (U+2500) did not show in the pager: {screen[-300:]!r}")
            child.send("q")
            s.expect(f"{ID}@item> ", f"prompt after q ({label})")
            child.sendline("quit")
            child.expect(pexpect.EOF)
    except CheckFailed as failure:
        return pty_support.failed("pty_pager_test", failure, s.transcript, last=4000, session=s)
    print("pty_pager_test: all checks passed")
    return 0


def main(argv):
    if len(argv) != 3:
        print("usage: pty_pager_test.py VIPER_SHELL_BINARY WORK_DIR", file=sys.stderr)
        return 2
    if shutil.which("less") is None:
        print("pty_pager_test: skipped: less is not installed")
        return 0
    return run(argv[1], argv[2])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
