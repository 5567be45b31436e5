#!/usr/bin/env bash
# Score every labelled set (the dev corpus and benchmarks/judgment_sets/*) with the current code
# and print per-kind totals. Development figures only: every set here has been seen.
# Usage: benchmarks/judgment_score_all.sh [-v]
set -uo pipefail
cd "$(dirname "$0")/.."
rg="${REPORTGEN:-.venv/bin/reportgen}"
py="${PYTHON:-.venv/bin/python}"
out="$(mktemp)"
for dir in ../shared/corpus benchmarks/judgment_sets/*/answers benchmarks/judgment_sets/*/designdocs; do
  [ -f "$dir/labels.yaml" ] || continue
  echo "### $dir"
  "$py" ../shared/eval/score_corpus.py lint "$dir" "$@" --reportgen "$rg"
  "$py" ../shared/eval/score_corpus.py grade "$dir" "$@" --reportgen "$rg"
done | tee "$out"
"$py" - "$out" <<'PY'
import re, sys
tot = {}
mae = {}
kind = "answers"
for line in open(sys.argv[1], encoding="utf-8"):
    if line.startswith("### "):
        kind = "designdocs" if "designdocs" in line else "answers"
    m = re.search(r"recall [\d.]+ \((\d+)/(\d+)\), precision [\d.]+ \((\d+)/(\d+)\), (\d+) false", line)
    if m:
        t = tot.setdefault(kind, [0] * 5)
        for i, v in enumerate(m.groups()):
            t[i] += int(v)
    m = re.search(r"MAE ([\d.]+) points over (\d+) documents", line)
    if m:
        e = mae.setdefault(kind, [0.0, 0])
        e[0] += float(m.group(1)) * int(m.group(2))
        e[1] += int(m.group(2))
for kind, (a, b, c, d, fa) in tot.items():
    err, n = mae.get(kind, (0.0, 0))
    print(f"{kind}: recall {a/b:.2f} ({a}/{b}), precision {c/d:.2f} ({c}/{d}), "
          f"{fa} false alarms on clean docs; grader MAE {err/max(n, 1):.2f} over {n}")
PY
rm -f "$out"
