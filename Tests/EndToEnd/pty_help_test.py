#!/usr/bin/env python3
"""`help` at a pseudo-terminal: longer than the screen, it goes through the pager as a long item
does; when it fits (a taller terminal, or `help set`), it is printed as it is. The pager is a
stand-in (`sed 's/^/paged: /'`) so what went through it shows on every line.

usage: pty_help_test.py VIPER_SHELL_BINARY WORK_DIR

Exits 0 when every check passes (or 0 with a "skipped:" line when pexpect is missing); otherwise
prints what went wrong with the terminal output seen so far and exits 1.
"""
import io
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import CheckFailed, settle  # noqa: E402

pexpect = pty_support.require_pexpect("pty_help_test")

ID = "reader5678"
PASSWORD = "s3cret-Passw0rd!"
PROMPT = f"{ID}@items> "


def session(binary, home, rows, transcript):
    env = pty_support.environment(lang="C.UTF-8", term="dumb", PAGER="sed 's/^/paged: /'")
    child = pty_support.Session(binary, ["--home", home, "-X"], env, dimensions=(rows, 100), transcript=transcript).child
    child.expect_exact(PROMPT)
    return child


def lines_of(child, command):
    """The lines `command` printed: what follows its echo, up to the next prompt."""
    settle(child)
    child.sendline(command)
    child.expect_exact(command + "\r\n")
    child.expect_exact(PROMPT)
    lines = [line.rstrip() for line in child.before.replace("\r", "").split("\n")]
    return [line for line in lines if line]


def run(binary, work):
    home = os.path.join(work, "home")
    subprocess.run([binary, "--home", home, "-X"], input=f"register {ID}\n{PASSWORD}\n{PASSWORD}\n",
                   capture_output=True, text=True, check=True)
    transcript = io.StringIO()
    try:
        short = session(binary, home, 30, transcript)
        listed = lines_of(short, "help")
        if len(listed) < 30:
            raise CheckFailed(f"help in Items is {len(listed)} lines: no longer than a 30-row screen, nothing to page")
        if not all(line.startswith("paged: ") for line in listed):
            raise CheckFailed("help at a 30-row terminal did not go through the pager: " + repr([l for l in listed if not l.startswith("paged: ")]))
        if not any("lang en|ja" in line for line in listed):
            raise CheckFailed("help does not list set's lang")
        one = lines_of(short, "help set")
        if any(line.startswith("paged: ") for line in one) or not one:
            raise CheckFailed("help set (a few lines) went through the pager")
        if not any("language" in line for line in one):
            raise CheckFailed("help set does not mention the language")
        short.sendline("quit")
        short.expect(pexpect.EOF)

        tall = session(binary, home, 200, transcript)
        listed = lines_of(tall, "help")
        if not listed or any(line.startswith("paged: ") for line in listed):
            raise CheckFailed("help that fits a 200-row terminal went through the pager")
        tall.sendline("quit")
        tall.expect(pexpect.EOF)
    except (CheckFailed, pexpect.TIMEOUT, pexpect.EOF) as problem:
        return pty_support.failed("pty_help_test", problem, transcript)
    print("pty_help_test: ok")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(run(sys.argv[1], sys.argv[2]))
