#!/usr/bin/env bash
# Score a freshly merged blind set once, before anything is changed against it, and write each
# subset's first-contact.txt. Usage: benchmarks/judgment_first_contact.sh SET [CODE]
#   SET   a folder name under benchmarks/judgment_sets/ (e.g. blind-2026-12-06a)
#   CODE  the commit the judgment code is at (default HEAD^1: main before the set's merge commit)
# Runs with a fresh result cache so nothing scored earlier is reused.
set -euo pipefail
cd "$(dirname "$0")/.."
set_dir="benchmarks/judgment_sets/$1"
code="${2:-$(git rev-parse --short HEAD^1)}"
rg="${REPORTGEN:-.venv/bin/reportgen}"
py="${PYTHON:-.venv/bin/python}"
export REPORTGEN_CACHE_DIR
REPORTGEN_CACHE_DIR="$(mktemp -d)"
trap 'rm -rf "$REPORTGEN_CACHE_DIR"' EXIT
for sub in answers designdocs; do
  dir="$set_dir/$sub"
  [ -f "$dir/labels.yaml" ] || continue
  {
    echo "# First contact: $dir, scored once before any change against it"
    echo "# $(date -u '+%Y-%m-%d %H:%M') UTC, code at $code (main before the set was merged)"
    echo "## lint"
    "$py" ../shared/eval/score_corpus.py lint "$dir" -v --reportgen "$rg" || true
    echo "## grade"
    "$py" ../shared/eval/score_corpus.py grade "$dir" -v --reportgen "$rg" || true
  } > "$dir/first-contact.txt" 2>&1
  grep -E "recall|MAE" "$dir/first-contact.txt"
done
