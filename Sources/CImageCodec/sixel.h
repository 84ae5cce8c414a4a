// Sixel images encoded by libsixel (sixel.c).
#ifndef VS_IMAGE_SIXEL_H
#define VS_IMAGE_SIXEL_H

#include "CImageCodec.h"

/// The DCS that draws `image` scaled to the canvas's pixels (its height rounded down to whole
/// six-pixel bands), transparent where the image is; malloc'd bytes and their count, or NULL.
char *vs_sixel_sequence(const vs_image *image, const vs_image_canvas *canvas, size_t *length);

#endif
