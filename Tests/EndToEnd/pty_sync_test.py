#!/usr/bin/env python3
"""`sync` and `watch` at a pseudo-terminal: the progress line while a sync runs, Ctrl-C stopping
it with the mirror whole (the next sync completes it), and watch's OSC 9 notification and bell
when no notify-command is set. Run by PseudoTerminalTests.

usage: pty_sync_test.py BINARY HOME FIXTURE_SERVER
"""
import glob
import os
import sqlite3
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402

pty_support.require_pexpect("pty_sync_test")

PASSWORD = "pty-Sync-pw1"


def main(argv):
    binary, home, server_script = argv[1:4]
    # 60 ms a request: a first sync of three feeds takes a few seconds, long enough to interrupt.
    return pty_support.beside_fixture_server(
        server_script, ["--idle", "120", "--count", "300", "--latency-ms", "60"], lambda base: session(binary, home, base))


def session(binary, home, base):
    env = dict(os.environ, TERM="xterm", NO_COLOR="1", LANG="C", QIITA_TOKEN="fixture-token")
    setup = pty_support.register_through_pipe(binary, home, "ptysync01", PASSWORD)
    assert setup.returncode == 0, setup.stderr
    child = pty_support.Session(binary, ["--home", home, "--api-url", base], env).child
    child.expect("@items> ")
    child.sendline("follow tag:swift tag:python tag:docker")
    child.expect("Following tag:docker.")
    child.expect("@items> ")
    child.sendline("sync")
    child.expect(r"syncing: \d+ items?, \d+ comments?, \d+ requests?")  # after a second
    child.sendcontrol("c")
    child.expect("sync interrupted: what was fetched is kept; 'sync' resumes")
    child.expect("@items> ")
    mirror = glob.glob(os.path.join(home, "items-mirror-*.sqlite"))[0]
    db = sqlite3.connect(mirror)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    stored = db.execute("SELECT COUNT(*) FROM item").fetchone()[0]
    db.close()
    assert 0 < stored, "the interrupted sync kept nothing"
    child.sendline("sync")
    child.expect(r"Synced: tag:swift ")
    child.expect("@items> ")
    db = sqlite3.connect(mirror)
    pending = db.execute("SELECT COUNT(*) FROM mirror_pending_comments").fetchone()[0]
    complete = db.execute("SELECT COUNT(*) FROM item").fetchone()[0]
    db.close()
    assert pending == 0 and complete == 180, f"{complete} items, {pending} waiting for comments"
    # Something new, and no notify-command: OSC 9 and the bell.
    urllib.request.urlopen(f"{base}/_add?tag=swift&count=2").read()
    child.sendline("watch 5 --rounds 1")
    child.expect("\x1b]9;2 new: tag:swift 2\x07\x07")
    child.expect("Stopped watching.")
    child.expect("@items> ")
    pty_support.quit_cleanly(child)
    print("ok: progress, Ctrl-C keeps a whole mirror and the next sync completes it, watch's OSC 9 and bell")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
