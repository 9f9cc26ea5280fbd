"""Compiler: tensor expressions, schedule templates with tunable knobs, LLVM code generation.

Pure: no network, no database.
"""

__version__ = "0.1.0"
