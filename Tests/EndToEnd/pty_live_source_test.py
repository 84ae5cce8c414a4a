#!/usr/bin/env python3
"""The live Qiita source at a pseudo-terminal: while a request hangs a spinner shows, Ctrl-C
cancels it, the prompt comes back and the shell goes on. Run by PseudoTerminalTests.

usage: pty_live_source_test.py BINARY HOME FIXTURE_SERVER
"""
import os
import subprocess
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402

pexpect = pty_support.require_pexpect("pty_live_source_test")

PASSWORD = "pty-Live-pw1"


def main(argv):
    binary, home, server_script = argv[1:4]
    server = subprocess.Popen([sys.executable, server_script, "--idle", "60"], stdout=subprocess.PIPE, text=True)
    try:
        port = int(server.stdout.readline().split()[1])
        base = f"http://127.0.0.1:{port}"
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
        child.sendline("quit")
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0, f"exit status {child.exitstatus}"
        print("ok: spinner, Ctrl-C cancels the request, the shell goes on")
        return 0
    except (AssertionError, pexpect.ExceptionPexpect) as error:
        print(f"FAIL: {error}")
        return 1
    finally:
        server.kill()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
