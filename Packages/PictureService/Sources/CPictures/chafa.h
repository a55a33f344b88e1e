// libchafa for Swift, loaded when first used, to turn RGBA pixels into terminal cells: one
// Unicode block or border symbol per cell with a foreground and a background colour, which any
// terminal draws, tmux included.
//
// PictureService does not call libchafa's functions by name, so a process that draws no picture
// never maps it (the release executable's records of it and of GLib are removed after linking,
// as libxml2's are). The first call opens libchafa.so.0 with dlopen and looks up the functions
// used; if that fails, the call answers nonzero with the reason. Each member has the type of the
// function libchafa's own headers declare.
#include <chafa.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

struct tidings_chafa_api {
    const char *error;
    __typeof__(chafa_symbol_map_new) *symbol_map_new;
    __typeof__(chafa_symbol_map_add_by_tags) *symbol_map_add_by_tags;
    __typeof__(chafa_symbol_map_remove_by_tags) *symbol_map_remove_by_tags;
    __typeof__(chafa_symbol_map_unref) *symbol_map_unref;
    __typeof__(chafa_canvas_config_new) *config_new;
    __typeof__(chafa_canvas_config_set_geometry) *config_set_geometry;
    __typeof__(chafa_canvas_config_set_canvas_mode) *config_set_canvas_mode;
    __typeof__(chafa_canvas_config_set_symbol_map) *config_set_symbol_map;
    __typeof__(chafa_canvas_config_unref) *config_unref;
    __typeof__(chafa_canvas_new) *canvas_new;
    __typeof__(chafa_canvas_draw_all_pixels) *draw_all_pixels;
    __typeof__(chafa_canvas_get_char_at) *get_char_at;
    __typeof__(chafa_canvas_get_colors_at) *get_colors_at;
    __typeof__(chafa_canvas_get_raw_colors_at) *get_raw_colors_at;
    __typeof__(chafa_canvas_unref) *canvas_unref;
    __typeof__(chafa_calc_canvas_geometry) *calc_canvas_geometry;
    __typeof__(chafa_canvas_config_set_cell_geometry) *config_set_cell_geometry;
    __typeof__(chafa_canvas_config_set_pixel_mode) *config_set_pixel_mode;
    __typeof__(chafa_canvas_print) *canvas_print;
    __typeof__(chafa_term_db_get_default) *term_db_get_default;
    __typeof__(chafa_term_db_detect) *term_db_detect;
    __typeof__(chafa_term_info_unref) *term_info_unref;
    __typeof__(g_string_free) *string_free;
    __typeof__(g_free) *free;
};

static inline struct tidings_chafa_api *tidings_chafa_storage(void) {
    static struct tidings_chafa_api table;
    return &table;
}

static inline pthread_once_t *tidings_chafa_once(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    return &once;
}

#define TIDINGS_CHAFA_RESOLVE(member, name)                                   \
    if ((t->member = (__typeof__(t->member))dlsym(library, name)) == NULL) {  \
        t->error = "libchafa.so.0 lacks " name;                              \
        return;                                                               \
    }

