"""``reportgen grade``: score exercise submissions per question and export the grades.

Exit codes: 0 when every submission was graded or reported (a rejected submission is a result,
not a failure of the command), 2 for bad usage, an unreadable scenario or an invalid rubric.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ._common import progress_bar

FORMATS = ("json", "gradescope", "csv", "markdown")
VISIBILITIES = ("visible", "hidden", "after_due_date", "after_published")


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "grade",
        help="score exercise submissions per question, with feedback",
        description=(
            "Grade Markdown submissions to the checkpoint-strategy exercise against SCENARIO's "
            "numbers with a rubric (the shipped default, or --rubric). Directories are searched "
            "for *.md, *.markdown and *.txt files."
        ),
        epilog=(
            "outputs: json prints one JSON object per submission per line (or writes "
            "DIR/grades.jsonl); gradescope writes DIR/results.json for one submission or "
            "DIR/ID/results.json for several (stdout without --out); csv prints or writes "
            "DIR/gradebook.csv; markdown writes DIR/ID.feedback.md (stdout without --out). "
            "In a Gradescope autograder: reportgen grade /autograder/submission --submission "
            "--scenario S --format gradescope --out /autograder/results (a submission without "
            "Markdown gets score 0 and an explanation)."
        ),
    )
    p.add_argument("inputs", nargs="+", metavar="FILE_OR_DIR", help="submissions")
    p.add_argument("--scenario", required=True, type=Path, help="scenario YAML file")
    p.add_argument("--rubric", type=Path, help="rubric YAML file (default: the shipped one)")
    p.add_argument("--format", choices=FORMATS, default="json")
    p.add_argument("--out", type=Path, metavar="DIR", help="write files into DIR")
    p.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="worker processes (default 1; 0 = one per CPU)",
    )
    p.add_argument(
        "--submission",
        action="store_true",
        help=(
            "the inputs are the files of ONE submission (Gradescope's /autograder/submission): "
            "grade each Markdown file, keep the answer file (the best-scoring one) and say "
            "which; with --format gradescope, write DIR/results.json"
        ),
    )
    p.add_argument(
        "--visibility",
        choices=VISIBILITIES,
        default="visible",
        help="gradescope: when students see their score (default: visible)",
    )
    p.add_argument(
        "--feedback-visibility",
        choices=VISIBILITIES,
        default=None,
        help=(
            "gradescope: when students see the per-question feedback, which names the correct "
            "values (default: as --visibility); after_published withholds them until the "
            "grades are published"
        ),
    )
    p.add_argument(
        "--no-cache",
        action="store_true",
        help="read and write no cache (the parsed state catalog and reference)",
    )
    p.set_defaults(func=run)


def _write(path: Path, text: str) -> None:
    """Write atomically: a reader never sees half a file, a failure leaves no temporary file."""
    from ..report.writer import write_files

    write_files({path: text.encode("utf-8")})


def run(args: argparse.Namespace) -> int:
    import json

    from ..engine.analysis import analyse
    from ..grade import Grader, collect, grade_many, load_rubric
    from ..grade.api import Result
    from ..grade.export import (
        choose_answer,
        csv_gradebook,
        gradescope_no_markdown,
        gradescope_results,
        json_line,
        markdown_feedback,
        submission_ids,
    )
    from ..scenario import load_scenario
    from .lint import cap_jobs

    if args.jobs < 0:
        raise UsageError(f"--jobs must be 0 or more (got {args.jobs})")
    jobs = cap_jobs(args.jobs) if args.jobs > 0 else (os.cpu_count() or 1)
    assert jobs is not None
    if args.out is not None and args.out.exists() and not args.out.is_dir():
        raise UsageError(f"--out {args.out}: exists and is not a directory")
    rubric = load_rubric(args.rubric)
    grader = Grader(rubric, analyse(load_scenario(args.scenario).facts))
    paths = collect(args.inputs)
    if not paths and args.format == "gradescope":
        found = _other_files(args.inputs)
        data = gradescope_no_markdown(rubric, found, args.visibility)
        _emit(args.out, "results.json", json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        sys.stderr.write("reportgen: no Markdown file in the submission; scored 0 with a note\n")
        return 0
    if not paths:
        raise UsageError("no submissions found (looked for *.md, *.markdown, *.txt)")
    update, close = progress_bar(len(paths), "grading", "doc")
    try:
        results = list(grade_many(grader, paths, jobs=jobs, progress=update))
    finally:
        close()
    note = None
    if args.submission:
        chosen = choose_answer(results)
        others = [r.path for i, r in enumerate(results) if i != chosen]
        if others:
            note = f"Graded {results[chosen].path}; also found, not graded: {', '.join(others)}."
            sys.stderr.write(f"reportgen: {note}\n")
        results = [results[chosen]]
    roots = [str(p) for p in args.inputs if Path(p).is_dir()]
    ids = submission_ids([r.path for r in results], roots)
    out = args.out

    def gradescope(result: Result) -> dict[str, Any]:
        return gradescope_results(result, args.visibility, args.feedback_visibility, note)

    if args.format == "json":
        text = "".join(json_line(r) for r in results)
        _emit(out, "grades.jsonl", text)
    elif args.format == "csv":
        _emit(out, "gradebook.csv", csv_gradebook(results, rubric))
    elif args.format == "gradescope":
        if out is None:
            sys.stdout.write(
                "".join(json.dumps(gradescope(r), ensure_ascii=False) + "\n" for r in results)
            )
        elif len(results) == 1:
            _write(out / "results.json", json.dumps(gradescope(results[0]), indent=2) + "\n")
        else:
            for sid, r in zip(ids, results, strict=True):
                _write(out / sid / "results.json", json.dumps(gradescope(r), indent=2) + "\n")
    else:
        if out is None:
            sys.stdout.write("\n".join(markdown_feedback(r) for r in results))
        else:
            for sid, r in zip(ids, results, strict=True):
                _write(out / f"{sid}.feedback.md", markdown_feedback(r))
    if out is not None:
        graded = sum(1 for r in results if r.status == "graded")
        sys.stderr.write(f"reportgen: graded {graded} of {len(results)} submission(s) into {out}\n")
    for r in results:
        if r.status != "graded":
            sys.stderr.write(f"{r.path}: not graded: {r.grade.reason}\n")
    return 0


def _other_files(inputs: list[str]) -> list[str]:
    """The files of a submission that has no Markdown, for the student's explanation."""
    found: list[str] = []
    for item in inputs:
        path = Path(item)
        if path.is_dir():
            found += sorted(
                p.relative_to(path).as_posix()
                for p in path.rglob("*")
                if p.is_file() and not p.name.startswith(".")
            )
        elif path.exists():
            found.append(path.name)
    return found


def _emit(out: Path | None, name: str, text: str) -> None:
    if out is None:
        sys.stdout.write(text)
    else:
        _write(out / name, text)
