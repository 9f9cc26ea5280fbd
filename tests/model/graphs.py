"""Small graphs built directly in the IR (with types inferred), for pass and lowering tests."""

from __future__ import annotations

from typing import Any

import numpy as np

from compiler.model.graph import Graph, Node, TensorType
from compiler.model.shapes import infer_types


class GraphBuilder:
    """Builds a :class:`Graph` node by node, inferring each output's type."""

    def __init__(self, name: str = "g", seed: int = 0) -> None:
        self.graph = Graph(name, [], [], [], {}, {})
        self.rng = np.random.default_rng(seed)
        self._n = 0

    def input(self, name: str, shape: tuple[int, ...]) -> str:
        self.graph.inputs.append(name)
        self.graph.types[name] = TensorType(shape)
        return name

    def const(self, value: np.ndarray, name: str | None = None) -> str:
        self._n += 1
        name = name or f"c{self._n}"
        array = np.ascontiguousarray(value)
        self.graph.constants[name] = array
        self.graph.types[name] = TensorType(array.shape, str(array.dtype))
        return name

    def rand(self, *shape: int, scale: float = 1.0, low: float | None = None) -> str:
        if low is not None:
            value = self.rng.uniform(low, low + scale, shape)
        else:
            value = self.rng.standard_normal(shape) * scale
        return self.const(value.astype(np.float32))

    def node(self, op: str, inputs: list[str], **attrs: Any) -> str:
        self._n += 1
        out = f"t{self._n}"
        node = Node(op, f"{op}_{self._n}", list(inputs), [out], attrs)
        (t,) = infer_types(node, [self.graph.types[i] for i in inputs])
        self.graph.types[out] = t
        self.graph.nodes.append(node)
        return out

    def conv(
        self,
        x: str,
        k: int,
        r: int = 3,
        *,
        stride: int = 1,
        pad: int = 1,
        group: int = 1,
        bias: bool = True,
        dilation: int = 1,
    ) -> str:
        c = self.graph.types[x].shape[1]
        w = self.rand(k, c // group, r, r, scale=float(np.sqrt(2.0 / (c // group * r * r))))
        inputs = [x, w] + ([self.rand(k, scale=0.1)] if bias else [])
        return self.node(
            "Conv",
            inputs,
            kernel_shape=(r, r),
            strides=(stride, stride),
            pads=(pad, pad, pad, pad),
            dilations=(dilation, dilation),
            group=group,
        )

    def maxpool(self, x: str, size: int, stride: int, pad: int = 0) -> str:
        """A square max pool (no dilation, floor mode)."""
        return self.node(
            "MaxPool",
            [x],
            kernel_shape=(size, size),
            strides=(stride, stride),
            pads=(pad, pad, pad, pad),
            dilations=(1, 1),
            ceil_mode=0,
        )

    def batchnorm(self, x: str) -> str:
        c = self.graph.types[x].shape[1]
        params = [
            self.rand(c, low=0.5),
            self.rand(c, scale=0.2),
            self.rand(c, scale=0.2),
            self.rand(c, low=0.5),
        ]
        return self.node("BatchNormalization", [x, *params], epsilon=1e-5)

    def output(self, *names: str) -> Graph:
        self.graph.outputs.extend(names)
        self.graph.validate()
        return self.graph


def random_feeds(graph: Graph, seed: int = 1) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {
        name: rng.standard_normal(graph.types[name].shape).astype(np.float32)
        for name in graph.inputs
    }


def rel_err(out: np.ndarray, ref: np.ndarray) -> float:
    scale = float(np.max(np.abs(ref)))
    assert np.all(np.isfinite(out)), "non-finite output"
    return float(np.max(np.abs(out.astype(np.float64) - ref))) / max(scale, 1e-30)
