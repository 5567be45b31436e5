"""The numbers a document is checked against: the scenario's facts and the engine's analysis.

Built once per run from ``analyse(facts).to_dict()`` (the public JSON shape, never engine
internals). Without ``--scenario`` the facts are the exercise's: ``inputs/exercise.yaml`` when
reportgen runs from a checkout, else the copy shipped in ``reportgen/data/exercise.yaml``. The
default reference is cached on disk (keyed by the file's SHA-256 and reportgen's version, in
the checked store of :mod:`reportgen.cachedir`) so
that ``reportgen lint`` does not import the scenario validator or the engine on every run.

Every value set holds *accepted* values: the exact model's and the first-order ones, every
goodput convention, every strategy, cluster and use of the spot warning, so that a document is
only told it is wrong when it matches none of them. :attr:`Reference.slips` holds the values the
usual mistakes produce, each with the mistake's name and the right value.
"""

from __future__ import annotations

import hashlib
import math
import os
from bisect import bisect_left
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = [
    "Reference",
    "Slip",
    "default_scenario_path",
    "load_reference",
    "near",
    "reference_from_dict",
]

_HOUR = 3600.0


@dataclass(frozen=True)
class Slip:
    """A value a known mistake produces."""

    value: float
    kind: str
    """``interval`` [s], ``steps``, ``overhead`` [fraction], ``goodput``, ``usd_per_useful``."""
    mistake: str
    right: float
    right_text: str
    premise: float | None = None
    """The input [s] the mistake uses when it is a reading of the exercise a document may declare
    as its assumption (the snapshot as 10 % of the single-writer write, 24 s), else None."""
    strategy: str = ""
    """The strategy whose interval the mistake miscomputes (``sharded_async``…)."""


@dataclass
class Reference:
    """Accepted values by kind, the facts, and the known slips."""

    facts: dict[str, float]
    intervals: list[float] = field(default_factory=list)
    steps: list[float] = field(default_factory=list)
    overheads: list[float] = field(default_factory=list)
    goodputs: list[float] = field(default_factory=list)
    usd_per_useful: list[float] = field(default_factory=list)
    totals: list[float] = field(default_factory=list)
    naive_totals: list[float] = field(default_factory=list)
    days: list[float] = field(default_factory=list)
    ratios: list[float] = field(default_factory=list)
    fractions: list[float] = field(default_factory=list)
    durations: list[float] = field(default_factory=list)
    blocking: list[float] = field(default_factory=list)
    """What each strategy's save blocks the loop for, and its background write where it has one:
    the durations a claim about a checkpoint's cost ("blocking under 2 s") is about."""
    sizes: list[float] = field(default_factory=list)
    bandwidths: list[float] = field(default_factory=list)
    prices: list[float] = field(default_factory=list)
    slips: list[Slip] = field(default_factory=list)
    naive_ratio: float = 0.0
    naive_saving: float = 0.0
    strategy_intervals: dict[str, list[float]] = field(default_factory=dict)
    """Per strategy (``baseline``, ``sharded``, ``sharded_async``): its optimum intervals on
    every cluster, in every model."""
    strategy_text: dict[str, str] = field(default_factory=dict)
    """Per strategy: its blocking time and T* on each cluster, for messages."""
    expected: dict[str, float] = field(default_factory=dict)
    """The headline value of each (question, strategy, cluster) the arithmetic rule names."""
    chosen: bool = False
    """True when the user named the scenario (``--scenario``): its facts are the document's
    own, so any design document is read against them, not only exercise answers."""
    _exercise: bool | None = None
    source_path = ""
    """The scenario file the reference was built from ("" when unknown): what
    :func:`~reportgen.lint.carried.carried_forward` re-plans with a document's own inputs. Not a
    field (as below)."""
    source_facts: Any = None
    """The scenario's facts (:class:`~reportgen.engine.facts.Facts`), when the reference was built
    from them rather than from a file (the grader's); else read from :attr:`source_path` when
    needed. Not a field."""
    source_digest = ""
    """:func:`~reportgen.scenario.digest.scenario_digest` of the scenario the reference was
    built from ("" when unknown): the same bytes as the exercise's are the exercise, which
    :attr:`exercise` then knows without loading the exercise's facts. Not a field (no
    annotation): the lint cache keys its results on the fields, the numbers, and two files
    with the same numbers share them."""

    @property
    def exercise(self) -> bool:
        """True when the scenario is the exercise's situation (its facts are the exercise's):
        only then are the exercise's seven questions asked of a document. A team's design doc
        for its own scenario is read with the same rules, but a question it does not take up is
        not a missing answer (such findings are advice). Worked out when first asked (only a
        rule about to report an absent part asks)."""
        if self._exercise is None:
            self._exercise = not self.chosen or (
                bool(self.source_digest) and self.source_digest == _exercise_digest()
            )
            if not self._exercise:  # other bytes may still hold the exercise's facts
                self._exercise = is_exercise(self.facts)
        return self._exercise

    @exercise.setter
    def exercise(self, value: bool) -> None:
        self._exercise = value

    counts: list[float] = field(default_factory=list)
    bound_intervals: list[float] = field(default_factory=list)
    """Intervals the shared filesystem's bandwidth sets (a plan re-planned under its share, the
    durable tier's drain): right where a document discusses the filesystem or the plan it
    leads to, but no strategy's optimum (a √(C·M) slip can land on one by chance)."""
    inputs: dict[str, list[float]] = field(default_factory=dict)
    """Per input a duration can be about (``mtbf``, ``restart``, ``write``): the values the
    scenario and the engine give that input [s] (each capacity's MTBF and restart, the write,
    blocking, snapshot and emergency-save times…). A number said to be a restart is compared
    with restart times, not with any duration the engine knows (a 5-minute restart is not the
    312-second interval)."""
    stated: list[tuple[str, float]] = field(default_factory=list)
    """(kind, value) of the quantities the scenario's own text states (its title, description,
    notes and assumptions): figures of the scenario, not a document's assumptions."""
    notes: list[str] = field(default_factory=list)
    """The scenario's own words (its title, description, notes and assumptions): what it says
    of the job in prose ("keeps an EMA of the weights", "fp16 with dynamic loss scaling"), read
    where a rule asks whether a condition holds."""
    """Plain counts of the scenario: parallel writers, jobs on the shared filesystem (with and
    without this one). The GPU count is ``facts["gpus"]``."""


