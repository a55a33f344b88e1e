// libcurl for Swift, loaded when first used.
//
// Tidings does not link libcurl: with its TLS, Kerberos, LDAP and SSH libraries it is most of the
// shared objects the program would load, and loading them took about 7 ms of every start, before
// `tidings --version` or a listing that never touches the network. Instead the first call below
// opens libcurl with dlopen and looks up the functions Tidings uses; if that fails, every call
// fails as libcurl does (NULL, CURLE_FAILED_INIT), and `tidings_curl_load_error()` says why.
//
// Debian's libcurl built on GnuTLS (libcurl-gnutls.so.4, package libcurl3-gnutls, the one
// newsboat and git use) comes first, then the OpenSSL one (libcurl.so.4, libcurl4). Their
// functions are the same; the OpenSSL build also loads libssl and starts OpenSSL's TLS when
// libcurl starts, which cost a first sync 0.7 MiB and libcurl's start twice the time.
//
// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are C variadic functions, which Swift
// cannot call; the typed wrappers call them with one argument type each.
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

struct tidings_curl_api {
    int loaded;
    const char *error;
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    const char *(*easy_strerror)(CURLcode);
    time_t (*getdate)(const char *, const time_t *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
};

// The state lives in function-local statics: Swift's importer emits the header's inline
// functions into each object file that calls them, but not file-scope variables.
static inline struct tidings_curl_api *tidings_curl_storage(void) {
    static struct tidings_curl_api table;
    return &table;
}

static inline void tidings_curl_resolve(void *library, void **slot, const char *name) {
    *slot = dlsym(library, name);
    if (*slot == NULL && tidings_curl_storage()->error == NULL) {
        tidings_curl_storage()->error =
            "libcurl lacks a function Tidings needs (libcurl 7.68 or newer is needed)";
    }
}

static inline void tidings_curl_load(void) {
    struct tidings_curl_api *t = tidings_curl_storage();
    void *library = dlopen("libcurl-gnutls.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *reason = dlerror();
        t->error = reason != NULL ? reason : "neither libcurl-gnutls.so.4 nor libcurl.so.4 could be loaded";
        return;
    }
    // The members after `error` are the functions, in the order of their names here.
    static const char *const names[] = {
        "curl_global_init",
        "curl_easy_init",
        "curl_easy_cleanup",
        "curl_easy_setopt",
        "curl_easy_getinfo",
        "curl_easy_strerror",
        "curl_getdate",
        "curl_multi_init",
        "curl_multi_setopt",
        "curl_multi_add_handle",
        "curl_multi_remove_handle",
        "curl_multi_cleanup",
        "curl_multi_perform",
        "curl_multi_poll",
        "curl_multi_info_read",
        "curl_multi_wakeup",
        "curl_slist_append",
        "curl_slist_free_all",
    };
    _Static_assert(
        sizeof names / sizeof names[0]
            == (sizeof(struct tidings_curl_api) - offsetof(struct tidings_curl_api, global_init)) / sizeof(void *),
        "a name for every function of the table");
    void **slots = (void **)&t->global_init;
    // Unrolled, the loop is as long as the calls written out, in every module that loads.
#pragma nounroll
    for (size_t index = 0; index < sizeof names / sizeof names[0]; index++) {
        tidings_curl_resolve(library, &slots[index], names[index]);
    }
    t->loaded = t->error == NULL;
}

/// Loads libcurl once per object file (dlopen of a loaded library returns it again).
static inline struct tidings_curl_api *tidings_curl_loaded(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, tidings_curl_load);
    return tidings_curl_storage();
}

/// The loaded functions, or NULL when libcurl could not be loaded.
static inline const struct tidings_curl_api *tidings_curl(void) {
    struct tidings_curl_api *t = tidings_curl_loaded();
    return t->loaded ? t : NULL;
}

/// Why libcurl could not be loaded, or NULL when it was.
static inline const char *tidings_curl_load_error(void) {
    struct tidings_curl_api *t = tidings_curl_loaded();
    return t->loaded ? NULL : t->error;
}

static inline CURLcode tidings_curl_global_init(long flags) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->global_init(flags) : CURLE_FAILED_INIT;
}

static inline CURL *tidings_curl_easy_init(void) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_init() : NULL;
}

static inline void tidings_curl_easy_cleanup(CURL *handle) {
    const struct tidings_curl_api *api = tidings_curl();
    if (api) api->easy_cleanup(handle);
}

static inline const char *tidings_curl_easy_strerror(CURLcode code) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_strerror(code) : "libcurl is not loaded";
}

static inline time_t tidings_curl_getdate(const char *text) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->getdate(text, NULL) : -1;
}

static inline CURLM *tidings_curl_multi_init(void) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->multi_init() : NULL;
}

static inline CURLMcode tidings_curl_multi_add_handle(CURLM *multi, CURL *easy) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->multi_add_handle(multi, easy) : CURLM_INTERNAL_ERROR;
}

static inline CURLMcode tidings_curl_multi_remove_handle(CURLM *multi, CURL *easy) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->multi_remove_handle(multi, easy) : CURLM_INTERNAL_ERROR;
}

static inline CURLMcode tidings_curl_multi_cleanup(CURLM *multi) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->multi_cleanup(multi) : CURLM_INTERNAL_ERROR;
}

static inline CURLMcode tidings_curl_multi_perform(CURLM *multi, int *running) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->multi_perform(multi, running) : CURLM_INTERNAL_ERROR;
}

static inline CURLMcode tidings_curl_multi_poll(CURLM *multi, int timeoutMilliseconds) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->multi_poll(multi, NULL, 0, timeoutMilliseconds, NULL) : CURLM_INTERNAL_ERROR;
}

static inline CURLMsg *tidings_curl_multi_info_read(CURLM *multi, int *queued) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->multi_info_read(multi, queued) : NULL;
}

static inline CURLMcode tidings_curl_multi_wakeup(CURLM *multi) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->multi_wakeup(multi) : CURLM_INTERNAL_ERROR;
}

static inline struct curl_slist *tidings_curl_slist_append(struct curl_slist *list, const char *text) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->slist_append(list, text) : NULL;
}

static inline void tidings_curl_slist_free_all(struct curl_slist *list) {
    const struct tidings_curl_api *api = tidings_curl();
    if (api) api->slist_free_all(list);
}

static inline CURLcode tidings_curl_set_long(CURL *handle, CURLoption option, long value) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode tidings_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode tidings_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode tidings_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *value) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_setopt(handle, option, value) : CURLE_FAILED_INIT;
}

static inline CURLcode tidings_curl_set_data_callback(CURL *handle, CURLoption option,
                                                      curl_write_callback callback) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_setopt(handle, option, callback) : CURLE_FAILED_INIT;
}

static inline CURLcode tidings_curl_set_progress_callback(CURL *handle, curl_xferinfo_callback callback) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback) : CURLE_FAILED_INIT;
}

static inline CURLcode tidings_curl_info_long(CURL *handle, CURLINFO info, long *value) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

static inline CURLcode tidings_curl_info_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

static inline CURLcode tidings_curl_info_string(CURL *handle, CURLINFO info, char **value) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

static inline CURLMcode tidings_curl_multi_set_long(CURLM *handle, CURLMoption option, long value) {
    const struct tidings_curl_api *api = tidings_curl();
    return api ? api->multi_setopt(handle, option, value) : CURLM_INTERNAL_ERROR;
}
