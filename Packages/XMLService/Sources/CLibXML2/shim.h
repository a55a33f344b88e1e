// libxml2 for Swift. Debian builds libxml2 with ICU, whose headers clash with the copy of ICU
// inside Foundation. Tidings never touches the ICU members of libxml2's encoding handler, so
// the ICU parts of the headers are switched off; the layout of that handler is never read here.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/HTMLparser.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>

// xmlFree is a global function pointer, which Swift 6 cannot call safely; this wraps it.
static inline void tidings_xml_free(void *pointer) { xmlFree(pointer); }
