// Area-average downscaling (bilinear upscaling), separable: each source row is scaled across
// once, its colours weighed by alpha, and each target row is the weighted sum of the rows it
// covers; a large image's lower half goes to a second thread. Written here because the libraries
// at hand are slow at it: a 1920 × 1080 image to 800 × 438 takes stb_image_resize 26–34 ms and
// libsixel's bilinear 115 ms on this machine, this 5–8 ms on one thread (BENCHMARKS.md, session
// 53). chafa's own scaler is internal to chafa.
#include "CImageCodec.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// One target pixel's source pixels along one axis: `count` pixels from `first`, weighed by
/// `weights[offset…]` (which add up to 1).
typedef struct {
    int32_t first;
    int32_t count;
    int32_t offset;
} span;

/// One axis: a span per target pixel, and every span's weights in one array.
typedef struct {
    span *spans;
    float *weights;
} axis;

static void axis_free(axis *a) {
    free(a->spans);
    free(a->weights);
    a->spans = NULL;
    a->weights = NULL;
}

static int axis_make(axis *a, int32_t source, int32_t target) {
    double scale = (double)source / (double)target;
    int32_t most = scale > 1 ? (int32_t)ceil(scale) + 1 : 2;
    a->spans = malloc(sizeof(span) * (size_t)target);
    a->weights = malloc(sizeof(float) * (size_t)target * (size_t)most);
    if (a->spans == NULL || a->weights == NULL) {
        axis_free(a);
        return -1;
    }
    int32_t offset = 0;
    for (int32_t i = 0; i < target; i++) {
        span *s = &a->spans[i];
        s->offset = offset;
        if (scale > 1) {
            // The target pixel covers [start, end) of the source; each source pixel weighs
            // the part of it that lies inside.
            double start = i * scale, end = (i + 1) * scale;
            int32_t first = (int32_t)floor(start), last = (int32_t)ceil(end) - 1;
            if (last > source - 1) last = source - 1;
            s->first = first;
            s->count = last - first + 1;
            double total = 0;
            for (int32_t j = first; j <= last; j++) {
                double inside = fmin(end, j + 1.0) - fmax(start, (double)j);
                a->weights[offset++] = (float)inside;
                total += inside;
            }
            for (int32_t k = s->offset; k < offset; k++) a->weights[k] = (float)(a->weights[k] / total);
        } else {
            // Bilinear: the two source pixels around the target pixel's centre.
            double centre = (i + 0.5) * scale - 0.5;
            if (centre < 0) centre = 0;
            int32_t first = (int32_t)floor(centre);
            if (first > source - 1) first = source - 1;
            double fraction = centre - first;
            s->first = first;
            if (first + 1 < source && fraction > 0) {
                s->count = 2;
                a->weights[offset++] = (float)(1 - fraction);
                a->weights[offset++] = (float)fraction;
            } else {
                s->count = 1;
                a->weights[offset++] = 1;
            }
        }
    }
    return 0;
}

/// A pixel's red, green, blue and alpha as four float lanes (clang's vector extension, SSE2 on
/// x86-64 and NEON on arm64: both multiply floats natively, where 32-bit integer lanes would
/// need SSE4.1).
typedef float lanes __attribute__((ext_vector_type(4)));
typedef uint8_t byte_lanes __attribute__((ext_vector_type(4)));

/// The pixel with its colours premultiplied by alpha.
static inline lanes pixel_lanes(const uint8_t *pixel) {
    byte_lanes bytes;
    memcpy(&bytes, pixel, 4);
    lanes value = __builtin_convertvector(bytes, lanes);
    if (pixel[3] != 255) {
        float a = value.w * (1.0f / 255.0f);
        value.xyz *= a;
    }
    return value;
}

/// One source row across.
static void scale_row(const uint8_t *row, const axis *across, int32_t width, lanes *out) {
    for (int32_t x = 0; x < width; x++) {
        const span *s = &across->spans[x];
        const float *weights = &across->weights[s->offset];
        const uint8_t *pixel = row + (size_t)s->first * 4;
        lanes sum = 0;
        for (int32_t k = 0; k < s->count; k++, pixel += 4) sum += weights[k] * pixel_lanes(pixel);
        out[x] = sum;
    }
}

