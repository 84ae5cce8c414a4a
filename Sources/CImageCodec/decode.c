// Decoding: stb_image for PNG, JPEG and GIF (the first frame), libwebp for WebP. The image's size
// is read and checked against the caller's limit before any pixel is allocated.
#include "CImageCodec.h"

#include <stdlib.h>
#include <string.h>

#include <webp/decode.h>

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
