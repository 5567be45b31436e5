"""Young (1974) against the exercise's hand arithmetic."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reportgen.engine.young import first_order_waste, goodput_from_overhead, young_interval

# Hand arithmetic for the exercise: T* = sqrt(2 × 240 s × 32,400 s) = sqrt(15,552,000 s²).
# 3943.60² = 15,551,981 and 3943.61² = 15,552,060, so T* = 3943.60 s to the hundredth.
EXERCISE_T_STAR_S = 3943.60


def test_exercise_on_demand_interval_in_seconds_minutes_and_steps() -> None:
    t = young_interval(240.0, 32_400.0)
    assert t.value == pytest.approx(EXERCISE_T_STAR_S, abs=0.01)
    assert t.value / 60 == pytest.approx(65.73, abs=0.005)  # 3943.60 / 60
    assert round(t.value / 0.9) == 4382  # 3943.60 / 0.9 = 4381.8
    assert "sqrt(2 × 240 s × 32,400 s)" in t.substitution
    assert t.formula == "T* = sqrt(2·C·M)"
    assert {a.id for a in t.assumptions} >= {"exponential-failures"}


@pytest.mark.parametrize(
    ("checkpoint_s", "mtbf_s", "hand_value_s"),
    [
        (15.0, 32_400.0, 985.90),  # sharded: sqrt(972,000); 985.90² = 971,999
        (1.5, 32_400.0, 311.77),  # sharded + async: sqrt(97,200); 311.77² = 97,200.5
        (240.0, 2_700.0, 1138.42),  # spot, single writer: sqrt(1,296,000); 1138.42² = 1,295,999
    ],
)
def test_exercise_variants(checkpoint_s: float, mtbf_s: float, hand_value_s: float) -> None:
    assert young_interval(checkpoint_s, mtbf_s).value == pytest.approx(hand_value_s, abs=0.01)


def test_first_order_waste_at_exercise_optimum() -> None:
    # 240/3943.60 = 0.060858; (1971.80 + 840)/32,400 = 0.086784; sum 0.147642.
    w = first_order_waste(240.0, EXERCISE_T_STAR_S, 840.0, 32_400.0)
    assert w.value == pytest.approx(0.147642, abs=2e-6)
    assert w.formula == "w = C/T + (T/2 + R)/M"
    # Goodput as useful ÷ wall = 1/(1.147642) = 0.87135; the 1 − w convention would give 0.8524.
    assert goodput_from_overhead(w.value) == pytest.approx(0.87135, abs=1e-5)


def test_async_first_order_charges_the_background_write_per_failure() -> None:
    # 1.5/311.77 + (155.885 + 15 + 840)/32,400 = 0.0048112 + 0.0312002 = 0.0360114
    w = first_order_waste(1.5, 311.77, 840.0, 32_400.0, background_s=15.0)
    assert w.value == pytest.approx(0.0360114, abs=2e-6)
    assert "W" in w.formula


def test_young_optimum_minimises_the_first_order_waste() -> None:
    t_star = young_interval(240.0, 32_400.0).value
    at = first_order_waste(240.0, t_star, 840.0, 32_400.0).value
    for factor in (0.9, 0.99, 1.01, 1.1):
        assert first_order_waste(240.0, t_star * factor, 840.0, 32_400.0).value > at


positive = st.floats(min_value=1e-3, max_value=1e6, allow_nan=False, allow_infinity=False)


@given(positive, positive, st.floats(min_value=1.01, max_value=100))
def test_young_grows_with_checkpoint_cost_and_mtbf(c: float, m: float, k: float) -> None:
    base = young_interval(c, m).value
    assert young_interval(c * k, m).value > base
    assert young_interval(c, m * k).value > base
    assert math.isclose(young_interval(c * k, m).value, base * math.sqrt(k), rel_tol=1e-12)
