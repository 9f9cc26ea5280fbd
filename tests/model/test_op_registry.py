"""The operator registry: every table the compiler used to keep is a view of it."""

from __future__ import annotations

import subprocess
import sys

from compiler.model.numpy_ops import KERNEL_FACTORIES
from compiler.model.ops.registry import OPS, operator_table


def test_every_op_has_a_numpy_kernel_and_passes_ops_have_no_converter() -> None:
    assert set(KERNEL_FACTORIES) == set(OPS)
    made_by_passes_or_the_importer = {name for name, op in OPS.items() if not op.onnx}
    # InvStdDev: the importer's LayerNormalization InvStdDev output.
    assert made_by_passes_or_the_importer == {
        "FusedConv",
        "Dense",
        "ChannelAffine",
        "InvStdDev",
        "Pointwise",
        "PixelLayerNorm",
        "BatchMatMul",
        "MaskedSoftmax",
    }


def test_the_importer_converts_every_listed_onnx_operator() -> None:
    from compiler.model.frontend.converters import CONSTANT_ONLY, CONVERTERS, SPECIAL

    listed = {onnx for op in OPS.values() for onnx in op.onnx}
    assert listed | set(CONSTANT_ONLY) == set(CONVERTERS)
    assert set(SPECIAL) <= listed


def test_arity_reads_the_input_names() -> None:
    assert OPS["Conv"].arity == (2, 3)
    assert OPS["Concat"].arity == (1, -1)
    assert OPS["BatchNormalization"].arity == (5, 5)


def test_the_table_lists_every_op() -> None:
    table = operator_table()
    assert all(f"| {name} |" in table for name in OPS)


def test_numpy_kernels_import_neither_onnx_nor_the_importer() -> None:
    code = (
        "import sys, compiler.model.numpy_ops; "
        "print(any(m == 'onnx' or m.startswith('compiler.model.frontend') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
