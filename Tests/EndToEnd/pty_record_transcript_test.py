#!/usr/bin/env python3
"""Records a session typed at a pseudo-terminal as a transcript (`--record FILE --transcript`),
then replays it with `--expect` in a fresh home: at once, and with the clock a minute later.
Checks that the typed passwords never reach the file, that `${NAME}` typed at the prompt (run
there as typed) is recorded so that the replay runs the same text, and that the read time shown
by `history` replays because the recorder pinned the clock.

usage: pty_record_transcript_test.py VIPER_SHELL_BINARY FOLDER

Exits 0 when every check passes; otherwise prints what went wrong (with the terminal output
seen so far) and exits 1.
"""
import datetime
import io
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import CheckFailed, check  # noqa: E402

pexpect = pty_support.require_pexpect("pty_record_transcript_test")

# Twice pty_support's step timeout: stopping the recording replays the session twice.
TIMEOUT = 2 * pty_support.TIMEOUT
ID = "typist001"
PASSWORD = "typed-Passw0rd!"


def base_environment():
    return pty_support.environment(lang="C", term="dumb")


def record(binary, folder, transcript, log):
    s = pty_support.Session(binary, ["--home", os.path.join(folder, "home"), "--no-pager", "--record", transcript, "--transcript"],
                            base_environment(), dimensions=(24, 120), timeout=TIMEOUT, transcript=log)
    child = s.child

    s.register(ID, PASSWORD)
    # What `open` prints is recorded (and replayed): while recording, `open` prints the article
    # (here without the pager) instead of opening the full-screen reader, which prints nothing.
    # At the prompt `${NAME}` is not expanded: this searches for the text as typed.
    child.sendline("search ${NOT_SET_ANYWHERE}")
    s.expect("No items found.", "a literal ${NAME} at the prompt")
    s.expect(f"{ID}@items> ", "after the literal search")
    child.sendline("search docker")
    s.expect(f"{ID}@items> ", "search")
    child.sendline("open 1")
    s.expect(f"{ID}@item> ", "open")
    child.sendline("history")
    s.expect("Read history", "history")
    s.expect(f"{ID}@items> ", "history goes back to the listing")
    child.sendline("quit")
    s.expect("Stopped recording: ", "leaving fills in the transcript")
    # A message longer than the terminal is wrapped at word boundaries: compare its words.
    child.expect(pexpect.EOF)
    said = " ".join(child.before.replace("\r", "").split())
    check("with the output of a replay in a fresh home" in said, f"leaving fills in the transcript: {said!r}")
    child.close()
    check(child.exitstatus == 0, f"the session ended with status {child.exitstatus}")


def replay(binary, transcript, extra):
    env = base_environment()
    env.update(extra)
    return subprocess.run([binary, "--expect", transcript], env=env, capture_output=True, text=True, timeout=TIMEOUT)


def run(binary, folder):
    transcript = os.path.join(folder, "typed.transcript")
    log = io.StringIO()
    try:
        record(binary, folder, transcript, log)
        with open(transcript, encoding="utf-8") as f:
            text = f.read()
        check(PASSWORD not in text, "the typed password is in the transcript")
        check(oct(os.stat(transcript).st_mode & 0o777) == "0o600", "the transcript is not 0600")
        check(f"{ID}@items> search \\${{NOT_SET_ANYWHERE}}\n" in text,
              "the typed ${NAME} was not recorded to run as typed:\n" + text)
        check("Password: ******** (${VIPER_PASSWORD})\n" in text, "the password line is not masked as ${VIPER_PASSWORD}:\n" + text)
        pinned = re.search(r"^# env: .*VIPER_SHELL_NOW=(\S+)", text, re.MULTILINE)
        check(pinned is not None, "the clock is not pinned in the header:\n" + text)
        start = datetime.datetime.fromisoformat(pinned.group(1).replace("Z", "+00:00"))
        later = (start + datetime.timedelta(minutes=1)).strftime("%Y-%m-%dT%H:%M:%SZ")

        # Any valid password replays it: the transcript registers the account with it.
        for extra in [{"VIPER_PASSWORD": "any-other-Pass9"}, {"VIPER_PASSWORD": "any-other-Pass9", "VIPER_SHELL_NOW": later}]:
            outcome = replay(binary, transcript, extra)
            check(outcome.returncode == 0, f"--expect with {extra} failed ({outcome.returncode}):\n{outcome.stdout}{outcome.stderr}")
            check("output as expected" in outcome.stdout, f"--expect said:\n{outcome.stdout}{outcome.stderr}")
            check(PASSWORD not in outcome.stdout + outcome.stderr, "the typed password showed up in a replay")
    except CheckFailed as failure:
        return pty_support.failed("pty_record_transcript_test", failure, log)
    print("pty_record_transcript_test: ok")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(run(sys.argv[1], sys.argv[2]))
