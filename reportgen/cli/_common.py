"""Helpers shared by the command modules: JSON output, quantities, progress bars."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..errors import UsageError

if TYPE_CHECKING:  # not imported at run time: `reportgen lint` does not need it
    from ..scenario.units import Dimension

__all__ = ["CLUSTERS", "STRATEGIES", "WARNING_MODES", "dump_json", "progress_bar", "quantity"]

STRATEGIES = ("baseline", "sharded", "sharded_async")
CLUSTERS = ("on_demand", "spot")
WARNING_MODES = ("none", "at_notice", "before_kill")


def dump_json(data: Any) -> str:
    """Indented JSON with a trailing newline; NaN and infinity are refused (not JSON)."""
    return json.dumps(data, indent=2, allow_nan=False) + "\n"


def quantity(option: str, text: str | None, dimension: Dimension) -> float | None:
    """Parse an option value with a unit (``"9 h"``), naming the option in the error."""
    if text is None:
        return None
    from ..scenario import parse_quantity

    try:
        return parse_quantity(text, dimension)
    except ValueError as exc:
        raise UsageError(f"{option}: {exc}") from None


def progress_bar(
    total_hint: int, desc: str, unit: str
) -> tuple[Callable[[int, int], None] | None, Callable[[], None]]:
    """A progress bar on stderr when it is a terminal; ``(None, no-op)`` otherwise."""
    if not sys.stderr.isatty():
        return None, lambda: None
    from tqdm import tqdm

    bar = tqdm(total=total_hint, unit=unit, desc=desc, leave=False, file=sys.stderr)

    def update(done: int, total: int) -> None:
        if total and bar.total != total:
            bar.total = total
        bar.n = done
        bar.refresh()

    return update, bar.close
