"""Several real processes writing one database at once: nothing lost, nothing doubled."""

from __future__ import annotations

import multiprocessing as mp
import random
from typing import Any

from tuner.records import ErrorKind, Measurement, RecordStore

WRITERS = 4
PER_WRITER = 2_500
SHARED_WORKLOADS = [f"matmul:m={16 * (j + 1)},n=64,k=64" for j in range(5)]


def _writer(url: str, writer: int, barrier: Any) -> None:
    rng = random.Random(writer)
    barrier.wait()  # start together, on a database nobody has migrated yet
    with RecordStore(url, batch_size=100) as store:
        for i in range(PER_WRITER):
            ok = rng.random() > 0.1
            store.add(
                Measurement(
                    workload=SHARED_WORKLOADS[i % len(SHARED_WORKLOADS)],
                    target="llvm",
                    config={"writer": writer, "i": i},
                    costs_s=[rng.uniform(1e-4, 1e-2)] if ok else [],
                    error_kind=ErrorKind.NONE if ok else ErrorKind.RUN_TIMEOUT,
                    flop=2.0 * 64 * 64 * 16,
                    device_key=f"cpu-{writer % 2}",
                )
            )


def test_four_processes_write_ten_thousand_rows_and_none_is_lost(db_url: str) -> None:
    ctx = mp.get_context("spawn")
    barrier = ctx.Barrier(WRITERS)
    procs = [ctx.Process(target=_writer, args=(db_url, w, barrier)) for w in range(WRITERS)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=120)
    assert [p.exitcode for p in procs] == [0] * WRITERS
    with RecordStore(db_url) as store:
        records = list(store.records())
        stats = store.stats()
    assert len(records) == WRITERS * PER_WRITER
    seen = {(r.config["writer"], r.config["i"]) for r in records}
    assert seen == {(w, i) for w in range(WRITERS) for i in range(PER_WRITER)}
    # Racing get-or-create of the shared workloads made exactly one row each.
    assert stats.workloads == len(SHARED_WORKLOADS)
    assert {r.workload for r in records} == set(SHARED_WORKLOADS)
    assert stats.device_keys == {"cpu-0": 5_000, "cpu-1": 5_000}
