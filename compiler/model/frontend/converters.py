"""The converter of each supported ONNX operator (default domain)."""

from __future__ import annotations

from compiler.model.frontend import ops_const, ops_math, ops_nn, ops_shape
from compiler.model.frontend.context import Converter

CONVERTERS: dict[str, Converter] = {
    "Conv": ops_nn.convert_conv,
    "BatchNormalization": ops_nn.convert_batch_norm,
    "Relu": ops_math.convert_unary("Relu"),
    "Clip": ops_math.convert_clip,
    "Add": ops_math.convert_binary,
    "Sub": ops_math.convert_binary,
    "Mul": ops_math.convert_binary,
    "Div": ops_math.convert_binary,
    "Sum": ops_math.convert_sum,
    "MaxPool": ops_nn.convert_max_pool,
    "AveragePool": ops_nn.convert_average_pool,
    "GlobalAveragePool": ops_nn.convert_global_average_pool,
    "Gemm": ops_math.convert_gemm,
    "MatMul": ops_math.convert_binary,
    "Flatten": ops_shape.convert_flatten,
    "Reshape": ops_shape.convert_reshape,
    "Transpose": ops_shape.convert_transpose,
    "Concat": ops_shape.convert_concat,
    "Softmax": ops_math.convert_softmax,
    "LRN": ops_nn.convert_lrn,
    "Dropout": ops_math.convert_dropout,
    "Identity": ops_math.convert_unary("Identity"),
    "Unsqueeze": ops_shape.convert_unsqueeze,
    "Squeeze": ops_shape.convert_squeeze,
    "Constant": ops_const.convert_constant,
    "ConstantOfShape": ops_const.convert_constant_of_shape,
    "Shape": ops_const.convert_shape,
    "Pad": ops_shape.convert_pad,
    "Gather": ops_const.convert_gather,
    "Cast": ops_const.convert_cast,
    "Slice": ops_const.convert_slice,
}
"""ONNX operator -> its converter; an operator not here is unsupported."""
