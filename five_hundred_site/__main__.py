"""``python -m five_hundred_site --results build/results.json --out build/docs --summary``."""

from __future__ import annotations

import sys

from .site import main

sys.exit(main())
