"""RG201 unstated-assumption-number: an input number that is not a fact and not declared."""

from __future__ import annotations

import re
from collections.abc import Iterator
from collections.abc import Set as AbstractSet

from .. import _regex as _rx
from ..carried import in_another_unit
from ..derivation import Operands, is_bound_met, is_derived
from ..document import Document
from ..model import Context, Finding, Rule
from ..quantities import Quantity, topic_of
from ..reference import Reference, near
from ..shown_arithmetic import shown_results
from ..vocabulary import vocabulary
from ._common import (
    answers_exercise,
    cited,
    conversions,
    declared_values,
    declares,
    hedged,
    rounded_spellings,
    source_cell,
)

RULE = Rule(
    code="RG201",
    name="unstated-assumption-number",
    category="unstated-assumption",
    severity="warning",
    summary="An input number (bandwidth, size, price, MTBF, time) is not a fact and not declared.",
    what=(
        "Finds input-like numbers — bandwidths, sizes, prices, times of things (MTBF, restart, "
        "write, save) and percentages of the environment (stragglers, contention, degradation) "
        "— that are not among the scenario's facts (nor stated in its own description), not "
        "worked out from them, the engine's results and the numbers written beside them in one "
        "or two operations that respect units (1.4 TB / 312 s ≈ 4.5 GB/s; 30 s + 4 s), and not "
        "declared as an assumption. Exercise answers are read against the exercise; any other "
        "design document against the scenario named with --scenario. Overheads, "
        "goodputs and savings are results, not inputs, and so are the job's wall-clock days "
        '("≈ 41 days" in a sentence about restarts), unless an input names them ("an MTBF of 41 '
        'days"). A number is declared when it appears in an assumptions section, after a word '
        'such as "assume", "estimate", "e.g." or "if" in its sentence (or with one in its own '
        'clause: "50 GB/s (assumed)"; a hedge later in the sentence is about what follows, and '
        '"about", "roughly" or "measured" declare nothing), in a sentence that cites its source '
        '(a footnote reference such as "[^1]", a link, a DOI or an arXiv id), or anywhere the '
        "same value was declared before. A number said to be an input (a restart, an MTBF, a "
        "write time) is compared with that input's values, not with any duration the model "
        "knows. Design choices (retention counts and spacings, wherever the policy is written; "
        "an SLO's target, an alert's threshold or a grace period; the interval you "
        'choose) are not inputs and are not reported; a storage price ("$0.023 per GB-month") '
        "is one, under retention too, declared only by a hedge of its own clause, not by a "
        '"roughly" about the result it leads to.'
    ),
    why=(
        "A result is only as good as its inputs. A filesystem bandwidth or an emergency-save time "
        "that the document made up silently decides the answer, and the reader cannot tell it "
        "from a measurement or challenge it."
    ),
    example=(
        "# Checkpoint plan: T* = √(2·C·M), spot vs on-demand, retention\n\n"
        "## 7. Shared filesystem\n\nThe filesystem sustains 400 GB/s, so 200 jobs take 12 "
        "minutes.\n"
    ),
    use_instead=(
        "## Assumptions\n\n- The filesystem sustains 400 GB/s in aggregate (not given; the "
        "16-writer "
        "saturation point suggests less).\n\n## 7. Shared filesystem\n\nAt 400 GB/s, 200 jobs take "
        "12 minutes.\n"
    ),
    needs_reference=True,
)

_HARDWARE_NAME = _rx.compile(r"\b[A-Z]{1,3}\d{2,4}[A-Za-z]*\s?(SXM|PCIe)?\s?$")
_HARDWARE_AFTER = _rx.compile(r"^\s?[A-Z]{1,3}\d{2,4}\b")
"""A memory size written before the product's name: "992 80GB A100 GPUs"."""
_DAY_S = 86400.0
_PERCENT_REACH = 50
"""How far around a percentage its topic words are read [characters]."""
_INPUT_TOPICS = {"mtbf", "restart", "write"}
_ASSIGNED_INPUT = _rx.compile(r"\b[RMW](?:_\{?[A-Za-z]{1,8}\}?|\([A-Za-z -]{1,12}\))?\s?=\s?$")
"""A number assigned to an input's symbol: the restart "R_spot = ", the MTBF "M(spot) = ", the
background write "W = " (not the interval T, the write C or a result; "T > W: 312 s" compares)."""
_SYMBOL_TOPIC = {"R": "restart", "M": "mtbf", "W": "write"}


