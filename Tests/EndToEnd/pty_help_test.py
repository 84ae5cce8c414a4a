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

try:
    import pexpect
except ImportError:
    print("pty_help_test: skipped: python3 module pexpect is missing (pip install pexpect)")
    sys.exit(0)

# Generous, as in pty_session_test.py: `swift test` runs this beside hundreds of other tests.
TIMEOUT = 60
ID = "reader5678"
PASSWORD = "s3cret-Passw0rd!"
PROMPT = f"{ID}@items> "


class CheckFailed(Exception):
    pass


def session(binary, home, rows, transcript):
    env = {"LANG": "C.UTF-8", "TERM": "dumb", "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "NO_COLOR": "1",
           "PAGER": "sed 's/^/paged: /'"}
    child = pexpect.spawn(binary, ["--home", home, "-X"], env=env, encoding="utf-8", timeout=TIMEOUT, dimensions=(rows, 100))
    child.logfile_read = transcript
    child.expect_exact(PROMPT)
    return child


def settle(child, seconds=0.5):
    """Reads what the shell still prints until it is quiet: a prompt drawn again after the window
    size was set or the pager let go must not be taken for the next command's prompt."""
    while True:
        try:
            child.read_nonblocking(65536, timeout=seconds)
        except pexpect.TIMEOUT:
            return


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
        print(f"pty_help_test: {problem}\n--- terminal output ---\n{transcript.getvalue()}")
        return 1
    print("pty_help_test: ok")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(run(sys.argv[1], sys.argv[2]))
