"""RG401 wrong-number: an interval, step count, overhead, goodput or cost the model rejects."""

from __future__ import annotations

import re
from collections.abc import Iterator
from collections.abc import Set as AbstractSet

from .. import _regex as _rx
from .._regex import Caseless
from ..carried import carried_forward, own_inputs
from ..concepts import is_refuted
from ..document import Block, Document, Sentence
from ..model import Context, Finding, Rule
from ..quantities import Quantity, quantities_in, topics_named, topics_near
from ..reference import Reference, near
from ..shown_arithmetic import shown_results, shown_slips
from ..vocabulary import vocabulary
from ._common import HEDGE, conversions, declares, quoted, rounded_spellings, steps_spelled

RULE = Rule(
    code="RG401",
    name="wrong-number",
    category="arithmetic",
    severity="error",
    summary="A computed interval, step count, overhead, goodput or cost disagrees with the model.",
    what=(
        "Checks the arithmetic a document shows, whatever the scenario: in a chain such as "
        '"T* = √(2 · 15 · 32,400) = √972,000 ≈ 3,118 s" or "R/M = 840/2,700 = 3.1 %", each '
        "computation must give the value written after it, within that value's rounding and the "
        "rounding of the numbers it is computed from (percentages read as fractions or, after "
        "numbers without a sign, as points; units are converted only for a size over a rate or "
        "a time and for GPU-hours at a price per GPU-hour, so any other computation mixing units "
        'is not evaluated). A duration written as steps ("986 s ≈ 1,095 steps") must be '
        "that many steps at the scenario's step time, and so must a table's step count (a "
        'column or row named "Steps") against the one interval of its row or column, and a '
        'configuration block\'s "interval_steps" against its "interval_s". It also finds '
        "the computed numbers of a "
        "document (T*, the interval in steps (4,382 or 4.4k), the overhead, the "
        "goodput, the dollars per useful GPU-hour) in any unit and spelling, and compares each "
        "with "
        "every value the engine accepts for the scenario: Young's first-order optimum and the "
        "exact "
        "model's, both goodput conventions (1/(1+w) and 1−w), every strategy and cluster, within "
        "the precision the number is written with (3 % or the last digit; ≈ widens it). A number "
        "that matches a known slip (M in hours with C in seconds, C and M in seconds and minutes "
        "with the result read in either, T* divided by N instead of √N, "
        "seconds to minutes by 100…) is reported with the slip named and the right value. A "
        'defensible reading of the exercise (the snapshot as "10 % of the write time", 24 s, '
        "rather than of the sharded write) is no slip: the graders' rubric deducts nothing for "
        "it nor for the values carried forward from it. "
        "Other numbers are reported only when the sentence says "
        'plainly what they are ("T* = …", "overhead of …") and they match nothing. In the '
        "answers to questions 2 and 3, a T* in a sentence about the sharded or the asynchronous "
        "strategy alone that is another strategy's interval (the single writer's C kept) is "
        "reported too, and so is a goodput computed by the convention the document does not "
        'define ("goodput is 1 − 0.148" where goodput is defined as 1/(1 + w)), and one duration '
        'written in two units that disagree ("14 min = 1,400 s"), whatever the duration, and a '
        'saving that is the ratio of the two prices its sentence compares ("$1.084 and $2.355, '
        'so 46 % cheaper": the cheaper costs 46 % of the other, and is 54 % cheaper). A figure '
        "that follows from the document's own value of a restart time or an MTBF (\"a restart on "
        'spot takes 6 min" where the scenario says 14) is judged against that value, as the '
        "graders' rubric does (the value itself is RG201's to judge). A "
        "figure shown in order to be corrected is someone else's, and is not: in double quotes "
        'in a paragraph that corrects it (a draft\'s "T* = 3,943.6 / 16 = 246 s", then "not '
        '16×"), or marked as a mistake in its sentence or by the next one ("a common mistake '
        'is …", "… That is wrong").'
    ),
    why=(
        "The interval and the cost are the decision. A slip in units or in √N changes the "
        "interval by an order of magnitude and the cost comparison with it, and a reviewer who "
        "finds one wrong number stops trusting the rest of the document."
    ),
    example=(
        "## 1. Baseline\n\nT* = √(2 × 240 × 9) ≈ 65.7 s, so we checkpoint about every minute.\n"
    ),
    use_instead=(
        "## 1. Baseline\n\n"
        "T* = √(2 × 240 s × 32,400 s) = 3,944 s ≈ 65.7 min ≈ 4,382 steps of 0.9 s.\n"
    ),
    needs_reference=True,
)

_DIRECT_OVERHEAD = _rx.compile(
    r"(overhead|waste)\w*\s*(\([^)]*\)\s*)?(is|of|=|:|≈|~|becomes|drops to|falls to|rises to|at"
    r"|about|around|of about|totals?)?\s*" + HEDGE + r"?\s*$",
    re.I,
)
_DIRECT_GOODPUT = _rx.compile(
    r"goodput\w*\s*(\([^)]*\)\s*)?(is|of|=|:|≈|~|becomes|drops to|falls to|rises to|at|about"
    r"|around)?\s*" + HEDGE + r"?\s*$",
    re.I,
)
_T_STAR_FAST = vocabulary("t_star_named").compiled
_CHANGE_FAST = vocabulary("change_word").compiled
"""The two, searched lower-cased (:class:`~reportgen.lint._regex.Caseless`): each is asked of
every number of every document."""


def _bare_useful_rate(q: Quantity, text: str, before: str, ref: Reference) -> bool:
    """A bare dollar figure of an hourly price's size that a sentence about the cost per useful
    GPU-hour computes (the result of "0.75 × 1.42 = $1.06"), not a total or a difference."""
    if q.kind != "money" or not 0 < q.value < 2 * max(ref.prices, default=0):
        return False
    if "useful" not in text.lower() or not _USEFUL_RATE_LABEL_FAST.found(text):
        return False
    return before.rstrip().endswith("=") and not _CHANGE_FAST.found(before[-25:])


def _bound_here(doc: Document, sentence: Sentence, q: Quantity, ref: Reference) -> bool:
    """True when ``q`` is an interval the shared filesystem sets (:attr:`Reference.
    bound_intervals`) and the sentence is where such intervals belong: under question 2, 6 or
    7 or the recommendation, or talking about the filesystem, the tiers or the bandwidth."""
    if not ref.bound_intervals or not near(ref.bound_intervals, q, 0.01):
        return False
    if _bound_place(doc, sentence):
        return True
    # The same interval given where such intervals belong ("So two tiers: every 507 steps (608
    # s)") is the document's plan: its later uses ("608 s ≫ 20 s here") are that plan's.
    return any(
        _bound_place(doc, other)
        and any(x.kind == "duration" and x.matches(q.value, 0.01) for x in other.quantities)
        for other in doc.sentences
        if other is not sentence and other.quantities
    )


