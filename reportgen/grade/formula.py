"""The score: a documented pure function of the findings, the evidence and the rubric.

``score(findings, presence, rubric) -> Grade`` is the whole formula. Same inputs, same grade:
nothing here reads a clock, a file or a random number, and every sum runs in a fixed order.

For each part *p* of the rubric, worth ``P`` points:

1. If *p* is not answered (no section for it and nothing that answers it elsewhere), it scores
   ``unanswered_credit × P`` (0 by default) and its findings are not counted again.
2. Each criterion *c* (worth ``pts(c)``) earns:

   - **numeric** and **concepts** criteria: ``pts(c) × credit(c)``, where ``credit`` is 1 for a
     number within tolerance of an accepted variant, ``partial.credit`` within the wider partial
     tolerance, 0 otherwise; for concepts, the share of concept groups the answer mentions (a
     group lists regular expressions, or ``vocabulary:NAME`` for the phrasings the linter's
     vocabulary NAME recognises, so that both tools read a part by the same words). When
     the answer was found outside the part's own section, the credit is multiplied by
     ``unplaced_factor``.
   - **owns** criteria: ``max(0, pts(c) − Σ d(f))`` over the findings *f* routed to *p* whose
     category the criterion owns (one reading: the linter decides). One that also has concepts
     earns at most ``pts(c) × credit(c)`` of them when the part has no section of its own (the
     linter did not read it as that part).

3. **Absorption.** A lost criterion (credit < 1) that ``absorbs`` a category takes one finding of
   that category routed to *p* (the most expensive first): the finding's cost is already paid.
4. **Misconceptions.** A category the rubric lists under ``misconceptions`` (comparing spot
   per wall hour, calling the overhead a goodput) is one flaw however often it shows: in a part,
   only its costliest finding counts; in a part after one where it already cost points, that
   finding costs ``recurrence_factor × d(f)``.
5. The remaining findings routed to *p* cost ``min(unowned_cap × P, Σ d(f))``.
6. ``score(p) = round_to_step(clamp(Σ earned − unowned deductions, 0, P))``, and the total is
   the sum of the parts' scores.
7. **Unasked parts.** In a part none of whose criteria is asked (a team's design doc for its
   own scenario), a finding costs the rubric's ``unasked_deductions`` price (RUBRIC.md's whole
   deduction for the defect: no criterion is there to lose), no criterion owns it, a
   misconception already charged costs its warning price, and the cap is ``P``.

A finding *f* costs ``d(f) = deductions[category(f)][severity(f)]`` (0 when the rubric does not
name it). It is routed to the part the rubric's ``routes`` give its category, else to the part
whose ``question`` is the finding's question, else, when it names no question, to the part the
rubric's ``fallback_routes`` give its category, else to none (reported, never scored).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

from .rubric import Criterion, Part, Rubric
from .weights import Weights

__all__ = [
    "CriterionEvidence",
    "CriterionResult",
    "Deduction",
    "Finding",
    "Grade",
    "PartEvidence",
    "PartResult",
    "Presence",
    "Weights",
    "finding_from",
    "score",
]


@dataclass(frozen=True)
class Finding:
    """A linter finding, as DESIGN.md describes it (only these fields are read)."""

    line: int
    column: int
    rule: str
    name: str
    category: str
    severity: str
    question: int | str | None = None
    item: str | None = None
    message: str = ""


def _order(f: Finding) -> tuple[Any, ...]:
    """A total order on findings (``question`` mixes numbers and text)."""
    return (
        f.line,
        f.column,
        f.rule,
        f.category,
        f.severity,
        str(f.question),
        f.item or "",
        f.message,
    )


def finding_from(obj: Any) -> Finding:
    """A :class:`Finding` from a linter finding object or its JSON dict."""
    get = obj.get if isinstance(obj, dict) else (lambda k, d=None: getattr(obj, k, d))
    severity = get("severity", "warning")
    severity = getattr(severity, "value", severity)
    category = get("category", "")
    category = getattr(category, "value", category)
    question = get("question")
    if isinstance(question, str) and question.isdigit():
        question = int(question)
    return Finding(
        line=int(get("line", 1) or 1),
        column=int(get("column", 1) or 1),
        rule=str(get("rule", "")),
        name=str(get("name", "")),
        category=str(category),
        severity=str(severity).lower(),
        question=question,
        item=get("item"),
        message=str(get("message", "")),
    )


@dataclass(frozen=True)
class CriterionEvidence:
    """What the submission shows for one numeric or concepts criterion."""

    credit: float
    """0–1: share of the criterion earned before the formula's factors."""
    found: str | None = None
    """The submission's value nearest the expected one, when a number was wrong (raw text)."""
    expected: str | None = None
    """The correct value(s), formatted (``65.7 min (first-order) or 63.1 min (exact)``)."""
    matched: str | None = None
    """The accepted variant that matched, or the concepts mentioned."""
    missing: tuple[str, ...] = ()
    """Concept groups not mentioned (their first pattern), for the instructor's log."""
    asked: bool = True
    """False when the criterion cannot be asked of this document (the scenario has no such
    value, or the document is a team's design doc for its own scenario, which the exercise's
    questions do not bind): full credit, shown as not asked rather than as right."""


