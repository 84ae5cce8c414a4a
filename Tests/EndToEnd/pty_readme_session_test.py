#!/usr/bin/env python3
"""Plays README.md's "A first session" at a pseudo-terminal (80 columns, 30 rows) and checks that
what the README shows is what the shell prints there.

The README block is read as a person would read it: `$ viper-shell` starts the shell, a line
starting with a prompt (`login> `, `ID@items> `, `ID@item> `) is a command that is typed, a
`Password:` line is a password prompt (answered with PASSWORD, never shown), a line `…` stands
for lines left out, and every other line is what the shell prints after the command above it,
in order: without a `…` between them, two lines must be adjacent in the output too, and a
command's output without `…` must be exactly those lines.

The shell runs in a fresh home (VIPER_SHELL_HOME) with TZ=Asia/Tokyo (the times README shows are
Japan's, where the demo's authors write), NO_COLOR and PAGER=cat (the test
reads the output, its bold and dim set aside; a person would read a long item in less and press q).

usage: pty_readme_session_test.py VIPER_SHELL_BINARY README WORK_DIR

Exits 0 when the block matches (or 0 with a "skipped:" line when pexpect is missing); otherwise
prints the first difference with the output seen and exits 1.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402
from pty_support import settle  # noqa: E402

pexpect = pty_support.require_pexpect("pty_readme_session_test")

PASSWORD = "correct-horse-9"
ELISION = "…"
PROMPT = re.compile(r"^(login|[A-Za-z0-9]+@[a-z]+)> (.*)$")
PASSWORD_PROMPT = re.compile(r"^(Password(?: \(again\))?:)\s*$")


class Mismatch(Exception):
    pass


def first_session(readme_path):
    """The lines of the fenced block under the heading "## A first session"."""
    lines = open(readme_path, encoding="utf-8").read().split("\n")
    start = lines.index("## A first session")
    opening = next(i for i in range(start, len(lines)) if lines[i].startswith("```"))
    closing = next(i for i in range(opening + 1, len(lines)) if lines[i].startswith("```"))
    return lines[opening + 1:closing]


def steps(block):
    """[(prompt, command, [expected line or ELISION, …], [password prompts])], the banner first
    with no prompt and no command."""
    if not block or block[0] != "$ viper-shell":
        raise Mismatch(f"the block should start with '$ viper-shell', not {block[:1]}")
    result = [(None, None, [], [])]
    for line in block[1:]:
        prompt = PROMPT.match(line)
        secret = PASSWORD_PROMPT.match(line)
        if prompt:
            result.append((prompt.group(1) + "> ", prompt.group(2), [], []))
        elif secret and not result[-1][2]:
            result[-1][3].append(secret.group(1))
        else:
            result[-1][2].append(line.rstrip())
    return result


def compare(expected, actual, where):
    """Checks `actual` (lines) against `expected` with ELISION lines as gaps."""
    segments, current = [], []
    for line in expected:
        if line == ELISION:
            segments.append(current)
            current = []
        else:
            current.append(line)
    segments.append(current)
    if len(segments) == 1:
        if actual != expected:
            raise Mismatch(f"{where}: expected exactly\n" + "\n".join(expected) + "\nbut the shell printed\n" + "\n".join(actual))
        return
    position = 0
    for index, segment in enumerate(segments):
        if not segment:
            continue
        # The first segment starts the output, the last one ends it, the others float.
        candidates = [0] if index == 0 else range(position, len(actual) - len(segment) + 1)
        if index == len(segments) - 1:
            candidates = [c for c in candidates if c + len(segment) == len(actual)]
        found = next((c for c in candidates if c >= position and actual[c:c + len(segment)] == segment), None)
        if found is None:
            raise Mismatch(f"{where}: these lines are not in the output (in this order):\n" + "\n".join(segment)
                           + "\nthe shell printed\n" + "\n".join(actual))
        position = found + len(segment)


def output_lines(text, rest_of_a_line):
    """What the shell printed, as lines, carriage returns gone; `rest_of_a_line`: the text starts
    where a password prompt ended, so its first line is that line's end."""
    lines = [line.rstrip() for line in pty_support.plain(text).replace("\r", "").split("\n")]
    if rest_of_a_line and lines and lines[0] == "":
        lines = lines[1:]
    # A line editor that redraws its prompt (after the pager) leaves it on a line of its own.
    lines = [line for line in lines if not PROMPT.match(line.strip() + " ")]
    while lines and lines[-1] == "":
        lines.pop()
    return lines


def run(binary, readme, work):
    plan = steps(first_session(readme))
    env = pty_support.environment(lang="C.UTF-8", term="dumb", PAGER="cat", TZ="Asia/Tokyo", VIPER_SHELL_HOME=os.path.join(work, "home"))
    child = pty_support.Session(binary, [], env, dimensions=(30, 80)).child
    for number, (_, command, expected, secrets) in enumerate(plan):
        next_prompt = plan[number + 1][0] if number + 1 < len(plan) else None
        where = f"after '{command}'" if command is not None else "at start"
        printed = []
        # What follows the echo of the command (its line ended) is its output.
        rest_of_a_line = False
        if command is not None:
            settle(child)
            child.sendline(command)
            child.expect_exact(command + "\r\n")
        for secret in secrets:
            child.expect_exact(secret)
            printed += output_lines(child.before, rest_of_a_line)
            rest_of_a_line = True
            child.sendline(PASSWORD)
        if next_prompt is None:
            child.expect(pexpect.EOF)
        else:
            child.expect_exact(next_prompt)
        printed += output_lines(child.before, rest_of_a_line)
        if PASSWORD in "\n".join(printed):
            raise Mismatch(f"{where}: the password was shown")
        compare(expected, printed, where)
    child.close()


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    try:
        run(*sys.argv[1:])
    except (Mismatch, pexpect.TIMEOUT, pexpect.EOF) as problem:
        print(f"pty_readme_session_test: README.md's first session differs from the shell's: {problem}")
        return 1
    print("pty_readme_session_test: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
