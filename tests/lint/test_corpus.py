"""The linter against the hand-written submission corpus (tests/corpus): precision first.

Findings are compared with ``expected.yaml`` by (category, item) per file. A false alarm counts
as much as a miss, so the bar is on precision; recall is tracked so that it only goes up.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import yaml

from reportgen.lint.api import lint_paths

CORPUS = Path(__file__).resolve().parents[1] / "corpus"


def _score() -> tuple[int, int, int, dict[str, list[tuple[str, str | None]]]]:
    expected = yaml.safe_load((CORPUS / "expected.yaml").read_text("utf-8"))["submissions"]
    tp = fp = fn = 0
    false_alarms: dict[str, list[tuple[str, str | None]]] = {}
    for result in lint_paths([CORPUS / "submissions"]):
        name = Path(result.path).name
        if name not in expected:
            continue
        want = Counter(
            (f["category"], f.get("item")) for f in expected[name]["expected_findings"] or []
        )
        # Advice (info) is shown but never counted (DESIGN.md).
        got = Counter({(f.category, f.item) for f in result.findings if f.severity != "info"})
        tp += sum((want & got).values())
        fp += sum((got - want).values())
        fn += sum((want - got).values())
        if got - want:
            false_alarms[name] = sorted(got - want, key=str)
    return tp, fp, fn, false_alarms


def test_precision_and_recall_on_the_corpus() -> None:
    tp, fp, fn, false_alarms = _score()
    precision = tp / max(1, tp + fp)
    recall = tp / max(1, tp + fn)
    assert precision >= 0.95, (precision, false_alarms)  # 1.00 on 29 Nov 2026 (see the note)
    # 0.52 on 1 Dec 2026: the same 27 misses as before; the 63 expectations of conditional and
    # good-practice state that the catalog policy dropped were easy hits. 0.51 later that day: a
    # hit in 25-weak-several-slips.md was for the wrong reason (its part 4 does name a failure
    # mode, "the node dies before the write is done", which the failure vocabulary now reads;
    # the label is for the unquantified effect). 0.509 late on 1 Dec 2026: the global step is
    # satisfied by the optimizer step count (RUBRIC.md's essentials), so its one expectation,
    # an easy hit, went. 0.50 on 2 Dec 2026: RUBRIC.md's first essential item is "model weights
    # (fp32 master copy)", one item a list naming the model weights has; the master copy is asked
    # for on its own only where the weights kept are said to be half precision, so the three
    # expectations of it on lists of "Model weights" (easy hits) went. Raise it as rules improve.
    assert recall >= 0.495, recall


def test_excellent_answers_are_clean() -> None:
    expected = yaml.safe_load((CORPUS / "expected.yaml").read_text("utf-8"))["submissions"]
    excellent = [
        CORPUS / "submissions" / n for n, e in expected.items() if e["tier"] == "excellent"
    ]
    noisy = {
        Path(r.path).name: [f"{f.line}: {f.rule} {f.message}" for f in r.findings]
        for r in lint_paths([p for p in excellent if p.is_file()])
        if r.findings
    }
    assert not noisy, noisy
