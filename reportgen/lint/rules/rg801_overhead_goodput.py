"""RG801 overhead-called-goodput: an overhead reported as goodput, or a goodput as overhead."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import _regex as _rx
from .._regex import Caseless
from ..document import Document, Sentence
from ..model import Context, Finding, Rule
from ..quantities import Quantity
from ..reference import near
from ._common import CONNECTIVE, HEDGE, quoted, rounded_spellings

RULE = Rule(
    code="RG801",
    name="overhead-goodput-confusion",
    category="overhead-goodput",
    severity="error",
    summary="A value is called goodput but is the overhead (or the reverse).",
    what=(
        'Looks at percentages introduced as goodput or as overhead ("goodput of 14.8 %", '
        '"the goodput from 14.8 % down to 5.6 %") and compares them with the '
        "model's values: a \"goodput\" that equals a strategy's overhead (14.8 %), or an "
        '"overhead" that equals a goodput (85.2 %), is reported with both values. A Greek '
        'letter the document defines as either ("η = goodput") names it where it is written.'
    ),
    why=(
        "Goodput is the useful fraction of wall time; overhead is the extra time on top of useful "
        'work. Swapping them inverts the conclusion: a 14.8 % "goodput" would make the job '
        "seven times more expensive than it is."
    ),
    example="Goodput is 14.8 % for the baseline.\n",
    use_instead="Overhead is 14.8 %, so goodput is 1/(1 + 0.148) = 87.1 %.\n",
    needs_reference=True,
)

_LINK = (
    r"(is|of|=|:|≈|~|at|becomes|drops to|falls to"
    # "takes the goodput from 14.8 % down to 5.6 %": both ends of the change are that value
    r"|from|(from\s?[\d.,]+\s?%\s*)?(down |up )?to)?"
)
_QUALIFIER = r"(\s(on|for|at|with|under|in|of)\s[\w+/ *-]{1,24}?)?"
"""What a label may say of where its figure holds: "goodput on spot ≈", "overhead at T* =",
"the goodput at T* is" (a symbol's star is part of its name)."""
_THEN = (
    r"\s*(" + CONNECTIVE + r"\s+)?"
    # the arithmetic that gives the figure: "goodput: 6.09 + 6.09 + 2.59 = 14.8 %"
    r"((?:\d[\d.,]*\s?%?|[()])(?:\s?[+−×*/·-]\s?[(]?\d[\d.,]*\s?%?[)]?)+\s?[=≈]\s*)?"
)
"""Between the link and the figure: a connective ("goodput is therefore 14.8 %"), or the
arithmetic that gives it ("goodput: 6.09 + 6.09 + 2.59 = 14.8 %")."""
_GOODPUT = _rx.compile(
    r"goodput\w*" + _QUALIFIER + r"\s*(\([^)]*\)\s*)?" + _LINK + _THEN + HEDGE + r"?\s*$",
    re.I,
)
_OVERHEAD = _rx.compile(
    r"(overhead|waste)\w*" + _QUALIFIER + r"\s*(\([^)]*\)\s*)?" + _LINK + _THEN + HEDGE + r"?\s*$",
    re.I,
)


_SUMMED = _rx.compile(r"\d\s?%?\s?\+\s?[\d.,\s%+]*[=≈]\s*$")
"""A figure given as the sum of the terms before it ("6.09 + 6.09 + 2.59 = 14.8 %")."""
_PARENTHETICAL = _rx.compile(r"\([^()]*\)")
_LABEL_REACH = 40
"""How far after a percentage its label is read [characters]."""
_LABEL_BEFORE = 64
"""How far before a percentage its label is read [characters]: the label, a qualifier of up to
24 characters ("goodput of the on-demand baseline"), a link and a hedge ("is approx.")."""


_AFTER = {
    name: _rx.compile(
        r"^\s*(,\s*(which|that)\s+(is|was|gives|makes|means)\s+(the\s+)?([\w-]+'s\s+)?"
        r"|(of\s+)?)" + words + r"\b"
        # not the subject of what follows: "14.8 %\ngoodput = 1 − 0.148"
        r"(?!\s*(=|≈|~|:|\(|is\b|was\b|of\b|becomes\b|drops\b|falls\b|rises\b))",
        re.I,
    )
    for name, words in (("goodput", "goodput"), ("overhead", "(overhead|waste)"))
}
"""A label written after the number: "6.7 %, which is the run's goodput", "14.8 % overhead"."""


def _named_after(after: str, name: str) -> bool:
    return _AFTER[name].search(after) is not None


def _label(text: str, start: int) -> str:
    """What the text calls the number at ``start``: the words just before it, without a
    parenthetical that explains the label ("Goodput (time lost to checkpointing, rework and
    restarts) = 14.8 %" calls 14.8 % goodput; the parenthetical says what the author meant, not
    what the number is called), unless only the parenthetical names anything."""
    window = text[max(0, start - 2 * _LABEL_BEFORE) : start]
    outside = _PARENTHETICAL.sub(" ", window)[-_LABEL_BEFORE:]
    if _GOODPUT_FAST.found(outside) or _OVERHEAD_FAST.found(outside):
        return outside
    return window[-_LABEL_BEFORE:]


def _with_written(doc: Document) -> Iterator[tuple[Sentence, list[float]]]:
    """Each sentence, with the percentages written before it in its block (and before each of
    its own: the list grows as the sentence is read)."""
    for block in doc.blocks:
        written: list[float] = []
        for sentence in block.sentences:
            yield sentence, written
            written += [q.value for q in sentence.quantities if q.kind == "percent"]


def _follows(q: Quantity, written: list[float]) -> bool:
    """True when ``q`` is the goodput of an overhead written before it in its block, or the
    overhead of such a goodput, by either convention (1 − w, 1/(1 + w)): "waste ≈ 56.2 %,
    goodput ≈ 43.8 %" is consistent with its own figures, whatever the model's values are, and
    a wrong figure it follows from is reported where it is wrong."""
    for w in written:
        targets = (1 - w, 1 / (1 + w), 1 / w - 1 if w > 0 else -1.0)
        if any(t > 0 and q.matches(t, 0.01) for t in targets):
            return True
    return False


def _cell_labels(doc: Document, sentence: Sentence) -> tuple[str, ...]:
    """A table cell's labels, lower-cased: its column's header and its row's label (the row's
    first cell), each on its own: a "Goodput" row under a "Spot" column names its cells as
    much as a "Goodput" column does. Outside a table, none."""
    if not sentence.in_table:
        return ()
    context = sentence.context.lower()
    row = doc.blocks[sentence.block].sentences if sentence.cell > 0 else []
    label = row[0].text.lower() if row and row[0].cell == 0 else ""
    if label and context.endswith(label):
        return (context[: len(context) - len(label)].strip(), label)
    return (context,)


def _heads_say(heads: tuple[str, ...], name: str, other: str) -> bool:
    """True when one of a cell's labels starts with ``name`` and none names ``other`` (a
    "Goodput" row under an "Overhead" column says neither)."""
    return any(h.startswith(name) for h in heads) and not any(other in h for h in heads)


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    ref = ctx.reference
    if ref is None:
        return
    symbols = _symbols(doc)
    for sentence, written in _with_written(doc):
        text = sentence.text
        if (
            not sentence.in_table
            and not _NAMES_FAST.found(text)
            and not any(sym in text for sym in symbols)
        ):
            continue  # no number of it is introduced as either (asked once, not per number)
        rounded = rounded_spellings(text, sentence.quantities)
        for q in sentence.quantities:
            if q.kind != "percent" or quoted(text, q.start):
                continue  # a quoted figure ("students often report "goodput 14.8 %"") is no claim
            if any(q is r for r in rounded):
                continue  # "waste ≈ 70 % [73 %]": judged by its exact spelling
            own = [o.value for o in sentence.quantities if o.kind == "percent" and o.end <= q.start]
            if _follows(q, written + own):
                continue  # the complement of a figure beside it: the document's own convention
            before = _label(text, q.start)
            heads = _cell_labels(doc, sentence)
            after = text[q.end : q.end + _LABEL_REACH]
            symbol = _SYMBOL_BEFORE.search(text, max(0, q.start - 8), q.start) if symbols else None
            named = symbols.get(symbol["sym"], "") if symbol is not None else ""
            says_goodput = (
                _GOODPUT_FAST.found(before)
                or _heads_say(heads, "goodput", "overhead")
                or _named_after(after, "goodput")
                or named == "goodput"
            )
            says_overhead = (
                _OVERHEAD_FAST.found(before)
                or _heads_say(heads, "overhead", "goodput")
                or _named_after(after, "overhead")
                or named == "overhead"
            )
            if not (says_goodput or says_overhead):
                continue
            if says_overhead and not says_goodput and _SUMMED.search(before):
                continue  # "overhead ≈ 21 + 21 + 44 ≈ 87 %": a sum of its terms is an overhead
            in_goodputs = near(ref.goodputs, q, 0.01)
            in_overheads = near(ref.overheads, q, 0.01)
            if says_goodput and in_overheads and not in_goodputs:
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    f"{q.raw} is called goodput but is an overhead of the model; goodput is "
                    f"1/(1 + {q.value:.3f}) = {1 / (1 + q.value):.1%} (or 1 − overhead = "
                    f"{1 - q.value:.1%}).",
                    question=doc.question_at(sentence.line),
                    at=doc.locate(sentence, q.start),
                    doc=doc,
                )
            elif says_overhead and in_goodputs and not in_overheads:
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    f"{q.raw} is called overhead but is a goodput of the model; the overhead is "
                    f"1/{q.value:.3f} − 1 = {1 / q.value - 1:.1%} "
                    f"(or 1 − goodput = {1 - q.value:.1%}).",
                    question=doc.question_at(sentence.line),
                    at=doc.locate(sentence, q.start),
                    doc=doc,
                )


