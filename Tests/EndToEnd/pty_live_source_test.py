#!/usr/bin/env python3
"""The live Qiita source at a pseudo-terminal: while a request hangs a spinner shows, Ctrl-C
cancels it, the prompt comes back and the shell goes on. Run by PseudoTerminalTests.

usage: pty_live_source_test.py BINARY HOME FIXTURE_SERVER
"""
import os
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402

pty_support.require_pexpect("pty_live_source_test")

PASSWORD = "pty-Live-pw1"


def main(argv):
    binary, home, server_script = argv[1:4]
    return pty_support.beside_fixture_server(
        server_script, ["--idle", "60"], lambda base: session(binary, home, base))


def session(binary, home, base):
    env = dict(os.environ, TERM="xterm", NO_COLOR="1", LANG="C")
    setup = pty_support.register_through_pipe(binary, home, "ptylive01", PASSWORD)
    assert setup.returncode == 0, setup.stderr
    child = pty_support.Session(binary, ["--home", home, "--api-url", base, "--source", "qiita"], env).child
    child.expect("@items> ")
    urllib.request.urlopen(base + "/_fault/timeout").read()
    child.sendline("search swift")
    child.expect("waiting for 127.0.0.1")  # the spinner, after 300 ms
    started = time.time()
    child.sendcontrol("c")
    child.expect("request cancelled")
    child.expect("@items> ")
    assert time.time() - started < 3, "Ctrl-C took too long to give the prompt back"
    child.sendline("search swift")
    child.expect(r"page 1 of \d+")
    child.expect("@items> ")
    pty_support.quit_cleanly(child)
    print("ok: spinner, Ctrl-C cancels the request, the shell goes on")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
