#!/usr/bin/env python3
"""Places and the browser at a pseudo-terminal, as a new user meets them: switching the source
lists the new source's newest items; `q` typed after a short item (which `less -F` printed and
left at once) goes back to the listing; `browse` with no browser to try says so, and how to set
BROWSER, before the URL; `back` from an author's page returns to the listing, and says so when
there is nowhere to go back to.

usage: pty_places_test.py VIPER_SHELL_BINARY WORK_DIR

Exits 0 when every check passes (0 with a "skipped:" line when pexpect or less is missing);
otherwise prints what went wrong with the terminal output seen so far and exits 1.
"""
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pty_support  # noqa: E402

pexpect = pty_support.require_pexpect("pty_places_test")

ID = "places02"
PASSWORD = "s3cret-Passw0rd!"
URL = "https://qiita.com/shorty/items/short00000000000001"


def catalogue(path):
    def item(number, user):
        return {
            "id": f"short0000000000000{number}", "title": f"Short item {number}", "body": f"Just one line, item {number}.",
            "url": f"https://qiita.com/{user}/items/short0000000000000{number}",
            "user": {"id": user, "name": user.title()}, "tags": [{"name": "short"}],
            "likes_count": number, "stocks_count": 0, "comments_count": 0,
            "created_at": f"2024-01-0{number}T10:00:00+09:00", "updated_at": f"2024-01-0{number}T10:00:00+09:00",
        }
    with open(path, "w") as f:
        json.dump([item(1, "shorty"), item(2, "other")], f)


def main(argv):
    if len(argv) != 3:
        print("usage: pty_places_test.py VIPER_SHELL_BINARY WORK_DIR", file=sys.stderr)
        return 2
    binary, work = argv[1:]
    less = shutil.which("less")
    if less is None:
        print("pty_places_test: skipped: less is missing")
        return 0
    os.makedirs(work, exist_ok=True)
    home = os.path.join(work, "home")
    items = os.path.join(work, "short.json")
    catalogue(items)
    # A PATH with less alone: no xdg-open, and BROWSER unset, so no browser can be tried.
    bin_dir = os.path.join(work, "bin")
    os.makedirs(bin_dir, exist_ok=True)
    os.symlink(less, os.path.join(bin_dir, "less"))
    setup = pty_support.register_through_pipe(binary, home, ID, PASSWORD)
    if setup.returncode != 0:
        print(f"pty_places_test: FAILED: register: {setup.stderr}", file=sys.stderr)
        return 1
    env = pty_support.environment(lang="C.UTF-8", term="xterm", path=bin_dir, LESSHISTFILE="-")
    s = pty_support.Session(binary, ["--home", home], env, dimensions=(30, 100))
    child = s.child
    prompt = f"{ID}@items> "
    step = "start"
    try:
        step = "landing"
        child.expect_exact("Newest items — page 1")
        child.expect_exact(prompt)
        step = "articles through the pager"
        # `open 2` below is checked as printed then left with q: the pager, not the full-screen reader.
        pty_support.read_articles_in_the_pager(child, prompt)
        step = "source FILE lists it"
        child.sendline(f"source {items}")
        child.expect_exact("Source: ")
        child.expect_exact("Newest items — page 1 of 1 (2 items)")
        child.expect_exact(prompt)
        step = "q after a short item"
        child.sendline("open 2")
        child.expect_exact("Just one line, item 1.")
        child.expect_exact(f"{ID}@item> ")
        child.sendline("q")
        child.expect_exact("Newest items — page 1 of 1 (2 items)")
        child.expect_exact(prompt)
        step = "browse without a browser"
        child.sendline("browse 2")
        child.expect_exact("No browser to open it: set BROWSER")
        child.expect_exact(URL)
        child.expect_exact(prompt)
        step = "back from an author's page"
        child.sendline("user shorty")
        child.expect_exact("Items by shorty — page 1 of 1 (1 item)")
        child.expect_exact(prompt)
        child.sendline("back")
        child.expect_exact("Newest items — page 1 of 1 (2 items)")
        child.expect_exact(prompt)
        step = "back with nowhere to go"
        child.sendline("back")
        child.expect_exact("nowhere to go back to")
        child.expect_exact(prompt)
        child.sendline("quit")
        child.expect(pexpect.EOF)
    except (pexpect.TIMEOUT, pexpect.EOF) as failure:
        return pty_support.failed("pty_places_test", f"at {step}: {type(failure).__name__}", s.transcript, last=3000, session=s)
    print("pty_places_test: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
