"""Compiler: tensor expressions, schedule templates with tunable knobs, code generation.

Pure: no network, no database. The public API (see docs/ARCHITECTURE.md)::

    from compiler import Workload, build, random_inputs, reference, render
    program = render("matmul:m=256,n=256,k=256", target="cuda")   # CUDA C, or LLVM IR
    kernel = build("matmul:m=256,n=256,k=256")          # render + JIT, for the host CPU
    a, b = random_inputs(kernel.workload, np.random.default_rng(0))
    c = kernel(a, b)
"""

from compiler.api import config_problem, feature_names, features, get_space, render
from compiler.args import Launch
from compiler.build import build, compile_program
from compiler.errors import CompileError, InvalidConfig
from compiler.kernel import Kernel
from compiler.ops import OPERATORS, flop_count, output_shape, random_inputs, reference
from compiler.program import Program
from compiler.space import Config, ConfigSpace, KnobValue
from compiler.workload import Workload

__version__ = "0.1.0"

__all__ = [
    "OPERATORS",
    "CompileError",
    "Config",
    "ConfigSpace",
    "InvalidConfig",
    "Kernel",
    "KnobValue",
    "Launch",
    "Program",
    "Workload",
    "build",
    "compile_program",
    "config_problem",
    "feature_names",
    "features",
    "flop_count",
    "get_space",
    "output_shape",
    "random_inputs",
    "reference",
    "render",
]
