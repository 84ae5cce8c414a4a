// Sixel: the pixels scaled to the canvas (vs_image_resample), a palette of at most 255 colours
// chosen by libsixel's median cut, each pixel its nearest entry (no dithering, as for the other
// protocols), each entry then the mean of its pixels, and libsixel's encoder. Pixels under half
// opaque take index 255, past the palette, so the encoder draws nothing there and the DCS's
// P2 = 1 leaves the terminal's own background. libsixel is linked statically
// (Linking/static/libsixel.so); only its quantizer, encoder and their helpers are pulled in.
// chafa 1.12's sixel encoder took about twice as long (BENCHMARKS.md, session 53).
#include "sixel.h"

#include <stdlib.h>
#include <string.h>

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Weverything"
#include <sixel/sixel.h>
#pragma clang diagnostic pop

/// Each pixel's palette index under the dither's palette (a buffer from its allocator, malloc).
/// libsixel exports it from libsixel.so.1 and calls it from its own encoder, but declares it only
/// in its source's dither.h (1.10.3), so it is declared here as that header has it.
sixel_index_t *sixel_dither_apply_palette(sixel_dither_t *dither, unsigned char *pixels, int width, int height);

/// Where the encoder's output gathers.
typedef struct {
    char *bytes;
    size_t length;
    size_t capacity;
    int failed;
} gathered;

static int gather(char *data, int size, void *context) {
    gathered *into = context;
    if (into->failed || size <= 0) return 0;
    if (into->length + (size_t)size + 3 > into->capacity) {
        size_t capacity = into->capacity * 2 + (size_t)size + 3;
        char *grown = realloc(into->bytes, capacity);
        if (grown == NULL) {
            into->failed = 1;
            return 0;
        }
        into->bytes = grown;
        into->capacity = capacity;
    }
    memcpy(into->bytes + into->length, data, (size_t)size);
    into->length += (size_t)size;
    return 0;
}

/// The palette's last index, kept for transparent pixels.
enum { transparent_index = 255 };

/// The scaled pixels as RGB for the quantizer, and whether any is transparent (alpha < 128,
/// chafa's threshold). A transparent pixel takes the colour of the opaque one before it (or of
/// the first), so that it adds no colour of its own to the palette.
static int split_alpha(const uint8_t *rgba, size_t count, uint8_t *rgb) {
    int transparent = 0;
    uint8_t last[3] = {0, 0, 0};
    for (size_t i = 0; i < count; i++)
        if (rgba[i * 4 + 3] >= 128) {
            memcpy(last, rgba + i * 4, 3);
            break;
        }
    for (size_t i = 0; i < count; i++) {
        const uint8_t *pixel = rgba + i * 4;
        if (pixel[3] < 128) {
            transparent = 1;
            memcpy(rgb + i * 3, last, 3);
        } else {
            memcpy(rgb + i * 3, pixel, 3);
            memcpy(last, pixel, 3);
        }
    }
    return transparent;
}

/// Each palette entry made the mean of the pixels that took it. libsixel's median cut keeps 5
/// bits a channel (white would be 248, 97 %); one such step gives the entries their exact
/// colours back and can only lower the error of the mapping made.
static void refine_palette(sixel_dither_t *dither, const uint8_t *rgb, const sixel_index_t *indices, size_t count) {
    int colours = sixel_dither_get_num_of_palette_colors(dither);
    if (colours <= 0 || colours > transparent_index) return;
    uint64_t sums[transparent_index][3] = {{0}};
    uint32_t taken[transparent_index] = {0};
    for (size_t i = 0; i < count; i++) {
        int index = indices[i];
        if (index >= colours) continue;
        sums[index][0] += rgb[i * 3];
        sums[index][1] += rgb[i * 3 + 1];
        sums[index][2] += rgb[i * 3 + 2];
        taken[index]++;
    }
    unsigned char palette[transparent_index * 3];
    memcpy(palette, sixel_dither_get_palette(dither), (size_t)colours * 3);
    for (int index = 0; index < colours; index++) {
        if (taken[index] == 0) continue;
        for (int channel = 0; channel < 3; channel++)
            palette[index * 3 + channel] = (unsigned char)((sums[index][channel] + taken[index] / 2) / taken[index]);
    }
    sixel_dither_set_palette(dither, palette);
}

