"""Every test gets its own empty default records database.

Commands run without ``--db`` (``bench``, ``tune``, ``compile``) read and write the
user's default database (``$AUTOTUNE_DB``, else ``$XDG_DATA_HOME/autotune/records.db``).
A test must neither pollute the records of whoever runs the suite nor depend on them
(a database written by a newer autotune, or records left by another test), so each
test's environment, which the processes it starts inherit, points it at a fresh folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_default_records_db(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """This test's data home; its default records database is ``autotune/records.db`` in it."""
    data_home = tmp_path_factory.mktemp("data_home")
    monkeypatch.delenv("AUTOTUNE_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(data_home))
    return data_home
