"""A program at a pseudo-terminal of a given size, its screen read through a real terminal
emulator (pyte), as a person would see it: for the full-screen reader's tests (issue 38).

    from screen_harness import ScreenSession
    with ScreenSession(["less", path], rows=24, cols=80) as s:
        s.wait_quiet()
        s.keys("PgDn", "/", "needle", "Enter")
        s.wait_for(lambda s: "needle" in s.text())
        s.resize(30, 100)
        s.keys("q")
        s.wait_exit()
        assert s.modes_left_on() == set()
        assert s.termios_sane()

What it gives a test:
- `keys(*names)`: key names ("Down", "PgDn", "Esc", "C-c", "C-z", "F1", …, see KEYS) or plain
  text, each written to the terminal as the terminal would send it;
- `wait_quiet(ms)`: reads until nothing was written for `ms` milliseconds; `wait_for(pred)`:
  reads until `pred(session)` holds (both raise ScreenTimeout with the screen in the message);
- `lines()` / `text()` / `cursor()` / `line_attributes(row)`: the screen as displayed (pyte's
  display, wide characters taking two cells), where the cursor is and whether it is shown;
- `resize(rows, cols)`: TIOCSWINSZ on the pty, which makes the kernel send SIGWINCH to the
  terminal's foreground process group (the child, or the job in `shell=True` sessions);
- `output`: every byte the child wrote, for checks on the modes it set (`private_mode_events`,
  `modes_left_on`) and on how much a keypress cost (`bytes_since(mark)`, `measure_keys`: seconds
  from the keys to the last byte, and the bytes);
- `termios_flags()` / `termios_sane()`: the pty's line discipline (canonical, echo, signals),
  read on the master side (Linux gives the slave's settings there), valid after the child exited;
- `shell=True`: the command runs as a job of an interactive bash with job control, so Ctrl-Z
  stops it and `fg` resumes it (a session leader without a shell ignores the terminal's stop
  signal: its process group is orphaned);
- `answers_queries` (default on): the background colour query (OSC 11) is answered as xterm
  answers it, so a program waits no timeout for it (pyte answers nothing); so are the graphics
  queries (`GraphicsTerminal`: DA1, the cell size, kitty's `a=q`), as the `graphics` scenario says
  (default: an xterm without sixel, which answers DA1 and the cell size, not kitty);
- `graphics_sequences`: every APC, DCS and OSC 1337 string the child wrote (kitty's graphics,
  sixel, iTerm2's images, tmux passthrough), kept whole and taken out of what pyte reads (pyte
  would print their payload as text).

The emulator keeps an alternate screen (`1049h` saves the main screen and clears, `1049l` brings
it back), which pyte 0.8.2 does not: a test can check that what was under the reader is back.
"""
import copy
import os
import re
import select
import termios
import time

import signal

import pexpect
import pyte

# A process started from a thread that blocks signals inherits that mask (a Swift test's worker
# thread blocks most of them), and so would every program under test: SIGWINCH, SIGTSTP and SIGCONT
# would never reach less or a curses program. The programs here get the default: nothing blocked.
signal.pthread_sigmask(signal.SIG_SETMASK, [])

# Key names and the bytes an xterm sends for them (normal cursor mode; `application_cursor`
# below gives the SS3 forms a program that set DECCKM receives).
KEYS = {
    "Up": b"\x1b[A", "Down": b"\x1b[B", "Right": b"\x1b[C", "Left": b"\x1b[D",
    "Home": b"\x1b[H", "End": b"\x1b[F", "PgUp": b"\x1b[5~", "PgDn": b"\x1b[6~",
    "Insert": b"\x1b[2~", "Delete": b"\x1b[3~",
    "Esc": b"\x1b", "Enter": b"\r", "Tab": b"\t", "S-Tab": b"\x1b[Z", "Backspace": b"\x7f",
    "Space": b" ",
    "F1": b"\x1bOP", "F2": b"\x1bOQ", "F3": b"\x1bOR", "F4": b"\x1bOS",
    "F5": b"\x1b[15~", "F6": b"\x1b[17~", "F7": b"\x1b[18~", "F8": b"\x1b[19~",
    "F9": b"\x1b[20~", "F10": b"\x1b[21~", "F11": b"\x1b[23~", "F12": b"\x1b[24~",
}
APPLICATION_CURSOR = {"Up": b"\x1bOA", "Down": b"\x1bOB", "Right": b"\x1bOC", "Left": b"\x1bOD",
                      "Home": b"\x1bOH", "End": b"\x1bOF"}