_STORAGE_PRICE = _rx.compile(
    r"\$\s?\d[\d,]*(\.\d+)?\s?(/|per|an?|each)\s?(GB|TB|PB|GiB|TiB|PiB)\b", re.I
)
"""A price per unit of storage ("$0.023 per GB-month", "$23/TB")."""


def _storage_price(
    text: str, declared: list[Quantity], own: tuple[Quantity, ...]
) -> tuple[str, int] | None:
    """The storage price ``text`` states and where, unless the document declares it: in its
    assumptions, or by a hedge in the price's own clause before it."""
    if "B" not in text:
        return None
    m = _STORAGE_PRICE.search(text)
    if m is None:
        return None
    value = float(m.group(0)[1:].strip().split()[0].split("/")[0].replace(",", ""))
    if any(
        d.kind == "money" and d.matches(value, 0.01) and all(d is not o for o in own)
        for d in declared
    ):
        return None
    clause = text[: m.start()]
    clause = clause[max(clause.rfind(","), clause.rfind(";")) + 1 :]
    if hedged(clause):
        return None
    return m.group(0), m.start()


_PER_PERIOD = _rx.compile(
    r"\s*(?:[a-z]+\s+){0,2}?(?:per|a|each|every)\s+(?P<period>second|minute|hour|day|week)\b"
    r"|\s*(?:[a-z]+\s+){0,2}?(?P<adverb>hourly|daily|weekly)\b",
    re.I,
)
_PERIOD_S = {"second": 1.0, "minute": 60.0, "hour": 3600.0, "day": 86400.0, "week": 604800.0}
_PERIOD_S.update(hourly=3600.0, daily=86400.0, weekly=604800.0)


def _volume_per_period(text: str, q: Quantity) -> Quantity | None:
    """The size ``q`` as the bandwidth it is when the words after it make it a volume per
    period ("390 TB written per day", "12 TB daily"), else None."""
    if q.kind != "size":
        return None
    m = _PER_PERIOD.match(text, q.end)
    if m is None:
        return None
    period = _PERIOD_S[(m.group("period") or m.group("adverb")).lower()]
    return q._replace(kind="bandwidth", value=q.value / period, resolution=q.resolution / period)


_APPROX_BEFORE = _rx.compile(
    r"(≈|~|∼|\babout|\baround|\broughly|\bapprox\.?|\bapproximately|\bsome)\s*$", re.I
)
"""An approximation said just before a number, spaced or not ("— about 20 s")."""


def _approximate_total(text: str, q: Quantity, own: list[Quantity]) -> bool:
    """True when the duration ``q``, said to be approximate, totals the durations written
    before it in its sentence, rounded up for the steps that have no figure ("stop after the
    step, snapshot (1.5 s), write the shards (15 s), write the manifest, exit — about 20 s"):
    at least their sum, at most half as much again."""
    if q.kind != "duration":
        return False
    if not q.approx and not _APPROX_BEFORE.search(text, max(0, q.start - 16), q.start):
        return False
    parts = [o.value for o in own if o.kind == "duration"]
    return len(parts) >= 2 and sum(parts) <= q.value <= 1.5 * sum(parts)


def _topics(text: str, q: Quantity, context: str) -> AbstractSet[str]:
    """What the duration ``q`` is said to be: its symbol's input ("M = 45 h"), else the topic
    words around it."""
    symbol = _ASSIGNED_INPUT.search(text[max(0, q.start - 16) : q.start])
    return {_SYMBOL_TOPIC[symbol.group(0)[0]]} if symbol else topic_of(text, q, context)


def _fact_in_another_unit(q: Quantity, facts: dict[str, float], topics: AbstractSet[str]) -> bool:
    """True when the duration ``q``, said of a restart or an MTBF, writes that fact's number in
    another unit ("M = 45 h" for a 45-minute MTBF): a slip of units (RG401's), not a new
    input."""
    if q.kind != "duration" or not q.value:
        return False
    return any(
        in_another_unit(q.value, [v for k, v in facts.items() if topic in k])
        for topic in topics & {"mtbf", "restart"}
    )


