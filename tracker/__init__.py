"""Tracker: the device pool and its job queues, served over gRPC. Never imports compiler."""
