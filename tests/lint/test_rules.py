"""Every rule: documented, with a bad and a good fixture whose markers say where findings are."""

from __future__ import annotations

import pytest
from lint_markers import FIXTURES, expected_markers

from reportgen.lint.api import lint_paths
from reportgen.lint.model import CATEGORIES, SEVERITIES
from reportgen.lint.registry import RETIRED, all_rules, resolve

RULES = all_rules()


def test_codes_unique_and_well_formed() -> None:
    codes = [r.code for r in RULES]
    names = [r.name for r in RULES]
    assert len(codes) == len(set(codes)) and len(names) == len(set(names))
    assert all(c.startswith("RG") and len(c) == 5 and c[2:].isdigit() for c in codes)
    assert not set(codes) & set(RETIRED), "a retired code was reused"


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_rule_is_documented(rule) -> None:  # type: ignore[no-untyped-def]
    assert rule.category in CATEGORIES
    assert rule.severity in SEVERITIES
    for field in ("summary", "what", "why", "example", "use_instead"):
        assert getattr(rule, field).strip(), f"{rule.code} lacks {field}"
    assert resolve(rule.name) == rule.code and resolve(rule.code.lower()) == rule.code


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_rule_has_fixtures(rule) -> None:  # type: ignore[no-untyped-def]
    folder = FIXTURES / rule.code
    assert (folder / "bad.md").is_file(), f"{rule.code}: add tests/lint/fixtures/{rule.code}/bad.md"
    assert (folder / "good.md").is_file(), (
        f"{rule.code}: add tests/lint/fixtures/{rule.code}/good.md"
    )


def _found(path, code):  # type: ignore[no-untyped-def]
    [result] = lint_paths([path])
    return sorted(
        ((f.line, f.rule, f.item) for f in result.findings if f.rule == code),
        key=lambda t: (t[0], t[1], t[2] or ""),
    )


@pytest.mark.parametrize("rule", [r for r in RULES if r.code != "RG901"], ids=lambda r: r.code)
def test_bad_fixture_findings_match_markers(rule) -> None:  # type: ignore[no-untyped-def]
    path = FIXTURES / rule.code / "bad.md"
    expected = [m for m in expected_markers(path) if m[1] == rule.code]
    assert expected, f"{path} has no <!-- expect: {rule.code} --> marker"
    found = [(line, code, item) for line, code, item in _found(path, rule.code)]
    # A marker without an item matches a finding with any item.
    normalised = [
        (line, code, item if any(e[2] for e in expected) else None) for line, code, item in found
    ]
    assert normalised == expected


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_good_fixture_is_clean(rule) -> None:  # type: ignore[no-untyped-def]
    assert _found(FIXTURES / rule.code / "good.md", rule.code) == []


def test_unreadable_fixture_is_reported_not_crashed() -> None:
    [result] = lint_paths([FIXTURES / "RG901" / "bad.md"])
    assert [f.rule for f in result.findings] == ["RG901"]
    assert "UTF-8" in result.findings[0].message and result.findings[0].line == 1
