"""Which register tiles of each CPU template spill, per target, read from the assembly.

For each workload and target: the register-tile knobs the space offers, and for every
tile (the default config with that tile) the hottest inner loop's FMAs, loads, spills
and reloads (:mod:`asm_loops`). No code runs: the assembly is generated for any target
(AVX-512 on an AVX2 host, NEON on x86). Usage::

    python bench/register_fit.py "conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1" \\
        --target "llvm -mcpu=znver3" [--all-tiles]
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from asm_loops import Loop, hot_loop

from compiler import get_space
from compiler.api import render
from compiler.space import Config, KnobValue
from compiler.target import Target
from runtime.llvm_jit import assembly

#: Knobs that size a register tile, per template (the first ones a space has).
TILE_KNOBS = ("mr", "nv", "register_tile", "tile_k", "tile_c", "tile_oh", "tile_ow", "unroll_ow")
#: Knobs that size a register tile only where the space has no tile_k (depthwise, pool).
VECTOR_KNOBS = ("vector_ow",)


def tile_knobs(names: tuple[str, ...]) -> list[str]:
    """The register-tile knobs among a space's knob names."""
    out = [n for n in TILE_KNOBS if n in names]
    if "tile_k" in out:
        out.remove("tile_c")  # conv2d's tile_c is the reduction block, not the tile
    return out + [n for n in VECTOR_KNOBS if n in names]


def hot(workload: str, config: Config, target: Target) -> Loop | None:
    """The hottest inner loop of a config's kernel."""
    return hot_loop(assembly([render(workload, config, target).text], target))


def main() -> int:
    """Prints the tiles offered and the default's (or every tile's) inner loop."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("workloads", nargs="+")
    parser.add_argument("--target", action="append", required=True)
    parser.add_argument("--all-tiles", action="store_true", help="compile every tile offered")
    args = parser.parse_args()
    for workload, text in itertools.product(args.workloads, args.target):
        target = Target.parse(text)
        space = get_space(workload, target)
        default = space.default()
        names = tile_knobs(space.names)
        offered = [space.knob(n).candidates for n in names]
        shown = {n: default[n] for n in names}
        print(f"{workload} on {target}: default {shown}: {hot(workload, default, target)}")
        print("  offered: " + ", ".join(f"{n} {c}" for n, c in zip(names, offered, strict=True)))
        if not args.all_tiles:
            continue
        for values in itertools.product(*offered):
            knobs: dict[str, KnobValue] = {**default.knobs, **dict(zip(names, values, strict=True))}
            loop = hot(workload, Config(knobs), target)
            flag = "SPILLS" if loop and (loop.spills or loop.reloads) else "ok"
            print(f"    {dict(zip(names, values, strict=True))}: {flag} {loop}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
