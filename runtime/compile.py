"""compile_model(): an imported graph -> a runnable, savable :class:`~runtime.package.Package`.

The compiler renders the model (:func:`compiler.model.compile.render_model`: the
kernels' LLVM IR, the plan, the packed weights, the memory plan; pure); :func:`link`
turns the IR into one object file and wraps everything in a package.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from compiler.layout import NCHW16C
from compiler.target import DEFAULT_CUDA_ARCH, Target
from runtime.cuda_build import CudaBuilder, Nvcc, build_all
from runtime.llvm_jit import compile_object
from runtime.package import Package

if TYPE_CHECKING:
    from compiler.model.compile import CompileReport, RenderedModel
    from compiler.model.graph import Graph
    from compiler.model.lower import ConfigLookup, CostLookup


def link(
    model: RenderedModel,
    progress: Callable[[str], None] | None = None,
    cuda_builder: CudaBuilder | None = None,
) -> Package:
    """Optimizes and compiles the model's kernels into one object file: its package.
    Adds the seconds it took to ``model.report`` as its ``llvm`` phase. For a ``cuda``
    target, each kernel's fat binary instead (``cuda_builder``, nvcc by default), in its
    ``nvcc`` phase.

    Raises:
        CompileError: LLVM (or nvcc) rejected the code, or nvcc is missing.
    """
    if model.target.kind == "cuda":
        return _link_cuda(model, progress, cuda_builder)
    start = time.perf_counter()
    obj = compile_object(model.sources, model.target) if model.sources else b""
    model.report.seconds["llvm"] = time.perf_counter() - start
    if progress is not None:
        progress(f"machine code: {len(obj) / 1024:.0f} KiB in {model.report.seconds['llvm']:.1f} s")
    return Package.create(
        name=model.name,
        target=model.target,
        plan=model.plan,
        memory=model.memory,
        machine_code=obj,
    )


def _link_cuda(
    model: RenderedModel,
    progress: Callable[[str], None] | None,
    builder: CudaBuilder | None,
) -> Package:
    start = time.perf_counter()
    arch = model.target.arch or DEFAULT_CUDA_ARCH
    target = Target("cuda", arch=arch)
    images = build_all(model.sources, arch, builder or Nvcc())
    model.report.seconds["nvcc"] = time.perf_counter() - start
    if progress is not None:
        size = sum(len(i) for i in images) / 1024
        progress(f"GPU code for {arch}: {size:.0f} KiB in {model.report.seconds['nvcc']:.1f} s")
    return Package.create(
        name=model.name,
        target=target,
        plan=model.plan,
        memory=model.memory,
        gpu_images={k.symbol: image for k, image in zip(model.plan.kernels, images, strict=True)},
    )


def compile_model(
    graph: Graph,
    target: Target | str = "llvm",
    config_for: ConfigLookup | None = None,
    *,
    progress: Callable[[str], None] | None = None,
    cost_of: CostLookup | None = None,
    desired_layout: str = NCHW16C,
    cuda_builder: CudaBuilder | None = None,
) -> tuple[Package, CompileReport]:
    """Compiles an imported model for ``target``: :func:`render_model`, then :func:`link`.

    Args: those of :func:`compiler.model.compile.render_model`; ``cuda_builder`` builds a
    ``cuda`` target's kernels (nvcc by default; see :func:`link`).

    Returns:
        The package (runnable, savable) and a report of what was built.

    Raises:
        ValueError: A node that cannot run on the target.
        CompileError: Code generation failed.
    """
    # Imported here: rendering reaches every schedule template, which a runtime that
    # only loads and runs packages (on a board) never imports.
    from compiler.model.compile import render_model

    rendered = render_model(
        graph,
        target,
        config_for,
        progress=progress,
        cost_of=cost_of,
        desired_layout=desired_layout,
    )
    return link(rendered, progress, cuda_builder), rendered.report
