// The demo catalogue's images (Scripts/generate-demo-images), compiled into the binary so that
// the demo shows images with no network.
#ifndef DEMO_IMAGES_H
#define DEMO_IMAGES_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The bytes of the demo image `name` (`photo.jpeg`), and their count in `size`; NULL for any
/// other name.
const unsigned char *vs_demo_image(const char *name, size_t *size);

#ifdef __cplusplus
}
#endif

#endif
