#!/usr/bin/env python3
"""Ctrl-C during a file import at a pseudo-terminal: the progress line shows, Ctrl-C stops the
import, the shell says so in one line, the previous source stays active, and the shell goes on.

usage: pty_import_test.py VIPER_SHELL_BINARY WORK_DIR GENERATE_ITEMS_SCRIPT

Exits 0 when every check passes (0 with a "skipped:" line when pexpect is missing), else 1.
"""
import io
import os
import subprocess
import sys

try:
    import pexpect
except ImportError:
    print("pty_import_test: skipped: python3 module pexpect is missing (pip install pexpect)")
    sys.exit(0)

PASSWORD = "s3cret-Passw0rd!"


def main(argv):
    if len(argv) != 4:
        print("usage: pty_import_test.py VIPER_SHELL_BINARY WORK_DIR GENERATE_ITEMS_SCRIPT", file=sys.stderr)
        return 2
    binary, work, generator = argv[1:]
    home = os.path.join(work, "home")
    big = os.path.join(work, "big.json")
    subprocess.run([sys.executable, generator, "--count", "40000", "--output", big], check=True)
    setup = subprocess.run([binary, "--home", home, "-c", "register import01"], input=f"{PASSWORD}\n{PASSWORD}\n",
                           text=True, capture_output=True)
    if setup.returncode != 0:
        print(f"pty_import_test: FAILED: register: {setup.stderr}", file=sys.stderr)
        return 1
    log = io.StringIO()
    env = {"LANG": "C.UTF-8", "TERM": "xterm", "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "NO_COLOR": "1"}
    child = pexpect.spawn(binary, ["--home", home], env=env, encoding="utf-8", timeout=60, dimensions=(30, 100))
    child.logfile_read = log
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
        print(f"pty_import_test: FAILED: {type(failure).__name__}", file=sys.stderr)
        print(log.getvalue()[-3000:], file=sys.stderr)
        return 1
    print("pty_import_test: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
