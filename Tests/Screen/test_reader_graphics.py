"""Images drawn with the terminal's own graphics (issue 39) through a fake terminal that answers
(or does not answer) the graphics probe: kitty's query, DA1 with or without sixel, the cell size.
The protocol chosen each time, its sequences well formed (kitty's APC with its keys, chunks and
the file itself; sixel's DCS with its raster size; iTerm2's OSC 1337 with the file and its size),
placeholders in the cells, and the fallback to coloured blocks when the terminal says nothing.

    VIPER_SHELL=.build/debug/viper-shell python3 -m unittest discover -s Tests/Screen
"""
import base64
import os
import re
import shlex
import shutil
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import test_reader_images as images  # noqa: E402
from test_reader_images import BINARY, MISSING, PICTURE, PROMPT  # noqa: E402

if MISSING is None:
    from screen_harness import GraphicsTerminal, ScreenSession  # noqa: E402

PLACEHOLDER = "\U0010EEEE"
KITTY_CHUNK = re.compile(rb"\x1b_G([^;\x1b]*)(?:;([^\x1b]*))?\x1b\\")


@unittest.skipIf(MISSING, f"pexpect or pyte missing: {MISSING}")
@unittest.skipIf(BINARY is None, "no viper-shell binary (build it, or set VIPER_SHELL)")
class ReaderGraphicsTests(images.ReaderImageTests):
    # The base class's tests run there, once; its setUp (the served article) and helpers are shared.
    test_the_picture_arrives_above_its_caption_and_stays_cached = None
    test_the_demo_draws_its_own_pictures_without_a_network = None

    def graphics_shell(self, graphics, answers_queries=True, **environment):
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home, "LANG": "C.UTF-8",
               "TERM": "xterm-256color", "COLORTERM": "truecolor", "TZ": "UTC", "SWIFT_BACKTRACE": "enable=no",
               "XDG_CACHE_HOME": os.path.join(self.work, "cache")}
        env.update(environment)
        session = ScreenSession([BINARY, "--home", self.home, "--source", self.source], rows=30, cols=80,
                                env=env, timeout=60, graphics=graphics, answers_queries=answers_queries)
        self.sessions.append(session)
        session.wait_text(PROMPT)
        session.wait_quiet()
        return session

    def open_and_wait(self, session, drawn):
        self.open_article(session)
        session.wait_for(drawn, step="the picture drawn")
        session.wait_quiet()

    @staticmethod
    def kitty_commands(session):
        """Each kitty command written: (keys as a dict, payload)."""
        commands = []
        for sequence in session.graphics_sequences:
            for keys, payload in KITTY_CHUNK.findall(sequence):
                fields = dict(field.split(b"=", 1) for field in keys.split(b",") if b"=" in field)
                commands.append(({k.decode(): v.decode() for k, v in fields.items()}, payload or b""))
        return commands

    @staticmethod
    def placeholder_rows(session):
        """For each row: how many cells hold kitty's placeholder."""
        return [sum(1 for cell in session.cells(row) if cell.data.startswith(PLACEHOLDER)) for row in range(session.rows)]

    def assert_settings_say(self, session, text):
        session.type("set\r")
        session.wait_quiet()
        self.assertTrue(any(re.search(r"^images\s+" + re.escape(text), line) for line in session.lines()),
                        session.dump())

    def test_kitty_gets_the_file_and_shows_placeholders(self):
        session = self.graphics_shell(GraphicsTerminal(kitty=True, cell=(10, 20)))
        self.open_and_wait(session, lambda s: sum(1 for n in self.placeholder_rows(s) if n) == 5)
        rows = [n for n in self.placeholder_rows(session) if n]
        self.assertEqual(rows, [20] * 5, session.dump())
        commands = self.kitty_commands(session)
        self.assertEqual(commands[0][0], {"i": "31", "s": "1", "v": "1", "a": "q", "t": "d", "f": "24"})
        transmit = [index for index, (keys, _) in enumerate(commands) if keys.get("a") == "T"]
        self.assertEqual(len(transmit), 1, commands)
        keys, _ = commands[transmit[0]]
        self.assertEqual((keys["U"], keys["q"], keys["f"], keys["c"], keys["r"]), ("1", "2", "100", "20", "5"))
        image_id = keys["i"]
        self.assertEqual(commands[transmit[0] - 1][0], {"a": "d", "d": "I", "i": image_id, "q": "2"})
        chunks = [payload for _, payload in commands[transmit[0]:]]
        self.assertTrue(all(len(chunk) <= 4096 for chunk in chunks))
        self.assertEqual(base64.b64decode(b"".join(chunks)), PICTURE)
        # The placeholders' colour is the id's low byte in the 256-colour palette.
        self.assertIn(b"38;5;%d" % (int(image_id) & 0xFF), bytes(session.output))
        # Scrolling moves text, placeholders included: no image bytes.
        written = len(session.graphics_sequences)
        session.keys("j")
        session.wait_quiet()
        session.keys("k")
        session.wait_quiet()
        self.assertEqual(len(session.graphics_sequences), written)
        self.leave(session)
        self.assertEqual(self.kitty_commands(session)[-1][0], {"a": "d", "d": "I", "i": image_id, "q": "2"})
        self.assert_settings_say(session, "auto (kitty)")

    def test_an_image_alone_fills_the_screen(self):
        session = self.graphics_shell(GraphicsTerminal(kitty=True, cell=(10, 20)))
        self.open_and_wait(session, lambda s: any(self.placeholder_rows(s)))
        session.keys("i")
        session.wait_text("Images ·")
        session.keys("Enter")
        # 200 × 100 pixels made as wide as the screen: 80 columns, 20 rows of 20 pixels.
        session.wait_for(lambda s: [n for n in self.placeholder_rows(s) if n] == [80] * 20, step="the image alone")
        transmissions = [keys for keys, _ in self.kitty_commands(session) if keys.get("a") == "T"]
        self.assertEqual((transmissions[-1]["c"], transmissions[-1]["r"]), ("80", "20"))
        self.assertIn("A red and blue picture", session.row(0))
        session.keys("x")
        session.wait_text("Images ·")
        self.assertFalse(any(self.placeholder_rows(session)), session.dump())
        session.keys("q")
        session.wait_for(lambda s: any(self.placeholder_rows(s)), step="back to the article")
        self.leave(session)

    def test_keys_typed_during_the_probe_are_kept(self):
        # `h` typed while the terminal answers the probe is no reply: the reader gets it and
        # opens its help.
        session = self.graphics_shell(GraphicsTerminal(kitty=True, typed=b"h"))
        session.type("open 1\r")
        session.wait_for(lambda s: s.in_alternate_screen and "Keys ·" in s.text(), step="the reader's help")
        session.keys("x")
        session.wait_text("Above the picture.")
        self.leave(session)

    def test_sixel_is_drawn_after_the_frame_over_blank_cells(self):
        session = self.graphics_shell(GraphicsTerminal(sixel=True, cell=(10, 20)))
        self.open_and_wait(session, lambda s: any(q.startswith(b"\x1bP") for q in s.graphics_sequences))
        sixels = [q for q in session.graphics_sequences if q.startswith(b"\x1bP")]
        self.assertEqual(len(sixels), 1)
        raster = re.match(rb'\x1bP[0-9;]*q"1;1;(\d+);(\d+)', sixels[0])
        self.assertIsNotNone(raster, sixels[0][:40])
        self.assertEqual(int(raster.group(1)), 200)
        self.assertLessEqual(int(raster.group(2)), 100)
        self.assertTrue(sixels[0].endswith(b"\x1b\\"))
        # The image's cells are blank (the sixel covers them), not coloured blocks.
        self.assertFalse(self.coloured_rows(session), session.dump())
        self.assertFalse(any(self.placeholder_rows(session)))
        self.leave(session)
        self.assert_settings_say(session, "auto (sixel)")

    def test_iterm_gets_the_file_with_its_size(self):
        session = self.graphics_shell(GraphicsTerminal(cell=(10, 20)), TERM_PROGRAM="iTerm.app")
        self.open_and_wait(session, lambda s: any(q.startswith(b"\x1b]1337;") for q in s.graphics_sequences))
        inline = [q for q in session.graphics_sequences if q.startswith(b"\x1b]1337;")]
        self.assertEqual(len(inline), 1)
        head, payload = inline[0][:-1].split(b":", 1)
        self.assertEqual(head, b"\x1b]1337;File=inline=1;size=%d;width=20;height=5;preserveAspectRatio=1"
                         % len(PICTURE))
        self.assertEqual(base64.b64decode(payload), PICTURE)
        self.leave(session)

    def test_wezterm_answers_kitty_but_gets_iterm(self):
        session = self.graphics_shell(GraphicsTerminal(kitty=True), TERM_PROGRAM="WezTerm")
        self.open_and_wait(session, lambda s: any(q.startswith(b"\x1b]1337;") for q in s.graphics_sequences))
        self.assertFalse([keys for keys, _ in self.kitty_commands(session) if keys.get("a") == "T"])
        self.leave(session)

    def test_a_terminal_that_answers_nothing_gets_blocks(self):
        session = self.graphics_shell(GraphicsTerminal(da1=False, cell=None), answers_queries=False)
        self.open_and_wait(session, lambda s: len(self.coloured_rows(s)) >= 5)
        self.assertEqual([q for q in session.graphics_sequences if not q.startswith(b"\x1b_Gi=31,")], [])
        self.leave(session)
        self.assert_settings_say(session, "auto (blocks)")

    def test_a_named_protocol_wins_and_auto_asks_again(self):
        session = self.graphics_shell(GraphicsTerminal(kitty=True))
        session.type("set images sixel\r")
        session.wait_text("Images: sixel")
        self.open_and_wait(session, lambda s: any(q.startswith(b"\x1bP") for q in s.graphics_sequences))
        self.assertFalse(any(self.placeholder_rows(session)))
        self.leave(session)

    @unittest.skipIf(shutil.which("tmux") is None, "no tmux")
    def test_inside_tmux_blocks_unless_a_protocol_is_named_with_passthrough_on(self):
        socket = f"viper-graphics-{os.getpid()}"
        self.addCleanup(subprocess.run, ["tmux", "-L", socket, "kill-server"], capture_output=True)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home, "LANG": "C.UTF-8",
               "TERM": "xterm-256color", "COLORTERM": "truecolor", "TZ": "UTC", "SWIFT_BACKTRACE": "enable=no",
               "XDG_CACHE_HOME": os.path.join(self.work, "cache")}
        inner = " ".join(shlex.quote(word) for word in [BINARY, "--home", self.home, "--source", self.source])
        # tmux between the shell and a kitty terminal: tmux answers DA1 itself and returns no
        # kitty reply, so `auto` draws blocks.
        session = ScreenSession(
            ["tmux", "-f", "/dev/null", "-L", socket, "new-session", "-x", "80", "-y", "30", inner, ";",
             "set-option", "-g", "allow-passthrough", "on"],
            rows=30, cols=80, env=env, timeout=60, graphics=GraphicsTerminal(kitty=True))
        self.sessions.append(session)
        session.wait_text(PROMPT)
        session.wait_quiet()
        self.open_and_wait(session, lambda s: len(self.coloured_rows(s)) >= 5)
        self.leave_under_tmux(session)
        self.assert_settings_say(session, "auto (blocks)")
        # Named, through tmux's passthrough: the outer terminal gets kitty's transmission.
        session.type("set images kitty\r")
        session.wait_text("Images: kitty")
        self.open_and_wait(session, lambda s: any(keys.get("a") == "T" for keys, _ in self.kitty_commands(s)))
        keys = [keys for keys, _ in self.kitty_commands(session) if keys.get("a") == "T"][0]
        self.assertEqual((keys["U"], keys["f"], keys["c"], keys["r"]), ("1", "100", "20", "5"))
        self.leave_under_tmux(session)

    @staticmethod
    def leave_under_tmux(session):
        """tmux keeps the outer terminal's alternate screen: the reader is gone when its text is."""
        session.keys("q")
        session.wait_for(lambda s: "Below the picture." not in s.text(), step="leaving the reader")
        session.wait_quiet()


    def test_a_printed_article_transmits_then_prints_placeholders(self):
        session = self.graphics_shell(GraphicsTerminal(kitty=True))
        # Fetched once by the reader, then printed from the cache.
        self.open_and_wait(session, lambda s: any(self.placeholder_rows(s)))
        self.leave(session)
        session.type("set reader plain\r")
        session.wait_text("Reader: plain")
        mark = len(session.graphics_sequences)
        session.type("open 1\r")
        session.wait_text("item>")
        session.wait_quiet()
        transmissions = [keys for keys, _ in self.kitty_commands(session)[mark:] if keys.get("a") == "T"]
        self.assertEqual(len(transmissions), 1, session.graphics_sequences[mark:])
        self.assertEqual([n for n in self.placeholder_rows(session) if n], [20] * 5, session.dump())
        # `image K` at the prompt draws it the same way, its caption under it.
        session.type("\x0c")
        session.wait_quiet()
        session.type("image 1\r")
        session.wait_text("A red and blue picture")
        session.wait_quiet()
        self.assertEqual([n for n in self.placeholder_rows(session) if n], [20] * 5, session.dump())
        # With sixel named (an article opened after it): the printed article, then `image K`,
        # each a sixel written where the image goes, its caption under it.
        session.type("set images sixel\r")
        session.wait_text("Images: sixel")
        for command in ("open 1", "image 1"):
            mark = len(session.graphics_sequences)
            session.type(command + "\r")
            session.wait_quiet()
            self.assertEqual(len([q for q in session.graphics_sequences[mark:] if q.startswith(b"\x1bP")]), 1, command)
            self.assertFalse(any(self.placeholder_rows(session)[-8:]), session.dump())


if __name__ == "__main__":
    unittest.main()
