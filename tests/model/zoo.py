"""ONNX models for tests and benchmarks, with seeded random weights.

* :func:`randomized_light_model`: the onnx package's "light" copies of classic
  networks, which keep their architecture but replace the weights by
  ``ConstantOfShape`` nodes (all 0.02) and keep a few small trained tensors;
  here every weight becomes a random initializer.
* :func:`resnet50_v2`: ResNet-50 v2 (pre-activation), built with ``onnx.helper``.

The weights are random but chosen so activations stay O(1) through 50+ layers
(RMS 0.4 to 15 at every layer of every model here; SqueezeNet's last conv, scaled
for the global pool after it, reaches 37) and the logits spread over classes
(std 0.8 to 17) and follow the input:

* conv and dense weights: Gaussian, each output's weights centred to sum to 0
  and scaled to keep the pre-activations' variance through a ReLU
  (:func:`he_normal`); centring stops the ReLUs' positive mean from turning into
  fixed per-channel offsets that make every input's logits the same;
* batch norms: ``var ~ U(0.5, 1.5)``, ``scale ~ sqrt(var) * U(0.8, 1.2)`` (so
  each channel's gain is within 20% of 1, and ``scale`` within about U(0.57,
  1.47)), ``mean`` and ``bias`` small; a BN written as Unsqueeze + Mul + Add
  (DenseNet, Inception v2) gets its Mul constant ~ U(0.8, 1.2), its Add constant small;
* biases small;
* the last BN (or conv) of a residual branch joining an identity shortcut is
  scaled by :data:`RESIDUAL_GAIN`, so each block grows the activations by a few
  percent instead of doubling them (x2^16 over ResNet-50);
* the layer after (else before) a global average pool is scaled by
  ``sqrt(pooled area)``: averaging zero-mean features shrinks them by that much.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

LIGHT_MODELS = (
    "resnet50",
    "squeezenet",
    "densenet121",
    "inception_v1",
    "inception_v2",
    "shufflenet",
    "vgg19",
    "bvlc_alexnet",
    "zfnet512",
)

# Gain of a residual branch's last normalization (or conv) where an identity shortcut
# joins it: the sum's variance grows by 1 + 0.2² per block, not 2x.
RESIDUAL_GAIN = 0.2
SMALL_STD = 0.05  # biases, BN means and shifts

# Ops a weight passes through on its way to the op that uses it.
_PASS_THROUGH = ("Unsqueeze", "Reshape", "Identity")
_JOINS = ("Sum", "Add")


def light_model_path(name: str) -> Path:
    """The file of the onnx package's light model ``name`` (one of :data:`LIGHT_MODELS`).

    Raises:
        ValueError: Unknown name.
        FileNotFoundError: This onnx package ships no such file.
    """
    if name not in LIGHT_MODELS:
        raise ValueError(f"unknown light model {name!r}; one of {', '.join(LIGHT_MODELS)}")
    path = Path(onnx.__file__).parent / "backend/test/data/light" / f"light_{name}.onnx"
    if not path.is_file():
        raise FileNotFoundError(f"onnx {onnx.__version__} has no {path}")
    return path


def save_model(model: onnx.ModelProto, path: Path | str) -> Path:
    """Writes ``model`` to ``path`` (creating its folder); returns the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    onnx.save(model, str(path))
    return path


# --- weight distributions -------------------------------------------------------------------


# Var(relu(z)) / Var(z) for a centred Gaussian z: 1/2 - 1/(2 pi).
_RELU_VARIANCE = 0.5 - 1.0 / (2.0 * math.pi)


