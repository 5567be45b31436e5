"""The scenario file format: sections of typed fields that validate and document themselves.

Each section is a class whose fields are declared with :func:`count`, :func:`quantity`,
:func:`mtbf`, :func:`text`, :func:`texts`, :func:`sweep_text` or :func:`section`; the field's
docstring is its description in the JSON schema (editor completion) and in the scenario
reference; ``examples`` show the accepted spellings. Values with a dimension are written with
their unit in the file and held here in SI units: seconds, bytes, bytes per second, US dollars
per GPU-hour, fractions.

The format is strict: a boolean is not a number, a decimal is not a whole number, a number is
not text, an unknown key is an error and an explicit empty value (``spot:`` with nothing
under it) is refused rather than taken as "absent". Validation never stops at the first
problem: :meth:`Section.model_validate` collects every one as an :class:`Invalid` record (what
kind, where, what was received), which :mod:`reportgen.scenario.loader` words with the file's
positions. Consistency between fields (a rollback tier spaced wider than its window, weights
larger than the checkpoint…) is checked by :func:`consistency_problems`, which
:func:`reportgen.scenario.load_scenario` runs with positions and the top-level model runs for
programmatic use.

Plain Python rather than a validation library: a command that meets a scenario for the first
time validates it in well under a millisecond and imports nothing but this module and the
units (pydantic, which this module used before, cost about 0.08 s of import and model building
on every such run, half of a cold ``reportgen plan``; issue 14).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Literal

from .fitref import SCENARIO_DIR, parse_fit_reference
from .uncertain import parse_uncertain
from .units import Dimension, describe_value, format_quantity, parse_quantity

__all__ = [
    "CONSISTENCY_FIELDS",
    "CheckpointSection",
    "ClustersSection",
    "Field",
    "FilesystemSection",
    "Given",
    "Invalid",
    "JobSection",
    "OnDemandSection",
    "RetentionSection",
    "ScenarioFile",
    "Section",
    "SpotSection",
    "ValidationError",
    "consistency_problems",
]

SKIP_CONSISTENCY: Final = "reportgen.skip_consistency"
"""Validation-context flag: the loader runs :func:`consistency_problems` itself, with positions."""

Kind = Literal["count", "quantity", "mtbf", "text", "texts", "sweep", "section"]
Loc = tuple[str | int, ...]


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Final = _Required()
"""The default of a field the file must give."""


@dataclass(frozen=True)
class Field:
    """One key of a section: what it holds and how it is checked and documented."""

    kind: Kind
    default: Any = REQUIRED
    """As written in a file (``"10 %"``), ``None`` for an optional value, or :data:`REQUIRED`;
    for a section, ``None`` (optional) or the section class (the section with its defaults)."""
    examples: tuple[Any, ...] = ()
    dimension: Dimension | None = None
    """Of a ``quantity``."""
    minimum: int = 1
    """Of a ``count``: 1 (a positive whole number) or 0."""
    section: type[Section] | None = None
    """Of a ``section``: the class that validates it."""
    capacity: str = ""
    """Of an ``mtbf``: the capacity a fit reference reads when it names none."""
    nullable: bool = False
    """An explicit null (``key:`` with nothing after it) reaches the check and is refused;
    otherwise null is a value of the wrong type."""

    @property
    def required(self) -> bool:
        return self.default is REQUIRED


def count(*, default: Any = REQUIRED, examples: tuple[Any, ...] = (), minimum: int = 1) -> Any:
    """A whole number, at least ``minimum`` (1 or 0)."""
    return Field("count", default, examples, minimum=minimum)


def quantity(dimension: Dimension, *, default: Any = REQUIRED, examples: tuple[Any, ...]) -> Any:
    """A value with a unit of ``dimension`` (:func:`~reportgen.scenario.units.parse_quantity`);
    an optional one (``default=None``) refuses an explicit null."""
    return Field("quantity", default, examples, dimension=dimension)


def mtbf(capacity: str, *, examples: tuple[Any, ...]) -> Any:
    """A duration, its 95 % interval, or a reference to a fit's output (required)."""
    return Field("mtbf", REQUIRED, examples, capacity=capacity)


