"""RG202 unstated-modelling-choice: a model used without saying so (failures, goodput)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import _regex as _rx
from .._regex import Caseless, found
from ..document import Document, Sentence
from ..model import Context, Finding, Rule
from ..quantities import Quantity
from ..reference import Reference, near
from ..vocabulary import vocabulary
from ._common import HEDGE

RULE = Rule(
    code="RG202",
    name="unstated-modelling-choice",
    category="unstated-assumption",
    severity="warning",
    summary="A modelling choice is used but not stated (exponential failures, goodput convention).",
    what=(
        "Reports two modelling choices a document relies on without stating them: failures "
        "modelled as exponential (memoryless, a Poisson process) when the document uses "
        "e^(−t/M) or the Daly model; and the goodput convention when the document gives a "
        "goodput of 1 − overhead (or one that fits both conventions) but never says which it "
        "uses. A goodput that is useful ÷ wall time, 1/(1 + overhead), of the overhead beside "
        "it or of the model's, is the convention graders take by default and needs no "
        "definition. A goodput figure that is really an overhead (RG801) does not count: "
        "that is a wrong number, not a missing convention."
    ),
    why=(
        "Both choices move the numbers: the two goodput conventions differ by 2 points on demand "
        "and by 20 on spot, and real failures cluster (after maintenance, on bad nodes), which "
        "the exponential model does not capture. A reader needs to know which model the numbers "
        "come from to trust or reproduce them."
    ),
    example="Goodput is 85.2 %.\n",
    use_instead="Goodput, the useful fraction of wall time, is 1 − overhead = 85.2 %.\n",
)


_GOODPUT_ARITHMETIC = _rx.compile(r"\b1\s?/\s?\(?\s?1[.,]\d|\b1\s?[-−–]\s?0?[.,]\d")
"""A goodput written with its arithmetic ("≈ 87 % (1/1.148)", "1 − 0.148") shows which
convention it uses."""


_GOODPUT_BEFORE = _rx.compile(
    r"goodput\w*\s*(\([^)]*\)\s*)?(is|of|=|:|≈|~|at|becomes|drops to|falls to|rises to)?"
    + r"\s*(only\s*)?"
    + HEDGE
    + r"?\s*$",
    re.I,
)


def _states_goodput(
    sentence: Sentence, ref: Reference | None, any_convention: bool = False, ambiguous: bool = True
) -> bool:
    """True when the sentence gives a goodput figure ("goodput is 85 %", a goodput column)
    whose convention needs saying.

    A "goodput" whose value is one of the model's overheads and none of its goodputs is an
    overhead called goodput: RG801 reports that, and the convention is not the question. One
    that is useful ÷ wall time, 1/(1 + overhead), of one of the model's overheads uses the
    convention graders take by default (RUBRIC.md accepts 1 − overhead only when the document
    says so): it needs no definition. With ``any_convention``, any goodput given counts; with
    ``ambiguous=False``, one that both conventions reach (:func:`_both_conventions`) does not.
    """
    text, context = sentence.text, sentence.context
    if not _GOODPUT_WORD_FAST.found(text) and not context.lower().startswith("goodput"):
        return False  # none of its numbers can follow the word (asked once, not per number)
    for q in sentence.quantities:
        if q.kind != "percent":
            continue
        if not (
            _GOODPUT_BEFORE_FAST.found(text[max(0, q.start - 40) : q.start])
            or context.lower().startswith("goodput")
        ):
            continue
        if ref is not None and near(ref.overheads, q, 0.01) and not near(ref.goodputs, q, 0.01):
            continue
        if not any_convention and _default_convention(q, sentence, ref):
            continue  # useful ÷ wall time, the convention graders take by default
        if not any_convention and (_either_convention(q, sentence) or _agree_in_model(q, ref)):
            continue  # both conventions write it so: which one is used changes no figure
        if not any_convention and _FROM_PLANNER.search(text[max(0, q.start - 80) : q.start]):
            continue  # "`reportgen plan` gives a goodput of 69.7 %": the planner's, defined there
        if not ambiguous and _both_conventions(q, ref):
            continue
        return True
    return False


def _both_conventions(g: Quantity, ref: Reference | None) -> bool:
    """True when the goodput ``g`` is, at its own precision, 1/(1 + w) of one of the model's
    overheads and 1 − w' of another: the value shows neither convention."""
    if ref is None:
        return False
    overheads = [w for w in ref.overheads if w > 0]
    return near([1 / (1 + w) for w in overheads], g, 0.005) and any(
        abs(g.value - (1 - w)) <= 1.2 * g.resolution for w in overheads if w < 1
    )


