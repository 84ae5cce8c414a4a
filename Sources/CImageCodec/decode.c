// Decoding: stb_image for PNG, JPEG and GIF (the first frame), libwebp for WebP. The image's size
// is read and checked against the caller's limit before any pixel is allocated. PNG's compressed
// data is inflated by libdeflate rather than stb_image's own inflater (STBI_NO_ZLIB, and
// stb_image's zlib entry point defined below): 2.6× faster on a noisy 1920 × 1080 screenshot,
// whose inflating was most of its decoding (Scripts/bench, BENCHMARKS.md session 52).
#include "CImageCodec.h"

#include <stdlib.h>
#include <string.h>

#include <libdeflate.h>
#include <webp/decode.h>

#define STBI_NO_ZLIB
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_ONLY_JPEG
#define STBI_ONLY_GIF
#define STBI_NO_STDIO
#define STBI_NO_HDR
#define STBI_NO_LINEAR
#define STBI_NO_FAILURE_STRINGS
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Weverything"
#include <stb/stb_image.h>
#pragma clang diagnostic pop

/// stb_image's zlib entry point, which its PNG reader calls once with every IDAT chunk joined:
/// `buffer` inflated by libdeflate into a buffer of `initial_size` bytes (the size the header's
/// dimensions give, already checked against the caller's limit) and 64 KB more, or, when the data
/// needs more room (Adam7's passes of narrow images with few bits a pixel: at most 1.875 times
/// it), once more into twice that; NULL for data that is not zlib (or, with `parse_header` 0, raw
/// deflate), is cut short, or inflates past the larger bound (a bomb: stb_image's own inflater
/// grew without one). The first buffer is the size stb_image's own inflater starts with: a larger
/// one costs page faults for the rest of the process's images. Like stb_image's inflater, it does
/// not check the Adler-32 sum, and bytes past the pixels are left to stb_image.
char *stbi_zlib_decode_malloc_guesssize_headerflag(const char *buffer, int len, int initial_size, int *outlen,
                                                   int parse_header) {
    const unsigned char *input = (const unsigned char *)buffer;
    size_t remaining = len > 0 ? (size_t)len : 0;
    if (parse_header) {
        // CMF and FLG: deflate, a window of at most 32 KB, no preset dictionary, a valid check.
        if (remaining < 2) return NULL;
        unsigned cmf = input[0], flg = input[1];
        if ((cmf * 256 + flg) % 31 != 0 || (cmf & 15) != 8 || (cmf >> 4) > 7 || (flg & 32)) return NULL;
        input += 2;
        remaining -= 2;
    }
    size_t expected = initial_size > 0 ? (size_t)initial_size : 16384;
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    if (decompressor == NULL) return NULL;
    size_t capacities[2] = {expected + 65536, expected * 2 + 65536};
    char *output = NULL;
    size_t produced = 0;
    for (int attempt = 0; attempt < 2; attempt++) {
        output = malloc(capacities[attempt]);
        if (output == NULL) break;
        enum libdeflate_result status = libdeflate_deflate_decompress_ex(
            decompressor, input, remaining, output, capacities[attempt], NULL, &produced);
        if (status == LIBDEFLATE_SUCCESS && produced <= INT32_MAX) break;
        free(output);
        output = NULL;
        if (status != LIBDEFLATE_INSUFFICIENT_SPACE) break;
    }
    libdeflate_free_decompressor(decompressor);
    if (output == NULL) return NULL;
    if (outlen != NULL) *outlen = (int)produced;
    return output;
}

/// Whether width × height is within `max_pixels` (and both are positive).
static int fits(int width, int height, uint64_t max_pixels) {
    return width > 0 && height > 0 && (uint64_t)width * (uint64_t)height <= max_pixels;
}

static vs_image_status decode_with_stb(const uint8_t *bytes, size_t length, uint64_t max_pixels, vs_image *image) {
    if (length > INT32_MAX) return VS_IMAGE_TOO_LARGE;
    int width = 0, height = 0, channels = 0;
    if (!stbi_info_from_memory(bytes, (int)length, &width, &height, &channels)) return VS_IMAGE_CORRUPT;
    if (!fits(width, height, max_pixels)) return VS_IMAGE_TOO_LARGE;
    stbi_uc *pixels = stbi_load_from_memory(bytes, (int)length, &width, &height, &channels, 4);
    if (pixels == NULL) return VS_IMAGE_CORRUPT;
    image->pixels = pixels;
    image->width = width;
    image->height = height;
    return VS_IMAGE_OK;
}

static vs_image_status decode_with_webp(const uint8_t *bytes, size_t length, uint64_t max_pixels, vs_image *image) {
    int width = 0, height = 0;
    if (!WebPGetInfo(bytes, length, &width, &height)) return VS_IMAGE_CORRUPT;
    if (!fits(width, height, max_pixels)) return VS_IMAGE_TOO_LARGE;
    size_t stride = (size_t)width * 4;
    size_t size = stride * (size_t)height;
    uint8_t *pixels = malloc(size);
    if (pixels == NULL) return VS_IMAGE_NO_MEMORY;
    if (WebPDecodeRGBAInto(bytes, length, pixels, size, (int)stride) == NULL) {
        free(pixels);
        return VS_IMAGE_CORRUPT;
    }
    image->pixels = pixels;
    image->width = width;
    image->height = height;
    return VS_IMAGE_OK;
}

vs_image_status vs_image_decode(const uint8_t *bytes, size_t length, vs_image_format format, uint64_t max_pixels,
                                vs_image *image) {
    memset(image, 0, sizeof *image);
    if (bytes == NULL || length == 0) return VS_IMAGE_CORRUPT;
    switch (format) {
    case VS_IMAGE_FORMAT_PNG:
    case VS_IMAGE_FORMAT_JPEG:
    case VS_IMAGE_FORMAT_GIF:
        return decode_with_stb(bytes, length, max_pixels, image);
    case VS_IMAGE_FORMAT_WEBP:
        return decode_with_webp(bytes, length, max_pixels, image);
    }
    return VS_IMAGE_CORRUPT;
}

void vs_image_free(vs_image *image) {
    if (image == NULL) return;
    // stb_image allocates with malloc (STBI_MALLOC is left as it is), as the WebP path does.
    free(image->pixels);
    image->pixels = NULL;
}