# The private modes a full-screen program sets and must turn off again before it leaves:
# alternate screen, mouse reporting (X10, normal, button-event, any-event, SGR), bracketed paste,
# focus events, application cursor keys.
RESTORED_MODES = {1049, 47, 1047, 9, 1000, 1002, 1003, 1006, 1015, 2004, 1004, 1}
CURSOR_VISIBLE = 25

PRIVATE_MODE = re.compile(rb"\x1b\[\?([0-9;]+)([hl])")
OSC_BACKGROUND_QUERY = re.compile(rb"\x1b\]11;\?(\x07|\x1b\\)")
GRAPHICS_QUERY = re.compile(rb"\x1b\[16t|\x1b_Gi=31,[^\x1b]*\x1b\\|\x1b\[c|\x1b\[0c")


class GraphicsTerminal:
    """What a terminal answers about images: `kitty` (answers `a=q` with OK), `sixel` (4 in DA1),
    `cell` (pixels (width, height) answered to CSI 16 t, or None), `da1` (answers DA1 at all);
    `typed` is what a person typed while the terminal answered, sent just before DA1's answer."""

    def __init__(self, kitty=False, sixel=False, cell=(10, 20), da1=True, typed=b""):
        self.kitty, self.sixel, self.cell, self.da1, self.typed = kitty, sixel, cell, da1, typed

    def answer(self, query):
        if query == b"\x1b[16t":
            return b"\x1b[6;%d;%dt" % (self.cell[1], self.cell[0]) if self.cell else b""
        if query.startswith(b"\x1b_G"):
            return b"\x1b_Gi=31;OK\x1b\\" if self.kitty else b""
        typed, self.typed = self.typed, b""
        if not self.da1:
            return typed
        return typed + (b"\x1b[?62;4;22c" if self.sixel else b"\x1b[?64;1;2;6;9;15;18;21;22c")


class StringSequenceFilter:
    """Takes APC (ESC _), DCS (ESC P) and OSC 1337 strings out of a byte stream, across reads,
    keeping each whole; everything else passes."""

    def __init__(self):
        self.pending = b""
        self.sequences = []

    def feed(self, data):
        data = self.pending + data
        self.pending = b""
        out = bytearray()
        index = 0
        while index < len(data):
            start = data.find(b"\x1b", index)
            if start < 0:
                out += data[index:]
                break
            out += data[index:start]
            head = data[start:start + 7]
            if len(head) < 2 or (head[1:2] == b"]" and len(head) < 7 and b"\x1b]1337;".startswith(head)):
                self.pending = data[start:]
                break
            if head[1:2] in (b"_", b"P") or head.startswith(b"\x1b]1337;"):
                end = self._end(data, start + 2, allow_bell=head[1:2] == b"]")
                if end < 0:
                    self.pending = data[start:]
                    break
                self.sequences.append(bytes(data[start:end]))
                index = end
                continue
            out += data[start:start + 1]
            index = start + 1
        return bytes(out)

    @staticmethod
    def _end(data, index, allow_bell):
        """The index after the string's ST (ESC \\, or BEL for OSC); a doubled ESC (tmux's
        passthrough) is inside the string."""
        while index < len(data):
            byte = data[index]
            if byte == 0x07 and allow_bell:
                return index + 1
            if byte == 0x1B:
                if index + 1 >= len(data):
                    return -1
                if data[index + 1] == 0x5C:
                    return index + 2
                if data[index + 1] == 0x1B:
                    index += 2
                    continue
            index += 1
        return -1
QUIET_MS = 150
TIMEOUT = 10.0
SHELL_PROMPT = "screen-harness$ "


class ScreenTimeout(AssertionError):
    pass


