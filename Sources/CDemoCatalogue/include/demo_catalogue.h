#ifndef VIPER_DEMO_CATALOGUE_H
#define VIPER_DEMO_CATALOGUE_H

#include <stddef.h>

#include "demo_catalogue_fingerprint.h"

/// The embedded demo catalogue, already imported: the SQLite database file that importing the
/// demo's JSON (Scripts/generate-items --count 1200 --seed 42 --comments) makes. The binary holds
/// it compressed with zstd (compiled in with C23's #embed, about a third of its size); the first
/// call unpacks it into memory, once per process and thread-safe, and later calls return the same
/// bytes. The JSON is not shipped; Scripts/regenerate-catalogue writes the compressed database
/// and its fingerprint's header. NULL (and a size of 0) only if unpacking failed.
const unsigned char *vs_demo_catalogue_bytes(void);

/// The size of `vs_demo_catalogue_bytes()` in bytes (unpacks it on first use, as that does).
size_t vs_demo_catalogue_size(void);

/// The size of the compressed copy the binary holds, in bytes (unpacks nothing).
size_t vs_demo_catalogue_compressed_size(void);

/// Unpacks the database straight into the file open for writing at `fd`, a chunk at a time
/// (nothing kept in memory afterwards, unlike vs_demo_catalogue_bytes); 0 when every byte was
/// written and the frame's checksum matched, -1 otherwise (errno set by a failed write).
int vs_demo_catalogue_write(int fd);

#endif
