"""The rubric: points per part, what earns and loses them, as data an instructor can replace.

The shipped default is ``reportgen/data/rubric.yaml``; ``reportgen grade --rubric FILE`` reads
another. A rubric is read with the same strict YAML reader as scenarios (no anchors, no YAML 1.1
surprises, duplicate keys refused) and validated completely before anything is graded: every
problem is reported at once as ``file:line:col: message`` (:class:`~reportgen.errors.RubricError`,
exit 2).

Shape (see the shipped file for a full example)::

    rubric: 1                      # format version
    title: …
    weights: {unowned_cap: 0.5, …} # optional: the score formula's named weights (weights.Weights)
    deductions:                    # points one finding costs, by category and severity
      arithmetic: {error: 2, warning: 1, info: 0}
    unasked_deductions:            # optional: the same, in a part none of whose criteria is
      arithmetic: {error: 3, warning: 1, info: 0}   # asked (a team's design doc)
    routes: {unstated-assumption: assumptions}   # a category always scored in one part
    fallback_routes: {wall-hour-cost: q3}  # where a finding naming no question is scored
    misconceptions: [wall-hour-cost]  # one flaw however often it shows (see formula.py)
    parts:
      - id: q1
        title: 1. On-demand baseline
        question: 1                # or "recommendation", or null
        points: 12
        headings: ['baseline']     # regexes that recognise the part's section heading
        criteria:
          - id: q1-interval
            text: T* = sqrt(2·C·M) in minutes   # shown in feedback unless hidden
            points: 3
            hidden: false
            numeric: {dimension: duration, unit: min, tolerance: {abs: 0.5, rel: 0.02},
                      partial: {rel: 0.1, credit: 0.5},
                      accept: [{label: first-order,
                                value: strategies.baseline.on_demand.young_interval_s}]}
            absorbs: [arithmetic]  # a finding of this category costs nothing more once this is lost
          - id: q1-shown
            points: 2
            concepts: [['sqrt|√'], ['240'], ['32,?400|9 ?h']]  # credit = groups found ÷ need
          - id: q5-state
            points: 10
            owns: [missing-state]  # findings of these categories are deducted from this criterion
            # (owns: with concepts: the findings decide where the part has its own section,
            # the concepts where it has none and the linter did not read it as that part)
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from ..errors import RubricError

# The grader scores the linter's findings: one list of categories and severities, the linter's.
from ..lint.model import CATEGORIES, SEVERITIES
from .numbers import UNITS, ExpressionError, compile_expression
from .weights import Weights

__all__ = [
    "CATEGORIES",
    "SEVERITIES",
    "Accept",
    "Criterion",
    "Numeric",
    "Part",
    "Rubric",
    "default_rubric",
    "load_rubric",
    "parse_rubric",
]


MAX_RUBRIC_BYTES = 1_000_000


_VOCABULARY = "vocabulary:"
"""A concept given as a linter vocabulary's name instead of regular expressions."""


@dataclass(frozen=True)
class Accept:
    """One accepted variant of a numeric answer (first-order or exact model, a goodput form…)."""

    label: str
    value: str
    """An expression over ``analyse(facts).to_dict()`` paths."""
    requires: re.Pattern[str] | None = None
    """Accepted only when the submission says which convention it uses (matches this regex)."""
    unit: str | None = None
    """Its own unit, when the answer may be given in another dimension than the criterion's (the
    warning's effect as an overhead, %, as well as a cost per useful GPU-hour); compared within
    the criterion's relative tolerance only. None: the criterion's unit."""


@dataclass(frozen=True)
class Numeric:
    dimension: str
    unit: str
    accept: tuple[Accept, ...]
    abs_tol: float
    """In ``unit``."""
    rel_tol: float
    partial_rel: float | None = None
    partial_credit: float = 0.0


@dataclass(frozen=True)
class Criterion:
    id: str
    text: str
    points: float
    hidden: bool = False
    numeric: Numeric | None = None
    concepts: tuple[tuple[re.Pattern[str], ...], ...] = ()
    owns: tuple[str, ...] = ()
    absorbs: tuple[str, ...] = ()
    need: int = 0
    """Concept groups needed for full credit (0: all of them); credit = min(1, hits ÷ need)."""
    scope: str = "part"
    """Where concepts and numbers are looked for: ``part`` (its section) or ``document``."""

    @property
    def kind(self) -> str:
        if self.numeric is not None:
            return "numeric"
        if self.concepts:
            return "concepts"
        return "findings"


