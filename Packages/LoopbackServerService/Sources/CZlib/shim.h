// zlib for Swift. deflateInit2 is a macro, which Swift cannot call; this wraps it.
#include <zlib.h>

static inline int tidings_deflate_init(z_streamp stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}