@dataclass(frozen=True)
class PartEvidence:
    answered: bool
    placed: bool
    """Found under its own heading (else gathered from the rest of the document)."""
    line: int | None = None
    words: int = 0
    criteria: dict[str, CriterionEvidence] = field(default_factory=dict)


@dataclass(frozen=True)
class Presence:
    """Everything the grader read from one submission besides the linter's findings."""

    parts: dict[str, PartEvidence]
    status: str = "graded"
    """``graded`` or ``rejected`` (empty, binary, too large, another exercise…)."""
    reason: str | None = None
    notes: tuple[str, ...] = ()
    """Things the student should know about how the file was read (e.g. bytes replaced)."""


@dataclass(frozen=True)
class Deduction:
    finding: Finding
    points: float
    criterion: str | None
    """The criterion the finding was deducted from (``owns``), or None (the part's pool)."""
    absorbed: bool = False
    hidden: bool = False
    repeat: bool = False
    """A misconception already counted in this part: shown, not charged again."""


@dataclass(frozen=True)
class CriterionResult:
    id: str
    text: str
    points: float
    earned: float
    status: str
    """``met``, ``partial``, ``lost``."""
    hidden: bool
    evidence: CriterionEvidence | None


@dataclass(frozen=True)
class PartResult:
    id: str
    title: str
    score: float
    max_score: float
    answered: bool
    placed: bool
    criteria: tuple[CriterionResult, ...]
    deductions: tuple[Deduction, ...]
    unowned_points: float


@dataclass(frozen=True)
class Grade:
    score: float
    max_score: float
    parts: tuple[PartResult, ...]
    status: str
    reason: str | None
    notes: tuple[str, ...] = ()
    unrouted: tuple[Finding, ...] = ()

    def part(self, part_id: str) -> PartResult:
        return next(p for p in self.parts if p.id == part_id)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _round(value: float, step: float) -> float:
    if step <= 0:
        return round(value, 4)
    return round(int(value / step + 0.5 + 1e-9) * step, 4)


def cost(finding: Finding, rubric: Rubric, asked: bool = True) -> float:
    """``d(f)``: the points one finding costs under ``rubric``; advice (``info``) costs nothing
    (DESIGN.md: shown, never deducted). ``asked=False``: in a part none of whose criteria is
    asked, the rubric's ``unasked_deductions`` price, where it names the category."""
    if finding.severity == "info":
        return 0.0
    table = rubric.deductions
    if not asked and finding.category in rubric.unasked_deductions:
        table = rubric.unasked_deductions
    return float(table.get(finding.category, {}).get(finding.severity, 0.0))


def _asked(evidence: PartEvidence) -> bool:
    """False when none of the part's criteria is asked of this document (a team's design doc
    for its own scenario): the part is graded on its flaws alone."""
    return not evidence.criteria or any(e.asked for e in evidence.criteria.values())


def route(finding: Finding, rubric: Rubric) -> str | None:
    """The id of the part a finding is scored in, or None."""
    if finding.category in rubric.routes:
        return rubric.routes[finding.category]
    for part in rubric.parts:
        if part.question is not None and part.question == finding.question:
            return part.id
    if finding.question is None:
        return rubric.fallback_routes.get(finding.category)
    return None


def _criterion_credit(
    crit: Criterion, evidence: PartEvidence, weights: Weights
) -> tuple[float, CriterionEvidence | None]:
    seen = evidence.criteria.get(crit.id)
    if seen is None:
        return 0.0, None
    credit = max(0.0, min(1.0, seen.credit))
    if not evidence.placed and crit.scope == "part":
        credit *= weights.unplaced_factor
    return credit, seen


