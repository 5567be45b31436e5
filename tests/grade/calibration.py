"""Calibration against the corpus' expert scores: mean absolute error per part and in total.

``tests/corpus/expected.yaml`` gives, per submission, ``expert_scores`` per part. Run
``python -m tests.grade.calibration`` (from the repository root) to print the table.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
EXPECTED = CORPUS / "expected.yaml"


def _part_id(key: Any) -> str:
    text = str(key).strip().lower()
    match = re.fullmatch(r"(?:q|question|task)?\s*([1-7])", text)
    if match:
        return f"q{match[1]}"
    if text.startswith("rec"):
        return "recommendation"
    if text.startswith("assum"):
        return "assumptions"
    return text


def expert_scores() -> dict[str, dict[str, float]]:
    """``{submission file name: {part id: expert score}}`` from expected.yaml."""
    data = yaml.safe_load(EXPECTED.read_text(encoding="utf-8")) or {}
    entries: dict[str, Any] = {}
    if isinstance(data, dict):
        for key in ("submissions", "documents", "files"):
            if isinstance(data.get(key), dict):
                data = data[key]
                break
        entries = data
    if isinstance(data, list):
        entries = {e.get("file") or e.get("path") or e.get("name"): e for e in data}
    out: dict[str, dict[str, float]] = {}
    for name, entry in entries.items():
        if not isinstance(entry, dict) or not isinstance(entry.get("expert_scores"), dict):
            continue
        scores = {}
        for key, value in entry["expert_scores"].items():
            if isinstance(value, dict):
                value = value.get("score")
            if isinstance(value, (int, float)) and _part_id(key) != "total":
                scores[_part_id(key)] = float(value)
        out[Path(str(name)).name] = scores
    return out


def calibrate(grader: Any) -> tuple[dict[str, float], list[tuple[str, float, float]]]:
    """MAE per part and for the total; and (file, grader total, expert total) per submission."""
    experts = expert_scores()
    errors: dict[str, list[float]] = {}
    rows = []
    for name, scores in sorted(experts.items()):
        path = CORPUS / "submissions" / name
        if not path.exists():
            continue
        grade = grader.grade_file(path).grade
        mine = {p.id: p.score for p in grade.parts}
        for part_id, expert in scores.items():
            if part_id in mine:
                errors.setdefault(part_id, []).append(abs(mine[part_id] - expert))
        total = sum(scores.values())
        errors.setdefault("total", []).append(abs(grade.score - total))
        rows.append((name, grade.score, total))
    mae = {k: sum(v) / len(v) for k, v in errors.items() if v}
    return mae, rows


def main() -> None:
    from reportgen.engine.analysis import analyse
    from reportgen.grade import Grader, default_rubric
    from reportgen.scenario import load_scenario

    root = Path(__file__).resolve().parents[2]
    grader = Grader(default_rubric(), analyse(load_scenario(root / "inputs/exercise.yaml").facts))
    mae, rows = calibrate(grader)
    for name, mine, expert in rows:
        print(f"{name:55} grader {mine:6.2f}  expert {expert:6.2f}  Δ {mine - expert:+6.2f}")
    for part, value in mae.items():
        print(f"MAE {part:15} {value:5.2f}")


if __name__ == "__main__":
    main()
