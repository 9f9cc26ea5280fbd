"""``python -m autotune`` runs the command line."""

from autotune.cli import main

raise SystemExit(main())
