"""The operators of the model graph, one definition each.

Every operator is one :class:`~compiler.model.ops.opdef.OpDef` (inputs, normalized
attributes, type rule, numpy kernel, folder, the ONNX operators imported as it, and the
kernel a node of it lowers to), in the module of its family:

- :mod:`.elementwise`: Relu, Clip, Add, Sub, Mul, Div;
- :mod:`.conv`: Conv, FusedConv; :mod:`.pool`: MaxPool, AveragePool, GlobalAveragePool;
- :mod:`.norm`: BatchNormalization, Softmax, LRN; :mod:`.matmul`: Gemm, MatMul, Dense;
- :mod:`.affine`: ChannelAffine; :mod:`.shape`: Reshape, Transpose, Concat, Identity, Pad.

:mod:`.registry` collects them into :data:`~compiler.model.ops.registry.OPS`, which type
inference (:mod:`compiler.model.shapes`), the numpy kernels
(:mod:`compiler.model.numpy_ops`), the importer's converters and folders, the layout
choice and the lowering all read. Nothing here imports ``onnx`` or the templates.
"""
