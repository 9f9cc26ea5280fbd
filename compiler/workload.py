"""Workloads: an operator with concrete parameters, and its one canonical string form.

The string form is used everywhere a workload crosses a boundary (CLI,
records database, wire protocol)::

    OP:NAME=VALUE,NAME=VALUE,...

    matmul:m=1024,n=1024,k=1024
    matmul:m=64,n=64,k=64,epilogue=bias_relu
    conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1

Canonical form rules (what ``str(w)`` prints):

* parameters appear in the operator's declared order (see ``compiler.ops.OPERATORS``);
* optional parameters equal to their default are omitted;
* the element type is written as a trailing ``dtype=...`` only when it is not
  ``float32`` (today float32 is the only supported type, so it never appears).

Parsing is lenient about order, whitespace around tokens and explicitly
written defaults (``stride=1``, ``dtype=float32``), so any accepted spelling
maps to the same canonical key; everything else is a ``ValueError`` that names
the bad field and lists the valid ones.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from compiler.ops import SUPPORTED_DTYPES, OperatorSpec, ParamSpec, ParamValue, get_operator

DEFAULT_DTYPE = "float32"

_INT_RE = re.compile(r"[+-]?\d+")


def _check_dtype(dtype: str) -> None:
    if dtype not in SUPPORTED_DTYPES:
        raise ValueError(f"unsupported dtype {dtype!r}; supported: {', '.join(SUPPORTED_DTYPES)}")


def _coerce(spec: OperatorSpec, name: str, value: Any) -> ParamValue:
    """Validates one parameter value (already typed, not a string to parse)."""
    pspec = spec.param(name)
    if pspec.text is not None:
        if not isinstance(value, str):
            raise ValueError(f"parameter {name!r} of {spec.name} must be a string, got {value!r}")
        try:
            return pspec.text(value)
        except ValueError as e:
            raise ValueError(f"parameter {name!r} of {spec.name}: {e}") from None
    if pspec.is_str:
        if not isinstance(value, str) or value not in pspec.choices:
            raise ValueError(
                f"unknown {name} {value!r} for {spec.name}; valid: {', '.join(pspec.choices)}"
            )
        return value
    if isinstance(value, (bool, str)):
        raise ValueError(f"parameter {name!r} of {spec.name} must be an integer, got {value!r}")
    try:
        ivalue = operator.index(value)
    except TypeError:
        raise ValueError(
            f"parameter {name!r} of {spec.name} must be an integer, got {value!r}"
        ) from None
    if ivalue < pspec.minimum:
        raise ValueError(
            f"parameter {name!r} of {spec.name} must be >= {pspec.minimum}, got {ivalue}"
        )
    return ivalue


def _canonical_params(op: str, given: Mapping[str, Any]) -> tuple[tuple[str, ParamValue], ...]:
    """Validates ``given`` against the spec of ``op``; returns the canonical params tuple."""
    spec = get_operator(op)
    values = {name: _coerce(spec, name, value) for name, value in given.items()}
    missing = [name for name in spec.required_params if name not in values]
    if missing:
        raise ValueError(
            f"{op} is missing required parameter(s) {', '.join(missing)}; "
            f"required: {', '.join(spec.required_params)}"
        )
    full = {**spec.defaults, **values}
    if spec.check is not None:
        spec.check(full)
    return tuple(
        (p.name, full[p.name]) for p in spec.params if p.required or full[p.name] != p.default
    )


@dataclass(frozen=True, slots=True)
class Workload:
    """An operator instance, e.g. a 1024^3 float32 matmul.

    Construction validates and canonicalizes: ``params`` ends up in the
    operator's declared order with default-valued optional parameters
    dropped, so equal workloads compare and hash equal however they were
    spelled. Prefer :meth:`parse` or :meth:`of` to building one directly.

    Attributes:
        op: Operator name, a key of ``compiler.ops.OPERATORS``.
        params: ``(name, value)`` pairs in canonical order, defaults omitted.
        dtype: Element type of inputs and output.
    """

    op: str
    params: tuple[tuple[str, ParamValue], ...]
    dtype: str = DEFAULT_DTYPE

    def __post_init__(self) -> None:
        raw = self.params.items() if isinstance(self.params, Mapping) else self.params
        given: dict[str, Any] = {}
        for item in raw:
            name, value = item
            if name in given:
                raise ValueError(f"parameter {name!r} given twice")
            given[name] = value
        _check_dtype(self.dtype)
        # Frozen dataclass: canonicalize in place once, at construction.
        object.__setattr__(self, "params", _canonical_params(self.op, given))

    @classmethod
    def of(cls, op: str, dtype: str = DEFAULT_DTYPE, **params: ParamValue) -> Workload:
        """Builds a workload from keyword parameters.

        Example: ``Workload.of("matmul", m=8, n=8, k=8)``.
        """
        return cls(op, tuple(params.items()), dtype)

    @classmethod
    def parse(cls, text: str) -> Workload:
        """Parses ``OP:NAME=VALUE,...`` (see the module docstring).

        Raises:
            ValueError: The string is malformed; the message names the bad field.
        """
        if not isinstance(text, str):
            raise ValueError(f"workload must be a string, got {type(text).__name__}")
        example = "e.g. matmul:m=1024,n=1024,k=1024"
        text = text.strip()
        if not text:
            raise ValueError(f"empty workload string; expected OP:NAME=VALUE,... ({example})")
        op, sep, rest = text.partition(":")
        spec = get_operator(op.strip())
        if not sep or not rest.strip():
            raise ValueError(
                f"workload {text!r} has no parameters; expected "
                f"{spec.name}:{','.join(n + '=...' for n in spec.required_params)}"
            )
        given: dict[str, Any] = {}
        dtype = DEFAULT_DTYPE
        for token in rest.split(","):
            name, eq, value = (part.strip() for part in token.partition("="))
            if not eq or not name or not value:
                raise ValueError(
                    f"malformed parameter {token.strip()!r} in {text!r}; expected NAME=VALUE"
                )
            if name in given or (name == "dtype" and dtype != DEFAULT_DTYPE):
                raise ValueError(f"parameter {name!r} given twice in {text!r}")
            if name == "dtype":
                _check_dtype(value)
                dtype = value
                continue
            pspec = _param_or_error(spec, name)
            if not pspec.is_str:
                if not _INT_RE.fullmatch(value):
                    raise ValueError(
                        f"parameter {name!r} of {spec.name} must be an integer, got {value!r}"
                    )
                given[name] = int(value)
            else:
                given[name] = value
        return cls(spec.name, tuple(given.items()), dtype)

    @property
    def key(self) -> str:
        """The canonical string form (same as ``str(self)``)."""
        body = ",".join(f"{name}={value}" for name, value in self.params)
        if self.dtype != DEFAULT_DTYPE:
            body += f",dtype={self.dtype}"
        return f"{self.op}:{body}"

    @property
    def spec(self) -> OperatorSpec:
        """The operator's spec."""
        return get_operator(self.op)

    @property
    def params_dict(self) -> dict[str, ParamValue]:
        """All parameters, defaults filled in, in canonical order."""
        full = {**self.spec.defaults, **dict(self.params)}
        return {name: full[name] for name in self.spec.param_names}

    @property
    def int_params(self) -> dict[str, int]:
        """The integer parameters (sizes, strides, flags), defaults filled in."""
        return {name: v for name, v in self.params_dict.items() if isinstance(v, int)}

    def get(self, name: str) -> ParamValue:
        """The value of parameter ``name`` (its default when omitted).

        Raises:
            ValueError: ``name`` is not a parameter of this operator.
        """
        self.spec.param(name)
        return self.params_dict[name]

    def get_int(self, name: str) -> int:
        """Like :meth:`get` for an integer parameter (typed for convenience)."""
        value = self.get(name)
        if not isinstance(value, int):
            raise ValueError(f"parameter {name!r} of {self.op} is not an integer")
        return value

    def __str__(self) -> str:
        return self.key


def _param_or_error(spec: OperatorSpec, name: str) -> ParamSpec:
    """The parameter spec, with ``dtype`` listed among the valid names in the error."""
    try:
        return spec.param(name)
    except ValueError:
        raise ValueError(
            f"unknown parameter {name!r} for {spec.name}; "
            f"valid parameters: {', '.join((*spec.param_names, 'dtype'))}"
        ) from None
