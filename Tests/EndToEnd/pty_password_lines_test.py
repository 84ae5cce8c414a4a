#!/usr/bin/env python3
"""At a pseudo-terminal, a password typed where the shell did not ask for one is never run as a
command, quoted in an error or kept in history: typed ahead in the same burst as a `login` that
is refused (already logged in), it is dropped; typed on the next line anyway, it is held back with
a one-line error. A command typed after a refusal still runs and is kept. Settings confirm at the
terminal (`set per-page 5` says so), as they do not on a pipe.

usage: pty_password_lines_test.py VIPER_SHELL_BINARY HOME_DIR

Exits 0 when every check passes (or with a "skipped:" line when pexpect is missing); otherwise
prints what went wrong with the terminal output seen so far and exits 1.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import CheckFailed  # noqa: E402

pexpect = pty_support.require_pexpect("pty_password_lines_test")

ID = "typist1234"
PASSWORD = "Typed-Ahead-s3cret"


def run(binary, home):
    s = pty_support.Session(binary, ["--home", home], pty_support.environment(lang="C", term="dumb"), dimensions=(24, 200))
    child = s.child
    prompt = f"{ID}@items> "
    try:
        s.register(ID, PASSWORD)

        # Typed ahead: the login and its password in one burst; the login is refused before it
        # asks, so the password line must go nowhere.
        child.send(f"login {ID}\r{PASSWORD}\r")
        s.expect("already logged in", "the refusal")
        s.expect(prompt, "prompt after the refusal")
        child.sendline("whoami")
        s.expect(f"{ID}\r\n", "whoami after the typed-ahead password")
        s.expect(prompt, "prompt after whoami")

        # Typed on the next line anyway: held back, not run, not quoted.
        child.sendline(f"login {ID}")
        s.expect("already logged in", "the second refusal")
        s.expect(prompt, "prompt after the second refusal")
        child.sendline(PASSWORD)
        s.expect("may be a password", "the held-back line's error")
        s.expect(prompt, "prompt after the held-back line")
        # Only the line right after the refusal is held back: a command runs as usual.
        child.sendline("set per-page 5")
        s.expect("5 rows per page.", "a setting confirms at the terminal")
        s.expect(prompt, "prompt after set")
        child.sendline("quit")
        child.expect(pexpect.EOF)
        child.close()

        seen = s.transcript.getvalue()
        if "unknown command" in seen:
            raise CheckFailed("a password line was run as a command")
        # The only place the password may appear is where readline echoed what was typed at the
        # prompt, once; never inside an error.
        for line in seen.splitlines():
            if PASSWORD in line and "error" in line:
                raise CheckFailed(f"an error quoted the password: {line!r}")
        history = os.path.join(home, "history")
        if os.path.exists(history):
            with open(history, encoding="utf-8") as f:
                kept = f.read()
            if PASSWORD in kept:
                raise CheckFailed("the password is in the history file")
            if "whoami" not in kept or "set per-page 5" not in kept:
                raise CheckFailed(f"commands after a refusal were not kept in history: {kept!r}")
        else:
            raise CheckFailed(f"no history file at {history}")
    except CheckFailed as failure:
        return pty_support.failed("pty_password_lines_test", failure, s.transcript, last=4000, session=s)
    print("pty_password_lines_test: all checks passed")
    return 0


def main(argv):
    if len(argv) != 3:
        print("usage: pty_password_lines_test.py VIPER_SHELL_BINARY HOME_DIR", file=sys.stderr)
        return 2
    return run(argv[1], argv[2])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
