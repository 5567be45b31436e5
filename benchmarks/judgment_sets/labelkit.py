"""What every blind set's `_build/` scripts share: a labelled defect (`D`), the rubric's points
per part (`MAX`) and `write_labels`, which finds each defect's line from its exact evidence (it
must occur once in its document), works out the expected score and writes `labels.yaml` in the
format of `../shared/eval/score_corpus.py`.

A set's `_build/build.py` binds `build` to its own folder; its `answers.py` and `designdocs.py`
hold the documents' labels and call `build(sub, docs, header)`.
"""

from __future__ import annotations

import os
from typing import Any

import yaml

MAX = dict(q1=12, q2=16, q3=14, q4=10, q5=16, q6=8, q7=8, recommendation=8, assumptions=8)
"""The points of each part, as RUBRIC.md gives them."""


def D(
    cat: str,
    q: str,
    sev: str,
    pts: float,
    detail: str,
    ev: str | None = None,
    item: str | None = None,
    also: list[str] | None = None,
) -> dict[str, Any]:
    """One labelled defect: its category, question, severity, points lost, what it is, and the
    exact text it is found by."""
    d: dict[str, Any] = dict(
        category=cat, question=q, severity=sev, points_deducted=pts, detail=detail, evidence=ev
    )
    if item:
        d["item"] = item
    if also:
        d["also_accept"] = also
    return d


def write_labels(root: str, sub: str, docs: list[dict[str, Any]], header: str) -> None:
    """Write ``root/sub/labels.yaml`` for ``docs`` and print one line per document."""
    out = []
    for doc in docs:
        path = os.path.join(root, sub, doc["file"])
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        deducted: dict[str, float] = {k: 0 for k in MAX}
        defects = []
        for d in doc["defects"]:
            ev = d["evidence"]
            if ev is None:
                line = None
            else:
                hits = [i + 1 for i, text in enumerate(lines) if ev in text]
                assert len(hits) == 1, (doc["file"], ev, hits)
                line = hits[0]
            deducted[d["question"]] += d["points_deducted"]
            e = dict(
                category=d["category"], question=d["question"], line=line, severity=d["severity"]
            )
            if "item" in d:
                e["item"] = d["item"]
            if "also_accept" in d:
                e["also_accept"] = d["also_accept"]
            e["detail"] = d["detail"]
            e["points_deducted"] = d["points_deducted"]
            e["evidence"] = ev
            defects.append(e)
        points = {k: max(0, MAX[k] - deducted[k]) for k in MAX}
        entry: dict[str, Any] = dict(file=doc["file"])
        if "scenario" in doc:
            entry["scenario"] = doc["scenario"]
        scored = [d for d in defects if d["severity"] in ("error", "warning")]
        entry["quality"] = "flawed" if scored else "strong"
        entry["expected_score"] = sum(points.values())
        entry["points"] = points
        entry["notes"] = doc["notes"]
        entry["defects"] = defects
        out.append(entry)
    data = dict(rubric="/work/shared/corpus/RUBRIC.md", max_points=MAX, submissions=out)
    with open(os.path.join(root, sub, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write(header)
        yaml.safe_dump(data, f, sort_keys=False, allow_unicode=True, width=100)
    for e in out:
        found = [(d["category"], d["line"]) for d in e["defects"]]
        print(sub, e["file"], e["expected_score"], len(e["defects"]), found)
