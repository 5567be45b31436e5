"""The templates only print: no arithmetic or numeric decisions in them, and escaping that fails
closed whatever filter a (user's) template applies to scenario text."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import jinja2
import jinja2.nodes as nodes
import pytest
from buildkit import EXERCISE, ROOT, Run, copy_scenario

from reportgen.report.environment import make_environment

TEMPLATES = sorted((ROOT / "templates").rglob("*.j2"))
ARITHMETIC = (
    nodes.Add,
    nodes.Sub,
    nodes.Mul,
    nodes.Div,
    nodes.FloorDiv,
    nodes.Mod,
    nodes.Pow,
    nodes.Neg,
)
ORDERING = {"gt", "lt", "gteq", "lteq"}


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_templates_compute_nothing(path: Path) -> None:
    # Every number and every numeric decision comes from the engine or report/context.py,
    # where it is typed, tested and shared with the linter; a template only formats it.
    ast = jinja2.Environment().parse(path.read_text(encoding="utf-8"))
    arithmetic = [f"line {n.lineno}: {type(n).__name__}" for n in ast.find_all(ARITHMETIC)]
    decisions = [
        f"line {n.lineno}: comparison"
        for n in ast.find_all(nodes.Compare)
        if any(op.op in ORDERING for op in n.ops)
    ]
    assert not arithmetic + decisions


def test_the_check_has_teeth() -> None:
    ast = jinja2.Environment().parse("{{ (a / 86400)|days }}{% if b > 1 %}x{% endif %}")
    assert list(ast.find_all(ARITHMETIC)) and list(ast.find_all(nodes.Compare))


HOSTILE = "<b>x</b> *y* my_plan"


@pytest.mark.parametrize(
    "expression",
    [
        "{{ title|lower }}",
        "{{ title|upper }}",
        "{{ title ~ '!' }}",
        "{{ '%s'|format(title) }}",
        "{{ title|replace('x', 'z') }}",
        "{{ [title]|join(', ') }}",
        "{{ title|trim }}",
        "{{ title|markdown }}",
    ],
)
def test_escaping_fails_closed(expression: str) -> None:
    from reportgen.report.markdown import ScenarioText

    env = make_environment()
    out = env.from_string(expression).render(title=ScenarioText(HOSTILE))
    assert "<b>" not in out and "<B>" not in out
    assert "*y*" not in out and "*Y*" not in out


def test_template_markdown_is_kept() -> None:
    env = make_environment()
    assert env.from_string("{{ '**keep**'|markdown }}").render() == "**keep**"
    assert env.from_string("{{ xs|map('md')|join(' | ') }}").render(xs=["a", "b"]) == "a | b"


def test_file_name_in_a_code_span(tmp_path: Path, cli: Callable[..., Run], no_plots: None) -> None:
    # Backslash escapes show literally inside a code span: the file name goes through the code
    # filter, not the Markdown escape.
    scenario = copy_scenario(EXERCISE, tmp_path / "in", "my_plan_v2.yaml")
    out = tmp_path / "out"
    assert cli("build", scenario, "--out", out).code == 0
    text = (out / "my-plan-v2.md").read_text(encoding="utf-8")
    assert "`my_plan_v2.yaml`" in text
    assert "my\\_plan" not in text


def test_four_gpus_are_one_node(tmp_path: Path, cli: Callable[..., Run], no_plots: None) -> None:
    text = (
        EXERCISE.read_text(encoding="utf-8")
        .replace("gpus: 256", "gpus: 4", 1)
        .replace("parallel_writers: 16", "parallel_writers: 4", 1)
    )
    assert "gpus: 4" in text and "parallel_writers: 4" in text
    scenario = tmp_path / "four.yaml"
    scenario.write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    assert cli("build", scenario, "--out", out).code == 0
    page = (out / "four.md").read_text(encoding="utf-8")
    assert "0 nodes" not in page
    assert "spans 1 node:" in page


def test_ordinals() -> None:
    from reportgen.report.context import ordinal

    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th",
    ]  # fmt: skip


def test_infinite_figures_print_as_words() -> None:
    # An option that never finishes (infinite expected wall time) appears in question 2's table.
    env = make_environment()
    out = env.from_string("{{ x|days }} {{ x|usd }} {{ x|money }} {{ x|duration }}").render(
        x=float("inf")
    )
    assert out == "never unbounded unbounded never"