/// Summed rows back to 8 bits, the colours divided by alpha again.
static void finish_row(const lanes *sums, int32_t width, uint8_t *out) {
    for (int32_t x = 0; x < width; x++) {
        lanes value = sums[x];
        float alpha = value.w;
        if (alpha < 254.5f) value.xyz *= alpha < 0.5f ? 0.0f : 255.0f / alpha;
        value = value + 0.5f;
        value = __builtin_elementwise_min(__builtin_elementwise_max(value, (lanes)0.0f), (lanes)255.0f);
        byte_lanes bytes = __builtin_convertvector(value, byte_lanes);
        memcpy(out + (size_t)x * 4, &bytes, 4);
    }
}

/// The work both threads share: the image, the target, and the two axes' spans.
typedef struct {
    const vs_image *image;
    uint8_t *target;
    int32_t target_width;
    axis across;
    axis down;
    /// The most source rows a target row covers.
    int32_t most;
} job;

/// Target rows `[first, end)` of `work`, with buffers of its own. Returns 0, or -1.
static int resample_rows(const job *work, int32_t first, int32_t end) {
    size_t width = (size_t)work->target_width;
    lanes *scaled = malloc(sizeof(lanes) * width * (size_t)work->most), *sums = malloc(sizeof(lanes) * width);
    if (scaled == NULL || sums == NULL) {
        free(scaled);
        free(sums);
        return -1;
    }
    const uint8_t *source = work->image->pixels;
    size_t source_row = (size_t)work->image->width * 4;
    // The source rows scaled across so far, from `kept_first` on; spans start in order.
    int32_t kept_first = 0, kept_count = 0;
    for (int32_t y = first; y < end; y++) {
        const span *s = &work->down.spans[y];
        // Keep the rows this span shares with the last one (moved to the front), scale the rest.
        int32_t shared = 0;
        if (kept_count > 0 && s->first >= kept_first && s->first < kept_first + kept_count) {
            shared = kept_first + kept_count - s->first;
            if (shared > s->count) shared = s->count;
            memmove(scaled, scaled + (size_t)(s->first - kept_first) * width, sizeof(lanes) * width * (size_t)shared);
        }
        for (int32_t k = shared; k < s->count; k++)
            scale_row(source + (size_t)(s->first + k) * source_row, &work->across, work->target_width,
                      scaled + (size_t)k * width);
        kept_first = s->first;
        kept_count = s->count;
        const float *weights = &work->down.weights[s->offset];
        for (size_t x = 0; x < width; x++) sums[x] = weights[0] * scaled[x];
        for (int32_t k = 1; k < s->count; k++) {
            const lanes *row = scaled + (size_t)k * width;
            float weight = weights[k];
            for (size_t x = 0; x < width; x++) sums[x] += weight * row[x];
        }
        finish_row(sums, work->target_width, work->target + (size_t)y * width * 4);
    }
    free(scaled);
    free(sums);
    return 0;
}

/// The lower half's rows, on a thread of their own.
typedef struct {
    const job *work;
    int32_t first;
    int32_t end;
    int status;
} half;

static void *resample_half(void *context) {
    half *rows = context;
    rows->status = resample_rows(rows->work, rows->first, rows->end);
    return NULL;
}

/// Source pixels from which the lower half of the rows goes to a second thread (a 1920 × 1080
/// screenshot takes 5–8 ms on one; a thread costs tens of microseconds).
enum { pixels_for_two_threads = 1 << 19 };

int vs_image_resample(const vs_image *image, int32_t target_width, int32_t target_height, uint8_t *target) {
    if (image == NULL || image->pixels == NULL || image->width <= 0 || image->height <= 0 || target == NULL ||
        target_width <= 0 || target_height <= 0)
        return -1;
    job work = {.image = image, .target = target, .target_width = target_width};
    int status = -1;
    if (axis_make(&work.across, image->width, target_width) != 0 ||
        axis_make(&work.down, image->height, target_height) != 0)
        goto end;
    for (int32_t y = 0; y < target_height; y++)
        if (work.down.spans[y].count > work.most) work.most = work.down.spans[y].count;
    int32_t middle = target_height;
    pthread_t thread;
    half lower = {.work = &work, .first = target_height / 2, .end = target_height, .status = -1};
    if ((int64_t)image->width * image->height >= pixels_for_two_threads && target_height >= 2 &&
        pthread_create(&thread, NULL, resample_half, &lower) == 0)
        middle = lower.first;
    status = resample_rows(&work, 0, middle);
    if (middle < target_height) {
        pthread_join(thread, NULL);
        if (lower.status != 0) status = -1;
    }
end:
    axis_free(&work.across);
    axis_free(&work.down);
    return status;
}
