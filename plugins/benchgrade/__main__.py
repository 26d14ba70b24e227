"""``python -m benchgrade`` is the ``benchgrade`` command."""
import sys

from .cli import main

sys.exit(main())
