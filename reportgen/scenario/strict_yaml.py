"""Strict YAML: a scenario file's bytes → plain data, the position of every key and value, and
every problem found on the way.

PyYAML composes the node tree (with marks); the plain data is built here, with the YAML 1.2
core schema for plain scalars (``true``/``false``, ``null``/``~``, ints, floats including
``.inf``/``.nan``), so what a value means does not depend on which YAML version a reader
implements. Where YAML 1.1 readers (PyYAML's own constructor, many editors' tools) would read a
plain scalar differently — ``no`` as false, ``4:00`` as 240, ``010`` as 8 — the scalar is
refused with a message saying what it would silently become and how to write it.

Refused too, each with its position: duplicate keys, anchors and aliases, explicit tags, keys
that are not text. Problems never stop the walk: every problem in the file is reported at once,
and the path of a refused value is remembered so that validation does not report it twice.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any, Final

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from .units import clock_spellings, describe_value

__all__ = [
    "MAX_DEPTH",
    "MAX_NUMBER_DIGITS",
    "Mark",
    "Path",
    "YamlDocument",
    "format_path",
    "parse_yaml",
]

MAX_DEPTH: Final = 32
"""The deepest nesting of lists and mappings accepted. A scenario nests three levels; PyYAML
composes recursively, and a file nested about 350 deep (800 bytes) would exhaust the stack."""
MAX_NUMBER_DIGITS: Final = 30
"""The most digits a plain number may have. Python refuses to convert integers of more than
4,300 digits, and no scenario or rubric value needs more than a handful."""

Path = tuple[str | int, ...]
"""Where a value sits: mapping keys and list indices from the top of the document."""


@dataclass(frozen=True, order=True)
class Mark:
    """A 1-based line and column in the file."""

    line: int
    column: int


@dataclass
class YamlDocument:
    """What :func:`parse_yaml` found."""

    data: Any = None
    """Plain data: dict, list, str, int, float, bool or None; ``None`` also when nothing could
    be built (see :attr:`complete`)."""
    complete: bool = False
    """False when the file could not be parsed at all (syntax error, empty, not a mapping)."""
    key_marks: dict[Path, Mark] = field(default_factory=dict)
    """Position of the key of each mapping entry."""
    value_marks: dict[Path, Mark] = field(default_factory=dict)
    """Position of each value (for a block mapping, of its first key)."""
    problems: list[tuple[Mark, str]] = field(default_factory=list)
    """Located problems, each message starting with the dotted path it concerns."""
    refused: set[Path] = field(default_factory=set)
    """Paths whose value was reported here: later checks skip them and everything below."""
    refused_keys: set[Path] = field(default_factory=set)
    """Paths whose key itself was reported here (``on:``): not reported again as unknown."""


def format_path(path: Path) -> str:
    """``("clusters", "spot", "mtbf")`` → ``clusters.spot.mtbf``; list items as ``[0]``."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


def _mark(yaml_mark: Any) -> Mark:
    """1-based position of a PyYAML mark (0-based), or the top of the file without one."""
    if yaml_mark is None:
        return Mark(1, 1)
    return Mark(yaml_mark.line + 1, yaml_mark.column + 1)


def _prefix(path: Path) -> str:
    return f"{format_path(path)}: " if path else ""


# --- YAML 1.2 core schema (https://yaml.org/spec/1.2.2/#1023-core-schema) --------------------

_NULL: Final = re.compile(r"~|null|Null|NULL|")
_TRUE: Final = re.compile(r"true|True|TRUE")
_FALSE: Final = re.compile(r"false|False|FALSE")
_INT10: Final = re.compile(r"[-+]?[0-9]+")
_INT8: Final = re.compile(r"0o[0-7]+")
_INT16: Final = re.compile(r"0x[0-9a-fA-F]+")
_FLOAT: Final = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?")
_INF: Final = re.compile(r"[-+]?\.(?:inf|Inf|INF)")
_NAN: Final = re.compile(r"\.(?:nan|NaN|NAN)")
_NUMBER_LIKE: Final = re.compile(
    r"[-+]?(?:0x[0-9a-fA-F_]+|0o[0-7_]+|(?:[0-9][0-9_,]*(?:\.[0-9_]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)"
)


