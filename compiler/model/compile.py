"""render_model(): an imported graph -> its kernels' LLVM IR and its plan (pure).

Optimize the graph, lower it to kernel calls and numpy steps, render each distinct
kernel once, pack the weights for the configs chosen, and plan the memory. Turning
the IR into one object file and a package is the runtime's step
(:func:`runtime.link`; :func:`runtime.compile_model` does both). The package runs
without the records database, ONNX or LLVM's optimizer: loading it links the object
file and maps the constants.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from compiler.api import render
from compiler.layout import NCHW16C
from compiler.model.graph import Graph, TensorType
from compiler.model.lower import ConfigLookup, CostLookup, KernelCall, lower_graph, to_steps
from compiler.model.passes import optimize
from compiler.model.plan import KernelTask, MemoryPlan, NumpyStep, Plan, plan_memory
from compiler.ops import flop_count, index_inputs, input_names
from compiler.space import Config
from compiler.target import Target
from compiler.targets.registry import kernel_target
from compiler.workload import Workload

log = logging.getLogger(__name__)


def _model_target(target: Target | str) -> Target:
    """The parsed target, if whole models compile for its kind.

    Raises:
        ValueError: Bad target, or one models do not compile for yet.
    """
    t = Target.parse(target)
    if not kernel_target(t).compiles_models:
        raise ValueError(f"models do not compile for {t.kind} targets; got {t}")
    return t


def model_layout(target: Target, desired_layout: str) -> str:
    """The activation layout a model compiled for ``target`` keeps: the one desired where
    the target's kernels take it, else the layout they take."""
    layouts = kernel_target(target).model_layouts
    return desired_layout if desired_layout in layouts else layouts[0]


def check_on_device(target: Target, calls: list[KernelCall | NumpyStep], plan: Plan) -> None:
    """Checks that every step of a model for a device target (``cuda``) runs there as a
    kernel: no numpy step between them, and no kernel indexing with computed indices,
    which the device could not check before reading. Constant ones were checked when
    the model was imported, the model's inputs are checked on the host as they are set.

    Raises:
        ValueError: Names each node that cannot run on the device.
    """
    refused = [f"{c.name} ({c.op})" for c in calls if isinstance(c, NumpyStep)]
    for call in calls:
        if isinstance(call, KernelCall):
            names = input_names(call.workload)
            computed = [
                call.args[i]
                for i, name in enumerate(names)
                if name in index_inputs(call.workload)
                and plan.storage_of(call.args[i])[0] not in (*plan.constants, *plan.inputs)
            ]
            if computed:
                refused.append(f"{call.node} ({call.workload.op} at computed indices)")
    if refused:
        more = f" and {len(refused) - 8} more" if len(refused) > 8 else ""
        shown = ", ".join(refused[:8]) + more
        raise ValueError(
            f"{len(refused)} node(s) have no {target.kind} kernel yet: {shown}; "
            f"compile this model for a CPU target (llvm) instead"
        )


def default_configs(target: Target) -> ConfigLookup:
    """A lookup giving every workload its template's default config."""

    def lookup(workload: Workload) -> tuple[Config, str]:
        return kernel_target(target).space(workload, target).default(), "default"

    return lookup


def prepack_for(target: Target) -> Callable[[Workload, Config, list[np.ndarray]], list[np.ndarray]]:
    """Packs a kernel's constant inputs into the layout its config's kernel takes."""

    def prepack(workload: Workload, config: Config, inputs: list[np.ndarray]) -> list[np.ndarray]:
        return kernel_target(target).prepack(workload, config, target, inputs)

    return prepack


@dataclass(slots=True)
class CompileReport:
    """What a compile did, for the CLI and logs.

    Attributes:
        seconds: Wall time of each phase.
        kernels: The distinct kernels, with where their configs came from.
    """

    seconds: dict[str, float] = field(default_factory=dict)
    kernels: list[KernelTask] = field(default_factory=list)


@dataclass(slots=True)
class RenderedModel:
    """A model compiled down to LLVM IR: everything of a package but machine code.

    Attributes:
        name: Model name.
        target: The target the IR was rendered for.
        plan: Steps, tensors, constants (packed for their kernels) and kernels.
        memory: Arena offsets.
        sources: LLVM IR of each distinct kernel, under its symbol in ``plan.kernels``.
        report: What the compile did so far (the link adds its ``llvm`` phase).
    """

    name: str
    target: Target
    plan: Plan
    memory: MemoryPlan
    sources: list[str]
    report: CompileReport


