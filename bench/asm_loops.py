"""The innermost vector FMA loops of a kernel's assembly: FMAs per load, spills.

Read from the assembly (AArch64's or x86-64's, AT&T syntax as LLVM prints it): how many
FMAs (``fmla``, ``vfmadd231ps``...) each vector load feeds, and whether the loop spills
vector registers to the stack and reloads them. A board's timings are out of reach on
an x86 host, and the AVX-512 and AVX2 builds of one kernel can be compared on a host
that runs only one of them. Usage::

    autotune source matmul:m=256,n=256,k=256 --asm \\
        --target "llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72" | python bench/asm_loops.py
    autotune source matmul:m=256,n=256,k=256 --asm --target "llvm -mcpu=znver3" \\
        | python bench/asm_loops.py
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass

_LABEL = re.compile(r"^(\.?L\w+):")


@dataclass(frozen=True, slots=True)
class _Syntax:
    """The instruction patterns of one architecture's assembly."""

    branch: re.Pattern[str]
    fma: re.Pattern[str]
    load: re.Pattern[str]
    spill: re.Pattern[str]
    reload: re.Pattern[str]
    vector: re.Pattern[str]


_AARCH64 = _Syntax(
    branch=re.compile(r"^\s+(?:b(?:\.\w+)?|cbn?z|tbn?z)\s+(?:[^,]+,\s*)*(\.?L\w+)\s*$"),
    fma=re.compile(r"^\s+fml[as]\s+v\d+\.\d+s"),
    load=re.compile(r"^\s+(?:ldr|ldur|ldp|ld1|ld1r|ld2|ld3|ld4)\s+(?:q|s|d|\{)(?!.*\[sp)"),
    spill=re.compile(r"^\s+(?:str|stur|stp)\s+[qsd]\d+.*\[sp"),
    reload=re.compile(r"^\s+(?:ldr|ldur|ldp)\s+[qsd]\d+.*\[sp"),
    vector=re.compile(r"^\s+f[a-z]+\s+v\d+\.\d+s"),
)
# AT&T operand order: the destination last. A memory operand before the last one is a
# load (also folded into an FMA: ``vfmadd231ps (%rax), %ymm1, %ymm2`` or a broadcast
# ``(%rax){1to16}``), a memory operand last is a store. Spill slots are %rsp-relative.
_MEM = r"-?\w*\(%\w+(?:,%\w+)?(?:,\d)?\)(?:\{1to\d+\})?"
_X86_64 = _Syntax(
    branch=re.compile(r"^\s+j[a-z]+\s+(\.?L\w+)\s*$"),
    fma=re.compile(r"^\s+vfn?m(?:add|sub)(?:132|213|231)ps\s"),
    load=re.compile(rf"^\s+v[a-z0-9]+\s+(?!-?\w*\(%rsp){_MEM},.*%[xyz]mm\d+$"),
    spill=re.compile(r"^\s+vmov[a-z]+\s+%[xyz]mm\d+,\s*-?\w*\(%rsp"),
    reload=re.compile(r"^\s+v[a-z0-9]+\s+-?\w*\(%rsp[^)]*\)(?:\{1to\d+\})?,.*%[xyz]mm\d+$"),
    vector=re.compile(r"^\s+v(?:add|sub|mul|max|min|fn?m|div)[a-z0-9]*ps\s.*%[xyz]mm"),
)


@dataclass(frozen=True, slots=True)
class Loop:
    """One innermost loop: its label and counts of its instructions."""

    label: str
    instructions: int
    vector_ops: int
    fmas: int
    vector_loads: int
    spills: int
    reloads: int

    def __str__(self) -> str:
        per = f"{self.fmas / self.vector_loads:.1f}" if self.vector_loads else "-"
        return (
            f"{self.label}: {self.instructions} instructions, {self.vector_ops} vector ops, "
            f"{self.fmas} FMAs, "
            f"{self.vector_loads} vector loads ({per} FMA/load), {self.spills} spills, "
            f"{self.reloads} reloads"
        )


def fma_loops(asm: str) -> list[Loop]:
    """The innermost loops (a label and the backward branch to it, with no other loop
    inside) that contain a vector FMA."""
    return [loop for loop in vector_loops(asm) if loop.fmas]


def hot_loop(asm: str) -> Loop | None:
    """The innermost loop with the most FMAs (the most vector arithmetic in a kernel
    without FMAs: a pool's), taken as the kernel's hottest one; of equals, the shortest
    (the copy of a micro-kernel that masks the edge tile's loads runs once per row, the
    plain one everywhere else); None without any."""
    loops = vector_loops(asm)
    return max(
        loops, key=lambda loop: (loop.fmas, loop.vector_ops, -loop.instructions), default=None
    )


def vector_loops(asm: str) -> list[Loop]:
    """The innermost loops that contain vector float arithmetic."""
    syntax = _X86_64 if re.search(r"%[xyz]mm\d", asm) else _AARCH64
    lines = asm.splitlines()
    labels: dict[str, int] = {}
    spans: list[tuple[str, int, int]] = []
    for i, line in enumerate(lines):
        if m := _LABEL.match(line):
            labels[m.group(1)] = i
        elif (m := syntax.branch.match(line)) and m.group(1) in labels:
            spans.append((m.group(1), labels[m.group(1)], i))
    out = []
    for label, start, end in spans:
        if any(s > start and e <= end and (s, e) != (start, end) for _, s, e in spans):
            continue  # not innermost
        body = [ln for ln in lines[start : end + 1] if ln.startswith("\t") and "\t." not in ln]
        vector_ops = sum(1 for ln in body if syntax.vector.match(ln))
        if vector_ops:
            out.append(
                Loop(
                    label,
                    len(body),
                    vector_ops,
                    sum(1 for ln in body if syntax.fma.match(ln)),
                    sum(1 for ln in body if syntax.load.match(ln)),
                    sum(1 for ln in body if syntax.spill.match(ln)),
                    sum(1 for ln in body if syntax.reload.match(ln)),
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
