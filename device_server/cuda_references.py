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

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from compiler import Workload
from compiler.layout import NCHW

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


def _torch_timer(torch: Any, call: Callable[[], object]) -> Timer:
    """A CUDA-event timer of ``call`` on torch's current stream."""

    def run(n: int) -> float:
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(n):
            call()
        end.record()
        end.synchronize()
        return float(start.elapsed_time(end)) / 1000.0

    return run


def _torch_matmul(workload: Workload, inputs: Sequence[np.ndarray]) -> Timer:
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False  # the same float32 arithmetic as ours
    a = torch.from_numpy(inputs[0]).cuda()
    b = torch.from_numpy(inputs[1]).cuda()
    out = torch.matmul(a, b)
    return _torch_timer(torch, lambda: torch.matmul(a, b, out=out))


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
    return _torch_timer(torch, conv)


#: Library -> its frontends, tried in order: (name, timer factory).
_FRONTENDS: dict[str, tuple[tuple[str, Callable[[Workload, Sequence[np.ndarray]], Timer]], ...]] = {
    "cuBLAS": (("cupy", _cupy_matmul), ("torch", _torch_matmul)),
    "cuDNN": (("torch", _torch_conv),),
}


def library_reference(workload: Workload, inputs: Sequence[np.ndarray]) -> tuple[str, Timer] | None:
    """``("<library> via <frontend>", timer)`` for the workload on ``inputs``; None when no
    library fits the workload (:func:`reference_library`) or no frontend is installed."""
    library = reference_library(workload)
    if library is None:
        return None
    for name, make in _FRONTENDS[library]:
        try:
            return f"{library} via {name}", make(workload, inputs)
        except ImportError:
            continue
    return None


def frontends(library: str) -> tuple[str, ...]:
    """The Python packages a library's reference may be taken through, in the order tried."""
    return tuple(name for name, _ in _FRONTENDS[library])
