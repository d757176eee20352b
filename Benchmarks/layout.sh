#!/usr/bin/env bash
# Prints what solving a screen's constraints costs: 300 views and 1,200 constraints from scratch,
# and one constant changed and re-solved (edit variable; remove and add). Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product LayoutBenchmark >&2
.build/release/LayoutBenchmark
