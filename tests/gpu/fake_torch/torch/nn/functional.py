"""``torch.nn.functional.conv2d`` of the stand-in: grouped NCHW convolutions in numpy.

It refuses arguments that disagree with the tensors' shapes, as torch does, so a
reference that calls it wrongly (say, without ``groups``) fails its test.
"""

from __future__ import annotations

import numpy as np

from torch import Tensor, _launch


def conv2d(
    x: Tensor,
    weight: Tensor,
    bias: Tensor | None = None,
    stride: int = 1,
    padding: int = 0,
    dilation: int = 1,
    groups: int = 1,
) -> Tensor:
    c, (k, cg) = x.array.shape[1], weight.array.shape[:2]
    if c != cg * groups or k % groups or dilation != 1:
        raise RuntimeError(
            f"conv2d: input {x.array.shape}, weight {weight.array.shape} and groups={groups} "
            "do not match"
        )
    return _launch(lambda: _conv(x.array, weight.array, bias, stride, padding, groups))


def _conv(
    data: np.ndarray, w: np.ndarray, bias: Tensor | None, stride: int, padding: int, groups: int
) -> np.ndarray:
    n, _, h, width = data.shape
    k, cg, r, s = w.shape
    padded = np.pad(data, ((0, 0), (0, 0), (padding, padding), (padding, padding)))
    oh = (h + 2 * padding - r) // stride + 1
    ow = (width + 2 * padding - s) // stride + 1
    out = np.zeros((n, k, oh, ow), dtype=data.dtype)
    per_group = k // groups
    for ko in range(k):
        g = ko // per_group
        for ci in range(cg):
            for i in range(r):
                for j in range(s):
                    window = padded[
                        :, g * cg + ci, i : i + stride * (oh - 1) + 1 : stride,
                        j : j + stride * (ow - 1) + 1 : stride,
                    ]  # fmt: skip
                    out[:, ko] += w[ko, ci, i, j] * window
    if bias is not None:
        out += bias.array[np.newaxis, :, np.newaxis, np.newaxis]
    return out
