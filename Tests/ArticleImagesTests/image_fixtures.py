#!/usr/bin/python3
"""Writes the image fixtures ArticleImagesTests reads, drawn with python3-pil, into DIRECTORY,
and prints a JSON manifest: each file's format, size and RGBA pixels as PIL reads them back (the
oracle the decoder is held to).

usage: image_fixtures.py DIRECTORY
"""
import json
import os
import sys

from PIL import Image

COLOURS = [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 255, 0),
           (10, 20, 30, 255), (200, 100, 50, 128), (0, 0, 0, 255), (255, 255, 0, 255)]


def pattern():
    image = Image.new("RGBA", (4, 2))
    image.putdata(COLOURS)
    return image


def main():
    folder = sys.argv[1]
    made = {}

    def save(name, image, **options):
        path = os.path.join(folder, name)
        image.save(path, **options)
        with Image.open(path) as back:
            back.seek(0)
            rgba = back.convert("RGBA")
            made[name] = {"format": back.format, "width": back.width, "height": back.height,
                          "pixels": [list(p) for p in rgba.getdata()] if back.width * back.height <= 1024 else []}

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
    json.dump(made, sys.stdout)


main()
