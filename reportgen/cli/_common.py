"""Helpers shared by the command modules: JSON output, quantities, progress bars."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..errors import UsageError

if TYPE_CHECKING:  # not imported at run time: `reportgen lint` does not need it
    from ..scenario.units import Dimension

__all__ = [
    "CLUSTERS",
    "STRATEGIES",
    "WARNING_MODES",
    "dump_json",
    "no_blas_threads",
    "progress_bar",
    "quantity",
]

STRATEGIES = ("baseline", "sharded", "sharded_async")
CLUSTERS = ("on_demand", "spot")
WARNING_MODES = ("none", "at_notice", "before_kill")


BLAS_THREADS: str = "OPENBLAS_NUM_THREADS"
"""OpenBLAS's documented setting of its thread count, read once, when numpy loads it."""


@contextmanager
def no_blas_threads() -> Iterator[None]:
    """Import numpy inside this block with a one-thread BLAS, for a command that does no linear
    algebra (``simulate``: random draws and element-wise arithmetic only, its sums by
    ``np.einsum``, which does not call BLAS).

    numpy's OpenBLAS starts a pool of one thread per CPU when numpy is imported, whether or not
    anything ever calls it; starting those threads costs about 0.03–0.06 s of CPU on a two-CPU
    machine, a third of such a command's start-up. :data:`BLAS_THREADS` is set to 1 only when
    the user has not set it (their value is always kept) and numpy is not imported yet, and it
    is removed again when the block ends: OpenBLAS has read it by then, and neither a later
    command in the same process nor a child process (``build``'s plot workers, whose matplotlib
    may use BLAS) sees it. Results do not depend on it: no BLAS routine runs on this path."""
    if BLAS_THREADS in os.environ or "numpy" in sys.modules:
        yield
        return
    os.environ[BLAS_THREADS] = "1"
    try:
        yield
    finally:
        os.environ.pop(BLAS_THREADS, None)


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
