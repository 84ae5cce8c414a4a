#!/usr/bin/env python3
"""`sync`'s progress line at a narrow terminal (issue 36, item 11), read through a terminal
emulator (pyte) as a person would see it: at 40 columns each update is cut to the width, the last
column left free, so it draws over itself and the screen holds no stale progress lines once the
sync is done; the same in Japanese (double-width characters), with the terminal narrowed to 30
columns mid-sync (the width is read at each update).

usage: pty_sync_narrow_test.py BINARY HOME FIXTURE_SERVER

Exits 0 when every check passes (or 0 with a "skipped:" line when pexpect or pyte is missing);
otherwise prints what went wrong with the terminal output seen so far and exits 1.
"""
import io
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import CheckFailed, check, settle  # noqa: E402

pexpect = pty_support.require_pexpect("pty_sync_narrow_test")
try:
    import pyte
    from wcwidth import wcswidth, wcwidth
except ImportError:
    print("pty_sync_narrow_test: skipped: python3 module pyte is missing (pip install pyte==0.8.2)")
    sys.exit(0)

ID = "ptynarrow1"
PASSWORD = "pty-Narrow-pw1"
PROMPT = f"{ID}@items> "
ROWS = 30


class Terminal:
    """A pyte screen fed everything the shell prints, and the raw text for the failure report."""

    def __init__(self, columns, transcript):
        self.screen = pyte.Screen(columns, ROWS)
        self.stream = pyte.Stream(self.screen)
        self.transcript = transcript
        # A narrowing asked for (the pty's size changed) that this screen has not taken yet: the
        # bytes still in the pty's buffer were written for the old width and are drawn at it, and
        # the screen narrows where the first whole update drawn for the new width begins.
        self.pending = None

    def narrow(self, columns, word):
        self.pending = (columns, word)

    def write(self, text):
        self.transcript.write(text)
        if self.pending is None:
            return self.stream.feed(text)
        for index, part in enumerate(text.split("\r")):
            if self.pending is not None and index > 0:
                columns, word = self.pending
                visible = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", part.split("\x1b[K")[0])
                if word in part and "\x1b[K" in part and wcswidth(visible) <= columns - 1:
                    self.screen.resize(ROWS, columns)
                    self.pending = None
            self.stream.feed(("\r" if index > 0 else "") + part)

    def flush(self):
        pass

    def rows(self):
        """Each row's text, trailing blanks dropped."""
        return [row.rstrip() for row in self.screen.display]

    def used_columns(self, row):
        """How many columns of `row` hold something (a wide character counts two)."""
        line = self.screen.buffer[row]
        used = 0
        for column in range(self.screen.columns):
            if line[column].data not in ("", " "):
                used = column + 1 + (1 if wcwidth(line[column].data) == 2 else 0)
        return used


def progress_rows(terminal, word):
    return [index for index, row in enumerate(terminal.rows()) if word in row]


def check_progress(terminal, word, step):
    """One row shows the progress, within the width less its last column."""
    rows = progress_rows(terminal, word)
    check(len(rows) == 1, f"{step}: {len(rows)} rows show the progress line: {terminal.rows()}")
    used = terminal.used_columns(rows[0])
    check(used <= terminal.screen.columns - 1,
          f"{step}: the progress line reaches column {used} of {terminal.screen.columns}: {terminal.rows()[rows[0]]!r}")
    return terminal.rows()[rows[0]]


def wait_for_progress(session, pattern, step):
    """Waits for a progress update drawn whole (its erase to the end of the line included)."""
    try:
        session.child.expect(pattern + r"[^\r\n]*\x1b\[K")
    except pexpect.TIMEOUT:
        raise CheckFailed(f"{step}: no progress line")


def sync_and_check(session, terminal, progress, summary, step, narrow_to=None):
    child = session.child
    settle(child)
    child.send("sync\r")
    wait_for_progress(session, progress, step)
    check_progress(terminal, progress, step)
    if narrow_to is not None:
        terminal.narrow(narrow_to, progress)
        child.setwinsize(ROWS, narrow_to)
        # The updates already under way were drawn for the old width; a few more must be for the new.
        for _ in range(5):
            wait_for_progress(session, progress, step + " after narrowing")
            if terminal.pending is None:
                break
        check(terminal.pending is None, f"{step}: no update was drawn for {narrow_to} columns")
        wait_for_progress(session, progress, step + " after narrowing")
        line = check_progress(terminal, progress, step + f" at {narrow_to} columns")
        check(line.endswith("…"), f"{step}: the line was not cut at {narrow_to} columns: {line!r}")
    session.expect(summary, step + ": the summary")
    session.expect(PROMPT, step + ": the prompt after the sync")
    settle(child)
    rows = terminal.rows()
    check(not progress_rows(terminal, progress), f"{step}: a stale progress line is left: {rows}")
    commands = [index for index, row in enumerate(rows) if row.endswith("@items> sync")]
    check(commands, f"{step}: the sync command is not on the screen: {rows}")
    below = rows[commands[-1] + 1]
    check(below.startswith(summary), f"{step}: the line below 'sync' is {below!r}, not the summary: {rows}")
    return rows, commands[-1]


def run(binary, home, server_script):
    # 80 ms a request, 100 items a tag: a first sync of a few feeds takes seconds, with many updates.
    server = subprocess.Popen([sys.executable, server_script, "--idle", "120", "--count", "500", "--latency-ms", "80"],
                              stdout=subprocess.PIPE, text=True)
    transcript = io.StringIO()
    session = None
    try:
        base = f"http://127.0.0.1:{int(server.stdout.readline().split()[1])}"
        setup = pty_support.register_through_pipe(binary, home, ID, PASSWORD)
        check(setup.returncode == 0, f"register: {setup.stderr}")
        env = pty_support.environment(lang="C", term="xterm", QIITA_TOKEN="fixture-token")

        # English at 40 columns: each update over the last, then the summary right below 'sync'.
        terminal = Terminal(40, transcript)
        session = pty_support.Session(binary, ["--home", home, "--api-url", base], env, dimensions=(ROWS, 40))
        session.child.logfile_read = terminal
        session.expect(PROMPT, "the first prompt")
        settle(session.child)
        session.child.send("follow tag:swift tag:python tag:docker\r")
        session.expect(PROMPT, "follow")
        rows, command = sync_and_check(session, terminal, "syncing: ", "Synced: ", "English at 40 columns")
        # The summary wraps (it is output, not progress): its rows, then the prompt, nothing else.
        printed = re.search(r"Synced: [^\r\n]*", transcript.getvalue()).group(0)
        wrapped = [printed[start:start + 40] for start in range(0, len(printed), 40)]
        shown = rows[command + 1:command + 1 + len(wrapped)]
        check([row.rstrip() for row in shown] == [row.rstrip() for row in wrapped],
              f"the summary's rows are not the summary alone: {shown} != {wrapped}")
        check(rows[command + 1 + len(wrapped)].startswith(PROMPT.rstrip()),
              f"something stands between the summary and the prompt: {rows}")
        session.child.send("quit\r")
        session.child.expect(pexpect.EOF)

        # Japanese (double-width) at 40 columns, narrowed to 30 mid-sync.
        terminal = Terminal(40, transcript)
        session = pty_support.Session(binary, ["--home", home, "--api-url", base, "--lang", "ja"], env,
                                      dimensions=(ROWS, 40))
        session.child.logfile_read = terminal
        session.expect(PROMPT, "the first prompt in Japanese")
        settle(session.child)
        session.child.send("follow tag:ios tag:rust\r")
        session.expect(PROMPT, "follow in Japanese")
        sync_and_check(session, terminal, "同期中", "同期しました", "Japanese", narrow_to=30)
        session.child.send("quit\r")
        session.child.expect(pexpect.EOF)
        print("ok: the progress line fits 40 and 30 columns, English and Japanese, and leaves nothing behind")
        return 0
    except (CheckFailed, pexpect.ExceptionPexpect) as error:
        return pty_support.failed("pty_sync_narrow_test", str(error), transcript, last=6000, session=session)
    finally:
        server.kill()


if __name__ == "__main__":
    sys.exit(run(*sys.argv[1:4]))
