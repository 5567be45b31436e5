"""Pathological documents lint in linear time, with the same findings as before (issue 12).

Each family below used to be quadratic in the document's size (20,000 unclosed disable comments
ran past 120 s, 50,000 headings took 106 s, 100,000 "<" 52 s). The timeouts are a guard that
turns a hang into a failure, not a speed test: the linear code needs about a second for each.
The faster lookups are also checked against the plain ones they replace.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from reportgen.errors import UsageError
from reportgen.lint import document, suppress
from reportgen.lint.api import BUDGET_ENV, lint_paths, lint_text
from reportgen.lint.document import parse_document
from reportgen.lint.model import Context
from reportgen.lint.registry import resolve

REPO = Path(__file__).resolve().parents[2]
SLIP = "T* = √(2 × 240 × 9) ≈ 65.7 s.\n"
"""A sentence with an RG401 finding."""
CLAIM = "Spot is 3x cheaper.\n"
"""A sentence with an RG301 finding (and quick to lint): suppressions have findings to
suppress."""

FAMILIES = {
    "unclosed-disable.md": "# 1. Interval\n\n" + "<!-- reportgen-disable\n" * 20_000,
    "unclosed-disable-codes.md": "# 1. Interval\n\n" + "<!-- reportgen-disable RG201\n\n" * 15_000,
    "disable-next-line.md": "# 1. Interval\n\n"
    + ("<!-- reportgen-disable-next-line RG301 -->\n" + CLAIM + "\n") * 30_000,
    "disable-regions.md": "# 1. Interval\n\n"
    + ("<!-- reportgen-disable RG301 -->\n" + CLAIM + "\n") * 30_000,
    "headings.md": "## Spot 3\n\n" * 50_000,
    "nested-headings.md": "# A\n\n## B\n\n### C\n\n" * 15_000,
    "numbered-sections.md": "## 3. Spot decision\n\nSpot costs $2 per hour.\n\n" * 25_000,
    "less-than-run.md": "# 1. Interval\n\n" + "<" * 300_000 + "\n",
    "tag-opener-run.md": "# 1. Interval\n\n" + "<a " * 150_000 + "\n",
    "link-opener-run.md": "# 1. Interval\n\n" + "[a](" * 250_000 + "\n",
    "bracket-run.md": "# 1. Interval\n\n" + "[" * 100_000 + "](\n",
}


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_pathological_document_lints_in_linear_time(name: str, tmp_path: Path) -> None:
    path = tmp_path / name
    path.write_text(FAMILIES[name], encoding="utf-8")
    # No budget: a slow lint must fail on the timeout, not pass as an RG901 finding.
    env = {**os.environ, BUDGET_ENV: "0", "REPORTGEN_CACHE_DIR": ""}
    proc = subprocess.run(
        [sys.executable, "-m", "reportgen", "lint", str(path), "--no-cache", "--format", "json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
    )
    assert proc.returncode in (0, 1), proc.stderr
    rules = {f["rule"] for f in json.loads(proc.stdout)["files"][0]["findings"]}
    assert "RG901" not in rules


# --- the faster lookups give what the plain ones gave --------------------------------------------


def _random_text(rng: random.Random, alphabet: str, longest: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, longest)))


def test_link_and_tag_cleanup_equal_the_patterns() -> None:
    rng = random.Random(12)
    for _ in range(20_000):
        text = _random_text(rng, "[]()!<>a \n", 30)
        assert document._links_as_text(text) == document._LINK.sub(r"\1", text), repr(text)
        assert document._without_tags(text) == document._HTML_TAG.sub(" ", text), repr(text)


def _plain_ends_and_parents(doc: document.Document) -> list[tuple[int, int | None]]:
    """Each section's end and parent as the quadratic code worked them out."""
    out = []
    for s in doc.sections:
        end = len(doc.lines)
        for later in doc.sections[s.index + 1 :]:
            if later.level <= s.level:
                end = later.line - 1
                break
        out.append(end)
    parents: list[int | None] = []
    for s in doc.sections:
        parent = None
        for other in doc.sections[: s.index]:
            if other.level < s.level and other.line < s.line <= out[other.index]:
                parent = other.index
        parents.append(parent)
    return list(zip(out, parents, strict=True))


def _random_outline(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(0, 40)):
        kind = rng.random()
        if kind < 0.5:
            parts.append("#" * rng.randint(1, 6) + f" {rng.choice(['Spot', '3. Spot', 'Q2', 'A'])}")
        elif kind < 0.6:
            parts.append(f"**{rng.randint(1, 7)}. Spot.** costs $2.")
        elif kind < 0.7:
            parts.append("<details><summary>Retention</summary>\n\nKept.\n\n</details>")
        else:
            parts.append(rng.choice(["Text.", "", "```\ncode\n```", "- item", "1) Spot\n---"]))
    return "\n\n".join(parts) + "\n"


def _documents() -> list[str]:
    rng = random.Random(7)
    texts = [_random_outline(rng) for _ in range(300)]
    for folder in ("tests/lint/documents", "tests/lint/unseen", "tests/corpus/submissions"):
        texts += [p.read_text("utf-8") for p in sorted((REPO / folder).rglob("*.md"))]
    return texts