def _bound_place(doc: Document, sentence: Sentence) -> bool:
    """True when ``sentence`` is where the filesystem's intervals belong: under question 2, 6 or
    7 or the recommendation, or talking about the filesystem, the tiers or the bandwidth."""
    where = doc.question_at(sentence.line)
    return (
        where in (2, 6, 7, "recommendation")
        or vocabulary("filesystem_talk").search(f"{sentence.text} {sentence.context}") is not None
    )


def _ok(q: Quantity, values: list[float]) -> bool:
    return near(values, q)


_OPTIMA: list[tuple[Reference, list[float]]] = []


def _optima(ref: Reference) -> list[float]:
    """Every strategy's optimum intervals (first-order and exact, on demand and on spot)."""
    if _OPTIMA and _OPTIMA[0][0] is ref:
        return _OPTIMA[0][1]
    found = sorted({v for vs in ref.strategy_intervals.values() for v in vs}) or ref.intervals
    _OPTIMA[:] = [(ref, found)]
    return found


def check(doc: Document, ctx: Context) -> Iterator[Finding]:
    ref = ctx.reference
    if ref is None:
        return
    # A figure that follows from the document's own input (a restart it says is 6 min, not 14)
    # is judged against that input (RUBRIC.md); the input itself is RG201's to judge.
    ref = carried_forward(ref, own_inputs(doc, ref))
    facts = list(ref.facts.values())
    yield from _convention_slips(doc, ctx)
    yield from _total_slips(doc, ctx, ref)
    yield from _ratio_called_saving(doc, ctx)
    headers = _cell_headers(doc)
    yield from _table_steps_slips(doc, ctx, ref.facts["step_s"])
    for sentence in doc.sentences:
        text = sentence.text
        context = headers.get(id(sentence), sentence.context)
        flagged: list[Quantity] = []
        if not sentence.quantities:
            # No number to judge nor conversion to check: only the arithmetic shown.
            yield from _shown_slip_findings(doc, ctx, sentence, flagged)
            continue
        # Only the answers that compare strategies name one per sentence (question 7 says
        # "shards" of a job whose T* it quotes).
        low = text.lower()
        one_strategy: str | None = None
        if ("shard" in low or "async" in low) and doc.question_at(sentence.line) in (2, 3):
            one_strategy = _strategy_named(low)
            section = doc.section_at(sentence.line)
            title = section.title.lower() if section is not None else ""
            if one_strategy == "sharded" and "async" in title and "shard" not in title:
                # under a title naming the asynchronous scheme alone ("**Going asynchronous.**"),
                # "10 % of the 15 s sharded write" names what async is built on
                one_strategy = "sharded_async"
            elif one_strategy == "sharded" and "async" not in low:
                # in a paragraph led by the asynchronous scheme's name ("**(b) Sharded +
                # async.** The loop blocks for 10 % of the sharded write …"), so does its text
                lead = doc.blocks[sentence.block].text[:60].split(". ", 1)[0].lower()
                # (a lead that goes from one to the other, "Plan: 12-way sharded writes, then
                # async.", is about both: the sentence's own "sharded C = 15 s" says which)
                if "async" in lead and not _SEQUENCE.search(lead):
                    one_strategy = "sharded_async"
        # One value, one finding: a respelling in another unit ("1,162 s (≈ 19 min)") is judged
        # as its first spelling was; a wrong conversion is reported below.
        respelling = {id(b): a for a, b in conversions(text, sentence.quantities)}
        judged: dict[tuple[object, ...], str | None] = _Judgements()
        carried = _carried_results(sentence, ref, facts)
        rounded = rounded_spellings(text, sentence.quantities)
        beside: list[Quantity] | None = None  # the durations of the sentence's row, if asked
        # A step count that is the duration written beside it over the step time ("R = 840 s
        # (933 steps)") is that duration in steps, whatever the duration is: judged as a pair.
        step_s = ref.facts["step_s"]
        spelled = (
            [b for a, b in steps_spelled(text, sentence.quantities) if _same_steps(a, b, step_s)]
            if "step" in text and step_s > 0
            else []
        )
        for q in sentence.quantities:
            if any(start <= q.start < end for start, end in carried):
                continue
            if any(q is b for b in spelled):
                continue
            if q.kind == "duration":
                if beside is None:
                    beside = _durations_beside(doc, sentence)
                if len(beside) > 1 and (
                    _young_of_given(q, beside, ref) or _mtbf_of_given(q, beside, ref)
                ):
                    continue  # T* of the MTBF written beside it (a sensitivity row, a range)
            if any(q is r for r in rounded):
                continue  # "T* ≈ 1,000 s [1,138 s]": judged by its exact spelling
            first = respelling.get(id(q))
            if first is not None and _same_duration(first, q):
                if first in flagged:
                    continue
                named = _named_before(text, first, one_strategy)
                if _judge_once(judged, first, text, ref, facts, context, named) is None:
                    continue
            named = _named_before(text, q, one_strategy)
            message = _judge_once(judged, q, text, ref, facts, context, named)
            if message and _corrected(doc, sentence, q.start):
                continue  # someone else's figure, or a slip shown to be corrected
            if message and _bound_here(doc, sentence, q, ref):
                continue  # the interval the shared filesystem sets, where it is discussed
            if message:
                flagged.append(q)
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    message,
                    question=doc.question_at(sentence.line),
                    at=doc.locate(sentence, q.start),
                    doc=doc,
                )
        yield from _shown_slip_findings(doc, ctx, sentence, flagged)
        yield from _steps_slips(doc, ctx, sentence, flagged, ref.facts["step_s"])
        # One duration in two units that disagree ("14 min = 1,400 s"): a conversion slip,
        # whatever the duration is.
        for a, b in conversions(text, sentence.quantities):
            if a in flagged or b in flagged or _same_duration(a, b, text):
                continue
            if _corrected(doc, sentence, a.start):
                continue  # a slip shown to be corrected ("a draft said '7,777 s ≈ 7.8 min'")
            yield ctx.finding(
                RULE,
                sentence.line,
                f"{a.raw} and {b.raw} are not the same duration ({_seconds(a.value)} against "
                f"{_seconds(b.value)}): check the unit conversion (60 s per minute, 3,600 s per "
                "hour).",
                question=doc.question_at(sentence.line),
                at=doc.locate(sentence, b.start),
                doc=doc,
            )


def _durations_beside(doc: Document, sentence: Sentence) -> list[Quantity]:
    """The durations of ``sentence`` and, in a table, of the other cells of its row."""
    if sentence.in_table:
        cells = doc.blocks[sentence.block].sentences
        return [q for c in cells for q in c.quantities if q.kind == "duration"]
    return [q for q in sentence.quantities if q.kind == "duration"]


