"""The machine's fp32 FMA peak, measured now: the ceiling benchmarks report fractions of.

Hosts differ from day to day (the same VM type measured 485 and 226 GFLOP/s on two
days), so a benchmark measures the peak in the same run as what it compares. The loop
is ``chains`` independent vector FMA chains (enough to hide the FMA latency), JIT
compiled for the target, run by one Python thread per core at once (ctypes releases
the GIL during the call).
"""

from __future__ import annotations

import ctypes
import threading
import time

from compiler.target import Target
from runtime.llvm_jit import compile_ir

#: Independent accumulator chains: more than FMA latency x ports (4 x 2) keeps both
#: FMA units busy without spilling the 32 vector registers.
CHAINS = 12


def _fma_loop_ir(lanes: int, chains: int) -> str:
    vec = f"<{lanes} x float>"
    lines = [
        f"declare {vec} @llvm.fmuladd.v{lanes}f32({vec}, {vec}, {vec})",
        "define float @fma_peak(i64 %iters) {",
        "entry:",
        "  br label %loop",
        "loop:",
        "  %i = phi i64 [0, %entry], [%next, %loop]",
    ]
    # acc * 0.5 + 0.25: exact constants, converges to 0.5 (no overflow, no denormals).
    half = "<" + ", ".join(["float 0.5"] * lanes) + ">"
    quarter = "<" + ", ".join(["float 0.25"] * lanes) + ">"
    for c in range(chains):
        init = "<" + ", ".join([f"float {c}.0"] * lanes) + ">"
        lines.append(f"  %acc{c} = phi {vec} [{init}, %entry], [%new{c}, %loop]")
    for c in range(chains):
        lines.append(
            f"  %new{c} = call {vec} @llvm.fmuladd.v{lanes}f32({vec} %acc{c}, {vec} {half}, "
            f"{vec} {quarter})"
        )
    lines += [
        "  %next = add i64 %i, 1",
        "  %done = icmp eq i64 %next, %iters",
        "  br i1 %done, label %exit, label %loop",
        "exit:",
    ]
    total = "%new0"
    for c in range(1, chains):
        lines.append(f"  %sum{c} = fadd {vec} {total}, %new{c}")
        total = f"%sum{c}"
    lines += [f"  %r = extractelement {vec} {total}, i32 0", "  ret float %r", "}"]
    return "\n".join(lines)


def fma_peak_gflops(
    threads: int, target: Target | str = "llvm", seconds: float = 0.2, repeat: int = 3
) -> float:
    """Best of ``repeat`` measurements of the fp32 FMA rate of ``threads`` threads, in
    GFLOP/s (2 FLOPs per lane per FMA).

    Raises:
        ValueError: ``threads`` < 1.
    """
    if threads < 1:
        raise ValueError(f"threads must be >= 1, got {threads}")
    t = Target.parse(target)
    lanes = t.vector_lanes("float32")
    module = compile_ir(_fma_loop_ir(lanes, CHAINS), t)
    fn = ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_int64)(module.address("fma_peak"))
    flop_per_iter = 2 * lanes * CHAINS
    # Calibrate: iterations that take about ``seconds`` on one thread.
    iters = 1 << 16
    while True:
        start = time.perf_counter()
        fn(iters)
        took = time.perf_counter() - start
        if took > 0.02:
            break
        iters *= 4
    iters = max(1, int(iters * seconds / took))
    best = 0.0
    for _ in range(repeat):
        barrier = threading.Barrier(threads + 1)

        def work(gate: threading.Barrier) -> None:
            gate.wait()
            fn(iters)

        pool = [threading.Thread(target=work, args=(barrier,)) for _ in range(threads)]
        for th in pool:
            th.start()
        barrier.wait()
        start = time.perf_counter()
        for th in pool:
            th.join()
        elapsed = time.perf_counter() - start
        best = max(best, threads * iters * flop_per_iter / elapsed / 1e9)
    return best
