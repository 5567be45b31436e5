"""Grade submissions: bytes → linter findings + the grader's evidence → :func:`score` → a result.

:func:`grade_bytes` grades one submission and never raises for a bad submission: an empty,
binary, oversized, unreadable or unrelated file becomes a result with ``status`` ``rejected``
and a reason, and a submission that takes longer than the time budget (or trips a bug) becomes
``error`` with a reason, so that one file never stops a batch. :func:`grade_many` grades a batch,
in input order, optionally over worker processes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__
from ..errors import UsageError
from ..timebudget import TimeBudget
from .evidence import MAX_SUBMISSION_BYTES, assess, decode, defuse
from .feedback import part_feedback, summary
from .formula import Finding, Grade, Presence, finding_from, score
from .rubric import Rubric, check_against

__all__ = [
    "GRADER_VERSION",
    "TIME_BUDGET_S",
    "Grader",
    "Result",
    "collect",
    "grade_many",
]

GRADER_VERSION = f"reportgen-grade {__version__}"
TIME_BUDGET_S = 10.0
"""Wall-clock budget for one submission; past it the submission is reported, not graded."""
SUFFIXES = (".md", ".markdown", ".txt")


class _Timeout(Exception):
    pass


@dataclass(frozen=True)
class Result:
    """One graded (or rejected) submission, with what makes it reproducible."""

    path: str
    grade: Grade
    input_sha256: str
    rubric_sha256: str
    grader_version: str = GRADER_VERSION

    @property
    def status(self) -> str:
        return self.grade.status

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of DESIGN.md, plus status, reason and the reproducibility record."""
        return {
            "path": self.path,
            "score": self.grade.score,
            "max_score": self.grade.max_score,
            "status": self.grade.status,
            "reason": self.grade.reason,
            "summary": summary(self.grade),
            "questions": {
                part.id: {
                    "title": part.title,
                    "score": part.score,
                    "max_score": part.max_score,
                    "feedback": part_feedback(part),
                }
                for part in self.grade.parts
            },
            "grader_version": self.grader_version,
            "rubric_sha256": self.rubric_sha256,
            "input_sha256": self.input_sha256,
        }


def _exercise_analysis() -> dict[str, Any]:
    """The exercise's analysis (what the shipped rubric is written against)."""
    from ..lint.reference import exercise_analysis

    return exercise_analysis()