def _young_of_given(q: Quantity, beside: list[Quantity], ref: Reference) -> bool:
    """True when ``q`` is √(2·C·M) for an MTBF M written beside it (a sensitivity table's "spot
    −50 % | 1,350 s | 63.6 s", a range's "21,600 s / 255 s") and the blocking time C of one of
    the scenario's strategies: the optimum for the case the document sets, carried forward
    from it."""
    larger = [m for m in beside if m is not q and m.value > 5 * q.value]
    if not larger:
        return False
    f = ref.facts
    write, writers = f.get("write_s", 0.0), max(f.get("parallel_writers", 1.0), 1.0)
    blocking = [
        c for c in (write, write / writers, write / writers * f.get("snapshot_fraction", 0.0)) if c
    ]
    for m in larger:
        if any(q.matches((2 * c * m.value) ** 0.5, rel=0.02) for c in blocking):
            durations = [v for k, v in f.items() if k.endswith("_s") and v > 0]
            if not _unit_slip_of_fact(m.value, durations):
                return True
    return False


def _mtbf_of_given(q: Quantity, beside: list[Quantity], ref: Reference) -> bool:
    """True when ``q`` is the MTBF of a T* written beside it ("M / T* / w: 14,400 s / 208 s /
    10.6 %"): the case's input, set by the document, not an interval."""
    return any(_young_of_given(t, [q], ref) for t in beside if t is not q and t.value * 5 < q.value)


def _unit_slip_of_fact(value: float, durations: list[float]) -> bool:
    """True when ``value`` is a fact's duration read in the wrong unit (45 min as 45 h =
    162,000 s): an MTBF carried forward from it is the slip, not the document's own case."""
    return any(
        abs(value - d * k) <= 0.01 * d * k for d in durations for k in (60.0, 3600.0, 1 / 60.0)
    )


_INPUT_KINDS = ("bandwidth", "size", "duration", "money_rate")


def _carried_results(
    sentence: Sentence, ref: Reference, facts: list[float]
) -> list[tuple[int, int]]:
    """Where the sentence writes the result of a computation it shows, that holds, on a number
    the document brought itself (a bandwidth, size, duration or price the scenario does not
    have): "201 × 1.4 TB / 120 GB/s ≈ 2,345 s" follows from its 120 GB/s. The result is carried
    forward from that input (RUBRIC.md), which is RG201's to judge; a computation on the
    scenario's own numbers ("√(2 × 240 × 9) = 65.7 s") is still judged by its value."""
    out: list[tuple[int, int]] = []
    if not any(_foreign(q, ref, facts) for q in sentence.quantities):
        return out
    for start, result, end in shown_results(sentence.text):
        operands = [q for q in sentence.quantities if start <= q.start < result]
        if any(_foreign(q, ref, facts) for q in operands):
            out.append((result, end))
    return out


def _foreign(q: Quantity, ref: Reference, facts: list[float]) -> bool:
    """True for a number no value of the scenario's or the model's explains."""
    if q.kind not in _INPUT_KINDS:
        return False
    return not near(facts, q) and not near(_known(ref)[q.kind], q)


_KNOWN: dict[int, tuple[Reference, dict[str, list[float]]]] = {}


def _known(ref: Reference) -> dict[str, list[float]]:
    """The values of each input kind the reference explains, put together once per reference
    (a list made per number would be sorted again by every :func:`near`)."""
    entry = _KNOWN.get(id(ref))
    if entry is None or entry[0] is not ref:
        _KNOWN.clear()  # one reference at a time is linted against
        entry = _KNOWN[id(ref)] = (
            ref,
            {
                "bandwidth": ref.bandwidths,
                "size": ref.sizes,
                "duration": ref.durations + ref.intervals,
                "money_rate": ref.prices + ref.usd_per_useful,
            },
        )
    return entry[1]


def _cell_headers(doc: Document) -> dict[int, str]:
    """For a table cell whose column header names what it holds, and not an interval ("Wall
    clock", "Cost"), that header alone, by the cell's id: the row's label names the case ("Spot,
    sharded + async at T* (104 s)"), not what every cell of the row is. Under a header that
    names an interval, the label's qualifiers still count ("optimal at the high MTBF"), and
    under one that names nothing the label is what the cells hold (a transposed table: "| T* |
    3,944 s | 1,138 s |")."""
    out: dict[int, str] = {}
    for block in doc.blocks:
        if block.kind != "table-row":
            continue
        label = next((s.text for s in block.sentences if s.cell == 0), "")
        for sentence in block.sentences:
            context = sentence.context
            if not sentence.cell or not label or not context.endswith(label):
                continue
            header = context[: len(context) - len(label)].strip()
            named = topics_named(header) if header else frozenset()
            if named and "interval" not in named:
                out[id(sentence)] = header
    return out


_STEPS_NAME = _rx.compile(r"\bsteps?\b|\biterations?\b", re.I)
_INTERVAL_NAME = _rx.compile(r"\binterval\b|\bT\*|\bcadence\b|\bevery\b", re.I)
_BARE_NUMBER = _rx.compile(r"[~≈]?\s?\d[\d,]*(\.\d+)?")


def _table_steps_slips(doc: Document, ctx: Context, step_s: float) -> Iterator[Finding]:
    """A table's step count must be its interval over the step time, as in prose: the cell of a
    column (or, in a transposed table, a row) named "Steps" against the one interval of its row
    (or column). A bare number there is a count of steps ("| Steps | 1,868 |" under "849 s" at
    2.2 s per step is the interval multiplied, not divided). Only a row or column with exactly
    one interval is judged: which interval a count belongs to must be plain."""
    if step_s <= 0:
        return
    tables: list[list[Block]] = []
    for block in doc.blocks:
        if block.kind != "table-row":
            continue
        if tables and tables[-1][-1].line + 1 == block.line:
            tables[-1].append(block)
        else:
            tables.append([block])
    pairs = [pair for rows in tables for pair in _interval_step_pairs(rows)]
    for block in doc.code_blocks:
        pairs += _config_step_pairs(block)
    for interval, steps, sentence in pairs:
        expected = interval.value / step_s
        slack = interval.resolution / step_s + steps.resolution + 0.01 * expected
        if abs(steps.value - expected) <= slack:
            continue
        if steps.matches(interval.value * step_s, rel=0.01):
            message = _multiplied(steps, interval.value, step_s)
        else:
            message = (
                f"{interval.raw} is {expected:,.0f} steps at {step_s:g} s per step, not "
                f"{steps.raw}: divide the duration by the step time."
            )
        yield ctx.finding(
            RULE,
            sentence.line,
            message,
            question=doc.question_at(sentence.line),
            at=doc.locate(sentence, 0),
            doc=doc,
        )


_CONFIG_LINE = _rx.compile(
    r"(?P<indent>\s*)(?P<key>[A-Za-z][\w.-]*)\s*[:=]\s*(?P<value>\d[\d_,]*(?:\.\d+)?)\s*"
    r"(?P<unit>s|sec|min|h)?\s*(?:#.*)?"
)
_CONFIG_UNIT = {"s": 1.0, "sec": 1.0, "min": 60.0, "h": 3600.0}