def key_bytes(name, application_cursor=False):
    """The bytes for one key name ("Down", "C-c", "M-x") or, for anything else, the text itself."""
    if application_cursor and name in APPLICATION_CURSOR:
        return APPLICATION_CURSOR[name]
    if name in KEYS:
        return KEYS[name]
    if len(name) == 3 and name.startswith("C-"):
        char = name[2].lower()
        if "a" <= char <= "z":
            return bytes([ord(char) - 0x60])
        controls = {"@": 0, " ": 0, "[": 0x1B, "\\": 0x1C, "]": 0x1D, "^": 0x1E, "_": 0x1F, "?": 0x7F}
        if name[2] in controls:
            return bytes([controls[name[2]]])
    if len(name) >= 3 and name.startswith("M-"):
        return b"\x1b" + key_bytes(name[2:], application_cursor)
    return name.encode("utf-8")


def sgr_mouse(button, col, row, release=False):
    """An SGR mouse report (mode 1006) for a 1-based cell: button 0 left, 64 wheel up, 65 down."""
    return f"\x1b[<{button};{col};{row}{'m' if release else 'M'}".encode()


class AlternateScreen(pyte.Screen):
    """pyte's screen with xterm's alternate screen (private modes 1049, 1047, 47)."""

    def __init__(self, columns, lines):
        super().__init__(columns, lines)
        self.saved_main = None

    def set_mode(self, *modes, **kwargs):
        if kwargs.get("private") and any(mode in (1049, 1047, 47) for mode in modes):
            if self.saved_main is None:
                self.saved_main = (copy.deepcopy(self.buffer), copy.copy(self.cursor))
                self.erase_in_display(2)
            modes = tuple(mode for mode in modes if mode not in (1049, 1047, 47))
        super().set_mode(*modes, **kwargs)

    def reset_mode(self, *modes, **kwargs):
        if kwargs.get("private") and any(mode in (1049, 1047, 47) for mode in modes):
            if self.saved_main is not None:
                buffer, cursor = self.saved_main
                self.buffer.clear()
                self.buffer.update(buffer)
                self.cursor = cursor
                self.saved_main = None
                self.dirty.update(range(self.lines))
            modes = tuple(mode for mode in modes if mode not in (1049, 1047, 47))
        super().reset_mode(*modes, **kwargs)

    @property
    def in_alternate_screen(self):
        return self.saved_main is not None


