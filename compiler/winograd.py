"""Winograd's minimal filtering F(m x m, 3 x 3): its transform matrices, exactly.

A 3x3 correlation of an ``alpha x alpha`` input tile (``alpha = m + 2``) is
``Y = A^T [(G g G^T) * (B^T d B)] A``: ``m x m`` outputs from ``alpha^2`` products instead
of ``9 m^2``. The matrices come from the Toom-Cook construction on ``alpha - 1`` points
and the point at infinity: ``A^T`` is the Vandermonde matrix of the points, ``G``
evaluates the filter at them divided by ``f_j = prod_{l != j} (a_j - a_l)`` (the
denominators go to the weights, transformed once in float64), and ``B^T`` is what makes
the identity hold, solved for and checked in exact rationals here. The points are the
usual ones (0, +-1, +-2, +-1/2: Lavin and Gray 2016), which keep the coefficients small;
float32 error still grows with ``m`` (F(6,3)'s ``B^T`` has 21/4 and 17/4 in it).

Stride 2 by phases: along each axis, output ``y`` of a stride-2 3-tap correlation reads
``w0 d[2y] + w1 d[2y+1] + w2 d[2y+2]``, the 2-tap correlation F(m, 2) of the even
samples with ``(w0, w2)`` plus the 1-tap one of the odd samples with ``w1``. Both are
minimal filters, and their sum is one of the same form over a ``2m + 1`` window
(``alpha = 2m + 1``): ``A^T = [A2^T | I]``, ``G`` stacks F(m, 2)'s ``G`` on the taps
``(w0, w2)`` over ones on ``w1``, and ``B^T`` applies F(m, 2)'s ``B^T`` to the even
samples and passes the odd ones through. So a stride-2 layer is the same kernel with
other matrices and tiles stepping ``2m`` input pixels: ``(2m+1)^2`` products per ``m x m``
outputs (81 for 16 at m=4, 1.8x fewer multiplies than direct), its four phases summed in
the output transform.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

import numpy as np

#: Output tile sizes m offered for F(m x m, 3 x 3), by stride. Stride 2's windows are
#: ``2m + 1`` wide: m=4's 9x9 transforms are as large as stride 1's m=6 (8x8).
TILES_BY_STRIDE = {1: (2, 4, 6), 2: (2, 3, 4)}
#: The 3x3 kernel's size.
R = 3

#: Interpolation points, the first ``alpha - 1`` of which an F(m, r) takes.
_POINTS = (0, 1, -1, 2, -2, Fraction(1, 2), Fraction(-1, 2))

Matrix = list[list[Fraction]]


def _solve(a: Matrix, b: list[Fraction]) -> list[Fraction]:
    """A solution of the consistent system ``a x = b`` (Gauss-Jordan in rationals);
    raises ValueError when it has none."""
    rows = [[*row, rhs] for row, rhs in zip(a, b, strict=True)]
    cols = len(a[0])
    pivots: list[int] = []
    r = 0
    for c in range(cols):
        pivot = next((i for i in range(r, len(rows)) if rows[i][c] != 0), None)
        if pivot is None:
            continue
        rows[r], rows[pivot] = rows[pivot], rows[r]
        rows[r] = [v / rows[r][c] for v in rows[r]]
        for i in range(len(rows)):
            if i != r and rows[i][c] != 0:
                factor = rows[i][c]
                rows[i] = [v - factor * p for v, p in zip(rows[i], rows[r], strict=True)]
        pivots.append(c)
        r += 1
    if any(all(v == 0 for v in row[:-1]) and row[-1] != 0 for row in rows):
        raise ValueError("inconsistent system")
    x = [Fraction(0)] * cols
    for i, c in enumerate(pivots):
        x[c] = rows[i][-1]
    return x


def _toom_cook(m: int, r: int) -> tuple[Matrix, Matrix, Matrix]:
    """``(A^T, G, B^T)`` of the 1-D minimal filter F(m, r) in exact rationals."""
    alpha = m + r - 1
    points = [Fraction(p) for p in _POINTS[: alpha - 1]]
    at: Matrix = [[p**i for p in points] + [Fraction(int(i == m - 1))] for i in range(m)]
    g: Matrix = []
    for j, a in enumerate(points):
        f = Fraction(1)
        for ll, other in enumerate(points):
            if ll != j:
                f *= a - other
        g.append([a**k / f for k in range(r)])
    g.append([Fraction(int(k == r - 1)) for k in range(r)])
    # B^T column by column: sum_j AT[i,j] G[j,k] BT[j,l] = [l == i + k] for every i, k.
    bt: Matrix = [[Fraction(0)] * alpha for _ in range(alpha)]
    for ll in range(alpha):
        eqs = [[at[i][j] * g[j][k] for j in range(alpha)] for i in range(m) for k in range(r)]
        rhs = [Fraction(int(ll == i + k)) for i in range(m) for k in range(r)]
        for j, v in enumerate(_solve(eqs, rhs)):
            bt[j][ll] = v
    return at, g, bt


def _phases(m: int) -> tuple[Matrix, Matrix, Matrix]:
    """``(A^T, G, B^T)`` of the stride-2 3-tap filter as the sum of its two phases
    (see the module docstring): ``m x (2m+1)``, ``(2m+1) x 3``, ``(2m+1) x (2m+1)``."""
    at2, g2, bt2 = _toom_cook(m, 2)
    zero, one = Fraction(0), Fraction(1)
    alpha = 2 * m + 1
    at = [row + [one if j == i else zero for j in range(m)] for i, row in enumerate(at2)]
    g = [[row[0], zero, row[1]] for row in g2] + [[zero, one, zero] for _ in range(m)]
    bt: Matrix = [[zero] * alpha for _ in range(alpha)]
    for i, row in enumerate(bt2):
        for k, v in enumerate(row):
            bt[i][2 * k] = v  # even samples: F(m, 2)'s B^T
    for k in range(m):
        bt[m + 1 + k][2 * k + 1] = one  # odd samples: as they are
    return at, g, bt


@cache
def transforms(m: int, stride: int = 1) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(A^T, G, B^T)`` of F(m x m, 3 x 3) at ``stride`` as float64 arrays (``m x alpha``,
    ``alpha x 3``, ``alpha x alpha``; ``alpha = m + 2``, or ``2m + 1`` at stride 2),
    exact rationals rounded once.

    Raises:
        ValueError: ``stride`` is not 1 or 2, or ``m`` is not one of its tiles
            (:data:`TILES_BY_STRIDE`).
    """
    tiles = TILES_BY_STRIDE.get(stride)
    if tiles is None:
        raise ValueError(f"Winograd stride {stride} is not one of {tuple(TILES_BY_STRIDE)}")
    if m not in tiles:
        raise ValueError(f"Winograd tile m={m} is not one of {tiles} at stride {stride}")
    at, g, bt = _toom_cook(m, R) if stride == 1 else _phases(m)
    return (
        np.array(at, dtype=np.float64),
        np.array(g, dtype=np.float64),
        np.array(bt, dtype=np.float64),
    )


def window(m: int, stride: int = 1) -> int:
    """``alpha``: the input window of an ``m``-output tile at ``stride``, per axis."""
    return m + R - 1 if stride == 1 else 2 * m + 1


def transform_weight(weight: np.ndarray, m: int, stride: int = 1) -> np.ndarray:
    """KCRS 3x3 ``weight`` ``[k, c, 3, 3]`` as ``U[alpha*alpha, c, k]`` (``G g G^T`` of
    each filter, position ``i * alpha + j``), computed in float64, returned in float32."""
    _, g, _ = transforms(m, stride)
    alpha = window(m, stride)
    k, c = weight.shape[:2]
    # One GEMM: (G (x) G)[ij, ab] times the taps laid out [ab, c * k], so the product is
    # in U's layout already. A device prepares each Winograd candidate it times: the
    # three-operand einsum took 1.5 s for a 512-channel layer at m=6 (this: 0.11 s).
    gg = np.einsum("ia,jb->ijab", g, g).reshape(alpha * alpha, R * R)
    taps = np.asarray(weight, np.float64).reshape(k, c, R * R).transpose(2, 1, 0)
    u = gg @ taps.reshape(R * R, c * k)
    return u.astype(np.float32).reshape(alpha * alpha, c, k)