def _config_step_pairs(block: Block) -> Iterator[tuple[Quantity, Quantity, Sentence]]:
    """(interval, step count, the count's line) of a configuration block: "interval_s: 190"
    beside "interval_steps: 798" at one indentation (YAML, TOML, ``key = value``). The key says
    the unit: ``…_s``/``…_sec``, ``…_min``, or a unit after the value; a key of steps counts
    steps."""
    groups: list[list[tuple[str, float, str, Sentence]]] = []
    indent = None
    for sentence in block.sentences:
        m = _CONFIG_LINE.fullmatch(sentence.text)
        if m is None:
            indent = None
            continue
        if m["indent"] != indent:
            groups.append([])
            indent = m["indent"]
        value = float(m["value"].replace(",", "").replace("_", ""))
        groups[-1].append((m["key"].lower().replace("_", " "), value, m["unit"] or "", sentence))
    for group in groups:
        steps = [(v, s) for k, v, _, s in group if _STEPS_NAME.search(k)]
        intervals = [
            value * _CONFIG_UNIT[unit or key.rsplit(" ", 1)[-1]]
            for key, value, unit, _ in group
            if _INTERVAL_NAME.search(key)
            and not _STEPS_NAME.search(key)
            and (unit or key.rsplit(" ", 1)[-1]) in _CONFIG_UNIT
        ]
        if len(steps) == 1 and len(intervals) == 1:
            (n, where), t = steps[0], intervals[0]
            yield (
                Quantity("duration", t, f"{t:g} s", 0, 0, 0.5, False),
                Quantity("steps", n, f"{n:,.0f} steps", 0, 0, 0.5, False),
                where,
            )


def _interval_step_pairs(rows: list[Block]) -> Iterator[tuple[Quantity, Quantity, Sentence]]:
    """(interval, step count, the count's cell) of a table's rows, by its columns' headers or,
    transposed, by its rows' labels."""
    grid = [{s.cell: s for s in row.sentences} for row in rows]

    def header(sentence: Sentence, label: str) -> str:
        context = sentence.context
        return context[: len(context) - len(label)].strip() if label else context

    def count(sentence: Sentence) -> Quantity | None:
        found = sentence.quantities
        if len(found) == 1 and found[0].kind == "steps":
            return found[0]
        if not found and _BARE_NUMBER.fullmatch(sentence.text.strip()):
            counted = quantities_in(f"{sentence.text.strip()} steps")
            return counted[0] if len(counted) == 1 else None
        return None

    def duration(sentence: Sentence) -> Quantity | None:
        found = [q for q in sentence.quantities if q.kind == "duration"]
        return found[0] if found and all(q.value == found[0].value for q in found) else None

    # by columns: "| Plan | Interval | Steps |"
    for cells in grid:
        label = cells[0].text if 0 in cells else ""
        steps_cells = [c for k, c in cells.items() if k and _STEPS_NAME.search(header(c, label))]
        interval_cells = [
            c
            for k, c in cells.items()
            if k
            and _INTERVAL_NAME.search(header(c, label))
            and not _STEPS_NAME.search(header(c, label))
            and duration(c) is not None
        ]
        if len(steps_cells) == 1 and len(interval_cells) == 1:
            n, t = count(steps_cells[0]), duration(interval_cells[0])
            if n is not None and t is not None:
                yield t, n, steps_cells[0]
    # by rows: "| Interval | 849 s | 268 s |" over "| Steps | 1,868 | 122 |"
    labels = [cells[0].text if 0 in cells else "" for cells in grid]
    steps_rows = [k for k, label in enumerate(labels) if _STEPS_NAME.search(label)]
    interval_rows = [
        k
        for k, label in enumerate(labels)
        if _INTERVAL_NAME.search(label) and not _STEPS_NAME.search(label)
    ]
    if len(steps_rows) == 1 and len(interval_rows) == 1:
        steps_row, interval_row = grid[steps_rows[0]], grid[interval_rows[0]]
        for k, cell in steps_row.items():
            if k and k in interval_row:
                n, t = count(cell), duration(interval_row[k])
                if n is not None and t is not None:
                    yield t, n, cell


def _same_steps(a: Quantity, b: Quantity, step_s: float) -> bool:
    """True when the step count ``b`` is the duration ``a`` over the step time, each number off
    by its own rounding and 1 % besides (as :func:`_steps_slips` judges a pair)."""
    steps = a.value / step_s
    return abs(b.value - steps) <= a.resolution / step_s + b.resolution + 0.01 * steps


def _steps_slips(
    doc: Document, ctx: Context, sentence: Sentence, flagged: list[Quantity], step_s: float
) -> Iterator[Finding]:
    """A duration written as steps must be that many steps at the scenario's step time: "986 s
    ≈ 1,059 steps" is not (986 s / 0.9 s ≈ 1,096), whatever the duration is. Each number may
    be off by its own rounding ("5.2 min ≈ 346 steps" holds), and by 1 % besides."""
    for a, b in steps_spelled(sentence.text, sentence.quantities):
        if a in flagged or b in flagged or step_s <= 0:
            continue
        if _same_steps(a, b, step_s):
            continue
        steps = a.value / step_s
        if _corrected(doc, sentence, a.start):
            continue
        flagged.append(b)
        yield ctx.finding(
            RULE,
            sentence.line,
            f"{a.raw} is {steps:,.0f} steps at {step_s:g} s per step, not {b.raw}: divide the "
            "duration by the step time.",
            question=doc.question_at(sentence.line),
            at=doc.locate(sentence, b.start),
            doc=doc,
        )


def _shown_slip_findings(
    doc: Document, ctx: Context, sentence: Sentence, flagged: list[Quantity]
) -> Iterator[Finding]:
    """Arithmetic the document shows must hold, whatever the scenario: "√972,000 ≈ 3,118 s",
    "840/2,700 = 3.1 %" (but a number ``flagged`` already is reported with the engine's
    value)."""
    for slip in shown_slips(sentence.text):
        if any(slip.start <= q.start < slip.start + len(slip.shown) for q in flagged):
            continue  # the number is already reported, with the engine's value
        if _corrected(doc, sentence, slip.start):
            continue
        yield ctx.finding(
            RULE,
            sentence.line,
            f"The arithmetic shown does not hold: {slip.shown}, but the computation gives "
            f"{_shown_value(slip.value, slip.written)}.",
            question=doc.question_at(sentence.line),
            at=doc.locate(sentence, slip.start),
            doc=doc,
        )


_Judgements = dict
_NO_TOPICS: frozenset[str] = frozenset()
"""What :func:`_judge_once` keeps per sentence (a class, so that a test can keep nothing)."""
_NEAR = 40
"""How much of a sentence before and after a number :func:`_judge` reads."""