def near(values: list[float], q: Any, rel: float = 0.03, *, fine: bool = False) -> bool:
    """True when ``q`` (a :class:`~reportgen.lint.quantities.Quantity`) matches one of ``values``
    (with ``fine``, within its rounding only when that rounding is fine: see
    :meth:`~reportgen.lint.quantities.Quantity.matches`).

    Uses a sorted copy and bisection: rules ask this for every number of every document.
    """
    entry = _SORTED.get(id(values))
    if entry is None or entry[0] is not values or entry[1] != len(values):
        ordered = sorted(values)
        answers: dict[tuple[float, float, bool, float, bool], bool] = {}
        if len(_SORTED) >= _LISTS_KEPT:
            # Lists made for one number ("accepted + [days]") would be kept for ever: memory
            # stays flat over any number of documents (the reference's own lists are sorted
            # again on their next use).
            _SORTED.clear()
        _SORTED[id(values)] = (values, len(values), ordered, answers)
    else:
        ordered, answers = entry[2], entry[3]
    # The answer depends on the values and on these alone: a document repeats its numbers
    # ("$1 $1 $1 …"), and each is answered once.
    key = (q.value, q.resolution, bool(q.approx), rel, fine)
    known = answers.get(key)
    if known is None:
        if len(answers) >= _ANSWERS_KEPT:
            answers.clear()
        known = answers[key] = _near_sorted(ordered, q, rel, fine)
    return known


_LISTS_KEPT = 512
"""The most lists of values :func:`near` keeps sorted (then it starts afresh)."""
_ANSWERS_KEPT = 4096
"""The most answers :func:`near` keeps per list of values (then it starts afresh)."""


def _near_sorted(ordered: list[float], q: Any, rel: float, fine: bool) -> bool:
    """:func:`near` in the sorted values ``ordered``."""
    value, resolution = q.value, q.resolution
    widen = rel * (3 if q.approx else 1) * 1.5
    lo = min(
        value - resolution * 1.02,
        value / (1 + widen) if value > 0 else value * (1 + widen),
    )
    hi = max(
        value + resolution * 1.02,
        value / (1 - widen) if value > 0 and widen < 1 else value * (1 + widen),
    )
    i = bisect_left(ordered, lo)
    n = len(ordered)
    while i < n and ordered[i] <= hi:
        if q.matches(ordered[i], rel, fine=fine):
            return True
        i += 1
    return False


