#!/usr/bin/env bash
# Prints how long the shell takes from start to its first prompt: `tutor` is started with its
# input piped, parses the bundled lessons, greets, prints the prompt and reads `quit` at once, so
# the whole run is the time to the prompt plus a clean exit. Goal: under 150 ms.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product tutor >&2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
runs=()
for run in $(seq 1 21); do
  start=$(date +%s%N)
  printf 'quit\n' | .build/release/tutor --workspace "$scratch/workspace" >/dev/null
  end=$(date +%s%N)
  runs+=($(( (end - start) / 1000 )))
done
median=$(printf '%s\n' "${runs[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
best=$(printf '%s\n' "${runs[@]}" | sort -n | head -1)
awk -v median="$median" -v best="$best" -v count="${#runs[@]}" 'BEGIN {
  printf "shell start to prompt (and quit): median %.1f ms, best %.1f ms over %d runs (goal: under 150 ms)\n",
    median / 1000, best / 1000, count }'
