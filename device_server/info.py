"""Detects what this device server runs on, once, at start."""

from __future__ import annotations

import logging
import os
import socket
from pathlib import Path

from autotune import __version__
from autotune.v1 import measure_pb2
from compiler.target import Target
from compiler.target_arch import host_arch

log = logging.getLogger(__name__)


def cpu_model(cpuinfo: Path = Path("/proc/cpuinfo")) -> str:
    """The CPU's marketing name from ``/proc/cpuinfo`` ("" when unknown)."""
    try:
        text = cpuinfo.read_text()
    except OSError:
        return ""
    for line in text.splitlines():
        name, sep, value = line.partition(":")
        if sep and name.strip() in ("model name", "Model", "Hardware"):
            return value.strip()
    return ""


def llvm_host_cpu() -> tuple[str, list[str]]:
    """LLVM's host CPU name and its enabled features (without the '+'), as the runtime
    that builds this device's kernels sees them."""
    from runtime.host import enabled_features, host_cpu_features, host_cpu_name

    return host_cpu_name(), enabled_features(host_cpu_features())


def _cores() -> int:
    if hasattr(os, "sched_getaffinity"):  # the cores this process may use
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 0


def detect_device_info(target: str, device: int = 0) -> measure_pb2.DeviceInfo:
    """Device info for registration: host, CPU model, LLVM CPU and features, cores.

    For a cuda target, also GPU ``device``'s name, compute capability, memory and limits.
    """
    info = measure_pb2.DeviceInfo(
        hostname=socket.gethostname(),
        target=target,
        cpu_model=cpu_model(),
        cores=_cores(),
        version=__version__,
        arch=host_arch(),
    )
    try:
        name, features = llvm_host_cpu()
    except (ImportError, RuntimeError, OSError) as err:
        log.warning("cannot ask LLVM for the host CPU: %s", err)
    else:
        info.cpu_name = name
        info.cpu_features.extend(features)
    if Target.parse(target).kind == "cuda":
        from device_server.drivers.cuda import CudaUnavailableError, probe_gpu

        try:
            info.gpu.CopyFrom(probe_gpu(device).to_proto())
        except CudaUnavailableError as err:
            log.warning("cannot describe GPU %d: %s", device, err)
    return info