def _agree_in_model(g: Quantity, ref: Reference | None) -> bool:
    """True when the goodput ``g``, written to a tenth of a point or finer, is at that precision
    both 1/(1 + w) and 1 − w of one and the same overhead w of the model ("goodput 97.8 %" at
    a 2.2 % overhead): the two conventions agree on it, as :func:`_either_convention` says of
    an overhead written beside it. (A whole percent, "≈ 97 %", is near so many of the model's
    plans that it shows no overhead of its own.)"""
    if ref is None or g.resolution > 0.0005:
        return False
    slack = 1.2 * g.resolution
    return any(
        abs(g.value - 1 / (1 + w)) <= slack and abs(g.value - (1 - w)) <= slack
        for w in ref.overheads
        if 0 < w < 1
    )


def _either_convention(g: Quantity, sentence: Sentence) -> bool:
    """True when the goodput ``g`` is, at its written precision, both 1/(1 + w) and 1 − w of an
    overhead w written beside it ("3.1 %, goodput ≈ 97 %": 97.0 % and 96.9 %): at a small
    overhead the conventions agree to the figure's last digit, and saying which one is used
    would change no number (RUBRIC.md accepts either, used consistently)."""
    for w in sentence.quantities:
        if w is g or w.kind != "percent" or not 0 < w.value < 1 or w.value == g.value:
            continue
        slack = 1.2 * g.resolution + w.resolution
        if abs(g.value - 1 / (1 + w.value)) <= slack and abs(g.value - (1 - w.value)) <= slack:
            return True
    return False


def _default_convention(g: Quantity, sentence: Sentence, ref: Reference | None) -> bool:
    """True when the goodput ``g`` is 1/(1 + overhead): of an overhead written beside it ("14.8
    %, goodput ≈ 87 %", and not also 1 − that overhead at its rounding), else of one of the
    model's overheads and not 1 − another (the model has dozens: a value both conventions reach
    shows neither)."""
    beside = [
        q for q in sentence.quantities if q is not g and q.kind == "percent" and 0 < q.value < 1
    ]
    # an overhead beside it is the goodput's own when either convention puts them within five
    # points of each other (not "61 % below the best plan")
    own = [
        w
        for w in beside
        if min(abs(g.value - 1 / (1 + w.value)), abs(g.value - (1 - w.value))) < 0.05
    ]
    if own:
        return any(
            abs(g.value - 1 / (1 + w.value))
            <= 1.2 * g.resolution + w.resolution
            < abs(g.value - (1 - w.value))
            for w in own
        )
    if ref is None:
        return False
    # An overhead above 100 % has a goodput by 1/(1 + w) (under one half) and none by 1 − w.
    overheads = [w for w in ref.overheads if w > 0]
    # Both conventions reaching the value (one plan's 1/(1 + w), another's 1 − w) is judged at
    # the figure's own precision: 73.8 % is 1/(1 + 0.355), not 1 − 0.259 = 74.1 %.
    reach = 1.2 * g.resolution
    return near([1 / (1 + w) for w in overheads], g, 0.005) and not any(
        abs(g.value - (1 - w)) <= reach for w in overheads if w < 1
    )


def _convention_shown(sentence: Sentence) -> bool:
    """True when a goodput in ``sentence`` is, for an overhead given beside it, the value of
    exactly one convention: "26.4 %, so goodput is ≈ 79 %" can only be 1/(1 + overhead) (1 −
    overhead would be 73.6 %), so the document's numbers say which convention it uses."""
    text = sentence.text
    percents = [q for q in sentence.quantities if q.kind == "percent"]
    goodputs = [
        q for q in percents if _GOODPUT_BEFORE_FAST.found(text[max(0, q.start - 40) : q.start])
    ]
    for g in goodputs:
        for q in percents:
            w = q.value
            if q is g or w == g.value or not 0 < w < 1:
                continue
            reciprocal, complement = 1 / (1 + w), 1 - w
            # Told apart at the goodput's written precision: "79 %" (±0.5 points) needs two
            # points between the conventions, "91.7 %" (±0.05) a fifth of one (91.7 against
            # 91.0 for a 9.0 % overhead).
            if abs(reciprocal - complement) < 4 * g.resolution:
                continue  # too close to tell apart at the document's rounding
            slack = 1.2 * g.resolution + q.resolution
            if abs(g.value - reciprocal) <= slack or abs(g.value - complement) <= slack:
                return True
    return False