_SORTED: dict[
    int, tuple[list[float], int, list[float], dict[tuple[float, float, bool, float, bool], bool]]
] = {}
"""id of a list of values → (the list, its length then, its values sorted, the answers given
for it). The list itself is kept, so its id is not reused by another list while the entry
exists."""


def default_scenario_path() -> Path:
    """``inputs/exercise.yaml`` of the checkout reportgen runs from, else the shipped copy."""
    here = Path(__file__).resolve()
    repo_copy = here.parents[2] / "inputs" / "exercise.yaml"
    if repo_copy.is_file():
        return repo_copy
    return here.parents[1] / "data" / "exercise.yaml"


def _cache_name(digest: str) -> str:
    """The cache entry of the reference of a scenario whose bytes hash to ``digest``: keyed also
    by the code that computes it (the engine and the scenario loader), so that an edited engine
    never meets a reference an older one computed under the same version number."""
    from .. import __version__

    package = Path(__file__).resolve().parents[1]
    code = hashlib.sha256()
    for folder in ("engine", "scenario"):
        for path in sorted((package / folder).glob("*.py")):
            code.update(path.name.encode() + b"\0")
            try:
                code.update(path.read_bytes())
            except OSError:
                code.update(b"<unreadable>")
    return f"{__version__}-{digest[:32]}-{code.hexdigest()[:16]}"


def load_reference(scenario: str | os.PathLike[str] | None = None) -> Reference:
    """The reference for ``scenario`` (the exercise when None; cached for the process)."""
    if scenario is None and _DEFAULT:
        return _DEFAULT[0]
    ref = _load_reference(scenario)
    if scenario is None:
        _DEFAULT.append(ref)
    return ref


_DEFAULT: list[Reference] = []


def _load_reference(scenario: str | os.PathLike[str] | None) -> Reference:
    path = default_scenario_path() if scenario is None else Path(scenario)
    # The analysis of a scenario, kept in the checked cache store (reportgen.cachedir) under
    # the digest of its bytes and of the code that computes it: a damaged or planted entry is
    # never believed, so the cache only saves the analysis a lint run would otherwise redo.
    from ..cachedir import JsonStore
    from ..safe_read import SCENARIO_MAX_BYTES, UnreadableFile, read_regular_file
    from ..scenario.digest import scenario_digest

    try:
        data_bytes = read_regular_file(path, SCENARIO_MAX_BYTES)
    except UnreadableFile:
        data_bytes = None  # the loader reports it, with its location
    store = JsonStore.default("reference-v1")
    # The digest covers the fit files the scenario names (reportgen.scenario.fitref).
    digest = scenario_digest(path, data_bytes) if data_bytes is not None else ""
    # No entry's name without a store: naming one hashes the engine's and loader's sources.
    name = _cache_name(digest) if digest and store.directory is not None else ""
    ref: Reference | None = None
    cached = store.get(name) if name else None
    if isinstance(cached, dict):
        try:
            ref = reference_from_dict(cached)
        except (KeyError, TypeError, ValueError, AttributeError):
            ref = None
    if ref is None:
        data = _analysis_dict(path)
        if name:
            store.put(name, data)
        ref = reference_from_dict(data)
    ref.chosen = scenario is not None
    ref.source_digest = digest
    ref.source_path = str(path)
    return ref


def _exercise_digest() -> str:
    """:func:`~reportgen.scenario.digest.scenario_digest` of the exercise's scenario ("" when it
    cannot be read)."""
    from ..safe_read import SCENARIO_MAX_BYTES, UnreadableFile, read_regular_file
    from ..scenario.digest import scenario_digest

    path = default_scenario_path()
    try:
        return scenario_digest(path, read_regular_file(path, SCENARIO_MAX_BYTES))
    except UnreadableFile:
        return ""


def exercise_analysis() -> dict[str, Any]:
    """The exercise's analysis, in the JSON shape of ``reportgen plan --format json``."""
    return _analysis_dict(default_scenario_path())


