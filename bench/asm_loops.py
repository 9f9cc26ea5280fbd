"""The innermost vector FMA loops of a kernel's AArch64 assembly: FMAs per load, spills.

A board's timings are out of reach on an x86 host, so the quality of cross-compiled NEON
code is read from its assembly: how many ``fmla`` each vector load feeds, and whether
the loop spills registers to the stack. Usage::

    autotune source matmul:m=256,n=256,k=256 --asm \\
        --target "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72" | python bench/asm_loops.py
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass

_LABEL = re.compile(r"^(\.?L\w+):")
_BRANCH = re.compile(r"^\s+(?:b(?:\.\w+)?|cbn?z|tbn?z)\s+(?:[^,]+,\s*)*(\.?L\w+)\s*$")
_FMA = re.compile(r"^\s+fml[as]\s+v\d+\.\d+s")
_LOAD = re.compile(r"^\s+(ldr|ldur|ldp|ld1|ld1r|ld2|ld3|ld4)\s+(q|s|d|\{)")
_SP_STORE = re.compile(r"^\s+(str|stur|stp)\s+[qsd]\d+.*\[sp")
_SP_LOAD = re.compile(r"^\s+(ldr|ldur|ldp)\s+[qsd]\d+.*\[sp")


@dataclass(frozen=True, slots=True)
class Loop:
    """One innermost loop: its label and counts of its instructions."""

    label: str
    instructions: int
    fmas: int
    vector_loads: int
    spills: int
    reloads: int

    def __str__(self) -> str:
        per = f"{self.fmas / self.vector_loads:.1f}" if self.vector_loads else "-"
        return (
            f"{self.label}: {self.instructions} instructions, {self.fmas} fmla, "
            f"{self.vector_loads} vector loads ({per} fmla/load), {self.spills} spills, "
            f"{self.reloads} reloads"
        )


def fma_loops(asm: str) -> list[Loop]:
    """The innermost loops (a label and the backward branch to it, with no other loop
    inside) that contain a vector FMA."""
    lines = asm.splitlines()
    labels: dict[str, int] = {}
    spans: list[tuple[str, int, int]] = []
    for i, line in enumerate(lines):
        if m := _LABEL.match(line):
            labels[m.group(1)] = i
        elif (m := _BRANCH.match(line)) and m.group(1) in labels:
            spans.append((m.group(1), labels[m.group(1)], i))
    out = []
    for label, start, end in spans:
        if any(s > start and e <= end and (s, e) != (start, end) for _, s, e in spans):
            continue  # not innermost
        body = [ln for ln in lines[start : end + 1] if ln.startswith("\t") and "\t." not in ln]
        fmas = sum(1 for ln in body if _FMA.match(ln))
        if fmas:
            out.append(
                Loop(
                    label,
                    len(body),
                    fmas,
                    sum(1 for ln in body if _LOAD.match(ln) and "[sp" not in ln),
                    sum(1 for ln in body if _SP_STORE.match(ln)),
                    sum(1 for ln in body if _SP_LOAD.match(ln)),
                )
            )
    return out


def main() -> int:
    """Prints the FMA loops of the assembly on stdin."""
    loops = fma_loops(sys.stdin.read())
    for loop in loops:
        print(loop)
    if not loops:
        print("no vector FMA loop found")
    return 0


if __name__ == "__main__":
    sys.exit(main())