def _judge_once(
    judged: dict[tuple[object, ...], str | None],
    q: Quantity,
    text: str,
    ref: Reference,
    facts: list[float],
    context: str,
    one_strategy: str | None,
) -> str | None:
    """:func:`_judge` of ``q`` in the sentence ``text``, with the topics of its clause, worked
    out once per sentence for the numbers that give it the same inputs. Besides the sentence,
    its context and the document (the same for every number of the sentence), the judgement
    reads only the number (its kind, value, rounding, approximation and rate basis, as
    written), the topics of its clause and the :data:`_NEAR` characters before and after it (a
    sentence of 300,000 prices "$1 $1 $1 …" is judged once per distinct neighbourhood, not once
    per price). Only a duration's judgement reads the topics: those of another number are not
    worked out. Tested equal to judging every number with its topics."""
    topics = topics_near(text, q, context) if q.kind == "duration" else _NO_TOPICS
    start, end = q.start, q.end
    key = (
        q.kind,
        q.value,
        q.resolution,
        bool(q.approx),
        q.per,
        topics,
        text[max(0, start - _NEAR) : start],
        text[start : end + _NEAR],
        end - start,
        one_strategy,
    )
    if key in judged:
        return judged[key]
    message = judged[key] = _judge(q, text, topics, ref, facts, context, one_strategy)
    return message


_DEFINED_INVERSE = _rx.compile(
    r"goodput[^.]{0,120}1\s?/\s?\(\s?1\s?\+\s?(w|overhead|the overhead)\b"
    r"|goodput[^.]{0,80}\buseful[^.]{0,30}(÷|/|divided by|over) (the )?(expected )?wall",
    re.I,
)
"""Goodput defined as useful ÷ wall time, 1/(1 + w)."""
_DEFINED_ONE_MINUS = _rx.compile(
    r"goodput[^.]{0,80}\b1\s?[-−–]\s?(w|overhead|the overhead|waste)\b", re.I
)
"""Goodput defined as 1 − w (symbolically, not a computed "1 − 0.148")."""
_COMPUTED = _rx.compile(
    r"goodput\w*\s*(\([^)]*\)\s*)?(is|=|:|of|≈|becomes)?\s*"
    r"(?:1\s?[-−–]\s?(?P<minus>0?\.\d+)|1\s?/\s?\(?\s?1\s?(\+\s?0?)?(?P<plus>\.\d+))\b",
    re.I,
)
"""A goodput computed from an overhead: "goodput is 1 − 0.148", "goodput 1/1.148"."""


_DIFFERENCES: dict[int, tuple[Reference, list[float]]] = {}


def _differences(ref: Reference) -> list[float]:
    """Every difference of two of the model's totals (list-price ones included), worked out
    once per reference and only when a sentence speaks of a saving."""
    entry = _DIFFERENCES.get(id(ref))
    if entry is None or entry[0] is not ref:
        totals = ref.totals + ref.naive_totals
        entry = (ref, sorted({abs(a - b) for a in totals for b in totals if a != b}))
        _DIFFERENCES.clear()  # one reference at a time is linted against
        _DIFFERENCES[id(ref)] = entry
    return entry[1]


def _ratio_called_saving(doc: Document, ctx: Context) -> Iterator[Finding]:
    """A saving that is the ratio of the two prices it compares ("$1.084 on spot and $2.355 on
    reserved, so spot is 46 % cheaper": 1.084 / 2.355 = 46 %; the saving is 1 − 0.46 = 54 %).
    Judged on the sentence's own figures, whatever the model's: exactly two sums of money in the
    sentence, the percentage said to be a saving (:data:`saving_percent`), equal to
    their ratio at its written precision and not to the saving."""
    saving = vocabulary("saving_percent")
    for sentence in doc.sentences:
        text = sentence.text
        if "%" not in text or "$" not in text:
            continue
        money = [q for q in sentence.quantities if q.kind in ("money", "money_rate")]
        if len(money) != 2 or min(m.value for m in money) <= 0:
            continue  # ("$1.01 per useful GPU-hour and on-demand $2.49": the unit said once)
        low, high = sorted(m.value for m in money)
        ratio, cut = low / high, 1 - low / high
        for q in sentence.quantities:
            if q.kind != "percent" or abs(ratio - cut) < 0.05:
                continue
            window = f"{text[max(0, q.start - 40) : q.start]}N %{text[q.end : q.end + 20]}"
            if not saving.found(window) or quoted(text, q.start) or is_refuted(text):
                continue
            if q.matches(ratio, 0.015) and not q.matches(cut, 0.015):
                yield ctx.finding(
                    RULE,
                    sentence.line,
                    f"{q.raw} is the ratio of the two prices ({money[0].raw.strip()} and "
                    f"{money[1].raw.strip()}: {low:,.4g} / {high:,.4g} = {ratio:.0%}), not the "
                    f"saving: the cheaper one costs {ratio:.0%} of the other, so it is "
                    f"{cut:.0%} cheaper.",
                    question=doc.question_at(sentence.line),
                    at=doc.locate(sentence, q.start),
                    doc=doc,
                )


def _total_slips(doc: Document, ctx: Context, ref: Reference) -> Iterator[Finding]:
    """A job's total cost that no plan of the model gives ("184,320 useful GPU-hours: spot ≈
    $168k" where the model says $186k). A total is a sum of money of the size of the model's
    totals (half the smallest to twice the largest), in a sentence about the job's total; it
    holds when it is near one of them or of their list-price versions (RG302's business), or,
    in a sentence that speaks of a change or a saving, of a difference of two; it is not the
    writer's when it is declared, quoted, refuted, shown corrected or a change ("saves
    $272k")."""
    if not ref.totals:
        return
    totals = ref.totals + ref.naive_totals
    # A total that follows from a cost per GPU-hour the document writes (its own option priced
    # "1.45 × 1.062 = $1.540", then "≈ $248.4k" for the run) is carried forward from that rate,
    # which is judged where it is written.
    useful = ref.facts.get("useful_gpu_h", 0.0) * ref.facts.get("gpus", 0.0)
    rates = {
        round(q.value, 4)
        for s in doc.sentences
        if "$" in s.text
        for q in s.quantities
        if q.kind in ("money_rate", "money") and 0 < q.value < 100
    }
    totals = totals + [useful * r for r in rates]
    low, high = 0.5 * min(ref.totals), 2 * max(ref.totals)
    job_total, change = vocabulary("job_total"), vocabulary("change_word")
    saving = vocabulary("saving_claimed")
    for sentence in doc.sentences:
        text = sentence.text
        if "$" not in text or not job_total.found(f"{text} {sentence.context}"):
            continue
        for q in sentence.quantities:
            if q.kind != "money" or not low <= q.value <= high:
                continue
            if any(q.matches(v, 0.03) for v in totals):
                continue
            if (change.found(text) or saving.found(text)) and near(_differences(ref), q, 0.03):
                continue  # a saving: the difference of two totals
            before = text[max(0, q.start - 30) : q.start]
            if change.found(before) or quoted(text, q.start) or declares(text, q.start, q.end):
                continue
            if is_refuted(text) or _corrected(doc, sentence, q.start):
                continue
            nearest = min(ref.totals, key=lambda v: abs(v - q.value))
            yield ctx.finding(
                RULE,
                sentence.line,
                f"{q.raw} matches no total cost of the model (nearest: ${nearest:,.0f}). A job's "
                "total is useful GPU-hours × price ÷ goodput (or × (1 + overhead)).",
                question=doc.question_at(sentence.line),
                at=doc.locate(sentence, q.start),
                doc=doc,
            )