class Grader:
    """A rubric and a scenario's analysis, ready to grade any number of submissions."""

    def __init__(
        self,
        rubric: Rubric,
        analysis: Any,
        time_budget_s: float = TIME_BUDGET_S,
        facts: Any = None,
    ):
        self.rubric = rubric
        self.analysis = analysis
        self.analysis_dict = analysis.to_dict() if hasattr(analysis, "to_dict") else dict(analysis)
        check_against(rubric, self.analysis_dict, exercise=_exercise_analysis)
        self.time_budget_s = time_budget_s
        from ..lint.reference import is_exercise, reference_from_dict

        self.facts = facts if facts is not None else getattr(analysis, "facts", None)
        """The scenario's facts: re-planned with a document's own inputs (RUBRIC.md's
        consistent carry-forward); None: values are judged against the scenario's alone."""
        self._reference = reference_from_dict(self.analysis_dict)
        self._reference.source_facts = self.facts
        # The exercise's questions are asked only about the exercise's situation: for another
        # scenario the document is a team's design doc, graded on its flaws.
        self.exercise = is_exercise(self._reference.facts)
        self._reference.exercise = self.exercise

    def lint(self, text: str, path: str) -> list[Finding]:
        """The linter's findings on one submission, as the grader reads them.

        The linter compares numbers with a reference built from the same analysis dict the
        rubric reads (its public JSON shape), once per grader.
        """
        from ..lint.api import lint_text

        result = lint_text(text, path, analysis=self._reference)
        if result.error:
            raise RuntimeError(f"the linter could not read the file: {result.error}")
        return [finding_from(f) for f in result.findings]

    def _carried(self, text: str) -> dict[str, Any] | None:
        """The scenario re-planned with the document's own inputs, if it states any."""
        if self.facts is None or not self.exercise:
            return None
        from ..lint.carried import own_inputs, replanned_analysis
        from ..lint.document import parse_document

        inputs = own_inputs(parse_document(text), self._reference)
        return replanned_analysis(self.facts, inputs) if inputs else None

    def grade_bytes(self, data: bytes, path: str) -> Result:
        """Grade one submission's bytes; never raises for what is in them."""
        digest = hashlib.sha256(data).hexdigest()
        text, reason, notes = decode(data)
        if text is None:
            return self._result(path, digest, Presence({}, "rejected", reason), [])
        text = defuse(text)  # the linter reads the same linear-time text as the grader
        try:
            with TimeBudget(self.time_budget_s, _Timeout):
                presence = assess(
                    text,
                    self.rubric,
                    self.analysis_dict,
                    notes,
                    exercise=self.exercise,
                    carried=self._carried(text),
                )
                findings = self.lint(text, path) if presence.status == "graded" else []
        except _Timeout:
            reason = f"grading took longer than the {self.time_budget_s:g} s budget; not graded"
            return self._result(path, digest, Presence({}, "error", reason), [])
        except RecursionError:
            reason = "the document is nested too deeply to read; not graded"
            return self._result(path, digest, Presence({}, "error", reason), [])
        except Exception as exc:  # a grader or linter bug must not stop the batch
            reason = f"internal error while grading ({type(exc).__name__}: {exc}); not graded"
            return self._result(path, digest, Presence({}, "error", reason), [])
        return self._result(path, digest, presence, findings)

    def grade_file(self, path: str | Path) -> Result:
        from ..safe_read import UnreadableFile, read_regular_file

        shown = str(path)
        try:
            data = read_regular_file(path, MAX_SUBMISSION_BYTES)
        except UnreadableFile as exc:
            if exc.size is not None:
                reason = (
                    f"the file is {exc.size / 1e6:.1f} MB; submissions over "
                    f"{MAX_SUBMISSION_BYTES / 1e6:.0f} MB are not graded"
                )
                return self._result(shown, _sha256_file(path), Presence({}, "rejected", reason), [])
            reason = f"cannot read the file: {exc.reason}"
            return self._result(shown, "", Presence({}, "rejected", reason), [])
        return self.grade_bytes(data, shown)

    def _result(
        self, path: str, digest: str, presence: Presence, findings: list[Finding]
    ) -> Result:
        grade = score(findings, presence, self.rubric)
        return Result(path, grade, digest, self.rubric.sha256)


def _sha256_file(path: str | Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def collect(inputs: Sequence[str | Path]) -> list[Path]:
    """Submission files from files and directories (recursively, sorted), in argument order."""
    out: list[Path] = []
    for item in inputs:
        path = Path(item)
        if path.is_dir():
            found = sorted(
                p
                for p in path.rglob("*")
                if p.is_file() and p.suffix.lower() in SUFFIXES and not p.name.startswith(".")
            )
            out.extend(found)
        elif path.exists():
            out.append(path)
        else:
            raise UsageError(f"{item}: no such file or directory")
    return out


# --- batches ---------------------------------------------------------------------------------

_WORKER: Grader | None = None


def _init_worker(
    rubric: Rubric, analysis_dict: dict[str, Any], budget: float, facts: Any = None
) -> None:
    global _WORKER
    _WORKER = Grader(rubric, _Frozen(analysis_dict), budget, facts)


def _work(path: str) -> Result:
    assert _WORKER is not None
    return _WORKER.grade_file(path)


class _Frozen(dict):  # type: ignore[type-arg]
    """An analysis already turned into its dict (what crosses to worker processes)."""

    def to_dict(self) -> dict[str, Any]:
        return dict(self)


def grade_many(
    grader: Grader,
    paths: Sequence[str | Path],
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> Iterator[Result]:
    """Grade ``paths`` in order; ``jobs > 1`` spreads them over worker processes.

    Results come back in input order whatever the number of jobs, so output is byte-identical.
    """
    names = [str(p) for p in paths]
    total = len(names)
    if jobs <= 1 or total <= 1:
        for done, name in enumerate(names, 1):
            yield grader.grade_file(name)
            if progress:
                progress(done, total)
        return
    chunksize = max(1, min(32, total // (jobs * 8) or 1))
    with ProcessPoolExecutor(
        max_workers=jobs,
        initializer=_init_worker,
        initargs=(grader.rubric, grader.analysis_dict, grader.time_budget_s, grader.facts),
    ) as pool:
        for done, result in enumerate(pool.map(_work, names, chunksize=chunksize), 1):
            yield result
            if progress:
                progress(done, total)