def _storage_quota(
    text: str, own: tuple[Quantity, ...], declared: list[Quantity], facts: list[float]
) -> Quantity | None:
    """The storage quota ``text`` states ("our project quota is 50 TB"), unless the document
    declares it (in its assumptions, or by a hedge in its own clause) or it is one of the
    scenario's facts ("Capacity: 1.4 TB / 15 s ≈ 93 GB/s" divides the checkpoint's size)."""
    for q in own:
        if q.kind != "size" or near(facts, q, 0.01):
            continue
        clause = text[max(0, q.start - 60) : q.start]
        clause = clause[max(clause.rfind(","), clause.rfind(";")) + 1 :]
        if not _QUOTA_FAST.found(clause) or hedged(clause) or declares(text, q.start, q.end):
            continue
        if any(d.kind == "size" and q.matches(d.value, 0.01) for d in declared if d is not q):
            continue
        return q
    return None


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    ref = ctx.reference
    # An exercise answer is read against the exercise's facts; any other design document only
    # against the scenario its author named (without one, its inputs are unknown here).
    if ref is None or not (answers_exercise(doc) or ref.chosen):
        return
    declared = declared_values(doc)
    facts = list(ref.facts.values())
    given = _given_operands(ref)
    # One input, one finding: a value the document brings is reported where it first appears,
    # not at every later use (RUBRIC.md deducts per unstated assumption).
    reported: list[Quantity] = []
    intro_sourced = False  # the current table's introduction gives its figures' source
    for index, block in enumerate(doc.blocks):
        written: list[Quantity] = []
        if block.kind != "table-row":
            intro_sourced = False
        elif index == 0 or doc.blocks[index - 1].kind != "table-row":
            intro_sourced = index > 0 and _sources_a_table(doc.blocks[index - 1].text)
        section = doc.sections[block.section] if block.section is not None else None
        question = section.question if section is not None else None
        if question == "assumptions":
            continue
        # A table row that gives its value's formula in a cell of its own ("| 201 jobs' demand
        # | 90 GB/s | 201 × row 4 |") computes the value: a result, RG401's to judge.
        # A row with a cell that gives its source ("measured on two nodes", "assumption")
        row_sourced = source_cell(block) or intro_sourced
        formula_row = block.kind == "table-row" and any(
            s.in_table and _FORMULA_CELL.search(s.text) for s in block.sentences
        )
        for sentence in block.sentences:
            before = tuple(written)
            quantities = sentence.quantities
            written += quantities
            if not quantities:
                continue
            if formula_row and not _FORMULA_CELL.search(sentence.text):
                continue
            text = sentence.text
            if "$" in text and not cited(text):
                # A storage price is an input the scenario does not give, even under question 6
                # (whose tier counts and spacings are design choices, not inputs). A hedge
                # declares it only if it is the price's own ("at an assumed $0.023 per GB"), not
                # a result's ("roughly $350 a month").
                price = _storage_price(text, declared, quantities)
                if price is not None:
                    yield ctx.finding(
                        RULE,
                        sentence.line,
                        f"{price[0]} is a storage price, not one of the scenario's facts. If it "
                        'is an assumption, say so (an Assumptions section or "Assume …"), with '
                        "where the value comes from.",
                        question=question,
                        at=doc.locate(sentence, price[1]),
                        doc=doc,
                    )
            quota = _storage_quota(text, quantities, declared, facts)
            if quota is not None and not any(quota.matches(r.value, 0.01) for r in reported):
                # A quota the policy must fit in is an input, even under question 6.
                reported.append(quota)
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    f"{quota.raw} is a storage quota, not one of the scenario's facts. If it is "
                    'an assumption, say so (an Assumptions section or "Assume …"), with where '
                    "the value comes from.",
                    question=question,
                    at=doc.locate(sentence, quota.start),
                    doc=doc,
                )
            if question == 6 or vocabulary("retention_talk").found(text):
                continue  # a retention policy's counts and spacings: design choices
            if vocabulary("monitoring_choice").found(sentence.with_context):
                continue  # an SLO's target, an alert's threshold, a grace period: the same
            if hedged(sentence.context) or cited(text) or row_sourced:
                continue  # under a hedged lead-in, or a figure quoted with its source
            # A fact spelled again in another unit ("14 min = 1,400 s") is that fact, not a new
            # input: a wrong spelling is RG401's conversion slip. So is every later spelling of
            # a chain that starts at a fact ("45 min = 0.45 h = 1,620 s": one slip, no input).
            pairs = conversions(text, quantities)
            respelled: list[Quantity] = []
            for a, b in pairs:
                if near(facts, a) or any(a is r for r in respelled):
                    respelled.append(b)
            # One value, one finding: "6 min (360 s)" is one input, reported at its first spelling
            # (of a chain, "7 min = 420 s = 0.117 h", the first of all).
            spelling_of: dict[int, Quantity] = {}
            for a, b in pairs:
                spelling_of[id(b)] = spelling_of.get(id(a), a)
            # A number computed in front of the reader by a computation that holds ("256 ×
            # $0.75 = $192/h") is a result: its operands are judged, not it (worked out when a
            # number is about to be reported, not for every sentence).
            results: list[tuple[int, int]] | None = None
            # "≈ 90 GB/s [93 GB/s]": a figure rounded beside its exact value is that value
            rounded = rounded_spellings(text, quantities)
            flagged: list[Quantity] = []
            for q in quantities:
                if spelling_of.get(id(q)) in flagged:
                    continue
                if _HARDWARE_NAME.search(text[max(0, q.start - 12) : q.start]) or (
                    q.kind == "size" and _HARDWARE_AFTER.match(text[q.end : q.end + 8])
                ):
                    continue  # "A100 80GB", "80GB A100": a product name, not a claim
                if (
                    q.kind == "bandwidth"
                    and _INTERCONNECT_FAST.found(text[max(0, q.start - 40) : q.end + 20])
                    and not any(o.kind == "duration" for o in quantities)
                ):
                    continue  # "InfiniBand 400 Gb/s (NDR)" describing the hardware
                if any(q is r for r in respelled) or declares(text, q.start, q.end):
                    continue  # a fact respelled; a guess, an example or a condition
                if _TOLERANCE_BEFORE.search(text, max(0, q.start - 4), q.start):
                    continue  # "±30 s of jitter": a spread the plan allows, not an input
                if results is None:
                    results = [(start, end) for _, start, end in shown_results(text)]
                if any(start <= q.start < end for start, end in results):
                    continue  # the result of arithmetic shown beside it
                if any(q is r for r in rounded):
                    continue  # rounded beside its exact value, which is judged
                candidates = _accepted(q, ref, text, sentence.context)
                if candidates is None:
                    continue
                # A device the scenario does not describe (node-local NVMe, a NIC, host RAM):
                # its speed or size is an input, whatever value of the model it comes close to.
                device = _device_capacity(text, q)
                if near(facts, q, fine=True) or (not device and near(candidates, q, fine=True)):
                    continue
                if any(d.kind == q.kind and q.matches(d.value, 0.01, fine=True) for d in declared):
                    continue
                if any(
                    kind == q.kind and q.matches(value, 0.01, fine=True)
                    for kind, value in ref.stated
                ):
                    continue  # the scenario's own text states it
                # A number written again, rounded, in the same paragraph ("M ≈ 377 s ≈ 6.3 min.
                # … at M = 6 min the restart alone is longer") is the one written before.
                own = [o for o in quantities if o.end <= q.start]
                # (to 5 %: "1 TB of host RAM" after "1.4 TB / 32" is no rounding of it)
                if not device and any(
                    o.kind == q.kind and q.matches(o.value, 0.05, fine=True)
                    for o in before + tuple(own)
                ):
                    continue
                # Arithmetic on facts, results and the numbers beside it is no new input; but a
                # duration assigned to an input's symbol ("R_spot = 6 min") is that input, not
                # whatever arithmetic on other facts happens to give it.
                own = [o for o in quantities if o.end <= q.start]
                assigned = q.kind == "duration" and bool(
                    _ASSIGNED_INPUT.search(text[max(0, q.start - 16) : q.start])
                )
                # What the shared filesystem delivers or is rated at is its capacity, an input:
                # the scenario's value for it, not whatever arithmetic happens to give.
                capacity = q.kind == "bandwidth" and _storage_capacity(text, q)
                if capacity and not device:
                    device = True
                elif (
                    not assigned
                    and not device
                    and is_derived(q, given, before + tuple(own) + _spelled_counts(text, q))
                ):
                    continue
                if _fraction_of(text, q, own):
                    continue  # "about 1/9 of 9.6 TB ≈ 1.07 TB": a share of a figure written
                rate = _volume_per_period(text, q)
                if rate is not None and is_derived(rate, given, before + tuple(own)):
                    continue  # "≈ 390 TB written per day": 4.5 GB/s for a day
                if (
                    not assigned
                    and not device
                    and _BOUND.search(text, max(0, q.start - 16), q.start)
                    and (is_bound_met(q, given, before + tuple(own)) or _bound_met_by_model(q, ref))
                ):
                    # "lands in under 4 s": a bound the arithmetic beside it meets; "blocking
                    # under 2 s" for the model's 1.9 s snapshot: a claim about that value
                    continue
                if (
                    not assigned
                    and not device
                    and _LOWER_BOUND.search(text, max(0, q.start - 16), q.start)
                    and is_bound_met(q, given, before + tuple(own), lower=True)
                ):
                    continue  # "more than 100 s of margin": the arithmetic beside it meets it
                if not assigned and not device and _approximate_total(text, q, own):
                    continue  # "snapshot (1.5 s), write (15 s), manifest, exit: about 20 s"
                if _fact_in_another_unit(q, ref.facts, _topics(text, q, sentence.context)):
                    continue  # "M = 45 h" for the 45-min MTBF: a unit slip, RG401's
                flagged.append(q)
                if any(r.kind == q.kind and q.matches(r.value, 0.01, fine=True) for r in reported):
                    continue
                reported.append(q)
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    f"{q.raw} is not one of the scenario's facts and does not follow from them. "
                    f'If it is an assumption, say so (an Assumptions section or "Assume …"), with '
                    f"where the value comes from.",
                    question=question,
                    at=doc.locate(sentence, q.start),
                    doc=doc,
                )


