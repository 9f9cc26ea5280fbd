"""``autotune tracker``, ``autotune device-server`` and ``autotune status``.

Flags, token files, TLS files and ``$AUTOTUNE_TOKEN`` are read here, once,
and passed down as plain values.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from autotune.cli.flags import add_key_flag, add_tracker_flag, example, target_arg

log = logging.getLogger(__name__)

TOKEN_ENV = "AUTOTUNE_TOKEN"  # noqa: S105 - a variable name, not a secret


class CliError(Exception):
    """A user error: printed as one line, exit status 2."""


def register(subparsers: argparse._SubParsersAction) -> None:
    """Adds this component's subcommands to the root parser."""
    _register_tracker(subparsers)
    _register_device_server(subparsers)
    _register_status(subparsers)


# -- shared edge helpers ----------------------------------------------------


def add_token_flag(parser: argparse.ArgumentParser) -> None:
    """Adds ``--token-file`` (the pool token; ``$AUTOTUNE_TOKEN`` without it)."""
    parser.add_argument(
        "--token-file",
        type=Path,
        help=f"file holding the pool token (default: ${TOKEN_ENV}; none: no authentication)",
    )


def read_token(path: Path | None) -> str | None:
    """The pool token from ``--token-file`` or ``$AUTOTUNE_TOKEN`` (None: neither).

    Raises:
        CliError: an unreadable file or a malformed token.
    """
    from tracker.auth import check_token

    if path is not None:
        try:
            text = path.read_text()
        except OSError as err:
            raise CliError(f"cannot read token file {path}: {err.strerror}") from err
        source = f"token file {path}"
    else:
        text = os.environ.get(TOKEN_ENV, "")
        if not text:
            return None
        source = f"${TOKEN_ENV}"
    try:
        return check_token(text)
    except ValueError as err:
        raise CliError(f"{source}: {err}") from err


def read_file(path: Path | None, what: str) -> bytes | None:
    """The bytes of ``path`` (None for None).

    Raises:
        CliError: the file cannot be read; the message names it as ``what``.
    """
    if path is None:
        return None
    try:
        return path.read_bytes()
    except OSError as err:
        raise CliError(f"cannot read {what} {path}: {err.strerror}") from err


def _run(handler: Any, args: argparse.Namespace) -> int:
    """Runs a handler, turning user errors into one line and exit status 2."""
    try:
        return int(handler(args) or 0)
    except (CliError, ValueError) as err:
        print(f"autotune {args.command}: error: {err}", file=sys.stderr)
        return 2


def _add_parent_flag(p: argparse.ArgumentParser) -> None:
    # Hidden from --help: set by the local pool of 'autotune tune', whose servers must not
    # outlive it when it is killed outright (SIGKILL runs none of its clean-up).
    p.add_argument("--parent-pid", type=int, default=None, help=argparse.SUPPRESS)


def _watch_parent(args: argparse.Namespace) -> None:
    if args.parent_pid is not None:
        from autotune.cli.stopping import stop_when_parent_exits

        stop_when_parent_exits(args.parent_pid)


def _positive(kind: type) -> Any:
    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError as err:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from err
        if value <= 0:
            raise argparse.ArgumentTypeError(f"must be positive, got {text}")
        return value

    return parse


# -- tracker ----------------------------------------------------------------


