"""Images in the full-screen reader (issue 39) through a real terminal emulator: an article whose
image is served over HTTP opens at once with the image's caption, the image is drawn in coloured
block characters above it as soon as it arrives, it is drawn again from the cache with the server
gone, and `set images off` leaves the caption alone. The server answers `text/plain`: the format
is read from the bytes.

    VIPER_SHELL=.build/debug/viper-shell python3 -m unittest discover -s Tests/Screen
"""
import http.server
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import unittest
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

try:
    import pexpect  # noqa: F401
    import pyte  # noqa: F401
    MISSING = None
except ImportError as error:
    MISSING = str(error)

if MISSING is None:
    from screen_harness import ScreenSession, viper_shell_binary  # noqa: E402

BINARY = viper_shell_binary() if MISSING is None else None
USER = "pictures1"
PASSWORD = "s3cret-Passw0rd!"
PROMPT = f"{USER}@items>"
RED, BLUE = "ff0000", "0000ff"


def png(width, height, colour_at):
    """A PNG (8-bit RGB) of `width` × `height` whose pixel (x, y) is `colour_at(x, y)`."""
    rows = b"".join(b"\x00" + b"".join(bytes(colour_at(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


# 200 × 100 pixels, the top half red and the bottom half blue: 20 columns × 5 rows of cells.
PICTURE = png(200, 100, lambda x, y: (255, 0, 0) if y < 50 else (0, 0, 255))


class ImageServer:
    """Serves PICTURE at /picture.png as text/plain, counting requests."""

    def __init__(self):
        server = self
        self.requests = 0

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                server.requests += 1
                body = PICTURE if self.path == "/picture.png" else b"not found"
                self.send_response(200 if self.path == "/picture.png" else 404)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.address = f"http://127.0.0.1:{self.httpd.server_address[1]}/picture.png"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@unittest.skipIf(MISSING, f"pexpect or pyte missing: {MISSING}")
@unittest.skipIf(BINARY is None, "no viper-shell binary (build it, or set VIPER_SHELL)")
class ReaderImageTests(unittest.TestCase):
    def setUp(self):
        self.server = ImageServer()
        self.work = tempfile.mkdtemp(prefix="reader-images-")
        self.home = os.path.join(self.work, "home")
        self.source = os.path.join(self.work, "items.json")
        body = "Above the picture.\n\n![A red and blue picture](" + self.server.address + ")\n\nBelow the picture.\n"
        with open(self.source, "w") as f:
            json.dump([{
                "id": "aaaaaaaaaaaaaaaaaaa1", "title": "The article with a picture", "body": body,
                "url": "https://qiita.com/someone/items/aaaaaaaaaaaaaaaaaaa1",
                "user": {"id": "someone", "name": "Some One"}, "tags": [{"name": "images"}],
                "likes_count": 3, "stocks_count": 1, "comments_count": 0,
                "created_at": "2024-03-03T10:00:00+09:00", "updated_at": "2024-03-03T10:00:00+09:00",
            }], f)
        registered = subprocess.run(
            [BINARY, "--home", self.home, "--source", self.source, "-c", f"register {USER}"],
            input=f"{PASSWORD}\n{PASSWORD}\n", text=True, capture_output=True, timeout=120)
        self.assertEqual(registered.returncode, 0, registered.stderr)
        self.sessions = []

    def tearDown(self):
        for session in self.sessions:
            session.close()
        self.server.stop()
        shutil.rmtree(self.work, ignore_errors=True)

    def shell(self):
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home, "LANG": "C.UTF-8",
               "TERM": "xterm-256color", "COLORTERM": "truecolor", "TZ": "UTC", "SWIFT_BACKTRACE": "enable=no",
               "XDG_CACHE_HOME": os.path.join(self.work, "cache")}
        session = ScreenSession([BINARY, "--home", self.home, "--source", self.source], rows=30, cols=80,
                                env=env, timeout=60)
        self.sessions.append(session)
        session.wait_text(PROMPT)
        session.wait_quiet()
        return session

    def open_article(self, session):
        session.type("open 1\r")
        session.wait_for(lambda s: s.in_alternate_screen and "A red and blue picture" in s.text(), step="the reader")

    @staticmethod
    def picture_rows(session):
        """For each row: (red cells, blue cells) by background colour."""
        counts = []
        for row in range(session.rows):
            cells = session.cells(row)
            counts.append((sum(1 for c in cells if c.bg == RED or c.fg == RED),
                           sum(1 for c in cells if c.bg == BLUE or c.fg == BLUE)))
        return counts

    @staticmethod
    def coloured_rows(session):
        """The rows with 20 cells or more on a background colour of their own: an image's rows."""
        return [row for row in range(session.rows)
                if sum(1 for c in session.cells(row) if c.bg not in ("default", "000000")) >= 20]

    def clear(self, session):
        """Ctrl-L at the prompt: readline clears the screen, so nothing drawn before is left."""
        session.type("\x0c")
        session.wait_quiet()
        self.assertFalse(any(red or blue for red, blue in self.picture_rows(session)), session.dump())
        self.assertFalse(self.coloured_rows(session), session.dump())

    def leave(self, session):
        session.keys("q")
        session.wait_for(lambda s: not s.in_alternate_screen, step="leaving the reader")
        session.wait_text(PROMPT)

    def test_the_picture_arrives_above_its_caption_and_stays_cached(self):
        session = self.shell()
        self.open_article(session)
        session.wait_for(lambda s: any(red for red, _ in self.picture_rows(s)) and
                         any(blue for _, blue in self.picture_rows(s)), step="the picture drawn")
        session.wait_quiet()
        rows = self.picture_rows(session)
        drawn = [number for number, (red, blue) in enumerate(rows) if red or blue]
        self.assertEqual(len(drawn), 5, session.dump())
        self.assertTrue(all(max(rows[number]) <= 20 for number in drawn), session.dump())
        caption = next(number for number in range(session.rows) if "A red and blue picture" in session.row(number))
        self.assertEqual(caption, drawn[-1] + 1, session.dump())
        self.assertIn("Above the picture.", session.row(drawn[0] - 2), session.dump())
        self.leave(session)
        self.assertEqual(self.server.requests, 1)

        # From the cache, with the server gone: drawn at once, nothing asked.
        self.server.stop()
        self.server.requests = 0
        session = self.shell()
        self.open_article(session)
        session.wait_for(lambda s: any(red for red, _ in self.picture_rows(s)), step="the cached picture")
        self.leave(session)

        # `set images off`: the caption alone.
        session.type("set images off\r")
        session.wait_text("Images: off")
        self.open_article(session)
        session.wait_quiet()
        self.assertFalse(any(red or blue for red, blue in self.picture_rows(session)), session.dump())
        self.leave(session)

    def test_the_demo_draws_its_own_pictures_without_a_network(self):
        home = os.path.join(self.work, "demo-home")
        registered = subprocess.run([BINARY, "--home", home, "-c", f"register {USER}"],
                                    input=f"{PASSWORD}\n{PASSWORD}\n", text=True, capture_output=True, timeout=120)
        self.assertEqual(registered.returncode, 0, registered.stderr)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "LANG": "C.UTF-8",
               "TERM": "xterm-256color", "COLORTERM": "truecolor", "TZ": "UTC", "SWIFT_BACKTRACE": "enable=no",
               "XDG_CACHE_HOME": os.path.join(self.work, "demo-cache")}
        session = ScreenSession([BINARY, "--home", home], rows=40, cols=100, env=env, timeout=60)
        self.sessions.append(session)
        session.wait_text(PROMPT)
        # The demo article about SQLite indexes shows its photo (sky, sun and hills) after its
        # first paragraph: drawn at once, from the binary.
        session.type("open 22b8d569d8fbaf3e6182\r")
        session.wait_for(lambda s: s.in_alternate_screen and "A photo of the hills at sunrise" in s.text(),
                         step="the demo article")
        # The reader draws images on a worker thread after its first frame (a box stands in): on a
        # loaded machine that can take longer than a quiet spell, so wait for the picture itself.
        session.wait_for(lambda s: len(self.coloured_rows(s)) >= 5, step="the demo's picture drawn")
        session.wait_quiet()
        self.assertGreaterEqual(len(self.coloured_rows(session)), 5, session.dump())
        self.assertFalse(os.path.exists(os.path.join(home, "images")),
                         "a demo image was cached")
        self.leave(session)
        # `image ID K` at the prompt draws it as wide as the terminal, its caption under it.
        self.clear(session)
        session.type("image 22b8d569d8fbaf3e6182 1\r")
        session.wait_text("A photo of the hills at sunrise")
        session.wait_quiet()
        self.assertGreaterEqual(len(self.coloured_rows(session)), 10, session.dump())
        # Printed at the terminal (`set reader plain`), the article draws its image too.
        session.type("set reader plain\r")
        session.wait_text("Reader: plain")
        self.clear(session)
        session.type("open 22b8d569d8fbaf3e6182\r")
        session.wait_text("item>")
        session.wait_quiet()
        self.assertGreaterEqual(len(self.coloured_rows(session)), 5, session.dump())


if __name__ == "__main__":
    unittest.main()
