"""Every rule's documented example triggers it, and its "use instead" does not (issue 10): the
rule pages on the site are generated from these texts, so a page whose example the rule ignores
documents nothing. Counted findings only (info is advice)."""

from __future__ import annotations

import pytest

from reportgen.lint.api import lint_text
from reportgen.lint.registry import rule_modules

# RG901 is about files that are not UTF-8 text: its example describes such a file, and its
# fixture (tests/lint/fixtures/RG901) is a real one.
RULES = [m.RULE for m in rule_modules() if m.RULE.code != "RG901"]


def _counted(text: str, code: str) -> list[str]:
    return [
        f.message
        for f in lint_text(text, "example.md").findings
        if f.rule == code and f.severity != "info"
    ]


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_the_documented_example_triggers_its_rule(rule) -> None:  # type: ignore[no-untyped-def]
    assert _counted(rule.example, rule.code), rule.example


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_the_documented_fix_does_not(rule) -> None:  # type: ignore[no-untyped-def]
    assert _counted(rule.use_instead, rule.code) == []
