"""The operators of the model graph, one definition each.

Every operator is one :class:`~compiler.model.ops.opdef.OpDef` (inputs, normalized
attributes, type rule, numpy kernel, folder, the ONNX operators imported as it, and the
kernel a node of it lowers to), in the module of its family:

- :mod:`.elementwise`: activations and broadcasting arithmetic; :mod:`.arith`: Mod, Pow,
  PRelu, Cast; :mod:`.pointwise`: fused elementwise regions;
- :mod:`.conv`: convolutions; :mod:`.conv_transpose`: transposed convolutions;
  :mod:`.pool`: pooling; :mod:`.norm`: BatchNormalization
  and LRN; :mod:`.softmax`: Softmax and LogSoftmax; :mod:`.standardize`: layer, instance
  and group norms; :mod:`.resize`: Resize (tables in :mod:`compiler.resize_tables`);
- :mod:`.matmul`: matrix products; :mod:`.affine`: the channel affine;
  :mod:`.shape`: reshapes, Transpose, Concat, Pad; :mod:`.movement`: Gather, Slice,
  Expand, Tile, DepthToSpace, SpaceToDepth.

:mod:`.registry` collects them into :data:`~compiler.model.ops.registry.OPS`, which type
inference (:mod:`compiler.model.shapes`), the numpy kernels
(:mod:`compiler.model.numpy_ops`), the importer's converters and folders, the layout
choice and the lowering all read. No module here imports ``onnx``, the importer or the
templates.
"""
