"""Fuzz tests (hypothesis, fixed seed, bounded examples): whatever a scenario file or a Markdown
document holds, reportgen answers with a result or a located problem, never a traceback.

The seed is fixed (``derandomize``) and the example counts small, so that the run is the same
every time and quick on a slow two-core machine; the hang guard is generous, not a measure.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reportgen.cli import main
from reportgen.errors import ScenarioError
from reportgen.scenario import load_scenario

from .conftest import EXERCISE

FUZZ = settings(
    derandomize=True,
    max_examples=100,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

BASE: dict[str, Any] = yaml.safe_load(EXERCISE.read_text(encoding="utf-8"))

UNITS = ["s", "min", "h", "d", "ms", "TB", "GB", "GiB", "B", "GB/s", "USD/GPU-h", "%", "", "parsec"]
NUMBERS = st.one_of(
    st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["1e-300", "1e308", "9" * 5000, "0", "-1", "1,5", "1_000", "4:00", ".inf"]),
)
QUANTITIES = st.builds(
    lambda n, u, sep: f"{n}{sep}{u}", NUMBERS, st.sampled_from(UNITS), st.sampled_from([" ", ""])
)
SCALARS = st.one_of(
    QUANTITIES,
    NUMBERS,
    st.booleans(),
    st.none(),
    st.text(max_size=30),
    st.sampled_from(["no", "yes", "on", "010", "0x1F", "~", "null", "!!str x", "&a 1", "*a"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=12), inner, max_size=3)
    ),
    max_leaves=8,
)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*prefix, key))
    return out


PATHS = _paths(BASE)[1:]


@st.composite
def scenarios(draw: st.DrawFn) -> str:
    """The exercise with a few values replaced, keys dropped or added, dumped as YAML; or the
    YAML text itself cut, spliced or sprinkled with YAML syntax."""
    data = json.loads(json.dumps(BASE))
    for _ in range(draw(st.integers(1, 4))):
        path = draw(st.sampled_from(PATHS))
        node = data
        for part in path[:-1]:
            node = node.get(part) if isinstance(node, dict) else None
        if not isinstance(node, dict):
            continue
        action = draw(st.sampled_from(["replace", "drop", "add"]))
        if action == "replace":
            node[path[-1]] = draw(VALUES)
        elif action == "drop":
            node.pop(path[-1], None)
        else:
            node[draw(st.text(min_size=1, max_size=12))] = draw(VALUES)
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    lines = text.split("\n")
    values = [i for i, line in enumerate(lines) if re.match(r"^\s*[\w-]+: \S", line)]
    if values and draw(st.booleans()):  # a value written raw, as a person (or attacker) types it
        i = draw(st.sampled_from(values))
        lines[i] = lines[i].split(": ", 1)[0] + ": " + draw(RAW)
    text = "\n".join(lines)
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(text)))
        noise = draw(st.sampled_from(["", "\n", ": ", "- ", "[", "{", "&x ", "*x", "\t", "\x00"]))
        text = text[:cut] + noise + text[cut:]
    return text


RAW = st.one_of(
    st.sampled_from(
        [
            "9" * 5000,
            "[" * 400 + "]" * 400,
            "{a: " * 400 + "}" * 400,
            "1e-300 s",
            "1e308 USD/GPU-h",
            "12 h",
            "1e400 s",
            "0x" + "F" * 5000,
            "no",
            "4:00",
            "&a 1",
            "*a",
            "!!python/object:os.system x",
            ".nan",
            "-.inf",
        ]
    ),
    QUANTITIES.map(str),
)


@FUZZ
@given(text=scenarios())
def test_scenario_fuzz_loads_or_reports_located_problems(text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.yaml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            scenario = load_scenario(path)
        except ScenarioError as exc:
            assert exc.problems
            for problem in exc.problems:
                assert problem.path == str(path)
                assert problem.line >= 1 and problem.column >= 1 and problem.message
        else:
            assert scenario.facts.gpus >= 1


FRAGMENTS = st.sampled_from(
    [
        "# Design\n",
        "## 1. Baseline\n",
        "## 5. What a checkpoint holds\n",
        "## Recommendation\n",
        "1. ",
        "- ",
        "T* = √(2 × 240 × 9) ≈ 65.7 s. ",
        "Checkpoint every 30 min. ",
        "Spot costs 0.75 USD/GPU-h per wall-hour. ",
        "goodput 85 %",
        "<!-- reportgen-disable RG401 -->",
        "<!-- reportgen-disable-next-line -->\n",
        "<!-- reportgen-enable -->",
        "<!--",
        "-->",
        "```\n",
        "| a | b |\n|---|---|\n| 1 | 2 |\n",
        "<",
        ">",
        "[link](x)",
        "**bold**",
        "1e308 h",
        "T* is 1.5e400 s. ",
        "2 × 1e400 = 3 s. ",
        "$1e400 per GPU-hour. ",
        "9" * 300,
        "\t",
        "\n",
        "\n\n",
        "RNG state, optimizer moments, data position. ",
    ]
)
DOCUMENTS = st.lists(st.one_of(FRAGMENTS, st.text(max_size=20)), max_size=40).map("".join)


@settings(FUZZ, max_examples=40)
@given(text=DOCUMENTS)
def test_markdown_fuzz_lints_with_exit_0_1_or_2(text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "doc.md"
        path.write_bytes(text.encode("utf-8", errors="surrogatepass"))
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["lint", str(path), "--format", "json", "--no-cache"])
        assert code in (0, 1, 2), err.getvalue()
        assert "Traceback" not in err.getvalue()
        if code != 2:
            report = json.loads(out.getvalue())
            lines = text.count("\n") + 1
            for finding in report["files"][0]["findings"]:
                assert 1 <= finding["line"] <= lines
