// GdkPixbuf for Swift, loaded when first used, for one job: decode a PNG, JPEG, GIF or WebP
// picture into RGBA pixels no larger than asked, refusing one whose header claims too many
// pixels before any pixel is decoded.
//
// PictureService does not call GdkPixbuf's functions by name, so a process that draws no
// picture never maps it (the release executable's records of it and of GLib are removed after
// linking, as libxml2's are). The first call opens libgdk_pixbuf-2.0.so.0 with dlopen and looks
// up the functions used; if that fails, the decode answers TIDINGS_PICTURE_UNAVAILABLE with the
// reason. Each member has the type of the function GdkPixbuf's own headers declare.
#include <dlfcn.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct tidings_pixbuf_api {
    const char *error;
    __typeof__(gdk_pixbuf_loader_new_with_type) *loader_new_with_type;
    __typeof__(gdk_pixbuf_loader_write) *loader_write;
    __typeof__(gdk_pixbuf_loader_close) *loader_close;
    __typeof__(gdk_pixbuf_loader_get_pixbuf) *loader_get_pixbuf;
    __typeof__(gdk_pixbuf_loader_set_size) *loader_set_size;
    __typeof__(gdk_pixbuf_get_width) *get_width;
    __typeof__(gdk_pixbuf_get_height) *get_height;
    __typeof__(gdk_pixbuf_get_rowstride) *get_rowstride;
    __typeof__(gdk_pixbuf_get_n_channels) *get_n_channels;
    __typeof__(gdk_pixbuf_get_bits_per_sample) *get_bits_per_sample;
    __typeof__(gdk_pixbuf_read_pixels) *read_pixels;
    __typeof__(g_signal_connect_data) *signal_connect_data;
    __typeof__(g_object_unref) *object_unref;
    __typeof__(g_error_free) *error_free;
};

static inline struct tidings_pixbuf_api *tidings_pixbuf_storage(void) {
    static struct tidings_pixbuf_api table;
    return &table;
}

#define TIDINGS_PIXBUF_RESOLVE(library, member, name)                            \
    if ((t->member = (__typeof__(t->member))dlsym(library, name)) == NULL) {     \
        t->error = "GdkPixbuf lacks " name;                                      \
        return;                                                                  \
    }

static inline void tidings_pixbuf_load(void) {
    struct tidings_pixbuf_api *t = tidings_pixbuf_storage();
    void *pixbuf = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    void *gobject = dlopen("libgobject-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    void *glib = dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (pixbuf == NULL || gobject == NULL || glib == NULL) {
        const char *reason = dlerror();
        t->error = reason != NULL ? reason : "libgdk_pixbuf-2.0.so.0 could not be loaded";
        return;
    }
    TIDINGS_PIXBUF_RESOLVE(pixbuf, loader_new_with_type, "gdk_pixbuf_loader_new_with_type")
    TIDINGS_PIXBUF_RESOLVE(pixbuf, loader_write, "gdk_pixbuf_loader_write")
    TIDINGS_PIXBUF_RESOLVE(pixbuf, loader_close, "gdk_pixbuf_loader_close")
    TIDINGS_PIXBUF_RESOLVE(pixbuf, loader_get_pixbuf, "gdk_pixbuf_loader_get_pixbuf")
    TIDINGS_PIXBUF_RESOLVE(pixbuf, loader_set_size, "gdk_pixbuf_loader_set_size")
    TIDINGS_PIXBUF_RESOLVE(pixbuf, get_width, "gdk_pixbuf_get_width")
    TIDINGS_PIXBUF_RESOLVE(pixbuf, get_height, "gdk_pixbuf_get_height")
    TIDINGS_PIXBUF_RESOLVE(pixbuf, get_rowstride, "gdk_pixbuf_get_rowstride")
    TIDINGS_PIXBUF_RESOLVE(pixbuf, get_n_channels, "gdk_pixbuf_get_n_channels")
    TIDINGS_PIXBUF_RESOLVE(pixbuf, get_bits_per_sample, "gdk_pixbuf_get_bits_per_sample")
    TIDINGS_PIXBUF_RESOLVE(pixbuf, read_pixels, "gdk_pixbuf_read_pixels")
    TIDINGS_PIXBUF_RESOLVE(gobject, signal_connect_data, "g_signal_connect_data")
    TIDINGS_PIXBUF_RESOLVE(gobject, object_unref, "g_object_unref")
    TIDINGS_PIXBUF_RESOLVE(glib, error_free, "g_error_free")
}

static inline pthread_once_t *tidings_pixbuf_once(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    return &once;
}

/// How a decode ended.
enum tidings_picture_status {
    TIDINGS_PICTURE_DECODED = 0,
    /// GdkPixbuf could not be loaded; `reason` says why.
    TIDINGS_PICTURE_UNAVAILABLE = 1,
    /// The header claims more pixels, or a longer side, than allowed; `width` and `height` say
    /// what it claimed.
    TIDINGS_PICTURE_TOO_LARGE = 2,
    /// The data is not a picture of its kind, or is cut short; `reason` says why.
    TIDINGS_PICTURE_UNREADABLE = 3,
};

/// What a decode asks and gives.
struct tidings_picture_request {
    // In: the limits and the box the pixels must fit in.
    int64_t max_pixels;
    int32_t max_side;
    int32_t box_width;
    int32_t box_height;
    // Out: the size the header claimed, and the decoded pixels' size.
    int32_t source_width;
    int32_t source_height;
    int32_t width;
    int32_t height;
    int refused;
};