def _register_tracker(subparsers: argparse._SubParsersAction) -> None:
    from tracker.connections import (
        DEFAULT_IDLE_TIMEOUT_S,
        DEFAULT_KEEPALIVE_S,
        DEFAULT_MAX_BATCH_DATA_BYTES,
        MIB,
    )
    from tracker.pool import DEFAULT_LEASE_TIMEOUT_S, DEFAULT_MAX_BATCH_JOBS, DEFAULT_MAX_TRIES

    p = subparsers.add_parser(
        "tracker",
        help="run the tracker: the device pool and its job queues",
        description=(
            "Serve the device pool. Prints 'tracker listening on HOST:PORT' as the first "
            "line of stdout once serving; stops gracefully on SIGTERM/SIGINT."
        ),
        epilog=example("autotune tracker --host 0.0.0.0 --port 9190 --token-file pool.token"),
    )
    p.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=9190, help="port (default 9190; 0 picks one)")
    p.add_argument("--port-file", type=Path, help="also write the bound port to this file")
    add_token_flag(p)
    p.add_argument("--tls-cert", type=Path, help="PEM certificate chain (enables TLS)")
    p.add_argument("--tls-key", type=Path, help="PEM private key for --tls-cert")
    p.add_argument(
        "--lease-timeout",
        type=_positive(float),
        default=DEFAULT_LEASE_TIMEOUT_S,
        help=f"seconds without heartbeat before a device is dropped (default "
        f"{DEFAULT_LEASE_TIMEOUT_S:g})",
    )
    p.add_argument(
        "--max-tries",
        type=_positive(int),
        default=DEFAULT_MAX_TRIES,
        help=f"devices a job may lose before it fails DEVICE_LOST (default {DEFAULT_MAX_TRIES})",
    )
    p.add_argument(
        "--max-batch-jobs",
        type=_positive(int),
        default=DEFAULT_MAX_BATCH_JOBS,
        help=f"largest batch accepted (default {DEFAULT_MAX_BATCH_JOBS})",
    )
    p.add_argument(
        "--max-batch-data",
        type=_positive(int),
        default=DEFAULT_MAX_BATCH_DATA_BYTES // MIB,
        metavar="MIB",
        help="most MiB of job data one batch may carry: the model package and inputs of "
        f"'autotune run --tracker' (default {DEFAULT_MAX_BATCH_DATA_BYTES // MIB})",
    )
    p.add_argument(
        "--idle-timeout",
        type=_positive(float),
        default=DEFAULT_IDLE_TIMEOUT_S,
        help="seconds a connection may stay open with no call before it is closed; "
        f"an unfinished TLS/HTTP/2 handshake gets at most 10 (default {DEFAULT_IDLE_TIMEOUT_S:g})",
    )
    p.add_argument(
        "--keepalive",
        type=_positive(float),
        default=DEFAULT_KEEPALIVE_S,
        help="seconds of silence before a connection is pinged; unanswered, it is closed "
        f"(a vanished or frozen peer) (default {DEFAULT_KEEPALIVE_S:g})",
    )
    _add_parent_flag(p)
    p.set_defaults(func=lambda args: _run(_tracker, args))


def _tracker(args: argparse.Namespace) -> int:
    from tracker.connections import MIB
    from tracker.server import TrackerSettings, serve

    if not 0 <= args.port < 65536:
        raise CliError(f"--port must be in 0..65535, got {args.port}")
    if (args.tls_cert is None) != (args.tls_key is None):
        raise CliError("--tls-cert and --tls-key go together")
    tls_cert = read_file(args.tls_cert, "TLS certificate")
    tls_key = read_file(args.tls_key, "TLS key")
    if args.tls_cert is not None and args.tls_key is not None:
        from tracker.tls import check_server_files

        # gRPC would say only "Failed to bind to address" for a bad pair.
        check_server_files(args.tls_cert, args.tls_key)
    settings = TrackerSettings(
        host=args.host,
        port=args.port,
        token=read_token(args.token_file),
        tls_cert=tls_cert,
        tls_key=tls_key,
        lease_timeout_s=args.lease_timeout,
        max_tries=args.max_tries,
        max_batch_jobs=args.max_batch_jobs,
        max_batch_data_bytes=args.max_batch_data * MIB,
        idle_timeout_s=args.idle_timeout,
        keepalive_s=args.keepalive,
    )

    def on_bound(host: str, port: int) -> None:
        # The file first: whoever reads the stdout line may look for it at once.
        if args.port_file is not None:
            args.port_file.write_text(f"{port}\n")
        print(f"tracker listening on {host}:{port}", flush=True)

    _watch_parent(args)
    try:
        asyncio.run(serve(settings, on_bound))
    except RuntimeError as err:
        raise CliError(str(err)) from err
    return 0


# -- device server ----------------------------------------------------------