@dataclass(frozen=True)
class Part:
    id: str
    title: str
    points: float
    question: int | str | None
    headings: tuple[re.Pattern[str], ...]
    criteria: tuple[Criterion, ...]
    min_words: int = 8
    inline: re.Pattern[str] | None = None
    """Lines anywhere that also count as this part's answer (``Assume …`` sentences)."""
    whole_document: bool = False
    """The part is about the whole document (its assumptions): the document answers it, with
    or without a section of its own; without one, its criteria read the whole text."""


@dataclass(frozen=True)
class Rubric:
    title: str
    parts: tuple[Part, ...]
    deductions: dict[str, dict[str, float]]
    routes: dict[str, str]
    weights: dict[str, float]
    sha256: str
    source: str
    relevance: tuple[re.Pattern[str], ...] = ()
    min_relevance: int = 0
    misconceptions: frozenset[str] = frozenset()
    """Categories that are one flaw however often they show (see :mod:`.formula`)."""
    fallback_routes: dict[str, str] = field(default_factory=dict)
    """The part a finding of a category is scored in when it names no question (a design doc
    without sections: its list-price comparison is still the spot decision's flaw)."""
    unasked_deductions: dict[str, dict[str, float]] = field(default_factory=dict)
    """What a finding costs in a part none of whose criteria is asked (a team's design doc for
    its own scenario): no criterion is there to lose, so the finding carries the defect's whole
    price. A category it does not name costs what ``deductions`` says."""

    @property
    def max_score(self) -> float:
        return sum(p.points for p in self.parts)

    def part(self, part_id: str) -> Part:
        for part in self.parts:
            if part.id == part_id:
                return part
        raise KeyError(part_id)


# --- loading --------------------------------------------------------------------------------


def default_rubric() -> Rubric:
    """The shipped rubric, ``reportgen/data/rubric.yaml``."""
    data = resources.files("reportgen.data").joinpath("rubric.yaml").read_bytes()
    return parse_rubric(data, "rubric.yaml (shipped)")


def load_rubric(path: str | Path | None = None) -> Rubric:
    """A rubric file, or the shipped default when ``path`` is None."""
    if path is None:
        return default_rubric()
    shown = str(path)
    from ..safe_read import UnreadableFile, read_regular_file

    try:
        data = read_regular_file(path, MAX_RUBRIC_BYTES)
    except UnreadableFile as exc:
        if exc.size is not None:
            message = f"the rubric is {exc.size:,} bytes; the limit is 1 MB"
        elif exc.reason.startswith("this is a directory"):
            message = "is a directory, not a rubric file"
        else:
            message = f"cannot read the rubric: {exc.reason}"
        raise RubricError(f"{shown}:1:1: {message}") from None
    return parse_rubric(data, shown)


def parse_rubric(data: bytes, shown: str) -> Rubric:
    """Validate a rubric's bytes; every problem is reported at once, located."""
    from ..scenario.strict_yaml import parse_yaml

    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RubricError(f"{shown}:1:1: the rubric is not UTF-8 text (byte {exc.start})") from None
    if not text.strip():
        raise RubricError(
            f"{shown}:1:1: the rubric is empty; it needs at least rubric: 1 and parts:"
        )
    doc = parse_yaml(text)
    checker = _Checker(shown, doc)
    for mark, message in doc.problems:
        checker.problems.append(f"{shown}:{mark.line}:{mark.column}: {message}")
    rubric = None
    if doc.complete:
        rubric = checker.rubric(doc.data, hashlib.sha256(data).hexdigest())
    if checker.problems or rubric is None:
        raise RubricError("\n".join(sorted(set(checker.problems), key=_line_order)))
    return rubric


def _line_order(problem: str) -> tuple[int, int, str]:
    match = re.search(r":(\d+):(\d+): ", problem)
    return (int(match[1]), int(match[2]), problem) if match else (0, 0, problem)