/// Called by the loader once it knows the picture's size, before it decodes a pixel: refuses a
/// picture over the limits, and asks for one scaled down to fit the box.
static void tidings_pixbuf_size_prepared(GdkPixbufLoader *loader, gint width, gint height, gpointer data) {
    struct tidings_picture_request *request = (struct tidings_picture_request *)data;
    request->source_width = width;
    request->source_height = height;
    if (width <= 0 || height <= 0 || width > request->max_side || height > request->max_side
        || (int64_t)width * (int64_t)height > request->max_pixels) {
        request->refused = 1;
        tidings_pixbuf_storage()->loader_set_size(loader, 1, 1);
        return;
    }
    int64_t scaled_width = width, scaled_height = height;
    if (scaled_width > request->box_width) {
        scaled_height = scaled_height * request->box_width / scaled_width;
        scaled_width = request->box_width;
    }
    if (scaled_height > request->box_height) {
        scaled_width = scaled_width * request->box_height / scaled_height;
        scaled_height = request->box_height;
    }
    if (scaled_width < 1) scaled_width = 1;
    if (scaled_height < 1) scaled_height = 1;
    if (scaled_width != width || scaled_height != height) {
        tidings_pixbuf_storage()->loader_set_size(loader, (int)scaled_width, (int)scaled_height);
    }
}

static inline void tidings_picture_copy_error(GError *error, char *reason, size_t reason_size) {
    struct tidings_pixbuf_api *t = tidings_pixbuf_storage();
    if (error != NULL) {
        snprintf(reason, reason_size, "%s", error->message != NULL ? error->message : "no reason given");
        t->error_free(error);
    }
}

/// Decodes `length` bytes of a picture of `type` ("png", "jpeg", "gif" or "webp") into RGBA
/// pixels, 4 bytes each, row after row, written to `pixels` (which holds `capacity` bytes, at
/// least box_width * box_height * 4). The data goes to the loader in pieces, so that a refused
/// header stops the work before the body is read.
static inline int tidings_picture_decode(
    const char *type, const uint8_t *bytes, size_t length, struct tidings_picture_request *request,
    uint8_t *pixels, size_t capacity, char *reason, size_t reason_size) {
    pthread_once(tidings_pixbuf_once(), tidings_pixbuf_load);
    struct tidings_pixbuf_api *t = tidings_pixbuf_storage();
    if (t->error != NULL) {
        snprintf(reason, reason_size, "%s", t->error);
        return TIDINGS_PICTURE_UNAVAILABLE;
    }
    GError *error = NULL;
    GdkPixbufLoader *loader = t->loader_new_with_type(type, &error);
    if (loader == NULL) {
        tidings_picture_copy_error(error, reason, reason_size);
        return TIDINGS_PICTURE_UNAVAILABLE;
    }
    t->signal_connect_data(
        loader, "size-prepared", G_CALLBACK(tidings_pixbuf_size_prepared), request, NULL, (GConnectFlags)0);
    int status = TIDINGS_PICTURE_DECODED;
    size_t offset = 0;
    const size_t piece = 16384;
    while (offset < length && !request->refused) {
        size_t count = length - offset < piece ? length - offset : piece;
        if (!t->loader_write(loader, bytes + offset, count, &error)) {
            tidings_picture_copy_error(error, reason, reason_size);
            error = NULL;
            status = TIDINGS_PICTURE_UNREADABLE;
            break;
        }
        offset += count;
    }
    // Closing a loader that stopped early reports the cut; that is not the picture's fault then.
    gboolean closed = t->loader_close(loader, &error);
    if (request->refused) {
        if (error != NULL) t->error_free(error);
        t->object_unref(loader);
        return TIDINGS_PICTURE_TOO_LARGE;
    }
    if (status == TIDINGS_PICTURE_DECODED && !closed) {
        tidings_picture_copy_error(error, reason, reason_size);
        status = TIDINGS_PICTURE_UNREADABLE;
    } else if (error != NULL) {
        t->error_free(error);
    }
    GdkPixbuf *pixbuf = status == TIDINGS_PICTURE_DECODED ? t->loader_get_pixbuf(loader) : NULL;
    if (status == TIDINGS_PICTURE_DECODED && pixbuf == NULL) {
        snprintf(reason, reason_size, "the data holds no picture");
        status = TIDINGS_PICTURE_UNREADABLE;
    }
    if (pixbuf != NULL) {
        int width = t->get_width(pixbuf), height = t->get_height(pixbuf);
        int stride = t->get_rowstride(pixbuf), channels = t->get_n_channels(pixbuf);
        if (t->get_bits_per_sample(pixbuf) != 8 || (channels != 3 && channels != 4)
            || (size_t)width * (size_t)height * 4 > capacity) {
            snprintf(reason, reason_size, "the picture's pixels are not of a kind Tidings draws");
            status = TIDINGS_PICTURE_UNREADABLE;
        } else {
            const uint8_t *source = t->read_pixels(pixbuf);
            for (int y = 0; y < height; y++) {
                const uint8_t *row = source + (size_t)y * (size_t)stride;
                uint8_t *out = pixels + (size_t)y * (size_t)width * 4;
                for (int x = 0; x < width; x++) {
                    out[x * 4] = row[x * channels];
                    out[x * 4 + 1] = row[x * channels + 1];
                    out[x * 4 + 2] = row[x * channels + 2];
                    out[x * 4 + 3] = channels == 4 ? row[x * channels + 3] : 255;
                }
            }
            request->width = width;
            request->height = height;
        }
    }
    t->object_unref(loader);
    return status;
}
