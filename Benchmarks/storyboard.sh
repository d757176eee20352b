#!/usr/bin/env bash
# Prints the storyboard figures of issue 17: a 20-scene storyboard compiled, decoded, and its
# initial controller loaded (debug build, where the goal is < 10 ms).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product StoryboardBenchmark >&2
.build/debug/StoryboardBenchmark
