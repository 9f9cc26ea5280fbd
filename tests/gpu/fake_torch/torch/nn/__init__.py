"""``torch.nn`` of the stand-in: only ``functional``."""

from torch.nn import functional

__all__ = ["functional"]
