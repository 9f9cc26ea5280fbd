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
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

import numpy as np

#: Output tile sizes m offered for F(m x m, 3 x 3).
TILES = (2, 4, 6)
#: The 3x3 kernel's size.
R = 3

_POINTS = {
    2: (0, 1, -1),
    4: (0, 1, -1, 2, -2),
    6: (0, 1, -1, 2, -2, Fraction(1, 2), Fraction(-1, 2)),
}

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


@cache
def transforms(m: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(A^T, G, B^T)`` of F(m x m, 3 x 3) as float64 arrays (``m x alpha``,
    ``alpha x 3``, ``alpha x alpha``), exact rationals rounded once.

    Raises:
        ValueError: ``m`` is not one of :data:`TILES`.
    """
    if m not in _POINTS:
        raise ValueError(f"Winograd tile m={m} is not one of {TILES}")
    points = [Fraction(p) for p in _POINTS[m]]
    alpha = m + R - 1
    at: Matrix = [[p**i for p in points] + [Fraction(int(i == m - 1))] for i in range(m)]
    g: Matrix = []
    for j, a in enumerate(points):
        f = Fraction(1)
        for ll, other in enumerate(points):
            if ll != j:
                f *= a - other
        g.append([a**k / f for k in range(R)])
    g.append([Fraction(int(k == R - 1)) for k in range(R)])
    # B^T column by column: sum_j AT[i,j] G[j,k] BT[j,l] = [l == i + k] for every i, k.
    bt: Matrix = [[Fraction(0)] * alpha for _ in range(alpha)]
    for ll in range(alpha):
        eqs = [[at[i][j] * g[j][k] for j in range(alpha)] for i in range(m) for k in range(R)]
        rhs = [Fraction(int(ll == i + k)) for i in range(m) for k in range(R)]
        for j, v in enumerate(_solve(eqs, rhs)):
            bt[j][ll] = v
    return (
        np.array(at, dtype=np.float64),
        np.array(g, dtype=np.float64),
        np.array(bt, dtype=np.float64),
    )


def transform_weight(weight: np.ndarray, m: int) -> np.ndarray:
    """KCRS 3x3 ``weight`` ``[k, c, 3, 3]`` as ``U[alpha*alpha, c, k]`` (``G g G^T`` of
    each filter, position ``i * alpha + j``), computed in float64, returned in float32."""
    _, g, _ = transforms(m)
    u = np.einsum("ia,kcab,jb->ijck", g, np.asarray(weight, np.float64), g, optimize=True)
    alpha = m + R - 1
    k, c = weight.shape[:2]
    return np.ascontiguousarray(u.reshape(alpha * alpha, c, k), dtype=np.float32)
