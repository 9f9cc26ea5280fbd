"""Runtime: link, load and run what the compiler renders, on this host's CPU.

LLVM's JIT and object emission (:mod:`runtime.llvm_jit`), the thread pool kernels
launch parallel loops on (:mod:`runtime.thread_pool`), cache eviction for timing
(:mod:`runtime.evict`), compiled kernels (:func:`build` -> :class:`Kernel`) and
compiled model packages (:func:`compile_model` -> :class:`Package`, :func:`load` ->
:class:`Runtime`). The compiler stays pure: it renders LLVM IR and never loads
machine code (``llvmlite.binding`` is this package's alone)::

    from runtime import build
    kernel = build("matmul:m=256,n=256,k=256")          # compiler.render + JIT, host CPU
    a, b = compiler.random_inputs(kernel.workload, np.random.default_rng(0))
    c = kernel(a, b)

    package, report = runtime.compile_model(graph)      # template defaults
    package.save("resnet50.pkg")
    outputs = runtime.load("resnet50.pkg").run({"data": x})
"""

from runtime.build import build, build_schedule, compile_program, default_num_threads
from runtime.compile import compile_model, link
from runtime.kernel import Kernel, aligned_empty
from runtime.model import InputError, Runtime, Timing, load
from runtime.package import Package, PackageError

__all__ = [
    "InputError",
    "Kernel",
    "Package",
    "PackageError",
    "Runtime",
    "Timing",
    "aligned_empty",
    "build",
    "build_schedule",
    "compile_model",
    "compile_program",
    "default_num_threads",
    "link",
    "load",
]
