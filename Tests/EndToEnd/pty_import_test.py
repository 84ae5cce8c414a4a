#!/usr/bin/env python3
"""Ctrl-C during a file import at a pseudo-terminal: the progress line shows, Ctrl-C stops the
import, the shell says so in one line, the previous source stays active, and the shell goes on.

usage: pty_import_test.py VIPER_SHELL_BINARY WORK_DIR GENERATE_ITEMS_SCRIPT

Exits 0 when every check passes (0 with a "skipped:" line when pexpect is missing), else 1.
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402

pexpect = pty_support.require_pexpect("pty_import_test")

PASSWORD = "s3cret-Passw0rd!"


def main(argv):
    if len(argv) != 4:
        print("usage: pty_import_test.py VIPER_SHELL_BINARY WORK_DIR GENERATE_ITEMS_SCRIPT", file=sys.stderr)
        return 2
    binary, work, generator = argv[1:]
    home = os.path.join(work, "home")
    big = os.path.join(work, "big.json")
    subprocess.run([sys.executable, generator, "--count", "40000", "--output", big], check=True)
    setup = pty_support.register_through_pipe(binary, home, "import01", PASSWORD)
    if setup.returncode != 0:
        print(f"pty_import_test: FAILED: register: {setup.stderr}", file=sys.stderr)
        return 1
    s = pty_support.Session(binary, ["--home", home], pty_support.environment(lang="C.UTF-8", term="xterm"), dimensions=(30, 100))
    child = s.child
    try:
        child.expect_exact("import01@items> ")
        child.sendline("source")
        child.expect_exact("Source: demo")
        child.expect_exact("import01@items> ")
        child.sendline(f"source {big}")
        child.expect_exact("Importing items")
        child.sendintr()
        child.expect_exact("import cancelled (Ctrl-C)")
        child.expect_exact("import01@items> ")
        child.sendline("source")
        child.expect_exact("Source: demo")
        child.expect_exact("import01@items> ")
        child.sendline("quit")
        child.expect(pexpect.EOF)
    except (pexpect.TIMEOUT, pexpect.EOF) as failure:
        return pty_support.failed("pty_import_test", type(failure).__name__, s.transcript, last=3000, session=s)
    print("pty_import_test: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