def resolve_plain(text: str) -> Any:
    """The value of a plain (unquoted) scalar under the YAML 1.2 core schema."""
    if _NULL.fullmatch(text):
        return None
    if _TRUE.fullmatch(text):
        return True
    if _FALSE.fullmatch(text):
        return False
    if _INT10.fullmatch(text):
        return int(text)
    if _INT8.fullmatch(text):
        return int(text[2:], 8)
    if _INT16.fullmatch(text):
        return int(text[2:], 16)
    if _FLOAT.fullmatch(text):
        return float(text)
    if _INF.fullmatch(text):
        return -math.inf if text.startswith("-") else math.inf
    if _NAN.fullmatch(text):
        return math.nan
    return text


# --- YAML 1.1 traps (https://yaml.org/type/bool.html, /int.html, /float.html) ---------------

_YAML11_BOOL: Final = re.compile(r"y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF")
_YAML11_TRUE: Final = frozenset(["y", "Y", "yes", "Yes", "YES", "on", "On", "ON"])
_SEXAGESIMAL: Final = re.compile(
    r"[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*"
)
_LEADING_ZERO: Final = re.compile(r"[-+]?0[0-9_]+")
_YAML11_INT_OTHER: Final = re.compile(r"[-+]?0b[01_]+|[-+]?0x[0-9a-fA-F_]*_[0-9a-fA-F_]*")
_UNDERSCORED: Final = re.compile(r"[-+]?[0-9][0-9_]*_[0-9_]*(?:\.[0-9_]*)?|[-+]?\.[0-9_]*_[0-9_]*")


def yaml11_trap(text: str) -> str | None:
    """Why a plain scalar means something else to a YAML 1.1 reader, or None if it does not."""
    if _YAML11_BOOL.fullmatch(text):
        becomes = "true" if text in _YAML11_TRUE else "false"
        return (
            f"the plain word {text} would silently become the boolean {becomes} in YAML 1.1 "
            f'(it is the text "{text}" in YAML 1.2); write {becomes} for a yes/no value, or quote '
            f'it ("{text}") for the text'
        )
    if _SEXAGESIMAL.fullmatch(text):
        sign = -1 if text.startswith("-") else 1
        total = 0.0
        for part in text.lstrip("+-").split(":"):
            total = total * 60 + float(part.replace("_", ""))
        value = f"{sign * total:g}"
        return (
            f"{text} would silently become the number {value} in YAML 1.1 (base 60); "
            f"write a duration with its unit, such as {clock_spellings(text)}, "
            "or quote it if it is text"
        )
    if _LEADING_ZERO.fullmatch(text):
        digits = text.lstrip("+-").replace("_", "")
        decimal = int(digits)
        if re.fullmatch(r"0[0-7]+", digits):
            octal = int(digits, 8) * (-1 if text.startswith("-") else 1)
            becomes = f"the octal number {octal} in YAML 1.1 and {decimal} in YAML 1.2"
        else:
            becomes = f'the text "{text}" in YAML 1.1 and the number {decimal} in YAML 1.2'
        return f"{text} has a leading zero: it is {becomes}; write {decimal}, or quote it"
    if _INT8.fullmatch(text):
        return (
            f'{text} is the number {int(text[2:], 8)} in YAML 1.2 but the text "{text}" in '
            f"YAML 1.1; write the decimal {int(text[2:], 8)}, or quote it"
        )
    if _YAML11_INT_OTHER.fullmatch(text) or _UNDERSCORED.fullmatch(text):
        plain = text.replace("_", "")
        try:
            number: int | float = int(plain, 0)
        except ValueError:
            number = float(plain)
        return (
            f"{text} would silently become the number {number} in YAML 1.1 but is the text "
            f'"{text}" in YAML 1.2; write {number}, or quote it'
        )
    return None


# --- composing with positions ----------------------------------------------------------------


