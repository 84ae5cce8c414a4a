#!/usr/bin/env python3
"""Drives viper-shell at a pseudo-terminal, as a person would, and checks what only a terminal
shows: the banner and prompts, passwords not echoed, Ctrl-C abandoning a line (or a password
prompt) without leaving the shell, tab completion of commands, aliases and IDs, Ctrl-D leaving with
status 0, and the history file (0600, commands only, never a password).

usage: pty_session_test.py VIPER_SHELL_BINARY HOME_DIR

Exits 0 when every check passes; otherwise prints what went wrong (with the terminal output
seen so far) and exits 1.
"""
import os
import stat
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import CheckFailed, check  # noqa: E402

pexpect = pty_support.require_pexpect("pty_session_test")

ID = "alice1234"
PASSWORD = "s3cret-Passw0rd!"


def type_secret(s, prompt, step):
    s.expect(prompt, step)
    s.child.sendline(PASSWORD)


def run(binary, home):
    s = pty_support.Session(binary, ["--home", home], pty_support.environment(lang="C", term="dumb"), dimensions=(24, 200))
    child = s.child
    try:
        s.expect("viper-shell ", "banner")
        s.expect("type 'help' for commands", "banner")
        s.expect("login> ", "first prompt")

        # Register: two prompts, nothing echoed.
        child.sendline(f"register {ID}")
        type_secret(s, "Password: ", "register")
        type_secret(s, "Password (again): ", "register confirmation")
        after = s.expect(f"Registered {ID}.", "register result")
        after += s.expect(f"{ID}@items> ", "registering logs in")
        check(PASSWORD not in after, "register: the typed password was echoed")
        child.sendline("logout")
        s.expect(f"Logged out {ID}.", "logout after register")
        s.expect("login> ", "prompt after logout")

        # Command completion: who<TAB> completes to whoami (the only match).
        child.send("who\t")
        s.expect("ami", "completing 'who'")
        child.send("\r")
        s.expect("not logged in", "whoami while logged out")
        s.expect("login> ", "prompt after whoami")

        # Aliases complete like commands: gre<TAB> completes to the alias greet, which runs whoami.
        child.send("alias greet whoami\r")
        s.expect("login> ", "prompt after alias")
        child.send("gre\t")
        s.expect("et", "completing 'gre' to the alias greet")
        child.send("\r")
        s.expect("not logged in", "the alias runs whoami")
        s.expect("login> ", "prompt after the alias")

        # ID completion: login ali<TAB> completes to the registered ID.
        child.send("login ali\t")
        s.expect("ce1234", "completing 'login ali'")
        child.send("\r")
        type_secret(s, "Password: ", "login")
        after = s.expect(f"Logged in as {ID}.", "login result")
        # At a terminal, Items shows the newest page at once.
        after += s.expect("Newest items — page 1 of", "the newest page on arrival")
        after += s.expect(f"{ID}@items> ", "prompt after login")
        check(PASSWORD not in after, "login: the typed password was echoed")

        # history clear asks at a terminal: no keeps the history, yes forgets it.
        child.sendline("search")
        s.expect(f"{ID}@items> ", "prompt after search")
        child.sendline("read 1")
        s.expect("as read.", "read 1")
        s.expect(f"{ID}@items> ", "prompt after read 1")
        child.sendline("history clear")
        s.expect("Forget the 1 item you read? [y/N] ", "history clear asks")
        child.sendline("n")
        s.expect("History kept.", "answering no")
        s.expect(f"{ID}@items> ", "prompt after no")
        child.sendline("history clear")
        s.expect("[y/N] ", "history clear asks again")
        child.sendline("y")
        s.expect("Forgot 1 read item.", "answering yes")
        s.expect(f"{ID}@items> ", "prompt after yes")

        # read --all asks at a terminal too: no marks nothing, yes marks every match.
        child.sendline("read --all tag:rust")
        s.expect("items that match read? [y/N] ", "read --all asks")
        child.sendline("n")
        s.expect("Nothing marked read.", "answering no to read --all")
        s.expect(f"{ID}@items> ", "prompt after no to read --all")
        child.sendline("read --all tag:rust")
        s.expect("[y/N] ", "read --all asks again")
        child.sendline("y")
        s.expect("not read before).", "answering yes to read --all")
        s.expect(f"{ID}@items> ", "prompt after yes to read --all")
        child.sendline("history clear")
        s.expect("[y/N] ", "history clear after read --all")
        child.sendline("y")
        s.expect(f"{ID}@items> ", "prompt after clearing read --all's marks")

        # Completion from the catalogue and the user's files: tag values, qualifier names,
        # --sort values, --json fields, saved search names. Each line is then abandoned (Ctrl-U).
        child.sendline("save daily tag:swift")
        s.expect("Saved search daily", "saving a search")
        s.expect(f"{ID}@items> ", "prompt after save")
        # (typed, what completion adds after it)
        for typed, added, step in [("search tag:do", "cker", "a tag value"), ("search -ti", "tle:", "a qualifier name"),
                                   ("search swift --sort li", "kes", "a --sort value"), ("search --json=id,ti", "tle", "a --json field"),
                                   ("saved da", "ily", "a saved search name"), ("user tbak", "er", "an author ID")]:
            child.send(typed)
            s.expect(typed, f"typing before completing {step}")
            child.send("\t")
            s.expect(added, f"completing {step}")
            child.send("\x15")
        child.sendline("whoami")
        s.expect(f"{ID}@items> ", "prompt after the completions")

        # Ctrl-C in the middle of a line abandons it; the shell stays and shows a fresh prompt.
        child.send("whoa")
        s.expect("whoa", "typing before Ctrl-C")
        child.sendintr()
        s.expect(f"{ID}@items> ", "prompt after Ctrl-C")
        check(child.isalive(), "Ctrl-C ended the shell")
        child.sendline("whoami")
        before = s.expect(f"{ID}@items> ", "whoami after Ctrl-C")
        check(f"\r\n{ID}\r\n" in before, f"whoami after Ctrl-C did not print the ID alone: {before!r}")
        check("unknown command" not in before, "the abandoned text was kept in the next line")

        # Logout, then Ctrl-C at a password prompt cancels just that command.
        child.sendline("logout")
        s.expect(f"Logged out {ID}.", "logout")
        s.expect("login> ", "prompt after logout")
        child.sendline(f"login {ID}")
        s.expect("Password: ", "login prompt before Ctrl-C")
        child.sendintr()
        s.expect("cancelled", "Ctrl-C at the password prompt")
        s.expect("login> ", "prompt after a cancelled password")
        check(child.isalive(), "Ctrl-C at the password prompt ended the shell")

        # Ctrl-D leaves with status 0.
        child.sendeof()
        try:
            child.expect(pexpect.EOF)
        except pexpect.TIMEOUT:
            raise CheckFailed("Ctrl-D did not end the shell")
        child.close()
        check(child.exitstatus == 0, f"exit status after Ctrl-D: {child.exitstatus} (signal {child.signalstatus})")

        check(PASSWORD not in s.transcript.getvalue(), "the password appeared on the terminal")

        # History: 0600, the commands, never the password.
        history = os.path.join(home, "history")
        check(os.path.isfile(history), f"no history file at {history}")
        mode = stat.S_IMODE(os.stat(history).st_mode)
        check(mode == 0o600, f"history file mode is {oct(mode)}, not 0o600")
        with open(history, "rb") as f:
            content = f.read()
        text = content.decode("utf-8", "replace")
        for command in [f"register {ID}", "whoami", "logout", f"login {ID}"]:
            check(command in text, f"history lacks {command!r}: {text!r}")
        check(PASSWORD.encode() not in content, "the password is in the history file")
        check("whoa\n" not in text, "the line abandoned with Ctrl-C is in the history")
        for path in [os.path.join(d, f) for d, _, files in os.walk(home) for f in files]:
            with open(path, "rb") as f:
                check(PASSWORD.encode() not in f.read(), f"the password is in {path}")
    except CheckFailed as failure:
        return pty_support.failed("pty_session_test", failure, s.transcript, session=s)
    print("pty_session_test: all checks passed")
    return 0


def main(argv):
    if len(argv) != 3:
        print("usage: pty_session_test.py VIPER_SHELL_BINARY HOME_DIR", file=sys.stderr)
        return 2
    binary, home = argv[1], argv[2]
    if not os.access(binary, os.X_OK):
        print(f"pty_session_test: {binary} is not an executable", file=sys.stderr)
        return 1
    return run(binary, home)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
