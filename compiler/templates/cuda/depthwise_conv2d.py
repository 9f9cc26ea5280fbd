"""CUDA depthwise_conv2d: a direct stencil kernel (:mod:`compiler.codegen.cuda_depthwise`).

Knobs (see :class:`~compiler.codegen.cuda_depthwise.DepthwiseSchedule`)::

    threads_x x thread_x    a block tile's width: threads along the output's columns
                            times the columns each of them computes
    threads_y x thread_y    its height, the same way along the rows
    channels                channels per block (one group of threads each)
    layout                  blocked | strided placement of a thread's columns
    unroll_taps             1: every tap unrolled, each input row read once per thread;
                            0: the filter-row loop rolled
    staging                 shared: the input tile and filters staged in shared memory;
                            none: each thread reads its window from global memory

Tiles are products of knobs, so they always split evenly into threads; any tile
is correct for any shape (the kernel guards its edges). Configs over a device
limit (threads, shared memory) are rejected by :mod:`compiler.cuda_limits`.
"""

from __future__ import annotations

from compiler.codegen.cuda import CudaSource
from compiler.codegen.cuda_depthwise import (
    LAYOUTS,
    STAGINGS,
    DepthwiseConv,
    DepthwiseSchedule,
    render_depthwise,
    tile_shape,
)
from compiler.ops import conv_epilogue_has_bias, conv_epilogue_has_residual, input_names
from compiler.space import (
    Config,
    ConfigSpace,
    KnobValue,
    candidates_upto,
    choice_knob,
    knobs_as,
    pick_at_most,
)
from compiler.templates.cuda.template import (
    FEW_BLOCKS,
    CudaTemplate,
    log_feature,
    oversized_tile,
)
from compiler.workload import Workload

THREADS_X = (4, 8, 16, 32)
THREAD_X = (1, 2, 4, 8)
THREADS_Y = (1, 2, 4, 8)
THREAD_Y = (1, 2, 4)
CHANNELS = (1, 2, 4, 8, 16)
#: Threads per block the default aims at: enough warps to hide shared-memory latency,
#: small enough that small images still give every SM blocks.
DEFAULT_THREADS = 128
#: Below this many blocks (about four per SM of an H100) the default stages nothing.
LATENCY_BOUND_BLOCKS = 4 * FEW_BLOCKS


def depthwise_conv(workload: Workload) -> DepthwiseConv:
    """The workload as the renderer takes it (its epilogue spelled out).

    Raises:
        ValueError: A dilated kernel (the CUDA stencil has no dilation).
    """
    if workload.get_int("dilation") != 1:
        raise ValueError(f"the CUDA depthwise_conv2d template has no dilation: {workload}")
    epilogue = str(workload.get("epilogue"))
    clamp = "none"
    for suffix in ("relu", "relu6"):
        if epilogue.endswith(f"_{suffix}"):
            clamp = suffix
    size = workload.get_int
    return DepthwiseConv(
        n=size("n"),
        c=size("c"),
        h=size("h"),
        w=size("w"),
        r=size("r"),
        s=size("s"),
        stride=size("stride"),
        pad=size("pad"),
        bias=conv_epilogue_has_bias(epilogue),
        residual=conv_epilogue_has_residual(epilogue),
        clamp=clamp,
        params=(*input_names(workload), "out"),
        act=str(workload.get("act")),
    )


def depthwise_space(workload: Workload) -> ConfigSpace:
    """The knobs, trimmed to the output's size, with a default by size.

    The default: tiles of two rows by two columns per thread, up to 16 x 8
    threads per channel (fewer where the output is smaller), and as many
    channels as bring a block to about :data:`DEFAULT_THREADS` threads. Where that
    makes fewer than ``FEW_BLOCKS`` blocks, one row per thread (twice the blocks).
    The input is staged in shared memory only where that pays (see
    :func:`_staging`).
    """
    conv = depthwise_conv(workload)
    oh, ow = conv.oh, conv.ow
    knobs = (
        choice_knob("threads_x", candidates_upto(THREADS_X, max(ow, THREADS_X[0]))),
        choice_knob("thread_x", candidates_upto(THREAD_X, ow)),
        choice_knob("threads_y", candidates_upto(THREADS_Y, oh)),
        choice_knob("thread_y", candidates_upto(THREAD_Y, oh)),
        choice_knob("channels", candidates_upto(CHANNELS, conv.c)),
        choice_knob("layout", LAYOUTS),
        choice_knob("unroll_taps", (0, 1)),
        # Small images are all latency: a barrier and a shared-memory round trip may
        # cost more than the reuse they buy (configs recorded before it staged).
        choice_knob("staging", STAGINGS, implied="shared"),
    )
    by_name = {kn.name: kn.candidates for kn in knobs}
    default = _default(by_name, conv, rows_per_thread=2)
    if _blocks(conv, depthwise_schedule(Config(default))) < FEW_BLOCKS:
        default = _default(by_name, conv, rows_per_thread=1)
    default["staging"] = _staging(conv, _blocks(conv, depthwise_schedule(Config(default))))
    return ConfigSpace(knobs, default)