class _StrictLoader(yaml.SafeLoader):
    """Composes nodes as PyYAML does, but records anchors, aliases and tags as problems.

    An alias becomes an empty placeholder node (remembered in ``refused_nodes``) instead of the
    anchored node, so a scenario cannot expand into a billion laughs or share values silently.
    """

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.located: list[tuple[Mark, str]] = []
        self.refused_nodes: set[int] = set()
        self.depth = 0

    def compose_node(self, parent: Node | None, index: int) -> Node | None:
        event: Any = self.peek_event()  # type: ignore[no-untyped-call]
        start = _mark(event.start_mark)
        if self.depth >= MAX_DEPTH:
            raise _TooDeep(start)
        self.depth += 1
        try:
            return self._compose(event, parent, index, start)
        finally:
            self.depth -= 1

    def _compose(self, event: Any, parent: Node | None, index: int, start: Mark) -> Node | None:
        start_mark: Any = event.start_mark
        end_mark: Any = event.end_mark
        if isinstance(event, yaml.AliasEvent):
            self.get_event()  # type: ignore[no-untyped-call]
            self.located.append(
                (
                    start,
                    f"anchors and aliases are not allowed in scenarios: *{event.anchor} repeats "
                    "another value; write the value out in full",
                )
            )
            placeholder = ScalarNode("tag:yaml.org,2002:null", "", start_mark, end_mark)
            self.refused_nodes.add(id(placeholder))
            return placeholder
        if event.anchor is not None:
            self.located.append(
                (
                    start,
                    f"anchors and aliases are not allowed in scenarios: remove &{event.anchor} "
                    "and write each value out in full",
                )
            )
            event.anchor = None  # so that a repeated anchor name is not a second, fatal error
        tag: str | None = getattr(event, "tag", None)
        node = super().compose_node(parent, index)
        if tag is not None and tag != "!" and node is not None:
            shown = tag.replace("tag:yaml.org,2002:", "!!")
            self.located.append(
                (
                    start,
                    f"explicit tags such as {shown} are not allowed in scenarios; write the plain "
                    "value, quoted if it should stay text",
                )
            )
            self.refused_nodes.add(id(node))
        return node


class _TooDeep(Exception):
    def __init__(self, mark: Mark) -> None:
        super().__init__(mark)
        self.mark = mark


def parse_yaml(text: str) -> YamlDocument:
    """Compose ``text`` and build plain data with positions; never raises on bad input."""
    doc = YamlDocument()
    try:
        loader = _StrictLoader(text)
    except yaml.reader.ReaderError as error:
        doc.problems.append(
            (_position(text, error.position), f"invalid YAML: the file contains {_char(error)}")
        )
        return doc
    try:
        root = loader.get_single_node()
    except _TooDeep as error:
        doc.problems.append(
            (
                error.mark,
                f"lists and mappings are nested more than {MAX_DEPTH} levels deep here; "
                "scenarios and rubrics nest only a few levels",
            )
        )
        return doc
    except RecursionError:  # pragma: no cover - MAX_DEPTH keeps composing far from the limit
        doc.problems.append((Mark(1, 1), "invalid YAML: the file is nested too deeply"))
        return doc
    except yaml.MarkedYAMLError as error:
        doc.problems.append((_mark(error.problem_mark or error.context_mark), _syntax(error)))
        return doc
    except yaml.reader.ReaderError as error:
        doc.problems.append(
            (_position(text, error.position), f"invalid YAML: the file contains {_char(error)}")
        )
        return doc
    finally:
        loader.dispose()
    doc.problems.extend(loader.located)
    if root is None:
        doc.problems.append(
            (
                Mark(1, 1),
                "the file is empty; a scenario is a mapping with at least title, job, checkpoint, "
                "restart_time and clusters",
            )
        )
        return doc
    if not isinstance(root, MappingNode):
        received = "a list" if isinstance(root, SequenceNode) else _describe_scalar(root)
        doc.problems.append(
            (
                _mark(root.start_mark),
                "a scenario must be a mapping of keys such as title: and job: at the top, got "
                f"{received}",
            )
        )
        return doc
    doc.data = _Builder(doc, loader.refused_nodes).build(root, ())
    doc.complete = True
    return doc


