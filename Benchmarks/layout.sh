#!/usr/bin/env bash
# Prints layout.md's three figures: 300 views and 1,200 constraints solved from scratch; one
# constant changed and re-solved (edit variable; remove and add); a 1,000-row self-sizing table
# scrolled end to end through the runtime. Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product LayoutBenchmark >&2
swift build -c release --product RuntimeBenchmark >&2
.build/release/LayoutBenchmark
.build/release/RuntimeBenchmark selfsizing
