#!/usr/bin/python3
"""What PIL makes of an image, as raw RGBA bytes (row by row) for ArticleImagesTests to compare:

usage: pil_oracle.py resize IMAGE WIDTH HEIGHT OUT   the image scaled as the sixel encoder scales
                                                     it, one axis at a time, colours weighed by
                                                     alpha (PIL's RGBa): along an axis that
                                                     shrinks the exact area average (the image
                                                     repeated by NEAREST to a common multiple of
                                                     both sizes, then `reduce`, which averages
                                                     whole blocks; PIL's BOX filter instead takes
                                                     each source pixel whole or not at all), along
                                                     one that grows BILINEAR
       pil_oracle.py read IMAGE OUT                  the image's pixels (sixel2png's PNG)
"""
import math
import sys

from PIL import Image


def scale_axis(image, size, across):
    """`image` (RGBa) to `size` pixels along one axis."""
    source = image.width if across else image.height
    if size >= source:
        target = (size, image.height) if across else (image.width, size)
        return image.resize(target, Image.Resampling.BILINEAR)
    common = math.gcd(source, size)
    repeat, block = size // common, source // common
    if across:
        return image.resize((image.width * repeat, image.height), Image.Resampling.NEAREST).reduce((block, 1))
    return image.resize((image.width, image.height * repeat), Image.Resampling.NEAREST).reduce((1, block))


def resize(path, width, height):
    image = Image.open(path).convert("RGBA").convert("RGBa")
    return scale_axis(scale_axis(image, width, True), height, False).convert("RGBA")


def main():
    if sys.argv[1] == "resize":
        image = resize(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        out = sys.argv[5]
    else:
        image = Image.open(sys.argv[2]).convert("RGBA")
        out = sys.argv[3]
    with open(out, "wb") as handle:
        handle.write(image.tobytes())


main()
