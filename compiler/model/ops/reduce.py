"""Reductions over axes (ReduceSum, ReduceMean, ..., ReduceLogSumExp) and ArgMax/ArgMin.

A reduction's ``axes`` are normalized at import: non-negative, sorted, every axis when
ONNX gives none, and ``()`` (reduce over no axis: the per-element part only, e.g. the
square of ReduceSumSquare, as onnxruntime computes ``noop_with_empty_axes``) when ONNX
says to do nothing.

On float32 tensors whose reduced axes follow one another they lower to the compiled
``reduce`` kernel (:mod:`compiler.model.reduce_lowering`), ReduceMean and ReduceMax over
a 4-D tensor's plane to a global ``pool2d`` one (it reads NCHW16c data as it is); the
rest are numpy steps.

Float32 sums (Sum, Mean, L1, L2, SumSquare, LogSumExp, Prod) accumulate in float64 and
round once: the nearly exact answer, which onnxruntime's float32 accumulation (its own
order) stays within the conformance tolerances of; a float32 numpy sum would differ from
both by its pairwise order. Max and Min are exact either way; integers accumulate in their
own type, wrapping as onnxruntime's do.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.ops.checks import fail, is_float, shape_str
from compiler.model.ops.elementwise import truncating_divide
from compiler.model.ops.opdef import Attr, Kernel, KernelForm, OpDef, kernel_folder
from compiler.model.ops.pool import pool_form
from compiler.model.pool_lowering import GLOBAL_REDUCTIONS
from compiler.model.reduce_lowering import reduce_workload

# --- type rules


def _reduced_shape(
    node: Node, x: TensorType, axes: Sequence[int], keepdims: bool
) -> tuple[int, ...]:
    rank = len(x.shape)
    if any(not 0 <= a < rank for a in axes) or len(set(axes)) != len(axes):
        raise fail(node, f"axes {list(axes)} do not name distinct axes of {shape_str(x)}")
    if keepdims:
        return tuple(1 if i in axes else d for i, d in enumerate(x.shape))
    return tuple(d for i, d in enumerate(x.shape) if i not in axes)


def _reduce_rule(floats_only: bool) -> Callable[[Node, list[TensorType]], TensorType]:
    def rule(node: Node, inputs: list[TensorType]) -> TensorType:
        """The input's dtype, with the reduced axes dropped or kept as 1."""
        (x,) = inputs
        if x.dtype == "bool" and node.op not in ("ReduceMax", "ReduceMin"):
            raise fail(node, "needs numeric input, got bool")
        if floats_only and not is_float(x):
            raise fail(node, f"needs floating-point input, got {x.dtype}")
        axes = tuple(node.attrs["axes"])
        return TensorType(_reduced_shape(node, x, axes, bool(node.attrs["keepdims"])), x.dtype)

    return rule


def _arg_rule(node: Node, inputs: list[TensorType]) -> TensorType:
    """int64 indices, ``axis`` dropped or kept as 1."""
    (x,) = inputs
    if x.dtype == "bool":
        raise fail(node, "needs numeric input, got bool")
    axis = int(node.attrs["axis"])
    return TensorType(_reduced_shape(node, x, (axis,), bool(node.attrs["keepdims"])), "int64")


# --- numpy semantics


def _wide(x: np.ndarray) -> np.ndarray:
    """Floats as float64 for accumulating (see the module docstring); others as they are."""
    return x.astype(np.float64) if x.dtype.kind == "f" else x


def _sum(x: np.ndarray, axes: tuple[int, ...]) -> np.ndarray:
    return np.sum(_wide(x), axis=axes, keepdims=True, dtype=_wide(x).dtype)


def _mean(x: np.ndarray, axes: tuple[int, ...]) -> np.ndarray:
    count = int(np.prod([x.shape[a] for a in axes], dtype=np.int64))
    total = _sum(x, axes)
    if x.dtype.kind == "f":
        return total / count
    # onnxruntime divides the integer sum, truncating toward zero (-11 / 4 = -2).
    out = np.empty_like(total)
    truncating_divide(total, np.asarray(count, total.dtype), out, np.empty_like(total))
    return out


def _extreme(ufunc: np.ufunc, x: np.ndarray, axes: tuple[int, ...]) -> np.ndarray:
    """Max or min; over an empty set, the dtype's lowest (max) or highest (min) value."""
    if x.dtype.kind == "b":
        initial: Any = ufunc is np.minimum
    elif x.dtype.kind == "f":
        initial = -np.inf if ufunc is np.maximum else np.inf
    else:
        info = np.iinfo(x.dtype)
        initial = info.min if ufunc is np.maximum else info.max
    return ufunc.reduce(x, axis=axes, keepdims=True, initial=initial)


