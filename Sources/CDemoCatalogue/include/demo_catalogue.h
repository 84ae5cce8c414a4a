#ifndef VIPER_DEMO_CATALOGUE_H
#define VIPER_DEMO_CATALOGUE_H

#include <stddef.h>

/// The embedded demo catalogue, already imported: the SQLite database file that importing
/// DefaultCatalogueData.json makes (Scripts/regenerate-catalogue writes it), compiled into the
/// binary with C23's #embed so a fresh home copies it instead of importing the demo.
const unsigned char *vs_demo_catalogue_bytes(void);

/// The size of `vs_demo_catalogue_bytes()` in bytes.
size_t vs_demo_catalogue_size(void);

#endif
