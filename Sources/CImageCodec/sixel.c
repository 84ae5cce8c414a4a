// Sixel: the pixels scaled to the canvas (vs_image_resample), a palette of at most 255 colours
// chosen by libsixel's median cut, each pixel mapped to an entry by libsixel (the nearest, found
// through its cache of 15-bit colours; no dithering, as for the other protocols), each entry then
// the mean of its opaque pixels, and libsixel's encoder, a large image's lower half of the bands
// on a second thread. Pixels under half opaque take index 255, past the palette, so the encoder
// draws nothing there and the DCS's P2 = 1 leaves the terminal's own background. libsixel is
// linked statically (Linking/static/libsixel.so); only its quantizer, encoder and their helpers
// are pulled in. chafa 1.12's sixel encoder took about twice as long (BENCHMARKS.md, session 53).
#include "sixel.h"

#include <pthread.h>
#include <stdio.h>
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

/// Whether an RGBA pixel is left undrawn: under half opaque (chafa's threshold).
static int is_transparent(const uint8_t *pixel) { return pixel[3] < 128; }

/// `q` and the raster attributes of a `width` × `height` image (`q"1;1;W;H`), as libsixel writes
/// them; their length.
static int raster_attributes(char text[48], int32_t width, int32_t height) {
    return snprintf(text, 48, "q\"1;1;%d;%d", width, height);
}

