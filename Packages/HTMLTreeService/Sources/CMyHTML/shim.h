// MyHTML (Debian's libmodest: the HTML5 parser of the Modest engine) for Swift, loaded when
// first used.
//
// HTMLTreeService does not call MyHTML's functions by name and the module links nothing, so the
// executable does not record libmodest and a process that parses no web page never maps it. The
// first call below opens libmodest.so.0 with dlopen and looks up the functions HTMLTreeService
// uses; if that fails, `tidings_myhtml_load_error()` says why and no other function may be
// called. Each member has the type of the function MyHTML's own header declares.
#include <myhtml/api.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

struct tidings_myhtml_api {
    const char *error;
    __typeof__(myhtml_create) *create;
    __typeof__(myhtml_init) *init;
    __typeof__(myhtml_destroy) *destroy;
    __typeof__(myhtml_tree_create) *tree_create;
    __typeof__(myhtml_tree_init) *tree_init;
    __typeof__(myhtml_tree_destroy) *tree_destroy;
    __typeof__(myhtml_tree_parse_flags_set) *tree_parse_flags_set;
    __typeof__(myhtml_encoding_set) *encoding_set;
    __typeof__(myhtml_parse_chunk_single) *parse_chunk;
    __typeof__(myhtml_parse_chunk_end) *parse_chunk_end;
    __typeof__(myhtml_tree_get_document) *tree_get_document;
    __typeof__(myhtml_node_child) *node_child;
    __typeof__(myhtml_node_next) *node_next;
    __typeof__(myhtml_node_tag_id) *node_tag_id;
    __typeof__(myhtml_node_namespace) *node_namespace;
    __typeof__(myhtml_node_text) *node_text;
    __typeof__(myhtml_tag_name_by_id) *tag_name_by_id;
    __typeof__(myhtml_node_attribute_first) *node_attribute_first;
    __typeof__(myhtml_attribute_next) *attribute_next;
    __typeof__(myhtml_attribute_key) *attribute_key;
    __typeof__(myhtml_attribute_value) *attribute_value;
    __typeof__(myencoding_detect_bom) *detect_bom;
    __typeof__(myencoding_by_name) *encoding_by_name;
    __typeof__(myencoding_prescan_stream_to_determine_encoding) *prescan;
};

// The state lives in function-local statics: Swift's importer emits the header's inline
// functions into each object file that calls them, but not file-scope variables.
static inline struct tidings_myhtml_api *tidings_myhtml_storage(void) {
    static struct tidings_myhtml_api table;
    return &table;
}

static inline void tidings_myhtml_resolve(void *library, void **slot, const char *name) {
    *slot = dlsym(library, name);
    if (*slot == NULL && tidings_myhtml_storage()->error == NULL) {
        tidings_myhtml_storage()->error = "libmodest.so.0 lacks a function Tidings needs (Modest 0.0.6 is needed)";
    }
}

static inline void tidings_myhtml_load(void) {
    struct tidings_myhtml_api *t = tidings_myhtml_storage();
    void *library = dlopen("libmodest.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        t->error = reason != NULL ? reason : "libmodest.so.0 could not be loaded";
        return;
    }
    tidings_myhtml_resolve(library, (void **)&t->create, "myhtml_create");
    tidings_myhtml_resolve(library, (void **)&t->init, "myhtml_init");
    tidings_myhtml_resolve(library, (void **)&t->destroy, "myhtml_destroy");
    tidings_myhtml_resolve(library, (void **)&t->tree_create, "myhtml_tree_create");
    tidings_myhtml_resolve(library, (void **)&t->tree_init, "myhtml_tree_init");
    tidings_myhtml_resolve(library, (void **)&t->tree_destroy, "myhtml_tree_destroy");
    tidings_myhtml_resolve(library, (void **)&t->tree_parse_flags_set, "myhtml_tree_parse_flags_set");
    tidings_myhtml_resolve(library, (void **)&t->encoding_set, "myhtml_encoding_set");
    tidings_myhtml_resolve(library, (void **)&t->parse_chunk, "myhtml_parse_chunk_single");
    tidings_myhtml_resolve(library, (void **)&t->parse_chunk_end, "myhtml_parse_chunk_end");
    tidings_myhtml_resolve(library, (void **)&t->tree_get_document, "myhtml_tree_get_document");
    tidings_myhtml_resolve(library, (void **)&t->node_child, "myhtml_node_child");
    tidings_myhtml_resolve(library, (void **)&t->node_next, "myhtml_node_next");
    tidings_myhtml_resolve(library, (void **)&t->node_tag_id, "myhtml_node_tag_id");
    tidings_myhtml_resolve(library, (void **)&t->node_namespace, "myhtml_node_namespace");
    tidings_myhtml_resolve(library, (void **)&t->node_text, "myhtml_node_text");
    tidings_myhtml_resolve(library, (void **)&t->tag_name_by_id, "myhtml_tag_name_by_id");
    tidings_myhtml_resolve(library, (void **)&t->node_attribute_first, "myhtml_node_attribute_first");
    tidings_myhtml_resolve(library, (void **)&t->attribute_next, "myhtml_attribute_next");
    tidings_myhtml_resolve(library, (void **)&t->attribute_key, "myhtml_attribute_key");
    tidings_myhtml_resolve(library, (void **)&t->attribute_value, "myhtml_attribute_value");
    tidings_myhtml_resolve(library, (void **)&t->detect_bom, "myencoding_detect_bom");
    tidings_myhtml_resolve(library, (void **)&t->encoding_by_name, "myencoding_by_name");
    tidings_myhtml_resolve(library, (void **)&t->prescan, "myencoding_prescan_stream_to_determine_encoding");
}