def _analysis_dict(path: Path) -> dict[str, Any]:
    from ..engine.analysis import analyse
    from ..scenario import load_scenario

    scenario = load_scenario(path)
    result: dict[str, Any] = analyse(scenario.facts).to_dict()
    # The scenario's own words (what the job is, its notes and assumptions) state figures too:
    # "a 2.3 TB checkpoint every 3 hours" in its description is the scenario's account.
    result["scenario_text"] = "\n".join(
        t for t in (scenario.title, scenario.description, scenario.notes) if t
    )
    return result


def _flat_facts(f: dict[str, Any]) -> dict[str, float]:
    """:attr:`Reference.facts` from the ``facts`` object of ``reportgen plan --format json``."""
    facts: dict[str, float] = {
        "gpus": float(f["gpus"]),
        "useful_s": f["useful_s"],
        "useful_gpu_h": f["useful_s"] / _HOUR,
        "step_s": f["step_s"],
        "checkpoint_bytes": f["checkpoint_bytes"],
        "write_s": f["write_s"],
        "parallel_writers": float(f["parallel_writers"]),
        "snapshot_fraction": f["snapshot_fraction"],
    }
    for name, c in f["clusters"].items():
        facts[f"{name}.mtbf_s"] = c["mtbf_s"]
        facts[f"{name}.price"] = c["price_usd_per_gpu_h"]
        facts[f"{name}.restart_s"] = c["restart_s"]
        if c.get("warning_s"):
            facts[f"{name}.warning_s"] = c["warning_s"]
    return facts


def is_exercise(facts: dict[str, float]) -> bool:
    """True when ``facts`` (:attr:`Reference.facts`) are the exercise's. Read from the exercise
    scenario's facts alone (kept by content in the checked cache), not from its analysis."""
    from ..engine.facts import facts_dict
    from ..scenario.cache import load_facts

    return facts == _flat_facts(facts_dict(load_facts(default_scenario_path())))


_NOTICE_MODES = ("without", "at_notice", "before_kill")
"""The plans of a strategy on spot by how its notice is used (``warning.STRATEGY.MODE``)."""


