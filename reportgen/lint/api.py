"""The linter's API: lint text or files, get :class:`FileResult` objects (nothing printed).

::

    from reportgen.lint.api import lint_paths, lint_text
    result = lint_text(markdown, "doc.md")
    for finding in result.findings:
        print(finding.line, finding.rule, finding.message)
"""

from __future__ import annotations

import contextlib
import os
import struct
import sys
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path

from ..errors import DocumentError
from ..safe_read import read_regular_file
from .config import LintConfig
from .model import Context, FileResult, Finding
from .reference import Reference, load_reference

__all__ = [
    "MARKDOWN_SUFFIXES",
    "PARALLEL_MIN_CHARS",
    "PARALLEL_MIN_FILES",
    "available_cpus",
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


def lint_text(
    text: str,
    path: str = "<text>",
    analysis: Reference | None = None,
    config: LintConfig | None = None,
    *,
    inline_config: bool = True,
) -> FileResult:
    """Lint one Markdown document. ``analysis`` is the reference to compare numbers with
    (default: the exercise scenario)."""
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
) -> list[FileResult]:
    """Lint every Markdown file under ``paths``; unreadable files become RG901 findings.

    ``jobs`` processes lint the files (None or 0: automatic, see :func:`effective_jobs`);
    results come back in input order and are the same whatever ``jobs`` is. With
    ``cache_dir``, files whose content and settings are unchanged since a previous run take
    their findings from the cache (:mod:`.cache`) instead of being linted again.
    """
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
            from .rules import rg901_unreadable

            ctx = Context(reference=None)
            finding = ctx.finding(rg901_unreadable.RULE, 1, f"Cannot lint {shown}: {problem}.")
            if "RG901" in config.disabled:
                results.append(FileResult(shown, [], error=problem))
            else:
                results.append(FileResult(shown, [finding], error=problem))
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
    linted = _lint_all(documents, reference, config, inline_config, jobs)
    for (index, _, _, key), result in zip(todo, linted, strict=True):
        results[index] = result
        if cache is not None and key is not None:
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
) -> list[FileResult]:
    """``lint_text`` of each (path, text), in order, in ``jobs`` processes."""
    if jobs <= 1 or len(documents) <= 1:
        return [
            lint_text(text, shown, reference, config, inline_config=inline_config)
            for shown, text in documents
        ]
    methods_ok = hasattr(os, "fork") and sys.platform != "darwin"
    if methods_ok:
        # fork: the children start in a millisecond with every module, parser and compiled
        # pattern this process has, and it lints a share itself. Not on macOS, where forking
        # a process that may have used system frameworks is unsafe.
        return _lint_forked(documents, reference, config, inline_config, jobs)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # A few chunks per process: balanced, with little pickling.
    size = max(1, -(-len(documents) // (jobs * 4)))
    chunks = [documents[i : i + size] for i in range(0, len(documents), size)]
    with ProcessPoolExecutor(
        max_workers=jobs,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_init_worker,
        initargs=(reference, config, inline_config),
    ) as pool:
        return [result for chunk in pool.map(_lint_chunk, chunks) for result in chunk]


def _first_line(text: str) -> str:
    """The first line of ``text`` that is not blank, stripped."""
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


_GROUP_MAX = 4
"""At most this many documents that start alike are linted by one process in a row."""


def _work_groups(documents: list[tuple[str, str]]) -> list[list[int]]:
    """The documents' indexes in the groups the processes take from the queue, longest first.

    Documents that start alike (variants or drafts of one document, answers that open by
    quoting the same exercise) share sentences, and a process reads a sentence it has seen
    before from its caches: such documents form one group, linted in a row by one process. A
    group is at most :data:`_GROUP_MAX` documents, so that a class whose answers all copy the
    template's title still spreads over every process. Longest first, so that the last groups
    taken are short and nobody waits long for the last one to end.
    """
    by_start: dict[str, list[int]] = {}
    for i, (_, text) in enumerate(documents):
        by_start.setdefault(_first_line(text), []).append(i)
    groups = [
        group[k : k + _GROUP_MAX]
        for group in by_start.values()
        for k in range(0, len(group), _GROUP_MAX)
    ]
    groups.sort(key=lambda g: (-sum(len(documents[i][1]) for i in g), g[0]))
    return groups


_ITEM = struct.Struct("<II")
"""One entry of the work queue: a run of documents, ``[start, stop)`` in the queue's order."""
_QUEUE_ITEMS = 512
"""At most this many entries: 4 kB, which every pipe holds (Linux 64 kB, BSDs 16 kB), so writing
them all before any reader starts never blocks."""


def _lint_forked(
    documents: list[tuple[str, str]],
    reference: Reference | None,
    config: LintConfig,
    inline_config: bool,
    jobs: int,
) -> list[FileResult]:
    """``lint_text`` of each document, in ``jobs`` processes: ``jobs - 1`` forked children and
    this one. They take groups of documents (:func:`_work_groups`) from one queue, longest
    first, until it is empty, so that they finish together whatever the documents' lengths; the
    children send their results back pickled on a pipe.

    The queue is a pipe written in full before forking: each process reads one fixed-size entry
    at a time, and a pipe hands every byte to exactly one reader, in order (reads of a few
    bytes from a pipe are atomic), so each document is linted exactly once.
    """
    import pickle

    results: list[FileResult | None] = [None] * len(documents)
    queued = _work_groups(documents)
    # A document of middle length is linted before forking: importing the rules, building the
    # parser, compiling the patterns and the searches the rules set up on first use (most of a
    # process's start) then happen once, in this process alone, instead of in every process at
    # once (on 2 CPUs, two busy processes each run up to 1.4 times slower than one, so work
    # done twice in parallel is not free). A typical document sets up what a tiny one would not.
    middle = len(queued) // 2
    first = queued[middle].pop(0)
    if not queued[middle]:
        del queued[middle]
    shown, text = documents[first]
    results[first] = lint_text(text, shown, reference, config, inline_config=inline_config)
    order = [i for group in queued for i in group]
    bounds, start = [], 0
    for group in queued:
        bounds.append((start, start + len(group)))
        start += len(group)
    per_entry = max(1, -(-len(bounds) // _QUEUE_ITEMS))
    entries = [
        (bounds[k][0], bounds[min(k + per_entry, len(bounds)) - 1][1])
        for k in range(0, len(bounds), per_entry)
    ]
    queue_read, queue_write = os.pipe()
    os.write(queue_write, b"".join(_ITEM.pack(a, z) for a, z in entries))
    os.close(queue_write)  # at the end of the entries, every reader sees the end of the pipe

    def take() -> Iterator[int]:
        while data := os.read(queue_read, _ITEM.size):
            start, stop = _ITEM.unpack(data)
            yield from order[start:stop]

    children: list[tuple[int, int]] = []  # pid, read end of its results
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        for _ in range(jobs - 1):
            read_end, write_end = os.pipe()
            pid = os.fork()
            if pid == 0:  # pragma: no cover - runs in the child, which never returns
                os.close(read_end)
                _child(documents, take(), reference, config, inline_config, write_end)
            os.close(write_end)
            children.append((pid, read_end))
        for i in take():
            shown, text = documents[i]
            results[i] = lint_text(text, shown, reference, config, inline_config=inline_config)
        while children:
            pid, read_end = children[0]
            with os.fdopen(read_end, "rb") as pipe:
                data = pipe.read()
            children.pop(0)
            os.waitpid(pid, 0)
            try:
                status, payload = pickle.loads(data)
            except Exception:
                raise RuntimeError("a linting process ended unexpectedly") from None
            if status != "ok":
                raise payload
            for i, result in payload:
                results[i] = result
    finally:
        import signal

        os.close(queue_read)
        for pid, read_end in children:
            with contextlib.suppress(OSError):
                os.close(read_end)
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
            with contextlib.suppress(OSError):
                os.waitpid(pid, 0)
    return [r for r in results if r is not None]


def _child(
    documents: list[tuple[str, str]],
    indexes: Iterator[int],
    reference: Reference | None,
    config: LintConfig,
    inline_config: bool,
    write_end: int,
) -> None:  # pragma: no cover - runs in a forked child
    """Lint the documents at ``indexes``, write the pickled outcome (pairs of index and result)
    to ``write_end`` and end the process."""
    import pickle

    code = 0
    try:
        try:
            out: tuple[str, object] = (
                "ok",
                [
                    (
                        i,
                        lint_text(
                            documents[i][1],
                            documents[i][0],
                            reference,
                            config,
                            inline_config=inline_config,
                        ),
                    )
                    for i in indexes
                ],
            )
        except BaseException as exc:
            out = ("error", exc)
        try:
            data = pickle.dumps(out, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:
            data = pickle.dumps(("error", RuntimeError(repr(out[1]))))
        with os.fdopen(write_end, "wb") as pipe:
            pipe.write(data)
    except BaseException:
        code = 1
    finally:
        os._exit(code)


_WORKER: dict[str, object] = {}


def _init_worker(reference: Reference | None, config: LintConfig, inline_config: bool) -> None:
    _WORKER.update(reference=reference, config=config, inline_config=inline_config)


def _lint_chunk(documents: list[tuple[str, str]]) -> list[FileResult]:
    reference = _WORKER["reference"]
    config = _WORKER["config"]
    assert reference is None or isinstance(reference, Reference)
    assert isinstance(config, LintConfig)
    inline = bool(_WORKER["inline_config"])
    return [
        lint_text(text, shown, reference, config, inline_config=inline) for shown, text in documents
    ]