def _convention_slips(doc: Document, ctx: Context) -> Iterator[Finding]:
    """A goodput computed by the other convention than the one the document defines."""
    candidates = [s for s in doc.sentences if "goodput" in s.text.lower()]
    if not candidates:
        return
    # A convention named only to be set aside ("1 − waste would give …") defines nothing.
    hypothetical = vocabulary("hypothetical")
    defining = [s for s in candidates if not hypothetical.found(s.text)]
    inverse = any(_DEFINED_INVERSE.search(s.text) for s in defining)
    one_minus = any(_DEFINED_ONE_MINUS.search(s.text) for s in defining)
    if inverse == one_minus:
        return  # no definition, or both: nothing to hold the document to
    for sentence in candidates:
        m = _COMPUTED.search(sentence.text)
        if m is None or (m["minus"] is not None) != inverse:
            continue
        if _corrected(doc, sentence, m.start()):
            continue  # someone else's figure, quoted or shown as the mistake it is
        w = float(m["minus"] or m["plus"])
        if inverse:
            message = (
                f"Goodput computed as 1 − {m['minus']} = {1 - w:.1%}, but the document defines "
                f"goodput as useful ÷ wall time, 1/(1 + overhead): that is {1 / (1 + w):.1%}."
            )
        else:
            message = (
                f"Goodput computed as 1/(1 + {m['plus']}) = {1 / (1 + w):.1%}, but the document "
                f"defines goodput as 1 − overhead: that is {1 - w:.1%}."
            )
        yield ctx.finding(
            RULE,
            sentence.line,
            message,
            question=doc.question_at(sentence.line),
            at=doc.locate(sentence, m.start()),
            doc=doc,
        )


def _same_duration(a: Quantity, b: Quantity, text: str = "") -> bool:
    """True when ``a`` and ``b`` can be one duration, each rounded as written (≈ widens it), or
    when they are not two units of one (the same unit: "10 % of 15 s = 1.5 s"; a factor of
    1,000: "32.400 s" with a dot between thousands). In ``text``, a round number said to be
    approximate ("every ≈ 20 min (1,247 s)") is rounded to its last significant place."""
    if _UNIT.search(a.raw)[0] == _UNIT.search(b.raw)[0]:  # type: ignore[index]
        return True
    slack = (a.resolution + b.resolution) * 1.01
    if a.approx or b.approx:
        slack = max(slack, 0.03 * max(a.value, b.value))
    if text:
        # each spelling is rounded on its own: "≈ 3,900 s ≈ 66 min" (3,850–3,950 s against
        # 3,930–3,990 s) can be one duration, 3,944 s
        slack = max(
            slack,
            (max(a.resolution, _round_slack(a, text)) + max(b.resolution, _round_slack(b, text)))
            * 1.01,
        )
    for x, y in ((a.value, b.value), (a.value * 1000, b.value), (a.value, b.value * 1000)):
        if abs(x - y) <= slack * (1000 if x != a.value or y != b.value else 1):
            return True
    return False


def _round_slack(q: Quantity, text: str) -> float:
    """How far an approximate round number may be from what it rounds: half its last
    significant place ("≈ 20 min" is 15–25 min, "≈ 1,200 s" is 1,150–1,250 s); 0 for a number
    that is not said to be approximate in ``text`` or is not round."""
    if not q.approx and not _APPROX_BEFORE.search(text, max(0, q.start - 16), q.start):
        return 0.0
    m = _ROUND.search(q.raw)
    if m is None:
        return 0.0
    number = float(m.group(0).replace(",", ""))
    zeros = len(m.group("zeros").replace(",", ""))
    return q.value / number * 10**zeros / 2 if number else 0.0


_APPROX_BEFORE = _rx.compile(r"(≈|~|∼|\babout|\baround|\broughly|\bapprox\.?|\bapproximately)\s*$")
"""An approximation said just before a number, spaced or not ("every ≈ 20 min")."""
_ROUND = _rx.compile(r"(?<![\d,.])[\d,]*?[1-9](?P<zeros>(?:,?0)+)(?![\d.])")
"""A whole number that ends in zeros ("20", "1,200"), read in a quantity as written."""
_UNIT = _rx.compile(r"[^\d\s.,]*$")
"""The unit a quantity is written in: what follows its last digit or space ("min", "s", "h")."""


def _shown_value(value: float, written: float) -> str:
    """``value`` to about four significant figures, as a percentage when the written result is
    a fraction written as one (0.311 → "31.1 %" next to "3.1 %")."""
    if 0 < abs(written) < 1 and abs(value) < 10:
        return f"{value:.4g} ({value:.1%})"
    return f"{value:,.4g}" if abs(value) < 1e4 else f"{value:,.0f}"


def _seconds(value: float) -> str:
    return f"{value:,.1f} s".replace(".0 s", " s")


_ONE_MINUS = _rx.compile(r"\b1\s?[−–-]\s?(the )?goodput")
"""One minus the goodput, the share of wall time lost ("1 − goodput = 29.5 %")."""

_COMPOUND_TAIL = _rx.compile(r"\d\s?(h|hrs?|hours?|min|mins|minutes?)\s?$")
"""What ends just before the last part of a duration in three parts (``1 h 5 min`` of
``1 h 5 min 44 s``; the quantities read two parts at most)."""

_THAT = ("that ", "this ", "it ", "both ", "which ", "wrong", "incorrect")


def _corrected(doc: Document, sentence: Sentence, start: int) -> bool:
    """True when the wrong figure at ``start`` of the sentence is shown in order to be
    corrected: quoted in a paragraph that refutes it (a draft's "T* = 3,943.6 / 16 = 246 s",
    then "not 16×"), or marked as a mistake in its own sentence or by the next one ("v1 had
    T* = 246 s. That is wrong; …")."""
    text = sentence.text
    if quoted(text, start) and is_refuted(doc.blocks[sentence.block].text):
        return True
    if vocabulary("marked_wrong").search(text):
        return True
    following = doc.blocks[sentence.block].sentences
    k = following.index(sentence) + 1 if sentence in following else 0
    if 0 < k < len(following):
        after = following[k].text.lower().lstrip(' *_("“')
        return after.startswith(_THAT) and bool(vocabulary("marked_wrong").search(after))
    return False


def _multiplied(q: Quantity, interval_s: float, step_s: float) -> str:
    return (
        f"{q.raw}: the interval was multiplied by the step time; divide instead "
        f"({interval_s:,.0f} s ÷ {step_s:g} s = {interval_s / step_s:,.0f} steps)."
    )


