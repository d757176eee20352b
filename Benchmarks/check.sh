#!/usr/bin/env bash
# Prints how fast `tutor check` answers: after an edit (one compile), with nothing changed (no
# compile), and a bare swiftc compile+link of a one-line program for scale, with the ratios.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tutor >&2
swift build -c release --product AppHost >&2  # the optimized runtime apps link, as `make build` makes it
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_CACHE_HOME="$scratch/cache"
mkdir -p "$scratch/workspace/controllers/detail-screen"
python3 - "$scratch/workspace/controllers/detail-screen/Screens.swift" <<'PY'
import re, sys
text = open("Lessons/02-controllers.md").read()
solution = re.findall(r"```swift solution file=Screens.swift\n(.*?)```", text, re.S)[0]
open(sys.argv[1], "w").write(solution)
PY
calc() { python3 -c "print($1)"; }
seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N); calc "$end - $start"; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
check() { .build/debug/tutor check controllers/detail-screen --lessons Lessons --workspace "$scratch/workspace"; }
edited=()
unchanged=()
for run in 1 2 3 4 5; do
  echo "// edit $run" >> "$scratch/workspace/controllers/detail-screen/Screens.swift"
  edited+=("$(seconds check)")
  unchanged+=("$(seconds check)")
done
echo 'print("hi")' > "$scratch/one.swift"
bare=()
for run in 1 2 3; do bare+=("$(seconds swiftc "$scratch/one.swift" -o "$scratch/one")"); done
edit=$(printf '%s\n' "${edited[@]}" | median)
same=$(printf '%s\n' "${unchanged[@]}" | median)
base=$(printf '%s\n' "${bare[@]}" | median)
printf 'tutor check after an edit:   %.2f s (%.1fx the bare compile; goal: at most 3x)\n' "$edit" "$(calc "$edit / $base")"
printf 'tutor check, nothing changed: %.2f s (%.2fx the bare compile; goal: at most 0.5x)\n' "$same" "$(calc "$same / $base")"
printf 'bare swiftc compile+link of a one-line program: %.2f s\n' "$base"
# A storyboard app (lesson 08's egg timer: storyboard, outlet, actions, #selector timer).
mkdir -p "$scratch/workspace/interface-builder/egg-timer"
python3 - "$scratch/workspace/interface-builder/egg-timer/ViewController.swift" <<'PY'
import re, sys
text = open("Lessons/10-interface-builder.md").read()
solution = re.findall(r"```swift solution file=ViewController.swift\n(.*?)```", text, re.S)[0]
open(sys.argv[1], "w").write(solution)
PY
storyboard_check() { .build/debug/tutor check interface-builder/egg-timer --lessons Lessons --workspace "$scratch/workspace"; }
storyboard_edits=()
for run in 1 2 3; do
  echo "// edit $run" >> "$scratch/workspace/interface-builder/egg-timer/ViewController.swift"
  storyboard_edits+=("$(seconds storyboard_check)")
done
sb=$(printf '%s\n' "${storyboard_edits[@]}" | median)
printf 'tutor check of a storyboard app after an edit: %.2f s (%.1fx the bare compile; goal: at most 3x)\n' "$sb" "$(calc "$sb / $base")"
# An Xcode project: editing a resource lays out a new bundle around the same executable, while
# editing Swift compiles again.
cp -r Examples/Groceries "$scratch/Groceries"
project() { echo 'expect title "Groceries"' | .build/debug/tutor run "$scratch/Groceries"; }
resource=()
swift_edit=()
for run in 1 2 3; do
  echo "item $run" >> "$scratch/Groceries/Groceries/words.txt"
  resource+=("$(seconds project)")
  echo "// edit $run" >> "$scratch/Groceries/Groceries/ViewController.swift"
  swift_edit+=("$(seconds project)")
done
res=$(printf '%s\n' "${resource[@]}" | median)
swe=$(printf '%s\n' "${swift_edit[@]}" | median)
printf 'tutor run on a project after a resource edit: %.2f s (%.2fx its Swift edit, %.2f s)\n' "$res" "$(calc "$res / $swe")" "$swe"
app=$(find "$scratch/cache/tutor/builds" -name app -type f | head -1)
swift build --product ConfinementBenchmark >&2
.build/debug/ConfinementBenchmark "$app" 21
