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
import io
import os
import sys

try:
    import pexpect
except ImportError:
    print("pty_password_lines_test: skipped: python3 module pexpect is missing (pip install pexpect)")
    sys.exit(0)

# Generous: `swift test` runs this beside hundreds of other tests on two cores (see pty_session_test.py).
TIMEOUT = 60
ID = "typist1234"
PASSWORD = "Typed-Ahead-s3cret"


class CheckFailed(Exception):
    pass


class Session:
    def __init__(self, binary, home):
        self.transcript = io.StringIO()
        env = {"LANG": "C", "TERM": "dumb", "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "NO_COLOR": "1"}
        self.child = pexpect.spawn(binary, ["--home", home], env=env, encoding="utf-8",
                                   timeout=TIMEOUT, dimensions=(24, 200))
        self.child.logfile_read = self.transcript

    def expect(self, text, step):
        try:
            self.child.expect_exact(text)
        except pexpect.TIMEOUT:
            raise CheckFailed(f"{step}: timed out waiting for {text!r}")
        except pexpect.EOF:
            raise CheckFailed(f"{step}: the shell ended while waiting for {text!r}")
        return self.child.before


def run(binary, home):
    s = Session(binary, home)
    child = s.child
    prompt = f"{ID}@items> "
    try:
        s.expect("login> ", "first prompt")
        child.sendline(f"register {ID}")
        s.expect("Password: ", "register")
        child.sendline(PASSWORD)
        s.expect("Password (again): ", "register confirmation")
        child.sendline(PASSWORD)
        s.expect(prompt, "prompt after register")

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
        if child.isalive():
            child.terminate(force=True)
        print(f"pty_password_lines_test: FAILED: {failure}", file=sys.stderr)
        print("---- terminal output ----", file=sys.stderr)
        print(s.transcript.getvalue()[-4000:], file=sys.stderr)
        print("-------------------------", file=sys.stderr)
        return 1
    print("pty_password_lines_test: all checks passed")
    return 0


def main(argv):
    if len(argv) != 3:
        print("usage: pty_password_lines_test.py VIPER_SHELL_BINARY HOME_DIR", file=sys.stderr)
        return 2
    return run(argv[1], argv[2])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
