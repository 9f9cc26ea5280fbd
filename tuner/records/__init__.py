"""The records database: every measurement of every tuning run, in SQLite or PostgreSQL.

Typical use::

    with RecordStore("sqlite:///records.db") as store:
        run = store.start_run(who="me", tuner="xgb", workload=w, target="llvm")
        store.add(Measurement(str(w), "llvm", cfg.to_json(), costs_s=[1e-3], flop=2e6, run_id=run))
        store.finish_run(run)
        best = store.best(w, "llvm", device_key="cpu-znver5")  # configs by median GFLOP/s

``resolve_config`` and ``build_best`` pick the best recorded config at compile
time (they import the compiler on first call).
"""

from tuner.records.compile import build_best, resolve_config
from tuner.records.errors import (
    TRANSIENT_ERRORS,
    DatabaseUnavailableError,
    DatabaseURLError,
    ErrorKind,
    RecordsError,
    SchemaVersionError,
)
from tuner.records.store import RUN_STATUSES, RecordStore
from tuner.records.types import (
    DeviceInfo,
    Measurement,
    RankedConfig,
    Record,
    RecordFilter,
    RunSummary,
    Stats,
    config_hash,
)
from tuner.records.url import default_db_url, normalize_url

__all__ = [
    "RUN_STATUSES",
    "TRANSIENT_ERRORS",
    "DatabaseURLError",
    "DatabaseUnavailableError",
    "DeviceInfo",
    "ErrorKind",
    "Measurement",
    "RankedConfig",
    "Record",
    "RecordFilter",
    "RecordStore",
    "RecordsError",
    "RunSummary",
    "SchemaVersionError",
    "Stats",
    "build_best",
    "config_hash",
    "default_db_url",
    "normalize_url",
    "resolve_config",
]