def _score_part(
    part: Part,
    evidence: PartEvidence,
    findings: list[Finding],
    rubric: Rubric,
    weights: Weights,
    charged: set[str] | None = None,
) -> PartResult:
    """One part's score. ``charged``: the misconceptions that cost points in earlier parts;
    this part's are added to it."""
    charged = set() if charged is None else charged
    if not evidence.answered:
        earned = _round(weights.unanswered_credit * part.points, weights.round_to)
        unscored = tuple(
            CriterionResult(c.id, c.text, c.points, 0.0, "lost", c.hidden, None)
            for c in part.criteria
        )
        return PartResult(part.id, part.title, earned, part.points, False, False, unscored, (), 0.0)
    asked = _asked(evidence)
    ordered = sorted(findings, key=lambda f: (-cost(f, rubric, asked), _order(f)))
    owner: dict[str, Criterion] = {}
    for crit in part.criteria if asked else ():
        for category in crit.owns:
            owner.setdefault(category, crit)
    results: list[CriterionResult] = []
    deductions: list[Deduction] = []
    absorbing: dict[str, float] = {}
    for crit in part.criteria:
        if crit.owns:
            continue
        credit, seen = _criterion_credit(crit, evidence, weights)
        if credit < 1.0:
            for category in crit.absorbs:
                absorbing[category] = (
                    absorbing.get(category, 0.0) + weights.absorb_per_lost_criterion
                )
        status = "met" if credit >= 1.0 else ("partial" if credit > 0 else "lost")
        results.append(
            CriterionResult(
                crit.id, crit.text, crit.points, crit.points * credit, status, crit.hidden, seen
            )
        )
    owned_total: dict[str, float] = {}
    unowned = 0.0
    here: set[str] = set()
    for finding in ordered:
        d = cost(finding, rubric, asked)
        if finding.category in rubric.misconceptions and d > 0:
            if finding.category in here:
                deductions.append(Deduction(finding, 0.0, None, repeat=True))
                continue
            here.add(finding.category)
            if finding.category in charged and asked:
                d *= weights.recurrence_factor
            elif finding.category in charged:
                # a repeat carries the flaw forward: RUBRIC.md prices it as a warning
                d = min(d, cost(replace(finding, severity="warning"), rubric, asked))
        owning = owner.get(finding.category)
        if owning is not None:
            owned_total[owning.id] = owned_total.get(owning.id, 0.0) + d
            deductions.append(Deduction(finding, d, owning.id, hidden=owning.hidden))
        elif absorbing.get(finding.category, 0.0) >= 1.0:
            absorbing[finding.category] -= 1.0
            deductions.append(Deduction(finding, 0.0, None, absorbed=True))
        else:
            unowned += d
            deductions.append(Deduction(finding, d, None))
    for crit in part.criteria:
        if not crit.owns:
            continue
        lost = min(crit.points, owned_total.get(crit.id, 0.0))
        earned = crit.points - lost
        seen = evidence.criteria.get(crit.id)
        if crit.concepts and not evidence.placed and seen is not None:
            # no section of its own: the linter did not read the part, its concepts decide
            earned = min(earned, crit.points * max(0.0, min(1.0, seen.credit)))
        status = "met" if lost == 0 else ("partial" if earned > 0 else "lost")
        results.append(
            CriterionResult(crit.id, crit.text, crit.points, earned, status, crit.hidden, None)
        )
    order = {c.id: i for i, c in enumerate(part.criteria)}
    results.sort(key=lambda r: order[r.id])
    # Unasked, the findings are all the part is graded on: they may take it all.
    unowned = min(unowned, (weights.unowned_cap if asked else 1.0) * part.points)
    charged |= here
    total = sum(r.earned for r in results) - unowned
    final = _round(max(0.0, min(part.points, total)), weights.round_to)
    return PartResult(
        part.id,
        part.title,
        final,
        part.points,
        True,
        evidence.placed,
        tuple(results),
        tuple(deductions),
        unowned,
    )


def score(
    findings: list[Finding] | tuple[Finding, ...], presence: Presence, rubric: Rubric
) -> Grade:
    """Grade one submission: see the module docstring for the formula."""
    weights = Weights.from_rubric(rubric)
    if presence.status != "graded":
        ungraded = tuple(
            PartResult(
                p.id,
                p.title,
                0.0,
                p.points,
                False,
                False,
                tuple(
                    CriterionResult(c.id, c.text, c.points, 0.0, "lost", c.hidden, None)
                    for c in p.criteria
                ),
                (),
                0.0,
            )
            for p in rubric.parts
        )
        return Grade(
            0.0, rubric.max_score, ungraded, presence.status, presence.reason, presence.notes
        )
    routed: dict[str, list[Finding]] = {p.id: [] for p in rubric.parts}
    unrouted: list[Finding] = []
    for finding in sorted(findings, key=_order):
        target = route(finding, rubric)
        routed.get(target, unrouted).append(finding)  # type: ignore[arg-type]
    parts: list[PartResult] = []
    charged: set[str] = set()
    for part in rubric.parts:
        evidence = presence.parts.get(part.id, PartEvidence(answered=False, placed=False))
        parts.append(_score_part(part, evidence, routed[part.id], rubric, weights, charged))
    total = round(sum(p.score for p in parts), 4)
    return Grade(
        total,
        rubric.max_score,
        tuple(parts),
        "graded",
        None,
        presence.notes,
        tuple(unrouted),
    )
