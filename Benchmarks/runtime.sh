#!/usr/bin/env bash
# Prints the runtime's figures: launch with a 3-level navigation stack, one hour of a 10 Hz timer
# on the virtual clock, the peak memory of a 10,000-view tree, and collection views (a
# 100,000-item list, a snapshot of 1,000 moves), 10,000 Swift tasks awaiting one another on the
# virtual clock, and 1,000 sequential requests on the virtual network. Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product RuntimeBenchmark >&2
echo "Tutor runtime benchmark ($(date -u +%Y-%m-%d), $(nproc) cores, $(swift --version 2>/dev/null | head -1))"
for figure in launch timer tree table jump timers collection moves tasks network; do
  .build/release/RuntimeBenchmark "$figure"
done