def _syntax(error: yaml.MarkedYAMLError) -> str:
    """PyYAML's problem and context in one line: ``invalid YAML: <problem> (<context> at …)``."""
    problem = error.problem or "cannot parse"
    if problem == "but found another document":
        return (
            "invalid YAML: a scenario is a single YAML document, but a second one starts here; "
            "remove this --- line and what follows, or put it in its own file"
        )
    context = ""
    if error.context and error.context_mark and error.context_mark is not error.problem_mark:
        at = _mark(error.context_mark)
        context = f" ({error.context} at line {at.line}, column {at.column})"
    return f"invalid YAML: {problem}{context}"


def _describe_scalar(node: Node) -> str:
    if isinstance(node, ScalarNode):
        value = resolve_plain(node.value) if node.style is None else node.value
        return describe_value(value)
    return "a value"  # pragma: no cover - only scalars, lists and mappings exist


def _position(text: str, offset: int) -> Mark:
    """1-based line and column of a character offset."""
    before = text[:offset]
    return Mark(before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1)


def _char(error: yaml.reader.ReaderError) -> str:
    code = error.character if isinstance(error.character, int) else ord(error.character)
    return f"the control character U+{code:04X}, which YAML does not allow"


class _Builder:
    def __init__(self, doc: YamlDocument, refused_nodes: set[int]) -> None:
        self.doc = doc
        self.refused_nodes = refused_nodes

    def refuse(self, path: Path, mark: Mark, message: str) -> None:
        self.doc.problems.append((mark, _prefix(path) + message))
        self.doc.refused.add(path)

    def build(self, node: Node, path: Path) -> Any:
        self.doc.value_marks.setdefault(path, _mark(node.start_mark))
        if id(node) in self.refused_nodes:
            self.doc.refused.add(path)
            return None
        if isinstance(node, MappingNode):
            return self.build_mapping(node, path)
        if isinstance(node, SequenceNode):
            return [self.build(item, (*path, i)) for i, item in enumerate(node.value)]
        assert isinstance(node, ScalarNode)
        if node.style is not None:  # quoted or block scalar: always text
            return str(node.value)
        trap = yaml11_trap(node.value)
        if trap is not None:
            self.refuse(path, _mark(node.start_mark), trap)
            return node.value
        unsigned = node.value.lstrip("+-")
        if unsigned.startswith("0x"):
            digits = sum(c in "0123456789abcdefABCDEF" for c in unsigned[2:])
        else:
            digits = sum(c.isdigit() for c in unsigned)
        if digits > MAX_NUMBER_DIGITS and _NUMBER_LIKE.fullmatch(node.value):
            self.refuse(
                path,
                _mark(node.start_mark),
                f"a number of {digits} digits is far beyond any plausible value (at most "
                f"{MAX_NUMBER_DIGITS} digits; write an exponent, e.g. 1e12)",
            )
            return None
        return resolve_plain(node.value)

    def build_mapping(self, node: MappingNode, path: Path) -> dict[str, Any]:
        result: dict[str, Any] = {}
        first_seen: dict[str, Mark] = {}
        for key_node, value_node in node.value:
            key_mark = _mark(key_node.start_mark)
            if id(key_node) in self.refused_nodes:
                continue
            if not isinstance(key_node, ScalarNode):
                kind = "a list" if isinstance(key_node, SequenceNode) else "a mapping"
                self.doc.problems.append(
                    (key_mark, f"{_prefix(path)}a key must be text, got {kind}")
                )
                continue
            key: Any = key_node.value
            if key_node.style is None:
                trap = yaml11_trap(key)
                if trap is not None:
                    self.refuse((*path, key), key_mark, trap)
                    self.doc.refused_keys.add((*path, key))
                else:
                    key = resolve_plain(key)
            if not isinstance(key, str):
                self.doc.problems.append(
                    (key_mark, f"{_prefix(path)}a key must be text, got {describe_value(key)}")
                )
                continue
            key_path = (*path, key)
            if key in first_seen:
                first = first_seen[key]
                self.doc.problems.append(
                    (
                        key_mark,
                        f"{format_path(key_path)}: duplicate key; it was first given at line "
                        f"{first.line}, column {first.column}; keep one of them",
                    )
                )
                continue
            first_seen[key] = key_mark
            self.doc.key_marks[key_path] = key_mark
            result[key] = self.build(value_node, key_path)
        return result
