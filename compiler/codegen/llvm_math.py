"""exp, log, tanh and erf of float32 scalars and vectors as inline LLVM IR.

LLVM's ``llvm.exp.v16f32`` and kin become one libm call per lane; these are a few
vector instructions each, which is what makes a SiLU or GELU epilogue cost about as
much as the store it rides on. Each is a range reduction and a polynomial, accurate to
a few float32 ulps (checked against float64 references over the whole range in
tests/compiler/test_llvm_math.py), with IEEE's special values: exp's overflow to inf,
log's -inf at 0 and NaN below, NaN in gives NaN out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from llvmlite import ir

from compiler.codegen.llvm_values import I32, intrinsic, type_suffix

F32 = ir.FloatType()

# exp: x = n ln2 + r, |r| <= ln2/2, with ln2 split in two for an exact n*ln2 (Cephes).
_LOG2E = 1.44269504088896341
_LN2_HI = 0.693359375
_LN2_LO = -2.12194440e-4
_EXP_POLY = (5.0000001201e-1, 1.6666665459e-1, 4.1665795894e-2, 8.3334519073e-3,
             1.3981999507e-3, 1.9875691500e-4)  # fmt: skip
_EXP_MAX = 88.72283935546875  # above: inf (float32 overflows)
_EXP_MIN = -87.33654475  # below: 0 (the denormals, < 1.2e-38, flush)

# log: x = 2^e m, m in [sqrt(1/2), sqrt 2), log m = (m-1) - (m-1)^2/2 + (m-1)^3 P(m-1).
_LOG_POLY = (3.3333331174e-1, -2.4999993993e-1, 2.0000714765e-1, -1.6668057665e-1,
             1.4249322787e-1, -1.2420140846e-1, 1.1676998740e-1, -1.1514610310e-1,
             7.0376836292e-2)  # fmt: skip

# tanh: an odd polynomial below 0.625 (Cephes), 1 - 2 / (exp(2|x|) + 1) above.
_TANH_SMALL = 0.625
_TANH_POLY = (-3.33332819422e-1, 1.33314422036e-1, -5.37397155531e-2, 2.06390887954e-2,
              -5.70498872745e-3)  # fmt: skip

# erf: x P(x^2/2 - 1) below 2 and P((|x| - 3)) on [2, 4], least-squares Chebyshev fits
# to float64 erf (3 ulp relative below 2, 1.5 ulp absolute above); 1 from 4 (erfc 4 =
# 1.5e-8 is under half a float32 ulp of 1).
_ERF_SPLIT = 2.0
_ERF_ONE = 4.0
_ERF_SMALL = (0.6749332547187805, -0.261111855506897, 0.11947914212942123,
              -0.048662684857845306, 0.017128318548202515, -0.005235390737652779,
              0.0014052042970433831, -0.0003339734976179898, 7.158453081501648e-05,
              -1.5101753888302483e-05, 2.665996817086125e-06)  # fmt: skip
_ERF_LARGE = (0.9999779462814331, 0.00013964665413368493, -0.0004198633832857013,
              0.0007845573709346354, -0.0010277937399223447, 0.0010286199394613504,
              -0.000783387164119631, 0.00038610005867667496, -8.582657756051049e-05)  # fmt: skip


class MathBuilder:
    """Emits the functions at a builder's position, for values of one float32 type."""

    def __init__(self, b: ir.IRBuilder, module: ir.Module, t: ir.Type) -> None:
        self.b, self.module, self.t = b, module, t
        lanes = t.count if isinstance(t, ir.VectorType) else None
        self.it = I32 if lanes is None else ir.VectorType(I32, lanes)

    def c(self, value: float) -> ir.Constant:
        """A float constant of the value type."""
        if isinstance(self.t, ir.VectorType):
            return ir.Constant(self.t, [value] * self.t.count)
        return ir.Constant(self.t, value)

    def ci(self, value: int) -> ir.Constant:
        if isinstance(self.it, ir.VectorType):
            return ir.Constant(self.it, [value] * self.it.count)
        return ir.Constant(self.it, value)

    def unary(self, name: str, x: ir.Value) -> ir.Value:
        fn = intrinsic(self.module, f"llvm.{name}.{type_suffix(self.t)}", self.t, [self.t])
        return self.b.call(fn, [x])

    def fma(self, a: ir.Value, b: ir.Value, c: ir.Value) -> ir.Value:
        t = self.t
        fn = intrinsic(self.module, f"llvm.fmuladd.{type_suffix(t)}", t, [t, t, t])
        return self.b.call(fn, [a, b, c])

    def horner(self, coefs: Sequence[float], x: ir.Value) -> ir.Value:
        """``coefs[0] + coefs[1] x + ...``."""
        acc = self.c(coefs[-1])
        for coef in coefs[-2::-1]:
            acc = self.fma(acc, x, self.c(coef))
        return acc

    def where(self, cond: ir.Value, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.select(cond, a, b)

    def lt(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.fcmp_ordered("<", a, b)

    def gt(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.b.fcmp_ordered(">", a, b)

    # --- the functions

    def exp(self, x: ir.Value) -> ir.Value:
        b = self.b
        # Clamp with ordered compares: NaN stays NaN.
        xc = self.where(self.gt(x, self.c(88.3762626647949)), self.c(88.3762626647949), x)
        xc = self.where(self.lt(xc, self.c(_EXP_MIN)), self.c(_EXP_MIN), xc)
        n = self.unary("floor", self.fma(xc, self.c(_LOG2E), self.c(0.5)))
        r = self.fma(n, self.c(-_LN2_HI), xc)
        r = self.fma(n, self.c(-_LN2_LO), r)
        p = self.horner(_EXP_POLY, r)
        y = self.fma(b.fmul(p, b.fmul(r, r)), self.c(1.0), b.fadd(r, self.c(1.0)))
        bits = b.shl(b.add(b.fptosi(n, self.it), self.ci(127)), self.ci(23))
        y = b.fmul(y, b.bitcast(bits, self.t))
        y = self.where(self.gt(x, self.c(_EXP_MAX)), self.c(math.inf), y)
        y = self.where(self.lt(x, self.c(_EXP_MIN)), self.c(0.0), y)
        return self.where(b.fcmp_unordered("uno", x, x), x, y)

    def log(self, x: ir.Value) -> ir.Value:
        b = self.b
        smallest_normal = 1.17549435e-38
        xc = self.where(self.lt(x, self.c(smallest_normal)), self.c(smallest_normal), x)
        bits = b.bitcast(xc, self.it)
        exponent = b.sub(b.lshr(bits, self.ci(23)), self.ci(126))
        m = b.bitcast(b.or_(b.and_(bits, self.ci(0x007FFFFF)), self.ci(0x3F000000)), self.t)
        e = b.sitofp(exponent, self.t)  # x = 2^e m, m in [0.5, 1)
        low = self.lt(m, self.c(0.707106781186547524))
        e = self.where(low, b.fsub(e, self.c(1.0)), e)
        m = self.where(low, b.fadd(m, m), m)
        f = b.fsub(m, self.c(1.0))  # in [sqrt(1/2) - 1, sqrt 2 - 1)
        z = b.fmul(f, f)
        y = b.fmul(b.fmul(self.horner(_LOG_POLY, f), f), z)
        y = self.fma(e, self.c(_LN2_LO), y)
        y = self.fma(z, self.c(-0.5), y)
        y = b.fadd(f, y)
        y = self.fma(e, self.c(_LN2_HI), y)
        y = self.where(b.fcmp_ordered("==", x, self.c(0.0)), self.c(-math.inf), y)
        y = self.where(self.lt(x, self.c(0.0)), self.c(math.nan), y)
        y = self.where(b.fcmp_ordered("==", x, self.c(math.inf)), x, y)
        return self.where(b.fcmp_unordered("uno", x, x), x, y)

    def tanh(self, x: ir.Value) -> ir.Value:
        b = self.b
        ax = self.unary("fabs", x)
        z = b.fmul(x, x)
        small = self.fma(b.fmul(self.horner(_TANH_POLY, z), z), x, x)
        e = self.exp(b.fadd(ax, ax))
        large = b.fsub(self.c(1.0), b.fdiv(self.c(2.0), b.fadd(e, self.c(1.0))))
        large = self._copysign(large, x)
        return self.where(self.lt(ax, self.c(_TANH_SMALL)), small, large)

    def erf(self, x: ir.Value) -> ir.Value:
        b = self.b
        ax = self.unary("fabs", x)
        s = self.fma(b.fmul(x, x), self.c(2.0 / _ERF_SPLIT**2), self.c(-1.0))
        small = b.fmul(x, self.horner(_ERF_SMALL, s))
        u = b.fsub(ax, self.c((_ERF_SPLIT + _ERF_ONE) / 2))
        large = self.horner(_ERF_LARGE, u)
        large = self.where(self.gt(ax, self.c(_ERF_ONE)), self.c(1.0), large)  # NaN stays
        large = self._copysign(large, x)
        return self.where(self.lt(ax, self.c(_ERF_SPLIT)), small, large)

    def _copysign(self, magnitude: ir.Value, sign: ir.Value) -> ir.Value:
        t = self.t
        fn = intrinsic(self.module, f"llvm.copysign.{type_suffix(t)}", t, [t, t])
        return self.b.call(fn, [magnitude, sign])


FUNCTIONS = ("exp", "log", "tanh", "erf")
"""The functions :class:`MathBuilder` emits inline for float32."""


def emit(b: ir.IRBuilder, module: ir.Module, func: str, x: ir.Value) -> ir.Value:
    """``func`` (one of :data:`FUNCTIONS`) of the float32 scalar or vector ``x``."""
    element = x.type.element if isinstance(x.type, ir.VectorType) else x.type
    if not isinstance(element, ir.FloatType):
        raise ValueError(f"{func} is emitted for float32 only, not {x.type}")
    builder = MathBuilder(b, module, x.type)
    result: ir.Value = getattr(builder, func)(x)
    return result
