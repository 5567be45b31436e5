"""The one Jinja environment the reports render in: strict, Markdown-aware, overridable.

* Templates come from the user's ``--templates DIR`` first (file by file), then from the
  package ``reportgen.templates`` (read with :mod:`importlib.resources`, so an installed
  reportgen finds them from any working directory).
* Undefined variables are errors (:class:`jinja2.StrictUndefined`), reported as
  :class:`~reportgen.errors.TemplateError` naming the template, the line and the variable.
* Escaping fails closed. Jinja's HTML autoescaping is off (the output is Markdown), and in its
  place every string that reaches the output is escaped for Markdown and HTML unless it is
  :class:`Markdown`, which only the filters in :data:`FILTERS` return. So scenario text stays
  escaped through ``|lower``, ``~`` or ``|format`` (they return plain strings), and a user's
  template folder cannot print it raw by forgetting the ``md`` filter. A template marks its own
  literal Markdown with ``|markdown``, which still escapes scenario text.
* Formatting filters are registered by name; see :data:`FILTERS`.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.resources
import math
import re
from collections.abc import Callable, Iterable, Iterator, Sized
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from ..errors import TemplateError, UsageError
from .markdown import ScenarioText, code_block, code_span, escape, escape_block, file_span

if TYPE_CHECKING:
    from importlib.abc import Traversable

    import jinja2

__all__ = [
    "FILTERS",
    "PACKAGE",
    "TEMPLATE_SUFFIXES",
    "Markdown",
    "make_environment",
    "render",
    "template_sources",
    "templates_digest",
]

PACKAGE = "reportgen.templates"
TEMPLATE_SUFFIXES = (".j2", ".md")


# --- filters -----------------------------------------------------------------------------------


def _significant(x: float, digits: int = 3) -> str:
    """``x`` to ``digits`` significant digits with thousands separators, no exponent."""
    if x == 0 or not math.isfinite(x):
        return "0" if x == 0 else str(x)
    magnitude = math.floor(math.log10(abs(x)))
    decimals = max(digits - 1 - magnitude, 0)
    return f"{x:,.{decimals}f}"


def num(x: float, digits: int = 3) -> str:
    """A plain number: ``3943.6`` → ``3,944``; ``0.0412`` → ``0.0412`` (``digits`` significant)."""
    return _significant(float(x), digits)


def integer(x: float) -> str:
    return f"{round(float(x)):,}"


def seconds(x: float) -> str:
    """``3943.6`` → ``3,944 s``; below 100 s one decimal (``16.5 s``)."""
    x = float(x)
    return f"{x:,.0f} s" if abs(x) >= 100 else f"{x:,.1f} s"


def _round_or_significant(x: float) -> str:
    """Whole numbers as such (``9``), others to 3 significant digits (``65.7``)."""
    if abs(x - round(x)) < 1e-9 * max(1.0, abs(x)):
        return f"{round(x):,}"
    return _significant(x)


def minutes(x: float) -> str:
    """Seconds as minutes: ``3943.6`` → ``65.7 min``, ``840`` → ``14 min``."""
    return f"{_round_or_significant(float(x) / 60.0)} min"


def hours(x: float) -> str:
    """Seconds as hours: ``32400`` → ``9 h``."""
    return f"{_round_or_significant(float(x) / 3600.0)} h"


def instant(x: float) -> str:
    """A time on a short timeline, in seconds without the unit: ``16.5``, ``120``."""
    return f"{float(x):,.1f}".rstrip("0").rstrip(".")


def days(x: float) -> str:
    """A count of days (already in days): ``34.86`` → ``34.9 days``."""
    return f"{float(x):,.1f} days"


def duration(x: float) -> str:
    """Seconds in the unit a reader wants: ``45`` → ``45.0 s``, ``3944`` → ``3,944 s = 65.7 min``,
    ``32400`` → ``9 h``, ``2.6e6`` → ``30.0 days``."""
    x = float(x)
    if not math.isfinite(x):
        return "never"
    if abs(x) < 120:
        return seconds(x)
    if abs(x) < 7200:
        return f"{seconds(x)} = {minutes(x)}"
    if abs(x) < 3 * 86400:
        return hours(x)
    return days(x / 86400.0)


def pct(x: float, decimals: int = 1) -> str:
    """A fraction as a percentage: ``0.148`` → ``14.8%``."""
    return f"{float(x) * 100:.{decimals}f}%"


def money(x: float) -> str:
    """Dollars: ``514042.3`` → ``$514,042``; below $1,000 with cents (``$690.33``)."""
    x = float(x)
    sign = "−" if x < 0 else ""
    return f"{sign}${abs(x):,.0f}" if abs(x) >= 1000 else f"{sign}${abs(x):,.2f}"


def usd_rate(x: float, decimals: int = 3) -> str:
    """A price per GPU-hour without its unit: ``2.7886`` → ``$2.789``."""
    return f"${float(x):,.{decimals}f}"


def ratio(x: float) -> str:
    """``3.2`` → ``3.20×``."""
    return f"{float(x):.2f}×"


def size(x: float) -> str:
    """Bytes: ``1.4e12`` → ``1.4 TB`` (the scenario format's own units)."""
    from ..scenario.units import format_quantity

    return format_quantity(float(x), "size")


def bandwidth(x: float) -> str:
    """Bytes per second: ``9.33e10`` → ``93.3 GB/s``."""
    from ..scenario.units import format_quantity

    return format_quantity(float(x), "bandwidth")


def steps(n: float) -> str:
    n = round(float(n))
    return f"{n:,} step" if n == 1 else f"{n:,} steps"


_URL = re.compile(r"https?://[^\s<>\"'`]+$")


def source_link(text: str) -> str:
    """A catalog source, ``"Title, https://…"``, as a Markdown link; other text escaped."""
    title, _, url = str(text).rpartition(", ")
    if not title or _URL.match(url) is None:
        return escape(text)
    href = url.replace("(", "%28").replace(")", "%29").replace("|", "%7C")
    return f"[{escape(title)}]({href})"


def yes_no(x: object) -> str:
    return "yes" if x else "no"


def label(name: str) -> str:
    """An identifier for people: ``on_demand`` → ``on-demand``, ``at_notice`` → ``save at the
    notice``."""
    return {
        "on_demand": "on-demand",
        "spot": "spot",
        "baseline": "single writer",
        "sharded": "sharded",
        "sharded_async": "sharded + async",
        "at_notice": "save at the notice",
        "before_kill": "save just before the kill",
        "two_tier": "two-tier",
        "shared-filesystem-bandwidth": "shared-filesystem bandwidth",
        "background-write": "filesystem write time",
    }.get(str(name), str(name).replace("_", " "))


class Markdown(str):
    """Text that is already Markdown: the environment prints it as it is."""

    __slots__ = ()


def markdown(text: object) -> str:
    """Mark a template's own literal Markdown (``"**keep**"|markdown``) as safe; scenario text
    is escaped all the same."""
    if isinstance(text, ScenarioText):
        return escape(text)
    return str(text)


def join(items: Iterable[object], separator: str = "") -> str:
    """Jinja's ``join``, failing closed: an item that is not :class:`Markdown` is escaped."""
    sep = escape(separator) if isinstance(separator, ScenarioText) else separator
    return sep.join(item if isinstance(item, Markdown) else escape(str(item)) for item in items)


def table_rule(headers: Sized) -> str:
    """The delimiter row of a Markdown table with one column per header: ``|---|---|``."""
    return "|" + "---|" * len(headers)


def sweep_value(x: float, dimension: str) -> str:
    """A swept value in its dimension's unit, as ``reportgen sweep`` shows it: ``4,096``,
    ``9 h``."""
    from ..sweep.core import show

    return show(float(x), dimension)


def _unbounded(text: str, function: Callable[..., str]) -> Callable[..., str]:
    """``function``, printing ``text`` for an infinite value (a plan that never finishes)."""

    @functools.wraps(function)
    def wrapper(x: float, *args: Any, **kwargs: Any) -> str:
        if isinstance(x, float) and math.isinf(x):
            return text
        return function(x, *args, **kwargs)

    return wrapper


def _marked(function: Callable[..., str]) -> Callable[..., Markdown]:
    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Markdown:
        return Markdown(function(*args, **kwargs))

    return wrapper


_FILTERS: dict[str, Callable[..., str]] = {
    "md": escape,
    "md_escape": escape,
    "md_block": escape_block,
    "code": code_span,
    "code_block": code_block,
    "file": file_span,
    "num": _unbounded("unbounded", num),
    "int": integer,
    "seconds": _unbounded("never", seconds),
    "minutes": _unbounded("never", minutes),
    "hours": _unbounded("never", hours),
    "days": _unbounded("never", days),
    "duration": duration,
    "pct": _unbounded("unbounded", pct),
    "money": _unbounded("unbounded", money),
    "usd": _unbounded("unbounded", usd_rate),
    "ratio": _unbounded("unbounded", ratio),
    "size": _unbounded("unbounded", size),
    "bandwidth": bandwidth,
    "steps": steps,
    "t": instant,
    "source_link": source_link,
    "yes_no": yes_no,
    "label": label,
    "markdown": markdown,
    "join": join,
    "table_rule": table_rule,
    "sweep_value": sweep_value,
}

FILTERS: dict[str, Callable[..., Markdown]] = {
    name: _marked(function) for name, function in _FILTERS.items()
}
"""Every filter a template may use, by name; each returns :class:`Markdown`."""


def _finalize(value: Any) -> Any:
    """Fail closed: print :class:`Markdown` and numbers as they are, escape everything else."""
    if isinstance(value, Markdown):
        return value
    if isinstance(value, bool | int | float):
        return value
    return escape(str(value))


# --- loading -----------------------------------------------------------------------------------


def _walk(root: Traversable, prefix: str = "") -> Iterator[tuple[str, Traversable]]:
    for entry in sorted(root.iterdir(), key=lambda e: e.name):
        name = f"{prefix}{entry.name}"
        if entry.is_dir():
            if not entry.name.startswith(("_", ".")):
                yield from _walk(entry, f"{name}/")
        elif entry.name.endswith(TEMPLATE_SUFFIXES):
            yield name, entry


def _package_root() -> Traversable:
    """The shipped templates: the installed package ``reportgen.templates`` or, when reportgen
    runs from a source checkout (``python -m reportgen`` inside the repository, where
    ``templates/`` is not yet mapped into the package), the checkout's ``templates/`` folder."""
    try:
        return importlib.resources.files(PACKAGE)
    except ModuleNotFoundError:
        checkout = Path(__file__).resolve().parents[2] / "templates"
        if (checkout / "report.md.j2").is_file():
            return checkout
        raise TemplateError(
            f"reportgen's templates are missing ({PACKAGE} is not installed and there is no "
            f"{checkout}): reinstall reportgen"
        ) from None


def _check_dir(templates: Path | None) -> None:
    if templates is not None and not templates.is_dir():
        raise UsageError(f"--templates {templates}: not a directory")


def template_sources(templates: Path | None = None) -> dict[str, bytes]:
    """Every template the environment can load, by name, the user's overriding the package's."""
    _check_dir(templates)
    sources = {name: entry.read_bytes() for name, entry in _walk(_package_root())}
    if templates is not None:
        for path in sorted(templates.rglob("*")):
            if path.is_file() and path.name.endswith(TEMPLATE_SUFFIXES):
                sources[path.relative_to(templates).as_posix()] = path.read_bytes()
    return sources


def templates_digest(templates: Path | None = None) -> str:
    """SHA-256 over the effective templates (names and bytes): part of every report's stamp."""
    digest = hashlib.sha256()
    for name, data in sorted(template_sources(templates).items()):
        digest.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    return digest.hexdigest()


def _package_source(template: str) -> tuple[str, str, Callable[[], bool]] | None:
    """A template shipped in ``reportgen.templates`` (Jinja ``FunctionLoader`` protocol)."""
    entry: Traversable = _package_root()
    for part in template.split("/"):
        if part in ("", ".", ".."):
            return None
        entry = entry.joinpath(part)
    if not entry.is_file():
        return None
    return entry.read_text(encoding="utf-8"), f"<reportgen.templates>/{template}", lambda: True


def make_environment(templates: Path | None = None) -> jinja2.Environment:
    """The strict environment; ``templates`` (a directory) overrides package templates by name."""
    import jinja2

    _check_dir(templates)
    loaders: list[jinja2.BaseLoader] = []
    if templates is not None:
        loaders.append(jinja2.FileSystemLoader(str(templates), encoding="utf-8"))
    loaders.append(jinja2.FunctionLoader(_package_source))
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        finalize=_finalize,
        auto_reload=False,
    )
    env.filters.update(FILTERS)
    return env


