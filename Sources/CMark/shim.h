// cmark-gfm, the CommonMark + GitHub Flavored Markdown parser (Debian: libcmark-gfm-dev,
// libcmark-gfm-extensions-dev). Only LessonKit's MarkdownDocument.swift touches it.
#ifndef TUTOR_CMARK_SHIM_H
#define TUTOR_CMARK_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#endif
