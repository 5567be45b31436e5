"""The scenario file format, as pydantic models that document themselves.

Each field's docstring is its description in the JSON schema (editor completion) and in the
scenario reference; ``examples`` show the accepted spellings. Values with a dimension are
written with their unit in the file and held here in SI units: seconds, bytes, bytes per
second, US dollars per GPU-hour, fractions.

The models are strict: a boolean is not a number, a decimal is not a whole number, a number is
not text, an unknown key is an error and an explicit empty value (``spot:`` with nothing
under it) is refused rather than taken as "absent". Consistency between fields (a rollback
tier spaced wider than its window, weights larger than the checkpoint…) is checked by
:func:`consistency_problems`, which :func:`reportgen.scenario.load_scenario` runs with
positions and the top-level model runs for programmatic use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Final, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainValidator,
    ValidationInfo,
    WithJsonSchema,
    model_validator,
)

from .uncertain import parse_uncertain, uncertain_schema
from .units import Dimension, describe_value, format_quantity, parse_quantity, unit_pattern

__all__ = [
    "CONSISTENCY_FIELDS",
    "CheckpointSection",
    "ClustersSection",
    "FilesystemSection",
    "Given",
    "JobSection",
    "OnDemandSection",
    "RetentionSection",
    "ScenarioFile",
    "SpotSection",
    "consistency_problems",
]

SKIP_CONSISTENCY: Final = "reportgen.skip_consistency"
"""Validation-context flag: the loader runs :func:`consistency_problems` itself, with positions."""


def _quantity(dimension: Dimension) -> BeforeValidator:
    def parse(value: Any) -> float:
        # QuantityError is a ValueError, so pydantic collects it with the field's location.
        return parse_quantity(value, dimension)

    parse.__name__ = f"parse_{dimension}"
    return BeforeValidator(parse)


def _quantity_schema(dimension: Dimension) -> WithJsonSchema:
    if dimension == "fraction":
        return WithJsonSchema(
            {
                "anyOf": [
                    {"type": "string", "pattern": unit_pattern("fraction")},
                    {"type": "number", "exclusiveMinimum": 0, "maximum": 1},
                ]
            }
        )
    return WithJsonSchema({"type": "string", "pattern": unit_pattern(dimension)})


def _not_null(value: Any) -> Any:
    """Refuse an explicit empty value.

    ``spot:`` with nothing under it is more often a mistake (bad indentation, a value
    forgotten) than a way of saying "no spot capacity"; leaving the key out says that.
    """
    if value is None:
        raise ValueError(
            f"expected a value, got {describe_value(None)}; give one or leave the key out"
        )
    return value


def _non_blank(value: str | None) -> str | None:
    if value is not None and not value.strip():
        raise ValueError("expected non-empty text, got an empty text")
    return value


Duration = Annotated[float, _quantity("duration"), _quantity_schema("duration")]
"""A duration [s], written with a unit: ``240 s``, ``14 min``, ``1 h 30 min``."""
Size = Annotated[float, _quantity("size"), _quantity_schema("size")]
"""A size [B], written with a unit: ``1.4 TB``, ``512 GiB``."""
Bandwidth = Annotated[float, _quantity("bandwidth"), _quantity_schema("bandwidth")]
"""A bandwidth [B/s], written with a unit: ``93 GB/s``."""
Price = Annotated[float, _quantity("price"), _quantity_schema("price")]
"""A price [USD per GPU-hour]: ``2.40 USD/GPU-h`` or ``$2.40/GPU-h``."""
Fraction = Annotated[float, _quantity("fraction"), _quantity_schema("fraction")]
"""A fraction in (0, 1]: ``10 %`` or ``0.1``."""


def _uncertain_duration(capacity: str) -> Callable[[Any, ValidationInfo], float]:
    def validate(value: Any, info: ValidationInfo) -> float:
        if isinstance(value, Mapping) and "fit" in value:
            from pathlib import Path

            from .fitref import SCENARIO_DIR, parse_fit_reference

            folder = (info.context or {}).get(SCENARIO_DIR, ".")
            return parse_fit_reference(value, capacity, Path(folder))
        return parse_uncertain(value, "duration")

    return validate


_MTBF_SCHEMA: Final = WithJsonSchema(uncertain_schema("duration", fit=True))
OnDemandMtbf = Annotated[float, PlainValidator(_uncertain_duration("on_demand")), _MTBF_SCHEMA]
"""A duration, its 95 % interval (``9 h`` or ``{estimate: 9 h, low: 6 h, high: 14 h}``), or a
reference to a fit's output (``{fit: logs/cluster.fit.json, capacity: on_demand}``)."""
SpotMtbf = Annotated[float, PlainValidator(_uncertain_duration("spot")), _MTBF_SCHEMA]

# Optional quantities: the parser wraps the "or None", so an explicit null reaches it and is
# refused; an absent key takes the default None without validation.
OptionalDuration = Annotated[float | None, _quantity("duration"), _quantity_schema("duration")]
OptionalSize = Annotated[float | None, _quantity("size"), _quantity_schema("size")]
OptionalBandwidth = Annotated[float | None, _quantity("bandwidth"), _quantity_schema("bandwidth")]