_SYMBOL_DEFINED = (
    _rx.compile(
        r"(?<![\w])(?P<sym>[α-ωΑ-Ω])\s?(=|≡|:=)\s?(the )?(?P<name>goodput|overhead|waste)\b", re.I
    ),
    _rx.compile(
        r"\b(?P<name>goodput|overhead|waste)\s?(\(|,\s?|\s)(?P<sym>[α-ωΑ-Ω])(?![\w])", re.I
    ),
)
"""A Greek letter the document defines as the goodput or the overhead ("η = goodput = useful /
wall", "overhead (ω)")."""
_GREEK = _rx.compile(r"[α-ωΑ-Ω]")
_SYMBOL_BEFORE = _rx.compile(r"(?<![\w])(?P<sym>[α-ωΑ-Ω])\s?(=|≈|~|≃)\s?$")
"""A defined symbol written just before a figure: "η ≈ 5.6 %"."""


def _symbols(doc: Document) -> dict[str, str]:
    """The Greek letters ``doc`` defines as the goodput or the overhead: symbol → "goodput" or
    "overhead" (one that is defined as both names neither)."""
    found: dict[str, set[str]] = {}
    if not _GREEK.search(doc.text):
        return {}
    for pattern in _SYMBOL_DEFINED:
        for m in pattern.finditer(doc.text):
            name = "goodput" if m["name"].lower() == "goodput" else "overhead"
            found.setdefault(m["sym"], set()).add(name)
    return {sym: names.pop() for sym, names in found.items() if len(names) == 1}


# Asked of every number or sentence: searched lower-cased where that is provably the same
# (:class:`~reportgen.lint._regex.Caseless`).
_GOODPUT_FAST = Caseless(_GOODPUT)
_OVERHEAD_FAST = Caseless(_OVERHEAD)
_NAMES = _rx.compile("goodput|overhead|waste", re.I)
"""What :data:`_GOODPUT` or :data:`_OVERHEAD` needs in the text before a number."""
_NAMES_FAST = Caseless(_NAMES)
