"""The linter's API: lint text or files, get :class:`FileResult` objects (nothing printed).

::

    from reportgen.lint.api import lint_paths, lint_text
    result = lint_text(markdown, "doc.md")
    for finding in result.findings:
        print(finding.line, finding.rule, finding.message)

Each document has a wall-clock budget (:data:`TIME_BUDGET_S`, or ``$REPORTGEN_LINT_BUDGET_S``
seconds; ``0`` turns it off): a document that takes longer is reported as one RG901 finding,
"linting took longer than the … s budget", instead of holding up the run. Linting is linear in
the document's size (``benchmarks/lint_pathological_README.md``), so only a bug meets the budget.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path

from ..errors import DocumentError, UsageError
from ..safe_read import read_regular_file
from ..timebudget import TimeBudget
from .config import LintConfig
from .model import Context, FileResult, Finding
from .reference import Reference, load_reference

__all__ = [
    "BUDGET_ENV",
    "MARKDOWN_SUFFIXES",
    "PARALLEL_MIN_CHARS",
    "PARALLEL_MIN_FILES",
    "TIME_BUDGET_S",
    "available_cpus",
    "configured_budget_s",
    "discover",
    "effective_jobs",
    "lint_paths",
    "lint_text",
]

MARKDOWN_SUFFIXES = (".md", ".markdown", ".mdown", ".mkd")
_SKIP_DIRS = {
    ".git",
    ".hg",
    ".venv",
    "venv",
    "node_modules",
    "__pycache__",
    ".tox",
    "build",
    "dist",
}
MAX_BYTES = 5 << 20
TIME_BUDGET_S = 30.0
"""Wall-clock budget for linting one document [s]. The largest document accepted
(:data:`MAX_BYTES`) lints in a few seconds; past the budget it is reported, not waited for."""
BUDGET_ENV = "REPORTGEN_LINT_BUDGET_S"
"""Environment variable that replaces :data:`TIME_BUDGET_S` (seconds; ``0`` for no budget)."""


def configured_budget_s() -> float:
    """The per-document budget [s]: ``$REPORTGEN_LINT_BUDGET_S`` if set, else
    :data:`TIME_BUDGET_S`; 0 means none."""
    raw = os.environ.get(BUDGET_ENV, "").strip()
    if not raw:
        return TIME_BUDGET_S
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0 <= value < float("inf"):
        raise UsageError(
            f"{BUDGET_ENV} must be a number of seconds, 0 or more (0: no budget) (got {raw!r})"
        )
    return value


def lint_text(
    text: str,
    path: str = "<text>",
    analysis: Reference | None = None,
    config: LintConfig | None = None,
    *,
    inline_config: bool = True,
    time_budget_s: float | None = None,
) -> FileResult:
    """Lint one Markdown document. ``analysis`` is the reference to compare numbers with
    (default: the exercise scenario).

    ``time_budget_s`` [s] bounds the wall-clock time (None: :func:`configured_budget_s`; 0: no
    budget); past it the result is one RG901 finding and :attr:`FileResult.error` says why. The
    budget needs POSIX signals and the main thread, and is left to an enclosing one (the
    grader's) when a timer already runs; elsewhere it is not enforced."""
    budget = configured_budget_s() if time_budget_s is None else time_budget_s
    try:
        with TimeBudget(budget, _OverBudget):
            return _lint_text(text, path, analysis, config, inline_config)
    except _OverBudget:
        problem = f"linting took longer than the {budget:g} s budget ({BUDGET_ENV})"
        return _unlintable(path, problem, config or LintConfig())


def _unlintable(shown: str, problem: str, config: LintConfig) -> FileResult:
    """The result of a file that could not be linted: one RG901 finding unless disabled."""
    from .rules import rg901_unreadable

    if "RG901" in config.disabled:
        return FileResult(shown, [], error=problem)
    ctx = Context(reference=None)
    finding = ctx.finding(rg901_unreadable.RULE, 1, f"Cannot lint {shown}: {problem}.")
    return FileResult(shown, [finding], error=problem)


class _OverBudget(Exception):
    pass


def _lint_text(
    text: str,
    path: str,
    analysis: Reference | None,
    config: LintConfig | None,
    inline_config: bool,
) -> FileResult:
    # Imported here: a run whose every result comes from the cache parses no Markdown.
    from .document import parse_document
    from .registry import rule_modules
    from .suppress import apply

    config = config or LintConfig()
    modules = [m for m in rule_modules() if m.RULE.code not in config.disabled]
    if analysis is None and any(m.RULE.needs_reference for m in modules):
        analysis = load_reference()
    ctx = Context(reference=analysis)
    doc = parse_document(text, path)
    findings: list[Finding] = []
    for module in modules:
        findings.extend(module.check(doc, ctx))
    if inline_config and not config.no_inline_config:
        findings = apply(doc, findings, ctx, report_unused="RG902" not in config.disabled)
    findings = [
        replace(f, severity=config.severity[f.rule]) if f.rule in config.severity else f
        for f in findings
    ]
    findings = _dedupe(findings)
    findings.sort(key=lambda f: (f.line, f.column, f.rule, f.item or ""))
    return FileResult(path, findings)


def _dedupe(findings: list[Finding]) -> list[Finding]:
    seen: set[tuple[object, ...]] = set()
    out = []
    for f in findings:
        key = (f.rule, f.line, f.column, f.item, f.message)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


def discover(paths: Iterable[str | os.PathLike[str]]) -> Iterator[Path]:
    """The Markdown files of ``paths`` (directories searched recursively, sorted)."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for root, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS and not d.startswith("."))
                for name in sorted(files):
                    if name.lower().endswith(MARKDOWN_SUFFIXES):
                        yield Path(root) / name
        elif path.exists() or path.is_symlink():
            yield path
        else:
            raise DocumentError(f"{raw}: no such file or directory")


def read_document(path: Path) -> tuple[str | None, str | None]:
    """The text of ``path``, or why it cannot be linted."""
    _data, text, problem = _read(path)
    return text, problem


def _read(path: Path) -> tuple[bytes, str | None, str | None]:
    """The bytes of ``path`` and its text, or why it cannot be linted."""
    try:
        data = read_regular_file(path, MAX_BYTES)
    except OSError as exc:
        return b"", None, f"cannot read the file: {exc.strerror or exc}"
    if len(data) > MAX_BYTES:
        return (
            data,
            None,
            f"the file is {len(data):,} bytes; design documents over {MAX_BYTES:,} bytes "
            "are refused",
        )
    if b"\x00" in data[:8192] or data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data, None, "the file is binary or UTF-16, not UTF-8 Markdown"
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        return (
            data,
            None,
            f"the file is not valid UTF-8 (byte {exc.start}, line {line}); save it as UTF-8",
        )
    return data, text, None


PARALLEL_MIN_FILES = 16
"""With ``jobs=None`` (automatic), runs of more files than this (and of at least
:data:`PARALLEL_MIN_CHARS` characters) use every CPU."""
PARALLEL_MIN_CHARS = 64_000
"""Below this much text, starting the processes costs more than it saves (measured: 17 short
documents, 18 kB, take 0.22 s in one process and 0.25 s in two; 40 documents, 100 kB, 0.43 s and
0.33 s)."""
PARALLEL_MIN_FILES_PER_JOB = 4
"""Automatic runs start at most one process per this many files."""


def available_cpus() -> int:
    """The CPUs this process may run on."""
    if hasattr(os, "process_cpu_count"):  # Python 3.13+
        return os.process_cpu_count() or 1
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def effective_jobs(jobs: int | None, files: int, chars: int | None = None) -> int:
    """How many processes lint ``files`` files of ``chars`` characters in all: ``jobs``, at most
    one per file; None or 0: one per CPU (at most one per
    :data:`PARALLEL_MIN_FILES_PER_JOB` files) when there are more than
    :data:`PARALLEL_MIN_FILES` files and :data:`PARALLEL_MIN_CHARS` characters, else one."""
    if not jobs or jobs < 0:
        big = files > PARALLEL_MIN_FILES and (chars is None or chars >= PARALLEL_MIN_CHARS)
        jobs = min(available_cpus(), files // PARALLEL_MIN_FILES_PER_JOB) if big else 1
    return max(1, min(jobs, files))


def lint_paths(
    paths: Iterable[str | os.PathLike[str]],
    *,
    scenario: str | os.PathLike[str] | None = None,
    config: LintConfig | None = None,
    inline_config: bool = True,
    jobs: int | None = 1,
    cache_dir: str | os.PathLike[str] | None = None,
    time_budget_s: float | None = None,
) -> list[FileResult]:
    """Lint every Markdown file under ``paths``; unreadable files become RG901 findings.

    ``jobs`` processes lint the files (None or 0: automatic, see :func:`effective_jobs`);
    results come back in input order and are the same whatever ``jobs`` is. With
    ``cache_dir``, files whose content and settings are unchanged since a previous run take
    their findings from the cache (:mod:`.cache`) instead of being linted again.
    ``time_budget_s`` is each document's budget (see :func:`lint_text`).
    """
    budget = configured_budget_s() if time_budget_s is None else time_budget_s
    config = config or LintConfig()
    cache = None
    if cache_dir is None:
        reference = _reference_for(scenario, config)
    else:
        from .cache import LintCache

        # The key holds the digest of the scenario's reference whether or not a rule reads it,
        # so that a run that finds every file in the cache imports no rule.
        scenario_reference = load_reference(scenario)
        cache = LintCache.for_run(cache_dir, config, scenario_reference, inline_config)
    results: list[FileResult | None] = []
    todo: list[tuple[int, str, str, str | None]] = []  # index, shown path, text, cache key
    for path in discover(paths):
        shown = str(path)
        data, text, problem = _read(path)
        if text is None:
            results.append(_unlintable(shown, problem or "", config))
            continue
        key = None
        if cache is not None:
            key = cache.key(data)
            cached = cache.get(key)
            if cached is not None:
                results.append(FileResult(shown, cached))
                continue
        todo.append((len(results), shown, text, key))
        results.append(None)
    if not todo:
        return [r for r in results if r is not None]
    if cache is not None:
        reference = _reference_for(scenario, config, scenario_reference)
    documents = [(shown, text) for _, shown, text, _ in todo]
    chars = sum(len(text) for _, text in documents)
    jobs = effective_jobs(jobs, len(documents), chars)
    linted = _lint_all(documents, reference, config, inline_config, jobs, budget)
    for (index, _, _, key), result in zip(todo, linted, strict=True):
        results[index] = result
        # A document over its budget is tried again next time: the budget depends on the machine.
        if cache is not None and key is not None and result.error is None:
            cache.put(key, result.findings)
    return [r for r in results if r is not None]


def _reference_for(
    scenario: str | os.PathLike[str] | None,
    config: LintConfig,
    loaded: Reference | None = None,
) -> Reference | None:
    """The reference the rules get: ``scenario``'s, or the exercise's when an enabled rule needs
    one (``loaded``: the reference of ``scenario``, already loaded)."""
    from .registry import NEEDS_REFERENCE

    # Without importing the rules: in a pool, each process imports them at the same time.
    needs = any(code not in config.disabled for code in NEEDS_REFERENCE)
    if not (needs or scenario):
        return None
    return loaded if loaded is not None else load_reference(scenario)


def _lint_all(
    documents: list[tuple[str, str]],
    reference: Reference | None,
    config: LintConfig,
    inline_config: bool,
    jobs: int,
    budget: float,
) -> list[FileResult]:
    """``lint_text`` of each (path, text), in order, in ``jobs`` processes."""
    if jobs <= 1 or len(documents) <= 1:
        return [
            lint_text(
                text, shown, reference, config, inline_config=inline_config, time_budget_s=budget
            )
            for shown, text in documents
        ]
    from concurrent.futures import ProcessPoolExecutor

    # A standard pool (its workers end with this process), a few chunks per process: balanced,
    # with little pickling.
    size = max(1, -(-len(documents) // (jobs * 4)))
    chunks = [documents[i : i + size] for i in range(0, len(documents), size)]
    with ProcessPoolExecutor(
        max_workers=jobs,
        initializer=_init_worker,
        initargs=(reference, config, inline_config, budget),
    ) as pool:
        return [result for chunk in pool.map(_lint_chunk, chunks) for result in chunk]


_WORKER: dict[str, object] = {}


def _init_worker(
    reference: Reference | None, config: LintConfig, inline_config: bool, budget: float
) -> None:
    _WORKER.update(reference=reference, config=config, inline_config=inline_config, budget=budget)


def _lint_chunk(documents: list[tuple[str, str]]) -> list[FileResult]:
    reference = _WORKER["reference"]
    config = _WORKER["config"]
    assert reference is None or isinstance(reference, Reference)
    assert isinstance(config, LintConfig)
    inline = bool(_WORKER["inline_config"])
    budget = _WORKER["budget"]
    assert isinstance(budget, float)
    return [
        lint_text(text, shown, reference, config, inline_config=inline, time_budget_s=budget)
        for shown, text in documents
    ]
