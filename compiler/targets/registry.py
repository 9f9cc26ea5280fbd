"""The table kind of target -> its :class:`~compiler.targets.base.KernelTarget`."""

from __future__ import annotations

from compiler.target import Target
from compiler.targets.base import KernelTarget
from compiler.targets.cuda import CudaTarget
from compiler.targets.llvm import LlvmTarget

#: Every kind of target the compiler renders kernels for (``Target.kind`` -> its face).
KERNEL_TARGETS: dict[str, KernelTarget] = {
    "llvm": LlvmTarget(),
    "cuda": CudaTarget(),
}


def kernel_target(target: Target) -> KernelTarget:
    """The implementation that renders kernels for ``target``.

    Raises:
        ValueError: No kernel target of that kind.
    """
    found = KERNEL_TARGETS.get(target.kind)
    if found is None:
        raise ValueError(f"no kernel target for {target.kind!r}; known: {sorted(KERNEL_TARGETS)}")
    return found