def he_normal(
    rng: np.random.Generator, shape: Iterable[int], fan_in_axes: tuple[int, ...]
) -> np.ndarray:
    """He-style weights, each output's weights centred to sum to 0.

    The centring keeps the ReLUs' positive mean from becoming a fixed per-channel
    offset, which after global pooling would swamp what the input contributes (the
    logits of two inputs would correlate 0.999); with it the logits follow the input.
    A centred layer sees only the variance of the ReLU's output, not its mean, so
    the std is ``sqrt(1 / (fan_in * Var(relu(z))/Var(z)))`` (He's ``sqrt(2 / fan_in)``
    counts the mean too): the variance of the pre-activations stays put.
    """
    shape = tuple(shape)
    fan_in = math.prod(shape[a] for a in fan_in_axes)
    # float32 throughout: VGG-19's 143M weights would take 1 GB as float64.
    w = rng.standard_normal(shape, dtype=np.float32)
    dof = fan_in
    if fan_in > 1:
        w -= w.mean(axis=fan_in_axes, keepdims=True, dtype=np.float64).astype(np.float32)
        dof = fan_in - 1  # centring took one degree of freedom
    w *= np.float32(math.sqrt(1.0 / (dof * _RELU_VARIANCE)))
    return w


def small(rng: np.random.Generator, shape: Iterable[int]) -> np.ndarray:
    """N(0, SMALL_STD²): biases, means, shifts."""
    return (rng.standard_normal(tuple(shape)) * SMALL_STD).astype(np.float32)


