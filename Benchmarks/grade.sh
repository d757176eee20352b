#!/usr/bin/env bash
# Prints how long `tutor grade` takes for a class: 20 learners (LEARNERS=N for fewer) × every bundled exercise, each
# learner's files slightly different so nothing comes from the build cache (cold), with
# --jobs 2 and --jobs 1, and the seconds per exercise per core. Goal: at most 0.5 s per exercise
# per core with a cold cache.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build >&2  # the tutor binary with the runtime next to it, as check.sh uses
swift build -c release --product AppHost >&2  # the optimized runtime apps link, as `make build` makes it
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
learners=${LEARNERS:-20}  # fewer for a quick figure: LEARNERS=4 Benchmarks/grade.sh
python3 - "$scratch/class" "$learners" <<'PY'
import os, re, sys, glob
root = sys.argv[1]
learners = int(sys.argv[2])
for lesson_file in sorted(glob.glob("Lessons/*.md")):
    text = open(lesson_file).read()
    lesson = re.search(r"^id: *(\S+)", text, re.M).group(1)
    for section in re.split(r"^## Exercise: ", text, flags=re.M)[1:]:
        exercise = re.search(r"\{#([^}]+)\}", section.splitlines()[0]).group(1)
        for name, code in re.findall(r"```swift solution file=(\S+)\n(.*?)```", section, re.S):
            for learner in range(1, learners + 1):
                folder = os.path.join(root, f"learner{learner:02d}", lesson, exercise)
                os.makedirs(folder, exist_ok=True)
                with open(os.path.join(folder, name), "w") as out:
                    out.write(code + f"// learner {learner}\n")
PY
exercises=$(find "$scratch/class" -name '*.swift' -path '*learner01*' | wc -l)
total=$((exercises * learners))
run() {
  local jobs=$1
  export XDG_CACHE_HOME="$scratch/cache-$jobs"
  local start end
  start=$(date +%s.%N)
  .build/debug/tutor grade --lessons Lessons --submissions "$scratch/class" --jobs "$jobs" --format json \
    --output "$scratch/report-$jobs.json" 2>/dev/null || true
  end=$(date +%s.%N)
  python3 -c "
seconds = $end - $start
print(f'--jobs $jobs: {seconds:.1f} s for $total exercises: {seconds / $total:.2f} s per exercise, '
      f'{seconds * $jobs / $total:.2f} s per exercise per core (goal: at most 0.5)')"
}
echo "grading $learners learners x $exercises exercises = $total, cold build cache"
run 2
run 1
python3 -c "
import json
report = json.load(open('$scratch/report-2.json'))
statuses = [e['status'] for l in report['learners'] for e in l['exercises']]
print(f'all graded: {len(statuses)} exercises, {statuses.count(\"pass\")} passed')"