def render_model(
    graph: Graph,
    target: Target | str = "llvm",
    config_for: ConfigLookup | None = None,
    *,
    progress: Callable[[str], None] | None = None,
    cost_of: CostLookup | None = None,
    desired_layout: str = NCHW16C,
) -> RenderedModel:
    """Renders an imported model's kernels for ``target`` and plans its run.

    Args:
        graph: The model, as :func:`compiler.model.import_onnx` returns it.
        target: An ``llvm`` target (the host CPU by default).
        config_for: Chooses each kernel's config (e.g. the best on record); the
            templates' defaults when None.
        progress: Called with a line of text as each phase ends.
        cost_of: Seconds of a workload's best known config (e.g. from the records),
            to choose between two kernels that can implement a node; None keeps the
            lowering's rule.
        desired_layout: ``nchw16c``: activations between convolutions stay channel
            blocked where they can (:mod:`compiler.model.layouts`); ``nchw``: never.
            Targets whose kernels take NCHW alone (``cuda``) keep NCHW either way.

    Returns:
        The kernels' IR, the plan and a report of what was done
        (:func:`runtime.link` makes it a package).

    Raises:
        ValueError: A node that cannot run on the target (on ``cuda``, one with no
            CUDA kernel: the message names each).
        CompileError: Code generation failed.
    """
    t = _model_target(target)
    say = progress or (lambda _line: None)
    report = CompileReport()
    clock = time.perf_counter()

    def phase(name: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        report.seconds[name] = now - clock
        clock = now

    optimized = optimize(graph)
    phase("optimize")
    lookup = config_for or default_configs(t)
    kind = kernel_target(t)
    plan, calls = lower_graph(
        optimized,
        lookup,
        prepack_for(t),
        cost_of,
        model_layout(t, desired_layout),
        accepts=lambda w: kind.accepts(w, t),
    )
    if not kind.model_host_steps:
        check_on_device(t, calls, plan)
    phase("lower")
    kernel_calls = [c for c in calls if isinstance(c, KernelCall)]
    distinct: dict[tuple[str, str], KernelCall] = {}
    counts: dict[tuple[str, str], int] = {}
    for call in kernel_calls:
        key = (str(call.workload), call.config.to_json_str())
        distinct.setdefault(key, call)
        counts[key] = counts.get(key, 0) + 1
    say(
        f"{len(optimized.nodes)} nodes after optimization, {len(kernel_calls)} kernel calls, "
        f"{len(distinct)} distinct kernels"
    )
    symbols: dict[tuple[str, str], str] = {}
    workspaces: dict[str, tuple[TensorType, ...]] = {}
    sources: list[str] = []
    for i, (key, call) in enumerate(distinct.items()):
        symbol = f"autotune_k{i}"
        symbols[key] = symbol
        program = render(call.workload, call.config, t, name=symbol, prepacked=True)
        workspaces[symbol] = tuple(TensorType(b.shape, b.dtype) for b in program.workspaces)
        sources.append(program.text)
        launch = program.launch
        report.kernels.append(
            KernelTask(
                symbol=symbol,
                workload=str(call.workload),
                config=call.config.to_json(),
                config_source=call.config_source,
                flop=flop_count(call.workload),
                calls=counts[key],
                grid=launch.grid if launch is not None else (),
                block=launch.block if launch is not None else (),
            )
        )
    phase("render")
    plan.steps = to_steps(calls, symbols, workspaces)
    plan.kernels = report.kernels
    memory = plan_memory(plan)
    phase("memory")
    return RenderedModel(graph.name, t, plan, memory, sources, report)


@dataclass(frozen=True, slots=True)
class ModelTask:
    """One tuning task of a model: a distinct kernel and how often a run calls it.

    Attributes:
        workload: The kernel's workload, exactly as :func:`render_model` renders it
            (fused epilogue, groups, padding folded in).
        weight: Calls per model run.
        flop: FLOPs of one call.
        alternative_to: For a kernel that could replace another one (a 1x1 conv as a
            GEMM or as a conv; attention's three kernels, together, the fused one), the
            workload compiled without records; None otherwise. A compile with records
            uses whichever side is faster on record.
    """

    workload: Workload
    weight: int
    flop: int
    alternative_to: Workload | None = None


def weight_bytes(graph: Graph) -> int:
    """The bytes of the model's constants (its weights, as imported): what one inference
    reads besides its activations, whether the device's caches hold it or not."""
    return sum(int(value.nbytes) for value in graph.constants.values())


def extract_tasks(
    graph: Graph, target: Target | str = "llvm", desired_layout: str = NCHW16C
) -> list[ModelTask]:
    """The model's tuning tasks: the distinct kernels :func:`render_model` would build,
    in the order the model first runs them, each with its number of calls.

    The graph goes through the same optimization and lowering as a compile, so tuning
    a task tunes exactly the kernel the compiled model runs. Where a node has two
    possible kernels both are tasks (the alternative's ``alternative_to`` names the
    other), so the records can choose.
    """
    t = _model_target(target)
    kind = kernel_target(t)
    plan, calls = lower_graph(
        optimize(graph),
        default_configs(t),
        lambda _w, _c, inputs: inputs,
        None,
        model_layout(t, desired_layout),
        accepts=lambda w: kind.accepts(w, t),
    )
    if not kind.model_host_steps:
        check_on_device(t, calls, plan)
    counts: dict[Workload, int] = {}
    replaces: dict[Workload, Workload | None] = {}
    for call in calls:
        if isinstance(call, KernelCall):
            for w in (call.workload, *call.alternatives):
                counts[w] = counts.get(w, 0) + 1
                replaces.setdefault(w, None if w == call.workload else call.workload)
    return [ModelTask(w, n, flop_count(w), replaces[w]) for w, n in counts.items()]
