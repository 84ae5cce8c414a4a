#!/usr/bin/env python3
"""Opens an article with a long Python code block at a pseudo-terminal, colour on, through the
real pager (less -FRX): the code reaches the pager's screen coloured by GNU source-highlight
(256-colour SGR, `38;5;N`), `less -R` keeps the colours, and the code's text is intact. Then the
same article in a pipe (`-c`, not a terminal) has no escape sequence at all.

usage: pty_code_colours_test.py VIPER_SHELL_BINARY WORK_DIR

Exits 0 when every check passes (or 0 with a "skipped:" line when pexpect or less is missing);
otherwise prints what went wrong with the terminal output seen so far and exits 1.
"""
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import CheckFailed  # noqa: E402

pexpect = pty_support.require_pexpect("pty_code_colours_test")

ID = "colour1234"
PASSWORD = "s3cret-Passw0rd!"
COLOUR = re.compile(r"\x1b\[[0-9;]*38;0?5;[0-9]+m")


def catalogue(path):
    code = "\n".join(f"def handler_{n:03d}(event):\n    return event  # comment {n}" for n in range(1, 40))
    body = "# Colours\n\nThe code below is coloured.\n\n```python:app/handlers.py\n" + code + "\n```\n"
    item = {
        "id": "colouritem0000000001", "title": "Coloured code", "body": body,
        "url": "https://qiita.com/colour/items/colouritem0000000001",
        "user": {"id": "colour", "name": "Colour"}, "tags": [{"name": "python"}],
        "likes_count": 1, "stocks_count": 0, "comments_count": 0,
        "created_at": "2024-01-01T10:00:00+09:00", "updated_at": "2024-01-01T10:00:00+09:00",
    }
    with open(path, "w") as f:
        json.dump([item], f)


def run(binary, work):
    home = os.path.join(work, "home")
    source = os.path.join(work, "colour.json")
    catalogue(source)
    env = pty_support.environment(lang="C.UTF-8", term="xterm-256color", PAGER="less -FRX", LESSHISTFILE="-",
                                  NO_COLOR=None)
    env.pop("NO_COLOR", None)
    s = pty_support.Session(binary, ["--home", home, "--source", source], env, dimensions=(30, 100))
    child = s.child
    try:
        s.register(ID, PASSWORD)
        # The colours are checked on the pager's screen: articles through it, not the full-screen reader.
        pty_support.read_articles_in_the_pager(child, f"{ID}@items> ")
        child.sendline("open colouritem0000000001")
        seen = s.expect("handler_001", "the first screen of the code in the pager")
        s.expect("handler_00", "more of the first screen")
        screen = seen + child.before + child.after
        if not COLOUR.search(screen):
            raise CheckFailed(f"no 256-colour SGR reached the pager's screen: {screen[-600:]!r}")
        if "app/handlers.py" not in screen:
            raise CheckFailed("the code block's file name is missing")
        plain = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", screen)
        if "return event  # comment 1" not in plain:
            raise CheckFailed(f"the code's text changed: {plain[-600:]!r}")
        child.send("q")
        s.expect(f"{ID}@item> ", "prompt after q")
        child.sendline("quit")
        child.expect(pexpect.EOF)
    except CheckFailed as failure:
        return pty_support.failed("pty_code_colours_test", failure, s.transcript, last=4000, session=s)
    piped = subprocess.run([binary, "--home", home, "--source", source, "-c", "open colouritem0000000001"],
                           capture_output=True, text=True,
                           env={k: v for k, v in env.items() if k != "PAGER"})
    if piped.returncode != 0 or "\x1b" in piped.stdout or "def handler_001(event):" not in piped.stdout:
        print(f"pty_code_colours_test: in a pipe the code must be plain: status {piped.returncode}, "
              f"{piped.stdout[:400]!r} {piped.stderr[:400]!r}")
        return 1
    print("pty_code_colours_test: all checks passed")
    return 0


def main(argv):
    if len(argv) != 3:
        print("usage: pty_code_colours_test.py VIPER_SHELL_BINARY WORK_DIR", file=sys.stderr)
        return 2
    if shutil.which("less") is None:
        print("pty_code_colours_test: skipped: less is not installed")
        return 0
    return run(argv[1], argv[2])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
