"""Dense layers (matmul by a constant weight, bias epilogue): ours vs numpy and onnxruntime.

For each shape ``m x n x k`` times, interleaved in one run:

* ``before``: the default config before the small-m defaults (A packed, 16 panels a
  block, threads over the m blocks from 2 MFLOP), or the default with the knobs of
  ``--before`` (JSON) changed, built without prepacking: B packed into panels inside
  every call, as kernels ran before matmul had a ``prepack``;
* ``after``: the current default, prepacked (B packed once, as models and
  ``autotune bench`` run it);
* ``numpy``: ``A @ B + bias`` with one BLAS thread (B as ``[k, n]``), and
  ``A @ W.T + bias`` (W as ``[n, k]``, the ONNX layout);
* ``ort``: onnxruntime's Gemm node (transB=1, like the models) with ``--threads``
  intra-op threads, run through an IO binding (no output allocation per call). Its
  idle threads do not spin unless ``--ort-spin``: spinning, they take a core from
  whatever is timed next on a small machine.

``--cache hot`` times back-to-back calls (weights that fit stay in the caches);
``--cache cold`` evicts the caches (reads a 96 MiB buffer) before every timed call,
as in a model where the other layers' weights pass through the caches between two
runs of this one. Threaded contenders then also pay a thread wake-up (about 0.2 ms on
a VM after a few ms idle) that a model's back-to-back kernels do not: compare cold
figures at ``--threads 1``. ``--raw`` calls our kernels as the model runtime does (no
per-call argument checks: ``Kernel.run`` costs about 15 us a call). Prints ms and GB/s
of weights streamed (``4 k n`` bytes).

    python bench/bench_dense.py --raw --ort-spin --cache cold --threads 1 --repeat 15
    python bench/bench_dense.py --raw --ort-spin --cache hot --shape 1,1000,544 --repeat 40
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

for _var in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"):
    os.environ.pop(_var, None)
# numpy is the one-thread reference: set before numpy loads its BLAS.
os.environ["OPENBLAS_NUM_THREADS"] = "1"

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402

from compiler import Workload, get_space, random_inputs, reference  # noqa: E402
from compiler.space import Config  # noqa: E402
from compiler.timing import CHECK_RTOL, interleaved_medians, output_error  # noqa: E402
from runtime import Kernel, build  # noqa: E402

SHAPES = ("1,1000,2048", "1,4096,25088", "1,1000,544", "1,4096,4096")
EVICT_BYTES = 96 << 20


def ort_gemm(
    w: np.ndarray, bias: np.ndarray, a: np.ndarray, threads: int, *, spin: bool
) -> tuple[Callable[[], None], np.ndarray]:
    """A call of onnxruntime's Gemm(A, W, bias) with transB=1 on ``a``, and its output."""
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    m, k = a.shape
    n = w.shape[0]
    graph = helper.make_graph(
        [helper.make_node("Gemm", ["A", "W", "bias"], ["Y"], transB=1)],
        "dense",
        [helper.make_tensor_value_info("A", TensorProto.FLOAT, [m, k])],
        [helper.make_tensor_value_info("Y", TensorProto.FLOAT, [m, n])],
        [numpy_helper.from_array(w, "W"), numpy_helper.from_array(bias, "bias")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    if not spin:
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    sess = ort.InferenceSession(model.SerializeToString(), opts, providers=["CPUExecutionProvider"])
    out = np.empty((m, n), np.float32)
    binding = sess.io_binding()
    binding.bind_cpu_input("A", a)
    binding.bind_output("Y", "cpu", 0, np.float32, [m, n], out.ctypes.data)

    def run() -> None:
        sess.run_with_iobinding(binding)

    return run, out


def bound_call(kernel: Kernel, arrays: list[np.ndarray]) -> Callable[[], None]:
    """The kernel's function called on fixed arrays with no per-call checks, as the
    model runtime calls its bound steps (``Kernel.run`` checks every argument: about
    15 us, a third of a 2 MB dense layer's run). Reaches into the kernel's privates:
    only for timing, after a ``run`` with the same arrays."""
    pointers = [x.ctypes.data for x in arrays] + [w.ctypes.data for w in kernel._scratch]
    fn, threads = kernel._fn, kernel.num_threads

    def call() -> None:
        fn(*pointers, threads)

    return call


def cold_medians(fns: Sequence[Callable[[], object]], repeat: int) -> list[float]:
    """Median seconds per call of each function, in alternation, the caches evicted
    (a read of ``EVICT_BYTES``) before every timed call."""
    junk = np.ones(EVICT_BYTES // 4, np.float32)
    samples: list[list[float]] = [[] for _ in fns]
    for fn in fns:  # warm-up: code, threads, page tables
        fn()
    for _ in range(repeat):
        for i, fn in enumerate(fns):
            float(junk.sum())  # reads: no dirty lines left to write back in the timed call
            start = time.perf_counter()
            fn()
            samples[i].append(time.perf_counter() - start)
    return [float(np.median(s)) for s in samples]


def bench_shape(text: str, args: argparse.Namespace) -> None:
    m, n, k = (int(x) for x in text.split(","))
    w = Workload.of("matmul", m=m, n=n, k=k, epilogue="bias")
    a, b, bias = random_inputs(w, np.random.default_rng(0))
    ref = reference(w, [a, b, bias])
    weight = np.ascontiguousarray(b.T)  # ONNX Gemm's W [n, k] with transB=1
    space = get_space(w)
    default = space.default()
    if args.before is None:
        # The default of every m before the small-m defaults (compiler/templates/gemm.py).
        nc_tiles = [v for v in space.knob("nc_tiles").candidates if isinstance(v, int)]
        before: dict[str, Any] = {
            "pack_a": int(m * n * k >= 64**3),
            "nc_tiles": max(v for v in nc_tiles if v <= 16),
            "parallel": "m" if m * n * k >= 128**3 else "none",
        }
    else:
        before = json.loads(args.before)
    before_cfg = Config.from_json({**default.to_json(), **before})
    kernels = {
        "before": build(w, before_cfg, num_threads=args.threads),
        "after": build(w, None, num_threads=args.threads, prepacked=True),
    }
    fns: dict[str, Callable[[], object]] = {}
    outs: dict[str, np.ndarray] = {}
    for name, kernel in kernels.items():
        kargs = kernel.prepare(a, b, bias)
        out = outs[name] = np.empty((m, n), np.float32)
        kernel.run(*kargs, out=out)  # checks the arguments, allocates the workspaces
        fns[name] = functools.partial(kernel.run, *kargs, out=out)
        if args.raw:
            fns[name] = bound_call(kernel, [*kargs, out])
    np_out = outs["numpy_kn"] = np.empty((m, n), np.float32)
    np_out2 = outs["numpy_nk"] = np.empty((m, n), np.float32)

    def numpy_kn() -> None:
        np.matmul(a, b, out=np_out)
        np.add(np_out, bias, out=np_out)

    def numpy_nk() -> None:
        np.matmul(a, weight.T, out=np_out2)
        np.add(np_out2, bias, out=np_out2)

    fns["numpy_kn"], fns["numpy_nk"] = numpy_kn, numpy_nk
    fns["ort"], outs["ort"] = ort_gemm(weight, bias, a, args.threads, spin=args.ort_spin)
    # Each output is its own buffer, filled with NaN before the checked call: an element
    # left unwritten stays NaN, and output_error is inf for NaN (never <= the tolerance).
    for out in outs.values():
        out.fill(np.nan)
    for fn in fns.values():
        fn()
    for name, out in outs.items():
        err = output_error(out, ref)
        assert err <= CHECK_RTOL, f"{text} {name}: max rel err {err:.2e}"
    if args.cache == "cold":
        times = cold_medians(list(fns.values()), args.repeat)
    else:
        times = interleaved_medians(list(fns.values()), args.repeat, block=args.block)
    gb = 4 * k * n / 1e9
    calls = "bound calls" if args.raw else "Kernel.run"
    print(
        f"# {w}  weights {gb * 1e3:.1f} MB  cache {args.cache}  threads {args.threads}  "
        f"ours by {calls}"
    )
    print(f"#   before: {kernels['before'].config.to_json_str()}")
    print(f"#   after:  {kernels['after'].config.to_json_str()}")
    for name, t in zip(fns, times, strict=True):
        print(f"{name:>10} {t * 1e3:9.3f} ms {gb / t:7.1f} GB/s")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--shape", action="append", default=[], help="m,n,k (repeatable)")
    p.add_argument("--threads", type=int, default=2, help="threads of ours and onnxruntime")
    p.add_argument("--repeat", type=int, default=15)
    p.add_argument("--block", type=int, default=10, help="--cache hot: calls in a row")
    p.add_argument(
        "--ort-spin",
        action="store_true",
        help="let onnxruntime's idle threads spin (its default; they take a core from "
        "whatever is timed next on a small machine)",
    )
    p.add_argument(
        "--raw",
        action="store_true",
        help="call our kernels without Kernel.run's per-call argument checks",
    )
    p.add_argument("--cache", choices=["hot", "cold"], default="cold")
    p.add_argument("--before", default=None, help="knobs (JSON) of 'before' unlike the default")
    args = p.parse_args()
    for text in args.shape or SHAPES:
        bench_shape(text, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