def reference_from_dict(a: dict[str, Any]) -> Reference:
    """Build the accepted-value sets from the JSON shape of ``reportgen plan --format json``."""
    f = a["facts"]
    clusters = f["clusters"]
    od = clusters["on_demand"]
    gpus = float(f["gpus"])
    useful_h = f["useful_s"] / _HOUR
    n = float(f["parallel_writers"])
    ref = Reference(facts=_flat_facts(f))
    ref.prices = [c["price_usd_per_gpu_h"] for c in clusters.values()]

    for sname, strategy in a["strategies"].items():
        own = ref.strategy_intervals.setdefault(sname, [])
        texts = []
        for cname, c in clusters.items():
            p = strategy.get(cname)
            if not p:
                continue
            _add_plan(ref, p, c, gpus, useful_h, f["step_s"])
            own += [p[k] for k in _INTERVAL_KEYS]
            texts.append(
                f"T* = √(2·{p['blocking_s']:g} s·{c['mtbf_s']:g} s) = "
                f"{p['young_interval_s']:,.1f} s on {cname.replace('_', '-')}"
            )
            if sname == "baseline" and cname == "on_demand":
                ref.expected["1.interval"] = p["young_interval_s"]
        warned = a.get("warning", {}).get(sname, {})
        own += [warned[m]["recommended_interval_s"] for m in _NOTICE_MODES if m in warned]
        ref.strategy_text[sname] = f"{strategy.get('label', sname)}: " + "; ".join(texts)
        if "background_write_s" in strategy.get("on_demand", {}):
            ref.durations.append(strategy["on_demand"]["background_write_s"])
            ref.blocking.append(strategy["on_demand"]["background_write_s"])
            ref.sizes.append(strategy["on_demand"]["host_memory_per_node_bytes"])
    for w in a.get("warning", {}).values():
        ref.durations += [w["notice_s"], w["emergency_save_s"], abs(w["slack_s"])]
        ref.durations += [x for x in (w["unwarned_mtbf_s"], w["warned_mtbf_s"]) if x]
        spot = clusters.get("spot", od)
        if "first_order" in w:
            # the exercise's formula with the warned preemptions' lost work dropped
            _add_overhead(
                ref, w["first_order"]["waste"], spot["price_usd_per_gpu_h"], gpus, useful_h
            )
        for mode in _NOTICE_MODES:
            m = w[mode]
            ref.intervals.append(m["recommended_interval_s"])
            _add_overhead(ref, m["exact_overhead"], spot["price_usd_per_gpu_h"], gpus, useful_h)
            ref.goodputs.append(m["goodput"])
            ref.days.append(m["wall_days"])
            ref.usd_per_useful.append(m["usd_per_useful_gpu_h"])
            ref.totals.append(m["total_cost_usd"])
    for comp in a.get("spot", {}).values():
        ref.ratios += [comp["naive_wall_hour_ratio"], comp["useful_hour_ratio"]]
        ref.ratios += [1 / comp["useful_hour_ratio"], 1 / comp["naive_wall_hour_ratio"]]
        ref.fractions += [comp["saving"], comp["naive_saving"], 1 - comp["saving"]]
        ref.fractions += [comp["useful_hour_ratio"] - 1, 1 - 1 / comp["useful_hour_ratio"]]
        ref.naive_ratio = comp["naive_wall_hour_ratio"]
        ref.naive_saving = comp["naive_saving"]
        be = comp["break_even"]
        ref.durations += [x for x in (be["spot_mtbf_s"], be["spot_restart_s"]) if x]
        if be["spot_price_usd_per_gpu_h"]:
            ref.prices.append(be["spot_price_usd_per_gpu_h"])
    for c in clusters.values():
        ref.naive_totals.append(c["price_usd_per_gpu_h"] * gpus * useful_h)
    rec = a.get("recommendation", {})
    if rec:
        ref.fractions += [rec["saving_vs_on_demand"]]
        ref.days += [abs(rec["extra_wall_days"])]
        ref.usd_per_useful.append(rec["usd_per_useful_gpu_h"])
        ref.totals.append(rec["total_cost_usd"])
        (ref.bound_intervals if rec.get("binding") else ref.intervals).append(rec["interval_s"])
    _add_options(ref, a, gpus, useful_h, f["step_s"])
    s = a.get("shared_filesystem", {})
    ref.counts += [n]
    from .quantities import find_quantities

    own_text = [a.get("scenario_text", ""), *(str(x) for x in a.get("scenario_assumptions", []))]
    ref.stated = [(q.kind, q.value) for t in own_text if t for q in find_quantities(t)]
    ref.notes = [t for t in own_text if t]
    if s.get("jobs"):
        ref.counts += [float(s["jobs"]), float(s["jobs"]) - 1]
    for key in (
        "min_sustainable_interval_s",
        "interval_s",
        "in_phase_young_interval_s",
        "staggered_interval_s",
    ):
        if s.get(key):
            ref.intervals.append(s[key])
    # How long writes and reads take on the shared filesystem: durations, not intervals (a step
    # count is an interval over the step time, never a write time over it).
    for key in ("write_alone_s", "in_phase_write_s", "restart_storm_read_s"):
        if s.get(key):
            ref.durations.append(s[key])
    for key in ("in_phase_overhead", "planned_overhead", "staggered_overhead"):
        if s.get(key):
            ref.overheads.append(s[key])
    if s.get("utilisation"):
        ref.ratios.append(s["utilisation"])
        ref.fractions.append(s["utilisation"])
    for key in ("bandwidth_bytes_per_s", "demand_bytes_per_s"):
        if s.get(key):
            ref.bandwidths.append(s[key])
    retention = a.get("retention", {})
    for tier in retention.get("tiers", []):
        ref.sizes += [tier["size_each_bytes"], tier["footprint_bytes"]]
    for key in ("footprint_bytes", "keep_everything_bytes"):
        if retention.get(key):
            ref.sizes.append(retention[key])

    _add_fact_derivations(ref)
    _add_inputs(ref, a)
    _add_slips(ref, a, n)
    return ref


