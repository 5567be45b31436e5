"""``reportgen grade`` end to end, through the command line's own error handling."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

import pytest

import reportgen.cli as cli

from .conftest import EXERCISE

FIXTURE = Path(__file__).parent / "fixtures" / "good.md"


@pytest.fixture
def batch(tmp_path):
    subs = tmp_path / "subs"
    (subs / "alice").mkdir(parents=True)
    (subs / "bob").mkdir()
    shutil.copy(FIXTURE, subs / "alice" / "answer.md")
    (subs / "bob" / "answer.md").write_text("# Notes\n\nI ran out of time.\n")
    (subs / "empty.md").write_bytes(b"")
    (subs / "ignored.png").write_bytes(b"\x89PNG")
    return subs


def run(capsys, *args):
    code = cli.main(["grade", *map(str, args), "--scenario", str(EXERCISE)])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_lines_in_input_order(capsys, batch):
    code, out, err = run(capsys, batch)
    assert code == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert [Path(r["path"]).relative_to(batch).as_posix() for r in rows] == [
        "alice/answer.md",
        "bob/answer.md",
        "empty.md",
    ]
    assert rows[0]["score"] > 80 and rows[0]["status"] == "graded"
    assert rows[2]["status"] == "rejected"
    assert "empty.md: not graded: the file is empty" in err


def test_single_file_json_is_one_object(capsys):
    code, out, _ = run(capsys, FIXTURE)
    data = json.loads(out)
    assert code == 0 and data["max_score"] == 100 and set(data["questions"]) >= {"q1", "q7"}


def test_jobs_give_identical_output(capsys, batch):
    _, one, _ = run(capsys, batch, "--jobs", "1")
    _, two, _ = run(capsys, batch, "--jobs", "2")
    assert one == two


def test_gradescope_files(capsys, batch, tmp_path):
    out_dir = tmp_path / "out"
    code, _, _ = run(capsys, batch, "--format", "gradescope", "--out", out_dir)
    assert code == 0
    written = sorted(p.relative_to(out_dir).as_posix() for p in out_dir.rglob("results.json"))
    assert written == [
        "alice__answer/results.json",
        "bob__answer/results.json",
        "empty/results.json",
    ]
    data = json.loads((out_dir / "alice__answer" / "results.json").read_text())
    assert data["max_score"] == 100 and len(data["tests"]) == 9
    single = tmp_path / "single"
    run(capsys, FIXTURE, "--format", "gradescope", "--out", single)
    assert json.loads((single / "results.json").read_text())["score"] == data["score"]


def test_csv_and_markdown(capsys, batch, tmp_path):
    code, out, _ = run(capsys, batch, "--format", "csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert code == 0 and len(rows) == 3 and rows[0]["q1"]
    md = tmp_path / "md"
    run(capsys, batch, "--format", "markdown", "--out", md)
    assert sorted(p.name for p in md.iterdir()) == [
        "alice__answer.feedback.md",
        "bob__answer.feedback.md",
        "empty.feedback.md",
    ]


def test_output_is_byte_identical_between_runs(capsys, batch, tmp_path):
    for n in (1, 2):
        run(capsys, batch, "--format", "markdown", "--out", tmp_path / f"r{n}")
    for f in (tmp_path / "r1").iterdir():
        assert f.read_bytes() == (tmp_path / "r2" / f.name).read_bytes()


def test_bad_rubric_exits_2_with_location(capsys, tmp_path):
    rubric = tmp_path / "r.yaml"
    rubric.write_text("rubric: 1\nparts:\n  - id: q1\n    pointz: 3\n")
    code, out, err = run(capsys, FIXTURE, "--rubric", rubric)
    assert code == 2 and out == ""
    assert f"{rubric}:4:5: parts[0].pointz: unknown key" in err
    assert "Traceback" not in err


def test_missing_input_and_bad_scenario_exit_2(capsys, tmp_path):
    code, _, err = run(capsys, tmp_path / "nope.md")
    assert code == 2 and "no such file" in err
    bad = tmp_path / "s.yaml"
    bad.write_text("title: x\n")
    code = cli.main(["grade", str(FIXTURE), "--scenario", str(bad)])
    assert code == 2
