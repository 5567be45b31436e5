"""Issue 14, start-up: each command imports what its path needs, and analyses only what it asks.

Tests assert what is imported and what is printed, never a time (``benchmarks/startup.py``
measures the CPU time). A scenario's validated facts (``simulate``) and ``plan``'s output are
kept by content in the checked cache: the second run of a command on an unchanged file imports
neither the scenario loader nor PyYAML, prints the same bytes as a run with the cache off, and an
edited file is read again. No command imports pydantic: scenarios are validated by plain code.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from reportgen.engine.analysis import analyse
from reportgen.engine.montecarlo import plan_to_simulate
from reportgen.engine.simulate import percentiles
from reportgen.scenario import load_scenario
from reportgen.scenario.cache import facts_from_dict, facts_to_dict, load_facts

REPO = Path(__file__).resolve().parents[2]
INPUTS = sorted((REPO / "inputs").glob("*.yaml"))
FITTED = sorted((REPO / "inputs" / "logs").glob("*.yaml"))

_RUN = (
    "import json, sys\n"
    "from reportgen.cli import main\n"
    "code = main(sys.argv[2:])\n"
    "with open(sys.argv[1], 'w') as f:\n"
    "    json.dump(sorted(sys.modules), f)\n"
    "sys.exit(code)\n"
)


def _reportgen(tmp_path: Path, *args: str, cache: str | None = None) -> tuple[str, set[str]]:
    """Run ``reportgen ARGS`` in a fresh interpreter: (standard output, modules imported)."""
    modules = tmp_path / "modules.json"
    env = {**os.environ, "REPORTGEN_CACHE_DIR": str(tmp_path / "cache") if cache is None else ""}
    done = subprocess.run(
        [sys.executable, "-c", _RUN, str(modules), *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout, set(json.loads(modules.read_text()))


def _top(modules: set[str]) -> set[str]:
    return {m.split(".")[0] for m in modules}


@pytest.mark.parametrize("output_format", ["json", "text"])
def test_plan_reads_an_unchanged_scenarios_output_without_the_engine_or_pydantic(
    tmp_path: Path, output_format: str
) -> None:
    scenario = tmp_path / "job.yaml"
    scenario.write_bytes((REPO / "inputs" / "spot-7b-finetune-aws.yaml").read_bytes())
    args = ("plan", str(scenario), "--format", output_format)
    first, first_modules = _reportgen(tmp_path, *args)
    assert "yaml" in _top(first_modules)  # the first run loads and analyses
    assert {"reportgen.scenario.loader", "reportgen.engine.analysis"} <= first_modules
    assert "pydantic" not in _top(first_modules)
    second, second_modules = _reportgen(tmp_path, *args)
    assert second == first
    assert not _top(second_modules) & {"pydantic", "yaml", "numpy", "jinja2", "markdown_it"}
    assert "reportgen.engine.analysis" not in second_modules
    assert "reportgen.scenario.loader" not in second_modules
    uncached, _ = _reportgen(tmp_path, *args, cache="off")
    assert uncached == first
    scenario.write_text(scenario.read_text("utf-8").replace("price:", "price: ", 1), "utf-8")
    same_facts, edited_modules = _reportgen(tmp_path, *args)
    assert "reportgen.scenario.loader" in edited_modules  # other bytes: loaded and analysed again
    assert same_facts == first
    scenario.write_text(
        (REPO / "inputs" / "exercise.yaml").read_text("utf-8").replace("9 h", "8 h", 1), "utf-8"
    )
    other, _ = _reportgen(tmp_path, *args)
    assert other != first


def test_simulate_reads_cached_facts_and_plans_only_what_it_simulates(tmp_path: Path) -> None:
    scenario = str(REPO / "inputs" / "exercise.yaml")
    args = ("simulate", scenario, "--cluster", "spot", "--warning", "at_notice", "--trials", "50")
    first, _ = _reportgen(tmp_path, *args)
    second, modules = _reportgen(tmp_path, *args)
    assert second == first
    assert not _top(modules) & {"pydantic", "yaml", "jinja2", "markdown_it"}
    # Neither the whole analysis (break-even values, two-tier search, filesystem share) nor
    # numpy.ma (np.percentile's masked-array check) is needed to simulate one plan.
    assert not modules & {
        "reportgen.engine.analysis",
        "reportgen.engine.feasible",
        "reportgen.engine.tiers",
        "reportgen.engine.spot",
        "numpy.ma",
        "reportgen.scenario.units",  # the digest of known bytes needs no fit reader
    }
    uncached, _ = _reportgen(tmp_path, *args, cache="off")
    assert uncached == first


def test_lint_with_a_named_scenario_does_not_import_numpy_or_pydantic(tmp_path: Path) -> None:
    doc = REPO / "tests" / "lint" / "documents" / "strong_headings.md"
    args = ("lint", "--format", "json", "--scenario", str(REPO / "inputs" / "exercise.yaml"))
    _reportgen(tmp_path, *args, str(doc))
    other = tmp_path / "other.md"
    other.write_text("# Checkpoints\n\nWe checkpoint every 30 minutes.\n", "utf-8")
    out, modules = _reportgen(tmp_path, *args, str(other))
    assert json.loads(out)["files"][0]["path"] == str(other)
    assert not _top(modules) & {"numpy", "pydantic", "yaml", "jinja2"}
    assert "reportgen.scenario.units" not in modules


@pytest.mark.parametrize("scenario", INPUTS + FITTED, ids=[p.stem for p in INPUTS + FITTED])
def test_cached_facts_are_the_loaders(
    scenario: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REPORTGEN_CACHE_DIR", str(tmp_path))
    expected = load_scenario(scenario).facts
    if b"{fit:" not in scenario.read_bytes():
        # A scenario naming fit files is loaded every time (its MTBFs carry the fitted Weibull
        # shape, which the JSON of this cache does not keep): no round trip to check.
        again = facts_from_dict(json.loads(json.dumps(facts_to_dict(expected))))
        assert repr(again) == repr(expected)
    assert repr(load_facts(scenario)) == repr(expected)  # computed and stored
    assert repr(load_facts(scenario)) == repr(expected)  # read back


def test_intervals_survive_the_facts_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REPORTGEN_CACHE_DIR", str(tmp_path))
    path = REPO / "inputs" / "logs" / "exercise-fitted.yaml"
    load_facts(path)
    mtbf = load_facts(path).on_demand.mtbf_s
    expected = load_scenario(path).facts.on_demand.mtbf_s
    assert type(mtbf).__name__ == "Uncertain"
    assert (mtbf.low, float(mtbf), mtbf.high) == (expected.low, float(expected), expected.high)  # type: ignore[attr-defined]


def test_a_damaged_or_foreign_facts_entry_is_not_believed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REPORTGEN_CACHE_DIR", str(tmp_path))
    path = REPO / "inputs" / "exercise.yaml"
    expected = repr(load_scenario(path).facts)
    load_facts(path)
    (entry,) = (tmp_path / "facts-v1").glob("*-*.json")
    entry.write_bytes(entry.read_bytes().replace(b"256", b"512"))  # breaks the HMAC
    assert repr(load_facts(path)) == expected
    import reportgen.cachedir

    monkeypatch.setattr(reportgen.cachedir, "code_digest", lambda: "0" * 64)
    calls: list[str] = []
    import reportgen.scenario.loader as loader

    original = loader.load_scenario_bytes

    def counting(data: bytes, shown: str) -> object:
        calls.append(shown)
        return original(data, shown)

    monkeypatch.setattr(loader, "load_scenario_bytes", counting)
    assert repr(load_facts(path)) == expected
    assert calls == [str(path)]  # other code: validated again


@pytest.mark.parametrize("scenario", INPUTS, ids=[p.stem for p in INPUTS])
def test_plan_to_simulate_is_the_analysis_plan(scenario: Path) -> None:
    facts = load_scenario(scenario).facts
    analysis = analyse(facts)
    for strategy in ("baseline", "sharded", "sharded_async"):
        for cluster in [c.name for c in facts.clusters]:
            plan, notice = plan_to_simulate(facts, strategy, cluster)
            assert repr(plan) == repr(analysis.plan(strategy, cluster))
            expected = analysis.warnings.get(strategy) if cluster == "spot" else None
            assert repr(notice) == repr(expected)


def test_percentiles_are_numpys() -> None:
    rng = np.random.default_rng(7)
    for size in [1, 2, 3, 10, 11, 200, 1001]:
        for _ in range(20):
            values = rng.exponential(size=size) * 40.0
            if size > 3:
                values[: size // 3] = values[0]  # ties
            qs = (0.0, 50.0, 90.0, float(rng.uniform(0.0, 100.0)), 100.0)
            expected = [float(x) for x in np.percentile(values, list(qs))]
            assert list(percentiles(values, qs)) == expected


def test_the_code_digest_follows_every_source_file(tmp_path: Path) -> None:
    from reportgen.cachedir import tree_digest

    package = tmp_path / "reportgen"
    (package / "engine").mkdir(parents=True)
    (package / "engine" / "exact.py").write_text("RATE = 1.0\n")
    (package / "data.yaml").write_text("a: 1\n")
    (package / "notes.txt").write_text("not code\n")
    first = tree_digest(package)
    (package / "notes.txt").write_text("still not code\n")
    assert tree_digest(package) == first
    (package / "engine" / "exact.py").write_text("RATE = 2.0\n")
    edited = tree_digest(package)
    assert edited != first
    (package / "engine" / "exact.py").rename(package / "engine" / "young.py")
    assert tree_digest(package) not in (first, edited)
    (package / "data.yaml").write_text("a: 2\n")
    assert tree_digest(package) not in (first, edited)


@pytest.mark.parametrize(
    "args",
    [
        ("plan", str(REPO / "inputs" / "exercise.yaml"), "--format", "json"),
        ("simulate", str(REPO / "inputs" / "exercise.yaml"), "--trials", "50"),
        (
            "lint",
            "--scenario",
            str(REPO / "inputs" / "exercise.yaml"),
            str(REPO / "tests" / "lint" / "documents" / "strong_headings.md"),
        ),
    ],
    ids=["plan", "simulate", "lint"],
)
def test_a_scenario_never_seen_is_validated_without_pydantic(
    tmp_path: Path, args: tuple[str, ...]
) -> None:
    """Issue 14: pydantic's import and model building were about half of a cold start."""
    done = subprocess.run(
        [sys.executable, "-c", _RUN, str(tmp_path / "modules.json"), *args],
        capture_output=True,
        text=True,
        cwd=REPO,
        env={**os.environ, "REPORTGEN_CACHE_DIR": ""},
    )
    assert done.returncode in (0, 1), done.stderr  # lint exits 1 on findings
    modules = set(json.loads((tmp_path / "modules.json").read_text()))
    assert "reportgen.scenario.loader" in modules
    assert "pydantic" not in _top(modules)