static inline void tidings_chafa_load(void) {
    struct tidings_chafa_api *t = tidings_chafa_storage();
    void *library = dlopen("libchafa.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        t->error = reason != NULL ? reason : "libchafa.so.0 could not be loaded";
        return;
    }
    TIDINGS_CHAFA_RESOLVE(symbol_map_new, "chafa_symbol_map_new")
    TIDINGS_CHAFA_RESOLVE(symbol_map_add_by_tags, "chafa_symbol_map_add_by_tags")
    TIDINGS_CHAFA_RESOLVE(symbol_map_remove_by_tags, "chafa_symbol_map_remove_by_tags")
    TIDINGS_CHAFA_RESOLVE(symbol_map_unref, "chafa_symbol_map_unref")
    TIDINGS_CHAFA_RESOLVE(config_new, "chafa_canvas_config_new")
    TIDINGS_CHAFA_RESOLVE(config_set_geometry, "chafa_canvas_config_set_geometry")
    TIDINGS_CHAFA_RESOLVE(config_set_canvas_mode, "chafa_canvas_config_set_canvas_mode")
    TIDINGS_CHAFA_RESOLVE(config_set_symbol_map, "chafa_canvas_config_set_symbol_map")
    TIDINGS_CHAFA_RESOLVE(config_unref, "chafa_canvas_config_unref")
    TIDINGS_CHAFA_RESOLVE(canvas_new, "chafa_canvas_new")
    TIDINGS_CHAFA_RESOLVE(draw_all_pixels, "chafa_canvas_draw_all_pixels")
    TIDINGS_CHAFA_RESOLVE(get_char_at, "chafa_canvas_get_char_at")
    TIDINGS_CHAFA_RESOLVE(get_colors_at, "chafa_canvas_get_colors_at")
    TIDINGS_CHAFA_RESOLVE(get_raw_colors_at, "chafa_canvas_get_raw_colors_at")
    TIDINGS_CHAFA_RESOLVE(canvas_unref, "chafa_canvas_unref")
    TIDINGS_CHAFA_RESOLVE(calc_canvas_geometry, "chafa_calc_canvas_geometry")
    TIDINGS_CHAFA_RESOLVE(config_set_cell_geometry, "chafa_canvas_config_set_cell_geometry")
    TIDINGS_CHAFA_RESOLVE(config_set_pixel_mode, "chafa_canvas_config_set_pixel_mode")
    TIDINGS_CHAFA_RESOLVE(canvas_print, "chafa_canvas_print")
    TIDINGS_CHAFA_RESOLVE(term_db_get_default, "chafa_term_db_get_default")
    TIDINGS_CHAFA_RESOLVE(term_db_detect, "chafa_term_db_detect")
    TIDINGS_CHAFA_RESOLVE(term_info_unref, "chafa_term_info_unref")
    // GLib's, reached through libchafa, which links it.
    TIDINGS_CHAFA_RESOLVE(string_free, "g_string_free")
    TIDINGS_CHAFA_RESOLVE(free, "g_free")
}

/// The colours a picture's cells may take.
enum tidings_chafa_colors {
    /// 24-bit colours: each cell's colours are packed 0xRRGGBB.
    TIDINGS_CHAFA_TRUECOLOR = 0,
    /// The 256-colour palette: each cell's colours are palette indexes.
    TIDINGS_CHAFA_PALETTE_256 = 1,
    /// The sixteen colours: each cell's colours are indexes from 0 to 15.
    TIDINGS_CHAFA_PALETTE_16 = 2,
};

/// The cells a picture of `width` x `height` pixels takes at most `columns` x `rows` cells,
/// its shape kept for cells `font_ratio` as wide as tall; answers nonzero when libchafa cannot
/// be loaded, with the reason in `reason`.
static inline int tidings_chafa_geometry(
    int32_t width, int32_t height, float font_ratio, int32_t *columns, int32_t *rows, char *reason,
    size_t reason_size) {
    pthread_once(tidings_chafa_once(), tidings_chafa_load);
    struct tidings_chafa_api *t = tidings_chafa_storage();
    if (t->error != NULL) {
        snprintf(reason, reason_size, "%s", t->error);
        return 1;
    }
    gint out_columns = *columns, out_rows = *rows;
    t->calc_canvas_geometry(width, height, &out_columns, &out_rows, font_ratio, FALSE, FALSE);
    *columns = out_columns;
    *rows = out_rows;
    return 0;
}

