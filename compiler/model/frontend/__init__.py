"""The pieces of the ONNX front end; the public entry is :mod:`compiler.model.onnx_import`.

Modules, in the order an import uses them:

- :mod:`.errors`: :class:`~.errors.ModelImportError`, the one-line error of a bad model.
- :mod:`.loader`: reading and checking the ``ModelProto`` (opset range, checker).
- :mod:`.reference`: exact evaluation, by ONNX's reference implementation, of nodes of
  operators we do not convert whose inputs are all constants.
- :mod:`.refusal`: the one-line refusal naming every unsupported operator, and the
  check that refuses, before conversion, those computed at run time whatever folds.
- :mod:`.values`: ONNX tensors, sparse tensors and element types as numpy values.
- :mod:`.inputs`: runtime input shapes, from the model and ``input_shapes``.
- :mod:`.context`: the conversion state every converter writes to.
- :mod:`.folding`: numpy evaluation of nodes whose inputs are all constants.
- :mod:`.common`: attribute normalizations shared by the converters.
- :mod:`.ops_nn`, :mod:`.ops_math`, :mod:`.ops_shape`, :mod:`.ops_const`: the
  per-operator converters, by family.
- :mod:`.converters`: the table of converters by ONNX operator.

Nothing here imports ``onnx`` at module level; it is imported on first use.
"""