_FRACTION_OF = _rx.compile(
    r"\b(\d{1,3})\s?/\s?(\d{1,4})\s+of\s+(?:the\s+|a\s+|our\s+)?$|\bhalf\s+of\s+(?:the\s+|a\s+|our\s+)?$",
    re.I,
)
"""A fraction before a figure ("1/9 of 9.6 TB", "half of the 1.4 TB")."""


def _fraction_of(text: str, q: Quantity, own: list[Quantity]) -> bool:
    """True when ``q`` is a written fraction of a figure written before it in its sentence
    ("a weights-only copy is about 1/9 of 9.6 TB ≈ 1.07 TB")."""
    for o in own:
        if o.kind != q.kind:
            continue
        m = _FRACTION_OF.search(text, max(0, o.start - 24), o.start)
        if m is None:
            continue
        share = int(m.group(1)) / int(m.group(2)) if m.group(1) else 0.5
        if q.matches(o.value * share, 0.02, fine=True):
            return True
    return False


_SPELLED_COUNT = _rx.compile(r"\b(two|three|four|twice|double|triple)\b", re.I)
_SPELLED_VALUE = {"two": 2, "three": 3, "four": 4, "twice": 2, "double": 2, "triple": 3}


def _spelled_counts(text: str, q: Quantity) -> tuple[Quantity, ...]:
    """The small counts written in words before ``q`` in its sentence ("so two in flight need
    ≈ 54 GB per node"), as multipliers: a count in words multiplies as a numeral does."""
    return tuple(
        Quantity(
            "ratio",
            float(_SPELLED_VALUE[m.group(1).lower()]),
            m.group(),
            m.start(),
            m.end(),
            0.0,
            False,
        )
        for m in _SPELLED_COUNT.finditer(text, 0, q.start)
    )


