// OpenSSL's libcrypto for Swift, loaded when first used, for the one digest a sync API asks
// for (Fever's key is the MD5 of "email:password").
//
// Tidings does not link libcrypto, so that a start that never syncs does not load it: the first
// call opens libcrypto.so.3 with dlopen and looks up the two functions used. If that fails,
// `tidings_md5` returns 0 and `tidings_crypto_load_error()` says why.
#include <dlfcn.h>
#include <openssl/evp.h>
#include <pthread.h>
#include <stddef.h>

struct tidings_crypto_api {
    int loaded;
    const char *error;
    const EVP_MD *(*md5)(void);
    int (*digest)(const void *, size_t, unsigned char *, unsigned int *, const EVP_MD *, ENGINE *);
};

// Function-local statics: Swift's importer emits inline functions into each object file that
// calls them, but not file-scope variables.
static inline struct tidings_crypto_api *tidings_crypto_storage(void) {
    static struct tidings_crypto_api table;
    return &table;
}

static inline void tidings_crypto_load(void) {
    struct tidings_crypto_api *t = tidings_crypto_storage();
    void *library = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        t->error = reason != NULL ? reason : "libcrypto.so.3 could not be loaded";
        return;
    }
    t->md5 = (const EVP_MD *(*)(void))dlsym(library, "EVP_md5");
    t->digest = (int (*)(const void *, size_t, unsigned char *, unsigned int *, const EVP_MD *, ENGINE *))dlsym(
        library, "EVP_Digest");
    if (t->md5 == NULL || t->digest == NULL) {
        t->error = "libcrypto.so.3 lacks EVP_md5 or EVP_Digest (OpenSSL 3 is needed)";
        return;
    }
    t->loaded = 1;
}

static inline struct tidings_crypto_api *tidings_crypto_loaded(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, tidings_crypto_load);
    return tidings_crypto_storage();
}

/// Why libcrypto could not be loaded, or NULL when it was.
static inline const char *tidings_crypto_load_error(void) {
    struct tidings_crypto_api *t = tidings_crypto_loaded();
    return t->loaded ? NULL : t->error;
}

/// Writes the 16-byte MD5 digest of `length` bytes at `data` to `out`; returns 1, or 0 when
/// libcrypto is unavailable or failed.
static inline int tidings_md5(const void *data, size_t length, unsigned char *out) {
    struct tidings_crypto_api *t = tidings_crypto_loaded();
    if (!t->loaded) return 0;
    unsigned int size = 0;
    return t->digest(data, length, out, &size, t->md5(), NULL) == 1 && size == 16;
}
