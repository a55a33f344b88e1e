// libxml2 for Swift, loaded when first used.
//
// Debian builds libxml2 with ICU, whose headers clash with the copy of ICU inside Foundation.
// Tidings never touches the ICU members of libxml2's encoding handler, so the ICU parts of the
// headers are switched off; the layout of that handler is never read here.
//
// XMLService does not call libxml2's functions by name: linking them would load libxml2, ICU,
// liblzma and zlib at every start (1.2 MiB of every process's peak memory, `tidings --version`
// and `tidings feeds` included), though most commands parse no XML or HTML. The first call below
// opens libxml2.so.2 with dlopen and looks up the functions XMLService uses; if that fails, every
// call fails as libxml2 does when it runs out of memory (NULL or -1), and
// `tidings_xml_load_error()` says why. The module still links libxml2 (its pkg-config gives the
// headers' folder and `-lxml2` with it); the Makefile removes that record from the release
// executable with patchelf (`unlink_lazy_libraries`). Debug builds, and test harnesses that call
// libxml2 directly as the parser benchmark's baseline does, keep it linked.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/HTMLparser.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// Each member has the type of the function libxml2's own header declares.
struct tidings_xml_api {
    int loaded;
    const char *error;
    __typeof__(xmlInitParser) *init_parser;
    __typeof__(xmlStrlen) *strlen;
    xmlFreeFunc *free;
    __typeof__(htmlReadMemory) *html_read_memory;
    __typeof__(htmlEntityLookup) *html_entity_lookup;
    __typeof__(xmlFreeDoc) *free_doc;
    __typeof__(xmlNewDoc) *new_doc;
    __typeof__(xmlCreateIntSubset) *create_int_subset;
    __typeof__(xmlNodeListGetString) *node_list_get_string;
    __typeof__(xmlAddDocEntity) *add_doc_entity;
    __typeof__(xmlGetDocEntity) *get_doc_entity;
    __typeof__(xmlGetParameterEntity) *get_parameter_entity;
    __typeof__(xmlFindCharEncodingHandler) *find_char_encoding_handler;
    __typeof__(xmlSetStructuredErrorFunc) *set_structured_error_func;
    __typeof__(xmlCreatePushParserCtxt) *create_push_parser_ctxt;
    __typeof__(xmlFreeParserCtxt) *free_parser_ctxt;
    __typeof__(xmlCtxtUseOptions) *ctxt_use_options;
    __typeof__(xmlSwitchToEncoding) *switch_to_encoding;
    __typeof__(xmlParseChunk) *parse_chunk;
};

// The state lives in function-local statics: Swift's importer emits the header's inline
// functions into each object file that calls them, but not file-scope variables.
static inline struct tidings_xml_api *tidings_xml_storage(void) {
    static struct tidings_xml_api table;
    return &table;
}

static inline void tidings_xml_resolve(void *library, void **slot, const char *name) {
    *slot = dlsym(library, name);
    if (*slot == NULL && tidings_xml_storage()->error == NULL) {
        tidings_xml_storage()->error = "libxml2.so.2 lacks a function Tidings needs (libxml2 2.9 or newer is needed)";
    }
}

static inline void tidings_xml_load(void) {
    struct tidings_xml_api *t = tidings_xml_storage();
    void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        t->error = reason != NULL ? reason : "libxml2.so.2 could not be loaded";
        return;
    }
    // The members after `error` are the functions, in the order of their names here.
    static const char *const names[] = {
        "xmlInitParser",
        "xmlStrlen",
        "xmlFree",  // a variable holding the deallocator, not a function
        "htmlReadMemory",
        "htmlEntityLookup",
        "xmlFreeDoc",
        "xmlNewDoc",
        "xmlCreateIntSubset",
        "xmlNodeListGetString",
        "xmlAddDocEntity",
        "xmlGetDocEntity",
        "xmlGetParameterEntity",
        "xmlFindCharEncodingHandler",
        "xmlSetStructuredErrorFunc",
        "xmlCreatePushParserCtxt",
        "xmlFreeParserCtxt",
        "xmlCtxtUseOptions",
        "xmlSwitchToEncoding",
        "xmlParseChunk",
    };
    _Static_assert(
        sizeof names / sizeof names[0]
            == (sizeof(struct tidings_xml_api) - offsetof(struct tidings_xml_api, init_parser)) / sizeof(void *),
        "a name for every function of the table");
    void **slots = (void **)&t->init_parser;
    // Unrolled, the loop is as long as the calls written out, in every module that loads.