def _slip(
    q: Quantity,
    kind: str,
    ref: Reference,
    text: str = "",
) -> str | None:
    if q.approx:
        return None  # "~100 s" is a rounded figure, not a computed one
    matched = [
        slip
        for slip in ref.slips
        if slip.kind == kind
        and slip.premise is None  # a defensible reading of the exercise is no slip
        # A slip is named only by a number that shows which value it is: "4 h" (±0.5 h) is
        # no proof of a 3.5 h slip, "3.5 h" is.
        and q.matches(slip.value, rel=0.015, fine=True)
    ]
    if not matched:
        return None
    # Two slips can give the same number (√(15·32,400) s is √(2·1.5·45) min): the one of the
    # strategy the sentence is about explains it.
    named = _strategy_named(text.lower()) if len(matched) > 1 else None
    slip = next((s for s in matched if s.strategy == named), matched[0])
    return f"{q.raw!s} looks like a slip: {slip.mistake}. The right value is {slip.right_text}."


_HALF = _rx.compile(r"\bhalf\b|½|\bT\s?/\s?2\b", re.I)


def _half_of_another(q: Quantity, text: str) -> bool:
    """True when the sentence says it halves something and ``q`` is half of another duration
    it gives ("the rework is half the fast-tier interval: 32 s instead of 67 s at the planner's
    134 s"): a value computed in front of the reader, not a T*."""
    if not _HALF.search(text):
        return False
    return any(
        o.kind == "duration" and o is not q and q.matches(o.value / 2, rel=0.02)
        for o in quantities_in(text)
    )


def _read_so(q: Quantity, kind: str, ref: Reference) -> bool:
    """True when ``q`` is a value a defensible reading of the exercise leads to (the snapshot as
    10 % of the single writer's 240 s, 24 s blocking: the graders' rubric labels it ambiguous and
    deducts nothing for it or for what is carried forward from it, stated or not)."""
    return not q.approx and any(
        slip.kind == kind and slip.premise is not None and q.matches(slip.value, rel=0.015)
        for slip in ref.slips
    )


_OPERAND = _rx.compile(r"\s?[/÷×*·]")


def _strategy_named(lower: str) -> str | None:
    """The strategy a sentence is about: the asynchronous scheme, the sharded one, or None. A
    strategy named to be set aside ("no sharding", "without async") names none, and a sentence
    that also names the single writer ("single writer (200 s) → 10 shard writers (20 s) →
    async on top") is about several: it is about none in particular."""
    if _BASELINE_NAMED.search(lower):
        return None
    lower = _NEGATED_STRATEGY.sub(" ", lower)
    if "async" in lower or _ASYNC_BY_WHAT_IT_DOES.search(lower):
        return "sharded_async"
    if "shard" in lower:
        return "sharded"
    return None


def _named_before(text: str, q: Quantity, one_strategy: str | None) -> str | None:
    """The strategy the number ``q`` is about: the sentence's, unless the sentence goes from one
    strategy to another ("… T* 1,470 s on demand, 3.6 %) → async on top"): then the last one
    named before the number ("(b) async → T* = 312 s" is async's), or none."""
    if one_strategy is None or ("→" not in text and "->" not in text):
        return one_strategy
    for part in reversed(_ARROW.split(text[: q.start])):
        # an aside names what a value is made of, not the strategy: "C = 1.5 s (10 % of the
        # 15 s sharded write) → T* = 311.8 s" is the asynchronous scheme's
        named = _strategy_named(_ASIDE.sub(" ", part).lower())
        if named is not None:
            return named
    return None


_ARROW = _rx.compile(r"→|->")
_ASIDE = _rx.compile(r"\([^()]*\)")
_SEQUENCE = _rx.compile(r"\bthen\b|\bfollowed by\b|\blater\b|→|->")
"""Words that go from one strategy to the next ("sharded writes, then async")."""


_ASYNC_BY_WHAT_IT_DOES = _rx.compile(
    r"\b(in the background|background (write|copy|flush|thread)|non-?blocking"
    r"|device-to-host|d2h|blocks? only for)\b"
)
"""The asynchronous scheme named by what it does, not by its name ("if the loop blocks only for
the device-to-host copy … T* ≈ 312 s", "with the write in the background")."""
_NEGATED_STRATEGY = _rx.compile(r"\b(no|without|not|non|un)[- ]?(shard|async)\w*")
_BASELINE_NAMED = _rx.compile(r"\b(single|one|1)[- ]writer|\bbaseline\b|\bunsharded\b")


def _other_strategy(q: Quantity, named: str, text: str, ref: Reference) -> str | None:
    """A T* that is another strategy's, in a sentence about one strategy only ("sharded: T* =
    √(2 × 240 × 32,400) = 3,943.6 s", the single writer's C kept), in the answers to questions
    2 and 3. A sentence that compares ("down from", "than", "single writer") or also gives the
    strategy's own interval is not one. ``named``: the strategy the sentence is about."""
    own = ref.strategy_intervals.get(named)
    if not own or _ok(q, own) or _COMPARED_FAST.found(text):
        return None
    if _OPERAND.match(text, q.end):
        return None  # "T* = 3,944 s / 16": an operand, not the result
    if any(x.kind == "duration" and _ok(x, own) for x in quantities_in(text)):
        return None  # the sentence gives the strategy's own interval too
    return (
        f"{q.raw} is the optimum interval of another strategy, not of the one this sentence "
        f"is about. {ref.strategy_text[named]}."
    )


