"""The one exception family of reportgen.

Everything the package raises on purpose derives from :class:`ReportgenError`; the command line
turns that family into exit codes in one place (``reportgen.cli``) and never shows a traceback.

::

    ReportgenError                  exit 2 unless said otherwise
    ├── UsageError                  bad command-line arguments or option values
    ├── ScenarioError               a scenario file is unreadable or invalid (carries every problem)
    ├── TemplateError               a report template is missing or refers to an undefined value
    ├── DocumentError               a Markdown document cannot be read (lint / grade)
    ├── RubricError                 a grading rubric is unreadable or invalid
    └── OutputError                 exit 3: the output could not be written (read-only or full
                                    disk, standard output closed or full); nothing half-written
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "DocumentError",
    "OutputError",
    "Problem",
    "ReportgenError",
    "RubricError",
    "ScenarioError",
    "TemplateError",
    "UsageError",
]


@dataclass(frozen=True, order=True)
class Problem:
    """One located problem in an input file: ``file:line:col: message`` (1-based line, column)."""

    path: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}: {self.message}"


class ReportgenError(Exception):
    """Base of every error reportgen raises on purpose."""

    exit_code: int = 2


class UsageError(ReportgenError):
    """The command line was used wrongly (an unknown strategy, an unparsable option value…)."""


class ScenarioError(ReportgenError):
    """A scenario file could not be loaded; ``problems`` lists every problem found, in order."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = sorted(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class TemplateError(ReportgenError):
    """A report template is missing, malformed or refers to an undefined variable."""


class DocumentError(ReportgenError):
    """A document to lint or grade could not be read."""


class RubricError(ReportgenError):
    """A grading rubric could not be loaded."""


class OutputError(ReportgenError):
    """The command's output could not be written: a read-only or full output folder, standard
    output on a full device. Its own exit code (3), so that a pipeline tells it from findings
    (1) and bad input (2)."""

    exit_code = 3
