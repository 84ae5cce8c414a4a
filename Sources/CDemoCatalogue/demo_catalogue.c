#include "demo_catalogue.h"

// The database file beside this one, byte for byte. #embed is C23; clang accepts it in any mode.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char demo_catalogue[] = {
#embed "items-demo.sqlite"
};
#pragma clang diagnostic pop

const unsigned char *vs_demo_catalogue_bytes(void) { return demo_catalogue; }

size_t vs_demo_catalogue_size(void) { return sizeof demo_catalogue; }
