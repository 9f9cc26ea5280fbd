"""Vendor-library timings to compare our CUDA kernels with, on the same GPU and inputs.

Matmuls (plain, no epilogue) run on cuBLAS through cupy or torch; convolutions
(NCHW, no epilogue or a bias) on cuDNN through torch's ``conv2d``, depthwise ones
with ``groups=c``. Each comes as a timer, ``n -> seconds for n
back-to-back runs`` measured with CUDA events, to interleave with ours
(:func:`device_server.cuda_bench.interleaved`). TF32 is off: the library does
the float32 arithmetic our kernels do. cupy and torch are optional and
imported only here, when a reference is asked for.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from compiler import Workload
from compiler.layout import NCHW

log = logging.getLogger(__name__)

Timer = Callable[[int], float]  # seconds for n back-to-back runs


def reference_library(workload: Workload) -> str | None:
    """The library a workload is compared with: ``cuBLAS``, ``cuDNN`` or None (none fits).

    Epilogues cuBLAS and cuDNN do not fuse are left out: a reference that launched
    extra kernels for them would not be the library's speed.
    """
    epilogue = workload.get("epilogue") if "epilogue" in workload.params_dict else "none"
    if workload.op in ("matmul", "batch_matmul") and epilogue == "none":
        return "cuBLAS"
    if workload.op in CONVOLUTIONS and epilogue in ("none", "bias") and _nchw(workload):
        return "cuDNN"
    return None


#: Operators cuDNN's convolution computes (NCHW data, KCRS weights).
CONVOLUTIONS = ("conv2d", "depthwise_conv2d")


def _nchw(workload: Workload) -> bool:
    params = workload.params_dict
    return all(str(params.get(name, NCHW)) == NCHW for name in ("layout_in", "layout_out"))


def _cupy_matmul(workload: Workload, inputs: Sequence[np.ndarray]) -> Timer:
    import cupy

    a, b = cupy.asarray(inputs[0]), cupy.asarray(inputs[1])
    out = cupy.matmul(a, b)

    def run(n: int) -> float:
        start, end = cupy.cuda.Event(), cupy.cuda.Event()
        start.record()
        for _ in range(n):
            cupy.matmul(a, b, out=out)
        end.record()
        end.synchronize()
        return float(cupy.cuda.get_elapsed_time(start, end)) / 1000.0

    return run


#: Library calls per captured CUDA graph (see :class:`TorchTimer`).
GRAPH_CALLS = 20


class TorchTimer:
    """A CUDA-event timer of ``call`` on torch's current stream, replaying a CUDA graph of
    :data:`GRAPH_CALLS` calls where torch can capture one.

    torch spends about 10 us of Python and dispatch on each call, longer than a small
    kernel runs (cuDNN's depthwise convolutions take 5-15 us on an H100): timed in a
    Python loop, the library would be measured by its launch overhead. A graph replays
    the library's kernels back to back, so the timing is the GPU's.
    """

    def __init__(self, torch: Any, call: Callable[[], object]) -> None:
        self._torch, self._call = torch, call
        self._graph = self._capture()
        self.graphed = self._graph is not None

    def _capture(self) -> Any:
        torch = self._torch
        try:
            side = torch.cuda.Stream()  # capture needs a warm-up off the default stream
            side.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(side):
                for _ in range(3):
                    self._call()
            torch.cuda.current_stream().wait_stream(side)
            graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(graph):
                for _ in range(GRAPH_CALLS):
                    self._call()
            graph.replay()
            torch.cuda.synchronize()
        except Exception as err:  # torch's errors: capture unsupported here; time the loop
            log.warning("no CUDA graph of the reference (%s): timing its launch loop", err)
            return None
        return graph

    def __call__(self, n: int) -> float:
        """Seconds for ``n`` calls."""
        torch = self._torch
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        replays = max(1, round(n / GRAPH_CALLS))
        start.record()
        if self._graph is None:
            for _ in range(n):
                self._call()
        else:
            for _ in range(replays):
                self._graph.replay()
        end.record()
        end.synchronize()
        seconds = float(start.elapsed_time(end)) / 1000.0
        return seconds if self._graph is None else seconds * n / (replays * GRAPH_CALLS)


def _torch_matmul(workload: Workload, inputs: Sequence[np.ndarray]) -> Timer:
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False  # the same float32 arithmetic as ours
    a = torch.from_numpy(inputs[0]).cuda()
    b = torch.from_numpy(inputs[1]).cuda()
    out = torch.matmul(a, b)
    return TorchTimer(torch, lambda: torch.matmul(a, b, out=out))


def _torch_conv(workload: Workload, inputs: Sequence[np.ndarray]) -> Timer:
    import torch
    import torch.nn.functional as F  # noqa: N812 - torch's own spelling

    torch.backends.cudnn.allow_tf32 = False
    # cuDNN times its algorithms for the shape on the first call and keeps the fastest.
    torch.backends.cudnn.benchmark = True
    x = torch.from_numpy(inputs[0]).cuda()
    weight = torch.from_numpy(inputs[1]).cuda()
    bias = torch.from_numpy(inputs[2]).cuda() if len(inputs) > 2 else None
    stride, pad = workload.get_int("stride"), workload.get_int("pad")
    if workload.op == "depthwise_conv2d":
        dilation, groups = 1, workload.get_int("c")
    else:
        dilation, groups = workload.get_int("dilation"), workload.get_int("groups")

    def conv() -> object:
        return F.conv2d(
            x, weight, bias, stride=stride, padding=pad, dilation=dilation, groups=groups
        )

    conv()  # the algorithm search, before anything is timed
    torch.cuda.synchronize()
    return TorchTimer(torch, conv)


#: Library -> its frontends, tried in order: (name, timer factory).
_FRONTENDS: dict[str, tuple[tuple[str, Callable[[Workload, Sequence[np.ndarray]], Timer]], ...]] = {
    "cuBLAS": (("cupy", _cupy_matmul), ("torch", _torch_matmul)),
    "cuDNN": (("torch", _torch_conv),),
}


def library_reference(workload: Workload, inputs: Sequence[np.ndarray]) -> tuple[str, Timer] | None:
    """``("<library> via <frontend>", timer)`` for the workload on ``inputs`` (``", CUDA
    graph"`` added when the library's calls are replayed from one); None when no library
    fits the workload (:func:`reference_library`) or no frontend is installed."""
    library = reference_library(workload)
    if library is None:
        return None
    for name, make in _FRONTENDS[library]:
        try:
            timer = make(workload, inputs)
        except ImportError:
            continue
        graphed = ", CUDA graph" if getattr(timer, "graphed", False) else ""
        return f"{library} via {name}{graphed}", timer
    return None


def frontends(library: str) -> tuple[str, ...]:
    """The Python packages a library's reference may be taken through, in the order tried."""
    return tuple(name for name, _ in _FRONTENDS[library])