def _add_inputs(ref: Reference, a: dict[str, Any]) -> None:
    """:attr:`Reference.inputs`: what the scenario and the engine say each input duration is."""
    f = a["facts"]
    n = float(f["parallel_writers"])
    frac = float(f["snapshot_fraction"])
    mtbf: list[float] = []
    restart: list[float] = []
    write: list[float] = [f["write_s"], f["write_s"] / n, f["write_s"] * frac]
    write.append(f["write_s"] / n * frac)
    for c in f["clusters"].values():
        mtbf.append(c["mtbf_s"])
        restart.append(c["restart_s"])
        if c.get("warning_s"):
            write.append(c["warning_s"])  # the notice bounds the emergency save
    for strategy in a["strategies"].values():
        for p in strategy.values():
            if not isinstance(p, dict):
                continue
            for key, target in (
                ("mtbf_s", mtbf),
                ("blocking_s", write),
                ("background_write_s", write),
                ("loss_if_failure_during_write_s", write),
            ):
                if _finite(p.get(key)) and p[key] > 0:
                    target.append(p[key])
    for w in a.get("warning", {}).values():
        for key, target in (
            ("unwarned_mtbf_s", mtbf),
            ("warned_mtbf_s", mtbf),
            ("notice_s", write),
            ("emergency_save_s", write),
            ("emergency_save_worst_s", write),
            ("emergency_save_expected_s", write),
            ("slack_s", write),
        ):
            if _finite(w.get(key)) and w[key]:
                target.append(abs(w[key]))
    for comp in a.get("spot", {}).values():
        be = comp.get("break_even", {})
        if _finite(be.get("spot_mtbf_s")):
            mtbf.append(be["spot_mtbf_s"])
        if _finite(be.get("spot_restart_s")):
            restart.append(be["spot_restart_s"])
    for o in a.get("options", []):
        for key in ("background_write_s", "emergency_save_worst_s", "emergency_save_expected_s"):
            if _finite(o.get(key)) and o[key] > 0:
                write.append(o[key])
    s = a.get("shared_filesystem", {})
    for key in ("write_alone_s", "in_phase_write_s"):
        if _finite(s.get(key)):
            write.append(s[key])
    if _finite(s.get("restart_storm_read_s")):
        restart.append(s["restart_storm_read_s"])
        write.append(s["restart_storm_read_s"])
    share = a.get("filesystem_share") or {}
    if _finite(share.get("write_at_share_s")):
        write.append(share["write_at_share_s"])
    ref.inputs = {"mtbf": mtbf, "restart": restart, "write": write}


_INTERVAL_KEYS = (
    "young_interval_s",
    "exact_optimal_interval_s",
    "recommended_interval_s",
    "daly_higher_order_interval_s",
)


def _add_plan(
    ref: Reference,
    p: dict[str, Any],
    c: dict[str, Any],
    gpus: float,
    useful_h: float,
    step_s: float,
) -> None:
    price = c["price_usd_per_gpu_h"]
    for key in _INTERVAL_KEYS:
        ref.intervals.append(p[key])
        ref.steps.append(p[key] / step_s)
    ref.steps += [p["young_interval_steps"], p["recommended_interval_steps"]]
    ref.durations += [p["blocking_s"], p["mtbf_s"]]
    ref.blocking.append(p["blocking_s"])
    if p.get("loss_if_failure_during_write_s"):
        ref.durations.append(p["loss_if_failure_during_write_s"])
    for w in (p["first_order_waste"], p["exact_overhead"], p.get("exact_overhead_at_young")):
        if w is not None and math.isfinite(w):
            _add_overhead(ref, w, price, gpus, useful_h)
    ref.goodputs += [p["goodput"], p["first_order_goodput"]]
    ref.days.append(p["wall_days"])
    ref.usd_per_useful.append(p["usd_per_useful_gpu_h"])
    ref.totals.append(p["total_cost_usd"])
    # The terms of the first-order waste, which documents show one by one.
    t, blocking, mtbf, restart = p["young_interval_s"], p["blocking_s"], p["mtbf_s"], c["restart_s"]
    for tt in (t, p["recommended_interval_s"]):
        terms = [blocking / tt, tt / (2 * mtbf), restart / mtbf]
        ref.overheads += [*terms, terms[0] + terms[1], terms[1] + terms[2], terms[0] + terms[2]]
        ref.overheads.append((tt / 2 + restart) / mtbf)
    # The exercise's own first-order formula, C/T + (T/2 + R)/M, leaves out the background
    # write W that the engine's adds for an asynchronous strategy (a checkpoint is durable only
    # W after its snapshot): a document that uses the exercise's formula is right by it.
    if p.get("background_write_s"):
        textbook = blocking / t + (t / 2 + restart) / mtbf
        _add_overhead(ref, textbook, price, gpus, useful_h)
    ref.expected.setdefault("any.interval", t)