class ScreenSession:
    """`argv` at a pty of `rows` × `cols` with `env` (TERM=xterm-256color and LANG=C.UTF-8 unless
    given), its screen kept by `AlternateScreen`."""

    def __init__(self, argv, rows=24, cols=80, env=None, cwd=None, shell=False, timeout=TIMEOUT,
                 answers_queries=True, graphics=None):
        self.rows, self.cols = rows, cols
        self.answers_queries = answers_queries
        self.graphics = graphics or GraphicsTerminal()
        self.strings = StringSequenceFilter()
        self.timeout = timeout
        self.screen = AlternateScreen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.output = bytearray()
        self.application_cursor = False
        self.exit_status = None
        self.last_output_at = None
        environment = dict(env) if env is not None else {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"),
            "LANG": "C.UTF-8"}
        environment.setdefault("TERM", "xterm-256color")
        self.shell = shell
        if shell:
            environment["PS1"] = SHELL_PROMPT
            environment["PROMPT_COMMAND"] = ""
            self.child = pexpect.spawn("bash", ["--noprofile", "--norc", "--noediting", "-i"], env=environment,
                                       cwd=cwd, dimensions=(rows, cols), encoding=None)
            self.wait_for(lambda s: s.shell_prompt_shown(0), step="the job shell's prompt")
            self.type(" ".join(_shell_quote(word) for word in argv) + "\r")
        else:
            self.child = pexpect.spawn(argv[0], list(argv[1:]), env=environment, cwd=cwd, dimensions=(rows, cols),
                                       encoding=None)

    # MARK: - Context

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def close(self):
        if self.child.isalive():
            self.child.terminate(force=True)
        self.child.close()

    # MARK: - Input

    def type(self, data):
        """Writes bytes or text to the terminal as they are."""
        self.child.send(data if isinstance(data, bytes) else data.encode("utf-8"))

    def keys(self, *names, pause_ms=0):
        """Each key name ("PgDn", "C-c") or text, in order; `pause_ms` between keys (an Esc alone
        must be followed by a pause longer than the program's ESC timeout to count as Esc)."""
        for name in names:
            self.type(key_bytes(name, self.application_cursor))
            if pause_ms:
                time.sleep(pause_ms / 1000)

    def mouse(self, button, col, row, release=False):
        self.type(sgr_mouse(button, col, row, release))

    def wheel(self, down=True, col=1, row=1):
        self.mouse(65 if down else 64, col, row)

    # MARK: - Output

    @property
    def graphics_sequences(self):
        return self.strings.sequences

    def _feed(self, data):
        self.output += data
        self._answer_queries(data)
        data = self.strings.feed(data)
        self.stream.feed(data)
        for mode, on in _private_modes(data):
            if mode == 1:
                self.application_cursor = on

    def _answer_queries(self, data):
        """Answers what a terminal is asked as xterm does, which pyte does not: the background
        colour (OSC 11, black as pyte draws it), ended as the query was (BEL or ST). A query split
        across two reads goes unanswered, as on a terminal that is slow to answer."""
        if not self.answers_queries:
            return
        for match in OSC_BACKGROUND_QUERY.finditer(data):
            self.type(b"\x1b]11;rgb:0000/0000/0000" + match.group(1))
        answers = b"".join(self.graphics.answer(match.group(0)) for match in GRAPHICS_QUERY.finditer(data))
        if answers:
            self.type(answers)

    def _read(self, seconds):
        """Reads what is there within `seconds`; False when nothing came (or the child is gone)."""
        fd = self.child.child_fd
        ready, _, _ = select.select([fd], [], [], max(0.0, seconds))
        if not ready:
            return False
        try:
            data = os.read(fd, 65536)
        except OSError:
            data = b""
        if not data:
            self._reap()
            return False
        self.last_output_at = time.monotonic()
        self._feed(data)
        return True

    def _reap(self):
        if self.exit_status is None and not self.child.isalive():
            self.exit_status = self.child.exitstatus if self.child.exitstatus is not None \
                else -(self.child.signalstatus or 0)

    @property
    def has_exited(self):
        self._reap()
        return self.exit_status is not None

    def wait_quiet(self, quiet_ms=QUIET_MS, timeout=None):
        """Reads until the child wrote nothing for `quiet_ms` (or it ended)."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while time.monotonic() < deadline:
            if not self._read(quiet_ms / 1000):
                return self
        raise ScreenTimeout(f"the screen did not settle within {timeout or self.timeout} s\n{self.dump()}")

    def wait_for(self, predicate, timeout=None, step="condition"):
        """Reads until `predicate(self)` holds."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            if predicate(self):
                return self
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise ScreenTimeout(f"timed out waiting for {step}\n{self.dump()}")
            if not self._read(min(remaining, 0.05)) and self.has_exited and not predicate(self):
                raise ScreenTimeout(f"the program ended while waiting for {step}\n{self.dump()}")

    def wait_text(self, text, timeout=None):
        return self.wait_for(lambda s: text in s.text(), timeout, step=repr(text))

    def wait_exit(self, timeout=None):
        """Reads everything until the child ends; its exit status (negative: the signal)."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while time.monotonic() < deadline:
            self._read(0.05)
            if self.has_exited:
                while self._read(0.01):
                    pass
                return self.exit_status
        raise ScreenTimeout(f"the program did not end within {timeout or self.timeout} s\n{self.dump()}")

    # MARK: - The screen

    def lines(self):
        """The screen's rows as displayed, trailing spaces kept (each `cols` cells wide)."""
        return list(self.screen.display)

    def text(self):
        return "\n".join(line.rstrip() for line in self.screen.display)

    def row(self, number):
        return self.screen.display[number].rstrip()

    def cursor(self):
        """(row, column, shown), 0-based."""
        return self.screen.cursor.y, self.screen.cursor.x, not self.screen.cursor.hidden

    def cells(self, row):
        """The pyte characters of one row (data, fg, bg, bold, italics, underscore, reverse, …)."""
        line = self.screen.buffer[row]
        return [line[column] for column in range(self.cols)]

    def highlighted(self, row, attribute="reverse"):
        """The text of each run of cells on `row` with `attribute` set (search hits, selection)."""
        runs, current = [], ""
        for cell in self.cells(row):
            if getattr(cell, attribute):
                current += cell.data
            elif current:
                runs.append(current)
                current = ""
        if current:
            runs.append(current)
        return runs

    def dump(self):
        shown = "\n".join(f"{number:3}|{line}|" for number, line in enumerate(self.lines()))
        y, x, visible = self.cursor()
        return f"---- screen {self.rows}x{self.cols}, cursor {y},{x}{'' if visible else ' hidden'} ----\n{shown}"

    @property
    def in_alternate_screen(self):
        return self.screen.in_alternate_screen

    def measure_keys(self, *names, quiet_ms=QUIET_MS):
        """Sends the keys and reads until quiet: (seconds from the keys to the last byte written,
        the bytes written), for key-to-frame latency and bytes-per-key figures."""
        self.wait_quiet(quiet_ms)
        mark, started = self.mark(), time.monotonic()
        self.last_output_at = None
        self.keys(*names)
        self.wait_quiet(quiet_ms)
        finished = self.last_output_at if self.last_output_at is not None else started
        return finished - started, self.bytes_since(mark)

    # MARK: - Size

    def resize(self, rows, cols):
        """Sets the pty's size (the kernel sends SIGWINCH to its foreground process group) and
        the emulator's."""
        self.rows, self.cols = rows, cols
        self.screen.resize(rows, cols)
        self.child.setwinsize(rows, cols)

    # MARK: - Modes and termios

    def mark(self):
        """Where the output is now, for `bytes_since`."""
        return len(self.output)

    def bytes_since(self, mark):
        return bytes(self.output[mark:])

    def private_mode_events(self, since=0):
        """Every DEC private mode set (True) or reset (False) in what the child wrote, in order."""
        return list(_private_modes(bytes(self.output[since:])))

    def modes_left_on(self, since=0):
        """The modes of RESTORED_MODES the child set and did not reset, plus 25 when it hid the
        cursor and did not show it again. Empty: the terminal was given back."""
        state = {}
        for mode, on in self.private_mode_events(since):
            state[mode] = on
        left = {mode for mode, on in state.items() if on and mode in RESTORED_MODES}
        if state.get(CURSOR_VISIBLE) is False:
            left.add(CURSOR_VISIBLE)
        return left

    def termios_flags(self):
        """The line discipline's flags now: canonical, echo, signals (ISIG), input CR→NL."""
        attributes = termios.tcgetattr(self.child.child_fd)
        iflag, lflag = attributes[0], attributes[3]
        return {"canonical": bool(lflag & termios.ICANON), "echo": bool(lflag & termios.ECHO),
                "signals": bool(lflag & termios.ISIG), "icrnl": bool(iflag & termios.ICRNL)}

    def termios_sane(self):
        return all(self.termios_flags().values())

    # MARK: - Jobs (shell=True)

    def suspend(self):
        """Ctrl-Z, then waits for the job shell's prompt."""
        mark = self.mark()
        self.keys("C-z")
        self.wait_for(lambda s: SHELL_PROMPT.encode() in s.bytes_since(mark), step="the job to stop")
        return self

    def resume(self):
        """`fg` at the job shell's prompt."""
        self.type("fg\r")
        return self

    def shell_prompt_shown(self, since):
        return SHELL_PROMPT.encode() in self.bytes_since(since)


def viper_shell_binary():
    """The viper-shell binary under test: `VIPER_SHELL` (set by the Swift test that runs this
    folder), else the debug build's; None when neither exists (the tests then skip)."""
    candidates = [os.environ.get("VIPER_SHELL", ""),
                  os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".build", "debug",
                               "viper-shell")]
    for candidate in candidates:
        if candidate and os.access(candidate, os.X_OK):
            return os.path.abspath(candidate)
    return None


def _private_modes(data):
    for match in PRIVATE_MODE.finditer(data):
        on = match.group(2) == b"h"
        for number in match.group(1).split(b";"):
            if number:
                yield int(number), on


def _shell_quote(word):
    if re.fullmatch(r"[A-Za-z0-9_@%+=:,./-]+", word):
        return word
    return "'" + word.replace("'", "'\"'\"'") + "'"
