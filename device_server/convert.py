"""The device server's edge: wire messages into plain values and compiler types.

The first half is compiler-free (protobuf on one side, plain Python values on
the other). The second half builds compiler objects and imports ``compiler``
only when called. Encoding a config for the wire is the sender's job:
:func:`tuner.wire.config_to_proto`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from autotune.v1 import measure_pb2

if TYPE_CHECKING:
    from compiler import Config, Workload

KnobJson = int | list[int] | str
"""A knob value as ``Config.to_json()`` writes it."""


# -- compiler-free ----------------------------------------------------------


def workload_key(workload: measure_pb2.Workload) -> str:
    """The workload's string form: ``key`` when set, else built from op and params.

    Raises:
        ValueError: neither a key nor an op is set.
    """
    if workload.key:
        return workload.key
    if not workload.op:
        raise ValueError("workload has neither a key nor an op")
    params = []
    for name in sorted(workload.params):
        value = workload.params[name]
        kind = value.WhichOneof("value")
        params.append(f"{name}={value.int_value if kind == 'int_value' else value.str_value}")
    if workload.dtype:
        params.append(f"dtype={workload.dtype}")
    return f"{workload.op}:{','.join(params)}"


def workload_to_proto(key: str) -> measure_pb2.Workload:
    """A Workload message carrying the canonical key (op filled in for readers)."""
    return measure_pb2.Workload(key=key, op=key.partition(":")[0])


def knobs_from_proto(config: measure_pb2.Config) -> dict[str, KnobJson]:
    """The config's knobs as JSON-friendly values (``Config.from_json`` input).

    Raises:
        ValueError: a knob has no value set.
    """
    knobs: dict[str, KnobJson] = {}
    for name, value in config.knobs.items():
        kind = value.WhichOneof("value")
        if kind == "int_value":
            knobs[name] = int(value.int_value)
        elif kind == "ints_value":
            knobs[name] = [int(v) for v in value.ints_value.values]
        elif kind == "str_value":
            knobs[name] = value.str_value
        else:
            raise ValueError(f"knob {name!r} has no value")
    return knobs


# -- compiler objects ---------------------------------------------------------


def workload_from_proto(workload: measure_pb2.Workload) -> Workload:
    """The compiler Workload of a message.

    Raises:
        ValueError: the workload is malformed or unknown to the compiler.
    """
    from compiler import Workload

    return Workload.parse(workload_key(workload))


def config_from_proto(config: measure_pb2.Config) -> Config:
    """The compiler Config of a message.

    Raises:
        ValueError: malformed knob values.
    """
    from compiler import Config

    return Config.from_json(knobs_from_proto(config))
