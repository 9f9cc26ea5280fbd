"""LLVM types, constants and intrinsic declarations shared by the LLVM renderer."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from llvmlite import ir

I1 = ir.IntType(1)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
PTR = ir.PointerType()
VOID = ir.VoidType()

_FLOAT_TYPES: dict[str, ir.Type] = {"float32": ir.FloatType(), "float64": ir.DoubleType()}


def scalar_type(dtype: str) -> ir.Type:
    """The LLVM type of one element of ``dtype``."""
    if dtype in _FLOAT_TYPES:
        return _FLOAT_TYPES[dtype]
    if dtype == "bool":
        return I1
    if dtype == "int64":
        return I64
    raise ValueError(f"no LLVM type for dtype {dtype!r}")


def value_type(dtype: str, lanes: int | None) -> ir.Type:
    """``dtype`` as a scalar (lanes None) or a vector of ``lanes``."""
    t = scalar_type(dtype)
    return t if lanes is None else ir.VectorType(t, lanes)


def type_suffix(t: ir.Type) -> str:
    """The overload suffix of an intrinsic for type ``t`` (``f32``, ``v16f32``)."""
    if isinstance(t, ir.VectorType):
        return f"v{t.count}{type_suffix(t.element)}"
    if isinstance(t, ir.FloatType):
        return "f32"
    if isinstance(t, ir.DoubleType):
        return "f64"
    if isinstance(t, ir.IntType):
        return f"i{t.width}"
    raise ValueError(f"no intrinsic suffix for {t}")


def intrinsic(module: ir.Module, name: str, ret: ir.Type, args: list[ir.Type]) -> ir.Function:
    """Declares (once) and returns a function named ``name``."""
    existing = module.globals.get(name)
    if isinstance(existing, ir.Function):
        return existing
    return ir.Function(module, ir.FunctionType(ret, args), name)


@lru_cache(maxsize=4096)
def constant_vector(element: ir.Type, values: tuple[int | float | bool, ...]) -> ir.Constant:
    """The constant vector of ``values``, made once: a kernel's unrolled body splats the
    same few constants thousands of times, and llvmlite wraps every lane of each in a
    constant of its own (a tenth of a tuning's rendering went into that)."""
    return ir.Constant(ir.VectorType(element, len(values)), list(values))


def splat(builder: ir.IRBuilder, value: ir.Value, lanes: int) -> ir.Value:
    """A vector with ``value`` in every lane."""
    vtype = ir.VectorType(value.type, lanes)
    if isinstance(value, ir.Constant):
        return constant_vector(value.type, (value.constant,) * lanes)
    one = builder.insert_element(ir.Constant(vtype, ir.Undefined), value, ir.Constant(I32, 0))
    zeros = ir.Constant(ir.VectorType(I32, lanes), [0] * lanes)
    return builder.shuffle_vector(one, ir.Constant(vtype, ir.Undefined), zeros)


@dataclass(slots=True)
class Val:
    """An LLVM value and its lane count (None for scalars)."""

    value: ir.Value
    lanes: int | None
    depth: int = 0  # the value scope it was cached in (where it stays valid)
