#!/usr/bin/env bash
# Lints every tracked Swift file with the toolchain's swift-format, as docs/architecture.md "Working on Tutor" asks.
#   Scripts/format.sh          lint (exit 1 on findings)
#   Scripts/format.sh --fix    rewrite the files in place, then lint
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
# Examples/ is written the way learners write for iOS, in Xcode's 4-space style: its own
# Examples/.swift-format applies there.
mapfile -t files < <(git ls-files '*.swift')
if [ "${1:-}" = "--fix" ]; then
  swift format format --in-place --parallel "${files[@]}"
fi
swift format lint --strict --parallel "${files[@]}"
