// libxml2's HTML parser, for the pages web views show (Sources/WebPage/HTMLDocumentReader.swift).
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, whose headers encoding.h would pull in and which clash with the
// copy Foundation carries (_FoundationICU). Only the ICU converter fields of the encoding handler
// struct depend on it, which Tutor never touches: the parser and its SAX events are the same without.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
