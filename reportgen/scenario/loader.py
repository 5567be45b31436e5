"""Load a scenario file: bytes → strict YAML → validated model → the engine's :class:`Facts`.

Every problem in the file is collected and raised at once as one
:class:`~reportgen.errors.ScenarioError`, each with ``file:line:col`` and a message that names
the field, what was expected and what was received. Nothing here prints or exits.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Final

from reportgen.engine.facts import Cluster, Facts, FilesystemFacts, RetentionFacts
from reportgen.errors import Problem, ScenarioError

from ..safe_read import SCENARIO_MAX_BYTES
from .digest import scenario_digest
from .fitref import SCENARIO_DIR
from .model import (
    CONSISTENCY_FIELDS,
    SKIP_CONSISTENCY,
    Field,
    Given,
    Invalid,
    ScenarioFile,
    Section,
    ValidationError,
    consistency_problems,
)
from .strict_yaml import Mark, Path, YamlDocument, format_path, parse_yaml
from .units import QuantityError, describe_value, format_quantity, parse_quantity, quote

__all__ = ["MAX_FILE_BYTES", "Scenario", "load_scenario", "load_scenario_bytes"]

MAX_FILE_BYTES: Final = SCENARIO_MAX_BYTES
"""Scenario files are a few kilobytes; anything above 1 MiB is almost surely the wrong file."""


@dataclass(frozen=True)
class Scenario:
    """A loaded, valid scenario."""

    path: str
    """The path the scenario was loaded from, as given."""
    title: str
    description: str | None
    notes: str | None
    sha256: str
    """Hex SHA-256 of the file's bytes, and of the fit files it names when it names any
    (:func:`~reportgen.scenario.fitref.scenario_digest`): identifies exactly which facts a
    report was built from."""
    model: ScenarioFile
    """The validated file, values in SI units."""
    facts: Facts
    """What the engine plans with (SI units), including every default the loader filled in."""


def load_scenario(path: str | os.PathLike[str]) -> Scenario:
    """Load and validate the scenario at ``path``.

    Raises :class:`~reportgen.errors.ScenarioError` listing every problem found (unreadable,
    not UTF-8, binary, invalid YAML, YAML 1.1 traps, duplicate keys, anchors, unknown keys,
    missing keys, values of the wrong type, dimension or range, inconsistent fields).
    """
    shown = os.fspath(path)
    return load_scenario_bytes(_read(shown), shown)


def load_scenario_bytes(data: bytes, shown: str) -> Scenario:
    """Load and validate a scenario whose file held ``data`` (named ``shown`` in messages).

    What :func:`load_scenario` does after reading the file: a caller that keys something on
    the file's bytes (:mod:`reportgen.scenario.cache`) loads exactly the bytes it keyed on.
    """
    text = _decode(data, shown)
    doc = parse_yaml(text)
    problems = [Problem(shown, m.line, m.column, message) for m, message in doc.problems]
    if not doc.complete:
        raise ScenarioError(problems)

    model: ScenarioFile | None = None
    try:
        model = ScenarioFile.model_validate(
            doc.data,
            context={SKIP_CONSISTENCY: True, SCENARIO_DIR: os.path.dirname(shown) or "."},
        )
    except ValidationError as error:
        problems += [
            Problem(shown, mark.line, mark.column, message)
            for mark, message in _explain(error.errors(), doc)
        ]
    for field_path, message in consistency_problems(_RawLookup(doc)):
        mark = doc.value_marks.get(field_path) or doc.key_marks.get(field_path) or Mark(1, 1)
        problems.append(
            Problem(shown, mark.line, mark.column, f"{format_path(field_path)}: {message}")
        )
    if problems or model is None:
        raise ScenarioError(problems)
    return Scenario(
        path=shown,
        title=model.title,
        description=model.description,
        notes=model.notes,
        sha256=scenario_digest(shown, data),
        model=model,
        facts=to_facts(model),
    )


# --- reading bytes ---------------------------------------------------------------------------


def _read(shown: str) -> bytes:
    from reportgen.safe_read import UnreadableFile, read_regular_file

    try:
        return read_regular_file(shown, MAX_FILE_BYTES)
    except UnreadableFile as error:
        if error.size is not None:
            message = (
                f"the file is {format_quantity(error.size, 'size')}; a scenario is a few "
                f"kilobytes of YAML (at most {MAX_FILE_BYTES // 1024} KiB), so this is "
                "probably not one"
            )
        elif error.reason.startswith("this is a directory"):
            message = "this is a directory, not a scenario file"
        else:
            message = f"cannot read the scenario: {error.reason}"
        raise ScenarioError([Problem(shown, 1, 1, message)]) from None


_UTF16_32_BOMS: Final = {
    b"\xff\xfe\x00\x00": "UTF-32",
    b"\x00\x00\xfe\xff": "UTF-32",
    b"\xff\xfe": "UTF-16",
    b"\xfe\xff": "UTF-16",
}


def _decode(data: bytes, shown: str) -> str:
    """UTF-8 text (a UTF-8 byte-order mark is dropped), or a located problem."""

    def fail(offset: int, message: str) -> ScenarioError:
        line = data.count(b"\n", 0, offset) + 1
        line_start = data.rfind(b"\n", 0, offset) + 1
        column = len(data[line_start:offset].decode("utf-8", errors="replace")) + 1
        return ScenarioError([Problem(shown, line, column, message)])

    for bom, encoding in _UTF16_32_BOMS.items():
        if data.startswith(bom):
            raise fail(0, f"the file is encoded as {encoding}; save it as UTF-8")
    nul = data.find(b"\x00")
    if nul >= 0:
        raise fail(nul, "the file is binary, not a YAML scenario (it contains a NUL byte)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise fail(
            error.start,
            f"the file is not valid UTF-8: byte 0x{data[error.start]:02X} cannot be decoded; "
            "save the file as UTF-8",
        ) from None


# --- walking the sections --------------------------------------------------------------------


def _field_at(path: Path) -> tuple[type[Section] | None, Field | None]:
    """The section holding the field at ``path`` and that field, when the path names one."""
    model: type[Section] | None = ScenarioFile
    info: Field | None = None
    for i, part in enumerate(path):
        if model is None or not isinstance(part, str) or part not in model.FIELDS:
            return (model, None) if i == len(path) - 1 else (None, None)
        info = model.FIELDS[part]
        if i < len(path) - 1:
            model = info.section
    return model, info


def _model_at(path: Path) -> type[Section] | None:
    """The section class that validates the value at ``path`` (``()`` is the whole file)."""
    if not path:
        return ScenarioFile
    _, info = _field_at(path)
    return None if info is None else info.section


def _all_key_paths(
    model: type[Section] = ScenarioFile, prefix: tuple[str, ...] = ()
) -> Iterator[tuple[str, ...]]:
    for name, info in model.FIELDS.items():
        yield (*prefix, name)
        if info.section is not None:
            yield from _all_key_paths(info.section, (*prefix, name))


_KEY_PATHS: Final = tuple(_all_key_paths())


def _example(info: Field | None) -> str:
    if info is None or not info.examples:
        return ""
    example = info.examples[0]
    return f"{example}" if isinstance(example, (int, float)) else str(example)


# --- validation problems → located messages --------------------------------------------------


def _explain(errors: list[Invalid], doc: YamlDocument) -> list[tuple[Mark, str]]:
    # A misspelt key is reported once, as unknown with its "did you mean", not also as the
    # missing key it was meant to be.
    meant: set[Path] = set()
    for error in errors:
        if error.type == "extra_forbidden" and (suggestion := _meant_key(error.loc)):
            meant.add((*error.loc[:-1], suggestion))
    explained: list[tuple[Mark, str]] = []
    for error in errors:
        if _already_reported(error.type, error.loc, doc):
            continue
        if error.type == "missing" and error.loc in meant:
            continue
        explained.append(_explain_one(error, doc))
    return explained


def _already_reported(kind: str, loc: Path, doc: YamlDocument) -> bool:
    """Whether the YAML layer reported this value (or a container of it) already.

    An unknown key whose *value* was refused (``colour: no``) is still reported as unknown;
    one whose key itself was refused (``on: 1``) is not.
    """
    if kind == "extra_forbidden":
        return loc in doc.refused_keys or any(loc[:i] in doc.refused for i in range(len(loc)))
    return any(loc[:i] in doc.refused for i in range(len(loc) + 1))


def _mark_for(loc: Path, doc: YamlDocument, prefer_key: bool = False) -> Mark:
    for i in range(len(loc), -1, -1):
        here = loc[:i]
        marks = (doc.key_marks, doc.value_marks) if prefer_key else (doc.value_marks, doc.key_marks)
        for table in marks:
            if here in table:
                return table[here]
    return Mark(1, 1)


def _explain_one(error: Invalid, doc: YamlDocument) -> tuple[Mark, str]:
    kind, loc, received = error.type, error.loc, error.input
    where = format_path(loc)

    if kind == "missing":
        parent = loc[:-1]
        name = str(loc[-1])
        _, info = _field_at(loc)
        section = _model_at(loc)
        if section is not None:
            required = [n for n, f in section.FIELDS.items() if f.required]
            detail = f"required section is missing; add {name}: with the keys {', '.join(required)}"
        else:
            example = _example(info)
            detail = "required key is missing" + (
                f"; add it, e.g. {name}: {example}" if example else ""
            )
        return _mark_for(parent, doc, prefer_key=True), f"{where}: {detail}"

    if kind == "extra_forbidden":
        return doc.key_marks.get(loc) or _mark_for(loc, doc), f"{where}: {_unknown_key(loc)}"

    mark = _mark_for(loc, doc, prefer_key=received is None)
    if kind == "value_error":
        message = error.message
        # "low: …", "fit: …": point at the inner key the message names, when it is there.
        inner, sep, _ = message.partition(": ")
        inner_loc: Path = (*loc, inner)
        if sep and inner_loc in doc.value_marks:
            mark = doc.value_marks[inner_loc]
        return mark, f"{where}: {message}"
    if kind == "int_type":
        return (
            mark,
            f"{where}: expected a whole number, got "
            f"{describe_value(received)}{_int_hint(received)}",
        )
    if kind in ("greater_than", "greater_than_equal"):
        bound = error.bound
        wanted = f"greater than {bound}" if kind == "greater_than" else f"{bound} or more"
        return mark, f"{where}: expected a whole number {wanted}, got {received}"
    if kind == "string_type":
        hint = ""
        if isinstance(received, (bool, int, float)):
            hint = f'; quote it if it is meant as text: "{_yaml_spelling(received)}"'
        return mark, f"{where}: expected text, got {describe_value(received)}{hint}"
    if kind == "model_type":
        section = _model_at(loc)
        keys = f" with the keys {', '.join(section.FIELDS)}" if section else ""
        return (
            mark,
            f"{where or 'the file'}: expected a mapping{keys}, got {describe_value(received)}",
        )
    assert kind == "list_type", kind
    return mark, f"{where}: expected a list of text items (- ...), got {describe_value(received)}"


_GROUPED_INT: Final = re.compile(r"[0-9]{1,3}(?:[,_][0-9]{3})+")


def _int_hint(received: object) -> str:
    if isinstance(received, str) and received.strip().isdigit():
        return f"; write it without quotes: {received.strip()}"
    if isinstance(received, str) and _GROUPED_INT.fullmatch(received.strip()):
        plain = received.strip().replace(",", "").replace("_", "")
        return f"; write {plain} (whole numbers take no digit grouping)"
    if isinstance(received, float) and received.is_integer():
        return f"; write {int(received)}"
    return ""


def _yaml_spelling(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _homes(key: str, parent: Path) -> list[tuple[str, ...]]:
    """Other places in the format where ``key`` is an allowed key."""
    return [p for p in _KEY_PATHS if p[-1] == key and p[:-1] != parent]


def _meant_key(loc: Path) -> str | None:
    """The allowed sibling an unknown key at ``loc`` is probably a typo of, if any.

    A key that is allowed elsewhere (``restart_time`` under ``job``) is misplaced, not misspelt.
    """
    key, parent = str(loc[-1]), loc[:-1]
    section = _model_at(parent)
    known = list(section.FIELDS) if section else []
    same_but_case = [k for k in known if k.lower() == key.lower()]
    if same_but_case:
        return same_but_case[0]
    if _homes(key, parent):
        return None
    import difflib  # only a file with an unknown key needs it

    close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
    return close[0] if close else None


def _unknown_key(loc: Path) -> str:
    key, parent = str(loc[-1]), loc[:-1]
    meant = _meant_key(loc)
    if meant:
        return f'unknown key; did you mean "{meant}"?'
    homes = _homes(key, parent)
    if homes:
        where = " or ".join(
            f"under {format_path(p[:-1])}" if p[:-1] else "at the top level" for p in homes
        )
        return f"unknown key here; {key} belongs {where}"
    section = _model_at(parent)
    known = ", ".join(section.FIELDS) if section else ""
    place = f"under {format_path(parent)}" if parent else "at the top level"
    return f"unknown key; the keys allowed {place} are: {known}"


# --- consistency checks on the raw data ------------------------------------------------------


class _RawLookup:
    """Field values for :func:`consistency_problems`, read from the raw data.

    Works even when validation failed elsewhere, so that every problem is reported at once:
    a field that is absent takes its default, a field that is itself invalid (already reported)
    is unknown and its checks are skipped.
    """

    def __init__(self, doc: YamlDocument) -> None:
        self.doc = doc

    def __call__(self, path: tuple[str, ...]) -> Given | None:
        if any(path[:i] in self.doc.refused for i in range(len(path) + 1)):
            return None
        node: Any = self.doc.data
        for part in path:
            if not isinstance(node, Mapping):
                return None
            if part not in node:
                return self._default(path)
            node = node[part]
        dimension = CONSISTENCY_FIELDS[path]
        if dimension == "count":
            if isinstance(node, bool) or not isinstance(node, int) or node <= 0:
                return None
            return Given(float(node), str(node))
        try:
            value = parse_quantity(node, dimension)
        except QuantityError:
            return None
        return Given(value, node.strip() if isinstance(node, str) else quote(str(node)))

    def _default(self, path: tuple[str, ...]) -> Given | None:
        _, info = _field_at(path)
        if info is None or info.default is None or info.required:
            return None
        dimension = CONSISTENCY_FIELDS[path]
        if dimension == "count":
            return Given(float(info.default), str(info.default), defaulted=True)
        return Given(parse_quantity(info.default, dimension), str(info.default), defaulted=True)


# --- the engine's facts ----------------------------------------------------------------------


def to_facts(model: ScenarioFile) -> Facts:
    """The engine's :class:`Facts` for a validated scenario, with one sentence per default."""
    job, checkpoint, clusters = model.job, model.checkpoint, model.clusters
    filesystem, retention = model.filesystem, model.retention
    defaults: list[str] = []

    def default(where: str, section: Section, name: str, sentence: str) -> None:
        if name not in section.model_fields_set:
            defaults.append(f"{where}.{name} not given: {sentence}")

    def duration(seconds: float) -> str:
        return format_quantity(seconds, "duration")

    default("job", job, "gpus_per_node", f"assumed {job.gpus_per_node} GPUs per node.")
    default(
        "checkpoint",
        checkpoint,
        "parallel_writers",
        f"assumed {checkpoint.parallel_writers} writer, i.e. checkpoints are not sharded "
        "across ranks.",
    )
    default(
        "checkpoint",
        checkpoint,
        "snapshot_fraction",
        "assumed the device-to-host snapshot of an asynchronous checkpoint takes "
        f"{format_quantity(checkpoint.snapshot_fraction, 'fraction')} of the write time.",
    )
    on_demand = Cluster(
        name="on_demand",
        mtbf_s=clusters.on_demand.mtbf,
        price_usd_per_gpu_h=clusters.on_demand.price,
        restart_s=clusters.on_demand.restart_time or model.restart_time,
    )
    spot: Cluster | None = None
    if clusters.spot is not None:
        spot = Cluster(
            name="spot",
            mtbf_s=clusters.spot.mtbf,
            price_usd_per_gpu_h=clusters.spot.price,
            restart_s=clusters.spot.restart_time or model.restart_time,
            warning_s=clusters.spot.warning,
        )
        default(
            "clusters.spot",
            clusters.spot,
            "warning",
            "assumed spot interruptions come without warning (no emergency checkpoint).",
        )
        # On demand the top-level restart_time is the measured value itself; on spot, reusing it
        # assumes capacity comes back at once, which the report must say.
        default(
            "clusters.spot",
            clusters.spot,
            "restart_time",
            f"assumed a restart on spot takes the top-level restart_time, "
            f"{duration(model.restart_time)} (capacity is available again at once).",
        )
    default(
        "filesystem",
        filesystem,
        "other_jobs",
        "assumed no other job writes checkpoints to the same filesystem.",
    )
    if filesystem.bandwidth is None:
        reached = checkpoint.size / checkpoint.write_time * checkpoint.parallel_writers
        writers = checkpoint.parallel_writers
        defaults.append(
            "filesystem.bandwidth not given: assumed the filesystem's aggregate write bandwidth "
            f"is what {writers} parallel {'writer reaches' if writers == 1 else 'writers reach'}: "
            f"{format_quantity(checkpoint.size, 'size')} ÷ {duration(checkpoint.write_time)}"
            f"{f' × {writers}' if writers != 1 else ''} = "
            f"{format_quantity(reached, 'bandwidth')}."
        )
    default(
        "retention",
        retention,
        "keep_last",
        f"assumed the {retention.keep_last} most recent checkpoints are kept.",
    )
    default(
        "retention",
        retention,
        "rollback_window",
        f"assumed a loss spike can send the run back up to {duration(retention.rollback_window)}.",
    )
    default(
        "retention",
        retention,
        "rollback_every",
        f"assumed one rollback checkpoint is kept every {duration(retention.rollback_every)}.",
    )
    default(
        "retention",
        retention,
        "milestone_every",
        f"assumed one milestone checkpoint is kept every {duration(retention.milestone_every)} "
        "of wall clock for the whole run.",
    )
    weights_only = retention.weights_only_size
    if weights_only is None:
        weights_only = checkpoint.size / 7
        defaults.append(
            "retention.weights_only_size not given: assumed the weights are 1/7 of the "
            f"checkpoint, {format_quantity(weights_only, 'size')} (bf16 weights are 2 of the 14 "
            "bytes per parameter that mixed-precision Adam keeps)."
        )

    return Facts(
        title=model.title,
        gpus=job.gpus,
        gpus_per_node=job.gpus_per_node,
        useful_s=job.useful_compute_per_gpu,
        step_s=job.step_time,
        checkpoint_bytes=checkpoint.size,
        write_s=checkpoint.write_time,
        parallel_writers=checkpoint.parallel_writers,
        snapshot_fraction=checkpoint.snapshot_fraction,
        on_demand=on_demand,
        spot=spot,
        filesystem=FilesystemFacts(
            other_jobs=filesystem.other_jobs, bandwidth_bytes_per_s=filesystem.bandwidth
        ),
        retention=RetentionFacts(
            keep_last=retention.keep_last,
            rollback_window_s=retention.rollback_window,
            rollback_every_s=retention.rollback_every,
            milestone_every_s=retention.milestone_every,
            weights_only_bytes=retention.weights_only_size,
        ),
        stated_assumptions=tuple(model.assumptions),
        unstated_defaults=tuple(defaults),
    )
