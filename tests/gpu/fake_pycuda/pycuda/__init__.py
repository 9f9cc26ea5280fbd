"""A stand-in for pycuda (tests only; there is no GPU here): see ``driver`` and ``compiler``."""