def _register_device_server(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "device-server",
        help="serve this machine as a measurement device of a tracker's pool",
        description=(
            "Connect to a tracker, register under a key, and compile and time the jobs it "
            "sends, and run the model packages sent with 'autotune run --tracker'. "
            "Reconnects with capped exponential backoff when the tracker goes away."
        ),
        epilog=example(
            "autotune device-server --tracker tracker-host:9190 --key zen5 --token-file pool.token"
        ),
    )
    add_tracker_flag(p, "tracker address HOST:PORT", required=True)
    add_key_flag(p, "device key, e.g. epyc-zen5", required=True)
    p.add_argument(
        "--target",
        type=target_arg,
        default="llvm",
        help="compiler target: llvm (default; also 'llvm -mcpu=native'), cuda or "
        "'cuda -arch=sm_XX' (needs pycuda and a GPU)",
    )
    p.add_argument(
        "--device",
        type=int,
        default=0,
        help="GPU index for cuda targets (default 0; one device server per GPU)",
    )
    add_token_flag(p)
    p.add_argument("--tls-ca", type=Path, help="PEM roots to verify a TLS tracker")
    p.add_argument(
        "--capacity",
        type=_positive(int),
        default=None,
        help="jobs measured at once, one worker process each: compiled in parallel, "
        "timed one at a time (default 1 for llvm; for cuda all cores but one, which "
        "keep compiling while the GPU times)",
    )
    # Hidden from --help: noop answers at once without compiling (for measuring the pool
    # itself, docs/pool.md); llvm, the default, is the only one users need.
    p.add_argument("--backend", choices=("llvm", "noop"), default="llvm", help=argparse.SUPPRESS)
    p.add_argument(
        "--max-backoff",
        type=_positive(float),
        default=5.0,
        help="cap of the reconnect backoff in seconds (default 5)",
    )
    # Hidden from --help. UNSAFE, tests only: workloads __test_segfault/__test_abort/
    # __test_hang/__test_compile_hang crash or hang the worker on purpose (__test_phases
    # busies it); docs/pool.md.
    p.add_argument("--enable-test-hooks", action="store_true", help=argparse.SUPPRESS)
    _add_parent_flag(p)
    p.set_defaults(func=lambda args: _run(_device_server, args))


def _default_capacity(target: str) -> int:
    from device_server.workers import builder_count, is_gpu_target
    from tuner.local_pool import usable_cores

    # One CPU worker unless asked: a device server may share its host with other work.
    return builder_count(target, usable_cores()) if is_gpu_target(target) else 1


def _device_server(args: argparse.Namespace) -> int:
    from compiler.target import Target
    from device_server.server import DeviceServerSettings, run_device_server
    from tracker.channel import parse_address

    parse_address(args.tracker)
    if not args.key:
        raise CliError("--key is empty")
    if Target.parse(args.target).kind == "cuda" and args.backend != "noop":
        _check_gpu(args.target, args.device)
    settings = DeviceServerSettings(
        tracker=args.tracker,
        key=args.key,
        target=args.target,
        token=read_token(args.token_file),
        tls_ca=read_file(args.tls_ca, "TLS CA file"),
        capacity=args.capacity if args.capacity is not None else _default_capacity(args.target),
        backend=args.backend,
        max_backoff_s=args.max_backoff,
        enable_test_hooks=args.enable_test_hooks,
        device=args.device,
    )
    _watch_parent(args)
    asyncio.run(run_device_server(settings))
    return 0


def _check_gpu(target: str, device: int) -> None:
    """Fails at once, naming what is missing, when a cuda server could not measure."""
    from compiler.target import Target
    from device_server.drivers.cuda import CudaUnavailableError, probe_gpu

    Target.parse(target)  # a malformed -arch is a ValueError: one line, exit 2
    try:
        gpu = probe_gpu(device)
    except CudaUnavailableError as err:
        raise CliError(f"--target cuda: {err}") from err
    log.info("GPU %d: %s (%s)", device, gpu.name, gpu.arch)


# -- status -----------------------------------------------------------------


