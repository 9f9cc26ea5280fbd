"""Software prefetch (Stage.prefetch, conv2d's ``prefetch`` knob): the distance comes
from how the reads move along the loop, the renderer emits one prefetch per distinct
read, results stay exact, and configs recorded before the knob still build."""

from __future__ import annotations

import re

import numpy as np
import pytest

from compiler import get_space, te
from compiler.codegen.llvm import render
from compiler.ir import Function
from compiler.lower import lower
from compiler.ops import random_inputs, reference
from compiler.parse import as_config
from compiler.schedule import Schedule
from compiler.target import Target
from compiler.templates import get_template
from compiler.workload import Workload
from runtime import build

BLOCKED = "layout_in=nchw16c,layout_out=nchw16c"
CONV = f"conv2d:n=1,c=64,h=9,w=9,k=48,r=3,s=3,pad=1,epilogue=bias_relu,{BLOCKED}"
HOST = Target.parse("llvm")


def _config(text: str, **knobs: object) -> dict[str, object]:
    space = get_space(Workload.parse(text), HOST)
    return {**space.default().knobs, "register_tile": [16, 1, 3], **knobs}


def _lowered(text: str, knobs: dict[str, object]) -> Function:
    w = Workload.parse(text)
    template = get_template(w.op)
    cfg = as_config(knobs, template.space(w, HOST))
    sched, args = template.make_schedule(w, cfg, HOST, prepacked=True)
    return lower(sched, args, "k")


@pytest.mark.parametrize("passes", [2, 4])
def test_the_distance_is_one_pass_of_weights(passes: int) -> None:
    func = _lowered(CONV, _config(CONV, c_passes=passes, prefetch=1))
    ((buf, ahead),) = func.prefetch
    assert buf.name == "weight"
    # Packed weights [k tiles][4 channel blocks][3][3][16][16]: a pass reads 4 / passes
    # channel blocks of them.
    assert ahead == 4 // passes * 3 * 3 * 16 * 16


def test_one_pass_prefetches_the_next_channel_block() -> None:
    func = _lowered(CONV, _config(CONV, c_passes=1, prefetch=1))
    assert [ahead for _, ahead in func.prefetch] == [3 * 3 * 16 * 16]


def test_prefetches_are_rendered_once_per_weight_read_and_only_when_asked() -> None:
    with_prefetch = render(_lowered(CONV, _config(CONV, c_passes=2, prefetch=1)), HOST)
    without = render(_lowered(CONV, _config(CONV, c_passes=2, prefetch=0)), HOST)
    assert "llvm.prefetch" not in without
    calls = re.findall(r'call void @"llvm\.prefetch\.p0"\(', with_prefetch)
    loads = re.findall(r"load <16 x float>, ptr", with_prefetch)
    assert 0 < len(calls) <= len(loads)


@pytest.mark.parametrize(
    ("text", "passes"),
    [
        (CONV, 1),
        (CONV, 4),
        (f"conv2d:n=2,c=32,h=7,w=5,k=48,r=1,s=1,epilogue=bias,{BLOCKED}", 2),
        (f"conv2d:n=1,c=128,h=11,w=11,k=32,r=3,s=3,pad=1,stride=2,{BLOCKED}", 8),
    ],
)
def test_prefetching_convs_match_numpy(text: str, passes: int) -> None:
    w = Workload.parse(text)
    kernel = build(w, _config(text, c_passes=passes, prefetch=1))
    inputs = random_inputs(w, np.random.default_rng(passes))
    got = kernel(*inputs)
    ref = reference(w, inputs)
    assert float(np.max(np.abs(got - ref))) / float(np.max(np.abs(ref))) < 1e-4


def test_configs_recorded_before_the_knob_mean_no_prefetch() -> None:
    old = _config(CONV, c_passes=2)
    del old["prefetch"]
    space = get_space(Workload.parse(CONV), HOST)
    assert as_config(old, space).knobs["prefetch"] == 0
    assert not _lowered(CONV, old).prefetch


def test_bad_prefetches_say_what_is_wrong() -> None:
    a = te.placeholder((64,), "a")
    b = te.placeholder((64,), "b")
    i = te.reduce_axis(64, "i")
    dot = te.compute((1,), lambda _: te.sum(a[i.var] * b[i.var], axis=[i]), "dot")
    sched = Schedule([dot])
    stage = sched[dot]
    with pytest.raises(ValueError, match="offset 0 must be >= 1"):
        stage.prefetch(a, i, 0)
    stage.prefetch(a, i)
    with pytest.raises(ValueError, match="accumulate_at only"):
        lower(sched, [a, b, dot], "k")
    elementwise = te.compute((64,), lambda j: a[j] * 2.0, "twice")
    sched = Schedule([elementwise])
    (j,) = sched[elementwise].leaf_axes
    sched[elementwise].prefetch(b, j)
    with pytest.raises(ValueError, match="accumulate_at only"):
        lower(sched, [a, b, elementwise], "k")


def test_a_prefetch_along_a_loop_the_reads_do_not_move_on_is_refused() -> None:
    a = te.placeholder((64,), "a")
    m = te.placeholder((4, 64), "m")
    i = te.reduce_axis(64, "i")
    out = te.compute((4,), lambda j: te.sum(a[i.var] * m[j, i.var], axis=[i]), "out")
    sched = Schedule([out])
    stage = sched[out]
    (j,) = stage.leaf_axes[:1]
    stage.accumulate_at(j)
    stage.prefetch(a, j)  # a[i] is the same for every j
    with pytest.raises(ValueError, match="not one fixed nonzero step"):
        lower(sched, [a, m, out], "k")


WINOGRAD = f"winograd_conv2d:n=1,c=48,h=7,w=7,k=80,pad=1,epilogue=bias_relu,{BLOCKED}"


@pytest.mark.parametrize("pack_b", [0, 1])
def test_winograd_products_prefetch_the_next_panel_of_weights(pack_b: int) -> None:
    knobs = {**get_space(Workload.parse(WINOGRAD), HOST).default().knobs, "m": 2, "nv": 2}
    nr = 2 * HOST.vector_lanes("float32")
    ((buf, ahead),) = _lowered(WINOGRAD, {**knobs, "pack_b": pack_b, "prefetch_b": 1}).prefetch
    assert buf.name == "weight"
    # In panels [positions][K / nr][C][nr] the next micro-tile column's panel is C * nr
    # elements on; unpacked [positions][C][K] it is the next nr columns.
    assert ahead == (48 * nr if pack_b else nr)
    assert not _lowered(WINOGRAD, {**knobs, "pack_b": pack_b, "prefetch_b": 0}).prefetch
    old = dict(knobs)
    del old["prefetch_b"]
    assert not _lowered(WINOGRAD, old).prefetch
