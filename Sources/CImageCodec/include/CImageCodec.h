// Images for the terminal: decoding PNG, JPEG and GIF (its first frame) with stb_image and WebP
// with libwebp, and drawing the pixels with chafa as coloured block symbols or the kitty and
// iTerm2 graphics protocols, and with libsixel as sixels. No GLib type appears here; Swift calls only these functions
// (ArticleImages wraps them). See Documentation/design/images.md.
#ifndef C_IMAGE_CODEC_H
#define C_IMAGE_CODEC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The formats the decoder reads; the caller names it from the file's first bytes.
typedef enum {
    VS_IMAGE_FORMAT_PNG = 1,
    VS_IMAGE_FORMAT_JPEG = 2,
    VS_IMAGE_FORMAT_GIF = 3,
    VS_IMAGE_FORMAT_WEBP = 4,
} vs_image_format;

/// Why a decode gave no image.
typedef enum {
    VS_IMAGE_OK = 0,
    /// The bytes are not an image of the format named, or are cut short.
    VS_IMAGE_CORRUPT = 1,
    /// Wider times higher than the limit the caller passed.
    VS_IMAGE_TOO_LARGE = 2,
    /// The pixels could not be allocated.
    VS_IMAGE_NO_MEMORY = 3,
} vs_image_status;

/// Decoded pixels: RGBA, 8 bits a channel, not premultiplied, rows `width * 4` bytes apart.
typedef struct {
    uint8_t *pixels;
    int32_t width;
    int32_t height;
} vs_image;

/// Decodes `length` bytes of `format` into `image` (its pixels then belong to the caller:
/// `vs_image_free`). Refuses an image over `max_pixels` before allocating its pixels.
vs_image_status vs_image_decode(const uint8_t *bytes, size_t length, vs_image_format format, uint64_t max_pixels,
                                vs_image *image);

/// Frees a decoded image's pixels (nothing when there are none).
void vs_image_free(vs_image *image);

/// How pixels become terminal output.
typedef enum {
    /// Coloured block and sextant characters, one per cell (`vs_image_symbols`).
    VS_IMAGE_MODE_SYMBOLS = 0,
    VS_IMAGE_MODE_SIXEL = 1,
    VS_IMAGE_MODE_KITTY = 2,
    VS_IMAGE_MODE_ITERM2 = 3,
} vs_image_mode;

/// The cells an image is drawn into and how a cell measures in pixels.
typedef struct {
    int32_t columns;
    int32_t rows;
    int32_t cell_width;
    int32_t cell_height;
    /// 1: 24-bit colours; 0: the 256-colour palette (symbols only).
    int32_t true_colour;
    /// 1: sextants (U+1FB00…) as well as blocks and half blocks (symbols only).
    int32_t sextants;
} vs_image_canvas;

/// One cell drawn with a symbol: the character and its colours. With true colour the colours
/// are 0xRRGGBB; in 256 colours, palette indices. -1: no colour (transparent).
typedef struct {
    uint32_t scalar;
    int32_t foreground;
    int32_t background;
} vs_image_cell;

/// Draws `image` into `canvas->columns * canvas->rows` cells, row by row. Returns 0, or -1 when
/// the canvas is empty or over 1,000 cells on a side.
int vs_image_symbols(const vs_image *image, const vs_image_canvas *canvas, vs_image_cell *cells);

/// The escape sequence that draws `image` in `mode` (sixel, kitty or iTerm2) over the canvas's
/// cells from the cursor; `kitty_id` names a kitty image (its transmission creates a virtual
/// placement for Unicode placeholders). Returns malloc'd bytes (`vs_image_bytes_free`) and their
/// count in `length`, or NULL.
char *vs_image_sequence(const vs_image *image, const vs_image_canvas *canvas, vs_image_mode mode, uint32_t kitty_id,
                        size_t *length);

/// Scales `image` to `width` × `height` RGBA pixels (not premultiplied) into `pixels`
/// (`width * height * 4` bytes): along an axis that shrinks each pixel is the area-weighted mean
/// of those it covers, along one that grows bilinear; colours are weighed by alpha. The sixel
/// encoder's scaling (resample.c). Returns 0, or -1 for an empty size or when memory runs out.
int vs_image_resample(const vs_image *image, int32_t width, int32_t height, uint8_t *pixels);

/// Frees what `vs_image_sequence` returned.
void vs_image_bytes_free(char *bytes);

#ifdef __cplusplus
}
#endif

#endif
