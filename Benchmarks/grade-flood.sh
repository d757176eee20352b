#!/usr/bin/env bash
# Prints the grader's peak memory while `tutor grade` grades a class of 30 learners of which one
# prints 200 MB in every check (the app's file-size limit stops its output file at 64 MiB), and
# how much of that output the report kept. Goal: under 100 MiB peak — the output kept is capped
# per check and per learner (OutputLimits), and only the kept parts of the file are read.
#
# The figure is the grader's own peak resident set (getrusage RUSAGE_SELF as it exits, from a
# small preloaded library): /usr/bin/time would report the largest of its children instead —
# the compiler, or an app process.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build >&2 # the tutor binary with the runtime next to it, as grade.sh uses
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

cat >"$scratch/peak.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

/* Appends the process's peak resident set in KiB to $TUTOR_PEAK_FILE as tutor exits (the
   compilers it starts inherit the library too, and stay silent). */
__attribute__((destructor)) static void write_peak(void) {
  const char *path = getenv("TUTOR_PEAK_FILE");
  char name[32] = {0};
  FILE *comm = fopen("/proc/self/comm", "r");
  if (path == NULL || comm == NULL) return;
  if (fgets(name, sizeof name, comm) == NULL) name[0] = 0;
  fclose(comm);
  if (strcmp(name, "tutor\n") != 0) return;
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  FILE *out = fopen(path, "a");
  if (out == NULL) return;
  fprintf(out, "%ld\n", usage.ru_maxrss);
  fclose(out);
}
C
cc -shared -fPIC -O2 -o "$scratch/peak.so" "$scratch/peak.c"

lessons=Tests/TutorTestSupport/Fixtures/GradeLessons
python3 - "$lessons/01-counter.md" "$scratch/class" <<'PY'
import os, re, sys
lesson_file, root = sys.argv[1], sys.argv[2]
text = open(lesson_file).read()
lesson = re.search(r"^id: *(\S+)", text, re.M).group(1)
# 200 MB of print in viewDidLoad, so every check of every exercise floods.
flood = ('        let flood = String(repeating: "x", count: 1023)\n'
         '        for _ in 0..<204_800 { print(flood) }\n')
for section in re.split(r"^## Exercise: ", text, flags=re.M)[1:]:
    exercise = re.search(r"\{#([^}]+)\}", section.splitlines()[0]).group(1)
    for name, code in re.findall(r"```swift solution file=(\S+)\n(.*?)```", section, re.S):
        for learner in range(1, 31):
            folder = os.path.join(root, f"learner{learner:02d}", lesson, exercise)
            os.makedirs(folder, exist_ok=True)
            contents = code
            if learner == 30:
                contents = code.replace("super.viewDidLoad()\n", "super.viewDidLoad()\n" + flood, 1)
            with open(os.path.join(folder, name), "w") as out:
                out.write(contents)
PY

echo "grading 30 learners (learner30 prints 200 MB in every check) with --jobs 2"
start=$(date +%s.%N)
TUTOR_PEAK_FILE="$scratch/peak" LD_PRELOAD="$scratch/peak.so" XDG_CACHE_HOME="$scratch/cache" \
  .build/debug/tutor grade --lessons "$lessons" --submissions "$scratch/class" --jobs 2 --format json \
  --output "$scratch/report.json" 2>/dev/null || true
end=$(date +%s.%N)
python3 - "$scratch/peak" "$scratch/report.json" "$start" "$end" <<'PY'
import json, os, sys
peak_file, report_file, start, end = sys.argv[1:]
peaks = [int(line) for line in open(peak_file) if line.strip()]
report = json.load(open(report_file))
flooder = next(l for l in report["learners"] if l["name"] == "learner30")
kept = sum(len(c["output"].encode()) for e in flooder["exercises"] for c in e["checks"])
print(f"graded in {float(end) - float(start):.1f} s; report {os.path.getsize(report_file) / 1024:.0f} KiB, "
      f"{kept / 1024:.0f} KiB of it learner30's output")
print(f"grader peak memory: {max(peaks) / 1024:.1f} MiB (goal: under 100 MiB)")
PY
