"""The screen harness tested on real programs: less (paging, search highlighting, resize, the
terminal given back), small Python programs that leave the terminal broken or restore it (so the
checks are seen to fail), and a curses program stopped with Ctrl-Z and resumed with `fg`.

    python3 -m unittest discover Tests/Screen
"""
import os
import shutil
import sys
import tempfile
import textwrap
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

try:
    import pexpect  # noqa: F401
    import pyte  # noqa: F401
    MISSING = None
except ImportError as error:
    MISSING = str(error)

if MISSING is None:
    from screen_harness import ScreenSession, key_bytes, sgr_mouse  # noqa: E402

PYTHON = sys.executable


def program(directory, name, source):
    path = os.path.join(directory, name)
    with open(path, "w") as f:
        f.write(textwrap.dedent(source))
    return path


@unittest.skipIf(MISSING, f"pexpect or pyte missing: {MISSING}")
class KeyNamesTests(unittest.TestCase):
    def test_names_give_what_an_xterm_sends(self):
        self.assertEqual(key_bytes("C-c"), b"\x03")
        self.assertEqual(key_bytes("C-z"), b"\x1a")
        self.assertEqual(key_bytes("Esc"), b"\x1b")
        self.assertEqual(key_bytes("PgDn"), b"\x1b[6~")
        self.assertEqual(key_bytes("Down"), b"\x1b[B")
        self.assertEqual(key_bytes("Down", application_cursor=True), b"\x1bOB")
        self.assertEqual(key_bytes("M-x"), b"\x1bx")
        self.assertEqual(key_bytes("日本"), "日本".encode())
        self.assertEqual(sgr_mouse(65, 3, 7), b"\x1b[<65;3;7M")


@unittest.skipIf(MISSING or not shutil.which("less"), "needs pexpect, pyte and less")
class LessTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.file = os.path.join(self.folder.name, "article.txt")
        with open(self.file, "w") as f:
            for number in range(1, 201):
                f.write(f"line {number:03d} " + ("long " * 30 if number % 10 == 0 else "short") + "\n")
        self.env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "TERM": "xterm-256color",
                    "LESSHISTFILE": "-", "HOME": self.folder.name}

    def tearDown(self):
        self.folder.cleanup()

    def test_pages_searches_with_highlights_and_gives_the_terminal_back(self):
        with ScreenSession(["less", self.file], rows=10, cols=80, env=self.env) as s:
            s.wait_text("line 001")
            self.assertTrue(s.in_alternate_screen)
            self.assertTrue(s.row(0).startswith("line 001"))
            s.keys("PgDn")
            s.wait_for(lambda s: not s.row(0).startswith("line 001"), step="a page down")
            self.assertFalse(s.termios_flags()["canonical"])
            s.keys("/", "line 150", "Enter")
            s.wait_for(lambda s: any("line 150" in line for line in s.lines()), step="the match")
            s.wait_quiet()
            row = next(number for number, line in enumerate(s.lines()) if "line 150" in line)
            self.assertIn("line 150", s.highlighted(row))
            s.keys("q")
            self.assertEqual(s.wait_exit(), 0)
            self.assertFalse(s.in_alternate_screen)
            self.assertEqual(s.modes_left_on(), set())
            events = s.private_mode_events()
            self.assertLess(events.index((1049, True)), events.index((1049, False)))
            self.assertTrue(s.termios_sane(), s.termios_flags())

    def test_resize_reaches_the_program_and_the_emulator(self):
        with ScreenSession(["less", self.file], rows=20, cols=80, env=self.env) as s:
            s.wait_text("line 001")
            s.keys("g")
            s.wait_quiet()
            long_row = next(number for number, line in enumerate(s.lines()) if line.startswith("line 010"))
            text = "line 010 " + "long " * 30
            # 159 characters: two rows at 80 columns, four at 40.
            self.assertEqual(s.row(long_row + 1), text[80:].rstrip())
            s.resize(20, 40)
            s.wait_for(lambda s: len(s.lines()[0]) == 40 and s.row(long_row + 3) == text[120:].rstrip(),
                       step="less laid out again at 40 columns")
            self.assertTrue(all(len(line) == 40 for line in s.lines()))
            s.keys("q")
            s.wait_exit()

    def test_bytes_per_key_are_measured(self):
        with ScreenSession(["less", self.file], rows=10, cols=80, env=self.env) as s:
            s.wait_text("line 001")
            s.wait_quiet()
            seconds, written = s.measure_keys("j")
            self.assertTrue(s.row(0).startswith("line 002"), s.dump())
            self.assertGreater(len(written), 0)
            self.assertLess(len(written), 400)
            self.assertLess(seconds, 1.0)
            s.keys("q")
            s.wait_exit()


