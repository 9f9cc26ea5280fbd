"""Kernel targets: one implementation of :class:`~compiler.targets.base.KernelTarget` per
kind of target (``llvm``, ``cuda``), looked up by kind in :mod:`compiler.targets.registry`.

The public functions of :mod:`compiler.api` parse their arguments and dispatch through that
table; nothing else in the compiler asks which kind a target is.
"""
