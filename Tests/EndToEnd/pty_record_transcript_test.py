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

try:
    import pexpect
except ImportError:
    print("pty_record_transcript_test: skipped: python3 module pexpect is missing (pip install pexpect)")
    sys.exit(0)

# Generous: a debug build's scrypt takes about a second, and the stop replays the session twice.
TIMEOUT = 120
ID = "typist001"
PASSWORD = "typed-Passw0rd!"


class CheckFailed(Exception):
    pass


def check(condition, message):
    if not condition:
        raise CheckFailed(message)


def base_environment():
    return {"LANG": "C", "TERM": "dumb", "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "NO_COLOR": "1"}


def record(binary, folder, transcript, log):
    child = pexpect.spawn(binary, ["--home", os.path.join(folder, "home"), "--no-pager", "--record", transcript, "--transcript"],
                          env=base_environment(), encoding="utf-8", timeout=TIMEOUT, dimensions=(24, 120))
    child.logfile_read = log

    def expect(text, step):
        try:
            child.expect_exact(text)
        except pexpect.TIMEOUT:
            raise CheckFailed(f"{step}: timed out waiting for {text!r}")
        except pexpect.EOF:
            raise CheckFailed(f"{step}: the shell ended while waiting for {text!r}")

    expect("login> ", "first prompt")
    child.sendline(f"register {ID}")
    expect("Password: ", "register")
    child.sendline(PASSWORD)
    expect("Password (again): ", "register confirmation")
    child.sendline(PASSWORD)
    expect(f"{ID}@items> ", "registering logs in")
    # At the prompt `${NAME}` is not expanded: this searches for the text as typed.
    child.sendline("search ${NOT_SET_ANYWHERE}")
    expect("No items found.", "a literal ${NAME} at the prompt")
    expect(f"{ID}@items> ", "after the literal search")
    child.sendline("search docker")
    expect(f"{ID}@items> ", "search")
    child.sendline("open 1")
    expect(f"{ID}@item> ", "open")
    child.sendline("history")
    expect("Read history", "history")
    expect(f"{ID}@items> ", "history goes back to the listing")
    child.sendline("quit")
    expect("Stopped recording: ", "leaving fills in the transcript")
    expect("with the output of a replay in a fresh home", "leaving fills in the transcript")
    child.expect(pexpect.EOF)
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
        print(f"pty_record_transcript_test: FAILED: {failure}")
        print("--- terminal output so far ---")
        print(log.getvalue())
        return 1
    print("pty_record_transcript_test: ok")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(run(sys.argv[1], sys.argv[2]))
