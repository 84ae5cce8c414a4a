"""The full-screen reader (issue 38) through a real terminal emulator: viper-shell at a pty, its
screen read by pyte. Snapshots at 40, 80 and 120 columns, search highlighting and counts, the
outline and link pickers, a Qiita link read in the reader and Backspace, `]`/`[`, resume, resize,
the mouse wheel, Ctrl-Z and `fg`, and the terminal given back on every way out.

    VIPER_SHELL=.build/debug/viper-shell python3 -m unittest discover -s Tests/Screen
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

try:
    import pexpect  # noqa: F401
    import pyte  # noqa: F401
    MISSING = None
except ImportError as error:
    MISSING = str(error)

if MISSING is None:
    from screen_harness import (  # noqa: E402
        CURSOR_VISIBLE, RESTORED_MODES, ScreenSession, _private_modes, viper_shell_binary)

BINARY = viper_shell_binary() if MISSING is None else None
USER = "reader42"
PASSWORD = "s3cret-Passw0rd!"
# As the screen shows it (rows are read without their trailing spaces).
PROMPT = f"{USER}@items>"
FIRST_ID = "aaaaaaaaaaaaaaaaaaa1"
SECOND_ID = "bbbbbbbbbbbbbbbbbbb2"
THIRD_ID = "ccccccccccccccccccc3"
LEAVE_ALTERNATE_SCREEN = b"\x1b[?1049l"


def article_body():
    """About 200 lines at 80 columns: three sections, a needle three times, a Japanese sentence
    broken in the middle (`検索` / `する`), a link to another article in the catalogue."""
    parts = ["# Introduction", "Opening paragraph with a needle in it."]
    for number in range(1, 30):
        parts.append(f"Paragraph {number:02d} of the first section, long enough to wrap at forty columns.")
    parts.append("## Second section")
    parts.append("Here is the second needle, and a [related article](https://qiita.com/someone/items/"
                 f"{SECOND_ID}) and [an outside page](https://example.com/page).")
    for number in range(30, 60):
        parts.append(f"Paragraph {number:02d} of the second section, long enough to wrap at forty columns.")
    parts.append("## Third section")
    parts.append("日本語の文章を全文検索\nする機能があります。")
    for number in range(60, 90):
        parts.append(f"Paragraph {number:02d} of the third section, long enough to wrap at forty columns.")
    parts.append("The last needle is at the end.")
    return "\n\n".join(parts)


def item(identifier, title, body, created):
    return {
        "id": identifier, "title": title, "body": body,
        "url": f"https://qiita.com/someone/items/{identifier}",
        "user": {"id": "someone", "name": "Some One"}, "tags": [{"name": "reader"}],
        "likes_count": 3, "stocks_count": 1, "comments_count": 0,
        "created_at": created, "updated_at": created,
    }


@unittest.skipIf(MISSING, f"pexpect or pyte missing: {MISSING}")
@unittest.skipIf(BINARY is None, "no viper-shell binary (build it, or set VIPER_SHELL)")
class ReaderTests(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="reader-screen-")
        self.home = os.path.join(self.work, "home")
        self.source = os.path.join(self.work, "items.json")
        with open(self.source, "w") as f:
            json.dump([
                item(FIRST_ID, "The long article", article_body(), "2024-03-03T10:00:00+09:00"),
                item(SECOND_ID, "The related article",
                     "# Related\n\n" + "\n\n".join(f"Related line {n}." for n in range(40)),
                     "2024-02-02T10:00:00+09:00"),
                item(THIRD_ID, "The third article", "# Third\n\nShort.", "2024-01-01T10:00:00+09:00"),
            ], f)
        registered = subprocess.run(
            [BINARY, "--home", self.home, "--source", self.source, "-c", f"register {USER}"],
            input=f"{PASSWORD}\n{PASSWORD}\n", text=True, capture_output=True, timeout=120)
        self.assertEqual(registered.returncode, 0, registered.stderr)
        self.sessions = []

    def tearDown(self):
        for session in self.sessions:
            session.close()
        shutil.rmtree(self.work, ignore_errors=True)

    def shell(self, rows=24, cols=80, shell=False, extra_env=None):
        # A crash sent by `kill` must end the process: Swift's backtracer, after printing a
        # backtrace for a SIGSEGV that was not a fault, returns and the process goes on (even at
        # the prompt, without the reader). Off, the reader's guard hands the signal to the default
        # action, which is what the signal test checks.
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home, "LANG": "C.UTF-8",
               "TERM": "xterm-256color", "NO_COLOR": "1", "TZ": "UTC", "SWIFT_BACKTRACE": "enable=no"}
        env.update(extra_env or {})
        session = ScreenSession([BINARY, "--home", self.home, "--source", self.source], rows=rows, cols=cols,
                                env=env, shell=shell, timeout=60)
        self.sessions.append(session)
        session.wait_text(PROMPT)
        session.wait_quiet()
        return session

    def open_first(self, session):
        self.opened_at = session.mark()
        session.type("open 1\r")
        session.wait_for(lambda s: s.in_alternate_screen and "The long article" in s.text(), step="the reader")
        session.wait_quiet()
        return session

    def status(self, session):
        return session.row(session.rows - 1)

    def leave(self, session, *keys):
        session.keys(*keys)
        session.wait_for(lambda s: not s.in_alternate_screen, step="leaving the reader")
        session.wait_text(PROMPT)

    def assert_given_back(self, session):
        """No mode the reader set is left on: read from what it wrote between `open` and leaving
        the alternate screen (readline turns bracketed paste on again at its prompt after that)."""
        written = session.bytes_since(self.opened_at)
        end = written.rfind(LEAVE_ALTERNATE_SCREEN)
        self.assertGreaterEqual(end, 0, "the reader never left the alternate screen")
        state = {}
        for mode, on in _private_modes(written[:end + len(LEAVE_ALTERNATE_SCREEN)]):
            state[mode] = on
        left = {mode for mode, on in state.items() if on and mode in RESTORED_MODES}
        if state.get(CURSOR_VISIBLE) is False:
            left.add(CURSOR_VISIBLE)
        self.assertEqual(left, set(), session.dump())

    # MARK: - The first screen

    def test_first_screen_at_40_80_and_120_columns(self):
        for cols in (40, 80, 120):
            with self.subTest(cols=cols):
                s = self.open_first(self.shell(cols=cols))
                self.assertTrue(s.row(0).startswith("The long article"), s.dump())
                status = self.status(s)
                self.assertIn("The long article", status)
                self.assertRegex(status, r"\d+%")
                self.assertRegex(status, r"\d+ min left")
                for line in s.lines():
                    self.assertLessEqual(len(line.rstrip()), cols)
                self.leave(s, "q")
                self.assert_given_back(s)
                s.type("quit\r")
                s.wait_exit()
                self.assertTrue(s.termios_sane())

    # MARK: - Search

    def test_search_highlights_every_match_and_counts_them(self):
        s = self.open_first(self.shell())
        s.keys("/", "needle")
        s.wait_for(lambda s: "1/3" in self.status(s), step="the count")
        hits = [run for row in range(s.rows - 1) for run in s.highlighted(row)]
        self.assertIn("needle", hits, s.dump())
        s.keys("Enter", "n")
        s.wait_for(lambda s: "2/3" in self.status(s), step="n")
        self.assertTrue(any("needle" in run for row in range(s.rows - 1) for run in s.highlighted(row)))
        s.keys("N")
        s.wait_for(lambda s: "1/3" in self.status(s), step="N")
        self.leave(s, "q")

    def test_search_finds_japanese_across_a_line_break(self):
        s = self.open_first(self.shell())
        s.keys("/", "検索する", "Enter")
        s.wait_for(lambda s: "1/1" in self.status(s), step="the Japanese match")
        self.leave(s, "q")

    # MARK: - Outline and links

    def test_outline_lists_the_headings_and_enter_jumps(self):
        s = self.open_first(self.shell())
        s.keys("o")
        s.wait_text("Third section")
        s.keys("3", "Enter")
        s.wait_for(lambda s: s.row(0).strip().startswith("Third section") or "Third section" in s.row(0),
                   step="the jump to the third section")
        self.assertIn("Third section", self.status(s))
        self.leave(s, "q")

    def test_a_qiita_link_opens_in_the_reader_and_backspace_returns(self):
        s = self.open_first(self.shell())
        s.keys("l")
        s.wait_text("related article")
        s.keys("1", "Enter")
        s.wait_for(lambda s: "The related article" in self.status(s), step="the linked article")
        self.assertIn("← 1", self.status(s))
        s.keys("Backspace")
        s.wait_for(lambda s: "The long article" in self.status(s), step="back from the link")
        self.leave(s, "q")

    def test_a_browser_in_browser_gets_the_terminal_in_line_mode(self):
        record = os.path.join(self.work, "browser.txt")
        browser = os.path.join(self.work, "browser.sh")
        with open(browser, "w") as f:
            # What a terminal browser would find: line mode (stty), and the address it was given.
            f.write(f"#!/bin/sh\nstty -a < /dev/tty > {record}\necho \"$1\" >> {record}\n")
        os.chmod(browser, 0o755)
        s = self.open_first(self.shell(extra_env={"BROWSER": browser}))
        s.keys("l")
        s.wait_text("outside page")
        s.keys("2", "Enter")
        s.wait_for(lambda s: os.path.exists(record) and "example.com" in open(record).read(), step="the browser")
        s.wait_for(lambda s: s.in_alternate_screen and "Opened https://example.com/page" in self.status(s),
                   step="back in the reader, saying what was opened")
        settings = open(record).read()
        self.assertIn(" icanon", settings)
        self.assertIn(" echo", settings)
        self.assertIn("https://example.com/page", settings)
        self.leave(s, "q")

    # MARK: - The listing

    def test_brackets_step_through_the_listing(self):
        s = self.open_first(self.shell())
        s.keys("]")
        s.wait_for(lambda s: "The related article" in self.status(s), step="]")
        s.keys("]")
        s.wait_for(lambda s: "The third article" in self.status(s), step="] again")
        s.keys("[")
        s.wait_for(lambda s: "The related article" in self.status(s), step="[")
        self.leave(s, "q")

    def test_s_stocks_and_the_header_says_so(self):
        s = self.open_first(self.shell())
        self.assertNotIn("in your stocks", s.text())
        s.keys("s")
        s.wait_for(lambda s: "in your stocks" in "\n".join(s.lines()[:-1]), step="the header after s")
        s.keys("s")
        s.wait_for(lambda s: "in your stocks" not in "\n".join(s.lines()[:-1]), step="the header after s again")
        self.leave(s, "q")

    # MARK: - Resume

    def test_reopening_returns_to_where_the_reader_stopped(self):
        s = self.open_first(self.shell())
        s.keys("d", "d", "d")
        s.wait_quiet()
        top = s.row(0)
        self.leave(s, "q")
        self.open_first(s)
        s.wait_for(lambda s: s.row(0) == top, step="the same top line")
        s.keys("g")
        s.wait_quiet()
        self.leave(s, "q")
        self.open_first(s)
        self.assertTrue(s.row(0).startswith("The long article"), s.dump())
        self.leave(s, "q")

    # MARK: - Resize and mouse

    def test_resize_keeps_the_paragraph_at_the_top(self):
        s = self.open_first(self.shell(cols=80))
        s.keys("/", "Paragraph 40", "Enter", "C-l")
        s.wait_quiet()
        for _ in range(30):
            if s.row(0).startswith("Paragraph 40"):
                break
            s.keys("j")
            s.wait_quiet(60)
        self.assertTrue(s.row(0).startswith("Paragraph 40"), s.dump())
        for rows, cols in ((24, 40), (30, 120)):
            s.resize(rows, cols)
            s.wait_for(lambda s: s.row(0).startswith("Paragraph 40"), step=f"the paragraph at {cols} columns")
        self.leave(s, "q")

    def test_the_wheel_scrolls(self):
        s = self.open_first(self.shell())
        first = s.row(3)
        s.wheel(down=True, col=5, row=5)
        s.wait_for(lambda s: s.row(0) == first, step="three lines down")
        self.leave(s, "q")

    # MARK: - The terminal given back

    def test_ctrl_c_leaves_and_gives_the_terminal_back(self):
        s = self.open_first(self.shell())
        self.leave(s, "C-c")
        self.assert_given_back(s)

    def test_ctrl_z_and_fg(self):
        s = self.open_first(self.shell(shell=True))
        s.suspend()
        self.assertFalse(s.in_alternate_screen)
        self.assertEqual(s.modes_left_on(), set())
        s.resume()
        s.wait_for(lambda s: s.in_alternate_screen and "The long article" in s.text(), step="fg")
        self.leave(s, "q")
        self.assert_given_back(s)

    def test_signals_give_the_terminal_back(self):
        for number in (signal.SIGTERM, signal.SIGHUP, signal.SIGSEGV, signal.SIGABRT):
            with self.subTest(signal=number):
                s = self.open_first(self.shell())
                os.kill(s.child.pid, number)
                s.wait_exit()
                self.assertFalse(s.in_alternate_screen, s.dump())
                self.assert_given_back(s)
                self.assertTrue(s.termios_sane(), s.termios_flags())


if __name__ == "__main__":
    unittest.main()
