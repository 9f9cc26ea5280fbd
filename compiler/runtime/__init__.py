"""Runtimes: turn rendered source text into callable machine code."""
