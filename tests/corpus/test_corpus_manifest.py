"""Consistency checks for the submission corpus (tests/corpus).

The corpus is a fixture for the linter and the grader: realistic answers to the exercise, with the
findings an expert reviewer would raise and the score an expert instructor would give. These tests
keep the manifest (expected.yaml) honest; they do not run the linter or the grader.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
import yaml

HERE = Path(__file__).resolve().parent
SUBMISSIONS = HERE / "submissions"
MANIFEST = HERE / "expected.yaml"
EXERCISE = HERE.parents[1] / "inputs" / "exercise.yaml"

CATEGORIES = {
    "missing-state",
    "unstated-assumption",
    "wall-hour-cost",
    "arithmetic",
    "missing-answer",
    "recommendation",
    "async-constraint",
    "overhead-goodput",
    "structure",
}
CATALOG = {
    "model-weights",
    "master-weights",
    "optimizer-moments",
    "optimizer-step",
    "lr-scheduler",
    "global-step",
    "data-position",
    "shuffle-seed",
    "rng-state",
    "loss-scaler",
    "grad-accumulation",
    "ema-weights",
    "config",
    "code-version",
    "parallel-layout",
    "tokenizer",
    "commit-marker",
}
RUBRIC = {
    "q1": 12,
    "q2": 16,
    "q3": 14,
    "q4": 10,
    "q5": 16,
    "q6": 8,
    "q7": 8,
    "recommendation": 8,
    "assumptions": 8,
}
TIERS = {"excellent", "good", "weak", "off-topic"}


@pytest.fixture(scope="module")
def manifest() -> dict:
    return yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))


def test_rubric_is_the_shipped_one(manifest: dict) -> None:
    assert manifest["version"] == 1
    assert manifest["rubric"] == RUBRIC
    assert sum(RUBRIC.values()) == 100


def test_every_submission_has_an_entry_and_vice_versa(manifest: dict) -> None:
    on_disk = {p.name for p in SUBMISSIONS.glob("*.md")}
    assert on_disk == set(manifest["submissions"])
    assert len(on_disk) >= 30
    for name in on_disk:
        assert re.fullmatch(r"\d{2}-[a-z0-9-]+\.md", name), name


def test_findings_are_well_formed(manifest: dict) -> None:
    for name, entry in manifest["submissions"].items():
        assert entry["tier"] in TIERS, name
        seen = Counter()
        for f in entry["expected_findings"]:
            assert set(f) == {"category", "question", "item", "note"}, (name, f)
            assert f["category"] in CATEGORIES, (name, f)
            assert f["question"] in {1, 2, 3, 4, 5, 6, 7, "recommendation", None}, (name, f)
            if f["category"] == "missing-state":
                assert f["item"] in CATALOG, (name, f)
                assert f["question"] == 5, (name, f)
            else:
                assert f["item"] is None, (name, f)
            assert isinstance(f["note"], str) and len(f["note"]) >= 5, (name, f)
            seen[(f["category"], f["question"], f["item"])] += 1
        dupes = [k for k, n in seen.items() if n > 1]
        assert not dupes, (name, dupes)


def test_scores_are_consistent(manifest: dict) -> None:
    for name, entry in manifest["submissions"].items():
        scores = entry["expert_scores"]
        assert set(scores) == set(RUBRIC) | {"total"}, name
        for part, top in RUBRIC.items():
            s = scores[part]
            assert 0 <= s["score"] <= top, (name, part)
            assert s["why"].strip(), (name, part)
        assert scores["total"] == sum(scores[p]["score"] for p in RUBRIC), name


def test_tiers_match_findings_and_scores(manifest: dict) -> None:
    for name, entry in manifest["submissions"].items():
        total = entry["expert_scores"]["total"]
        findings = entry["expected_findings"]
        if entry["tier"] == "excellent":
            assert findings == [], name
            assert total >= 95, name
        elif entry["tier"] == "good":
            assert 1 <= len({(f["category"], f["question"]) for f in findings}) <= 3, name
            assert 85 <= total < 100, name
        elif entry["tier"] == "weak":
            assert len(findings) >= 3, name
            assert total < 80, name
        else:
            assert total <= 5, name
            assert any(f["category"] == "structure" for f in findings), name


def test_counts_per_tier(manifest: dict) -> None:
    tiers = Counter(e["tier"] for e in manifest["submissions"].values())
    assert tiers["excellent"] >= 8
    assert tiers["good"] >= 12
    assert tiers["weak"] >= 10
    assert tiers["off-topic"] >= 2


def test_lengths_are_realistic(manifest: dict) -> None:
    for name, entry in manifest["submissions"].items():
        words = len((SUBMISSIONS / name).read_text(encoding="utf-8").split())
        if entry["tier"] == "off-topic":
            continue
        assert 250 <= words <= 2500, (name, words)


# The reference numbers the corpus was written against. If the engine's numbers move, the
# expectations above (which call these values right or wrong) must be revisited.
REFERENCE = {
    ("baseline", "on_demand", "young_interval_s"): 3943.6,
    ("baseline", "on_demand", "first_order_waste"): 0.1476,
    ("baseline", "on_demand", "exact_overhead"): 0.162,
    ("baseline", "on_demand", "usd_per_useful_gpu_h"): 2.79,
    ("sharded", "on_demand", "young_interval_s"): 985.9,
    ("sharded", "on_demand", "first_order_waste"): 0.0564,
    ("sharded_async", "on_demand", "young_interval_s"): 311.8,
    ("sharded_async", "on_demand", "first_order_waste"): 0.036,
    ("sharded_async", "on_demand", "usd_per_useful_gpu_h"): 2.49,
    ("baseline", "spot", "young_interval_s"): 1138.4,
    ("baseline", "spot", "exact_overhead"): 1.148,
    ("baseline", "spot", "usd_per_useful_gpu_h"): 1.61,
    ("sharded", "spot", "usd_per_useful_gpu_h"): 1.14,
    ("sharded_async", "spot", "young_interval_s"): 90.0,
    ("sharded_async", "spot", "exact_overhead"): 0.419,
    ("sharded_async", "spot", "usd_per_useful_gpu_h"): 1.06,
    ("sharded_async", "spot", "wall_days"): 42.6,
    ("sharded_async", "on_demand", "wall_days"): 31.1,
}


def test_reference_numbers_match_the_engine() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "reportgen", "plan", str(EXERCISE), "--format", "json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    plan = json.loads(proc.stdout)
    for (strategy, cluster, key), expected in REFERENCE.items():
        got = plan["strategies"][strategy][cluster][key]
        assert got == pytest.approx(expected, rel=0.01), (strategy, cluster, key, got)
