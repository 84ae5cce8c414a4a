#include "demo_images.h"

#include <string.h>

// Each file byte for byte. #embed is C23; clang accepts it in any mode.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char terminal_png[] = {
#embed "images/terminal.png"
};
static const unsigned char photo_jpeg[] = {
#embed "images/photo.jpeg"
};
static const unsigned char diagram_gif[] = {
#embed "images/diagram.gif"
};
static const unsigned char logo_png[] = {
#embed "images/logo.png"
};
static const unsigned char chart_webp[] = {
#embed "images/chart.webp"
};
#pragma clang diagnostic pop

static const struct {
    const char *name;
    const unsigned char *bytes;
    size_t size;
} images[] = {
    {"terminal.png", terminal_png, sizeof terminal_png}, {"photo.jpeg", photo_jpeg, sizeof photo_jpeg},
    {"diagram.gif", diagram_gif, sizeof diagram_gif},    {"logo.png", logo_png, sizeof logo_png},
    {"chart.webp", chart_webp, sizeof chart_webp},
};

const unsigned char *vs_demo_image(const char *name, size_t *size) {
    for (size_t index = 0; index < sizeof images / sizeof images[0]; index++) {
        if (strcmp(images[index].name, name) == 0) {
            *size = images[index].size;
            return images[index].bytes;
        }
    }
    *size = 0;
    return NULL;
}