def _staging(conv: DepthwiseConv, blocks: int) -> str:
    """``shared`` for a large image at stride 1, else ``none``.

    Staging buys reuse (each input read once per block, not once per tap) at the cost of
    a barrier every block waits at. At stride 1 on a large image the reuse is r x s and
    other blocks on the SM run while one waits: an H100 took c=32 at 112x112 in 3.0 us
    staged against 3.3 unstaged, c=144 at 56x56 3.3 against 3.6 (2026-11-27, interleaved
    with cuDNN). At stride 2 the windows barely overlap (c=96, 112x112: 3.5 us unstaged,
    4.4 staged), and with fewer than :data:`LATENCY_BOUND_BLOCKS` blocks there is little
    to run during the barrier (c=576 at 14x14: 3.4 against 3.6, cuDNN 3.6; c=960 at
    7x7: 2.1, where the staged default of before, interleaved columns and rolled filter
    rows, took 2.6 and cuDNN 2.3).
    """
    return "shared" if conv.stride == 1 and blocks >= LATENCY_BOUND_BLOCKS else "none"


def _default(
    by_name: dict[str, tuple[KnobValue, ...]], conv: DepthwiseConv, rows_per_thread: int
) -> dict[str, KnobValue]:
    """2 columns and ``rows_per_thread`` rows per thread, threads as the output allows."""
    thread_x = pick_at_most(by_name["thread_x"], 2)
    thread_y = pick_at_most(by_name["thread_y"], rows_per_thread)
    assert isinstance(thread_x, int)
    assert isinstance(thread_y, int)
    threads_x = pick_at_most(by_name["threads_x"], min(16, -(-conv.ow // thread_x)))
    threads_y = pick_at_most(by_name["threads_y"], min(8, -(-conv.oh // thread_y)))
    assert isinstance(threads_x, int)
    assert isinstance(threads_y, int)
    return {
        "threads_x": threads_x,
        "thread_x": thread_x,
        "threads_y": threads_y,
        "thread_y": thread_y,
        "channels": pick_at_most(by_name["channels"], DEFAULT_THREADS // (threads_x * threads_y)),
        "layout": "blocked",
        "unroll_taps": 1,
        "staging": "shared",  # the caller picks it by the blocks (:func:`_staging`)
    }


def _blocks(conv: DepthwiseConv, s: DepthwiseSchedule) -> int:
    """Blocks of the launch: output tiles x channel groups x images."""
    t = tile_shape(conv, s)
    return t.tiles_x * t.tiles_y * -(-conv.c // s.channels) * conv.n


def depthwise_schedule(config: Config) -> DepthwiseSchedule:
    """The schedule a (validated) config stands for."""
    return knobs_as(DepthwiseSchedule, config)


def _render(workload: Workload, config: Config, name: str) -> CudaSource:
    return render_depthwise(depthwise_conv(workload), depthwise_schedule(config), name)


#: The depthwise kernels' own cost-model features (see :func:`depthwise_features`).
FEATURE_NAMES = (
    "cuda.log_tile_h",
    "cuda.log_tile_w",
    "cuda.log_channels_per_block",
    "cuda.log_outputs_per_thread",
    "cuda.tile_reuse",
    "cuda.log_shared_reads_per_output",
    "cuda.log_global_bytes_per_block",
    "cuda.tile_waste",
    "cuda.staged",
)


def depthwise_features(workload: Workload, config: Config, source: CudaSource) -> list[float]:
    """What a config's kernel does per block and per thread.

    ``tile_reuse``: outputs per staged input element (the halo's overhead; at most
    1 / stride²). ``shared_reads_per_output``: how well a thread's register segment
    is reused. ``tile_waste``: the fraction of computed outputs outside the tensor
    (ragged tiles and channel groups). ``staged``: 1 where the block stages its input
    in shared memory, 0 where each thread reads global memory.
    """
    conv, sch = depthwise_conv(workload), depthwise_schedule(config)
    t = tile_shape(conv, sch)
    outputs = sch.tile_h * sch.tile_w
    per_thread = sch.thread_x * sch.thread_y
    staged = sch.channels * (t.rows * t.cols + conv.r * conv.s)
    written = sch.channels * outputs * (2 if conv.residual else 1)
    computed = t.tiles_y * sch.tile_h * t.tiles_x * sch.tile_w * source.grid[1] * sch.channels
    return [
        log_feature(sch.tile_h),
        log_feature(sch.tile_w),
        log_feature(sch.channels),
        log_feature(per_thread),
        outputs / (t.rows * t.cols),
        log_feature(t.shared_reads / per_thread),
        log_feature(4 * (staged + written)),
        1.0 - conv.c * conv.oh * conv.ow / computed,
        1.0 if sch.staging == "shared" else 0.0,
    ]


def redundant_tile(workload: Workload, config: Config) -> str | None:
    """Why a config's output tile is redundant in width or height (:func:`oversized_tile`)."""
    conv, s = depthwise_conv(workload), depthwise_schedule(config)
    return oversized_tile("the width", conv.ow, s.threads_x, s.thread_x, THREADS_X[0]) or (
        oversized_tile("the height", conv.oh, s.threads_y, s.thread_y, THREADS_Y[0])
    )


TEMPLATE = CudaTemplate(
    space=depthwise_space,
    render=_render,
    feature_names=FEATURE_NAMES,
    features=depthwise_features,
    redundant=redundant_tile,
)