@dataclass
class _Checker:
    shown: str
    doc: Any
    problems: list[str] = field(default_factory=list)

    def problem(self, path: tuple[str | int, ...], message: str, key: bool = False) -> None:
        from ..scenario.strict_yaml import Mark, format_path

        marks = self.doc.key_marks if key else self.doc.value_marks
        mark = marks.get(path) or self.doc.value_marks.get(path) or Mark(1, 1)
        where = format_path(path)
        prefix = f"{where}: " if where else ""
        self.problems.append(f"{self.shown}:{mark.line}:{mark.column}: {prefix}{message}")

    def mapping(
        self, value: Any, path: tuple[str | int, ...], allowed: tuple[str, ...]
    ) -> dict[Any, Any]:
        if not isinstance(value, dict):
            self.problem(path, f"must be a mapping (got {type(value).__name__})")
            return {}
        for key in value:
            if key not in allowed:
                close = [a for a in allowed if a[:3] == str(key)[:3]]
                hint = f"; did you mean {close[0]!r}?" if close else ""
                self.problem(
                    (*path, key),
                    f"unknown key {key!r} (allowed: {', '.join(allowed)}){hint}",
                    key=True,
                )
        return value

    def number(
        self, value: Any, path: tuple[str | int, ...], low: float = 0.0, high: float | None = None
    ) -> float | None:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            self.problem(path, f"must be a number (got {value!r})")
            return None
        if value != value or value < low or (high is not None and value > high):
            bound = f"between {low:g} and {high:g}" if high is not None else f"at least {low:g}"
            self.problem(path, f"must be {bound} (got {value!r})")
            return None
        return float(value)

    def text(self, value: Any, path: tuple[str | int, ...]) -> str | None:
        if not isinstance(value, str) or not value.strip():
            self.problem(path, f"must be non-empty text (got {value!r})")
            return None
        return value

    def regex(self, value: Any, path: tuple[str | int, ...]) -> re.Pattern[str] | None:
        text = self.text(value, path)
        if text is None:
            return None
        try:
            return re.compile(text, re.IGNORECASE)
        except re.error as exc:
            self.problem(path, f"is not a valid regular expression: {exc}")
            return None

    def regexes(self, value: Any, path: tuple[str | int, ...]) -> tuple[re.Pattern[str], ...]:
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            self.problem(path, "must be a list of regular expressions")
            return ()
        out: list[re.Pattern[str] | None] = []
        for i, v in enumerate(value):
            if isinstance(v, str) and v.startswith(_VOCABULARY):
                out += self.vocabulary(v[len(_VOCABULARY) :], (*path, i))
            else:
                out.append(self.regex(v, (*path, i)))
        return tuple(p for p in out if p is not None)

    def vocabulary(self, name: str, path: tuple[str | int, ...]) -> list[re.Pattern[str] | None]:
        """``vocabulary:NAME``: the phrasings of the linter's vocabulary NAME
        (reportgen/data/vocabulary.yaml), so that the grader and the linter recognise a part
        by the same words."""
        from ..lint.vocabulary import load_vocabularies

        vocab = load_vocabularies().get(name)
        if vocab is None:
            self.problem(path, f"names no vocabulary of the linter (got {name!r})")
            return []
        return [self.regex(p, path) for p in vocab.patterns]

    def categories(self, value: Any, path: tuple[str | int, ...]) -> tuple[str, ...]:
        if not isinstance(value, list):
            self.problem(path, "must be a list of finding categories")
            return ()
        for i, v in enumerate(value):
            if v not in CATEGORIES:
                self.problem((*path, i), f"must be one of {', '.join(CATEGORIES)} (got {v!r})")
        return tuple(v for v in value if v in CATEGORIES)

    # -- the document -------------------------------------------------------------------------

    def deduction_table(self, top: Any, key: str) -> dict[str, dict[str, float]]:
        """``{category: {severity: points}}`` from the table under ``key`` (absent: empty)."""
        table: dict[str, dict[str, float]] = {}
        for cat, row in self.mapping(top.get(key, {}), (key,), CATEGORIES).items():
            table[cat] = {}
            for sev, value in self.mapping(row, (key, cat), SEVERITIES).items():
                number = self.number(value, (key, cat, sev))
                if number is not None:
                    table[cat][sev] = number
        return table

    def rubric(self, data: Any, sha256: str) -> Rubric | None:
        top = self.mapping(
            data,
            (),
            (
                "rubric",
                "title",
                "weights",
                "deductions",
                "unasked_deductions",
                "routes",
                "fallback_routes",
                "misconceptions",
                "relevance",
                "parts",
            ),
        )
        if top.get("rubric") != 1:
            self.problem(
                ("rubric",), f"must be 1, the rubric format version (got {top.get('rubric')!r})"
            )
        title = self.text(top.get("title", "rubric"), ("title",)) or "rubric"
        weights = Weights().as_dict()
        for key, value in self.mapping(
            top.get("weights", {}), ("weights",), tuple(weights)
        ).items():
            number = self.number(value, ("weights", key))
            if number is not None:
                weights[key] = number
        deductions = self.deduction_table(top, "deductions")
        unasked_deductions = self.deduction_table(top, "unasked_deductions")
        relevance_spec = self.mapping(
            top.get("relevance", {}), ("relevance",), ("patterns", "minimum")
        )
        relevance = self.regexes(relevance_spec.get("patterns", []), ("relevance", "patterns"))
        minimum = self.number(relevance_spec.get("minimum", 0), ("relevance", "minimum"))
        parts_data = top.get("parts")
        if not isinstance(parts_data, list) or not parts_data:
            self.problem(("parts",), "must be a non-empty list of parts")
            parts_data = []
        parts = [self.part(p, ("parts", i)) for i, p in enumerate(parts_data)]
        ids = [p.id for p in parts if p is not None]
        for i, part in enumerate(parts):
            if part is not None and ids.count(part.id) > 1:
                self.problem(("parts", i, "id"), f"duplicate part id {part.id!r}")
        criterion_ids = [c.id for p in parts if p is not None for c in p.criteria]
        for i, part in enumerate(parts):
            for j, crit in enumerate(part.criteria if part else ()):
                if criterion_ids.count(crit.id) > 1:
                    self.problem(
                        ("parts", i, "criteria", j, "id"), f"duplicate criterion id {crit.id!r}"
                    )
        routes: dict[str, str] = {}
        for cat, target in self.mapping(top.get("routes", {}), ("routes",), CATEGORIES).items():
            if target not in ids:
                self.problem(
                    ("routes", cat), f"must name a part ({', '.join(ids)}); got {target!r}"
                )
            else:
                routes[cat] = target
        fallback_routes: dict[str, str] = {}
        for cat, target in self.mapping(
            top.get("fallback_routes", {}), ("fallback_routes",), CATEGORIES
        ).items():
            if target not in ids:
                self.problem(
                    ("fallback_routes", cat),
                    f"must name a part ({', '.join(ids)}); got {target!r}",
                )
            else:
                fallback_routes[cat] = target
        misconceptions = top.get("misconceptions", [])
        if not isinstance(misconceptions, list) or any(m not in CATEGORIES for m in misconceptions):
            self.problem(
                ("misconceptions",),
                f"must be a list of categories ({', '.join(CATEGORIES)}); got {misconceptions!r}",
            )
            misconceptions = []
        if self.problems:
            return None
        return Rubric(
            misconceptions=frozenset(misconceptions),
            title=title,
            parts=tuple(p for p in parts if p is not None),
            deductions=deductions,
            unasked_deductions=unasked_deductions,
            routes=routes,
            fallback_routes=fallback_routes,
            weights=weights,
            sha256=sha256,
            source=self.shown,
            relevance=relevance,
            min_relevance=int(minimum or 0),
        )

    def part(self, data: Any, path: tuple[str | int, ...]) -> Part | None:
        spec = self.mapping(
            data,
            path,
            (
                "id",
                "title",
                "points",
                "question",
                "headings",
                "criteria",
                "min_words",
                "inline",
                "whole_document",
            ),
        )
        if not spec:
            return None
        part_id = self.text(spec.get("id"), (*path, "id")) or "?"
        points = self.number(spec.get("points"), (*path, "points"))
        question = spec.get("question")
        if question is not None and question not in (1, 2, 3, 4, 5, 6, 7, "recommendation"):
            self.problem(
                (*path, "question"), f"must be 1-7, 'recommendation' or null (got {question!r})"
            )
        criteria_data = spec.get("criteria", [])
        if not isinstance(criteria_data, list) or not criteria_data:
            self.problem((*path, "criteria"), "must be a non-empty list of criteria")
            criteria_data = []
        criteria = [self.criterion(c, (*path, "criteria", i)) for i, c in enumerate(criteria_data)]
        total = sum(c.points for c in criteria if c is not None)
        if points is not None and criteria and all(criteria) and abs(total - points) > 1e-9:
            self.problem(
                (*path, "points"),
                f"the part is worth {points:g} points but its criteria add up to {total:g}",
            )
        min_words = self.number(spec.get("min_words", 8), (*path, "min_words"))
        inline = self.regex(spec["inline"], (*path, "inline")) if "inline" in spec else None
        whole = spec.get("whole_document", False)
        if not isinstance(whole, bool):
            self.problem((*path, "whole_document"), f"must be true or false (got {whole!r})")
            whole = False
        return Part(
            id=part_id,
            title=self.text(spec.get("title", part_id), (*path, "title")) or part_id,
            points=points or 0.0,
            question=question,
            headings=self.regexes(spec.get("headings", []), (*path, "headings")),
            criteria=tuple(c for c in criteria if c is not None),
            min_words=int(min_words or 0),
            inline=inline,
            whole_document=whole,
        )

    def criterion(self, data: Any, path: tuple[str | int, ...]) -> Criterion | None:
        spec = self.mapping(
            data,
            path,
            (
                "id",
                "text",
                "points",
                "hidden",
                "numeric",
                "concepts",
                "need",
                "owns",
                "absorbs",
                "scope",
            ),
        )
        if not spec:
            return None
        crit_id = self.text(spec.get("id"), (*path, "id")) or "?"
        points = self.number(spec.get("points"), (*path, "points"))
        kinds = [k for k in ("numeric", "concepts", "owns") if k in spec]
        if len(kinds) != 1 and kinds != ["concepts", "owns"]:
            self.problem(
                path,
                "a criterion needs exactly one of numeric:, concepts: or owns: "
                f"(or owns: with concepts:; got {', '.join(kinds) or 'none'})",
            )
        hidden = spec.get("hidden", False)
        if not isinstance(hidden, bool):
            self.problem((*path, "hidden"), f"must be true or false (got {hidden!r})")
        scope = spec.get("scope", "part")
        if scope not in ("part", "document"):
            self.problem((*path, "scope"), f"must be 'part' or 'document' (got {scope!r})")
        numeric = self.numeric(spec["numeric"], (*path, "numeric")) if "numeric" in spec else None
        concepts: list[tuple[re.Pattern[str], ...]] = []
        if "concepts" in spec:
            groups = spec["concepts"]
            if not isinstance(groups, list) or not groups:
                self.problem((*path, "concepts"), "must be a non-empty list of groups of regexes")
                groups = []
            for i, group in enumerate(groups):
                compiled = self.regexes(group, (*path, "concepts", i))
                if compiled:
                    concepts.append(compiled)
        need = self.number(spec.get("need", 0), (*path, "need"), 0.0, float(len(concepts) or 1))
        if need is not None and need != int(need):
            self.problem((*path, "need"), f"must be a whole number (got {need!r})")
        owns = self.categories(spec["owns"], (*path, "owns")) if "owns" in spec else ()
        absorbs = self.categories(spec.get("absorbs", []), (*path, "absorbs"))
        return Criterion(
            id=crit_id,
            text=self.text(spec.get("text", crit_id), (*path, "text")) or crit_id,
            points=points or 0.0,
            hidden=bool(hidden),
            numeric=numeric,
            concepts=tuple(concepts),
            owns=owns,
            absorbs=absorbs,
            need=int(need or 0),
            scope=scope if scope in ("part", "document") else "part",
        )

    def numeric(self, data: Any, path: tuple[str | int, ...]) -> Numeric | None:
        spec = self.mapping(data, path, ("dimension", "unit", "accept", "tolerance", "partial"))
        unit = spec.get("unit")
        if unit not in UNITS:
            self.problem((*path, "unit"), f"must be one of {', '.join(UNITS)} (got {unit!r})")
            return None
        dimension = spec.get("dimension", UNITS[unit][0])
        if dimension != UNITS[unit][0]:
            self.problem(
                (*path, "dimension"),
                f"unit {unit!r} measures {UNITS[unit][0]}, not {dimension!r}",
            )
        tolerance = self.mapping(spec.get("tolerance", {}), (*path, "tolerance"), ("abs", "rel"))
        abs_tol = self.number(tolerance.get("abs", 0.0), (*path, "tolerance", "abs"))
        rel_tol = self.number(tolerance.get("rel", 0.0), (*path, "tolerance", "rel"), 0.0, 1.0)
        partial = self.mapping(spec.get("partial", {}), (*path, "partial"), ("rel", "credit"))
        partial_rel = (
            self.number(partial["rel"], (*path, "partial", "rel"), 0.0, 10.0)
            if "rel" in partial
            else None
        )
        partial_credit = self.number(
            partial.get("credit", 0.5), (*path, "partial", "credit"), 0.0, 1.0
        )
        accepts_data = spec.get("accept")
        if not isinstance(accepts_data, list) or not accepts_data:
            self.problem((*path, "accept"), "must be a non-empty list of accepted values")
            accepts_data = []
        accepts = []
        for i, item in enumerate(accepts_data):
            item_path = (*path, "accept", i)
            entry = self.mapping(item, item_path, ("label", "value", "requires", "unit"))
            if not entry:
                continue
            raw_value = entry.get("value")
            if isinstance(raw_value, (int, float)) and not isinstance(raw_value, bool):
                raw_value = repr(raw_value)
            value = self.text(raw_value, (*item_path, "value"))
            if value is None:
                continue
            try:
                compile_expression(value)
            except ExpressionError as exc:
                self.problem((*item_path, "value"), str(exc))
                continue
            requires = (
                self.regex(entry["requires"], (*item_path, "requires"))
                if "requires" in entry
                else None
            )
            label = self.text(entry.get("label", value), (*item_path, "label")) or value
            own_unit = entry.get("unit")
            if own_unit is not None and own_unit not in UNITS:
                self.problem(
                    (*item_path, "unit"), f"must be one of {', '.join(UNITS)} (got {own_unit!r})"
                )
                continue
            accepts.append(Accept(label, value, requires, own_unit))
        return Numeric(
            dimension=UNITS[unit][0],
            unit=unit,
            accept=tuple(accepts),
            abs_tol=abs_tol or 0.0,
            rel_tol=rel_tol or 0.0,
            partial_rel=partial_rel,
            partial_credit=partial_credit if partial_credit is not None else 0.5,
        )


def check_against(
    rubric: Rubric,
    analysis: dict[str, Any],
    exercise: Callable[[], dict[str, Any]] | None = None,
) -> None:
    """Every expected value of ``rubric`` can be computed from ``analysis`` (else RubricError),
    or, when ``exercise`` gives the exercise's analysis, from that one: a value a scenario does
    not have (a spot notice, for a scenario without spot capacity) makes its criterion not
    applicable to that scenario (the grader does not hold it against a document), while one the
    exercise does not have either is a mistake in the rubric."""
    from .numbers import evaluate

    problems = []
    reference: dict[str, Any] | None = None
    for part in rubric.parts:
        for crit in part.criteria:
            for accept in crit.numeric.accept if crit.numeric else ():
                expression = compile_expression(accept.value)
                try:
                    evaluate(expression, analysis)
                    continue
                except ExpressionError as exc:
                    error = exc
                if exercise is not None:
                    reference = exercise() if reference is None else reference
                    try:
                        evaluate(expression, reference)
                        continue
                    except ExpressionError:
                        pass
                problems.append(f"{rubric.source}: criterion {crit.id} ({accept.label}): {error}")
    if problems:
        raise RubricError("\n".join(problems))
