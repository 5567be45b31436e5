"""How the ``reportgen`` process ends (``reportgen.cli.console``): as soon as its work is done,
without tearing the interpreter down, but with everything a normal exit does that anyone can
see: all the output, the exit code, the ``atexit`` functions, other threads' work."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "tests" / "lint" / "unseen"

PROGRAM = """
import atexit, sys, threading, time
from pathlib import Path
from reportgen.cli import console
atexit.register(lambda: sys.stderr.write("atexit ran\\n"))
atexit.register(lambda: sys.stdout.write("written at exit\\n"))
if len(sys.argv) > 1 and sys.argv[1] == "--with-thread":
    out = Path(sys.argv[2])
    def late() -> None:
        time.sleep(0.3)
        out.write_text("the thread finished")
    threading.Thread(target=late).start()
    sys.argv[1:3] = []
sys.argv[0] = "reportgen"
sys.exit(console())
"""


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    # Buffered output, as for a user (this environment may set PYTHONUNBUFFERED).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    return subprocess.run(
        [sys.executable, "-c", PROGRAM, *args], capture_output=True, text=True, check=False, env=env
    )


def test_all_output_the_exit_code_and_atexit() -> None:
    done = _run("lint", "--no-cache", "--format", "json", str(DOCS))
    out, _, tail = done.stdout.rpartition("}\n")
    assert tail == "written at exit\n"  # an atexit function's output, flushed after it ran
    report = json.loads(out + "}")  # complete: it parses
    assert len(report["files"]) == len(list(DOCS.glob("*.md")))
    assert done.returncode == 1  # the held-out answers include flawed ones
    assert done.stderr == "atexit ran\n"


def test_a_clean_run_exits_0() -> None:
    done = _run("lint", "--no-cache", str(REPO / "site" / "reports" / "exercise.md"))
    assert done.returncode == 0, done.stdout
    assert "All clear" in done.stdout


def test_bad_input_exits_2() -> None:
    done = _run("lint", "--fail-on", "nonsense", str(DOCS))
    assert done.returncode == 2
    assert "Traceback" not in done.stderr


def test_another_thread_is_waited_for(tmp_path: Path) -> None:
    marker = tmp_path / "marker"
    done = _run(
        "--with-thread",
        str(marker),
        "lint",
        "--no-cache",
        str(DOCS / "u1-confluence-design-doc.md"),
    )
    assert done.returncode in (0, 1), done.stderr
    assert marker.read_text() == "the thread finished"
    assert "atexit ran" in done.stderr


def test_a_profiler_gets_its_report(tmp_path: Path) -> None:
    """Under a profiler the process exits the usual way, so the profile is written."""
    out = tmp_path / "lint.prof"
    doc = str(DOCS / "u1-confluence-design-doc.md")
    done = subprocess.run(
        [sys.executable, "-m", "cProfile", "-o", str(out), "-m", "reportgen", "lint", doc],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode in (0, 1), done.stderr
    assert out.stat().st_size > 1000
