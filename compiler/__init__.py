"""Compiler: tensor expressions, schedule templates with tunable knobs, code generation.

Pure: no network, no database, no machine code (building and running kernels is the
:mod:`runtime`'s job). The public API (see docs/ARCHITECTURE.md)::

    from compiler import Workload, random_inputs, reference, render
    program = render("matmul:m=256,n=256,k=256", target="cuda")   # CUDA C, or LLVM IR
    a, b = random_inputs(program.workload, np.random.default_rng(0))
"""

from typing import TYPE_CHECKING, Any

from compiler.args import Launch
from compiler.errors import CompileError, InvalidConfig
from compiler.ops import (
    OPERATORS,
    constant_positions,
    flop_count,
    output_shape,
    random_inputs,
    reference,
)
from compiler.program import Program
from compiler.space import Config, ConfigSpace, KnobValue
from compiler.workload import Workload

if TYPE_CHECKING:
    from compiler.api import config_problem, feature_names, features, get_space, render

__version__ = "0.1.0"

#: Names of :mod:`compiler.api`, imported on first use: the kernel targets behind them
#: bring in every schedule template, which what only reads compiler's types (a runtime
#: loading a package on a board) never needs.
_API = frozenset({"config_problem", "feature_names", "features", "get_space", "render"})


def __getattr__(name: str) -> Any:
    if name in _API:
        from compiler import api

        value = getattr(api, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'compiler' has no attribute {name!r}")


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
    "constant_positions",
    "feature_names",
    "features",
    "flop_count",
    "get_space",
    "output_shape",
    "random_inputs",
    "reference",
    "render",
]