def _finite(x: Any) -> bool:
    return isinstance(x, (int, float)) and math.isfinite(x)


def _add_options(
    ref: Reference, a: dict[str, Any], gpus: float, useful_h: float, step_s: float
) -> None:
    """Every plan the engine weighed for the recommendation (``options``: each strategy,
    capacity, notice use and tier layout, feasible or not), the filesystem's share, and the
    recommendation's own numbers, the plan with the filesystem to itself included."""
    prices = {k: c["price_usd_per_gpu_h"] for k, c in a["facts"]["clusters"].items()}
    for o in a.get("options", []):
        bound = bool(o.get("binding"))
        for key in ("interval_s", "unconstrained_interval_s", "durable_interval_s"):
            if _finite(o.get(key)):
                free = key == "unconstrained_interval_s" or not bound
                (ref.intervals if free else ref.bound_intervals).append(o[key])
                ref.steps.append(o[key] / step_s)
        for key in ("background_write_s", "emergency_save_worst_s", "emergency_save_expected_s"):
            if _finite(o.get(key)) and o[key] > 0:
                ref.durations.append(o[key])
        if _finite(o.get("host_memory_per_node_bytes")) and o["host_memory_per_node_bytes"] > 0:
            ref.sizes.append(o["host_memory_per_node_bytes"])
        for tier in o.get("tiers", []):
            if _finite(tier.get("interval_s")):
                (ref.bound_intervals if bound else ref.intervals).append(tier["interval_s"])
        if _finite(o.get("exact_overhead")):
            _add_overhead(ref, o["exact_overhead"], prices[o["cluster"]], gpus, useful_h)
        for key, target in (
            ("goodput", ref.goodputs),
            ("wall_days", ref.days),
            ("usd_per_useful_gpu_h", ref.usd_per_useful),
            ("total_cost_usd", ref.totals),
        ):
            if _finite(o.get(key)):
                target.append(o[key])
    share = a.get("filesystem_share") or {}
    for key in ("min_durable_interval_s", "write_at_share_s"):
        if _finite(share.get(key)):
            ref.bound_intervals.append(share[key])
    if _finite(share.get("share_bytes_per_s")):
        ref.bandwidths.append(share["share_bytes_per_s"])
    for w in a.get("warning", {}).values():
        for key in ("emergency_save_worst_s", "emergency_save_expected_s"):
            if _finite(w.get(key)):
                ref.durations.append(w[key])
    rec = a.get("recommendation") or {}
    rec_intervals = ref.bound_intervals if rec.get("binding") else ref.intervals
    for key in ("interval_s", "durable_interval_s"):
        if _finite(rec.get(key)):
            rec_intervals.append(rec[key])
            ref.steps.append(rec[key] / step_s)
    for tier in rec.get("tiers", []):
        if _finite(tier.get("interval_s")):
            rec_intervals.append(tier["interval_s"])
    for other in (rec.get("best_on_demand") or {}, rec.get("filesystem_to_itself") or {}):
        if _finite(other.get("interval_s")):
            ref.intervals.append(other["interval_s"])
        if _finite(other.get("usd_per_useful_gpu_h")):
            ref.usd_per_useful.append(other["usd_per_useful_gpu_h"])
        if _finite(other.get("total_cost_usd")):
            ref.totals.append(other["total_cost_usd"])
        for key in ("wall_days", "extra_wall_days"):
            if _finite(other.get(key)):
                ref.days.append(abs(other[key]))
        if _finite(other.get("saving_vs_on_demand")):
            ref.fractions.append(other["saving_vs_on_demand"])
        if _finite(other.get("retention_footprint_bytes")):
            ref.sizes.append(other["retention_footprint_bytes"])
    if _finite(rec.get("goodput")):
        ref.goodputs.append(rec["goodput"])