def _judge(
    q: Quantity,
    text: str,
    topics: AbstractSet[str],
    ref: Reference,
    facts: list[float],
    context: str,
    one_strategy: str | None = None,
) -> str | None:
    before = text[max(0, q.start - _NEAR) : q.start]
    near_t_star = _T_STAR_FAST.found(before[-30:])
    if q.kind == "duration" and (
        near_t_star or ("interval" in topics and not ({"mtbf", "restart", "write"} & topics))
    ):
        # A rounded figure named as the T* ("T* is about 2,800 s") is some strategy's optimum,
        # not an input or another interval it happens to be near (the 2,700 s spot MTBF, the
        # 3,015 s the shared filesystem needs for 201 checkpoints).
        named_rounded = near_t_star and q.approx
        optima = _optima(ref) if named_rounded else ref.intervals
        if _ok(q, optima):
            if near_t_star and one_strategy:
                return _other_strategy(q, one_strategy, text, ref)
            return None
        if _read_so(q, "interval", ref):
            return None  # the document's defensible reading of the exercise
        if _half_of_another(q, text):
            return None  # "half the interval: 67 s at the planner's 134 s": T/2, said so
        slip = _slip(q, "interval", ref, text)
        if slip and not (near(facts, q, 0.005) or near(ref.durations, q, 0.005)):
            return slip
        if not named_rounded and (_ok(q, facts) or _ok(q, ref.durations)):
            return None
        if _COMPOUND_TAIL.search(before):
            return None  # the seconds of "1 h 5 min 44 s": the last part of one duration
        if _T_STAR_FAST.found(before + " " + context) and not _CHANGE_FAST.found(before):
            closest = min(optima, key=lambda v: abs(v - q.value))
            if abs(q.value - closest) / closest > 0.2:
                return (
                    f"{q.raw} does not match any optimum interval of the model (nearest: "
                    f"{closest:,.0f} s = {closest / 60:.1f} min). Recompute T* = √(2·C·M) with C "
                    f"and M in the same unit."
                )
        return None
    # (a count of steps is no fact of another kind: "about 887 steps" is not the 840 s restart)
    if q.kind != "steps" and _ok(q, facts):
        return None
    if q.kind == "steps":
        if _ok(q, ref.steps) or any(q.matches(v / ref.facts["step_s"]) for v in ref.intervals):
            return None
        if _RUN_FOR.search(before[-24:]) and not _T_STAR_FAST.found(before):
            return None  # "run 200 steps, checkpoint, kill, resume": a test's length
        step = ref.facts["step_s"]
        multiplied = min(ref.intervals, key=lambda v: abs(v * step - q.value), default=None)
        # The closer of the two explanations: "985.9 s = 887 steps" is 985.9 × 0.9 (to 0.05 %),
        # not the 1.5 %-near slip of another strategy.
        if multiplied is not None and q.matches(multiplied * step, rel=0.002, fine=True):
            return _multiplied(q, multiplied, step)
        if _read_so(q, "steps", ref):
            return None
        slip = _slip(q, "steps", ref, text)
        if slip:
            return slip
        if multiplied is not None and q.matches(multiplied * step, rel=0.01, fine=True):
            return _multiplied(q, multiplied, step)
        return None
    if q.kind == "percent":
        direct_overhead = _DIRECT_OVERHEAD_FAST.found(before)
        direct_goodput = _DIRECT_GOODPUT_FAST.found(before)
        if direct_overhead and not _CHANGE_FAST.found(before[-25:]):
            if _ok(q, ref.overheads) or _ok(q, ref.fractions):
                return None
            if _ok(q, ref.goodputs):
                return None  # RG801 names the confusion
            nearest = min(ref.overheads, key=lambda v: abs(v - q.value))
            if q.value > 0 and abs(q.value - nearest) / max(nearest, 1e-9) > 0.25:
                return (
                    f"An overhead of {q.raw} matches no strategy's overhead in the model (nearest: "
                    f"{nearest:.1%}). The first-order overhead is C/T + (T/2 + R)/M at T = T*."
                )
        if direct_goodput and not _CHANGE_FAST.found(before[-25:]):
            if _ok(q, ref.goodputs) or _ok(q, ref.fractions):
                return None
            if _ONE_MINUS.search(before) and _ok(q, [1 - g for g in ref.goodputs]):
                return None  # "1 − goodput = 29.5 %": the share of wall time lost
            if _ok(q, ref.overheads):
                return None  # RG801
            nearest = min(ref.goodputs, key=lambda v: abs(v - q.value))
            if abs(q.value - nearest) / nearest > 0.1:
                return (
                    f"A goodput of {q.raw} matches no strategy's goodput in the model (nearest: "
                    f"{nearest:.1%}). Goodput is 1/(1 + overhead) (useful ÷ wall time) or "
                    "1 − overhead; say which."
                )
        return None
    if (
        q.kind == "money_rate"
        and (q.per == "useful" or _USEFUL_AFTER_FAST.found(text[q.start : q.end + _NEAR]))
    ) or _bare_useful_rate(q, text, before, ref):
        if _ok(q, ref.usd_per_useful) or _ok(q, ref.prices):
            return None
        if _SUBTRACTED.search(before[-40:]):
            return None  # "$3.056 − $1.117 = $1.939": the difference of two costs, shown
        if ref.prices and q.value < min(ref.prices) and _DIFFERENCE.search(before[-40:]):
            # "would save ≈ $0.004 per useful GPU-hour": below every price, so no cost (a
            # useful hour costs at least its price), and said to be what changes
            return None
        if (
            ref.prices
            and q.value < _CENTS * min(ref.prices)
            and not _COST_SAID.search(before[-30:])
        ):
            # "32.9 %, about $0.01 per useful GPU-hour": a few cents, far below every price,
            # is a change of a cost however it is said (a price times the goodput, the slip
            # RG401 is for, is a good part of the price: "$0.75 × 0.58 = $0.44")
            return None
        nearest = min(ref.usd_per_useful, key=lambda v: abs(v - q.value))
        if abs(q.value - nearest) / nearest > 0.1:
            shown = q.raw.strip() if q.per == "useful" else f"{q.raw.strip()} per useful GPU-hour"
            return (
                f"{shown} matches no strategy in the model (nearest: "
                f"${nearest:.2f}). It is the list price ÷ goodput."
            )
    return None


_RUN_FOR = _rx.compile(
    r"\b(run|runs|running|train|trains|training|for|another|more|first|last)\s+"
    r"(?:~|≈|about\s+|only\s+)?$",
    re.I,
)
"""Words before a step count that make it a length of training, not an interval ("run 200
steps, checkpoint, kill, resume", "the first 500 steps")."""
_DIFFERENCE = _rx.compile(
    r"\b(sav(e|es|ed|ing|ings)|cheaper|less|lower|differ\w*|gain\w*|cut\w*|reduc\w*|by)\b"
    r"[^.;$]{0,25}$",
    re.I,
)
"""What says the money after it is a change of a cost ("saves ≈", "cheaper by"), not a cost."""
_SUBTRACTED = _rx.compile(r"\$\s?[\d.,]+\s?[−–-]\s?\$\s?[\d.,]+\s?[=≈]\s?~?$")
"""The difference of two dollar figures written just before a result ("$3.056 − $1.117 =")."""
_CENTS = 0.1
"""Below this share of the cheapest price, a dollar rate per useful hour is a change of a cost."""
_COST_SAID = _rx.compile(
    r"\b(costs?|costing|priced?|comes? to|works? out (at|to))\b(?!\s+by\b)[^.;$]{0,15}$", re.I
)
"""What says the money after it is what something costs ("a useful GPU-hour costs $0.40"), not
what a cost changes by ("cuts the cost by ≈ $0.004")."""


# Asked of every number or sentence: searched lower-cased where that is provably the same
# (:class:`~reportgen.lint._regex.Caseless`).
_USEFUL_RATE_LABEL_FAST = vocabulary("useful_rate_label").compiled
_COMPARED_FAST = vocabulary("compared_word").compiled
_DIRECT_OVERHEAD_FAST = Caseless(_DIRECT_OVERHEAD)
_DIRECT_GOODPUT_FAST = Caseless(_DIRECT_GOODPUT)
_USEFUL_AFTER_FAST = vocabulary("useful_after").compiled