def _log_sum_exp(x: np.ndarray, axes: tuple[int, ...]) -> np.ndarray:
    """log(sum(exp(x - max))) + max, as onnxruntime shifts by the max for range."""
    w = _wide(x)
    top = np.max(w, axis=axes, keepdims=True, initial=-np.inf)
    top = np.where(np.isfinite(top), top, 0.0)
    with np.errstate(divide="ignore"):
        return np.log(np.sum(np.exp(w - top), axis=axes, keepdims=True)) + top


REDUCTIONS: dict[str, tuple[Callable[[np.ndarray, tuple[int, ...]], np.ndarray], bool, str]] = {
    "ReduceSum": (_sum, False, "sum"),
    "ReduceMean": (_mean, False, "mean (integers: the sum divided, truncated)"),
    "ReduceMax": (lambda x, a: _extreme(np.maximum, x, a), False, "max"),
    "ReduceMin": (lambda x, a: _extreme(np.minimum, x, a), False, "min"),
    "ReduceProd": (
        lambda x, a: np.prod(_wide(x), axis=a, keepdims=True, dtype=_wide(x).dtype),
        False,
        "product",
    ),
    "ReduceL1": (lambda x, a: _sum(np.abs(x), a), False, "sum of |x|"),
    "ReduceL2": (lambda x, a: np.sqrt(_sum(np.square(_wide(x)), a)), True, "sqrt of sum of x²"),
    "ReduceSumSquare": (lambda x, a: _sum(np.square(_wide(x)), a), False, "sum of x²"),
    "ReduceLogSumExp": (_log_sum_exp, True, "log of sum of exp(x)"),
}
"""ONNX reduction -> (its numpy form keeping the reduced axes, floats only, what)."""


def _reduce_kernel(
    fn: Callable[[np.ndarray, tuple[int, ...]], np.ndarray],
) -> Callable[[Mapping[str, Any], Sequence[TensorType], Sequence[TensorType]], Kernel]:
    def factory(
        attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
    ) -> Kernel:
        axes = tuple(attrs["axes"])
        shape = outs[0].shape

        def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
            value = fn(inputs[0], axes)
            np.copyto(outputs[0], value.reshape(shape), casting="unsafe")

        return run

    return factory


def _arg_kernel(
    ufunc: Callable[..., np.ndarray],
) -> Callable[[Mapping[str, Any], Sequence[TensorType], Sequence[TensorType]], Kernel]:
    def factory(
        attrs: Mapping[str, Any], ins: Sequence[TensorType], outs: Sequence[TensorType]
    ) -> Kernel:
        axis = int(attrs["axis"])
        last = bool(attrs["select_last_index"])
        n = ins[0].shape[axis]
        shape = outs[0].shape

        def run(inputs: list[np.ndarray], outputs: list[np.ndarray]) -> None:
            x = inputs[0]
            if last:  # the last of tied values: the first one along the reversed axis
                index = n - 1 - ufunc(np.flip(x, axis), axis=axis, keepdims=True)
            else:
                index = ufunc(x, axis=axis, keepdims=True)
            np.copyto(outputs[0], index.reshape(shape))

        return run

    return factory


def reduce_form(node: Node, graph: Graph) -> KernelForm | None:
    """A global ``pool2d`` kernel where the node pools a 4-D tensor's plane (it keeps the
    input's layout, NCHW16c included), else a ``reduce`` kernel in NCHW; None (a numpy
    step) where neither expresses the node."""
    if node.op in GLOBAL_REDUCTIONS:
        pool = pool_form(node, graph)
        if pool is not None:
            return pool
    workload = reduce_workload(node, graph)
    return None if workload is None else KernelForm("reduce", workload=workload)


def _reduction(name: str) -> OpDef:
    fn, floats_only, what = REDUCTIONS[name]
    rule, factory = _reduce_rule(floats_only), _reduce_kernel(fn)
    return OpDef(
        name,
        ("data",),
        rule,
        factory,
        doc=f"{what} over axes (normalized: sorted, non-negative; () reduces none)",
        attrs=(Attr("axes"), Attr("keepdims", 1)),
        fold=kernel_folder(rule, factory),
        # GlobalMaxPool is ReduceMax over the spatial axes (ops_nn.convert_global_max_pool).
        onnx=(name, "GlobalMaxPool") if name == "ReduceMax" else (name,),
        form=reduce_form,
    )


def _arg(name: str, ufunc: Callable[..., np.ndarray], what: str) -> OpDef:
    factory = _arg_kernel(ufunc)
    return OpDef(
        name,
        ("data",),
        _arg_rule,
        factory,
        doc=f"int64 index of the {what} along axis (non-negative); ties: first, or last",
        attrs=(Attr("axis", 0), Attr("keepdims", 1), Attr("select_last_index", 0)),
        fold=kernel_folder(_arg_rule, factory),
        onnx=(name,),
        form=reduce_form,
    )


OPS = (
    *(_reduction(name) for name in REDUCTIONS),
    _arg("ArgMax", np.argmax, "max"),
    _arg("ArgMin", np.argmin, "min"),
)
