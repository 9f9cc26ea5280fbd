"""Lowering an optimized graph to an execution plan: kernels for the heavy ops, numpy glue.

What each node becomes is its operator's :class:`~compiler.model.ops.opdef.KernelForm`
(:mod:`compiler.model.ops`), the decision the layout choice reads too:

* ``FusedConv`` becomes a ``conv2d`` workload (with ``groups``) and its epilogue,
  ``depthwise_conv2d`` when every group has one channel in and out, or
  ``pointwise_conv2d`` (the GEMM of a 1x1 convolution over the NCHW pixels) for 1x1
  convolutions with stride 1 on large images; a 3x3 convolution with stride 1 or 2 and
  enough channels as ``winograd_conv2d`` or conv2d, the other tuned as its alternative
  (the records choose); asymmetric padding becomes a padded ``copy`` kernel before it.
* ``Dense`` becomes a ``matmul`` workload with a bias (and relu) epilogue.
* ``MaxPool``, ``AveragePool`` and ``GlobalAveragePool`` on 4-D float32 tensors become
  ``pool2d`` workloads (a pool the operator cannot express stays a numpy step).
* ``LayerNormalization`` (scale and bias per normalized element), ``PixelLayerNorm`` and
  instance and group norms become ``layernorm`` workloads (rows, each pixel's channels in
  NCHW or NCHW16c, or each image's planes scaled per channel).
* ``Softmax`` and ``LogSoftmax`` become ``softmax`` workloads (along any axis).
* ``BatchMatMul`` (a MatMul of two computed tensors) becomes a ``batch_matmul`` workload
  over its flattened batch axes; attention's chain of Q @ K^T, softmax and P @ V has the
  fused ``attention`` kernel as an alternative (:mod:`compiler.model.attention_lowering`).
* A ``Transpose`` moving the channels of NCHW16c data last, or channels-last data first
  into NCHW16c, becomes a ``channel_transpose`` workload (a vector copy).
* Other Transposes, Slice, Expand, Tile, DepthToSpace, SpaceToDepth and Pad (every mode)
  of computed float32 tensors become ``copy`` workloads (one strided read, padded or not:
  :mod:`compiler.model.copy_lowering`).
* ``Concat`` is a view of its output where each input is a contiguous slice of it, else
  a ``concat`` workload (the rows of its inputs joined).
* ``Gather`` of float32 data at int64 indices that are no view or strided read becomes a
  ``gather`` workload (an embedding lookup); the step checks the indices' range.
* ``Pointwise`` (a fused elementwise region) becomes a ``pointwise`` workload over the
  flat elements, inputs repeated over one run of axes (per-channel values over the
  pixels, an attention bias over windows) read in place.
* ``ReduceMean``/``ReduceMax`` over a 4-D tensor's plane become global ``pool2d`` ones;
  every float32 Reduce*, ArgMax and ArgMin whose reduced axes follow one another a
  ``reduce`` workload over ``[outer, r, inner]``.
* ``Resize`` of a 4-D float32 tensor's plane becomes a ``resize2d`` workload on NCHW data
  (``tf_crop_and_resize`` and antialiasing stay numpy steps).
* ``Reshape`` is a view of its input (no step).
* Every other op is a numpy step.

Weights are packed here, once, into the layout each kernel's config takes.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from compiler.layout import BLOCK, NCHW, NCHW16C, shape_in
from compiler.model.attention_lowering import fused_attention, runs_fused
from compiler.model.copy_lowering import copy_workload
from compiler.model.graph import Graph, Node, TensorType
from compiler.model.layouts import blocked_outputs
from compiler.model.ops.movement import contiguous_offset
from compiler.model.ops.opdef import KernelForm, Layout
from compiler.model.ops.pointwise import broadcast_run
from compiler.model.ops.registry import OPS
from compiler.model.passes.pad_channels import pad_channels
from compiler.model.passes.regroup_convs import regroup_convs
from compiler.model.plan import KernelStep, NumpyStep, Plan
from compiler.ops import conv_out_size, index_inputs, input_names
from compiler.ops_copy import contiguous_strides, strided_copy
from compiler.pointwise import IDENTITY
from compiler.space import Config
from compiler.workload import Workload

log = logging.getLogger(__name__)

ConfigLookup = Callable[[Workload], tuple[Config, str]]
"""Maps a workload to the config to build it with and where it came from
(``records`` or ``default``)."""

CostLookup = Callable[[Workload], float | None]
"""The seconds one call of a workload takes with its best known config (e.g. the median
on record), or None when nothing is known: chooses between kernels that can implement
the same node."""

#: Pixels per channel from which a 1x1 convolution (stride 1, no padding) runs as the
#: ``pointwise_conv2d`` GEMM (vectorized along the pixels, contiguous stores) rather than
#: as ``conv2d`` (vectorized along the output channels). Measured with the defaults on
#: ResNet-50's 1x1 layers, 2 threads: the GEMM is 1.0-2.3x faster at 56x56 and 28x28, the
#: conv up to 2x faster at 14x14 and 7x7, where too few pixel blocks are left to share.
POINTWISE_MIN_PIXELS = 28 * 28

#: Images of at most this many pixels are one row to a 1x1 convolution with stride 1 and
#: no padding: its rows follow one another in memory (NCHW and NCHW16c alike), and a
#: register tile of t pixels then wastes at most t - 1 of the whole image instead of up
#: to t - 1 of every row. On 7x7 rows the 4-pixel tile computes 8 pixels for 7 and a
#: 6-pixel one 12; as one 49-pixel row a 5-pixel tile computes 50. Measured on
#: ResNet-50's 2048->512 7x7 layer, interleaved (AVX2, 2 threads): 82.7 GFLOP/s as
#: 7x7 with a 4-pixel tile, 97.9 as 1x49 with a 5-pixel one. Larger images keep their
#: rows, which the threads can share.
FLAT_MAX_PIXELS = 14 * 14

#: Channels (in and out) from which a 3x3 convolution with stride 1 runs as
#: ``winograd_conv2d``, with conv2d as the alternative the records may choose. Per input
#: channel and tile its transforms cost about ``2 alpha^3`` adds against ``alpha^2 K``
#: multiply-adds of the products (``alpha = m + 2``): below ~32 output channels they eat
#: the 2.25x (F(4x4)) saving. ResNet-50's 3x3 stride-1 layers (64 to 512 channels) all
#: qualify; their default Winograd kernels ran 1.3-1.8x faster than the default direct
#: ones (AVX2, 2 threads, interleaved, a loaded host: 56x56 2.23 vs 2.94 ms, 28x28 1.71
#: vs 3.07, 14x14 4.71 vs 6.73, 7x7 4.10 vs 5.51).
WINOGRAD_MIN_CHANNELS = 32
#: Output pixels from which a stride-2 3x3 convolution runs as ``winograd_conv2d`` without
#: records (its phases' F(m, 2), see :mod:`compiler.winograd`); below, direct, with
#: Winograd the alternative. On small outputs its few tiles stream ``(2m+1)^2 / 9`` times
#: the direct kernel's weights. ResNet-50's stride-2 layers, default Winograd against the
#: tuned direct kernel, weights evicted (AVX2, 2 threads, interleaved, two runs): 28x28
#: output 1.61 and 2.19 ms vs 2.42 and 2.57 (m=4), 14x14 1.98 and 2.06 vs 2.52 and 2.37
#: (m=2), 7x7 3.51 vs 2.71 (m=2). In the whole tuned model either choice measured within
#: the noise (60.0 ms direct, 59.6-61.5 with Winograd on one or two of them).
WINOGRAD_S2_MIN_PIXELS = 14 * 14


@dataclass(frozen=True, slots=True)
class KernelCall:
    """A kernel step before its kernel is compiled: the workload, config and tensors."""

    node: str
    workload: Workload
    config: Config
    config_source: str
    args: tuple[str, ...]
    alternatives: tuple[Workload, ...] = ()
    """Other kernels that could implement the node (tuned too, chosen by cost)."""


class _NoKernelError(Exception):
    """The target has no kernel for an operator a node would lower to."""


class _Lowering:
    """State of one lowering: the plan being built and the graph it comes from."""

    def __init__(
        self,
        graph: Graph,
        config_for: ConfigLookup,
        prepack: PrepackFn,
        cost_of: CostLookup | None = None,
        desired_layout: str = NCHW16C,
        *,
        accepts: Callable[[Workload], bool] | None = None,
    ) -> None:
        self.graph = graph
        self.config_for = config_for
        self.prepack = prepack
        self.cost_of = cost_of
        self._accepts = accepts
        self.blocked = blocked_outputs(graph, desired_layout)
        types = dict(graph.types)
        for name in self.blocked:
            n, c, h, w = types[name].shape
            types[name] = TensorType(shape_in(NCHW16C, n, c, h, w), types[name].dtype)
        self.plan = Plan(
            inputs=list(graph.inputs),
            outputs=list(graph.outputs),
            types=types,
            constants={},
        )
        self.calls: list[KernelCall | NumpyStep] = []
        self.made_by: dict[str, KernelCall] = {}  # tensor -> the kernel call writing it
        self.readers: dict[str, int] = {}
        for node in graph.nodes:
            for name in node.inputs:
                self.readers[name] = self.readers.get(name, 0) + 1

    # --- helpers ----------------------------------------------------------------------

    def takes(self, workload: Workload) -> bool:
        """Whether the target has a kernel for ``workload``."""
        return self._accepts is None or self._accepts(workload)

    def constant(self, base: str, value: np.ndarray) -> str:
        """Adds a constant (C-contiguous float32 unless integer) and returns its name."""
        name = self.fresh(base)
        array = np.require(value, requirements="C")  # ascontiguousarray makes 0-d 1-d
        self.plan.constants[name] = array
        self.plan.types[name] = TensorType(array.shape, str(array.dtype))
        return name

    def fresh(self, base: str) -> str:
        name, i = base, 1
        while name in self.plan.types:
            name, i = f"{base}_{i}", i + 1
        return name

    def tensor(self, base: str, shape: tuple[int, ...]) -> str:
        name = self.fresh(base)
        self.plan.types[name] = TensorType(shape)
        return name

    def numpy_step(self, node: Node) -> None:
        self.calls.append(
            NumpyStep(node.name, node.op, dict(node.attrs), tuple(node.inputs), tuple(node.outputs))
        )

    def kernel(
        self,
        node: str,
        workload: Workload,
        inputs: list[np.ndarray | str],
        out: str,
        alternatives: tuple[Workload, ...] = (),
    ) -> None:
        """A kernel call; constant inputs (arrays) are packed for the chosen config.

        Raises:
            _NoKernelError: The target has no kernel for the workload's operator.
        """
        if not self.takes(workload):
            raise _NoKernelError(workload.op)
        alternatives = tuple(a for a in alternatives if self.takes(a))
        config, source = self.config_for(workload)
        logical = [x if isinstance(x, np.ndarray) else np.empty(0, np.float32) for x in inputs]
        packed = self.prepack(workload, config, logical)
        args: list[str] = []
        for i, (given, value) in enumerate(zip(inputs, packed, strict=True)):
            args.append(given if isinstance(given, str) else self.constant(f"{node}_c{i}", value))
        call = KernelCall(node, workload, config, source, (*args, out), alternatives)
        self.calls.append(call)
        self.made_by[out] = call

    def choose(self, candidates: tuple[Workload, ...]) -> Workload:
        """The cheapest of ``candidates`` when the cost of every one is known, else the
        first (the lowering's own preference); the first on a tie."""
        if self.cost_of is not None and len(candidates) > 1:
            costs = [self.cost_of(c) for c in candidates]
            if all(cost is not None for cost in costs):
                known = [float(cost) for cost in costs if cost is not None]
                return candidates[known.index(min(known))]
        return candidates[0]

    # --- ops --------------------------------------------------------------------------

    def lower(self) -> list[KernelCall | NumpyStep]:
        g = self.graph
        steps: dict[str, Callable[[Node, KernelForm], bool]] = {
            "view": self.view,
            "offset_view": self.offset_view,
            "conv2d": self.conv,
            "depthwise_conv2d": self.conv,
            "matmul": self.dense,
            "pool2d": self.pool,
            "channel_affine": self.channel_affine,
            "concat_view": self.concat_in_place,
            "pointwise": self.pointwise,
            "layernorm": self.layer_norm,
            "channel_transpose": self.channel_transpose,
            "softmax": self.softmax,
            "batch_matmul": self.batch_matmul,
            "resize2d": self.resize,
            "reduce": self.reduce,
            "copy": self.copy,
            "concat": self.concat,
            "gather": self.gather,
        }
        for node in g.nodes:
            op = OPS.get(node.op)
            form = op.form(node, g) if op is not None and op.form is not None else None
            if form is None:
                if op is not None and op.numpy_note:
                    log.warning("node %s (%s) runs as %s", node.name, node.op, op.numpy_note)
                self.numpy_step(node)
            elif not self._lowered(node, form, steps[form.kernel]):
                self.numpy_step(node)
        for name in g.constants:
            if any(name in (c.inputs if isinstance(c, NumpyStep) else ()) for c in self.calls):
                self.plan.constants[name] = g.constants[name]
        for name in g.outputs:
            if name in g.constants:  # a model output folded to a constant
                self.plan.constants[name] = g.constants[name]
        return self.calls

    def _lowered(
        self, node: Node, form: KernelForm, step: Callable[[Node, KernelForm], bool]
    ) -> bool:
        """Lowers ``node`` by ``step``; False, leaving nothing of it behind, where ``step``
        declines or needs a kernel the target lacks (the node is then a numpy step)."""
        calls, constants = len(self.calls), len(self.plan.constants)
        try:
            return step(node, form)
        except _NoKernelError as missing:
            log.info("node %s (%s): no %s kernel on this target", node.name, node.op, missing)
            for call in self.calls[calls:]:  # each wrote a tensor of its own (SSA)
                if isinstance(call, KernelCall):
                    self.made_by.pop(call.args[-1], None)
            del self.calls[calls:]
            for name in list(self.plan.constants)[constants:]:  # added last (dicts keep order)
                del self.plan.constants[name]
                del self.plan.types[name]
            return False

    def view(self, node: Node, form: KernelForm) -> bool:
        self.plan.views[node.outputs[0]] = (node.inputs[0], 0)
        return True

    def offset_view(self, node: Node, form: KernelForm) -> bool:
        """A Gather or Slice reading one contiguous block: a view at its offset."""
        offset = contiguous_offset(node, self.graph)
        if offset is None:
            return False
        self.plan.views[node.outputs[0]] = (node.inputs[0], offset)
        return True

    def conv(self, node: Node, form: KernelForm) -> bool:
        g, a = self.graph, node.attrs
        x, w_name, b_name = node.inputs[:3]
        residual = node.inputs[3] if a["residual"] else None
        weight, bias = g.constants[w_name], g.constants[b_name]
        n, c, h, wd = g.shape_of(x)
        k, _, kh, kw = g.shape_of(w_name)
        # conv_form saw to square strides and dilations.
        sh, dh, group = a["strides"][0], a["dilations"][0], a["group"]
        top, left, bottom, right = a["pads"]
        epilogue = form.epilogue
        act = str(a.get("act", IDENTITY))
        out = node.outputs[0]
        if form.pad_step:
            # conv_form keeps a padded conv's input NCHW: the pad is a padded copy of it.
            padded = self.tensor(f"{node.name}_padded", (n, c, h + top + bottom, wd + left + right))
            shape = (n, c, h, wd)
            pads = [(0, 0), (0, 0), (top, bottom), (left, right)]
            read = strided_copy(shape, contiguous_strides(shape), 0, math.prod(shape), pads=pads)
            self.kernel(f"{node.name}_pad", Workload("copy", tuple(read.items())), [x], padded)
            x, h, wd, pad = padded, h + top + bottom, wd + left + right, 0
        else:
            pad = top
        if form.kernel == "depthwise_conv2d":
            w = Workload.of(
                "depthwise_conv2d",
                n=n,
                c=c,
                h=h,
                w=wd,
                r=kh,
                s=kw,
                stride=sh,
                pad=pad,
                epilogue=epilogue,
                act=act,
                layout=NCHW16C if x in self.blocked else NCHW,
                dilation=dh,
            )
            assert (x in self.blocked) == (out in self.blocked), node.name
            if self.takes(w):  # else a conv2d of one channel a group (a target's fallback)
                self.kernel(node.name, w, self._conv_inputs(x, weight, bias, residual), out)
                return True
        if kh == kw == 1 and sh > 1 and pad == 0:  # (a padded input was copied above)
            x, h, wd = self._subsample(node.name, x, (n, c, h, wd), sh)
            sh = 1
        pointwise = kh == kw == 1 and sh == 1 and pad == 0 and dh == 1

        def conv_workload(rows: int, cols: int) -> Workload:
            return Workload.of(
                "conv2d",
                n=n,
                c=c,
                h=rows,
                w=cols,
                k=k,
                r=kh,
                s=kw,
                stride=sh,
                pad=pad,
                dilation=dh,
                groups=group,
                epilogue=epilogue,
                act=act,
                layout_in=NCHW16C if x in self.blocked else NCHW,
                layout_out=NCHW16C if out in self.blocked else NCHW,
            )

        w = conv_workload(h, wd)
        if pointwise and h * wd <= FLAT_MAX_PIXELS:
            flat = conv_workload(1, h * wd)
            # The image as rows, tuned before the flat form existed, serves until the
            # flat form has records of its own.
            cost = self.cost_of
            if cost is None or cost(flat) is not None or cost(w) is None:
                w = flat
        blocked = x in self.blocked or out in self.blocked
        winograd = (
            kh == kw == 3
            and sh in (1, 2)
            and dh == 1
            and group == 1
            and min(c, k) >= WINOGRAD_MIN_CHANNELS
        )
        if winograd:
            wino = Workload.of(
                "winograd_conv2d",
                n=n,
                c=c,
                h=h,
                w=wd,
                k=k,
                stride=sh,
                pad=pad,
                epilogue=epilogue,
                act=act,
                layout_in=NCHW16C if x in self.blocked else NCHW,
                layout_out=NCHW16C if out in self.blocked else NCHW,
            )
            winograd = self.takes(wino)
        if winograd:
            # Winograd F(m x m, 3x3) without records where its default measured faster
            # (stride 1; stride 2 on outputs of WINOGRAD_S2_MIN_PIXELS), else direct; the
            # other is the alternative, both are tuned and the records choose. A direct
            # kernel tuned before Winograd existed serves until Winograd has records of its
            # own. Both take the KCRS weights (each prepacks its own).
            cost = self.cost_of
            tuned_direct = cost is not None and cost(wino) is None and cost(w) is not None
            pixels = conv_out_size(h, 3, sh, pad) * conv_out_size(wd, 3, sh, pad)
            direct_first = tuned_direct or (sh == 2 and pixels < WINOGRAD_S2_MIN_PIXELS)
            chosen = self.choose((w, wino) if direct_first else (wino, w))
            inputs = self._conv_inputs(x, weight, bias, residual)
            self.kernel(node.name, chosen, inputs, out, (wino,) if chosen is w else (w,))
            return True
        gemm = Workload.of("pointwise_conv2d", n=n, c=c, k=k, p=h * wd, epilogue=epilogue, act=act)
        if blocked or not (pointwise and group == 1) or not self.takes(gemm):
            self.kernel(node.name, w, self._conv_inputs(x, weight, bias, residual), out)
            return True
        # A 1x1 conv with stride 1 is also a GEMM over the pixels. On large images that
        # is the kernel to use; on small ones the conv usually wins, but both are tuned
        # and the records choose.
        candidates = (gemm,) if h * wd >= POINTWISE_MIN_PIXELS else (w, gemm)
        chosen = self.choose(candidates)
        weights = weight.reshape(k, c) if chosen is gemm else weight
        inputs = self._conv_inputs(x, weights, bias, residual)
        others = tuple(a for a in candidates if a is not chosen)
        self.kernel(node.name, chosen, inputs, out, others)
        return True

    def _subsample(
        self, node: str, x: str, shape: tuple[int, int, int, int], stride: int
    ) -> tuple[str, int, int]:
        """A 1x1 convolution's strided read as a ``copy`` of every ``stride``-th pixel of
        every ``stride``-th row, in ``x``'s layout: the conv (stride 1 now) reads a dense
        image, one row if it is small. ResNet's projections, AVX2, interleaved: 1.47,
        1.42 and 1.90 ms strided and tuned, 1.19, 1.26 and 1.52 ms as stride 1 on the
        subsampled image with the template default; the copy moves a quarter of the input.
        Returns the subsampled tensor and its height and width."""
        n, c, h, wd = shape
        oh, ow = conv_out_size(h, 1, stride, 0), conv_out_size(wd, 1, stride, 0)
        blocked = x in self.blocked
        full = shape_in(NCHW16C, n, c, h, wd) if blocked else shape
        read = shape_in(NCHW16C, n, c, oh, ow) if blocked else (n, c, oh, ow)
        strides = list(contiguous_strides(full))
        strides[2] *= stride  # rows
        strides[3] *= stride  # pixels
        sub = self.tensor(f"{node}_subsampled", read)
        if blocked:
            self.blocked.add(sub)
        params = strided_copy(read, strides, 0, math.prod(full))
        self.kernel(f"{node}_subsample", Workload("copy", tuple(params.items())), [x], sub)
        return sub, oh, ow

    @staticmethod
    def _conv_inputs(
        x: str, weight: np.ndarray, bias: np.ndarray, residual: str | None
    ) -> list[np.ndarray | str]:
        inputs: list[np.ndarray | str] = [x, weight, bias]
        if residual is not None:
            inputs.append(residual)
        return inputs

    def dense(self, node: Node, form: KernelForm) -> bool:
        g = self.graph
        x, w_name, b_name = node.inputs[:3]
        *rows, k = g.shape_of(x)  # leading axes: rows of one product (contiguous)
        m = math.prod(rows)
        n = g.shape_of(w_name)[1]
        residual: list[np.ndarray | str] = list(
            node.inputs[3:] if node.attrs.get("residual") else []
        )
        epilogue = "bias_add" if residual else "bias"
        if node.attrs["activation"] == "relu":
            epilogue += "_relu"
        act = str(node.attrs.get("act", IDENTITY))
        w = Workload.of("matmul", m=m, n=n, k=k, epilogue=epilogue, act=act)
        inputs: list[np.ndarray | str] = [x, g.constants[w_name], g.constants[b_name]]
        self.kernel(node.name, w, inputs + residual, node.outputs[0])
        return True

    def pool(self, node: Node, form: KernelForm) -> bool:
        return self.in_input_layout(node, form, [node.inputs[0]])

    def concat_in_place(self, node: Node, form: KernelForm) -> bool:
        """A concat along the channels of one image: each input is a view of its slice of
        the output, so its producer writes there and no step copies anything (SqueezeNet's
        fire modules). Both layouts hold an image's channels (blocks) one after another.
        An input that cannot be a view (a model input or constant, a view already, such
        as ShuffleNet's half of a channel split, or read twice by the concat) is copied
        into its slice by a ``copy`` kernel (concat_form saw to float32 tensors)."""
        out, seen = node.outputs[0], set()
        movable = [
            x
            for x in node.inputs
            if x in self.graph.inputs or x in self.graph.constants or x in self.plan.views
        ]
        offset = 0
        for x in node.inputs:
            size = self.plan.types[x].size
            if size == 0:
                continue  # nothing to write, and no bytes to share
            if x in movable or x in seen:
                target = self.tensor(f"{node.name}_part", self.plan.types[x].shape)
                self.plan.views[target] = (out, offset)
                w = Workload("copy", tuple(strided_copy((size,), (1,), 0, size).items()))
                constant = self.graph.constants.get(x)
                self.kernel(node.name, w, [x if constant is None else constant], target)
            else:
                self.plan.views[x] = (out, offset)
            seen.add(x)
            offset += size
        return True

    def pointwise(self, node: Node, form: KernelForm) -> bool:
        """A ``pointwise`` kernel over the flat elements (in whatever layout they are)."""
        out = node.outputs[0]
        size = self.plan.types[out].size
        if size == 0:
            return False  # nothing to compute: the numpy step is a no-op
        g = self.graph
        full = g.shape_of(out)
        mask = sum(1 << i for i, x in enumerate(node.inputs) if g.shape_of(x) != full)
        runs = {broadcast_run(g.shape_of(x), full) for x in node.inputs if g.shape_of(x) != full}
        params: dict[str, int | str] = {"n": size, "fn": str(node.attrs["fn"])}
        if mask:
            (run,) = runs  # the region builder keeps its broadcasts to one run of axes
            assert run is not None, node.name
            left, right = run
            blocked = out in self.blocked
            per_channel = (len(full), left, right) == (4, 2, 4)
            if blocked and not per_channel:
                return False  # only a per-channel input reads NCHW16c (a numpy step)
            if left == 0:  # the trailing elements repeated over the leading axes
                params |= {"inner": math.prod(full[right:]), "rbcast": mask}
            else:  # each outer value repeated over the run (a channel's pixels)
                params |= {"inner": math.prod(full[left:right]), "bcast": mask}
                params["block"] = BLOCK if blocked else math.prod(full[right:])
        w = Workload("pointwise", tuple(params.items()))
        inputs: list[np.ndarray | str] = [
            g.constants[x].reshape(-1) if x in g.constants else x for x in node.inputs
        ]
        self.kernel(node.name, w, inputs, out)
        return True

    def layer_norm(self, node: Node, form: KernelForm) -> bool:
        """A ``layernorm`` kernel: over the rows of the normalized axes (LayerNormalization),
        over each pixel's channels where they are (PixelLayerNorm, NCHW or NCHW16c), or
        over each image's channel planes or groups of them (instance and group norms)."""
        g = self.graph
        x = node.inputs[0]
        shape = g.shape_of(x)
        plane, affine_length = 0, 0
        if node.op == "PixelLayerNorm":
            n, c, pixels = shape[0], shape[1], math.prod(shape[2:])
            layout = NCHW16C if x in self.blocked else NCHW
        elif node.op in ("InstanceNormalization", "GroupNormalization"):
            # Rows of one channel's (instance) or one group's (group) planes.
            plane, affine_length = math.prod(shape[2:]), shape[1]
            groups = int(node.attrs.get("num_groups", shape[1]))
            n, pixels, c = shape[0], groups, shape[1] // groups * plane
            layout = "rows"
        else:
            axis = int(node.attrs["axis"])
            n, pixels, c = 1, math.prod(shape[:axis]), math.prod(shape[axis:])
            layout = "rows"
        if n * pixels * c == 0:
            return False  # nothing to compute: the numpy step is a no-op
        eps = str(float(node.attrs["epsilon"]))
        w = Workload.of("layernorm", n=n, p=pixels, c=c, eps=eps, layout=layout, plane=plane)
        length = affine_length or c
        affine: list[np.ndarray | str] = []
        for name in (*node.inputs[1:3], "")[:2]:
            if not name:  # no B: zero shift
                affine.append(np.zeros(length, np.float32))
            elif name in g.constants:
                affine.append(g.constants[name].reshape(length).astype(np.float32))
            else:
                affine.append(name)
        self.kernel(node.name, w, [x, *affine], node.outputs[0])
        return True

    def batch_matmul(self, node: Node, form: KernelForm) -> bool:
        """A ``batch_matmul`` kernel over the flattened batch axes."""
        a, b = node.inputs
        if node.attrs.get("shape"):  # set where heads were folded (passes/attention_heads)
            nb, m, n, k = (int(d) for d in node.attrs["shape"])
        else:
            *batch, m, k = self.graph.shape_of(a)
            nb, n = math.prod(batch), self.graph.shape_of(b)[-2 if node.attrs["trans_b"] else -1]
        if nb * m * n * k == 0:
            return False  # nothing to compute (or zeros): the numpy step
        w = Workload.of(
            "batch_matmul",
            b=nb,
            m=m,
            n=n,
            k=k,
            trans_b=int(node.attrs["trans_b"]),
            act=str(node.attrs.get("act", IDENTITY)),
            a_heads=int(node.attrs.get("a_heads", 1)),
            b_heads=int(node.attrs.get("b_heads", 1)),
            c_heads=int(node.attrs.get("c_heads", 1)),
            a_pitch=int(node.attrs.get("a_pitch", 0)),
            a_offset=int(node.attrs.get("a_offset", 0)),
            b_pitch=int(node.attrs.get("b_pitch", 0)),
            b_offset=int(node.attrs.get("b_offset", 0)),
        )
        if not self.attention(node.name, w, a, b, node.outputs[0]):
            self.kernel(node.name, w, [a, b], node.outputs[0])
        return True

    def _only_input(self, tensor: str) -> KernelCall | None:
        """The kernel call writing ``tensor`` when the one node reading it is the node
        being lowered (so the tensor need not exist if the two fuse)."""
        call = self.made_by.get(tensor)
        if call is None or self.readers.get(tensor) != 1 or tensor in self.graph.outputs:
            return None
        return call

    def attention(self, node: str, pv: Workload, probs: str, v: str, out: str) -> bool:
        """P @ V ending attention's chain (Q @ K^T, softmax, P @ V; each read only by the
        next): True when the fused ``attention`` kernel replaces the three (the two calls
        made are dropped; the three are its alternatives, so tuning sees all four), else
        False after adding this call with the fused kernel as its alternative."""
        softmax = self._only_input(probs)
        qk = None if softmax is None else self._only_input(softmax.args[0])
        if softmax is None or qk is None:
            return False
        fused = fused_attention(qk.workload, softmax.workload, pv)
        if fused is None:
            return False
        three = (qk.workload, softmax.workload, pv)
        if not runs_fused(fused, three, self.cost_of):
            self.kernel(node, pv, [probs, v], out, (fused,))
            return True
        self.calls = [c for c in self.calls if c is not qk and c is not softmax]
        mask = list(softmax.args[1:-1])  # the mask's name, if it has one
        self.kernel(node, fused, [*qk.args[:2], v, *mask], out, three)
        return True

    def softmax(self, node: Node, form: KernelForm) -> bool:
        """A ``softmax`` kernel along the node's axis (LogSoftmax: ``log=1``)."""
        shape = self.graph.shape_of(node.inputs[0])
        axis = len(shape) - 1 if node.op == "MaskedSoftmax" else int(node.attrs["axis"])
        m, c, inner = math.prod(shape[:axis]), shape[axis], math.prod(shape[axis + 1 :])
        if m * c * inner == 0:
            return False  # nothing to compute: the numpy step is a no-op
        if node.op == "MaskedSoftmax":  # the last axis, with attention's mask and guard
            rows = int(node.attrs["mask_rows"])
            w = Workload.of(
                "softmax",
                m=m,
                c=c,
                log=int(node.attrs["log"]),
                mask=rows,
                nan0=int(node.attrs["nan0"]),
            )
            mask = node.inputs[1] if rows else None
            given: list[np.ndarray | str] = [node.inputs[0]]
            if mask is not None:
                constant = self.graph.constants.get(mask)
                given.append(mask if constant is None else constant.reshape(rows, c))
            self.kernel(node.name, w, given, node.outputs[0])
            return True
        log = int(node.op == "LogSoftmax")
        w = Workload.of("softmax", m=m, c=c, log=log, inner=inner)
        self.kernel(node.name, w, [node.inputs[0]], node.outputs[0])
        return True

    def channel_transpose(self, node: Node, form: KernelForm) -> bool:
        """A transpose between channels-last rows and NCHW16c as one vector copy; where
        the channel side is plain NCHW, a ``copy`` kernel (a strided read)."""
        x, out = node.inputs[0], node.outputs[0]
        first = form.layout is Layout.WRITES_EITHER  # rows [n, h, w, c] -> channels
        blocked = out in self.blocked if first else x in self.blocked
        if not blocked:
            workload = copy_workload(node, self.graph)
            if workload is None:
                return False
            return self.copy(node, KernelForm("copy", workload=workload))
        n, c, h, wd = self.graph.shape_of(out if first else x)
        src, dst = ("rows", NCHW16C) if first else (NCHW16C, "rows")
        w = Workload.of("channel_transpose", n=n, c=c, p=h * wd, src=src, dst=dst)
        self.kernel(node.name, w, [x], out)
        return True

    def resize(self, node: Node, form: KernelForm) -> bool:
        """A ``resize2d`` kernel; its data is NCHW (its form reads no other layout)."""
        assert form.workload is not None, form  # resize_form always carries it
        self.kernel(node.name, form.workload, [node.inputs[0]], node.outputs[0])
        return True

    def copy(self, node: Node, form: KernelForm) -> bool:
        """A ``copy`` kernel: the node's output as one strided read of its input (NCHW:
        its form reads no other layout)."""
        assert form.workload is not None, form  # copy_form always carries it
        self.kernel(node.name, form.workload, [node.inputs[0]], node.outputs[0])
        return True

    def concat(self, node: Node, form: KernelForm) -> bool:
        """A ``concat`` kernel joining the rows of its inputs (NCHW: its form reads no
        other layout); inputs of no elements are left out, constants passed as such."""
        assert form.workload is not None, form  # concat_form always carries it
        inputs: list[np.ndarray | str] = [
            self.graph.constants.get(x, x) for x in node.inputs if self.plan.types[x].size
        ]
        self.kernel(node.name, form.workload, inputs, node.outputs[0])
        return True

    def gather(self, node: Node, form: KernelForm) -> bool:
        """A ``gather`` kernel: the node's data viewed as ``[outer, n, inner]``, its
        indices flat (NCHW: its form reads no other layout); constants passed as such."""
        assert form.workload is not None, form  # gather_form always carries it
        inputs: list[np.ndarray | str] = [self.graph.constants.get(x, x) for x in node.inputs]
        self.kernel(node.name, form.workload, inputs, node.outputs[0])
        return True

    def reduce(self, node: Node, form: KernelForm) -> bool:
        """A ``reduce`` kernel over the node's input viewed as ``[outer, r, inner]`` (NCHW:
        its form reads no other layout); its output has the node's bytes, kept axes or not."""
        assert form.workload is not None, form  # reduce_form always carries it
        self.kernel(node.name, form.workload, [node.inputs[0]], node.outputs[0])
        return True

    def channel_affine(self, node: Node, form: KernelForm) -> bool:
        scale, shift = (self.graph.constants[name] for name in node.inputs[1:])
        assert form.workload is not None, form
        if self.takes(form.workload):
            return self.in_input_layout(node, form, [node.inputs[0], scale, shift])
        return self.affine_as_pointwise(node, form, scale, shift)

    def affine_as_pointwise(
        self, node: Node, form: KernelForm, scale: np.ndarray, shift: np.ndarray
    ) -> bool:
        """A channel affine as the ``pointwise`` kernel it also is, for a target without
        the ``channel_affine`` one: ``x * scale + shift`` (then ``max(., 0)``) with one
        scale and shift per image and channel, repeated over the channel's pixels."""
        assert form.workload is not None, form
        p = form.workload.params_dict
        n, c, h, w = (int(p[k]) for k in "nchw")
        fn = "add(mul(x;x1);x2)"
        if p["activation"] == "relu":
            fn = f"max({fn};0)"
        if node.inputs[0] in self.blocked:
            return False  # targets without channel_affine keep NCHW: not met so far
        params: dict[str, int | str] = {"n": n * c * h * w, "fn": fn, "inner": h * w}
        params |= {"block": 1, "bcast": 6}  # inputs 1 and 2 per channel of each image
        per_image = [np.tile(np.asarray(v, np.float32).reshape(-1), n) for v in (scale, shift)]
        workload = Workload("pointwise", tuple(params.items()))
        self.kernel(node.name, workload, [node.inputs[0], *per_image], node.outputs[0])
        return True

    def in_input_layout(self, node: Node, form: KernelForm, inputs: list[np.ndarray | str]) -> bool:
        """``node`` as a kernel of its form's workload in its data input's layout (a pool
        with a 1x1 output then writes NCHW, the same bytes: see layouts.py)."""
        workload = form.workload
        assert workload is not None, form  # pools' and channel affines' forms carry it
        if node.inputs[0] in self.blocked:
            workload = Workload(workload.op, (*workload.params, ("layout", NCHW16C)))
        self.kernel(node.name, workload, inputs, node.outputs[0])
        return True


PrepackFn = Callable[[Workload, Config, list[np.ndarray]], list[np.ndarray]]


def lower_graph(
    graph: Graph,
    config_for: ConfigLookup,
    prepack: PrepackFn,
    cost_of: CostLookup | None = None,
    desired_layout: str = NCHW16C,
    *,
    accepts: Callable[[Workload], bool] | None = None,
) -> tuple[Plan, list[KernelCall | NumpyStep]]:
    """Lowers an optimized graph: the plan (types, constants, views) and its calls.

    Kernel calls are not steps yet: their symbols are given when the distinct
    kernels are compiled (see :mod:`compiler.model.compile`). Where two kernels can
    implement a node, ``cost_of`` chooses the faster when it knows both.
    ``desired_layout`` ``nchw16c`` keeps activations between convolutions channel
    blocked where it can (:mod:`compiler.model.layouts`); ``nchw`` nowhere.
    ``accepts``: whether the target has a kernel for a workload (every one when None); a
    node whose kernel the target lacks is a numpy step, a choice between kernels (a 1x1
    convolution as a GEMM, Winograd) takes only those it has, and a depthwise convolution
    or a channel affine it lacks is a grouped ``conv2d`` or a ``pointwise`` kernel.
    """
    if desired_layout == NCHW16C:
        graph = regroup_convs(pad_channels(graph, BLOCK), BLOCK)
    lowering = _Lowering(graph, config_for, prepack, cost_of, desired_layout, accepts=accepts)
    calls = lowering.lower()
    return lowering.plan, calls


def to_steps(
    calls: list[KernelCall | NumpyStep],
    symbols: dict[tuple[str, str], str],
    workspaces: dict[str, tuple[TensorType, ...]],
) -> list[KernelStep | NumpyStep]:
    """Turns kernel calls into steps, given each (workload, config) pair's symbol."""
    steps: list[KernelStep | NumpyStep] = []
    for call in calls:
        if isinstance(call, NumpyStep):
            steps.append(call)
            continue
        symbol = symbols[(str(call.workload), call.config.to_json_str())]
        indices = index_inputs(call.workload)
        bounds = tuple(
            (i, *indices[name])
            for i, name in enumerate(input_names(call.workload))
            if name in indices
        )
        steps.append(KernelStep(call.node, symbol, call.args, workspaces[symbol], bounds))
    return steps


def describe(call: KernelCall) -> dict[str, Any]:
    """A JSON-friendly summary of a kernel call."""
    return {"node": call.node, "workload": str(call.workload), "source": call.config_source}
