#!/usr/bin/python3
"""Writes the image fixtures ArticleImagesTests reads, drawn with python3-pil, into DIRECTORY,
and prints a JSON manifest: each file's format, size and RGBA pixels as PIL reads them back (the
oracle the decoder is held to).

usage: image_fixtures.py DIRECTORY
"""
import json
import os
import random
import struct
import sys
import zlib

from PIL import Image

COLOURS = [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 255, 0),
           (10, 20, 30, 255), (200, 100, 50, 128), (0, 0, 0, 255), (255, 255, 0, 255)]


def pattern():
    image = Image.new("RGBA", (4, 2))
    image.putdata(COLOURS)
    return image


def digest(data):
    """A position-weighted sum of the bytes (RGBA, row by row), for images too large to list."""
    return sum((index + 1) * value for index, value in enumerate(data)) % (1 << 61)


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def raw_png(path, width, height, idat):
    """An 8-bit RGB PNG with `idat` as its compressed data, whatever that holds."""
    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n")
        handle.write(png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        handle.write(png_chunk(b"IDAT", idat))
        handle.write(png_chunk(b"IEND", b""))


def adam7_png(path, width, height, pixel):
    """An RGB PNG interlaced with Adam7 (PIL writes none), each pass's rows unfiltered."""
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    raw = bytearray()
    for x0, y0, dx, dy in passes:
        columns = range(x0, width, dx)
        if not columns:
            continue
        for y in range(y0, height, dy):
            raw.append(0)
            for x in columns:
                raw.extend(pixel(x, y))

    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n")
        handle.write(png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 1)))
        handle.write(png_chunk(b"IDAT", zlib.compress(bytes(raw), 9)))
        handle.write(png_chunk(b"IEND", b""))


def damaged_pngs(folder):
    """PNGs whose chunks are whole but whose compressed data is not: they are refused. Written
    as files only (PIL refuses them too), listed in no manifest."""
    rows = bytes(sum(([0] + [(x * 40) % 256 for x in range(4 * 3)] for _ in range(4)), []))
    data = zlib.compress(rows, 9)
    raw_png(os.path.join(folder, "stream-cut.png"), 4, 4, data[: len(data) // 2])
    corrupt = bytearray(data)
    corrupt[3] ^= 0xFF
    raw_png(os.path.join(folder, "stream-corrupt.png"), 4, 4, bytes(corrupt))
    # FDICT set (a preset dictionary, which PNG forbids), the check bits kept valid.
    cmf, flg = 0x78, 0x20
    flg += 31 - (cmf * 256 + flg) % 31
    raw_png(os.path.join(folder, "preset-dictionary.png"), 4, 4, bytes([cmf, flg]) + b"\0\0\0\0" + data[2:])
    # 4 × 4 pixels whose data inflates to 64 MB: a bomb, refused before it is all inflated.
    bomb = zlib.compressobj(9)
    idat = bomb.compress(rows) + b"".join(bomb.compress(bytes(1 << 20)) for _ in range(64)) + bomb.flush()
    raw_png(os.path.join(folder, "inflation-bomb.png"), 4, 4, idat)


def main():
    folder = sys.argv[1]
    made = {}

    def save(name, image, **options):
        path = os.path.join(folder, name)
        image.save(path, **options)
        with Image.open(path) as back:
            back.seek(0)
            rgba = back.convert("RGBA")
            record(name, back.format, rgba)

    def record(name, format, rgba):
        small = rgba.width * rgba.height <= 1024
        made[name] = {"format": format, "width": rgba.width, "height": rgba.height,
                      "pixels": [list(p) for p in rgba.getdata()] if small else [],
                      "digest": digest(rgba.tobytes())}

    save("pattern.png", pattern())
    save("pattern.webp", pattern(), lossless=True)
    opaque = Image.new("RGB", (4, 2))
    opaque.putdata([c[:3] for c in COLOURS])
    save("pattern.gif", opaque)
    # Lossy: compared within a tolerance; flat colour so that the blocks hold it.
    save("flat.jpeg", Image.new("RGB", (16, 16), (40, 120, 200)), quality=95)
    progressive = Image.new("RGB", (33, 17), (200, 40, 40))
    save("progressive.jpeg", progressive, quality=90, progressive=True)
    # Top half red, bottom half blue: one cell draws it as a half block.
    halves = Image.new("RGB", (20, 40), (255, 0, 0))
    halves.paste((0, 0, 255), (0, 20, 20, 40))
    save("halves.png", halves)
    save("photo.webp", Image.effect_mandelbrot((320, 180), (-2, -1.2, 1, 1.2), 64).convert("RGB"), quality=80)
    save("screen.png", Image.effect_mandelbrot((320, 180), (-2, -1.2, 1, 1.2), 64).convert("RGB"))
    # PNG's compressed data (inflated by libdeflate): a palette, grey with alpha, Adam7 passes, and
    # noise that PIL writes as several IDAT chunks.
    palette = Image.new("P", (5, 3))
    palette.putpalette([255, 0, 0, 0, 128, 0, 0, 0, 255, 250, 250, 250])
    palette.putdata([0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1])
    save("palette.png", palette)
    grey = Image.new("LA", (6, 4))
    grey.putdata([(i * 40 % 256, 255 - i * 10) for i in range(24)])
    save("grey-alpha.png", grey)
    save("grey.png", Image.frombytes("L", (7, 5), bytes((i * 37) % 256 for i in range(35))))
    path = os.path.join(folder, "adam7.png")
    adam7_png(path, 13, 11, lambda x, y: ((x * 19) % 256, (y * 23) % 256, (x * y * 7) % 256))
    with Image.open(path) as back:
        record("adam7.png", back.format, back.convert("RGBA"))
    rng = random.Random(52)
    noise = Image.frombytes("RGB", (300, 200), bytes(rng.randrange(256) for _ in range(300 * 200 * 3)))
    save("noise.png", noise)
    # For the sixel scaler and encoder: colours under an alpha that falls from the centre out, and
    # a cut-out whose transparent half still holds blue (drawn, it would show).
    translucent = Image.new("RGBA", (120, 60))
    translucent.putdata([((x * 17) % 256, (y * 29) % 256, (x * y) % 256,
                          max(0, 255 - int(((x - 60) ** 2 + (y - 30) ** 2) ** 0.5 * 4)))
                         for y in range(60) for x in range(120)])
    save("translucent.png", translucent)
    cutout = Image.new("RGBA", (60, 36), (255, 128, 0, 255))
    cutout.paste((0, 0, 255, 0), (0, 0, 30, 36))
    save("cutout.png", cutout)
    # Large enough (614,400 pixels) that the scaler gives half its rows to a second thread.
    save("large.png", Image.merge("RGB", [Image.effect_mandelbrot((1024, 600), (-2, -1.2, 1, 1.2), 100),
                                          Image.linear_gradient("L").resize((1024, 600)),
                                          Image.effect_noise((1024, 600), 40)]))
    damaged_pngs(folder)
    json.dump(made, sys.stdout)


main()