def _priced_by_goodput(sentence: Sentence, ref: Reference | None) -> bool:
    """True when a goodput in ``sentence`` divides a price into the cost per useful hour beside
    it ("$1.075 (goodput 88.4 %)" at $0.95 a GPU-hour): useful ÷ wall time, shown by the
    document's own arithmetic."""
    if ref is None or not ref.prices:
        return False
    text = sentence.text
    goodputs = [
        q
        for q in sentence.quantities
        if q.kind == "percent"
        and 0 < q.value <= 1
        and _GOODPUT_BEFORE_FAST.found(text[max(0, q.start - 40) : q.start])
    ]
    costs = [q.value for q in sentence.quantities if q.kind in ("money_rate", "money")]
    return any(
        abs(p / g.value - c) <= 0.01 * c for g in goodputs for c in costs for p in ref.prices
    )


def _first_use(doc: Document) -> tuple[Sentence, int] | None:
    """The first sentence or line of code that uses the exponential failure model, and where
    in it (searched in one pass over them joined, as most documents never use it)."""
    sentences = list(doc.sentences)
    if doc.code_blocks:
        # "p_hit = 1 - exp(-16.5 / M_spot)" in a notebook's cell uses it too
        code = [s for b in doc.code_blocks for s in b.sentences]
        sentences = sorted(sentences + code, key=lambda s: s.line)
    joined = "\n".join(s.text for s in sentences)
    if "[^" in joined:
        # a footnote's marker ("model[^daly]") names its note, not a formula (blanked, so that
        # every offset stays the sentence's)
        joined = _FOOTNOTE_MARK.sub(lambda m: " " * len(m.group()), joined)
    m = vocabulary("exponential_used").search(joined)
    if m is None:
        return None
    start = 0
    for sentence in sentences:
        end = start + len(sentence.text)
        if m.start() <= end:
            return sentence, m.start() - start
        start = end + 1
    return None


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    # The model is used in what the document says (its sentences, read without markup: a
    # footnote's marker "[^daly]" names no formula); it is stated anywhere, code included.
    used = _first_use(doc)
    if used is not None and not vocabulary("exponential_stated").found(doc.text):
        sentence, offset = used
        yield ctx.finding(
            RULE,
            sentence.line,
            "The failure model is used (e^(−t/M) or Daly's formula) without saying it assumes "
            "exponential, memoryless failures (a constant rate 1/M). State it as an assumption, "
            "and that real failures cluster.",
            question=doc.question_at(sentence.line),
            doc=doc,
            at=doc.locate(sentence, offset),
        )
    # Every goodput given; those of the default convention need no definition, but any of them
    # may show the document's convention for the others.
    given = [s for s in doc.sentences if _states_goodput(s, ctx.reference, True)]
    goodput_lines = [s for s in given if _states_goodput(s, ctx.reference)]
    # A goodput that only 1/(1 + overhead) reaches shows the convention of those both reach (a
    # table's column: "73.8 %" is 1/(1 + 0.355); "93.4 %" below it is 1/(1 + 0.071) and 1 −
    # 0.066), not of one that only 1 − overhead reaches.
    unexplained = [s for s in goodput_lines if _states_goodput(s, ctx.reference, ambiguous=False)]
    if unexplained or len(goodput_lines) < len(given):
        goodput_lines = unexplained
    if (
        goodput_lines
        and not any(vocabulary("goodput_defined").found(s.with_context) for s in doc.sentences)
        and not any(found(_GOODPUT_ARITHMETIC, s.text) for s in given)
        and not any(_convention_shown(s) for s in given)
        and not any(_priced_by_goodput(s, ctx.reference) for s in given)
    ):
        first = goodput_lines[0]
        yield ctx.finding(
            RULE,
            first.line,
            "Goodput is given without its definition. Say which convention you use: useful ÷ wall "
            "time = 1/(1 + overhead), or 1 − overhead; they differ by a few points on demand and "
            "by far more on spot.",
            question=doc.question_at(first.line),
            doc=doc,
            at=doc.locate(first),
        )


# Asked of every number or sentence: searched lower-cased where that is provably the same
# (:class:`~reportgen.lint._regex.Caseless`).
_GOODPUT_BEFORE_FAST = Caseless(_GOODPUT_BEFORE)
_FROM_PLANNER = _rx.compile(r"\breportgen\b|\bthe planner\b", re.I)
"""A figure quoted from the planner's output, whose report defines its goodput (useful ÷ wall
time)."""
_FOOTNOTE_MARK = _rx.compile(r"\[\^[^\]\s]{1,40}\]")
"""A footnote's marker where it is referred to ("[^daly]")."""
_GOODPUT_WORD = _rx.compile("goodput", re.I)
"""What :data:`_GOODPUT_BEFORE` needs in the text before a number."""
_GOODPUT_WORD_FAST = Caseless(_GOODPUT_WORD)
