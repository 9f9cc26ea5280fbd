"""The execution plan of a compiled model, and its static memory plan.

A :class:`Plan` is a flat list of steps over named tensors: kernel calls into the
model's machine code, and numpy glue ops. Every non-constant tensor lives in one
preallocated arena: :func:`plan_memory` gives each *storage* (a tensor that is not
a view of another) an offset, reusing the bytes of storages whose lifetimes do not
overlap, so a run allocates nothing but its outputs.

A *view* shares the bytes of another tensor at an element offset: Reshape outputs
(offset 0) and the channel slices a grouped conv reads and writes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from compiler.model.graph import TensorType

#: Every storage starts on a cache line (vector loads, and no false sharing).
ALIGN = 64


@dataclass(frozen=True, slots=True)
class KernelStep:
    """A call of a compiled kernel.

    Attributes:
        name: The graph node it implements (for messages and profiles).
        symbol: The kernel's function in the model's machine code.
        args: Tensors passed, in the kernel's order: inputs, then the output.
        workspaces: Types of the scratch buffers the kernel takes after its arguments.
        index_bounds: ``(argument position, low, high)`` of each int64 index argument
            (a gather's): its values must lie in ``[low, high)``, checked before a call.
    """

    name: str
    symbol: str
    args: tuple[str, ...]
    workspaces: tuple[TensorType, ...] = ()
    index_bounds: tuple[tuple[int, int, int], ...] = ()

    @property
    def reads(self) -> tuple[str, ...]:
        """Tensors read."""
        return self.args[:-1]

    @property
    def writes(self) -> tuple[str, ...]:
        """Tensors written."""
        return self.args[-1:]


@dataclass(frozen=True, slots=True)
class NumpyStep:
    """A glue op run with numpy (see :mod:`compiler.model.numpy_ops`)."""

    name: str
    op: str
    attrs: dict[str, Any]
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]

    @property
    def reads(self) -> tuple[str, ...]:
        """Tensors read."""
        return self.inputs

    @property
    def writes(self) -> tuple[str, ...]:
        """Tensors written."""
        return self.outputs


Step = KernelStep | NumpyStep


@dataclass(frozen=True, slots=True)
class KernelTask:
    """One distinct kernel of the model: a workload built with one config.

    Attributes:
        symbol: Its function name in the machine code.
        workload: The workload's canonical string.
        config: The config (JSON form).
        config_source: ``records`` (best on record) or ``default`` (template default).
        flop: FLOPs of one call.
        calls: How many steps call it.
        grid: A GPU kernel's blocks in x, y, z (empty for CPU kernels).
        block: A GPU kernel's threads per block in x, y, z (empty for CPU kernels).
    """

    symbol: str
    workload: str
    config: dict[str, Any]
    config_source: str
    flop: int
    calls: int
    grid: tuple[int, ...] = ()
    block: tuple[int, ...] = ()


@dataclass(slots=True)
class Plan:
    """Steps over tensors, ready for memory planning and packaging.

    Attributes:
        inputs: Runtime inputs (copied into the arena at each run).
        outputs: Model outputs (copied out of the arena at each run).
        types: Every tensor's type.
        constants: Constant tensors (weights already in the layouts the kernels take).
        views: View tensor -> (base tensor, element offset into the base).
        steps: What a run executes, in order.
        kernels: The distinct kernels the steps call.
    """

    inputs: list[str]
    outputs: list[str]
    types: dict[str, TensorType]
    constants: dict[str, np.ndarray]
    views: dict[str, tuple[str, int]] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    kernels: list[KernelTask] = field(default_factory=list)

    def storage_of(self, tensor: str) -> tuple[str, int]:
        """The storage tensor holding ``tensor``'s bytes, and the element offset into it."""
        offset = 0
        while tensor in self.views:
            tensor, extra = self.views[tensor]
            offset += extra
        return tensor, offset


def workspace_name(step_index: int, i: int) -> str:
    """The arena name of scratch buffer ``i`` of step ``step_index``."""
    return f"@ws{step_index}_{i}"


@dataclass(frozen=True, slots=True)
class MemoryPlan:
    """Byte offsets of every storage in the arena.

    Attributes:
        offsets: Storage tensor (or workspace name) -> byte offset.
        arena_bytes: Size of the arena.
        naive_bytes: What one buffer per storage would take (for reports).
    """

    offsets: dict[str, int]
    arena_bytes: int
    naive_bytes: int


def _align(n: int) -> int:
    return -(-n // ALIGN) * ALIGN


def plan_memory(plan: Plan) -> MemoryPlan:
    """Assigns arena offsets, reusing memory between storages that are never live together.

    A storage is live from the first step that writes it (or any view of it) to the
    last step that reads it; inputs for the whole run (so a run can be repeated on the
    inputs set once: benchmarks and profiles time real data, and a second run computes
    what the first did), outputs to the end. Placement is
    greedy by size (largest first, lowest offset that overlaps no live neighbour),
    which comes within a few percent of optimal on CNNs.
    """
    n_steps = len(plan.steps)
    first: dict[str, int] = {}
    last: dict[str, int] = {}
    sizes: dict[str, int] = {}

    def touch(tensor: str, when: int) -> None:
        if tensor in plan.constants:
            return
        root, _ = plan.storage_of(tensor)
        if root in plan.constants:
            return
        first[root] = min(first.get(root, when), when)
        last[root] = max(last.get(root, when), when)
        sizes[root] = plan.types[root].nbytes

    for name in plan.inputs:
        touch(name, -1)
        touch(name, n_steps)
    for i, step in enumerate(plan.steps):
        for name in (*step.reads, *step.writes):
            touch(name, i)
        if isinstance(step, KernelStep):
            for j, ws in enumerate(step.workspaces):
                key = workspace_name(i, j)
                first[key], last[key], sizes[key] = i, i, ws.nbytes
    for name in plan.outputs:
        touch(name, n_steps)

    placed: list[tuple[int, int, int, int]] = []  # (offset, end, first, last)
    offsets: dict[str, int] = {}
    for name in sorted(sizes, key=lambda k: (-sizes[k], first[k], k)):
        size = _align(max(sizes[name], 1))
        lo, hi = first[name], last[name]
        busy = sorted((o, e) for o, e, f, la in placed if f <= hi and lo <= la)
        offset = 0
        for o, e in busy:
            if offset + size <= o:
                break
            offset = max(offset, e)
        offsets[name] = offset
        placed.append((offset, offset + size, lo, hi))
    arena = max((e for _, e, _, _ in placed), default=0)
    naive = sum(_align(max(s, 1)) for s in sizes.values())
    return MemoryPlan(offsets, arena, naive)
