"""Renderers: lowered loop nests -> source text for a backend."""
