"""ONNX models for tests and benchmarks, with seeded random weights.

* :func:`randomized_light_model`: the onnx package's "light" copies of classic
  networks, which keep their architecture but replace the weights by
  ``ConstantOfShape`` nodes (all 0.02) and keep a few small trained tensors;
  here every weight becomes a random initializer.
* :func:`randomized_torchvision_model`: torchvision's models as torch 2.14 exports
  them (opset 20, each BN folded into its conv), their weights stripped the same way
  by bench/export_torchvision.py (tests/model/data/torchvision); here every weight
  becomes a random initializer, and the float tensors the export kept (ReLU6's
  bounds, Swin's window masks) stay: they are structure.
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

The torchvision models add (RMS 0.06, in squeeze-and-excitation's convs on 1x1 maps,
to 5.2 at every conv, matmul, norm and sum; logits std 0.6 to 4.5, LRASPP's
per-pixel logits 0.34):

* a conv, Gemm or MatMul is scaled for what it reads: He weights assume a
  rectifier's output (Relu, ReLU6, HardSwish, SiLU, GELU), and one reading a linear
  tensor (the image, an inverted residual's linear bottleneck, a LayerNorm's output)
  is scaled down by ``sqrt(Var(relu(z))/Var(z))``, one reading a
  squeeze-and-excitation output up by 2 (its sigmoid gate averages about 1/2);
* the conv ending a residual branch (its BN folded in) gets the BN's
  :data:`RESIDUAL_GAIN`; pre-norm transformer blocks need none, their branches read
  a LayerNorm's output whatever the stream's scale;
* LayerNorm scales ~ U(0.8, 1.2), shifts small; attention's projections are MatMuls
  (fan-in the second-to-last axis), relative position biases and class tokens small;
* a squeeze-and-excitation's pool is not compensated: the rectified features' means
  survive the average, and times ``sqrt(h*w)`` would saturate its gate.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

#: The torchvision models bench/export_torchvision.py exported and stripped (torch 2.14).
TORCHVISION_MODELS = (
    "mobilenet_v2",
    "mobilenet_v3_small",
    "mobilenet_v3_large",
    "efficientnet_b0",
    "regnet_y_400mf",
    "mnasnet1_0",
    "resnet18",
    "shufflenet_v2_x1_0",
    "convnext_tiny",
    "swin_t",
    "vit_b_16",
    "maxvit_t",
    "lraspp_mobilenet_v3_large",
)
TORCHVISION_DIR = Path(__file__).parent / "data" / "torchvision"
#: The text transformers bench/export_transformers.py exported and stripped (torch 2.14,
#: transformers 5.24): BERT-base and GPT-2 small at sequence length 128, and their
#: 2-layer versions for the tests.
TRANSFORMER_MODELS = ("bert_2l", "gpt2_2l", "bert_base", "gpt2")
TRANSFORMER_DIR = Path(__file__).parent / "data" / "transformers"

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
# The ops that end a residual branch before its join.
_BRANCH_ENDS = ("BatchNormalization", "Conv")
# Activations whose output has about the variance of a ReLU's (of a centred Gaussian).
_RECTIFIERS = ("Relu", "Clip", "HardSwish", "Gelu", "LeakyRelu", "Elu")
# Squeeze-and-excitation gates: x * sigmoid(s) (and SiLU, where s is x).
_GATES = ("Sigmoid", "HardSigmoid")
# About the mean of a squeeze-and-excitation gate: a sigmoid of O(1) values.
SE_GATE = 0.5
# Ops that carry their first input's scale to a layer: data movement and pooling.
_CARRIERS = (
    "Reshape",
    "Transpose",
    "Split",
    "Concat",
    "Slice",
    "Pad",
    "Flatten",
    "Squeeze",
    "Unsqueeze",
    "Identity",
    "Gather",
    "MaxPool",
    "AveragePool",
    "GlobalAveragePool",
    "ReduceMean",
)


def is_stripped_weight(node: onnx.NodeProto, inits: dict[str, onnx.TensorProto]) -> bool:
    """Whether ``node`` is a stripped weight: ``ConstantOfShape(NAME__SHAPE) -> NAME``.

    The convention of the onnx light models and bench/export_torchvision.py; a
    model's own ConstantOfShape (Swin's mask) has another input and stays.
    """
    return (
        node.op_type == "ConstantOfShape"
        and node.input[0] == f"{node.output[0]}__SHAPE"
        and node.input[0] in inits
    )


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

    def __init__(
        self,
        graph: onnx.GraphProto,
        rng: np.random.Generator,
        trained_floats: bool,
        input_aware: bool,
    ) -> None:
        self.graph = graph
        self.rng = rng
        self.input_aware = input_aware
        self.inits = {t.name: t for t in graph.initializer}
        self.producer = {out: n for n in graph.node for out in n.output}
        self.users: dict[str, list[onnx.NodeProto]] = {}
        for node in graph.node:
            for name in node.input:
                self.users.setdefault(name, []).append(node)
        # Weights: stripped ones, and with ``trained_floats`` the small trained float
        # tensors the light models kept (trained values do not fit random weights:
        # GoogLeNet's conv biases reach -8). Other float initializers are structure
        # (ReLU6's bounds, Swin's window masks) and stay.
        self.shapes: dict[str, tuple[int, ...]] = {}
        for node in graph.node:
            if is_stripped_weight(node, self.inits):
                dims = numpy_helper.to_array(self.inits[node.input[0]])
                self.shapes[node.output[0]] = tuple(int(d) for d in dims)
        if trained_floats:
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

    def _join_gain(self, layer: onnx.NodeProto) -> float:
        """RESIDUAL_GAIN before a sum with an identity shortcut; 1/sqrt(k) if all k are branches.

        ``layer`` is a BN or a conv (exporters fold a conv's BN into it). A term of the
        sum is a branch when a BN or conv makes it for the sum alone; any other term (a
        tensor the next block reads too, a ReLU's output) is an identity shortcut.
        """
        users = self.users.get(layer.output[0], [])
        joins = [u for u in users if u.op_type in _JOINS]
        if len(users) != 1 or not joins:
            return 1.0
        terms = [name for name in joins[0].input if name not in self.constant]
        if len(terms) < 2:  # a BN written as Mul + Add of constants: not a join
            return 1.0
        branches = [
            name
            for name in terms
            if name in self.producer
            and self.producer[name].op_type in _BRANCH_ENDS
            and len(self.users[name]) == 1
        ]
        return RESIDUAL_GAIN if len(branches) < len(terms) else 1.0 / math.sqrt(len(terms))

    def _input_gain(self, layer: onnx.NodeProto) -> float:
        """The factor on :func:`he_normal` weights for what ``layer`` reads.

        He weights keep the variance of a layer that reads a rectifier's output
        (Relu, ReLU6, HardSwish, SiLU, GELU: about :data:`_RELU_VARIANCE` of their
        input's). One that reads a linear tensor (the image, a bottleneck's linear
        output, a LayerNorm's) would multiply the variance by 1/_RELU_VARIANCE: x1.7
        in std per inverted-residual block, x10^3 over MnasNet. One that reads a
        squeeze-and-excitation output (``x * sigmoid(s)``, a gate of about 1/2) would
        divide it by 4. Only with ``input_aware`` (the light models keep their draws).
        """
        if not self.input_aware:
            return 1.0
        variance = 1.0  # of what the layer reads, relative to a centred pre-activation
        name = layer.input[0]
        while name in self.producer:
            node = self.producer[name]
            if node.op_type in _RECTIFIERS:
                variance *= _RELU_VARIANCE
                break
            if node.op_type == "Mul":
                gates = [i for i in node.input if self._op(i) in _GATES]
                if not gates:  # a layer scale: follow the tensor it scales
                    name = next(i for i in node.input if i not in self.constant)
                    continue
                other = next(i for i in node.input if i != gates[0])
                if self.producer[gates[0]].input[0] == other:  # SiLU: x * sigmoid(x)
                    variance *= _RELU_VARIANCE
                    break
                variance *= SE_GATE**2
                name = other
            elif node.op_type in _CARRIERS:
                name = node.input[0]
            else:
                break
        return math.sqrt(_RELU_VARIANCE / variance)

    def _op(self, name: str) -> str:
        """The type of the op making ``name`` ("" for an input or initializer)."""
        node = self.producer.get(name)
        return node.op_type if node is not None else ""

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
            if op in ("Conv", "Gemm", "MatMul") and index == 1:
                if op == "Conv":
                    axes = tuple(range(1, len(used_shape)))
                elif op == "Gemm":
                    axes = (1 if self._attr(user, "transB", 0) else 0,)
                else:  # [..., in, out]
                    axes = (len(used_shape) - 2,)
                value = he_normal(self.rng, used_shape, axes).reshape(shape)
                gain = self._input_gain(user) * (self._join_gain(user) if op == "Conv" else 1.0)
                if gain != 1.0:
                    value *= np.float32(gain)
            elif op == "LayerNormalization" and index == 1:  # scale: gain within 20% of 1
                value = self.rng.uniform(0.8, 1.2, shape).astype(np.float32)
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
    """The first Conv/Gemm after ``pool`` on a single path, else the last one before it.

    None when a LayerNormalization follows the pool first: it rescales the pooled
    features itself (ConvNeXt's classifier).
    """
    weighted = ("Conv", "Gemm")
    node: onnx.NodeProto | None = pool
    while node is not None and node.op_type not in weighted:
        if node.op_type == "LayerNormalization":
            return None
        following = users.get(node.output[0], [])
        node = following[0] if len(following) == 1 else None
    if node is None:
        node = producer.get(pool.input[0])
        while node is not None and node.op_type not in weighted:
            node = producer.get(node.input[0])
    return node


def _pooled_area(
    pool: onnx.NodeProto, shapes: dict[str, list[int]], constants: dict[str, onnx.TensorProto]
) -> int | None:
    """The area a (nearly) global average pool averages over, None for any other node.

    Global pools are GlobalAveragePool, an AveragePool leaving at most 2x2
    (GoogLeNet's), and a ReduceMean over the two spatial axes of an NCHW tensor
    (how torch's exporter writes adaptive average pooling to 1x1).
    """
    out = shapes.get(pool.output[0], [])
    source = shapes.get(pool.input[0], [])
    if pool.op_type in ("GlobalAveragePool", "AveragePool") and len(out) == 4:
        if out[2] * out[3] > 4:  # not (nearly) global
            return None
        for a in pool.attribute:
            if a.name == "kernel_shape":
                return math.prod(helper.get_attribute_value(a))
        return math.prod(source[2:])
    if pool.op_type == "ReduceMean" and len(source) == 4:
        axes = []  # from opset 18 an input, before an attribute
        if len(pool.input) > 1 and pool.input[1] in constants:
            axes = numpy_helper.to_array(constants[pool.input[1]]).tolist()
        for a in pool.attribute:
            if a.name == "axes":
                axes = list(helper.get_attribute_value(a))
        if sorted(int(a) % 4 for a in axes) == [2, 3]:
            return source[2] * source[3]
    return None


def _compensate_global_pooling(model: onnx.ModelProto, classifiers_only: bool) -> None:
    """Scales the layer after (else before) a global average pool by sqrt(pooled area).

    With centred weights the features are zero-mean fluctuations, which averaging
    over an h x w map shrinks by sqrt(h*w): without this the logits would be tiny.
    With ``classifiers_only`` a Conv reading the pooled map (squeeze-and-excitation)
    is left as it is: a rectifier's per-channel means survive the average, and
    multiplied by sqrt(h*w) (56 in EfficientNet's second block) they saturate its gate.
    """
    graph = model.graph
    shapes = _inferred_shapes(model)
    inits = {t.name: i for i, t in enumerate(graph.initializer)}
    constants = {t.name: t for t in graph.initializer}
    producer = {out: n for n in graph.node for out in n.output}
    users: dict[str, list[onnx.NodeProto]] = {}
    for n in graph.node:
        for name in n.input:
            users.setdefault(name, []).append(n)
    for pool in graph.node:
        area = _pooled_area(pool, shapes, constants)
        if area is None:
            continue
        layer = _weighted_layer_near(pool, users, producer)
        if layer is None or (classifiers_only and layer.op_type == "Conv"):
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
    return randomized(model, seed, trained_floats=True, input_aware=False)


def torchvision_model_path(name: str) -> Path:
    """The stripped export of torchvision's ``name`` (one of :data:`TORCHVISION_MODELS`).

    Raises:
        ValueError: Unknown name.
    """
    if name not in TORCHVISION_MODELS:
        known = ", ".join(TORCHVISION_MODELS)
        raise ValueError(f"unknown torchvision model {name!r}; one of {known}")
    return TORCHVISION_DIR / f"{name}.onnx"


def randomized_torchvision_model(name: str, seed: int = 0) -> onnx.ModelProto:
    """The torchvision model ``name`` (opset 20) with seeded random weights as initializers.

    Every stripped weight gets a random value drawn for its use (see the module
    docstring); the float initializers the export kept are structure and stay.
    Input ``x`` [1, 3, 224, 224]; output the logits [1, 1000] (the segmentation
    model: per-pixel logits [1, 21, 224, 224]).
    """
    model = onnx.load(str(torchvision_model_path(name)))
    return randomized(model, seed, trained_floats=False, input_aware=True)


def randomized_transformer_model(name: str, seed: int = 0) -> onnx.ModelProto:
    """The text transformer ``name`` (one of :data:`TRANSFORMER_MODELS`) with seeded random
    weights: int64 ``input_ids`` [1, 128] (BERT also ``attention_mask``), output the last
    hidden state [1, 128, 768]; :func:`random_feeds` draws inputs it accepts."""
    if name not in TRANSFORMER_MODELS:
        raise ValueError(f"unknown transformer {name!r}; known: {', '.join(TRANSFORMER_MODELS)}")
    model = onnx.load(str(TRANSFORMER_DIR / f"{name}.onnx"))
    return randomized(model, seed, trained_floats=False, input_aware=True)


def randomized(
    model: onnx.ModelProto, seed: int, *, trained_floats: bool, input_aware: bool
) -> onnx.ModelProto:
    """``model`` with seeded random initializers for its weights.

    Args:
        model: A model with stripped weights (``ConstantOfShape(NAME__SHAPE)``).
        seed: Seeds every draw.
        trained_floats: Whether its float initializers are weights too (the light
            models' small trained tensors) rather than structure.
        input_aware: Whether a layer's weights are scaled for what it reads, a
            rectifier's output or not (:meth:`_Weights._input_gain`).

    Returns:
        A new model; the shape tensors of the weights are dropped.
    """
    graph = model.graph
    weights = _Weights(graph, np.random.default_rng(seed), trained_floats, input_aware)
    values = weights.values()
    nodes = [n for n in graph.node if not is_stripped_weight(n, weights.inits)]
    used = {name for n in nodes for name in n.input}
    kept = [t for t in graph.initializer if t.name in used and t.name not in values]
    initializers = kept + [numpy_helper.from_array(v, k) for k, v in values.items()]
    is_init = {t.name for t in initializers}
    inputs = [i for i in graph.input if i.name not in is_init and i.name not in weights.inits]
    new_graph = helper.make_graph(
        nodes,
        graph.name,
        inputs,
        list(graph.output),
        initializers,
        value_info=list(graph.value_info),
    )
    out = helper.make_model(new_graph, opset_imports=list(model.opset_import))
    # IR 3 wants every initializer listed as a graph input (overridable); ours are not.
    out.ir_version = max(model.ir_version, 4)
    out.producer_name = "tests.model.zoo"
    _compensate_global_pooling(out, classifiers_only=input_aware)
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
    _compensate_global_pooling(model, classifiers_only=False)
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


def random_feeds(
    model: onnx.ModelProto,
    types: dict[str, tuple[tuple[int, ...], str]],
    rng: np.random.Generator,
) -> dict[str, np.ndarray]:
    """Random inputs a model accepts, by how it reads each one.

    Floats are standard normal. An integer input some Gather reads as indices (token or
    position ids; reshaped or cast on the way) is uniform over the rows of the smallest
    table it indexes; any other
    integer input is a mask: ones with the last quarter of each row 0 (a padded batch).
    Bools are fair coins.

    Args:
        model: The ONNX model (its Gathers and their tables' shapes).
        types: Input name -> (shape, dtype), as ``Runtime.input_types`` gives them.
        rng: Draws every value.
    """
    inits = {t.name: t for t in model.graph.initializer}
    shapes = {name: list(t.dims) for name, t in inits.items()}
    for node in model.graph.node:  # stripped weights: ConstantOfShape(NAME__SHAPE)
        if node.op_type == "ConstantOfShape" and node.input[0] in inits:
            shapes[node.output[0]] = numpy_helper.to_array(inits[node.input[0]]).tolist()
    source: dict[str, str] = {}  # a tensor -> the input it reshapes or casts (GPT-2's view)
    rows: dict[str, int] = {}
    for node in model.graph.node:
        if node.op_type in ("Reshape", "Flatten", "Squeeze", "Unsqueeze", "Cast", "Identity"):
            source[node.output[0]] = source.get(node.input[0], node.input[0])
        axis = next((a.i for a in node.attribute if a.name == "axis"), 0)
        if node.op_type == "Gather" and axis == 0 and node.input[0] in shapes:
            size, read = shapes[node.input[0]][0], source.get(node.input[1], node.input[1])
            rows[read] = min(rows.get(read, size), size)
    feeds: dict[str, np.ndarray] = {}
    for name, (shape, dtype) in types.items():
        if dtype == "bool":
            feeds[name] = rng.random(shape) < 0.5
        elif np.dtype(dtype).kind in "iu" and name in rows:
            feeds[name] = rng.integers(0, rows[name], shape).astype(dtype)
        elif np.dtype(dtype).kind in "iu":
            mask = np.ones(shape, dtype)
            if shape:
                mask[..., shape[-1] - shape[-1] // 4 :] = 0
            feeds[name] = mask
        else:
            feeds[name] = rng.standard_normal(shape).astype(dtype)
    return feeds