/// Encodes `rgb` (with `rgba`'s alpha) into `into` after the DCS introducer.
static int encode(const uint8_t *rgba, uint8_t *rgb, int32_t width, int32_t height, int transparent, gathered *into) {
    sixel_dither_t *dither = NULL;
    sixel_output_t *output = NULL;
    sixel_index_t *indices = NULL;
    size_t count = (size_t)width * (size_t)height;
    int status = -1;
    if (SIXEL_FAILED(sixel_dither_new(&dither, transparent_index, NULL))) goto end;
    sixel_dither_set_diffusion_type(dither, SIXEL_DIFFUSE_NONE);
    if (SIXEL_FAILED(sixel_dither_initialize(dither, rgb, width, height, SIXEL_PIXELFORMAT_RGB888, SIXEL_LARGE_AUTO,
                                             SIXEL_REP_AUTO, SIXEL_QUALITY_AUTO)))
        goto end;
    indices = sixel_dither_apply_palette(dither, rgb, width, height);
    if (indices == NULL) goto end;
    refine_palette(dither, rgb, indices, count);
    if (transparent) {
        for (size_t i = 0; i < count; i++)
            if (rgba[i * 4 + 3] < 128) indices[i] = transparent_index;
    }
    sixel_dither_set_pixelformat(dither, SIXEL_PIXELFORMAT_PAL8);
    if (SIXEL_FAILED(sixel_output_new(&output, gather, into, NULL))) goto end;
    // The introducer (with P2 = 1) and ST are ours; libsixel writes from `q` on.
    sixel_output_set_skip_dcs_envelope(output, 1);
    if (SIXEL_FAILED(sixel_encode(indices, width, height, 8, dither, output)) || into->failed) goto end;
    status = 0;
end:
    // The indices come from the dither's allocator, which is libsixel's default: malloc.
    free(indices);
    if (output != NULL) sixel_output_unref(output);
    if (dither != NULL) sixel_dither_unref(dither);
    return status;
}

char *vs_sixel_sequence(const vs_image *image, const vs_image_canvas *canvas, size_t *length) {
    static const char introducer[] = "\033P0;1;0";
    int32_t width = canvas->columns * canvas->cell_width;
    int32_t height = canvas->rows * canvas->cell_height;
    if (height >= 6) height -= height % 6;
    size_t count = (size_t)width * (size_t)height;
    // The decoder's own bound (ImageLimits' 50 megapixels); libsixel counts pixels in an int.
    if (width <= 0 || height <= 0 || count > 50000000) return NULL;
    uint8_t *rgba = malloc(count * 4), *rgb = malloc(count * 3);
    gathered into = {.bytes = malloc(count / 2 + 64), .length = 0, .capacity = count / 2 + 64, .failed = 0};
    char *result = NULL;
    if (rgba == NULL || rgb == NULL || into.bytes == NULL) goto end;
    if (vs_image_resample(image, width, height, rgba) != 0) goto end;
    memcpy(into.bytes, introducer, sizeof introducer - 1);
    into.length = sizeof introducer - 1;
    if (encode(rgba, rgb, width, height, split_alpha(rgba, count, rgb), &into) != 0) goto end;
    memcpy(into.bytes + into.length, "\033\\", 2);
    into.length += 2;
    into.bytes[into.length] = '\0';
    *length = into.length;
    result = into.bytes;
    into.bytes = NULL;
end:
    free(rgba);
    free(rgb);
    free(into.bytes);
    return result;
}
