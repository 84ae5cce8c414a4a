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

try:
    import pexpect
except ImportError:
    print("pty_live_source_test: skipped: python3 module pexpect is missing (pip install pexpect)")
    sys.exit(0)

PASSWORD = "pty-Live-pw1"


def main(argv):
    binary, home, server_script = argv[1:4]
    server = subprocess.Popen([sys.executable, server_script, "--idle", "60"], stdout=subprocess.PIPE, text=True)
    try:
        port = int(server.stdout.readline().split()[1])
        base = f"http://127.0.0.1:{port}"
        env = dict(os.environ, TERM="xterm", NO_COLOR="1", LANG="C")
        setup = subprocess.run([binary, "--home", home, "-c", "register ptylive01"],
                               input=f"{PASSWORD}\n{PASSWORD}\n", text=True, capture_output=True)
        assert setup.returncode == 0, setup.stderr
        child = pexpect.spawn(binary, ["--home", home, "--api-url", base, "--source", "qiita"], env=env,
                              timeout=60, encoding="utf-8")  # generous: run beside the whole suite on two cores
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
