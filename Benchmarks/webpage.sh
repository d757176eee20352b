#!/usr/bin/env bash
# Prints the web page figure: a 1 MB HTML page read into the page a web view shows (title,
# blocks, links, images, form fields) with libxml2's HTML parser. Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product WebPageBenchmark >&2
.build/release/WebPageBenchmark
