"""RG902 unused-suppression: an inline ``reportgen-disable`` comment that suppresses nothing."""

from __future__ import annotations

from collections.abc import Iterator

from ..document import Document
from ..model import Context, Finding, Rule

RULE = Rule(
    code="RG902",
    name="unused-suppression",
    category="structure",
    severity="warning",
    summary="An inline suppression comment suppresses no finding (or names an unknown rule).",
    what=(
        "Reported by the linter after applying inline suppressions "
        "(`<!-- reportgen-disable-next-line RG101 -- reason -->`, region and file-level forms): "
        "a comment that matched no finding, or names a rule that does not exist."
    ),
    why=(
        "Stale suppressions hide the next real problem on that line and tell readers that "
        "something was wrong there. Remove them when the text is fixed."
    ),
    example="<!-- reportgen-disable-next-line RG101 -- fixed long ago -->\nAll state is listed.\n",
    use_instead="All state is listed.\n",
)


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    return iter(())
