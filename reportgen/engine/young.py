"""Young's first-order checkpoint model.

[1] J. W. Young, "A first order approximation to the optimum checkpoint interval",
    Communications of the ACM 17(9):530–531, 1974. doi:10.1145/361147.361115
"""

from __future__ import annotations

import math

from . import assumptions as A
from .calc import Calc, fmt

__all__ = ["first_order_waste", "goodput_from_overhead", "young_interval"]


def young_interval(checkpoint_s: float, mtbf_s: float) -> Calc:
    """Young's optimum compute interval between checkpoints, ``T* = sqrt(2·C·M)`` [s].

    Parameters
    ----------
    checkpoint_s : time the training loop is blocked by one checkpoint, C [s]
    mtbf_s : mean time between job-killing failures, M [s]
    """
    interval_s = math.sqrt(2.0 * checkpoint_s * mtbf_s)
    return Calc(
        name="young_interval",
        value=interval_s,
        unit="s",
        formula="T* = sqrt(2·C·M)",
        substitution=(
            f"sqrt(2 × {fmt(checkpoint_s)} s × {fmt(mtbf_s)} s)"
            f" = sqrt({fmt(2.0 * checkpoint_s * mtbf_s)} s²) = {fmt(interval_s)} s"
        ),
        assumptions=(A.EXPONENTIAL_FAILURES, A.UNIFORM_LOSS),
    )


def first_order_waste(
    checkpoint_s: float,
    interval_s: float,
    restart_s: float,
    mtbf_s: float,
    background_s: float = 0.0,
) -> Calc:
    """First-order overhead per unit of useful work, ``C/T + (T/2 + W + R)/M`` [fraction].

    ``C/T`` is the time spent checkpointing; each failure (one per ``M`` on average) loses half
    an interval of work, plus ``W`` when checkpoints become durable only ``W`` after the
    snapshot (asynchronous writes; ``W = 0`` for synchronous ones), plus the restart ``R``.
    """
    checkpointing = checkpoint_s / interval_s
    per_failure_s = interval_s / 2.0 + background_s + restart_s
    waste = checkpointing + per_failure_s / mtbf_s
    if background_s:
        formula = "w = C/T + (T/2 + W + R)/M"
        middle = f"({fmt(interval_s)}/2 + {fmt(background_s)} + {fmt(restart_s)})"
    else:
        formula = "w = C/T + (T/2 + R)/M"
        middle = f"({fmt(interval_s)}/2 + {fmt(restart_s)})"
    return Calc(
        name="first_order_waste",
        value=waste,
        unit="fraction",
        formula=formula,
        substitution=(
            f"{fmt(checkpoint_s)}/{fmt(interval_s)} + {middle}/{fmt(mtbf_s)}"
            f" = {checkpointing:.4f} + {per_failure_s / mtbf_s:.4f} = {waste:.4f}"
        ),
        assumptions=(A.EXPONENTIAL_FAILURES, A.UNIFORM_LOSS),
    )


def goodput_from_overhead(overhead: float) -> float:
    """Goodput = useful time ÷ wall time = ``1/(1 + overhead)`` (see ``GOODPUT_DEFINITION``)."""
    return 1.0 / (1.0 + overhead)