def text(*, default: Any = REQUIRED, examples: tuple[Any, ...]) -> Any:
    """Non-blank text; an optional one (``default=None``) refuses an explicit null."""
    return Field("text", default, examples, nullable=default is None)


def texts(*, examples: tuple[Any, ...]) -> Any:
    """A list of non-blank texts (default: none)."""
    return Field("texts", (), examples)


def sweep_text(*, examples: tuple[Any, ...]) -> Any:
    """``NAME=LOW:HIGH`` as ``reportgen sweep --vary`` takes it (optional)."""
    return Field("sweep", None, examples, nullable=True)


def section(cls: type[Section], *, optional: bool = False, defaults: bool = False) -> Any:
    """A nested section: required; ``optional`` (absent is None, an explicit null refused); or
    with ``defaults`` (absent is the section with all its defaults)."""
    default: Any = None if optional else cls if defaults else REQUIRED
    return Field("section", default, section=cls, nullable=optional)


@dataclass(frozen=True)
class Invalid:
    """One problem found by validation, before it is worded with the file's positions."""

    type: Literal[
        "missing",
        "extra_forbidden",
        "value_error",
        "int_type",
        "greater_than",
        "greater_than_equal",
        "string_type",
        "model_type",
        "list_type",
    ]
    loc: Loc
    input: Any
    message: str = ""
    """Of a ``value_error``: what is wrong (the text of the ``ValueError`` a check raised)."""
    bound: int = 0
    """Of ``greater_than`` and ``greater_than_equal``."""

    def __str__(self) -> str:
        where = ".".join(map(str, self.loc)) or "the file"
        if self.type == "value_error":
            return f"{where}: {self.message}"
        return f"{where}: {self.type} (got {describe_value(self.input)})"


class ValidationError(ValueError):
    """A mapping is not a valid section; :meth:`errors` lists every problem found."""

    def __init__(self, errors: list[Invalid]) -> None:
        self._errors = errors
        super().__init__("\n".join(map(str, errors)))

    def errors(self) -> list[Invalid]:
        return list(self._errors)


class _Failed:
    pass


_FAILED: Final = _Failed()


def _not_null(value: Any) -> None:
    """Refuse an explicit empty value.

    ``spot:`` with nothing under it is more often a mistake (bad indentation, a value
    forgotten) than a way of saying "no spot capacity"; leaving the key out says that.
    """
    if value is None:
        raise ValueError(
            f"expected a value, got {describe_value(None)}; give one or leave the key out"
        )


def _non_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("expected non-empty text, got an empty text")
    return value


def _sweep_spec(value: str) -> str:
    from ..errors import UsageError
    from ..sweep.core import parse_vary

    try:
        parse_vary(value)
    except UsageError as error:
        # parse_vary speaks of the --vary option: here the same text is a key's value.
        raise ValueError(str(error).removeprefix("--vary").lstrip(": ")) from None
    return value.strip()


def _mtbf(value: Any, capacity: str, context: Mapping[str, Any]) -> float:
    if isinstance(value, Mapping) and "fit" in value:
        from pathlib import Path

        return parse_fit_reference(value, capacity, Path(context.get(SCENARIO_DIR, ".")))
    return parse_uncertain(value, "duration")