def _sources_a_table(text: str) -> bool:
    """True when ``text``, the paragraph right above a table, introduces it with the source of
    its figures ("Measured on the 2026-11-24 failure drill (timed each phase from the job log):",
    "Assumed, from the vendor's sizing guide:"): the rows are stated with it."""
    return text.rstrip().endswith(":") and (cited(text) or hedged(text))


def _bound_met_by_model(q: Quantity, ref: Reference) -> bool:
    """True when the upper bound ``q`` ("cut the blocking cost to under 2 s", "| Blocking time
    < 5 s | Met |") is met, closely, by a duration the scenario gives or by what a strategy's
    save blocks or writes in the background: a claim about that value, rounded up to a round
    bound, not a new input. Closely (at 70 % of the bound or more), and only those durations:
    the engine's many short ones would meet almost any bound."""
    if q.kind != "duration":
        return False
    model = [v for k, v in ref.facts.items() if k.endswith("_s")] + list(ref.blocking)
    return any(0.7 * q.value <= v <= q.value * 1.001 for v in model)


_INTERVAL_SYMBOL = _rx.compile(r"(?<![\w/])T(?:\*|\d|_\w{1,4})?(?:\s?/\s?2)?\s?(\(|=|≈)\s?$")
"""The interval's symbol just before its value: "T (312 s)", "T* = 90 s", "T ≈ 5 min", a tier's
"T1 = 296 s", "T_opt = 312 s", or half of one, "T1/2 = 148 s" (the work a failure loses)."""
_FORMULA_CELL = _rx.compile(
    r"^\s*[(√]*\s*(\d[\d.,]*|row \d+|[A-Z])\s*[a-zA-Z/%]*\s*[×*/÷+−]\s*[(√]*\s*(\d|row \d|[A-Z]\b)"
)
"""A table cell that is a formula: it opens with a number, a row reference or a symbol and
an operator ("201 × row 4", "1.4 TB / 15 s", "√(2·C·M)")."""
_LOWER_BOUND = _rx.compile(r"\b(more than|over|at least|above|upwards of)\s*$|[>≥]\s*$", re.I)
"""A lower bound written before a number ("more than 100 seconds of margin", "≥ 100 s")."""
_BOUND = _rx.compile(
    r"\b(under|below|less than|within|at most|inside)\s*$|[<≤]\s*$|\d\s?(?:–|-|to)\s?$", re.I
)
"""An upper bound written before a number ("in under 4 s", "< 20 s"), or the upper end of a
range ("≈ 20–35 s": the estimate's ends bracket what the arithmetic beside it gives)."""
_DEVICE_FAST = vocabulary("device_capacity").compiled
_STORAGE_FAST = vocabulary("storage_capacity").compiled
_QUOTA_FAST = vocabulary("storage_quota").compiled
_INTERCONNECT_FAST = vocabulary("interconnect_rating").compiled
_REQUIREMENT_FAST = vocabulary("requirement_word").compiled
_CLAUSE_MARKS = (",", ";", " — ", " – ", "(", ")", ":")


