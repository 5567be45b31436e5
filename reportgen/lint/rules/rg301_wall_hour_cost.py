"""RG301 per-wall-hour-conclusion: spot judged by list price per wall hour."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import _regex as _rx
from ..concepts import is_refuted, refutes_claim
from ..document import Document, Sentence
from ..model import Context, Finding, Rule
from ..reference import Reference, near
from ..vocabulary import vocabulary
from ._common import quoted

RULE = Rule(
    code="RG301",
    name="per-wall-hour-conclusion",
    category="wall-hour-cost",
    severity="error",
    summary="Spot and on-demand are compared per wall hour (list price), not per useful hour.",
    what=(
        "Reports a conclusion drawn from list prices: the ratio of the prices (3.2× cheaper) or "
        "the saving they imply (69 %, 69 % less), stated as the answer. A sentence that quotes "
        'the naive figure to refute or qualify it ("naively 3.2× cheaper, but per useful hour…", '
        "a claim in quotation marks) is not reported, nor is one whose paragraph goes on to the "
        "per-useful-hour figure, unless the sentence gives the ratio as the reason for the "
        'decision ("3.2× cheaper, which is why it wins"). A table row that sets one capacity\'s '
        "list price (not divided by a goodput) beside the other's cost per useful GPU-hour "
        '("| async | $2.49 | $0.75 |") is reported too, once per table.'
    ),
    why=(
        "On spot the job loses far more time to interruptions, rework and restarts, so an hour of "
        "spot buys much less than an hour of training. The comparison that decides is dollars per "
        "useful GPU-hour (price ÷ goodput); per wall hour, spot always looks 3.2× cheaper, "
        "whatever its interruption rate."
    ),
    example="Spot is $0.75 vs $2.40 per GPU-hour, so spot is 3.2× cheaper: use spot.\n",
    use_instead=(
        "Per wall hour spot looks 3.2× cheaper, but per useful GPU-hour it is $1.61 vs $2.79 "
        "(baseline), 1.7× cheaper once goodput is paid for.\n"
    ),
    needs_reference=True,
)

_REASON_WORDS = ("why", "because", "reason", "hence", "therefore")


def _as_reason(text: str) -> bool:
    """True when ``text`` gives what it claims as the reason for a decision."""
    low = text.lower()
    return any(w in low for w in _REASON_WORDS) and vocabulary("given_as_reason").found(text)


def _mixed_rows(
    doc: Document, ctx: Context, cells: list[Sentence], ref: Reference
) -> Iterator[Finding]:
    """The first row of a table that sets one capacity's list price beside the other's
    useful-hour cost."""
    rows: dict[int, list[Sentence]] = {}
    for cell in cells:
        if "$" in cell.text:
            rows.setdefault(cell.line, []).append(cell)
    for line, row in rows.items():
        mixed = _mixed_row(row, ref) if len(row) >= 2 else None
        if mixed is not None:
            cell = next((c for c in row if mixed[0] in c.text), row[0])
            yield ctx.finding(
                RULE,
                line,
                f"This row sets a list price per wall hour ({mixed[0]}) beside the other "
                f"capacity's cost per useful GPU-hour ({mixed[1]}): the two are not comparable. "
                "Price both per useful GPU-hour (price ÷ goodput).",
                question=doc.question_at(line),
                doc=doc,
                at=doc.locate(cell, max(0, cell.text.find(mixed[0]))),
            )
            return


def _mixed_row(row: list[Sentence], ref: Reference) -> tuple[str, str] | None:
    """A table row that prices one capacity at its list price (not divided by a goodput) and
    the other only per useful hour: ("$0.75", "$2.49") for "| async | $2.49 | $0.75 |"."""
    prices = ref.prices[:2]
    if len(prices) < 2:
        return None
    top = max(prices)
    listed: list[tuple[float, str]] = []
    useful: list[tuple[bool, str]] = []  # (on the dearer capacity, raw)
    for cell, q in ((c, q) for c in row for q in c.quantities):
        if q.kind not in ("money", "money_rate"):
            continue
        price = next((p for p in prices if q.matches(p, 0.005)), None)
        if price is not None and near(ref.usd_per_useful, q, 0.001):
            continue  # as much a useful-hour cost as a list price: no evidence either way
        if price is not None:
            if not _DIVIDED.match(cell.text, q.end):
                listed.append((price, q.raw))
        elif near(ref.usd_per_useful, q, 0.01):
            # A useful hour costs at least the list price: one dearer than the dearer list
            # price is the dearer capacity's.
            useful.append((q.value >= top, q.raw))
    for price, raw in listed:
        dearer = price == top
        if useful and not any(d == dearer for d, _ in useful):
            return raw, useful[0][1]
    return None


_DIVIDED = _rx.compile(r"\s?(/|÷|×|\*|per useful|→)")
"""A list price that is divided by a goodput next ("$0.75 / 0.466 = $1.61") or turned into a
useful-hour cost ("$0.75 → $1.06")."""


_BASIS_NAMED = _rx.compile(
    r"\b(at|by|on)\s(the\s)?list[- ]prices?\b|\bper[- ]list[- ]price\b"
    r"|\bper\swall[- ]?(clock\s)?hours?\b",
    re.I,
)
"""A basis named for a figure ("at list prices", "per wall-clock hour")."""


def _unnamed_basis(text: str) -> str:
    """``text`` with the basis it names blanked (positions kept)."""
    return _BASIS_NAMED.sub(lambda m: " " * len(m.group()), text)


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    ref = ctx.reference
    if ref is None or not ref.naive_ratio:
        return
    table_end = reported_to = -1  # the last row of the current table; of a reported one
    # Whether a number is the naive ratio or saving depends on its kind, value, rounding and
    # approximation alone: asked once for each (a sentence may repeat one number many times).
    naive_numbers: dict[tuple[str, float, float, bool], bool] = {}
    for block in doc.blocks:
        paragraph = block.text
        sentences = list(block.sentences)
        if block.kind == "table-row":
            if block.line > table_end + 1:  # a new table
                reported_to = -1
            table_end = block.end_line
            # One finding per table: the table mixes the bases, not each row.
            if reported_to < 0 and paragraph.count("$") >= 2:
                for finding in _mixed_rows(doc, ctx, sentences, ref):
                    reported_to = block.end_line
                    yield finding
        for i, sentence in enumerate(sentences):
            text = sentence.text
            if text.rstrip().endswith("?"):
                continue  # a question claims nothing ("Is spot really 3× cheaper?")
            for q in sentence.quantities:
                key = (q.kind, q.value, q.resolution, bool(q.approx))
                naive = naive_numbers.get(key)
                if naive is None:
                    naive = naive_numbers[key] = (
                        q.kind == "ratio" and q.matches(ref.naive_ratio, 0.02)
                    ) or (q.kind == "percent" and q.matches(ref.naive_saving, 0.02))
                if (
                    not naive
                    or not vocabulary("saving_claimed").found(text)
                    or quoted(text, q.start)
                ):
                    continue
                said, before, after = text, sentences[:i], sentences[i + 1 :]
                if doc.question_at(sentence.line) == "recommendation":
                    # In the recommendation, the basis named ("at list prices spot cuts the
                    # bill by 69 %") is the decision's own figure, not one quoted to refute.
                    said = _unnamed_basis(text)
                    earlier = [_unnamed_basis(s.text) for s in before]
                    later = [_unnamed_basis(s.text) for s in after]
                else:
                    earlier = [s.text for s in before]
                    later = [s.text for s in after]
                if (
                    refutes_claim(said, q.start, later)
                    or any(is_refuted(s) for s in earlier)
                    # A paragraph that goes on to the useful-hour figure qualifies the ratio,
                    # unless the ratio is given as the reason for the decision.
                    or (
                        re.search(r"useful|goodput|effective", paragraph, re.I)
                        and not _as_reason(text)
                    )
                ):
                    continue
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    f"{q.raw} is the {'saving' if q.kind == 'percent' else 'ratio'} of list "
                    f"prices per wall hour (${max(ref.prices[:2]):.2f} vs "
                    f"${min(ref.prices[:2]):.2f}), not what an "
                    "hour of training costs. Compare dollars per useful GPU-hour "
                    "(price ÷ goodput): spot's goodput is far lower because of "
                    f"interruptions, rework and restarts.",
                    question=doc.question_at(sentence.line),
                    at=doc.locate(sentence, q.start),
                    doc=doc,
                )
                break