_TEXT_SCHEMA: Final = WithJsonSchema({"type": "string", "pattern": r"\S"})
Text = Annotated[str, AfterValidator(_non_blank), _TEXT_SCHEMA]
OptionalText = Annotated[
    str | None, BeforeValidator(_not_null), AfterValidator(_non_blank), _TEXT_SCHEMA
]
PositiveInt = Annotated[int, Field(gt=0)]


def _sweep_spec(value: str | None) -> str | None:
    if value is None:
        return None
    from ..errors import UsageError
    from ..sweep.core import parse_vary

    try:
        parse_vary(value)
    except UsageError as error:
        # parse_vary speaks of the --vary option: here the same text is a key's value.
        raise ValueError(str(error).removeprefix("--vary").lstrip(": ")) from None
    return value.strip()


SweepText = Annotated[
    str | None,
    BeforeValidator(_not_null),
    AfterValidator(_non_blank),
    AfterValidator(_sweep_spec),
    WithJsonSchema({"type": "string", "pattern": r"^\s*[a-z_]+\s*=[^:]+:.+$"}),
]
"""``NAME=LOW:HIGH`` as ``reportgen sweep --vary`` takes it."""


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


def _field_docs(schema: dict[str, Any], cls: type) -> None:
    """Each property's description in the JSON schema: the docstring under its field.

    Read from the source when a schema is generated (``reportgen schema``), not when the models
    are built (pydantic's ``use_attribute_docstrings`` parses this module's source at import,
    ~10 ms of every command that validates a scenario)."""
    import ast
    import inspect
    import textwrap

    body = ast.parse(textwrap.dedent(inspect.getsource(cls))).body[0]
    assert isinstance(body, ast.ClassDef)
    properties = schema.get("properties", {})
    for node, following in zip(body.body, body.body[1:], strict=False):
        if (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and node.target.id in properties
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            properties[node.target.id]["description"] = inspect.cleandoc(following.value.value)


class _Section(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        strict=True,
        frozen=True,
        json_schema_extra=_field_docs,
    )


class JobSection(_Section):
    """The training job: its size and how long it computes."""

    model_config = ConfigDict(title="job")

    gpus: PositiveInt = Field(examples=[256])
    """GPUs in the job."""
    gpus_per_node: PositiveInt = Field(default=8, examples=[8])
    """GPUs per node (default 8)."""
    useful_compute_per_gpu: Duration = Field(examples=["720 h", "30 d"])
    """Useful compute per GPU: the wall time of the job if nothing failed and nothing was saved."""
    step_time: Duration = Field(examples=["0.9 s", "1200 ms"])
    """Time of one training step."""


class CheckpointSection(_Section):
    """The checkpoint: its size and how long writing it takes."""

    model_config = ConfigDict(title="checkpoint")

    size: Size = Field(examples=["1.4 TB", "1.2 TiB"])
    """Full checkpoint size: weights, optimizer state and everything else a resume needs."""
    write_time: Duration = Field(examples=["240 s", "4 min"])
    """Time for a single writer to write the full checkpoint."""
    parallel_writers: PositiveInt = Field(default=1, examples=[16])
    """Ranks that can write shards in parallel before the filesystem saturates (default 1)."""
    snapshot_fraction: Fraction = Field(default="10 %", validate_default=True, examples=["10 %"])
    """Device-to-host snapshot time of an asynchronous checkpoint, as a fraction of the sharded
    write time (default 10 %)."""


class OnDemandSection(_Section):
    """On-demand (reserved) capacity."""

    model_config = ConfigDict(title="on_demand")

    mtbf: OnDemandMtbf = Field(
        examples=[
            "9 h",
            {"estimate": "9 h", "low": "6 h", "high": "14 h"},
            {"fit": "logs/cluster.fit.json", "capacity": "on_demand"},
        ]
    )
    """Mean time between job-killing failures on this capacity; or its 95 % interval,
    `{estimate: 9 h, low: 6 h, high: 14 h}`, for a plan that reports how sure it is; or a fit's
    output, `{fit: logs/cluster.fit.json, capacity: on_demand}` (the file `reportgen fit
    --format json` wrote, relative to the scenario; capacity defaults to on_demand), which also
    brings the fitted Weibull shape."""
    price: Price = Field(examples=["2.40 USD/GPU-h", "$2.40/GPU-h"])
    """List price per GPU-hour of wall clock."""
    restart_time: OptionalDuration = Field(default=None, examples=["14 min"])
    """Restart time on this capacity; default: the top-level restart_time."""


class SpotSection(_Section):
    """Spot (preemptible) capacity."""

    model_config = ConfigDict(title="spot")

    mtbf: SpotMtbf = Field(
        examples=[
            "45 min",
            {"estimate": "45 min", "low": "36 min", "high": "58 min"},
            {"fit": "logs/cluster.fit.json", "capacity": "spot"},
        ]
    )
    """Mean time between job-killing events (interruptions and failures) on spot capacity; or
    its 95 % interval, `{estimate: 45 min, low: 36 min, high: 58 min}`; or a fit's output,
    `{fit: logs/cluster.fit.json, capacity: spot}` (capacity defaults to spot)."""
    price: Price = Field(examples=["0.75 USD/GPU-h"])
    """List price per GPU-hour of wall clock."""
    warning: OptionalDuration = Field(default=None, examples=["120 s", "2 min"])
    """Notice given before an interruption; default: none (interruptions come unannounced)."""
    restart_time: OptionalDuration = Field(default=None, examples=["20 min"])
    """Restart time on spot capacity; default: the top-level restart_time."""


class ClustersSection(_Section):
    """The kinds of capacity the job can run on."""

    model_config = ConfigDict(title="clusters")

    on_demand: OnDemandSection
    """On-demand capacity (required)."""
    spot: Annotated[SpotSection | None, BeforeValidator(_not_null)] = None
    """Spot capacity (optional): leave it out to plan on-demand only."""


class FilesystemSection(_Section):
    """The shared filesystem the checkpoints are written to."""

    model_config = ConfigDict(title="filesystem")

    other_jobs: int = Field(default=0, ge=0, examples=[200])
    """Other jobs writing checkpoints of the same size to the same filesystem (default 0)."""
    bandwidth: OptionalBandwidth = Field(default=None, examples=["93 GB/s"])
    """Aggregate write bandwidth; default: what parallel_writers reach (size ÷ write_time ×
    parallel_writers)."""


class RetentionSection(_Section):
    """Inputs of the retention policy: which checkpoints to keep, and for how long."""

    model_config = ConfigDict(title="retention")

    keep_last: PositiveInt = Field(default=2, examples=[2])
    """Restart tier: how many of the most recent checkpoints to keep (default 2)."""
    rollback_window: Duration = Field(default="24 h", validate_default=True, examples=["24 h"])
    """How far back a loss spike can send the run (default 24 h)."""
    rollback_every: Duration = Field(default="4 h", validate_default=True, examples=["4 h"])
    """Spacing of the rollback tier (default 4 h)."""
    milestone_every: Duration = Field(default="72 h", validate_default=True, examples=["72 h"])
    """Spacing of evaluation milestones kept for the whole run, in wall clock (default 72 h)."""
    weights_only_size: OptionalSize = Field(default=None, examples=["200 GB"])
    """Size of the weights alone; default: 1/7 of the checkpoint (bf16 weights are 2 of the 14
    bytes per parameter that mixed-precision Adam keeps)."""


class ScenarioFile(_Section):
    """A checkpoint-planning scenario: measured facts about one training job and its cluster."""

    model_config = ConfigDict(title="reportgen scenario")

    title: Text = Field(examples=["A 256-GPU run on on-demand or spot capacity"])
    """Title of the scenario, used as the report's title."""
    description: OptionalText = Field(
        default=None,
        examples=["A 256-GPU run deciding how often to checkpoint and whether spot pays off."],
    )
    """What the job is and what is being decided (optional)."""
    notes: OptionalText = Field(
        default=None, examples=["Write times measured on 2024-05-02 with 16 writers."]
    )
    """Free-text notes (optional)."""
    job: JobSection
    """The training job."""
    checkpoint: CheckpointSection
    """The checkpoint."""
    restart_time: Duration = Field(examples=["14 min"])
    """Time to detect a job-killing event, requeue and reload the last checkpoint."""
    clusters: ClustersSection
    """The capacity the job can run on: on_demand (required) and spot (optional)."""
    filesystem: FilesystemSection = Field(default_factory=FilesystemSection)
    """The shared filesystem (optional)."""
    retention: RetentionSection = Field(default_factory=RetentionSection)
    """Inputs of the retention policy (optional)."""
    assumptions: list[Text] = Field(
        default_factory=list,
        examples=[["A restart on spot takes the same time as on demand."]],
    )
    """Assumptions the scenario makes, each stated in the report (optional)."""
    sweep: SweepText = Field(default=None, examples=["gpus=256:16384", "mtbf=1h:24h"])
    """Ask the report for a sweep (optional): how the plan changes as one fact moves from LOW to
    HIGH, as `reportgen sweep SCENARIO --vary NAME=LOW:HIGH` prints it, with a table, a figure
    and the crossovers marked."""

    @model_validator(mode="after")
    def _consistent(self, info: ValidationInfo) -> ScenarioFile:
        if info.context and info.context.get(SKIP_CONSISTENCY):
            return self
        problems = consistency_problems(self._lookup)
        if problems:
            raise ValueError(
                "; ".join(f"{'.'.join(path)}: {message}" for path, message in problems)
            )
        return self

    def _lookup(self, path: tuple[str, ...]) -> Given | None:
        node: Any = self
        for name in path:
            node = getattr(node, name)
        if node is None:
            return None
        dimension = CONSISTENCY_FIELDS[path]
        shown = str(node) if dimension == "count" else format_quantity(float(node), dimension)
        parent: BaseModel = self
        for name in path[:-1]:
            parent = getattr(parent, name)
        return Given(float(node), shown, defaulted=path[-1] not in parent.model_fields_set)


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