/// NULL once MyHTML is loaded; otherwise why it could not be (the load is tried once).
static inline const char *tidings_myhtml_load_error(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, tidings_myhtml_load);
    return tidings_myhtml_storage()->error;
}

// The functions, by the names Swift calls; only after tidings_myhtml_load_error() returned NULL.
#define TIDINGS_MYHTML_API (tidings_myhtml_storage())
static inline myhtml_t *tidings_myhtml_create(void) { return TIDINGS_MYHTML_API->create(); }
static inline mystatus_t tidings_myhtml_init(myhtml_t *myhtml) {
    return TIDINGS_MYHTML_API->init(myhtml, MyHTML_OPTIONS_PARSE_MODE_SINGLE, 1, 0);
}
static inline void tidings_myhtml_destroy(myhtml_t *myhtml) { TIDINGS_MYHTML_API->destroy(myhtml); }
static inline myhtml_tree_t *tidings_myhtml_tree_create(void) { return TIDINGS_MYHTML_API->tree_create(); }
static inline mystatus_t tidings_myhtml_tree_init(myhtml_tree_t *tree, myhtml_t *myhtml) {
    return TIDINGS_MYHTML_API->tree_init(tree, myhtml);
}
static inline void tidings_myhtml_tree_destroy(myhtml_tree_t *tree) { TIDINGS_MYHTML_API->tree_destroy(tree); }
static inline void tidings_myhtml_tree_skip_doctype(myhtml_tree_t *tree) {
    TIDINGS_MYHTML_API->tree_parse_flags_set(tree, MyHTML_TREE_PARSE_FLAGS_WITHOUT_DOCTYPE_IN_TREE);
}
static inline void tidings_myhtml_encoding_set(myhtml_tree_t *tree, myencoding_t encoding) {
    TIDINGS_MYHTML_API->encoding_set(tree, encoding);
}
static inline mystatus_t tidings_myhtml_parse_chunk(myhtml_tree_t *tree, const char *html, size_t size) {
    return TIDINGS_MYHTML_API->parse_chunk(tree, html, size);
}
static inline mystatus_t tidings_myhtml_parse_chunk_end(myhtml_tree_t *tree) {
    return TIDINGS_MYHTML_API->parse_chunk_end(tree);
}
static inline myhtml_tree_node_t *tidings_myhtml_document(myhtml_tree_t *tree) {
    return TIDINGS_MYHTML_API->tree_get_document(tree);
}
static inline myhtml_tree_node_t *tidings_myhtml_node_child(myhtml_tree_node_t *node) {
    return TIDINGS_MYHTML_API->node_child(node);
}
static inline myhtml_tree_node_t *tidings_myhtml_node_next(myhtml_tree_node_t *node) {
    return TIDINGS_MYHTML_API->node_next(node);
}
static inline myhtml_tag_id_t tidings_myhtml_node_tag_id(myhtml_tree_node_t *node) {
    return TIDINGS_MYHTML_API->node_tag_id(node);
}
static inline myhtml_namespace_t tidings_myhtml_node_namespace(myhtml_tree_node_t *node) {
    return TIDINGS_MYHTML_API->node_namespace(node);
}
static inline const char *tidings_myhtml_node_text(myhtml_tree_node_t *node, size_t *length) {
    return TIDINGS_MYHTML_API->node_text(node, length);
}
static inline const char *tidings_myhtml_tag_name(myhtml_tree_t *tree, myhtml_tag_id_t tag, size_t *length) {
    return TIDINGS_MYHTML_API->tag_name_by_id(tree, tag, length);
}
static inline myhtml_tree_attr_t *tidings_myhtml_attribute_first(myhtml_tree_node_t *node) {
    return TIDINGS_MYHTML_API->node_attribute_first(node);
}
static inline myhtml_tree_attr_t *tidings_myhtml_attribute_next(myhtml_tree_attr_t *attribute) {
    return TIDINGS_MYHTML_API->attribute_next(attribute);
}
static inline const char *tidings_myhtml_attribute_key(myhtml_tree_attr_t *attribute, size_t *length) {
    return TIDINGS_MYHTML_API->attribute_key(attribute, length);
}
static inline const char *tidings_myhtml_attribute_value(myhtml_tree_attr_t *attribute, size_t *length) {
    return TIDINGS_MYHTML_API->attribute_value(attribute, length);
}
static inline bool tidings_myhtml_detect_bom(const char *text, size_t length, myencoding_t *encoding) {
    return TIDINGS_MYHTML_API->detect_bom(text, length, encoding);
}
static inline bool tidings_myhtml_encoding_by_name(const char *name, size_t length, myencoding_t *encoding) {
    return TIDINGS_MYHTML_API->encoding_by_name(name, length, encoding);
}
static inline myencoding_t tidings_myhtml_prescan(const char *data, size_t size) {
    return TIDINGS_MYHTML_API->prescan(data, size);
}