def test_sections_lookups_equal_the_plain_scans() -> None:
    for text in _documents():
        doc = parse_document(text)
        assert [(s.end_line, s.parent) for s in doc.sections] == _plain_ends_and_parents(doc)
        for line in range(0, len(doc.lines) + 2):
            owner = document._owner(doc.sections, line)
            found = doc.section_at(line)
            assert (found.index if found else None) == owner
        for block in doc.blocks + doc.code_blocks:
            assert block.section == document._owner(doc.sections, block.line)
        for question in doc.questions:
            chosen: list[document.Section] = []
            for s in doc.sections:
                if (s.question == question or question in s.also) and not any(
                    c.line <= s.line <= c.end_line for c in chosen
                ):
                    chosen.append(s)
            chosen.sort(key=lambda s: s.level == document.ROW_LEVEL)  # prose first
            assert doc.sections_for(question) == chosen
            spans = [(s.line, s.end_line) for s in chosen]
            assert doc.blocks_in(chosen) == [
                b for b in doc.blocks if any(a <= b.line <= z for a, z in spans)
            ]


def _plain_suppressions(doc: document.Document) -> list[tuple[str, int, int, int]]:
    """(kind, line, first, last) of each suppression, found as the quadratic code found them."""
    out: list[tuple[str, int, int, int]] = []
    open_regions: dict[str, list[object]] = {}
    n = len(doc.lines)
    for m in suppress._COMMENT.finditer(doc.text):
        line = doc.text.count("\n", 0, m.start()) + 1
        if line in doc.skipped_lines:
            continue
        kind = m.group("kind")
        codes = [c for c in map(resolve, m.group("codes").replace(",", " ").split()) if c]
        end_line = doc.text.count("\n", 0, m.end()) + 1
        if kind == "disable-next-line":
            target = end_line + 1
            while target <= n and not doc.lines[target - 1].strip():
                target += 1
            out.append((kind, line, target, target))
        elif kind == "disable-line":
            out.append((kind, line, line, end_line))
        elif kind == "disable-file":
            out.append((kind, line, 1, n))
        elif kind == "disable":
            region: list[object] = [kind, line, line, n]
            out.append(region)  # type: ignore[arg-type]
            for code in codes or ["*"]:
                open_regions[code] = region
        else:
            for code in codes or list(open_regions):
                found = open_regions.pop(code, None)
                if found is not None:
                    found[3] = line
    return [tuple(r) for r in out]  # type: ignore[misc]


def test_suppressions_apply_as_each_one_covers(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Where each suppression applies, which findings are kept and which suppressions were
    used: as reading the text from the start for each comment and asking every suppression
    about every finding."""
    rng = random.Random(3)
    comments = [
        "<!-- reportgen-disable-next-line RG401 -->",
        "<!-- reportgen-disable-next-line -->",
        "<!-- reportgen-disable RG401 -->",
        "<!-- reportgen-disable -->",
        "<!-- reportgen-enable RG401 -->",
        "<!-- reportgen-enable -->",
        "<!-- reportgen-disable-line RG201 -->",
        "<!-- reportgen-disable RG201, RG401 -- reason -->",
        "<!-- reportgen-disable",
        "-->",
    ]
    lines = [SLIP.strip(), "Spot costs $3 per hour for 512 GPUs.", "", "## 2. Sharded", "```"]
    parse = suppress.parse_suppressions
    for _ in range(200):
        text = "# 1. Interval\n\n" + "\n".join(
            rng.choice(comments) if rng.random() < 0.4 else rng.choice(lines)
            for _ in range(rng.randint(1, 30))
        )
        doc = parse_document(text)
        found = parse(doc)
        assert [(s.kind, s.line, s.first, s.last) for s in found] == _plain_suppressions(doc)
        findings = lint_text(text, "d.md", inline_config=False).findings
        monkeypatch.setattr(suppress, "parse_suppressions", lambda _doc, found=found: found)
        kept = suppress.apply(doc, findings, Context(reference=None), report_unused=False)
        monkeypatch.setattr(suppress, "parse_suppressions", parse)
        assert kept == [f for f in findings if not any(s.covers(f) for s in found)]
        assert [s.used for s in found] == [{f.rule for f in findings if s.covers(f)} for s in found]


# --- the time budget -------------------------------------------------------------------------

DOC = "# 1. Interval\n\n" + SLIP


def test_a_document_over_its_budget_is_one_rg901_finding() -> None:
    result = lint_text(DOC, "slow.md", time_budget_s=1e-6)
    assert [f.rule for f in result.findings] == ["RG901"]
    assert "longer than the 1e-06 s budget" in result.findings[0].message
    assert result.error is not None
    assert "RG401" in {f.rule for f in lint_text(DOC, "slow.md", time_budget_s=0).findings}


def test_the_budget_comes_from_the_environment(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "slow.md"
    path.write_text(DOC, encoding="utf-8")
    monkeypatch.setenv(BUDGET_ENV, "0.000001")
    [result] = lint_paths([path])
    assert [f.rule for f in result.findings] == ["RG901"]
    monkeypatch.setenv(BUDGET_ENV, "soon")
    with pytest.raises(UsageError, match=BUDGET_ENV):
        lint_paths([path])


def test_a_result_over_budget_is_not_cached(monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "slow.md"
    path.write_text(DOC, encoding="utf-8")
    [over] = lint_paths([path], cache_dir=tmp_path / "cache", time_budget_s=1e-6)
    assert [f.rule for f in over.findings] == ["RG901"]
    [again] = lint_paths([path], cache_dir=tmp_path / "cache", time_budget_s=0)
    assert "RG401" in {f.rule for f in again.findings}


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="POSIX interval timers")
def test_an_enclosing_budget_keeps_its_timer() -> None:
    """Inside the grader's budget, the linter's own is not armed (it would cancel the
    grader's timer)."""
    signal.setitimer(signal.ITIMER_REAL, 300)
    try:
        result = lint_text(DOC, "d.md", time_budget_s=1e-6)
        remaining = signal.getitimer(signal.ITIMER_REAL)[0]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    assert "RG401" in {f.rule for f in result.findings}
    assert remaining > 0