def _check(
    spec: Field, value: Any, loc: Loc, errors: list[Invalid], context: Mapping[str, Any]
) -> Any:
    """``value`` checked and converted as ``spec`` says; :data:`_FAILED` (and ``errors``
    appended to) when it is not valid."""
    kind = spec.kind
    if kind == "count":
        if isinstance(value, bool) or not isinstance(value, int):
            errors.append(Invalid("int_type", loc, value))
            return _FAILED
        if spec.minimum == 1 and value <= 0:
            errors.append(Invalid("greater_than", loc, value, bound=0))
            return _FAILED
        if value < spec.minimum:
            errors.append(Invalid("greater_than_equal", loc, value, bound=spec.minimum))
            return _FAILED
        return value
    if kind == "section":
        assert spec.section is not None
        if spec.nullable and value is None:
            return _value_error(_not_null, value, loc, errors)
        return spec.section._validate(value, loc, errors, context)
    if kind == "texts":
        if not isinstance(value, list):
            errors.append(Invalid("list_type", loc, value))
            return _FAILED
        items = [_text(item, (*loc, i), errors) for i, item in enumerate(value)]
        return _FAILED if any(item is _FAILED for item in items) else items
    try:
        if kind == "quantity":
            assert spec.dimension is not None
            return parse_quantity(value, spec.dimension)
        if kind == "mtbf":
            return _mtbf(value, spec.capacity, context)
        if spec.nullable:
            _not_null(value)
    except ValueError as error:
        errors.append(Invalid("value_error", loc, value, str(error)))
        return _FAILED
    checked = _text(value, loc, errors)
    if kind == "sweep" and checked is not _FAILED:
        return _value_error(_sweep_spec, checked, loc, errors)
    return checked


def _value_error(check: Callable[[Any], Any], value: Any, loc: Loc, errors: list[Invalid]) -> Any:
    try:
        return check(value)
    except ValueError as error:
        errors.append(Invalid("value_error", loc, value, str(error)))
        return _FAILED


def _text(value: Any, loc: Loc, errors: list[Invalid]) -> Any:
    if not isinstance(value, str):
        errors.append(Invalid("string_type", loc, value))
        return _FAILED
    return _value_error(_non_blank, value, loc, errors)


