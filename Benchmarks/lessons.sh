#!/usr/bin/env bash
# Prints how long parsing and checking the bundled lessons takes. Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product LessonBenchmark >&2
.build/release/LessonBenchmark Lessons
