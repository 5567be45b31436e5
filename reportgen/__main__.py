"""``python -m reportgen``."""

import sys

from .cli import main

sys.exit(main())
