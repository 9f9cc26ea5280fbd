"""autotune: distributed auto-tuning of tensor kernels.

This package holds the command line (``autotune.cli``) and the generated
wire protocol (``autotune.v1``). The components live in the top-level
packages ``compiler``, ``tracker``, ``device_server`` and ``tuner``.
"""

__version__ = "0.1.0"
