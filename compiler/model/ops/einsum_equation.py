"""Einsum's equation, read as ONNX defines it: per operand axis a label, and the output's.

``"bij, bjk -> bik"``: comma-separated terms, one per operand, of letters (``a`` and
``A`` differ) and at most one ellipsis ``...``; spaces anywhere; an optional ``->`` and
the output's term. Without ``->`` (implicit form) the output is the ellipsis' axes,
then the letters that occur exactly once in the equation, in ASCII order (``A`` before
``a``). A letter repeated in one term takes that operand's diagonal; a letter absent
from the output is summed over. Every ellipsis stands for the same number of axes,
labelled ``.0``, ``.1``, ... left to right here, so an ellipsis' axes are labels like
the letters' (which never begin with a dot). An axis of size 1 broadcasts against the
same label's size in another operand, as onnxruntime and numpy compute it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Equation", "label_sizes", "parse_equation"]

ELLIPSIS = "..."


@dataclass(frozen=True, slots=True)
class Equation:
    """A parsed equation.

    Attributes:
        operands: Each operand's label per axis (an ellipsis' axes are ``.0``, ``.1``, ...).
        output: The output's label per axis (each once).
    """

    operands: tuple[tuple[str, ...], ...]
    output: tuple[str, ...]


def _term(term: str, where: str) -> tuple[list[str], int | None]:
    """The letters of a term and the position of its ellipsis among them (None: none)."""
    letters: list[str] = []
    ellipsis: int | None = None
    k = 0
    while k < len(term):
        char = term[k]
        if char == ".":
            if not term.startswith(ELLIPSIS, k) or term.startswith(ELLIPSIS + ".", k):
                raise ValueError(f"{where} has a '.' outside an ellipsis '...'")
            if ellipsis is not None:
                raise ValueError(f"{where} has more than one ellipsis '...'")
            ellipsis = len(letters)
            k += len(ELLIPSIS)
            continue
        if not (char.isascii() and char.isalpha()):
            raise ValueError(f"{where} has {char!r}: labels are letters a-z and A-Z")
        letters.append(char)
        k += 1
    return letters, ellipsis


def _expand(letters: list[str], ellipsis: int | None, dims: int) -> tuple[str, ...]:
    if ellipsis is None:
        return tuple(letters)
    return (*letters[:ellipsis], *(f".{i}" for i in range(dims)), *letters[ellipsis:])


def parse_equation(equation: str, ranks: Sequence[int]) -> Equation:
    """Reads ``equation`` for operands of ``ranks``.

    Args:
        equation: The ONNX ``equation`` attribute.
        ranks: The operands' ranks.

    Returns:
        The labels of every operand axis and of the output.

    Raises:
        ValueError: The equation is malformed or does not fit the operands (one line).
    """
    text = equation.replace(" ", "")
    if text.count("->") > 1:
        raise ValueError(f"equation {equation!r} has more than one '->'")
    explicit = "->" in text
    lhs, rhs = text.split("->") if explicit else (text, "")
    terms = lhs.split(",")
    if len(terms) != len(ranks):
        raise ValueError(
            f"equation {equation!r} has {len(terms)} operand term(s) for {len(ranks)} input(s)"
        )
    parsed = [_term(t, f"operand {i}'s term {t!r}") for i, t in enumerate(terms)]
    dims: int | None = None
    operands = []
    for i, ((letters, ellipsis), rank) in enumerate(zip(parsed, ranks, strict=True)):
        spare = rank - len(letters)
        if (ellipsis is None and spare != 0) or spare < 0:
            raise ValueError(
                f"operand {i}'s term {terms[i]!r} has {len(letters)} label(s) for its {rank} axes"
            )
        if ellipsis is not None:
            if dims is not None and spare != dims:
                raise ValueError(
                    f"operand {i}'s ellipsis stands for {spare} axes, an earlier one's for {dims}"
                )
            dims = spare
        operands.append(_expand(letters, ellipsis, spare))
    counts = Counter(label for letters, _ in parsed for label in letters)
    if explicit:
        letters, ellipsis = _term(rhs, f"the output term {rhs!r}")
        repeated = sorted(label for label, n in Counter(letters).items() if n > 1)
        if repeated:
            raise ValueError(f"the output term {rhs!r} repeats {repeated[0]!r}")
        missing = [label for label in letters if label not in counts]
        if missing:
            raise ValueError(f"the output term {rhs!r} has {missing[0]!r}, which no operand has")
        if ellipsis is None and dims:
            raise ValueError(
                f"the output term {rhs!r} has no ellipsis '...' for the operands' {dims} axes"
            )
        output = _expand(letters, ellipsis, dims or 0)
    else:
        once = sorted(label for label, n in counts.items() if n == 1)
        output = _expand(once, 0 if dims is not None else None, dims or 0)
    return Equation(tuple(operands), output)


def label_sizes(equation: Equation, shapes: Sequence[Sequence[int]]) -> dict[str, int]:
    """Each label's size: its operands' sizes, one of which may be 1 where another is not.

    Raises:
        ValueError: An operand's repeated label has two sizes, or two operands' sizes of
            one label differ and neither is 1 (one line).
    """
    sizes: dict[str, int] = {}
    owner: dict[str, int] = {}
    for i, (labels, shape) in enumerate(zip(equation.operands, shapes, strict=True)):
        mine: dict[str, int] = {}
        for label, size in zip(labels, shape, strict=True):
            if mine.setdefault(label, size) != size:
                raise ValueError(
                    f"operand {i}'s axes labelled {_show(label)} differ in size: "
                    f"{mine[label]} and {size}"
                )
        for label, size in mine.items():
            known = sizes.get(label)
            if known is None or (known == 1 and size != 1):
                sizes[label], owner[label] = size, i
            elif size not in (known, 1):
                raise ValueError(
                    f"{_show(label)} is {size} long in operand {i} and {known} in operand "
                    f"{owner[label]}"
                )
    return sizes


def _show(label: str) -> str:
    """A label as errors name it: ``'i'``, or ``axis 0 of the ellipsis``."""
    return f"axis {label[1:]} of the ellipsis" if label.startswith(".") else repr(label)
