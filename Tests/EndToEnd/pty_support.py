"""What the pseudo-terminal tests in this folder share: the skip when pexpect is missing, the
step timeout, the environment a shell is started with, a session that keeps a transcript of the
terminal and turns a wait that fails into a CheckFailed naming the step, and the report of a
failure with the terminal output seen so far.

A test imports it from its own folder, so that `python3 SCRIPT ARGS` works from anywhere:

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import pty_support
"""
import io
import re
import os
import subprocess
import sys

try:
    import pexpect
except ImportError:
    pexpect = None

# Seconds a step may take before it counts as hung. A step normally takes well under two seconds
# (scrypt in a debug build is about a second a hash; the first login builds the demo catalogue),
# but `swift test` runs these tests beside hundreds of other tests on a two-core machine: a 10 s
# bound failed there once while the shell was building the catalogue. A generous bound only makes
# a real hang slower to report; it cannot make a failing check pass. Absence checks
# (Session.absent) keep their own short wait.
TIMEOUT = 60


class CheckFailed(Exception):
    pass


def check(condition, message):
    if not condition:
        raise CheckFailed(message)


def require_pexpect(name):
    """pexpect; when it is missing, says that test `name` is skipped and exits 0."""
    if pexpect is None:
        print(f"{name}: skipped: python3 module pexpect is missing (pip install pexpect)")
        sys.exit(0)
    return pexpect


def environment(*, lang, term, path=None, **extra):
    """The whole environment of a shell under test: TERM, PATH (this one's unless `path` is given),
    NO_COLOR, LANG unless `lang` is None, and `extra` (a name given None is left out)."""
    env = {"TERM": term, "PATH": path if path is not None else os.environ.get("PATH", "/usr/bin:/bin"), "NO_COLOR": "1"}
    if lang is not None:
        env["LANG"] = lang
    env.update({name: value for name, value in extra.items() if value is not None})
    return env


class Session:
    """`binary ARGS` at a pseudo-terminal of `dimensions` (rows, columns), what it prints copied to
    `transcript` (a new one unless several sessions share one)."""

    def __init__(self, binary, args, env, dimensions=None, timeout=TIMEOUT, transcript=None):
        self.transcript = transcript if transcript is not None else io.StringIO()
        options = {} if dimensions is None else {"dimensions": dimensions}
        self.child = pexpect.spawn(binary, list(args), env=env, encoding="utf-8", timeout=timeout, **options)
        self.child.logfile_read = self.transcript

    def expect(self, text, step, timeout=-1):
        """Waits for `text` (literal; `timeout` -1: the session's); returns what came before it."""
        try:
            self.child.expect_exact(text, timeout=timeout)
        except pexpect.TIMEOUT:
            raise CheckFailed(f"{step}: timed out waiting for {text!r}")
        except pexpect.EOF:
            raise CheckFailed(f"{step}: the shell ended while waiting for {text!r}")
        return self.child.before

    def absent(self, text, step, seconds=1.5):
        """Checks that `text` does not appear within `seconds`."""
        try:
            self.child.expect_exact(text, timeout=seconds)
        except pexpect.TIMEOUT:
            return
        except pexpect.EOF:
            raise CheckFailed(f"{step}: the shell ended")
        raise CheckFailed(f"{step}: {text!r} appeared")

    def register(self, identity, password):
        """From the first prompt: registers `identity` with `password` typed at both password
        prompts, and waits for the prompt of the user it logs in."""
        self.expect("login> ", "first prompt")
        self.child.sendline(f"register {identity}")
        self.expect("Password: ", "register")
        self.child.sendline(password)
        self.expect("Password (again): ", "register confirmation")
        self.child.sendline(password)
        self.expect(f"{identity}@items> ", "registering logs in")


def plain(text):
    """`text` without its SGR styling: under NO_COLOR the shell still writes bold, dim, underline
    and the like at a terminal (no-color.org removes colour only)."""
    return re.sub(r"\x1b\[[0-9;]*m", "", text)


def settle(child, seconds=0.5):
    """Reads what the shell still prints until it is quiet: a prompt drawn again after the window
    size was set or the pager let go must not be taken for the next command's prompt."""
    while True:
        try:
            child.read_nonblocking(65536, timeout=seconds)
        except pexpect.TIMEOUT:
            return


def read_articles_in_the_pager(child, prompt):
    """`set reader pager`, then waits for `prompt`: from then on `open` at a terminal shows an article
    through the pager (or printed, with the pager off) as before the full-screen reader (issue 38),
    whose default is `full`. A test that checks what `open` prints or what the pager shows sends it
    after logging in, before its first `open`."""
    child.sendline("set reader pager")
    try:
        child.expect_exact(prompt)
    except (pexpect.TIMEOUT, pexpect.EOF):
        raise CheckFailed(f"set reader pager: no prompt {prompt!r} after it")


def register_through_pipe(binary, home, identity, password):
    """Registers `identity` in `home` with `-c`, the password on standard input (not a terminal)."""
    return subprocess.run([binary, "--home", home, "-c", f"register {identity}"], input=f"{password}\n{password}\n",
                          text=True, capture_output=True)


def failed(name, problem, transcript, last=None, session=None):
    """Reports that test `name` failed: stops `session`'s shell if it still runs, prints `problem`
    and the terminal output seen so far (its last `last` characters when given); returns 1."""
    if session is not None and session.child.isalive():
        session.child.terminate(force=True)
    seen = transcript.getvalue()
    print(f"{name}: FAILED: {problem}", file=sys.stderr)
    print("---- terminal output ----", file=sys.stderr)
    print(seen if last is None else seen[-last:], file=sys.stderr)
    print("-------------------------", file=sys.stderr)
    return 1


def quit_cleanly(child):
    """Quits the shell at its prompt and checks that it ended with status 0."""
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, f"exit status {child.exitstatus}"


def reporting_failures(body):
    """`body()`'s status, or 1 after printing FAIL when an assertion or pexpect fails in it."""
    try:
        return body()
    except (AssertionError, pexpect.ExceptionPexpect) as error:
        print(f"FAIL: {error}")
        return 1


def beside_fixture_server(server_script, server_args, body):
    """`reporting_failures` of `body(base)`, `base` the address of the fixture server started with
    `server_args` for it and stopped after it, whatever happened."""
    server = subprocess.Popen([sys.executable, server_script, *server_args], stdout=subprocess.PIPE, text=True)
    try:
        port = int(server.stdout.readline().split()[1])
        return reporting_failures(lambda: body(f"http://127.0.0.1:{port}"))
    finally:
        server.kill()