def _own_clause(text: str, q: Quantity, reach: int) -> tuple[str, str, str]:
    """The words of ``q``'s own clause before it (up to 60 characters), after it (up to
    ``reach``), and the clause with the number: cut at commas, semicolons, dashes, brackets
    and colons."""
    before = text[max(0, q.start - 60) : q.start]
    before = before[max(before.rfind(mark) for mark in _CLAUSE_MARKS) + 1 :]
    after = text[q.end : q.end + reach]
    cut = min((i for i in (after.find(mark) for mark in _CLAUSE_MARKS) if i >= 0), default=reach)
    return before, after, f"{before} {q.raw} {after[:cut]}"


def _device_capacity(text: str, q: Quantity) -> bool:
    """True when the bandwidth or size ``q`` is the capacity of a device the scenario does not
    describe, named in the number's own clause ("the local RAID writes at 12 GB/s", "2 TB of
    host RAM", "over the 400 Gb/s NIC"), and not as a requirement ("must sustain 11.7 GB/s")."""
    if q.kind not in ("bandwidth", "size"):
        return False
    before, after, clause = _own_clause(text, q, 40)
    if q.kind == "size" and not (_CAPACITY_AFTER.match(after) or _CAPACITY_BEFORE.search(before)):
        return False  # a size is a device's only as its capacity ("2 TB of host RAM")
    return _DEVICE_FAST.found(clause) and not _REQUIREMENT_FAST.found(clause)