class Section:
    """A section of the scenario format: its fields (:attr:`FIELDS`), validation, and the
    validated values as attributes (in SI units), immutable."""

    FIELDS: ClassVar[dict[str, Field]] = {}
    """The keys allowed in the section, in the order the format documents them."""
    TITLE: ClassVar[str] = ""
    """The section's name in the JSON schema."""

    model_fields_set: frozenset[str]
    """The keys the file gave (the others hold their defaults)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields = {name: value for name, value in vars(cls).items() if isinstance(value, Field)}
        for name in fields:
            delattr(cls, name)
        cls.FIELDS = fields

    def __init__(self, values: Mapping[str, Any], given: frozenset[str]) -> None:
        """Hold already validated ``values``; use :meth:`model_validate` to check a mapping."""
        for name in self.FIELDS:
            object.__setattr__(self, name, values[name])
        object.__setattr__(self, "model_fields_set", given)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable; cannot set {name}")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, n) == getattr(other, n) for n in self.FIELDS)

    def __hash__(self) -> int:
        return hash((type(self), *(getattr(self, n) for n in self.FIELDS)))

    def __repr__(self) -> str:
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.FIELDS)
        return f"{type(self).__name__}({inner})"

    @classmethod
    def model_validate(cls, data: Any, *, context: Mapping[str, Any] | None = None) -> Any:
        """``data`` (a mapping of plain values, as YAML gives them) checked and converted into
        this section; raise :class:`ValidationError` listing every problem."""
        errors: list[Invalid] = []
        result = cls._validate(data, (), errors, context or {})
        if errors or isinstance(result, _Failed):
            raise ValidationError(errors)
        return result

    @classmethod
    def _validate(
        cls, data: Any, loc: Loc, errors: list[Invalid], context: Mapping[str, Any]
    ) -> Any:
        if not isinstance(data, dict):
            errors.append(Invalid("model_type", loc, data))
            return _FAILED
        values: dict[str, Any] = {}
        failed = False
        for name, spec in cls.FIELDS.items():
            if name in data:
                value = _check(spec, data[name], (*loc, name), errors, context)
                failed = failed or value is _FAILED
                values[name] = value
            elif spec.required:
                errors.append(Invalid("missing", (*loc, name), data))
                failed = True
            else:
                values[name] = _default(spec)
        for key, value in data.items():
            if key not in cls.FIELDS:
                errors.append(Invalid("extra_forbidden", (*loc, key), value))
                failed = True
        if failed:
            return _FAILED
        made = cls(values, frozenset(n for n in cls.FIELDS if n in data))
        return made._after(loc, errors, context)

    def _after(self, loc: Loc, errors: list[Invalid], context: Mapping[str, Any]) -> Any:
        """Checks of the whole section, once its fields are valid."""
        return self


def _default(spec: Field) -> Any:
    if spec.default is None:
        return None
    if spec.kind == "section":
        return spec.default.model_validate({})
    if spec.kind == "quantity":
        assert spec.dimension is not None
        return parse_quantity(spec.default, spec.dimension)
    if spec.kind == "texts":
        return []
    return spec.default


class JobSection(Section):
    """The training job: its size and how long it computes."""

    TITLE = "job"

    gpus: int = count(examples=(256,))
    """GPUs in the job."""
    gpus_per_node: int = count(default=8, examples=(8,))
    """GPUs per node (default 8)."""
    useful_compute_per_gpu: float = quantity("duration", examples=("720 h", "30 d"))
    """Useful compute per GPU: the wall time of the job if nothing failed and nothing was saved."""
    step_time: float = quantity("duration", examples=("0.9 s", "1200 ms"))
    """Time of one training step."""


class CheckpointSection(Section):
    """The checkpoint: its size and how long writing it takes."""

    TITLE = "checkpoint"

    size: float = quantity("size", examples=("1.4 TB", "1.2 TiB"))
    """Full checkpoint size: weights, optimizer state and everything else a resume needs."""
    write_time: float = quantity("duration", examples=("240 s", "4 min"))
    """Time for a single writer to write the full checkpoint."""
    parallel_writers: int = count(default=1, examples=(16,))
    """Ranks that can write shards in parallel before the filesystem saturates (default 1)."""
    snapshot_fraction: float = quantity("fraction", default="10 %", examples=("10 %",))
    """Device-to-host snapshot time of an asynchronous checkpoint, as a fraction of the sharded
    write time (default 10 %)."""


class OnDemandSection(Section):
    """On-demand (reserved) capacity."""

    TITLE = "on_demand"

    mtbf: float = mtbf(
        "on_demand",
        examples=(
            "9 h",
            {"estimate": "9 h", "low": "6 h", "high": "14 h"},
            {"fit": "logs/cluster.fit.json", "capacity": "on_demand"},
        ),
    )
    """Mean time between job-killing failures on this capacity; or its 95 % interval,
    `{estimate: 9 h, low: 6 h, high: 14 h}`, for a plan that reports how sure it is; or a fit's
    output, `{fit: logs/cluster.fit.json, capacity: on_demand}` (the file `reportgen fit
    --format json` wrote, relative to the scenario; capacity defaults to on_demand), which also
    brings the fitted Weibull shape."""
    price: float = quantity("price", examples=("2.40 USD/GPU-h", "$2.40/GPU-h"))
    """List price per GPU-hour of wall clock."""
    restart_time: float | None = quantity("duration", default=None, examples=("14 min",))
    """Restart time on this capacity; default: the top-level restart_time."""


class SpotSection(Section):
    """Spot (preemptible) capacity."""

    TITLE = "spot"

    mtbf: float = mtbf(
        "spot",
        examples=(
            "45 min",
            {"estimate": "45 min", "low": "36 min", "high": "58 min"},
            {"fit": "logs/cluster.fit.json", "capacity": "spot"},
        ),
    )
    """Mean time between job-killing events (interruptions and failures) on spot capacity; or
    its 95 % interval, `{estimate: 45 min, low: 36 min, high: 58 min}`; or a fit's output,
    `{fit: logs/cluster.fit.json, capacity: spot}` (capacity defaults to spot)."""
    price: float = quantity("price", examples=("0.75 USD/GPU-h",))
    """List price per GPU-hour of wall clock."""
    warning: float | None = quantity("duration", default=None, examples=("120 s", "2 min"))
    """Notice given before an interruption; default: none (interruptions come unannounced)."""
    restart_time: float | None = quantity("duration", default=None, examples=("20 min",))
    """Restart time on spot capacity; default: the top-level restart_time."""


class ClustersSection(Section):
    """The kinds of capacity the job can run on."""

    TITLE = "clusters"

    on_demand: OnDemandSection = section(OnDemandSection)
    """On-demand capacity (required)."""
    spot: SpotSection | None = section(SpotSection, optional=True)
    """Spot capacity (optional): leave it out to plan on-demand only."""


class FilesystemSection(Section):
    """The shared filesystem the checkpoints are written to."""

    TITLE = "filesystem"

    other_jobs: int = count(default=0, minimum=0, examples=(200,))
    """Other jobs writing checkpoints of the same size to the same filesystem (default 0)."""
    bandwidth: float | None = quantity("bandwidth", default=None, examples=("93 GB/s",))
    """Aggregate write bandwidth; default: what parallel_writers reach (size ÷ write_time ×
    parallel_writers)."""


class RetentionSection(Section):
    """Inputs of the retention policy: which checkpoints to keep, and for how long."""

    TITLE = "retention"

    keep_last: int = count(default=2, examples=(2,))
    """Restart tier: how many of the most recent checkpoints to keep (default 2)."""
    rollback_window: float = quantity("duration", default="24 h", examples=("24 h",))
    """How far back a loss spike can send the run (default 24 h)."""
    rollback_every: float = quantity("duration", default="4 h", examples=("4 h",))
    """Spacing of the rollback tier (default 4 h)."""
    milestone_every: float = quantity("duration", default="72 h", examples=("72 h",))
    """Spacing of evaluation milestones kept for the whole run, in wall clock (default 72 h)."""
    weights_only_size: float | None = quantity("size", default=None, examples=("200 GB",))
    """Size of the weights alone; default: 1/7 of the checkpoint (bf16 weights are 2 of the 14
    bytes per parameter that mixed-precision Adam keeps)."""


class ScenarioFile(Section):
    """A checkpoint-planning scenario: measured facts about one training job and its cluster."""

    TITLE = "reportgen scenario"

    title: str = text(examples=("A 256-GPU run on on-demand or spot capacity",))
    """Title of the scenario, used as the report's title."""
    description: str | None = text(
        default=None,
        examples=("A 256-GPU run deciding how often to checkpoint and whether spot pays off.",),
    )
    """What the job is and what is being decided (optional)."""
    notes: str | None = text(
        default=None, examples=("Write times measured on 2024-05-02 with 16 writers.",)
    )
    """Free-text notes (optional)."""
    job: JobSection = section(JobSection)
    """The training job."""
    checkpoint: CheckpointSection = section(CheckpointSection)
    """The checkpoint."""
    restart_time: float = quantity("duration", examples=("14 min",))
    """Time to detect a job-killing event, requeue and reload the last checkpoint."""
    clusters: ClustersSection = section(ClustersSection)
    """The capacity the job can run on: on_demand (required) and spot (optional)."""
    filesystem: FilesystemSection = section(FilesystemSection, defaults=True)
    """The shared filesystem (optional)."""
    retention: RetentionSection = section(RetentionSection, defaults=True)
    """Inputs of the retention policy (optional)."""
    assumptions: list[str] = texts(
        examples=(["A restart on spot takes the same time as on demand."],),
    )
    """Assumptions the scenario makes, each stated in the report (optional)."""
    sweep: str | None = sweep_text(examples=("gpus=256:16384", "mtbf=1h:24h"))
    """Ask the report for a sweep (optional): how the plan changes as one fact moves from LOW to
    HIGH, as `reportgen sweep SCENARIO --vary NAME=LOW:HIGH` prints it, with a table, a figure
    and the crossovers marked."""

    def _after(self, loc: Loc, errors: list[Invalid], context: Mapping[str, Any]) -> Any:
        if context.get(SKIP_CONSISTENCY):
            return self
        problems = consistency_problems(self._lookup)
        if problems:
            message = "; ".join(f"{'.'.join(path)}: {message}" for path, message in problems)
            errors.append(Invalid("value_error", loc, None, message))
            return _FAILED
        return self

    def _lookup(self, path: tuple[str, ...]) -> Given | None:
        node: Any = self
        for name in path:
            node = getattr(node, name)
        if node is None:
            return None
        dimension = CONSISTENCY_FIELDS[path]
        shown = str(node) if dimension == "count" else format_quantity(float(node), dimension)
        parent: Section = self
        for name in path[:-1]:
            parent = getattr(parent, name)
        return Given(float(node), shown, defaulted=path[-1] not in parent.model_fields_set)


