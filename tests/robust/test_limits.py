"""Options that would make a run take forever or exhaust memory are capped or refused, with a
message, never a hang."""

from __future__ import annotations

from pathlib import Path

import pytest

from reportgen.cli import main
from reportgen.lint.api import available_cpus

from .conftest import EXERCISE


@pytest.mark.parametrize("trials", ["1e8", "100000000", "0", "2.5", "nan", "lots"])
def test_simulate_refuses_absurd_trial_counts(
    trials: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["simulate", str(EXERCISE), "--trials", trials])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "--trials" in err and "Traceback" not in err


def test_simulate_accepts_trials_in_exponent_notation(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", str(EXERCISE), "--trials", "2e2", "--format", "json"]) == 0
    assert '"trials": 200' in capsys.readouterr().out


def test_more_jobs_than_cpus_are_capped_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REPORTGEN_CACHE_DIR", "")
    doc = tmp_path / "doc.md"
    doc.write_text("# Design\n\nNothing yet.\n")
    cpus = available_cpus()
    main(["lint", str(doc), "-j", str(cpus + 1000)])
    err = capsys.readouterr().err
    assert f"--jobs {cpus + 1000} is more than the {cpus} CPU" in err
    assert f"using {cpus}" in err
    code = main(["grade", str(doc), "--scenario", str(EXERCISE), "--jobs", "100000"])
    assert code == 0
    assert "--jobs 100000 is more than" in capsys.readouterr().err
