"""Tuner: search strategies, cost model, tuning loop, and the records database (tuner.records)."""