/// Draws RGBA pixels into `columns` x `rows` cells: each cell's symbol goes to `symbols`, its
/// colours to `foregrounds` and `backgrounds` (packed RGB or palette indexes, as `colors` says;
/// -1 where transparent), row after row. Answers nonzero when libchafa cannot be loaded.
static inline int tidings_chafa_paint(
    const uint8_t *pixels, int32_t width, int32_t height, int32_t columns, int32_t rows, int colors,
    uint32_t *symbols, int32_t *foregrounds, int32_t *backgrounds, char *reason, size_t reason_size) {
    pthread_once(tidings_chafa_once(), tidings_chafa_load);
    struct tidings_chafa_api *t = tidings_chafa_storage();
    if (t->error != NULL) {
        snprintf(reason, reason_size, "%s", t->error);
        return 1;
    }
    ChafaSymbolMap *map = t->symbol_map_new();
    t->symbol_map_add_by_tags(map, CHAFA_SYMBOL_TAG_SPACE | CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_BORDER);
    t->symbol_map_remove_by_tags(
        map, CHAFA_SYMBOL_TAG_WIDE | CHAFA_SYMBOL_TAG_INVERTED | CHAFA_SYMBOL_TAG_AMBIGUOUS);
    ChafaCanvasConfig *config = t->config_new();
    t->config_set_geometry(config, columns, rows);
    t->config_set_canvas_mode(
        config, colors == TIDINGS_CHAFA_TRUECOLOR     ? CHAFA_CANVAS_MODE_TRUECOLOR
                : colors == TIDINGS_CHAFA_PALETTE_256 ? CHAFA_CANVAS_MODE_INDEXED_240
                                                      : CHAFA_CANVAS_MODE_INDEXED_16);
    t->config_set_symbol_map(config, map);
    ChafaCanvas *canvas = t->canvas_new(config);
    t->draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels, width, height, width * 4);
    for (int32_t y = 0; y < rows; y++) {
        for (int32_t x = 0; x < columns; x++) {
            size_t cell = (size_t)y * (size_t)columns + (size_t)x;
            gint foreground = -1, background = -1;
            symbols[cell] = t->get_char_at(canvas, x, y);
            if (colors == TIDINGS_CHAFA_TRUECOLOR) {
                t->get_colors_at(canvas, x, y, &foreground, &background);
            } else {
                t->get_raw_colors_at(canvas, x, y, &foreground, &background);
            }
            foregrounds[cell] = foreground;
            backgrounds[cell] = background;
        }
    }
    t->canvas_unref(canvas);
    t->config_unref(config);
    t->symbol_map_unref(map);
    return 0;
}

/// The pixel protocols libchafa writes: kitty's graphics, sixels, iTerm2's inline images.
enum tidings_chafa_pixels {
    TIDINGS_CHAFA_KITTY = 0,
    TIDINGS_CHAFA_SIXELS = 1,
    TIDINGS_CHAFA_ITERM2 = 2,
};

/// The escape sequence that draws RGBA pixels over `columns` x `rows` cells of `cell_width` x
/// `cell_height` pixels each, at the cursor, in `protocol`; written to a buffer this allocates
/// (free it with `tidings_chafa_free`). Answers nonzero when libchafa cannot be loaded.
static inline int tidings_chafa_pixels(
    const uint8_t *pixels, int32_t width, int32_t height, int32_t columns, int32_t rows, int32_t cell_width,
    int32_t cell_height, int protocol, char **sequence, size_t *length, char *reason, size_t reason_size) {
    pthread_once(tidings_chafa_once(), tidings_chafa_load);
    struct tidings_chafa_api *t = tidings_chafa_storage();
    if (t->error != NULL) {
        snprintf(reason, reason_size, "%s", t->error);
        return 1;
    }
    // The terminal database answers with the sequences of a terminal that speaks the protocol.
    char *kitty[] = {"TERM=xterm-kitty", NULL};
    char *sixels[] = {"TERM=mlterm", NULL};
    char *iterm2[] = {"TERM_PROGRAM=iTerm.app", NULL};
    char **environment = protocol == TIDINGS_CHAFA_KITTY ? kitty : protocol == TIDINGS_CHAFA_SIXELS ? sixels : iterm2;
    ChafaTermInfo *info = t->term_db_detect(t->term_db_get_default(), environment);
    ChafaCanvasConfig *config = t->config_new();
    t->config_set_geometry(config, columns, rows);
    t->config_set_cell_geometry(config, cell_width, cell_height);
    t->config_set_pixel_mode(
        config, protocol == TIDINGS_CHAFA_KITTY ? CHAFA_PIXEL_MODE_KITTY
                : protocol == TIDINGS_CHAFA_SIXELS ? CHAFA_PIXEL_MODE_SIXELS
                                                    : CHAFA_PIXEL_MODE_ITERM2);
    ChafaCanvas *canvas = t->canvas_new(config);
    t->draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels, width, height, width * 4);
    GString *printed = t->canvas_print(canvas, info);
    *length = printed->len;
    *sequence = t->string_free(printed, FALSE);
    t->canvas_unref(canvas);
    t->config_unref(config);
    t->term_info_unref(info);
    return 0;
}

/// Frees a sequence `tidings_chafa_pixels` wrote.
static inline void tidings_chafa_free(char *sequence) {
    tidings_chafa_storage()->free(sequence);
}