# --- rendering ---------------------------------------------------------------------------------


def _template_frame(tb: TracebackType | None) -> tuple[str, int] | None:
    """The innermost traceback frame that belongs to a template: ``(template file, line)``."""
    found = None
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        # Jinja rewrites a template's frames to point at the template (file and line) and marks
        # their globals with the exception.
        if "__jinja_exception__" in tb.tb_frame.f_globals or filename.endswith(TEMPLATE_SUFFIXES):
            found = (filename, tb.tb_lineno)
        tb = tb.tb_next
    return found


def _shown(filename: str) -> str:
    return filename.removeprefix("<reportgen.templates>/")


def render(env: jinja2.Environment, name: str, context: dict[str, Any]) -> str:
    """Render template ``name``; any template problem becomes a located :class:`TemplateError`."""
    import jinja2

    try:
        return env.get_template(name).render(context)
    except jinja2.TemplateNotFound as exc:
        raise TemplateError(f"template not found: {exc.name} (needed by {name})") from None
    except jinja2.TemplateSyntaxError as exc:
        where = exc.filename or exc.name or name
        raise TemplateError(
            f"{_shown(where)}:{exc.lineno}: template syntax error: {exc.message}"
        ) from None
    except jinja2.UndefinedError as exc:
        frame = _template_frame(exc.__traceback__)
        where = f"{_shown(frame[0])}:{frame[1]}" if frame else name
        raise TemplateError(
            f"{where}: undefined variable: {exc.message} (rendering {name})"
        ) from None
    except Exception as exc:
        # Anything else raised by template code (a filter given a wrong value, a division by
        # zero): still the template's problem, reported where it is. Chained for debugging.
        frame = _template_frame(exc.__traceback__)
        if frame is None:
            raise
        what = exc if isinstance(exc, jinja2.TemplateError) else f"{type(exc).__name__}: {exc}"
        raise TemplateError(f"{_shown(frame[0])}:{frame[1]}: {what} (rendering {name})") from exc
