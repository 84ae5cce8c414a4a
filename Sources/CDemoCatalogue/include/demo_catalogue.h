#ifndef VIPER_DEMO_CATALOGUE_H
#define VIPER_DEMO_CATALOGUE_H

#include <stddef.h>

#include "demo_catalogue_fingerprint.h"

/// The embedded demo catalogue, already imported: the SQLite database file that importing the
/// demo's JSON (Scripts/generate-items --count 1200 --seed 42 --comments) makes, compiled into the
/// binary with C23's #embed so a fresh home copies it instead of importing the demo. The JSON is
/// not shipped; Scripts/regenerate-catalogue writes the database and its fingerprint's header.
const unsigned char *vs_demo_catalogue_bytes(void);

/// The size of `vs_demo_catalogue_bytes()` in bytes.
size_t vs_demo_catalogue_size(void);

#endif
