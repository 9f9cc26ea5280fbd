"""Job data (model packages) in pieces, per-job tries and arrays on the wire, without a
network: the tracker's batch reader, the client's splitting, the pool's rules and the
Tensor conversion."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterable

import numpy as np
import pytest

from autotune.v1 import measure_pb2, tracker_pb2
from device_server.tensors import DTYPES, TensorError, from_tensor, from_tensors, to_tensors
from tracker.limits import data_messages, split_batch
from tracker.pool import FailReason, Pool
from tracker.service import read_batch, validate_jobs

K = measure_pb2


async def _stream(
    messages: Iterable[tracker_pb2.SubmitBatchRequest],
) -> AsyncIterator[tracker_pb2.SubmitBatchRequest]:
    for message in messages:
        # Through the wire format, as the tracker receives them.
        yield tracker_pb2.SubmitBatchRequest.FromString(message.SerializeToString())


def _read(
    messages: Iterable[tracker_pb2.SubmitBatchRequest], max_data: int = 1 << 30
) -> tuple[list[K.MeasureJob], dict[str, bytes]]:
    _, jobs, data = asyncio.run(read_batch(_stream(messages), 100, max_data))
    return jobs, data


def _package_job(job_id: str, size: int) -> K.MeasureJob:
    return K.MeasureJob(job_id=job_id, run_package=K.RunPackageJob(repeat=1), data_bytes=size)


def test_data_goes_in_pieces_and_comes_out_whole() -> None:
    rng = np.random.default_rng()
    blobs = {"a": rng.bytes(int(rng.integers(1, 5000))), "b": rng.bytes(int(rng.integers(1, 50)))}
    jobs = [_package_job(i, len(b)) for i, b in blobs.items()]
    chunk = int(rng.integers(7, 300))
    pieces = list(data_messages(blobs, chunk_bytes=chunk))
    assert all(len(p.data) == 1 and len(p.data[0].data) <= chunk for p in pieces)
    assert len(pieces) == sum(-(-len(b) // chunk) for b in blobs.values())
    got_jobs, data = _read([*split_batch("k", 0, jobs), *pieces])
    assert [j.job_id for j in got_jobs] == ["a", "b"]
    assert data == blobs


def test_data_of_the_wrong_length_or_of_no_job_is_refused() -> None:
    blob = np.random.default_rng().bytes(100)
    with pytest.raises(ValueError, match="declares 101 bytes of data; 100 came"):
        _read([*split_batch("k", 0, [_package_job("a", 101)]), *data_messages({"a": blob})])
    with pytest.raises(ValueError, match="data for job ids not in the batch: b"):
        _read(
            [
                *split_batch("k", 0, [_package_job("a", 100)]),
                *data_messages({"a": blob, "b": blob}),
            ]
        )


def test_data_over_the_trackers_limit_is_refused() -> None:
    blob = np.random.default_rng().bytes(3000)
    messages = [
        *split_batch("k", 0, [_package_job("a", len(blob))]),
        *data_messages({"a": blob}, 1000),
    ]
    assert _read(messages, max_data=3000)[1] == {"a": blob}
    with pytest.raises(ValueError, match="--max-batch-data"):
        _read(messages, max_data=2999)


def test_a_package_job_needs_no_workload_key_but_a_kernel_job_does() -> None:
    validate_jobs([_package_job("a", 0)])
    with pytest.raises(ValueError, match="has no workload key"):
        validate_jobs([K.MeasureJob(job_id="b")])


def test_a_job_may_ask_for_fewer_tries_than_the_pool_gives() -> None:
    pool: Pool[str] = Pool(max_tries=3)
    first, _ = pool.register("k", capacity=3)
    _, created, _ = pool.submit(
        "k", 0, [("once", "p"), ("default", "p"), ("greedy", "p")], max_tries=[1, 0, 99]
    )
    assert all(pool.runs_on(first.device_id, j.uid) for j in created)
    effects = pool.remove_device(first.device_id, "killed")
    assert [(f.job.client_job_id, f.reason) for f in effects.failures] == [
        ("once", FailReason.DEVICE_LOST)
    ]
    # The others are queued again; "greedy" gets the pool's 3 tries, not 99.
    for _ in range(2):
        device, _ = pool.register("k", capacity=3)
        effects = pool.remove_device(device.device_id, "killed")
    assert [f.job.client_job_id for f in effects.failures] == ["default", "greedy"]
    assert not pool.runs_on(device.device_id, created[1].uid)


def test_arrays_cross_the_wire_unchanged() -> None:
    rng = np.random.default_rng()
    arrays = {}
    for dtype in sorted(DTYPES):
        shape = tuple(int(d) for d in rng.integers(0, 4, size=int(rng.integers(0, 4))))
        arrays[dtype] = (rng.standard_normal(shape) * 100).astype(dtype)
    arrays["big-endian"] = rng.standard_normal((2, 3)).astype(">f4")
    arrays["strided"] = rng.standard_normal((4, 6)).astype(np.float32)[::2, ::3]
    tensors = [K.Tensor.FromString(t.SerializeToString()) for t in to_tensors(arrays)]
    back = from_tensors(tensors)
    assert list(back) == list(arrays)
    for name, array in arrays.items():
        assert back[name].shape == array.shape
        assert back[name].dtype == array.dtype.newbyteorder("=")
        assert np.array_equal(back[name], array), name


def test_malformed_tensors_are_refused_in_one_line() -> None:
    good = to_tensors({"x": np.zeros((2, 3), np.float32)})[0]
    short = K.Tensor(name="x", dtype="float32", shape=[2, 3], data=good.data[:-1])
    with pytest.raises(TensorError, match=r"needs 24 bytes, got 23"):
        from_tensor(short)
    with pytest.raises(TensorError, match="has dtype 'object'"):
        from_tensor(K.Tensor(name="x", dtype="object", shape=[1], data=b"\0" * 8))
    with pytest.raises(TensorError, match="negative dimension"):
        from_tensor(K.Tensor(name="x", dtype="uint8", shape=[-1], data=b""))
    with pytest.raises(TensorError, match="two tensors are named 'x'"):
        from_tensors([good, good])
    with pytest.raises(TensorError, match="has dtype complex64"):
        to_tensors({"z": np.zeros(2, np.complex64)})