@dataclass(frozen=True)
class Given:
    """A value for a consistency check."""

    value: float
    """The value in SI units."""
    shown: str
    """How a message shows it: as written in the file, or formatted from the SI value."""
    defaulted: bool = False
    """True when the file left the key out and the value is the default."""


Lookup = Callable[[tuple[str, ...]], Given | None]


CONSISTENCY_FIELDS: Final[dict[tuple[str, ...], Dimension | Literal["count"]]] = {
    ("job", "useful_compute_per_gpu"): "duration",
    ("job", "step_time"): "duration",
    ("checkpoint", "size"): "size",
    ("checkpoint", "parallel_writers"): "count",
    ("job", "gpus"): "count",
    ("retention", "rollback_window"): "duration",
    ("retention", "rollback_every"): "duration",
    ("retention", "weights_only_size"): "size",
}
"""The fields that :func:`consistency_problems` compares, with their dimension."""


def consistency_problems(lookup: Lookup) -> list[tuple[tuple[str, ...], str]]:
    """Check fields against each other; return ``(path of the field to fix, message)`` pairs.

    ``lookup(path)`` returns the field's value (its default when absent) or ``None`` when the
    field is invalid or has no value; a check whose inputs are not all known is skipped.
    """
    problems: list[tuple[tuple[str, ...], str]] = []

    def at_most(small: tuple[str, ...], large: tuple[str, ...], why: str) -> None:
        a, b = lookup(small), lookup(large)
        if a is None or b is None or a.value <= b.value:
            return
        if a.defaulted and not b.defaulted:
            # Only the larger side was written: that is the value to fix.
            problems.append(
                (
                    large,
                    f"expected at least {'.'.join(small)} ({a.shown}, the default), "
                    f"got {b.shown}; {why}",
                )
            )
        else:
            default = ", the default" if b.defaulted else ""
            problems.append(
                (
                    small,
                    f"expected at most {'.'.join(large)} ({b.shown}{default}), "
                    f"got {a.shown}; {why}",
                )
            )

    at_most(
        ("job", "step_time"),
        ("job", "useful_compute_per_gpu"),
        "one training step cannot take longer than the whole job",
    )
    at_most(
        ("checkpoint", "parallel_writers"),
        ("job", "gpus"),
        "each writer is one rank of the job",
    )
    at_most(
        ("retention", "rollback_every"),
        ("retention", "rollback_window"),
        "a rollback tier spaced wider than its window keeps no checkpoint inside the window",
    )
    at_most(
        ("retention", "weights_only_size"),
        ("checkpoint", "size"),
        "the weights are part of the checkpoint",
    )
    return problems