def _add_overhead(ref: Reference, w: float, price: float, gpus: float, useful_h: float) -> None:
    ref.overheads.append(w)
    for g in (1 / (1 + w), 1 - w):
        if g <= 0:
            continue
        ref.goodputs.append(g)
        ref.usd_per_useful.append(price / g)
        ref.totals.append(price * gpus * useful_h / g)
        ref.days.append(useful_h / 24 / g)
        ref.ratios.append(1 / g)
    ref.usd_per_useful.append(price * (1 + w))
    ref.totals.append(price * gpus * useful_h * (1 + w))
    ref.days.append(useful_h / 24 * (1 + w))


def _add_fact_derivations(ref: Reference) -> None:
    f = ref.facts
    base = [v for k, v in f.items() if k.endswith("_s") or k.endswith("mtbf_s")]
    n = f["parallel_writers"]
    frac = f["snapshot_fraction"]
    durations = set(base)
    for d in base:
        for k in (n, 1 / n, frac, frac / n, 2.0, 0.5, 1 / frac):
            durations.add(d * k)
    for d1 in base:
        for d2 in base:
            durations.add(d1 + d2)
            durations.add(abs(d1 - d2))
    durations.add(f["useful_s"])
    ref.durations += sorted(durations)
    size = f["checkpoint_bytes"]
    ref.sizes += [size, size / n, size / f["gpus"], size * 2, size * 3, size / 7, size * 2 / 7]
    ref.sizes += [size * k for k in (200, 201, 10, 100)]
    ref.sizes += [size / k for k in (2, 4, 8, 16, 32, 64, 128, 256, 512)]
    write = f["write_s"]
    ref.bandwidths += [size / write, size * n / write, size / (write / n), size * 201 / write]
    for key in ("spot.warning_s",):
        if key in f:
            ref.bandwidths += [size / f[key], size / n / f[key]]


def _add_slips(ref: Reference, a: dict[str, Any], n: float) -> None:
    f = a["facts"]
    step = f["step_s"]
    for sname, strategy in a["strategies"].items():
        for cname, c in f["clusters"].items():
            p = strategy.get(cname)
            if not p:
                continue
            right = p["young_interval_s"]
            blocking, mtbf = p["blocking_s"], c["mtbf_s"]
            label = f"{strategy.get('label', sname)} on {cname.replace('_', '-')}"
            right_text = (
                f"T* = √(2·{blocking:g} s·{mtbf:g} s) = {right:,.1f} s ({right / 60:.1f} min) "
                f"for {label}"
            )

            def add(
                value: float,
                mistake: str,
                *,
                right: float = right,
                right_text: str = right_text,
                premise: float | None = None,
                sname: str = sname,
            ) -> None:
                ref.slips.append(
                    Slip(value, "interval", mistake, right, right_text, premise, sname)
                )
                steps_text = f"{right / step:,.0f} steps"
                ref.slips.append(
                    Slip(value / step, "steps", mistake, right / step, steps_text, premise, sname)
                )

            add(math.sqrt(2 * blocking * mtbf / _HOUR), "M in hours with C in seconds")
            add(math.sqrt(2 * blocking / 60 * mtbf), "C in minutes with M in seconds")
            # √(s·min) is √60 s, neither a second nor a minute: the number is wrong in whichever
            # unit it is read, in seconds (above) or in minutes ("√(2 · 1.5 s · 45 min) =
            # 11.6 min").
            add(
                math.sqrt(2 * blocking / 60 * mtbf) * 60,
                "C and M in seconds and minutes, the result read as minutes",
            )
            add(right / 100 * 60, "seconds converted to minutes by dividing by 100")
            add(math.sqrt(blocking * mtbf), "the factor 2 dropped from √(2·C·M)")
            if sname == "sharded":
                base = a["strategies"]["baseline"][cname]["young_interval_s"]
                add(base / n, "T* divided by N instead of √N")
            if sname == "sharded_async":
                write = f["write_s"]
                snapshot = write * f["snapshot_fraction"]
                wrong = math.sqrt(2 * snapshot * mtbf)
                add(
                    wrong,
                    "10 % of the single-writer write time (not of the sharded write)",
                    premise=snapshot,
                )
                sharded = a["strategies"]["sharded"][cname]["young_interval_s"]
                add(sharded / 10, "T* divided by 10 instead of √10")
                base = a["strategies"]["baseline"][cname]["young_interval_s"]
                add(base / n / 10, "T* divided by N·10 instead of √(N·10)")
