// Drawing: chafa scales the pixels to the canvas and turns them into block symbols (read back
// cell by cell) or into kitty or iTerm2 output (printed with sequences set here, so that nothing
// depends on the terminal chafa would guess from the environment); sixels are libsixel's (sixel.c).
#include "CImageCodec.h"
#include "deferred.h"
#include "sixel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Weverything"
#include <chafa.h>
#pragma clang diagnostic pop

/// The largest canvas side, in cells (kitty's placeholders reach 297; a screen is far smaller).
static const int32_t maximum_cells = 1000;

static int usable(const vs_image *image, const vs_image_canvas *canvas) {
    return image != NULL && image->pixels != NULL && image->width > 0 && image->height > 0 && canvas != NULL &&
           canvas->columns > 0 && canvas->rows > 0 && canvas->columns <= maximum_cells &&
           canvas->rows <= maximum_cells && canvas->cell_width > 0 && canvas->cell_height > 0;
}

/// One chafa thread: the shell's own threads already share the machine's cores.
static void prepare(void) {
    vs_image_run_deferred_initializers();
    chafa_set_n_threads(1);
}

static ChafaCanvas *drawn_canvas(const vs_image *image, const vs_image_canvas *canvas, ChafaPixelMode mode) {
    ChafaSymbolMap *symbols = chafa_symbol_map_new();
    ChafaSymbolTags tags = CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_SPACE;
    if (canvas->sextants) tags |= CHAFA_SYMBOL_TAG_SEXTANT;
    chafa_symbol_map_add_by_tags(symbols, tags);

    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, canvas->columns, canvas->rows);
    chafa_canvas_config_set_cell_geometry(config, canvas->cell_width, canvas->cell_height);
    chafa_canvas_config_set_pixel_mode(config, mode);
    chafa_canvas_config_set_canvas_mode(config, canvas->true_colour || mode != CHAFA_PIXEL_MODE_SYMBOLS
                                                    ? CHAFA_CANVAS_MODE_TRUECOLOR
                                                    : CHAFA_CANVAS_MODE_INDEXED_256);
    chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE);
    chafa_canvas_config_set_symbol_map(config, symbols);

    ChafaCanvas *drawn = chafa_canvas_new(config);
    chafa_canvas_config_unref(config);
    chafa_symbol_map_unref(symbols);
    if (drawn == NULL) return NULL;
    chafa_canvas_draw_all_pixels(drawn, CHAFA_PIXEL_RGBA8_UNASSOCIATED, image->pixels, image->width, image->height,
                                 image->width * 4);
    return drawn;
}

/// A palette entry chafa reports (0–255), or -1 for its transparent and default colours.
static int32_t palette_colour(gint raw) { return raw >= 0 && raw < 256 ? raw : -1; }

int vs_image_symbols(const vs_image *image, const vs_image_canvas *canvas, vs_image_cell *cells) {
    if (!usable(image, canvas) || cells == NULL) return -1;
    prepare();
    ChafaCanvas *drawn = drawn_canvas(image, canvas, CHAFA_PIXEL_MODE_SYMBOLS);
    if (drawn == NULL) return -1;
    for (int32_t row = 0; row < canvas->rows; row++) {
        for (int32_t column = 0; column < canvas->columns; column++) {
            vs_image_cell *cell = &cells[(size_t)row * (size_t)canvas->columns + (size_t)column];
            gint foreground = -1, background = -1;
            cell->scalar = chafa_canvas_get_char_at(drawn, column, row);
            if (canvas->true_colour) {
                chafa_canvas_get_colors_at(drawn, column, row, &foreground, &background);
                cell->foreground = foreground < 0 ? -1 : (int32_t)(foreground & 0xFFFFFF);
                cell->background = background < 0 ? -1 : (int32_t)(background & 0xFFFFFF);
            } else {
                chafa_canvas_get_raw_colors_at(drawn, column, row, &foreground, &background);
                cell->foreground = palette_colour(foreground);
                cell->background = palette_colour(background);
            }
        }
    }
    chafa_canvas_unref(drawn);
    return 0;
}

/// The sequences chafa prints for `mode`, with the kitty image's id and placement keys.
static ChafaTermInfo *term_info(vs_image_mode mode, uint32_t kitty_id) {
    ChafaTermInfo *info = chafa_term_info_new();
    int set = 1;
    switch (mode) {
    case VS_IMAGE_MODE_KITTY: {
        // a=T transmits and places; U=1 makes the placement virtual, drawn where the text holds
        // the image's placeholder characters; q=2: the terminal answers nothing.
        char begin[CHAFA_TERM_SEQ_LENGTH_MAX];
        snprintf(begin, sizeof begin, "\033_Ga=T,U=1,q=2,i=%u,f=%%1,s=%%2,v=%%3,c=%%4,r=%%5,m=1\033\\", kitty_id);
        set &= chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1, begin, NULL);
        set &= chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_BEGIN_KITTY_IMAGE_CHUNK, "\033_Gm=1,q=2;", NULL);
        set &= chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_END_KITTY_IMAGE_CHUNK, "\033\\", NULL);
        set &= chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_END_KITTY_IMAGE, "\033_Gm=0,q=2;\033\\", NULL);
        break;
    }
    case VS_IMAGE_MODE_ITERM2:
        set &= chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE,
                                       "\033]1337;File=inline=1;width=%1;height=%2;preserveAspectRatio=0:", NULL);
        set &= chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_END_ITERM2_IMAGE, "\a", NULL);
        break;
    case VS_IMAGE_MODE_SIXEL:
    case VS_IMAGE_MODE_SYMBOLS:
        set = 0;
        break;
    }
    if (!set) {
        chafa_term_info_unref(info);
        return NULL;
    }
    return info;
}

static ChafaPixelMode pixel_mode(vs_image_mode mode) {
    switch (mode) {
    case VS_IMAGE_MODE_KITTY: return CHAFA_PIXEL_MODE_KITTY;
    case VS_IMAGE_MODE_ITERM2: return CHAFA_PIXEL_MODE_ITERM2;
    case VS_IMAGE_MODE_SIXEL:
    case VS_IMAGE_MODE_SYMBOLS: break;
    }
    return CHAFA_PIXEL_MODE_SYMBOLS;
}

char *vs_image_sequence(const vs_image *image, const vs_image_canvas *canvas, vs_image_mode mode, uint32_t kitty_id,
                        size_t *length) {
    if (length != NULL) *length = 0;
    if (!usable(image, canvas) || length == NULL || mode == VS_IMAGE_MODE_SYMBOLS) return NULL;
    if (mode == VS_IMAGE_MODE_SIXEL) return vs_sixel_sequence(image, canvas, length);
    prepare();
    ChafaTermInfo *info = term_info(mode, kitty_id);
    if (info == NULL) return NULL;
    ChafaCanvas *drawn = drawn_canvas(image, canvas, pixel_mode(mode));
    if (drawn == NULL) {
        chafa_term_info_unref(info);
        return NULL;
    }
    GString *printed = chafa_canvas_print(drawn, info);
    chafa_canvas_unref(drawn);
    chafa_term_info_unref(info);
    if (printed == NULL) return NULL;
    char *bytes = malloc(printed->len + 1);
    if (bytes != NULL) {
        memcpy(bytes, printed->str, printed->len);
        bytes[printed->len] = '\0';
        *length = printed->len;
    }
    g_string_free(printed, TRUE);
    return bytes;
}

void vs_image_bytes_free(char *bytes) { free(bytes); }
