"""CUDA copy: a strided read of a flat input, one thread per few output elements.

The same workloads as the CPU ``copy`` template. Consecutive threads write consecutive
output elements (coalesced stores; the loads are as ordered as the strides allow), each
thread takes ``per_thread`` elements a whole grid's width apart, and a thread finds its
input element by dividing its output index down the axes (constants: the compiler turns
them into multiplications). A padded copy maps each axis's index into the input
(clamped, mirrored, wrapped), or in constant mode reads only inside it.

Knobs: ``threads`` per block; ``per_thread`` elements per thread.
"""

from __future__ import annotations

import math

from compiler.codegen.cuda import CudaSource
from compiler.ops_copy import copy_extents, copy_pads, copy_shape, copy_strides, wrap_period
from compiler.space import Config, ConfigSpace
from compiler.templates.cuda.template import (
    CudaTemplate,
    element_kernel,
    elements_redundant,
    elements_space,
    log_feature,
)
from compiler.workload import Workload

#: Registers a thread needs: its indices and one value.
REGISTERS = 24


def _elements(w: Workload) -> int:
    return math.prod(copy_shape(w.params_dict))


def space(w: Workload) -> ConfigSpace:
    """Threads and elements per thread (:func:`.template.elements_space`)."""
    return elements_space(_elements(w))


def _position(index: str, length: int, begin: int, n: int, mode: str) -> tuple[str, str]:
    """The input position output ``index`` reads along an axis as C, and (constant mode,
    a padded axis) the condition that it lies inside the input ("" when always)."""
    if begin == 0 and n == length:
        return index, ""
    if mode == "constant":
        return f"({index} - {begin}LL)", f"{index} >= {begin}LL && {index} < {begin + n}LL"
    if n == 1:
        return "0LL", ""
    if mode == "edge":
        return f"min(max({index} - {begin}LL, 0LL), {n - 1}LL)", ""
    period, lift = wrap_period(begin, n, mode)
    t = f"(({index} + {lift}LL) % {period}LL)"
    return (t, "") if mode == "wrap" else (f"min({t}, {period}LL - {t})", "")


def _source_index(
    shape: tuple[int, ...],
    strides: tuple[int, ...],
    offset: int,
    *,
    begins: tuple[int, ...],
    extents: tuple[int, ...],
    mode: str,
) -> tuple[str, str]:
    """The input index of output element ``i`` as C (``i`` a long long), and the
    condition that it reads the input (constant mode; "" when it always does)."""
    terms = [f"{offset}LL"] if offset else []
    inside = []
    inner = 1
    for axis in reversed(range(len(shape))):
        n, s = shape[axis], strides[axis]
        index = "i" if inner == 1 else f"(i / {inner}LL)"
        if axis > 0:
            index = f"({index} % {n}LL)"
        position, cond = _position(index, n, begins[axis], extents[axis], mode)
        if s:
            terms.append(position if s == 1 else f"{position} * {s}LL")
        inside += [cond] if cond else []
        inner *= n
    return " + ".join(terms) or "0LL", " && ".join(f"({c})" for c in inside)


def render(w: Workload, config: Config, name: str) -> CudaSource:
    """The kernel of a config (see the module docstring)."""
    p = w.params_dict
    shape, strides, extents = copy_shape(p), copy_strides(p), copy_extents(p)
    begins = tuple(b for b, _ in copy_pads(p) or [(0, 0)] * len(shape))
    n = _elements(w)
    source, inside = _source_index(
        shape, strides, w.get_int("offset"), begins=begins, extents=extents, mode=str(p["mode"])
    )
    load = f"__ldg(&data[{source}])"
    if inside:
        load = f"({inside}) ? {load} : {_float_literal(str(p['value']))}"
    body = [f"      out[i] = {load};"]
    return element_kernel(name, [("float", "data")], config, n, body, registers=REGISTERS)


def _float_literal(text: str) -> str:
    """A float32 fill value as C (infinities and NaN by their bits)."""
    special = {
        "inf": "__int_as_float(0x7f800000)",
        "-inf": "__int_as_float(0xff800000)",
        "nan": "__int_as_float(0x7fc00000)",
    }
    return special.get(text, f"{float(text)!r}f")


FEATURE_NAMES = ("cuda.log_elements_per_thread", "cuda.log_inner_stride")


def features(w: Workload, config: Config, source: CudaSource) -> list[float]:
    """Elements per thread and how far apart a warp's loads are."""
    inner = abs(copy_strides(w.params_dict)[-1])
    return [log_feature(config.get_int("per_thread")), log_feature(max(inner, 1))]


def redundant(w: Workload, config: Config) -> str | None:
    """A block covering the elements twice over (:func:`.template.elements_redundant`)."""
    return elements_redundant(_elements(w), config)


TEMPLATE = CudaTemplate(
    space=space, render=render, feature_names=FEATURE_NAMES, features=features, redundant=redundant
)
