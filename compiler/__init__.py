"""Compiler: tensor expressions, schedule templates with tunable knobs, code generation.

Pure: no network, no database, no machine code (building and running kernels is the
:mod:`runtime`'s job). The public API (see docs/ARCHITECTURE.md)::

    from compiler import Workload, random_inputs, reference, render
    program = render("matmul:m=256,n=256,k=256", target="cuda")   # CUDA C, or LLVM IR
    a, b = random_inputs(program.workload, np.random.default_rng(0))
"""

from compiler.api import config_problem, feature_names, features, get_space, render
from compiler.args import Launch
from compiler.errors import CompileError, InvalidConfig
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
    "KnobValue",
    "Launch",
    "Program",
    "Workload",
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
