"""Random, realistic measurements for the records tests (never constant data), and the
``autotune records`` command run as a process."""

from __future__ import annotations

import datetime as dt
import random
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from tuner.records import ErrorKind, Measurement

ORDERS = ("mnk", "mkn", "kmn", "nmk")
SPLITS = [[a, b] for a in (1, 2, 4, 8, 16) for b in (1, 2, 4, 8)]


def matmul_key(rng: random.Random) -> str:
    """A valid canonical matmul workload key with random sizes."""
    m, n, k = (rng.choice((16, 32, 48, 64, 96, 128)) for _ in range(3))
    return f"matmul:m={m},n={n},k={k}"


def random_config(rng: random.Random) -> dict[str, object]:
    """A config of knob values of every JSON kind (list of ints, string, int)."""
    return {
        "tile_m": rng.choice(SPLITS),
        "tile_n": rng.choice(SPLITS),
        "order": rng.choice(ORDERS),
        "unroll": rng.choice((0, 2, 4, 8, 16)),
    }


def random_measurement(
    rng: random.Random,
    workload: str,
    *,
    target: str = "llvm",
    device_key: str = "cpu-a",
    error_rate: float = 0.2,
    run_id: int | None = None,
    config: dict[str, object] | None = None,
) -> Measurement:
    """A successful or failed measurement with random costs and timestamps."""
    started = dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc) + dt.timedelta(
        seconds=rng.uniform(0, 1e7)
    )
    cfg = config if config is not None else random_config(rng)
    if rng.random() < error_rate:
        kind = rng.choice([k for k in ErrorKind if k != ErrorKind.NONE])
        return Measurement(
            workload=workload,
            target=target,
            config=cfg,
            error_kind=kind,
            error_message=f"{kind.label} #{rng.randrange(10**6)}",
            device_key=device_key,
            config_index=rng.randrange(10**6),
            compile_time_s=rng.uniform(0.01, 2.0),
            started_at=started,
            finished_at=started + dt.timedelta(seconds=1),
            run_id=run_id,
        )
    costs = [rng.uniform(1e-5, 1e-2) for _ in range(rng.randint(1, 5))]
    return Measurement(
        workload=workload,
        target=target,
        config=cfg,
        costs_s=costs,
        device_key=device_key,
        config_index=rng.randrange(10**6),
        flop=float(rng.randrange(10**6, 10**9)),
        compile_time_s=rng.uniform(0.01, 2.0),
        started_at=started,
        finished_at=started + dt.timedelta(seconds=sum(costs) + 0.5),
        run_id=run_id,
        compiler_version="test-1",
    )


def records_cli(
    *args: str, env: Mapping[str, str] | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """``autotune records ARGS`` as a process (this test's environment unless ``env``)."""
    return subprocess.run(
        [sys.executable, "-m", "autotune", "records", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=None if env is None else dict(env),
        cwd=cwd,
    )