def _storage_capacity(text: str, q: Quantity) -> bool:
    """True when the bandwidth ``q`` is asserted, in its own clause, as what the shared
    filesystem delivers or is rated at ("Our CephFS pool is rated at 25 GB/s"), and not as a
    requirement ("the filesystem must sustain 45 GB/s")."""
    clause = _own_clause(text, q, 30)[2]
    return _STORAGE_FAST.found(clause) and not _REQUIREMENT_FAST.found(clause)


_MEMORY = r"(?:host |cpu |system |node-local |local )?(?:ram|dram|memory|nvme|ssds?|disks?)\b"
_CAPACITY_AFTER = _rx.compile(r"\s*(?:of\s+)?" + _MEMORY, re.I)
"""A size followed by the device it is the size of ("2 TB of host RAM", "3.8 TB NVMe")."""
_CAPACITY_BEFORE = _rx.compile(_MEMORY + r"\s*(?:of|:|=|with|has)?\s*$", re.I)
"""A size after the device it is the size of ("host RAM: 2 TB")."""


def _given_operands(ref: Reference) -> Operands:
    """The scenario's facts and the engine's headline results, as operands of arithmetic."""
    f = ref.facts
    return Operands(
        durations=tuple(v for k, v in f.items() if k.endswith("_s")) + tuple(ref.intervals),
        sizes=(f["checkpoint_bytes"],),
        bandwidths=tuple(ref.bandwidths),
        counts=tuple(ref.counts),
        gpus=(f["gpus"],),
    )


def _accepted(q: Quantity, ref: Reference, text: str, context: str) -> list[float] | None:
    """The values ``q`` may take without being an assumption; None when it is not an input."""
    if q.kind == "bandwidth":
        return ref.bandwidths
    if q.kind == "size":
        if _PER_TIME_CONTEXT.search(context):
            return None  # "Filesystem writes per day | ≈ 61 TB": a rate, the interval's result
        return ref.sizes
    if q.kind == "money_rate":
        if q.per == "useful" or _RESULT_WORDS_FAST.found(text):
            return None  # a result: RG401 checks it
        return ref.prices + ref.usd_per_useful
    if q.kind == "duration":
        if _INTERVAL_SYMBOL.search(text, max(0, q.start - 12), q.start):
            return None  # "T (312 s)", "T* = 90 s": the interval, a result (RG401's)
        if _NEXT_SAVE.search(text, max(0, q.start - 40), q.start):
            return None  # "done before the next snapshot at 104 s": when it comes, the interval
        if _SPACING_AFTER.match(text, q.end):
            return None  # "204 s snapshots / 410 s durable": saves that far apart, the interval
        # An aside closed before the number is its own: in "sharded + async (1.5 s blocking
        # snapshot): ≈ 127 s" the snapshot is the 1.5 s's, not the 127 s's.
        if ")" in text[max(0, q.start - 40) : q.start]:
            text = (
                _CLOSED_ASIDE.sub(lambda m: " " * len(m.group(0)), text[: q.start])
                + text[q.start :]
            )
        symbol = _ASSIGNED_INPUT.search(text[max(0, q.start - 16) : q.start])
        # "R_spot = 6 min": the symbol names the input, however far its word is
        topics = {_SYMBOL_TOPIC[symbol.group(0)[0]]} if symbol else topic_of(text, q, context)
        if not (topics & _INPUT_TOPICS) or "interval" in topics or "wall" in topics:
            return None
        if _NOT_INPUT_BEFORE_FAST.found(text[max(0, q.start - 30) : q.start]):
            return None
        if _AGE_AFTER.match(text, q.end):
            return None  # "a restart point at most 64 s old", "two minutes earlier": an age
        # A number said to be an input is that input's value (the scenario's, or the engine's
        # for it), not any duration the model knows: a "5 min" restart is not 270 s or a T*.
        accepted = [v for t in sorted(topics & _INPUT_TOPICS) for v in ref.inputs.get(t, [])]
        # The input word must be this number's, in its own clause: in "45 min MTBF, 42.6 days"
        # the MTBF is the 45 min's.
        before = text[max(0, q.start - 30) : q.start]
        statement = before[max(before.rfind(" — "), before.rfind(" – ")) + 1 :]
        before = statement[max(statement.rfind(","), statement.rfind(";")) + 1 :]
        if not _INPUT_BEFORE_FAST.found(before):
            # "(≈ $190k, ≈ 41 days)" in a sentence about restarts is the job's wall-clock days,
            # a result; "an MTBF of 41 days" is not.
            accepted = accepted + [d * _DAY_S for d in ref.days]
        if not _INPUT_BEFORE_FAST.found(statement):
            # A statement of its own after a dash ("the 30 s write must finish before the next
            # snapshot — at 164 s it does") may give the model's interval; an apposition after
            # a comma ("restart is faster, about 5 min") is still the input's value.
            accepted = accepted + list(ref.intervals)
        return accepted
    if q.kind == "percent":
        # From the start of the word the reach ends in, so that no topic word is cut in two.
        start = text.rfind(" ", 0, max(0, q.start - _PERCENT_REACH)) + 1
        near_text = text[start : q.end + _PERCENT_REACH]
        if not _INPUT_PERCENT_FAST.found(near_text) or _RESULT_PERCENT_FAST.found(near_text):
            return None  # overheads, goodputs, savings: results, RG401's and RG801's business
        # A straggler penalty or a degradation is measured or assumed, never derived: it is not
        # compared with the model's overheads (single-digit ones are everywhere: 5 % rounds to
        # several). The scenario's given fraction is the snapshot's. Contention between jobs is
        # modelled (question 7's in-phase and staggered overheads), so its values are accepted.
        accepted = [ref.facts["snapshot_fraction"], *ref.fractions]
        if _MODELLED_PERCENT_FAST.found(near_text):
            accepted += ref.overheads + ref.goodputs
        return accepted
    return None


