"""A scenario file's validated facts, kept by content so that a command that only needs the
:class:`~reportgen.engine.facts.Facts` (``plan``, ``simulate``) does not parse and validate an
unchanged file again.

Validation (strict YAML, the format's sections, the consistency checks) costs about 0.03 s of
CPU per process, most of it importing PyYAML and the loader, for a file whose facts are a few
hundred bytes of numbers. :func:`load_facts` keys them on the SHA-256 of the file's bytes
and on :func:`reportgen.cachedir.code_digest` (reportgen's version, the interpreter and every
source file of the package), and keeps them in the checked store of :mod:`reportgen.cachedir`
(HMAC, owner, mode and file-type checks; ``facts-v1``). Only a file that loaded without a
problem is stored, so every error message still comes from the loader; an entry that is absent,
fails its check or does not rebuild into the exact field set is ignored and rewritten. The
facts are the loader's, float for float (JSON keeps a float's shortest exact spelling): the
cache can make a run faster, never different.
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
from typing import TYPE_CHECKING, Any

from ..engine.facts import Cluster, Facts, FilesystemFacts, RetentionFacts

if TYPE_CHECKING:
    from .uncertain import Uncertain

__all__ = ["NAMESPACE", "facts_from_dict", "facts_to_dict", "load_facts"]

NAMESPACE = "facts-v1"


def load_facts(path: str | os.PathLike[str]) -> Facts:
    """The facts of the scenario at ``path``, as ``load_scenario(path).facts`` gives them.

    Raises :class:`~reportgen.errors.ScenarioError` exactly as :func:`load_scenario` does.
    """
    from ..cachedir import JsonStore, code_digest
    from ..safe_read import SCENARIO_MAX_BYTES, UnreadableFile, read_regular_file

    shown = os.fspath(path)
    try:
        data = read_regular_file(shown, SCENARIO_MAX_BYTES)
    except UnreadableFile:
        from .loader import load_scenario

        return load_scenario(shown).facts  # the loader says what is wrong, with its location
    from .digest import scenario_digest

    plain = hashlib.sha256(data).hexdigest()
    if scenario_digest(shown, data) != plain:
        # It names fit files: their Weibull shape and verdict ride on the MTBF value
        # (fitref.Fitted), which this cache's JSON does not keep. Loaded every time.
        from .loader import load_scenario_bytes

        return load_scenario_bytes(data, shown).facts
    store = JsonStore.default(NAMESPACE)
    name = f"{plain[:40]}-{code_digest()[:24]}"
    cached = store.get(name)
    if isinstance(cached, dict) and cached.get("name") == name:
        try:
            return facts_from_dict(cached["facts"])
        except (KeyError, TypeError, ValueError):
            pass
    from .loader import load_scenario_bytes

    facts = load_scenario_bytes(data, shown).facts
    store.put(name, {"name": name, "facts": facts_to_dict(facts)})
    return facts


def facts_to_dict(facts: Facts) -> dict[str, Any]:
    """``facts`` as JSON-ready data: tuples become lists, an :class:`Uncertain` value the
    mapping ``{"estimate", "low", "high"}`` (a plain float would lose its interval)."""

    from .uncertain import Uncertain

    def value(x: Any) -> Any:
        if dataclasses.is_dataclass(x) and not isinstance(x, type):
            return {f.name: value(getattr(x, f.name)) for f in dataclasses.fields(x)}
        if isinstance(x, Uncertain):
            return {"estimate": float(x), "low": x.low, "high": x.high}
        if isinstance(x, tuple):
            return [value(v) for v in x]
        return x

    data: dict[str, Any] = value(facts)
    return data


def _build(cls: Any, data: Any, nested: dict[str, Any]) -> Any:
    """``cls(**data)`` when ``data`` holds exactly ``cls``'s fields, each of a JSON type its
    annotation allows; nested dataclasses built by ``nested[field](value)``."""
    if not isinstance(data, dict):
        raise TypeError(f"{cls.__name__}: not an object")
    names = [f.name for f in dataclasses.fields(cls)]
    if sorted(data) != sorted(names):
        raise KeyError(f"{cls.__name__}: fields differ")
    values: dict[str, Any] = {}
    for field in dataclasses.fields(cls):
        value = data[field.name]
        if field.name in nested:
            value = nested[field.name](value)
        elif isinstance(value, dict):
            value = _uncertain(value)
        elif isinstance(value, list):
            if not all(isinstance(x, str) for x in value):
                raise TypeError(f"{cls.__name__}.{field.name}: not a list of strings")
            value = tuple(value)
        elif value is not None and type(value) not in (str, int, float, bool):
            raise TypeError(f"{cls.__name__}.{field.name}: unexpected {type(value).__name__}")
        values[field.name] = value
    return cls(**values)


def _uncertain(data: dict[str, Any]) -> Uncertain:
    from .uncertain import Uncertain

    parts = [data[k] for k in ("estimate", "low", "high")]
    if len(data) != 3 or not all(type(p) is float for p in parts):
        raise TypeError("an uncertain value needs exactly a float estimate, low and high")
    return Uncertain(*parts)


def _cluster(data: Any) -> Cluster | None:
    return None if data is None else _build(Cluster, data, {})


def facts_from_dict(data: Any) -> Facts:
    """The :class:`Facts` that :func:`facts_to_dict` gave ``data`` for; ``TypeError`` or
    ``KeyError`` when ``data`` is not that shape."""
    facts: Facts = _build(
        Facts,
        data,
        {
            "on_demand": _cluster,
            "spot": _cluster,
            "filesystem": lambda d: _build(FilesystemFacts, d, {}),
            "retention": lambda d: _build(RetentionFacts, d, {}),
        },
    )
    if facts.on_demand is None:
        raise TypeError("Facts.on_demand: missing")
    return facts