/// The scaled pixels as RGB for the quantizer, and whether any is transparent. A transparent pixel takes the colour of the opaque one before it (or of
/// the first), so that it adds no colour of its own to the palette.
static int split_alpha(const uint8_t *rgba, size_t count, uint8_t *rgb) {
    int transparent = 0;
    uint8_t last[3] = {0, 0, 0};
    for (size_t i = 0; i < count; i++)
        if (!is_transparent(rgba + i * 4)) {
            memcpy(last, rgba + i * 4, 3);
            break;
        }
    for (size_t i = 0; i < count; i++) {
        const uint8_t *pixel = rgba + i * 4;
        if (is_transparent(pixel)) {
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

/// Some of an image's rows (whole six-pixel bands) encoded on their own: libsixel's bytes for them.
typedef struct {
    sixel_dither_t *dither;
    const sixel_index_t *indices;
    int32_t width;
    int32_t height;
    gathered out;
    int status;
} band_rows;

/// Encodes `rows` into `rows->out`: from libsixel's `q` and raster attributes (for these rows
/// alone) on, without the DCS envelope.
static int encode_rows(band_rows *rows) {
    sixel_output_t *output = NULL;
    size_t capacity = (size_t)rows->width * (size_t)rows->height / 2 + 64;
    rows->out = (gathered){.bytes = malloc(capacity), .capacity = capacity};
    if (rows->out.bytes == NULL || SIXEL_FAILED(sixel_output_new(&output, gather, &rows->out, NULL))) return -1;
    sixel_output_set_skip_dcs_envelope(output, 1);
    SIXELSTATUS status =
        sixel_encode((unsigned char *)rows->indices, rows->width, rows->height, 8, rows->dither, output);
    sixel_output_unref(output);
    return SIXEL_FAILED(status) || rows->out.failed ? -1 : 0;
}

static void *encode_rows_on_thread(void *context) {
    band_rows *rows = context;
    rows->status = encode_rows(rows);
    return NULL;
}

/// Appends `rows`' bytes after their raster attributes (`q"1;1;W;H`, which must be there) to
/// `into`. Returns 0, or -1.
static int append_body(const band_rows *rows, gathered *into) {
    char attributes[48];
    int length = raster_attributes(attributes, rows->width, rows->height);
    if (length <= 0 || rows->out.length < (size_t)length || memcmp(rows->out.bytes, attributes, (size_t)length) != 0)
        return -1;
    gather(rows->out.bytes + length, (int)(rows->out.length - (size_t)length), into);
    return into->failed ? -1 : 0;
}

/// Pixels from which the lower half of the bands is encoded on a second thread, with a dither of
/// its own holding the same palette (libsixel counts references without atomics) and no palette
/// definitions of its own (`body_only`).
enum { pixels_for_two_encoders = 100000 };

/// Encodes indexed pixels into `into` after the DCS introducer: `q`, the raster attributes
/// (`raster_height` high), the palette, and the bands, the lower half's from a second thread after
/// a Graphics New Line (`-`).
static int encode_bands(sixel_dither_t *dither, const sixel_index_t *indices, int32_t width, int32_t height,
                        int32_t raster_height, gathered *into) {
    band_rows upper = {.dither = dither, .indices = indices, .width = width, .height = height};
    band_rows lower = {.width = width, .status = -1};
    pthread_t thread;
    int threaded = 0;
    if ((size_t)width * (size_t)height >= pixels_for_two_encoders && height >= 12) {
        upper.height = height / 12 * 6;
        int colours = sixel_dither_get_num_of_palette_colors(dither);
        if (!SIXEL_FAILED(sixel_dither_new(&lower.dither, colours, NULL))) {
            sixel_dither_set_palette(lower.dither, sixel_dither_get_palette(dither));
            sixel_dither_set_pixelformat(lower.dither, SIXEL_PIXELFORMAT_PAL8);
            sixel_dither_set_body_only(lower.dither, 1);
            lower.indices = indices + (size_t)upper.height * (size_t)width;
            lower.height = height - upper.height;
            threaded = pthread_create(&thread, NULL, encode_rows_on_thread, &lower) == 0;
        }
        if (!threaded) upper.height = height;
    }
    int status = encode_rows(&upper);
    if (threaded) pthread_join(thread, NULL);
    char attributes[48];
    int length = raster_attributes(attributes, width, raster_height);
    gather(attributes, length, into);
    if (status != 0 || append_body(&upper, into) != 0) status = -1;
    if (threaded && (lower.status != 0 || (gather("-", 1, into), append_body(&lower, into)) != 0)) status = -1;
    free(upper.out.bytes);
    free(lower.out.bytes);
    if (lower.dither != NULL) sixel_dither_unref(lower.dither);
    return status;
}

/// Encodes `rgb` (with `rgba`'s alpha) into `into` after the DCS introducer.
static int encode(const uint8_t *rgba, uint8_t *rgb, int32_t width, int32_t height, int32_t raster_height,
                  int transparent, gathered *into) {
    sixel_dither_t *dither = NULL;
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
    // Transparent pixels first, so that they weigh on no entry's mean.
    if (transparent) {
        for (size_t i = 0; i < count; i++)
            if (is_transparent(rgba + i * 4)) indices[i] = transparent_index;
    }
    refine_palette(dither, rgb, indices, count);
    sixel_dither_set_pixelformat(dither, SIXEL_PIXELFORMAT_PAL8);
    status = encode_bands(dither, indices, width, height, raster_height, into);
end:
    // The indices come from the dither's allocator, which is libsixel's default: malloc.
    free(indices);
    if (dither != NULL) sixel_dither_unref(dither);
    return status;
}

char *vs_sixel_sequence(const vs_image *image, const vs_image_canvas *canvas, size_t *length) {
    static const char introducer[] = "\033P0;1;0";
    int64_t wide = (int64_t)canvas->columns * canvas->cell_width;
    int64_t high = (int64_t)canvas->rows * canvas->cell_height;
    // The decoder's own bound (ImageLimits' 50 megapixels); libsixel counts pixels in an int.
    if (wide <= 0 || high <= 0 || wide * high > 50000000) return NULL;
    int32_t width = (int32_t)wide, height = (int32_t)high;
    if (height >= 6) height -= height % 6;
    // Under one band high, libsixel would start with a Graphics New Line (it puts one before every
    // band but the one ending on the sixth row), so the band is padded with transparent rows
    // (calloc: alpha 0) and the raster attributes keep the image's own height.
    int32_t rows = height < 6 ? 6 : height;
    size_t count = (size_t)width * (size_t)rows;
    uint8_t *rgba = calloc(count, 4), *rgb = malloc(count * 3);
    gathered into = {.bytes = malloc(count / 2 + 64), .length = 0, .capacity = count / 2 + 64, .failed = 0};
    char *result = NULL;
    if (rgba == NULL || rgb == NULL || into.bytes == NULL) goto end;
    if (vs_image_resample(image, width, height, rgba) != 0) goto end;
    memcpy(into.bytes, introducer, sizeof introducer - 1);
    into.length = sizeof introducer - 1;
    if (encode(rgba, rgb, width, rows, height, split_alpha(rgba, count, rgb), &into) != 0) goto end;
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