@unittest.skipIf(MISSING, f"pexpect or pyte missing: {MISSING}")
class TerminalGivenBackTests(unittest.TestCase):
    """The checks a reader test makes at exit, seen to fail on a program that breaks the terminal."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.folder.cleanup()

    def run_program(self, restores):
        path = program(self.folder.name, "modes.py", f"""
            import os, sys, termios, tty
            saved = termios.tcgetattr(0)
            tty.setraw(0)
            os.write(1, b"\\x1b[?1049h\\x1b[?1000h\\x1b[?1006h\\x1b[?2004h\\x1b[?25lfull screen")
            os.read(0, 1)
            if {restores}:
                os.write(1, b"\\x1b[?2004l\\x1b[?1006l\\x1b[?1000l\\x1b[?25h\\x1b[?1049l")
                termios.tcsetattr(0, termios.TCSAFLUSH, saved)
        """)
        session = ScreenSession([PYTHON, path], rows=8, cols=40)
        self.addCleanup(session.close)
        session.wait_text("full screen")
        self.assertTrue(session.in_alternate_screen)
        self.assertFalse(session.cursor()[2])
        session.keys("q")
        self.assertEqual(session.wait_exit(), 0)
        return session

    def test_a_program_that_restores_everything_passes(self):
        s = self.run_program(restores=True)
        self.assertEqual(s.modes_left_on(), set())
        self.assertTrue(s.termios_sane(), s.termios_flags())
        self.assertFalse(s.in_alternate_screen)
        self.assertTrue(s.cursor()[2])
        self.assertNotIn("full screen", s.text())

    def test_a_program_that_leaves_raw_mode_and_mouse_on_fails_both_checks(self):
        s = self.run_program(restores=False)
        self.assertEqual(s.modes_left_on(), {1049, 1000, 1006, 2004, 25})
        self.assertFalse(s.termios_sane())
        self.assertFalse(s.termios_flags()["canonical"])
        self.assertFalse(s.termios_flags()["echo"])


CURSES_PROGRAM = """
    import curses
    def main(window):
        curses.curs_set(0)
        height, width = window.getmaxyx()
        window.addstr(0, 0, f"reader {width}x{height}")
        window.addstr(1, 0, "日本語の記事")
        window.refresh()
        while True:
            key = window.getch()
            if key == ord("q"):
                return
            if key == curses.KEY_RESIZE:
                height, width = window.getmaxyx()
                window.erase()
                window.addstr(0, 0, f"reader {width}x{height}")
                window.refresh()
    curses.wrapper(main)
"""


@unittest.skipIf(MISSING or not shutil.which("bash"), "needs pexpect, pyte and bash")
class JobControlTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.path = program(self.folder.name, "reader.py", CURSES_PROGRAM)

    def tearDown(self):
        self.folder.cleanup()

    def test_ctrl_z_gives_the_terminal_back_and_fg_draws_again(self):
        with ScreenSession([PYTHON, self.path], rows=10, cols=60, shell=True) as s:
            s.wait_text("reader 60x10")
            s.wait_text("日本語の記事")
            self.assertEqual(s.row(1), "日本語の記事")
            self.assertTrue(s.in_alternate_screen)
            mark = s.mark()
            s.suspend()
            stopped = s.modes_left_on(since=mark)
            self.assertFalse(s.in_alternate_screen, s.dump())
            self.assertEqual(stopped, set())
            self.assertIn((1049, False), s.private_mode_events(since=mark))
            self.assertTrue(s.termios_flags()["canonical"])
            s.resume()
            s.wait_text("reader 60x10")
            self.assertTrue(s.in_alternate_screen)
            s.resize(12, 50)
            s.wait_text("reader 50x12")
            s.keys("q")
            s.wait_for(lambda s: s.shell_prompt_shown(mark) and not s.in_alternate_screen, step="the prompt")
            self.assertEqual(s.modes_left_on(), set())
            # bash sets the terminal for itself around the prompt: wait for it to settle.
            s.wait_for(lambda s: s.termios_sane(), timeout=3, step="canonical mode and echo")


if __name__ == "__main__":
    unittest.main()
