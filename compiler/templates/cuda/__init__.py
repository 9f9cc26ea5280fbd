"""CUDA templates: ``matmul`` and ``conv2d`` (with their epilogues), ``batch_matmul``,
``depthwise_conv2d``, ``pointwise``, ``layernorm``, ``softmax``, ``resize2d``,
``reduce``, ``attention``, ``copy``, ``concat``, ``gather`` and ``pool2d``; and the registry
operator -> template.

Each operator module defines ``TEMPLATE``, a
:class:`~compiler.templates.cuda.template.CudaTemplate`: its config space, its
renderer and its own cost-model features. The GEMM-like operators state their
computation in the tensor-expression language as a ``contraction(workload)``
and share one space (:mod:`compiler.templates.cuda.gemm`) and renderer
(:mod:`compiler.codegen.cuda`); ``depthwise_conv2d`` is a stencil with a space
and renderer of its own (:mod:`compiler.codegen.cuda_depthwise`). The ``cuda`` kernel
target (:mod:`compiler.targets.cuda`) renders them::

    program = compiler.render("matmul:m=512,n=512,k=512", None, "cuda -arch=sm_80")
    program.text           # CUDA C; program.launch has its grid and block

Pure: nothing here compiles or runs CUDA (the device server does).
"""

from __future__ import annotations

from functools import lru_cache

from compiler.templates.cuda.template import CudaTemplate

#: Operators with a CUDA template.
CUDA_OPERATORS = (
    "matmul",
    "batch_matmul",
    "conv2d",
    "depthwise_conv2d",
    "pointwise",
    "layernorm",
    "softmax",
    "resize2d",
    "reduce",
    "attention",
    "copy",
    "concat",
    "gather",
    "pool2d",
)


@lru_cache(maxsize=1)
def _templates() -> dict[str, CudaTemplate]:
    # Imported on first use, like the CPU templates: the GEMM ones build on the
    # CPU conv2d template's epilogue, which needs the schedule machinery.
    from compiler.templates.cuda import (
        attention,
        batch_matmul,
        concat,
        conv2d,
        copy,
        depthwise_conv2d,
        gather,
        layernorm,
        matmul,
        pointwise,
        pool2d,
        reduce,
        resize2d,
        softmax,
    )

    modules = {
        "matmul": matmul,
        "batch_matmul": batch_matmul,
        "conv2d": conv2d,
        "depthwise_conv2d": depthwise_conv2d,
        "pointwise": pointwise,
        "layernorm": layernorm,
        "softmax": softmax,
        "resize2d": resize2d,
        "reduce": reduce,
        "attention": attention,
        "copy": copy,
        "concat": concat,
        "gather": gather,
        "pool2d": pool2d,
    }
    assert tuple(modules) == CUDA_OPERATORS
    return {op: module.TEMPLATE for op, module in modules.items()}


def cuda_template(op: str) -> CudaTemplate:
    """The CUDA template of operator ``op``.

    Raises:
        ValueError: No CUDA template for the operator.
    """
    template = _templates().get(op)
    if template is None:
        raise ValueError(f"no CUDA template for operator {op!r}; known: {sorted(CUDA_OPERATORS)}")
    return template
