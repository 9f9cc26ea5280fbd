"""GPU device limits, and the checks a CUDA kernel must pass before it is compiled.

A config whose kernel would need more threads, shared memory or registers
per block than the device has is an :class:`~compiler.errors.InvalidConfig`
(an INVALID_CONFIG result), never a failed launch. The limits come from the
device info a device server reports (``autotune.v1.GpuInfo``), or from
:func:`default_limits` for ``cuda -arch=sm_XX`` with no device at hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from compiler.errors import InvalidConfig

#: Registers one thread may use on every architecture since sm_50.
MAX_REGISTERS_PER_THREAD = 255
#: Static ``__shared__`` arrays may not exceed 48 KiB (more needs dynamic shared memory).
MAX_STATIC_SHARED_BYTES = 48 * 1024
#: Grid limits (y and z; x is 2^31 - 1).
MAX_GRID_YZ = 65535
#: Kernels index with 32-bit ints: every tensor must have fewer elements than this.
MAX_ELEMENTS = 2**31 - 1


@dataclass(frozen=True, slots=True)
class GpuLimits:
    """Per-block resources of one GPU.

    Attributes:
        max_threads_per_block: Threads in one block.
        max_shared_memory_per_block: Bytes of shared memory one block may use.
        max_registers_per_block: 32-bit registers shared by a block's threads.
        arch: ``sm_XX`` of the device ("" when unknown).
    """

    max_threads_per_block: int = 1024
    max_shared_memory_per_block: int = MAX_STATIC_SHARED_BYTES
    max_registers_per_block: int = 65536
    arch: str = ""

    def __post_init__(self) -> None:
        for name in (
            "max_threads_per_block",
            "max_shared_memory_per_block",
            "max_registers_per_block",
        ):
            value = getattr(self, name)
            if not isinstance(value, int) or value < 1:
                raise ValueError(f"GPU limit {name} must be a positive int, got {value!r}")


def default_limits(arch: str = "") -> GpuLimits:
    """Sane limits for an architecture when no device reported its own.

    Every architecture since sm_50 allows 1024 threads and 64 Ki registers per
    block, and 48 KiB of static shared memory (what our kernels use).
    """
    return GpuLimits(arch=arch)


def limits_from_device(
    max_threads_per_block: int,
    max_shared_memory_per_block: int,
    max_registers_per_block: int,
    arch: str = "",
) -> GpuLimits:
    """Limits from a device's reported values; zeros (unreported) take the defaults."""
    base = default_limits(arch)
    return GpuLimits(
        max_threads_per_block=max_threads_per_block or base.max_threads_per_block,
        # Static shared arrays are capped at 48 KiB even where a block may opt in to more.
        max_shared_memory_per_block=min(
            max_shared_memory_per_block or base.max_shared_memory_per_block,
            MAX_STATIC_SHARED_BYTES,
        ),
        max_registers_per_block=max_registers_per_block or base.max_registers_per_block,
        arch=arch,
    )


@dataclass(frozen=True, slots=True)
class KernelResources:
    """What one launch of a kernel asks of the device.

    Attributes:
        threads_per_block: Threads in a block.
        shared_bytes: Static shared memory per block.
        registers_per_thread: Estimated registers per thread.
        grid: Blocks in x, y, z.
    """

    threads_per_block: int
    shared_bytes: int
    registers_per_thread: int
    grid: tuple[int, int, int]


def check_resources(res: KernelResources, limits: GpuLimits) -> None:
    """Checks a kernel's needs against a device's limits.

    Raises:
        InvalidConfig: Naming the first resource over its limit, with both numbers.
    """
    if res.threads_per_block > limits.max_threads_per_block:
        raise InvalidConfig(
            f"over a device limit: {res.threads_per_block} threads per block > "
            f"max_threads_per_block {limits.max_threads_per_block}"
        )
    if res.shared_bytes > limits.max_shared_memory_per_block:
        raise InvalidConfig(
            f"over a device limit: {res.shared_bytes} bytes of shared memory per block > "
            f"max_shared_memory_per_block {limits.max_shared_memory_per_block}"
        )
    if res.registers_per_thread > MAX_REGISTERS_PER_THREAD:
        raise InvalidConfig(
            f"over a device limit: about {res.registers_per_thread} registers per thread > "
            f"{MAX_REGISTERS_PER_THREAD}"
        )
    per_block = res.registers_per_thread * res.threads_per_block
    if per_block > limits.max_registers_per_block:
        raise InvalidConfig(
            f"over a device limit: about {per_block} registers per block "
            f"({res.registers_per_thread} x {res.threads_per_block} threads) > "
            f"max_registers_per_block {limits.max_registers_per_block}"
        )
    if max(res.grid[1], res.grid[2]) > MAX_GRID_YZ:
        raise InvalidConfig(
            f"over a device limit: grid {res.grid} has more than {MAX_GRID_YZ} blocks in y or z"
        )
