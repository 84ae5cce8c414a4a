#!/usr/bin/env python3
"""First impressions at a pseudo-terminal (issue 36, item 20): under LC_ALL=C the shell still
reads UTF-8, so backspace over `門` deletes the whole character (readline once took it for three
and left two bytes behind); and a message longer than the terminal is wide is wrapped at word
boundaries, no word cut by the terminal's edge.

usage: pty_first_impressions_test.py VIPER_SHELL_BINARY WORK_DIR

Exits 0 when every check passes (or 0 with a "skipped:" line when pexpect is missing); otherwise
prints what went wrong with the terminal output seen so far and exits 1.
"""
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import CheckFailed, settle  # noqa: E402

pexpect = pty_support.require_pexpect("pty_first_impressions_test")

ID = "impress01"
PASSWORD = "s3cret-Passw0rd!"
PROMPT = f"{ID}@items> "
COLUMNS = 40


def run(binary, work):
    home = os.path.join(work, "home")
    pty_support.register_through_pipe(binary, home, ID, PASSWORD)
    transcript = io.StringIO()
    try:
        env = pty_support.environment(lang="C", term="dumb", LC_ALL="C", PAGER="cat")
        session = pty_support.Session(binary, ["--home", home, "-X"], env, dimensions=(30, COLUMNS),
                                      transcript=transcript)
        child = session.child
        session.expect(PROMPT, "the prompt under LC_ALL=C")
        settle(child)
        # `open` below must print (its error) at the prompt, never start the full-screen reader.
        pty_support.read_articles_in_the_pager(child, PROMPT)
        settle(child)
        # 門, then backspace: the whole character goes, and the line searches for "swift".
        child.send("search 門")
        settle(child, 0.3)
        child.send("\x7f")
        settle(child, 0.3)
        child.send("swift\r")
        # (The prompt may be drawn again meanwhile, when the terminal's size arrives: wait for the
        # listing's header itself.)
        header = pty_support.plain(session.expect(" — page", "search after backspace over 門")).replace("\r", "")
        header = header.split("\n")[-1]
        if header != "Search: swift":
            raise CheckFailed("backspace over 門 left bytes behind under LC_ALL=C: " + repr(header))
        session.expect(PROMPT, "the prompt after the search")

        # A long error at 40 columns: wrapped at spaces, every line within the width.
        settle(child)
        child.send("open 987654321\r")
        session.expect("error: ", "a long error")
        error = "error: " + session.expect(PROMPT, "the prompt after the error").replace("\r", "")
        lines = [line for line in error.split("\n") if line.strip()]
        if len(lines) < 2:
            raise CheckFailed("the long error was not wrapped: " + repr(lines))
        for line in lines:
            if len(line) > COLUMNS:
                raise CheckFailed(f"a wrapped line is wider than {COLUMNS}: {line!r}")
        words = " ".join(line.strip() for line in lines).split(" ")
        if any(word == "" for word in words):
            raise CheckFailed("wrapping left empty words: " + repr(lines))
        joined = " ".join(line.strip() for line in lines)
        if "error: " not in joined or "987654321" not in joined:
            raise CheckFailed("the wrapped error lost its text: " + repr(joined))
        child.sendline("quit")
        child.expect(pexpect.EOF)
    except (CheckFailed, pexpect.TIMEOUT, pexpect.EOF) as problem:
        return pty_support.failed("pty_first_impressions_test", problem, transcript)
    print("pty_first_impressions_test: ok")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(run(sys.argv[1], sys.argv[2]))
