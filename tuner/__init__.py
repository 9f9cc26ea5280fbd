"""Tuner: search strategies, cost model, tuning loop, and the records database (tuner.records).

Seams, one job each:

* the search space is the compiler's :class:`compiler.space.ConfigSpace` (knob choices plus
  mixed-radix index arithmetic on numpy arrays of indices).
* :mod:`tuner.tuners` -- strategies (``xgb`` default, ``ga``, ``random``, ``grid``):
  propose the next batch, learn from results; options in one frozen dataclass each.
* :mod:`tuner.cost_model` -- XGBoost model (fit / predict, rank:pairwise by default).
* :mod:`tuner.annealing` -- simulated annealing: the configs a model rates highest.
* :mod:`tuner.features` -- feature vectors (knob lookups, optional loop-nest features).
* :mod:`tuner.scheduler` -- sharing trials among workloads (gradient-style).
* :mod:`tuner.loop` -- the tuning loop: propose, measure, record, re-measure the best.
* :mod:`tuner.session` -- workloads, resume from and transfer learning through the records.
* :mod:`tuner.run` -- one tuning run from start to end (settings in
  :mod:`tuner.run_settings`): the entry point ``autotune tune`` calls.
* :mod:`tuner.measure`, :mod:`tuner.pool_measurer`, :mod:`tuner.local_pool`,
  :mod:`tuner.wire` -- measuring through a tracker's device pool.
* :mod:`tuner.replay` -- fully measured tables and a fake measurer, for tests without a device.
* :mod:`tuner.report` -- progress lines, JSON summary, plot.
"""
