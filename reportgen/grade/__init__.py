"""The grader: per-question scores and feedback for submissions to the checkpoint exercise.

Pipeline: a submission's bytes → the linter's findings (``reportgen.lint.api``) and the grader's
own evidence (:mod:`.evidence`) → :func:`score` (a pure function, :mod:`.formula`) → a
:class:`Grade` → the exporters (:mod:`.export`).
"""

from __future__ import annotations

from .api import GRADER_VERSION, TIME_BUDGET_S, Grader, Result, collect, grade_many
from .evidence import MAX_SUBMISSION_BYTES, assess, decode
from .formula import Finding, Grade, Presence, Weights, finding_from, score
from .rubric import Rubric, default_rubric, load_rubric, parse_rubric

__all__ = [
    "GRADER_VERSION",
    "MAX_SUBMISSION_BYTES",
    "TIME_BUDGET_S",
    "Finding",
    "Grade",
    "Grader",
    "Presence",
    "Result",
    "Rubric",
    "Weights",
    "assess",
    "collect",
    "decode",
    "default_rubric",
    "finding_from",
    "grade_many",
    "load_rubric",
    "parse_rubric",
    "score",
]