_NEXT_SAVE = _rx.compile(
    r"\bnext (snapshot|checkpoint|save|write)s? (is |comes |starts |happens )?(at|in|after)\s?$",
    re.I,
)
"""When the next save comes ("before the next snapshot at 104 s"): the interval, a result."""
_SPACING_AFTER = _rx.compile(r"[- ]?(snapshots|checkpoints|saves)\b", re.I)
"""Saves named in the plural after a duration ("204 s snapshots", "90-second checkpoints"):
how far apart they are, the interval (a single "1.5 s snapshot" is its own duration)."""
_TOLERANCE_BEFORE = _rx.compile(r"(±|\+/-|\+-)\s?$")
"""A plus-minus sign before a number: a tolerance or spread ("a slot with ±30 s jitter"), not
a value of the environment."""
_CLOSED_ASIDE = _rx.compile(r"\([^()]*\)")
_PER_TIME_CONTEXT = _rx.compile(r"\bper (day|hour|h|d|week|month)\b|/\s?(day|h|d)\b", re.I)
"""A table cell's header or row label that makes its sizes an amount per unit of time."""
_AGE_AFTER = _rx.compile(r"\s*(earlier|old|older|ago|stale|back|behind)\b", re.I)
"""Words after a duration that make it an age or how far back ("at most 64 s old", "up to two
minutes earlier"): what an interval leads to, not an input of the environment."""


# Asked of every number or sentence: searched lower-cased where that is provably the same
# (:class:`~reportgen.lint._regex.Caseless`).
_RESULT_WORDS_FAST = vocabulary("useful_result").compiled
_NOT_INPUT_BEFORE_FAST = vocabulary("not_input_word").compiled
_INPUT_BEFORE_FAST = vocabulary("input_word").compiled
_INPUT_PERCENT_FAST = vocabulary("input_percent").compiled
_RESULT_PERCENT_FAST = vocabulary("result_percent").compiled
_MODELLED_PERCENT_FAST = vocabulary("modelled_percent").compiled