def _register_status(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "status",
        help="show a tracker's pool: keys, devices, jobs",
        description="Show a tracker's pool: each device key with its devices and jobs, "
        "then each device with its last heartbeat.",
        epilog=example("autotune status --tracker tracker-host:9190 --json"),
    )
    add_tracker_flag(p, "tracker address HOST:PORT", required=True)
    add_token_flag(p)
    p.add_argument("--tls-ca", type=Path, help="PEM roots to verify a TLS tracker")
    p.add_argument("--json", action="store_true", help="print JSON instead of tables")
    p.set_defaults(func=lambda args: _run(_status, args))


def _status(args: argparse.Namespace) -> int:
    from google.protobuf.json_format import MessageToDict

    from tracker.client import TrackerClient, TrackerError

    token = read_token(args.token_file)
    tls_ca = read_file(args.tls_ca, "TLS CA file")

    async def fetch() -> Any:
        async with TrackerClient(args.tracker, token=token, tls_ca=tls_ca) as client:
            return await client.status()

    try:
        status = asyncio.run(fetch())
    except TrackerError as err:
        print(f"autotune status: error: {err}", file=sys.stderr)
        return 1
    if args.json:
        as_dict = MessageToDict(
            status,
            preserving_proto_field_name=True,
            always_print_fields_with_no_presence=True,
        )
        print(json.dumps(_int64_as_numbers(status, as_dict), indent=2))
        return 0
    print(_status_tables(status))
    return 0


def _int64_as_numbers(message: Any, as_dict: dict[str, Any]) -> dict[str, Any]:
    """``as_dict`` (``MessageToDict(message)``) with 64-bit integers as JSON numbers.

    The proto3 JSON mapping writes int64/uint64 as strings (for JavaScript's
    doubles); our counts fit easily, and scripts compare them as numbers.
    """
    from google.protobuf.descriptor import FieldDescriptor

    wide = {FieldDescriptor.CPPTYPE_INT64, FieldDescriptor.CPPTYPE_UINT64}
    for field in message.DESCRIPTOR.fields:
        name = field.name
        if name not in as_dict:
            continue
        value = getattr(message, name)
        repeated = (
            field.is_repeated
            if hasattr(field, "is_repeated")
            else field.label == FieldDescriptor.LABEL_REPEATED
        )
        if field.cpp_type in wide:
            as_dict[name] = [int(v) for v in as_dict[name]] if repeated else int(as_dict[name])
        elif field.type == FieldDescriptor.TYPE_MESSAGE and not (
            field.message_type.GetOptions().map_entry
            or field.message_type.full_name.startswith("google.protobuf.")
        ):
            if repeated:
                for item, sub in zip(value, as_dict[name], strict=True):
                    _int64_as_numbers(item, sub)
            else:
                _int64_as_numbers(value, as_dict[name])
    return as_dict


def _status_tables(status: Any) -> str:
    lines = [
        f"{'key':<20} {'devices':>7} {'free':>5} {'busy':>5} "
        f"{'pending':>8} {'running':>8} {'done':>8} {'failed':>7}"
    ]
    for k in status.keys:
        lines.append(
            f"{k.key:<20} {k.devices_total:>7} {k.devices_free:>5} {k.devices_busy:>5} "
            f"{k.jobs_pending:>8} {k.jobs_running:>8} {k.jobs_done:>8} {k.jobs_failed:>7}"
        )
    if not status.keys:
        lines.append("(no keys)")
    lines.append("")
    lines.append(
        f"{'device':<24} {'key':<16} {'address':<24} {'arch':<8} {'cpu':<14} {'cores':>5} "
        f"{'last heartbeat (UTC)':<20} {'running':>7} {'done':>7}"
    )
    for d in status.devices:
        beat = datetime.fromtimestamp(d.last_heartbeat.ToNanoseconds() / 1e9, tz=timezone.utc)
        lines.append(
            f"{d.device_id:<24} {d.key:<16} {d.address:<24} {d.info.arch or '-':<8} "
            f"{d.info.cpu_name or '-':<14} "
            f"{d.info.cores:>5} {beat:%Y-%m-%d %H:%M:%S}  "
            f"{f'{d.jobs_running}/{d.capacity}':>7} {d.jobs_done:>7}"
        )
    lines.append(f"batches active: {status.batches_active}")
    return "\n".join(lines)
