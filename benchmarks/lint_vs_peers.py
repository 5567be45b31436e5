"""Lint benchmark: ``reportgen lint`` against ``pymarkdown scan`` and ``proselint``, same files.

    python benchmarks/lint_vs_peers.py [N_DOCS] [REPEATS] [--here] [--unique] [--baseline=DIR]

Generates N_DOCS (default 120) documents with benchmarks/lint_corpus.py into a temporary folder,
then runs each tool as a whole process over all of them (start-up included), REPEATS times
(default 5), the tools taking turns so that a change in the machine's load hits them alike. It
reports the median and the best wall time of each and the ratios of the medians, for reportgen:

* cold: ``--no-cache``, every document linted (by one process per CPU, the default for more
  than 16 files); and the same with ``--jobs 1``;
* warm: the result cache filled by a previous run and nothing changed since (a re-run in an
  editor, a pre-commit hook or CI with a restored cache).

The generated documents are variants of 61 seeds (each seed about twice in 120), so they share
many sentences, and reportgen reads a sentence it has already read from its caches. ``--unique``
lints the seeds and the held-out answers instead, each once (147 documents as of u86; N_DOCS
is ignored).

Every tool runs as a user installs it: the script builds a virtual environment in its temporary
folder and installs this checkout (``pip install .``, not editable) and the peers there, at the
versions this environment has (about 20 s; the peers come from the ``bench`` extra). ``--here``
runs the tools of this environment instead, as they are installed in it (an editable install of
reportgen adds its import hook to every Python start here, the peers' included).

``--baseline=DIR`` also installs the reportgen checkout in DIR (an earlier commit, e.g. from
``git archive``) in an environment of its own and times its cold run in the same turns ("baseline
cold"): a before/after under the same load.

Targets: reportgen at least 10× faster than pymarkdown and faster than proselint. The load
average and CPU count are printed with the numbers: on a loaded or small machine every tool slows
down, the pool of processes most.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lint_corpus import generate

REPO = Path(__file__).resolve().parents[1]
PEERS = ("pymarkdownlnt", "proselint")


def _tool(bin_dir: Path, name: str) -> str | None:
    candidate = bin_dir / name
    return str(candidate) if candidate.exists() else shutil.which(name)


def _reportgen_cmd(bin_dir: Path) -> list[str]:
    exe = _tool(bin_dir, "reportgen")
    if exe:
        probe = subprocess.run([exe, "lint", "--help"], capture_output=True, text=True)
        if probe.returncode == 0:
            return [exe, "lint"]
    return [str(bin_dir / "python"), "-m", "reportgen.lint"]


def _unique(out: Path) -> list[Path]:
    """Every seed of the generated documents and every held-out answer, once each: documents
    that share no sentences but quoted ones, so that no cache of a sentence already read helps."""
    from lint_corpus import seeds

    texts = seeds() + [
        p.read_text("utf-8") for p in sorted((REPO / "tests/lint/unseen").glob("*.md"))
    ]
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for i, text in enumerate(texts):
        path = out / f"unique_{i:03d}.md"
        path.write_text(text, "utf-8")
        paths.append(path)
    return paths


def _fresh_environment(where: Path, source: Path = REPO, with_peers: bool = True) -> Path:
    """A virtual environment with the checkout ``source`` (and the peers) installed as users
    install them; its bin folder."""
    from importlib import metadata

    subprocess.run([sys.executable, "-m", "venv", str(where)], check=True)
    peers = []
    for name in PEERS if with_peers else ():
        try:
            peers.append(f"{name}=={metadata.version(name)}")
        except metadata.PackageNotFoundError:
            peers.append(name)
    bin_dir = where / "bin"
    subprocess.run(
        [str(bin_dir / "python"), "-m", "pip", "install", "-q", str(source), *peers], check=True
    )
    return bin_dir


def _cpus() -> int:
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _load() -> str:
    try:
        one, five, _ = os.getloadavg()
    except OSError:  # pragma: no cover - not on every platform
        return "load average unknown"
    return f"load average {one:.2f} (1 min), {five:.2f} (5 min)"


def _run(cmd: list[str], env: dict[str, str]) -> tuple[float, int]:
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, env=env)
    return time.perf_counter() - start, proc.returncode


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    here = "--here" in sys.argv[1:]
    unique = "--unique" in sys.argv[1:]
    baseline = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--baseline=")), "")
    n = int(args[0]) if args else 120
    repeats = int(args[1]) if len(args) > 1 else 5
    with tempfile.TemporaryDirectory() as tmp:
        if here:
            bin_dir = Path(sys.executable).parent
            print("tools as installed in this environment (--here)")
        else:
            print("installing reportgen (this checkout) and the peers in a fresh environment …")
            bin_dir = _fresh_environment(Path(tmp) / "venv")
        # Every tool runs with its modules' bytecode cached, as after an installation: a
        # PYTHONDONTWRITEBYTECODE in the environment would otherwise make a tool installed from
        # a checkout (editable) compile its source at every start while the installed peers
        # read theirs. The untimed first runs fill this folder for every tool alike.
        # The user cache (reportgen's parsed reference and catalog, its compiled patterns; any
        # peer's) starts empty in the temporary folder too, and the untimed runs fill it, as a
        # user's first run would: nothing from this machine's earlier runs is used.
        base_env = {
            **os.environ,
            "NO_COLOR": "1",
            "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pyc"),
            "XDG_CACHE_HOME": str(Path(tmp) / "xdg-cache"),
        }
        base_env.pop("PYTHONDONTWRITEBYTECODE", None)
        docs = Path(tmp) / "docs"
        if unique:
            files = [str(p) for p in _unique(docs)]
            n = len(files)
        else:
            files = [str(p) for p in generate(docs, n)]
        cache_dir = Path(tmp) / "cache"
        warm_env = {**base_env, "REPORTGEN_CACHE_DIR": str(cache_dir)}
        reportgen = _reportgen_cmd(bin_dir)
        # name → (command, environment)
        tools: dict[str, tuple[list[str], dict[str, str]]] = {
            "reportgen cold": ([*reportgen, "--no-cache", str(docs)], base_env),
            "reportgen cold -j1": ([*reportgen, "--no-cache", "--jobs", "1", str(docs)], base_env),
            "reportgen warm": ([*reportgen, str(docs)], warm_env),
        }
        pymarkdown = _tool(bin_dir, "pymarkdown")
        if pymarkdown:
            tools["pymarkdown scan"] = ([pymarkdown, "scan", *files], base_env)
        proselint = _tool(bin_dir, "proselint")
        if proselint:
            tools["proselint"] = ([proselint, "check", *files], base_env)
        if baseline:
            print(f"installing the baseline ({baseline}) in an environment of its own …")
            old = _fresh_environment(Path(tmp) / "venv-baseline", Path(baseline), False)
            tools["baseline cold"] = ([*_reportgen_cmd(old), "--no-cache", str(docs)], base_env)
        # Once each, untimed: .pyc files, the user cache (reference, catalog, compiled patterns)
        # and, for "warm", the result cache.
        for cmd, env in tools.values():
            subprocess.run(cmd, capture_output=True, env=env)
        load_before = _load()
        times: dict[str, list[float]] = {name: [] for name in tools}
        codes: dict[str, int] = {}
        for _ in range(repeats):
            for name, (cmd, env) in tools.items():
                elapsed, codes[name] = _run(cmd, env)
                times[name].append(elapsed)
        load_after = _load()
    print(
        f"{n} documents, {repeats} runs each, whole process; {_cpus()} CPUs; "
        f"{load_before} before, {load_after} after"
    )
    print(f"{'':20} {'median':>8} {'best':>8}")
    for name, values in times.items():
        print(
            f"{name:20} {statistics.median(values):7.3f}s {min(values):7.3f}s  (exit {codes[name]})"
        )
    median = {name: statistics.median(values) for name, values in times.items()}
    for peer in ("pymarkdown scan", "proselint"):
        if peer not in median:
            print(f"{peer}: not installed (pip install '.[bench]')")
            continue
        for mode in ("reportgen cold", "reportgen cold -j1", "reportgen warm", "baseline cold"):
            if mode not in median:
                continue
            ratio = median[peer] / median[mode]
            print(f"{mode:20} is {ratio:5.1f}× faster than {peer} (medians)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
