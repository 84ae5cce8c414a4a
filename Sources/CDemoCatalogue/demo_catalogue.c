#include "demo_catalogue.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
#include <zstd.h>

// The database file, compressed with zstd (Scripts/regenerate-catalogue), byte for byte. #embed
// is C23; clang accepts it in any mode.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char compressed_catalogue[] = {
#embed "items-demo.sqlite.zst"
};
#pragma clang diagnostic pop

/// The database, unpacked on first use and kept for the rest of the process (NULL if unpacking
/// failed, which a compressed copy that Scripts/regenerate-catalogue checked never does).
static unsigned char *catalogue;
static size_t catalogue_size;
static pthread_once_t unpacking = PTHREAD_ONCE_INIT;

static void unpack(void) {
    unsigned long long size = ZSTD_getFrameContentSize(compressed_catalogue, sizeof compressed_catalogue);
    if (size == ZSTD_CONTENTSIZE_ERROR || size == ZSTD_CONTENTSIZE_UNKNOWN || size == 0) return;
    unsigned char *buffer = malloc((size_t)size);
    if (!buffer) return;
    size_t written = ZSTD_decompress(buffer, (size_t)size, compressed_catalogue, sizeof compressed_catalogue);
    if (ZSTD_isError(written) || written != size) {
        free(buffer);
        return;
    }
    catalogue = buffer;
    catalogue_size = (size_t)size;
}

const unsigned char *vs_demo_catalogue_bytes(void) {
    pthread_once(&unpacking, unpack);
    return catalogue;
}

size_t vs_demo_catalogue_size(void) {
    pthread_once(&unpacking, unpack);
    return catalogue_size;
}

size_t vs_demo_catalogue_compressed_size(void) { return sizeof compressed_catalogue; }

/// Writes all `count` bytes of `bytes` to `fd`; 0 on success.
static int write_all(int fd, const unsigned char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(fd, bytes, count);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        bytes += written;
        count -= (size_t)written;
    }
    return 0;
}

int vs_demo_catalogue_write(int fd) {
    ZSTD_DStream *stream = ZSTD_createDStream();
    if (!stream) return -1;
    size_t capacity = ZSTD_DStreamOutSize();
    unsigned char *chunk = malloc(capacity);
    int status = chunk ? 0 : -1;
    ZSTD_inBuffer input = {compressed_catalogue, sizeof compressed_catalogue, 0};
    size_t remaining = 1;  // nonzero until the frame is complete (its checksum verified)
    while (status == 0 && remaining != 0) {
        ZSTD_outBuffer output = {chunk, capacity, 0};
        remaining = ZSTD_decompressStream(stream, &output, &input);
        if (ZSTD_isError(remaining) || (remaining != 0 && input.pos == input.size && output.pos == 0)) {
            status = -1;
        } else if (write_all(fd, chunk, output.pos) != 0) {
            status = -1;
        }
    }
    free(chunk);
    ZSTD_freeDStream(stream);
    return status;
}
