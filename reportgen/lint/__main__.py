"""``python -m reportgen.lint FILE …``: the same as ``reportgen lint FILE …``."""

from __future__ import annotations

import argparse
import sys

from ..cli import lint as lint_command
from ..errors import ReportgenError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m reportgen.lint")
    sub = parser.add_subparsers(dest="command")
    lint_command.add_parser(sub)
    args = parser.parse_args(["lint", *(sys.argv[1:] if argv is None else argv)])
    try:
        return int(args.func(args))
    except ReportgenError as exc:
        sys.stderr.write(f"reportgen: error: {exc}\n")
        return exc.exit_code
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
