"""Caches keyed on a scenario must follow the fit files it names (a cache may only ever make a
run faster): a new fit is a new plan, and the fitted Weibull shape survives a cached run."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _plan(scenario: Path, cache: Path) -> dict:  # type: ignore[type-arg]
    env = {**os.environ, "REPORTGEN_CACHE_DIR": str(cache)}
    proc = subprocess.run(
        [sys.executable, "-m", "reportgen", "plan", str(scenario), "--format", "json"],
        capture_output=True,
        text=True,
        check=False,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)  # type: ignore[no-any-return]


def test_a_cached_plan_follows_its_fit_file_and_keeps_the_weibull_check(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    fit = tmp_path / "logs" / "h100-cluster-60d.fit.json"
    shutil.copy(ROOT / "inputs" / "logs" / "h100-cluster-60d.fit.json", fit)
    scenario = tmp_path / "fitted.yaml"
    shutil.copy(ROOT / "inputs" / "h100-fitted-log.yaml", scenario)
    cache = tmp_path / "cache"

    first = _plan(scenario, cache)
    again = _plan(scenario, cache)  # from the cache
    assert again == first
    assert first.get("weibull_check"), "the fit rejects the exponential: the plan is checked"

    data = json.loads(fit.read_text("utf-8"))
    for key in ("estimate", "low", "high"):
        data["capacities"]["on_demand"]["mtbf_s"][key] *= 2
    fit.write_text(json.dumps(data), "utf-8")
    changed = _plan(scenario, cache)
    mtbf = changed["facts"]["clusters"]["on_demand"]["mtbf_s"]
    assert mtbf == first["facts"]["clusters"]["on_demand"]["mtbf_s"] * 2
