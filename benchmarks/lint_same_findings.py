"""Findings of this checkout against another's, byte for byte, on every document we have.

    python benchmarks/lint_same_findings.py OTHER_TREE [--generated N] [--keep DIR]

For a change that must not change judgment (a faster parser set-up, a cheaper block walk):
``reportgen lint --format json --no-cache`` is run by this checkout and by OTHER_TREE (an
earlier commit, e.g. ``git archive COMMIT | tar -x -C /tmp/old``), each process started with
its own tree as the working directory (a process started in a work tree imports that tree's
``reportgen``, whatever else is installed), on the same files:

* every answer and design document of ``benchmarks/judgment_sets/*/{answers,designdocs}``, with
  the scenario its ``labels.yaml`` names (else the exercise's);
* ``shared/corpus/*.md`` (beside the repository), the Markdown files under ``tests/``;
* N documents (default 1,000) from ``lint_corpus.generate``, the generator of
  ``lint_vs_peers.py``;
* the same repository documents without ``<`` and code fences, and each family of
  ``lint_pathological.py`` at 60 kB: the long, plain documents that the parser reads in runs.

Each group's JSON output must be the same bytes from both trees; the script prints the count
of files and findings per group and exits 1 on any difference (the first differing file shown).
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

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))
from lint_corpus import generate  # noqa: E402
from lint_pathological import FAMILIES  # noqa: E402


def _groups(tmp: Path, generated: int) -> dict[str, tuple[list[Path], Path | None]]:
    """Named groups of files linted in one process each, with their scenario (None: the
    exercise's)."""
    groups: dict[str, tuple[list[Path], Path | None]] = {}
    for folder in sorted((REPO / "benchmarks" / "judgment_sets").glob("*/*")):
        if folder.name not in ("answers", "designdocs") or not folder.is_dir():
            continue
        scenario_of: dict[str, str] = {}
        labels = folder / "labels.yaml"
        if labels.exists():
            data = yaml.safe_load(labels.read_text("utf-8")) or {}
            for entry in data.get("submissions") or []:
                if isinstance(entry, dict) and entry.get("scenario"):
                    scenario_of[entry["file"]] = entry["scenario"]
        for path in sorted(folder.glob("*.md")):
            scenario = scenario_of.get(path.name)
            key = f"{folder.parent.name}/{folder.name}" + (f" ({scenario})" if scenario else "")
            groups.setdefault(key, ([], folder / scenario if scenario else None))[0].append(path)
    corpus = REPO.parent / "shared" / "corpus"
    if not corpus.is_dir():
        corpus = Path("/work/shared/corpus")
    groups["shared/corpus"] = (sorted(corpus.glob("*.md")), None)
    tests = sorted(p for p in (REPO / "tests").rglob("*.md") if p.stat().st_size)
    groups["tests/**/*.md"] = (tests, None)
    groups["lint_corpus.generate"] = (generate(tmp / "generated", generated), None)
    plain = tmp / "plain"
    plain.mkdir()
    originals = [p for key, (paths, s) in groups.items() if s is None for p in paths]
    for k, path in enumerate(originals):
        text = path.read_text("utf-8", errors="replace")
        text = text.replace("<", "").replace("```", "").replace("~~~", "")
        (plain / f"{k:04d}_{path.name}").write_text(text, "utf-8")
    groups["without < and fences"] = (sorted(plain.glob("*.md")), None)
    families = tmp / "families"
    families.mkdir()
    for k, make in enumerate(FAMILIES.values()):
        (families / f"family_{k:02d}.md").write_text(make(60_000), "utf-8")
    groups["lint_pathological families, 60 kB"] = (sorted(families.glob("*.md")), None)
    return groups


def _lint(tree: Path, files: list[Path], scenario: Path | None) -> bytes:
    cmd = [sys.executable, "-m", "reportgen", "lint", "--format", "json", "--no-cache"]
    if scenario is not None:
        cmd += ["--scenario", str(scenario)]
    env = {**os.environ, "REPORTGEN_CACHE_DIR": ""}
    done = subprocess.run(
        [*cmd, *map(str, files)], cwd=tree, env=env, capture_output=True, check=False
    )
    if done.returncode not in (0, 1):
        raise SystemExit(f"{tree}: exit {done.returncode}\n{done.stderr.decode()[-2000:]}")
    return done.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("other", type=Path, help="the other checkout's root")
    parser.add_argument("--generated", type=int, default=1000)
    parser.add_argument("--keep", type=Path, help="write both outputs of each group here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        groups = _groups(Path(tmp), args.generated)
        different = 0
        total_files = total_findings = 0
        for name, (files, scenario) in groups.items():
            ours = _lint(REPO, files, scenario)
            theirs = _lint(args.other.resolve(), files, scenario)
            findings = sum(len(f["findings"]) for f in json.loads(ours)["files"])
            total_files += len(files)
            total_findings += findings
            same = ours == theirs
            print(f"{'same' if same else 'DIFFERENT'}: {name}: {len(files)} files, {findings} "
                  f"findings", flush=True)  # fmt: skip
            if args.keep:
                args.keep.mkdir(parents=True, exist_ok=True)
                slug = "".join(c if c.isalnum() else "_" for c in name)
                (args.keep / f"{slug}.ours.json").write_bytes(ours)
                (args.keep / f"{slug}.theirs.json").write_bytes(theirs)
            if not same:
                different += 1
                a, b = json.loads(ours)["files"], json.loads(theirs)["files"]
                for x, y in zip(a, b, strict=False):
                    if x != y:
                        print(f"  first difference: {x['path']}", flush=True)
                        break
        print(f"{total_files} files, {total_findings} findings, {different} groups different")
    return 1 if different else 0


if __name__ == "__main__":
    raise SystemExit(main())
