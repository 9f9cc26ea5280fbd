"""The output length of a sliding window (Conv, MaxPool, AveragePool) along one axis.

One rule serves the model's type inference (:mod:`compiler.model.shapes`), its numpy
kernels (:mod:`compiler.model.numpy_ops`) and the ``pool2d`` operator
(:mod:`compiler.ops_pool`), so they can never disagree on a size.
"""

from __future__ import annotations

__all__ = ["window_out_size"]


def window_out_size(
    size: int, kernel: int, stride: int, *, pads: tuple[int, int], dilation: int, ceil: bool
) -> int:
    """Output length along one axis, as ONNX Runtime computes it.

    With ``ceil``, the size is rounded up, except that a last window starting in the
    end padding is dropped (ONNX Runtime and PyTorch do), so every window overlaps the
    input.

    Args:
        size: Input length.
        kernel: Window length (taps).
        stride: Step between windows.
        pads: Padding before and after the input.
        dilation: Step between taps.
        ceil: ONNX's ``ceil_mode``.

    Returns:
        The number of windows; <= 0 when the dilated window is longer than the padded
        input (callers turn that into their own error).
    """
    span = size + pads[0] + pads[1] - ((kernel - 1) * dilation + 1)
    if span < 0:
        return span
    if not ceil:
        return span // stride + 1
    out = -(-span // stride) + 1
    if (out - 1) * stride >= size + pads[0]:  # the last window would start in the end padding
        out -= 1
    return out
