#!/usr/bin/env bash
# Prints storage figures: Core Data insert + save of 10,000 objects and a fetch with a predicate
# and a sort over them; UserDefaults set of 1,000 keys, then get in a new process (a relaunch).
# Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product StorageBenchmark >&2
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
echo "Tutor storage benchmark ($(date -u +%Y-%m-%d), $(nproc) cores)"
.build/release/StorageBenchmark coredata "$folder/coredata"
.build/release/StorageBenchmark defaults-set "$folder/defaults"
.build/release/StorageBenchmark defaults-get "$folder/defaults"