def batch_norm_params(
    rng: np.random.Generator, channels: int, gain: float = 1.0
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(scale, bias, mean, var) of an inference BN whose per-channel gain is ~``gain``."""
    var = rng.uniform(0.5, 1.5, channels)
    scale = np.sqrt(var) * rng.uniform(0.8, 1.2, channels) * gain
    f32 = np.float32
    return scale.astype(f32), small(rng, (channels,)), small(rng, (channels,)), var.astype(f32)


# --- light models ---------------------------------------------------------------------------


class _Weights:
    """Finds each weight tensor of a graph, its role, and draws its random value."""

    def __init__(self, graph: onnx.GraphProto, rng: np.random.Generator) -> None:
        self.graph = graph
        self.rng = rng
        self.inits = {t.name: t for t in graph.initializer}
        self.producer = {out: n for n in graph.node for out in n.output}
        self.users: dict[str, list[onnx.NodeProto]] = {}
        for node in graph.node:
            for name in node.input:
                self.users.setdefault(name, []).append(node)
        # Weights: ConstantOfShape outputs (shape from their shape initializer) and the
        # small trained float tensors the light models kept (trained values do not fit
        # random weights: GoogLeNet's conv biases reach -8).
        self.shapes: dict[str, tuple[int, ...]] = {}
        for node in graph.node:
            if node.op_type == "ConstantOfShape":
                dims = numpy_helper.to_array(self.inits[node.input[0]])
                self.shapes[node.output[0]] = tuple(int(d) for d in dims)
        for t in graph.initializer:
            if t.data_type == TensorProto.FLOAT and self.users.get(t.name):
                self.shapes[t.name] = tuple(t.dims)
        self.constant = self._constant_tensors()

    def _constant_tensors(self) -> set[str]:
        constant = set(self.inits) | set(self.shapes)
        for node in self.graph.node:
            if all(name in constant for name in node.input if name):
                constant.update(node.output)
        return constant

    def _use(
        self, name: str, shape: tuple[int, ...]
    ) -> tuple[onnx.NodeProto, int, tuple[int, ...]]:
        """The node using weight ``name`` (through Unsqueeze/Reshape), its input index, shape."""
        while True:
            user = self.users[name][0]
            if user.op_type not in _PASS_THROUGH:
                return user, list(user.input).index(name), shape
            if user.op_type == "Reshape":
                target = numpy_helper.to_array(self.inits[user.input[1]])
                shape = _reshaped(shape, [int(d) for d in target])
            name = user.output[0]

    def _join_gain(self, bn: onnx.NodeProto) -> float:
        """RESIDUAL_GAIN before a sum with an identity shortcut; 1/sqrt(k) if all k are BNs."""
        users = self.users.get(bn.output[0], [])
        joins = [u for u in users if u.op_type in _JOINS]
        if len(users) != 1 or not joins:
            return 1.0
        terms = [name for name in joins[0].input if name not in self.constant]
        if len(terms) < 2:  # a BN written as Mul + Add of constants: not a join
            return 1.0
        from_bn = [
            name
            for name in terms
            if name in self.producer and self.producer[name].op_type == "BatchNormalization"
        ]
        return RESIDUAL_GAIN if len(from_bn) < len(terms) else 1.0 / math.sqrt(len(terms))

    def _attr(self, node: onnx.NodeProto, name: str, default: int) -> int:
        for a in node.attribute:
            if a.name == name:
                return int(helper.get_attribute_value(a))
        return default

    def values(self) -> dict[str, np.ndarray]:
        """A random value for every weight, by how its user reads it."""
        out: dict[str, np.ndarray] = {}
        bn_params: dict[str, tuple[np.ndarray, ...]] = {}
        for name in sorted(self.shapes):  # sorted: the draws do not depend on node order
            shape = self.shapes[name]
            user, index, used_shape = self._use(name, shape)
            op = user.op_type
            if op == "Conv" and index == 1:
                axes = tuple(range(1, len(used_shape)))
                value = he_normal(self.rng, used_shape, axes).reshape(shape)
            elif op == "Gemm" and index == 1:
                fan_in_axis = 1 if self._attr(user, "transB", 0) else 0
                value = he_normal(self.rng, used_shape, (fan_in_axis,)).reshape(shape)
            elif op == "BatchNormalization":
                key = user.output[0]
                if key not in bn_params:
                    channels = math.prod(shape)
                    bn_params[key] = batch_norm_params(self.rng, channels, self._join_gain(user))
                value = bn_params[key][index - 1].reshape(shape)
            elif op == "Mul":  # the scale of a BN written as Mul + Add
                value = self.rng.uniform(0.8, 1.2, shape).astype(np.float32)
            else:  # biases, the shift of a BN written as Mul + Add
                value = small(self.rng, shape)
            out[name] = value
        return out


def _reshaped(shape: tuple[int, ...], target: list[int]) -> tuple[int, ...]:
    """ONNX Reshape's output shape (0 copies a dimension, -1 is inferred)."""
    dims = [shape[i] if d == 0 else d for i, d in enumerate(target)]
    if -1 in dims:
        known = math.prod(d for d in dims if d != -1)
        dims[dims.index(-1)] = math.prod(shape) // known
    return tuple(dims)


def _dims(info: onnx.ValueInfoProto) -> list[int]:
    return [d.dim_value for d in info.type.tensor_type.shape.dim]


def _inferred_shapes(model: onnx.ModelProto) -> dict[str, list[int]]:
    """Every tensor's shape, inferred on a copy whose weights are typed inputs only.

    Inference serializes the model: with VGG-19's 550 MB of weights that took 5 s.
    """
    graph = model.graph
    weights = [t for t in graph.initializer if t.data_type == TensorProto.FLOAT]
    typed = [helper.make_tensor_value_info(t.name, t.data_type, list(t.dims)) for t in weights]
    skeleton = helper.make_graph(
        list(graph.node),
        graph.name,
        [*graph.input, *typed],
        list(graph.output),
        [t for t in graph.initializer if t.data_type != TensorProto.FLOAT],
    )
    inferred = onnx.shape_inference.infer_shapes(
        helper.make_model(skeleton, opset_imports=list(model.opset_import))
    ).graph
    return {v.name: _dims(v) for v in [*inferred.value_info, *inferred.input, *inferred.output]}


def _weighted_layer_near(
    pool: onnx.NodeProto,
    users: dict[str, list[onnx.NodeProto]],
    producer: dict[str, onnx.NodeProto],
) -> onnx.NodeProto | None:
    """The first Conv/Gemm after ``pool`` on a single path, else the last one before it."""
    weighted = ("Conv", "Gemm")
    node: onnx.NodeProto | None = pool
    while node is not None and node.op_type not in weighted:
        following = users.get(node.output[0], [])
        node = following[0] if len(following) == 1 else None
    if node is None:
        node = producer.get(pool.input[0])
        while node is not None and node.op_type not in weighted:
            node = producer.get(node.input[0])
    return node


def _compensate_global_pooling(model: onnx.ModelProto) -> None:
    """Scales the layer after (else before) a global average pool by sqrt(pooled area).

    With centred weights the features are zero-mean fluctuations, which averaging
    over an h x w map shrinks by sqrt(h*w): without this the logits would be tiny.
    """
    graph = model.graph
    shapes = _inferred_shapes(model)
    inits = {t.name: i for i, t in enumerate(graph.initializer)}
    producer = {out: n for n in graph.node for out in n.output}
    users: dict[str, list[onnx.NodeProto]] = {}
    for n in graph.node:
        for name in n.input:
            users.setdefault(name, []).append(n)
    for pool in graph.node:
        out = shapes.get(pool.output[0], [])
        if pool.op_type not in ("GlobalAveragePool", "AveragePool") or len(out) != 4:
            continue
        if out[2] * out[3] > 4:  # not (nearly) global: GoogLeNet's final pool leaves 2x2
            continue
        area = math.prod(shapes[pool.input[0]][2:])
        for a in pool.attribute:
            if a.name == "kernel_shape":
                area = math.prod(helper.get_attribute_value(a))
        layer = _weighted_layer_near(pool, users, producer)
        if layer is None:
            continue
        weight = layer.input[1]
        while weight not in inits:  # a weight reshaped on its way (GoogLeNet's classifier)
            weight = producer[weight].input[0]
        tensor = graph.initializer[inits[weight]]
        scaled = numpy_helper.to_array(tensor) * np.float32(math.sqrt(area))
        tensor.CopyFrom(numpy_helper.from_array(scaled, weight))


def randomized_light_model(name: str, seed: int = 0) -> onnx.ModelProto:
    """The light model ``name`` with seeded random weights as initializers.

    Every ``ConstantOfShape`` weight and every trained float initializer gets a
    random value drawn for its use (see the module docstring); the shape
    tensors that fed them are dropped, and the graph inputs are the real data
    inputs only (e.g. ``data_0`` [1, 3, 224, 224]).
    """
    model = onnx.load(str(light_model_path(name)))
    graph = model.graph
    weights = _Weights(graph, np.random.default_rng(seed))
    values = weights.values()
    nodes = [n for n in graph.node if n.op_type != "ConstantOfShape"]
    used = {name for n in nodes for name in n.input}
    kept = [t for t in graph.initializer if t.name in used and t.name not in values]
    inits = kept + [numpy_helper.from_array(v, k) for k, v in values.items()]
    is_init = {t.name for t in inits}
    inputs = [i for i in graph.input if i.name not in is_init and i.name not in weights.inits]
    new_graph = helper.make_graph(
        nodes, graph.name, inputs, list(graph.output), inits, value_info=list(graph.value_info)
    )
    out = helper.make_model(new_graph, opset_imports=list(model.opset_import))
    # IR 3 wants every initializer listed as a graph input (overridable); ours are not.
    out.ir_version = max(model.ir_version, 4)
    out.producer_name = "tests.model.zoo"
    _compensate_global_pooling(out)
    return out


# --- ResNet-50 v2 ---------------------------------------------------------------------------


class _Builder:
    """Appends nodes and random initializers to a graph under construction."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng
        self.nodes: list[onnx.NodeProto] = []
        self.inits: list[onnx.TensorProto] = []

    def _const(self, name: str, value: np.ndarray) -> str:
        self.inits.append(numpy_helper.from_array(value, name))
        return name

    def node(self, op: str, inputs: list[str], name: str, **attrs: Any) -> str:
        self.nodes.append(helper.make_node(op, inputs, [name], name=name, **attrs))
        return name

    def bn(self, x: str, name: str, channels: int, gain: float = 1.0) -> str:
        parts = ("gamma", "beta", "running_mean", "running_var")
        params = batch_norm_params(self.rng, channels, gain)
        names = [self._const(f"{name}_{p}", v) for p, v in zip(parts, params, strict=True)]
        return self.node("BatchNormalization", [x, *names], f"{name}_fwd", epsilon=1e-5)

    def conv(
        self, x: str, name: str, cin: int, cout: int, k: int, stride: int = 1, gain: float = 1.0
    ) -> str:
        w = he_normal(self.rng, (cout, cin, k, k), (1, 2, 3)) * np.float32(gain)
        attrs = {"kernel_shape": [k, k], "strides": [stride] * 2, "pads": [k // 2] * 4}
        return self.node("Conv", [x, self._const(f"{name}_weight", w)], f"{name}_fwd", **attrs)

    def bn_relu(self, x: str, name: str, channels: int) -> str:
        return self.node("Relu", [self.bn(x, name, channels)], f"{name}_relu")


def resnet50_v2(seed: int = 0, batch: int = 1) -> onnx.ModelProto:
    """ResNet-50 v2 (pre-activation, as gluon's ``resnet50_v2``) with random weights.

    Input ``data`` [batch, 3, 224, 224]; output ``resnetv24_dense0_fwd`` [batch, 1000]
    (logits). Opset 13. The data goes through a BN first (gluon's, without scale
    and shift), a detail a pass folding BN into the next conv must get right:
    that conv pads with zeros after the BN, not before.
    """
    b = _Builder(np.random.default_rng(seed))
    x = b.node(
        "BatchNormalization",
        [
            "data",
            b._const("bn_data_gamma", np.ones(3, np.float32)),
            b._const("bn_data_beta", np.zeros(3, np.float32)),
            b._const("bn_data_mean", small(b.rng, (3,))),
            b._const("bn_data_var", b.rng.uniform(0.5, 1.5, 3).astype(np.float32)),
        ],
        "bn_data_fwd",
        epsilon=1e-5,
    )
    x = b.conv(x, "conv0", 3, 64, 7, stride=2)
    x = b.bn_relu(x, "bn0", 64)
    x = b.node("MaxPool", [x], "pool0_fwd", kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1])
    cin = 64
    for s, (blocks, cout, stride) in enumerate(
        [(3, 256, 1), (4, 512, 2), (6, 1024, 2), (3, 2048, 2)], start=1
    ):
        mid = cout // 4
        for j in range(blocks):
            p = f"stage{s}_block{j}"
            st = stride if j == 0 else 1
            pre = b.bn_relu(x, f"{p}_bn1", cin)
            # The shortcut reads the pre-activated input where it changes shape (gluon's).
            shortcut = b.conv(pre, f"{p}_downsample", cin, cout, 1, st) if j == 0 else x
            h = b.conv(pre, f"{p}_conv1", cin, mid, 1)
            h = b.conv(b.bn_relu(h, f"{p}_bn2", mid), f"{p}_conv2", mid, mid, 3, st)
            h = b.conv(
                b.bn_relu(h, f"{p}_bn3", mid), f"{p}_conv3", mid, cout, 1, gain=RESIDUAL_GAIN
            )
            x = b.node("Add", [h, shortcut], f"{p}_add")
            cin = cout
    x = b.bn_relu(x, "bn_final", cin)
    x = b.node("GlobalAveragePool", [x], "pool1_fwd")
    x = b.node("Flatten", [x], "flatten0_fwd", axis=1)
    w = b._const("dense0_weight", he_normal(b.rng, (1000, cin), (1,)))
    bias = b._const("dense0_bias", small(b.rng, (1000,)))
    b.node("Gemm", [x, w, bias], "resnetv24_dense0_fwd", transB=1)
    graph = helper.make_graph(
        b.nodes,
        "resnet50_v2",
        [helper.make_tensor_value_info("data", TensorProto.FLOAT, [batch, 3, 224, 224])],
        [helper.make_tensor_value_info("resnetv24_dense0_fwd", TensorProto.FLOAT, [batch, 1000])],
        b.inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.producer_name = "tests.model.zoo"
    _compensate_global_pooling(model)
    return model


def with_logits(model: onnx.ModelProto) -> tuple[onnx.ModelProto, str | None]:
    """The model with the final Softmax's input (the logits) as an extra output.

    Probabilities saturate (a softmax of large logits is one-hot), so comparisons
    of two implementations should look at the logits. Returns the logits' name,
    None when the model does not end in a Softmax.
    """
    outputs = {o.name: o for o in model.graph.output}
    for node in model.graph.node:
        if node.op_type == "Softmax" and node.output[0] in outputs:
            logits = onnx.ValueInfoProto()
            logits.CopyFrom(outputs[node.output[0]])  # same type and shape as the softmax
            logits.name = node.input[0]
            model.graph.output.append(logits)
            return model, logits.name
    return model, None