#pragma nounroll
    for (size_t index = 0; index < sizeof names / sizeof names[0]; index++) {
        tidings_xml_resolve(library, &slots[index], names[index]);
    }
    if (t->error == NULL) t->init_parser();
    t->loaded = t->error == NULL;
}

/// Loads libxml2 once per object file (dlopen of a loaded library returns it again), and
/// initializes it once per process (xmlInitParser may be called again).
static inline struct tidings_xml_api *tidings_xml_loaded(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, tidings_xml_load);
    return tidings_xml_storage();
}

/// The loaded functions, or NULL when libxml2 could not be loaded.
static inline const struct tidings_xml_api *tidings_xml(void) {
    struct tidings_xml_api *t = tidings_xml_loaded();
    return t->loaded ? t : NULL;
}

/// Why libxml2 could not be loaded, or NULL when it was.
static inline const char *tidings_xml_load_error(void) {
    struct tidings_xml_api *t = tidings_xml_loaded();
    return t->loaded ? NULL : t->error;
}

static inline void tidings_xml_free(void *pointer) {
    const struct tidings_xml_api *api = tidings_xml();
    if (api && pointer) (*api->free)(pointer);
}

static inline int tidings_xml_strlen(const xmlChar *text) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->strlen(text) : 0;
}

static inline htmlDocPtr tidings_html_read_memory(
    const char *buffer, int size, const char *url, const char *encoding, int options) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->html_read_memory(buffer, size, url, encoding, options) : NULL;
}

static inline const htmlEntityDesc *tidings_html_entity_lookup(const xmlChar *name) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->html_entity_lookup(name) : NULL;
}

static inline void tidings_xml_free_doc(xmlDocPtr document) {
    const struct tidings_xml_api *api = tidings_xml();
    if (api) api->free_doc(document);
}

static inline xmlDocPtr tidings_xml_new_doc(const xmlChar *version) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->new_doc(version) : NULL;
}

static inline xmlDtdPtr tidings_xml_create_int_subset(
    xmlDocPtr document, const xmlChar *name, const xmlChar *externalID, const xmlChar *systemID) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->create_int_subset(document, name, externalID, systemID) : NULL;
}

static inline xmlChar *tidings_xml_node_list_get_string(xmlDocPtr document, const xmlNode *list, int inLine) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->node_list_get_string(document, list, inLine) : NULL;
}

static inline xmlEntityPtr tidings_xml_add_doc_entity(
    xmlDocPtr document, const xmlChar *name, int type, const xmlChar *externalID,
    const xmlChar *systemID, const xmlChar *content) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->add_doc_entity(document, name, type, externalID, systemID, content) : NULL;
}

static inline xmlEntityPtr tidings_xml_get_doc_entity(const xmlDoc *document, const xmlChar *name) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->get_doc_entity(document, name) : NULL;
}

static inline xmlEntityPtr tidings_xml_get_parameter_entity(xmlDocPtr document, const xmlChar *name) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->get_parameter_entity(document, name) : NULL;
}

static inline xmlCharEncodingHandlerPtr tidings_xml_find_char_encoding_handler(const char *name) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->find_char_encoding_handler(name) : NULL;
}

static inline void tidings_xml_set_structured_error_func(void *context, xmlStructuredErrorFunc handler) {
    const struct tidings_xml_api *api = tidings_xml();
    if (api) api->set_structured_error_func(context, handler);
}

static inline xmlParserCtxtPtr tidings_xml_create_push_parser_ctxt(
    xmlSAXHandlerPtr sax, void *userData, const char *chunk, int size, const char *filename) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->create_push_parser_ctxt(sax, userData, chunk, size, filename) : NULL;
}

static inline void tidings_xml_free_parser_ctxt(xmlParserCtxtPtr context) {
    const struct tidings_xml_api *api = tidings_xml();
    if (api) api->free_parser_ctxt(context);
}

static inline int tidings_xml_ctxt_use_options(xmlParserCtxtPtr context, int options) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->ctxt_use_options(context, options) : -1;
}

static inline int tidings_xml_switch_to_encoding(xmlParserCtxtPtr context, xmlCharEncodingHandlerPtr handler) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->switch_to_encoding(context, handler) : -1;
}

static inline int tidings_xml_parse_chunk(xmlParserCtxtPtr context, const char *chunk, int size, int terminate) {
    const struct tidings_xml_api *api = tidings_xml();
    return api ? api->parse_chunk(context, chunk, size, terminate) : -1;
}
