"""Schedule templates, one module per operator, and the registry op -> template.

Every template module defines ``TEMPLATE``, a :class:`~compiler.templates.base.Template`
(see :mod:`compiler.templates.base` for what it holds). Template modules are imported
together on the first lookup (plain imports: the layering check sees every edge).
"""

from __future__ import annotations

from functools import lru_cache

from compiler.templates.base import Template

__all__ = ["Template", "get_template"]


@lru_cache(maxsize=1)
def _templates() -> dict[str, Template]:
    # Imported on first use, not with the package: the template modules import the
    # schedule machinery, which the op registry and workload parsing do not need.
    from compiler.templates import (
        attention,
        batch_matmul,
        channel_affine,
        channel_transpose,
        concat,
        conv2d,
        copy,
        depthwise_conv2d,
        gather,
        layernorm,
        matmul,
        pointwise,
        pointwise_conv2d,
        pool2d,
        reduce,
        resize2d,
        softmax,
        winograd_conv2d,
    )

    modules = (
        matmul,
        batch_matmul,
        conv2d,
        depthwise_conv2d,
        pointwise_conv2d,
        winograd_conv2d,
        pool2d,
        resize2d,
        channel_affine,
        pointwise,
        layernorm,
        channel_transpose,
        copy,
        concat,
        gather,
        softmax,
        reduce,
        attention,
    )
    return {m.TEMPLATE.op: m.TEMPLATE for m in modules}


def get_template(op: str) -> Template:
    """The template of operator ``op``.

    Raises:
        ValueError: No template for ``op``.
    """
    templates = _templates()
    template = templates.get(op)
    if template is None:
        raise ValueError(f"no schedule template for operator {op!r}; known: {sorted(templates)}")
    return template
