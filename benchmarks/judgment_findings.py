"""Every finding on every labelled document, one line each, sorted: diff two runs to see what a
judgment change moved.

    python benchmarks/judgment_findings.py OUT.txt [--skip SET ...] [--reportgen PATH]

Reads ``../shared/corpus`` and every ``benchmarks/judgment_sets/*/{answers,designdocs}`` that has
a ``labels.yaml``, lints each document against its scenario (as ``score_corpus.py`` does) with a
fresh cache, and writes ``path:line RULE severity item q=question message`` per finding. A set
whose name contains a ``--skip`` string is left out (a new blind set, until its first contact is
recorded). Used before and after every judgment change: a change that moves only the findings it
means to is safe to commit.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]


def _sets(skip: list[str]) -> list[Path]:
    found = [ROOT.parent / "shared" / "corpus"]
    for kind in ("answers", "designdocs"):
        found += sorted((ROOT / "benchmarks" / "judgment_sets").glob(f"*/{kind}"))
    return [
        d for d in found if (d / "labels.yaml").is_file() and not any(s in str(d) for s in skip)
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="where to write the findings, one per line")
    parser.add_argument(
        "--skip", nargs="+", action="extend", default=[], help="leave out sets naming these"
    )
    parser.add_argument("--reportgen", default=str(Path(sys.executable).parent / "reportgen"))
    args = parser.parse_args()
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "REPORTGEN_CACHE_DIR": cache}
        for folder in _sets(args.skip):
            labels = yaml.safe_load((folder / "labels.yaml").read_text("utf-8"))["submissions"]
            groups: dict[Path, list[str]] = {}
            for doc in labels:
                named = doc.get("scenario")
                scenario = (
                    folder / named
                    if named and named != "EXERCISE"
                    else ROOT / "inputs" / "exercise.yaml"
                )
                groups.setdefault(scenario, []).append(str(folder / doc["file"]))
            for scenario, files in groups.items():
                run = subprocess.run(
                    [
                        args.reportgen,
                        "lint",
                        "--format",
                        "json",
                        "--scenario",
                        str(scenario),
                        *files,
                    ],
                    capture_output=True,
                    text=True,
                    env=env,
                    cwd=ROOT,
                    check=False,
                )
                for result in json.loads(run.stdout)["files"]:
                    where = os.path.relpath(result["path"], ROOT)
                    for f in result["findings"]:
                        lines.append(
                            f"{where}:{f['line']} {f['rule']} {f['severity']} {f['item'] or ''} "
                            f"q={f['question']} {f['message'][:90]}"
                        )
    Path(args.out).write_text("\n".join(sorted(lines)) + "\n", "utf-8")
    print(f"{len(lines)} findings written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
