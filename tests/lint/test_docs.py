"""The rule pages on the docs site are generated from the rules and must be current."""

from __future__ import annotations

from pathlib import Path

from reportgen.lint.docs import rule_pages

SITE_RULES = Path(__file__).resolve().parents[2] / "site" / "rules"


def test_rule_pages_are_current() -> None:
    pages = rule_pages()
    stale = [
        name
        for name, content in pages.items()
        if not (SITE_RULES / name).is_file() or (SITE_RULES / name).read_text("utf-8") != content
    ]
    extra = [p.name for p in SITE_RULES.glob("RG*.md") if p.name not in pages]
    assert not stale and not extra, (
        f"site/rules is stale ({', '.join(stale + extra)}): run `python -m reportgen.lint.docs`"
    )


def test_every_page_has_the_four_headings() -> None:
    for name, content in rule_pages().items():
        if name in ("index.md", "vocabulary.md"):
            continue
        for heading in ("## What it does", "## Why is this bad?", "## Example", "## Use instead"):
            assert heading in content, (name, heading)
