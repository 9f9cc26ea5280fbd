"""The generated CUDA C computes the right numbers: run on the host CPU, checked against numpy.

See ``tests.gpu.host_emulator``: real threads per CUDA thread, a barrier for
``__syncthreads``, one shared copy of ``__shared__`` arrays per block.
"""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from compiler import Workload, get_space, output_shape, random_inputs, reference
from compiler.codegen.cuda import CudaSource
from compiler.ops import input_names
from compiler.targets.cuda import kernel_source
from tests.gpu.cases import config_with, sampled_kernels
from tests.gpu.host_emulator import HostKernel, run_on_host

RTOL = 1e-5  # float32 sums of a few hundred terms against float64


def _check(workload: str, config: object, build_dir: Path, seed: int = 0) -> CudaSource:
    w = Workload.parse(workload)
    kernel = kernel_source(w, config)
    inputs = random_inputs(w, np.random.default_rng(seed))
    out = run_on_host(kernel, inputs, output_shape(w), build_dir)
    ref = reference(w, inputs)
    err = np.max(np.abs(out - ref)) / np.max(np.abs(ref))
    assert np.all(np.isfinite(out)), f"{config}: output not fully written"
    assert err < RTOL, f"{workload} {config}: max relative error {err:.2e}"
    return kernel


# Explicit configs: each mode of each knob, on shapes with ragged edges.
CASES = [
    ("matmul:m=37,n=44,k=36,epilogue=bias_relu", {"vector_a": 4, "vector_b": 4}),
    ("matmul:m=37,n=44,k=36,epilogue=bias", {"double_buffer": 0, "layout": "blocked"}),
    ("matmul:m=33,n=17,k=19", {"smem_pad": 1, "unroll_k": 1, "block_k": 16}),
    (
        "matmul:m=64,n=64,k=64",
        {"threads_m": 8, "thread_m": 8, "threads_n": 4, "thread_n": 2, "layout": "blocked"},
    ),
    # quad groups of 4 (float4 shared reads and stores) in warp patches of 4x8 threads.
    (
        "matmul:m=70,n=76,k=36,epilogue=bias_relu",
        {
            "threads_m": 8,
            "thread_m": 8,
            "threads_n": 8,
            "thread_n": 8,
            "layout": "quad",
            "warp_n": 4,
        },
    ),
    # quad groups of 2 along M, of 4 along N; padded rows (scalar shared reads).
    (
        "matmul:m=45,n=60,k=20,epilogue=bias",
        {"threads_m": 8, "thread_m": 2, "threads_n": 16, "thread_n": 4, "layout": "quad"}
        | {"smem_pad": 1, "warp_n": 8},
    ),
    ("matmul:m=33,n=66,k=19", {"threads_m": 16, "threads_n": 16, "layout": "strided", "warp_n": 8}),
    # Split K: 25 slices in splits of 7, 7, 7 and 4; the last block of a tile adds them up.
    ("matmul:m=37,n=44,k=200,epilogue=bias_relu", {"split_k": 4, "block_k": 8}),
    # 9 slices asked into 8 splits: 5 splits of 2 (none empty); K ragged in the last slice.
    ("matmul:m=30,n=20,k=260", {"split_k": 8, "block_k": 32, "double_buffer": 0}),
    ("batch_matmul:b=3,m=20,n=24,k=96", {"split_k": 2, "layout": "quad", "thread_m": 4}),
    ("batch_matmul:b=3,m=20,n=24,k=40", {"vector_b": 4, "vector_a": 4, "double_buffer": 1}),
    # cp.async: B in 16-byte copies, zero-filled past the ragged edges (M, N and K).
    ("matmul:m=37,n=44,k=38,epilogue=bias_relu", {"async_copy": 1, "vector_b": 4}),
    # ... with padded rows (four 4-byte copies per float4), and single-buffered.
    ("matmul:m=33,n=20,k=19", {"async_copy": 1, "vector_b": 4, "smem_pad": 1}),
    ("matmul:m=30,n=28,k=21", {"async_copy": 1, "vector_b": 1, "double_buffer": 0}),
    ("batch_matmul:b=2,m=12,n=16,k=40", {"async_copy": 1, "vector_b": 4, "split_k": 1}),
    # Rows padded by 4 floats: float4 shared reads stay aligned, 16-byte cp.async too.
    (
        "matmul:m=70,n=76,k=36,epilogue=bias_relu",
        {"threads_m": 8, "thread_m": 8, "threads_n": 8, "thread_n": 8, "layout": "quad"}
        | {"smem_pad": 4, "async_copy": 1, "vector_b": 4, "warp_n": 4},
    ),
    ("matmul:m=37,n=44,k=36", {"smem_pad": 4, "layout": "blocked", "double_buffer": 0}),
    ("conv2d:n=2,c=5,h=9,w=9,k=20,r=3,s=3,pad=1", {"smem_pad": 4, "async_copy": 1}),
    ("batch_matmul:b=2,m=9,n=7,k=5", {"double_buffer": 0}),
    ("conv2d:n=2,c=3,h=9,w=8,k=5,r=3,s=3,pad=1,stride=2", {"layout": "blocked"}),
    ("conv2d:n=1,c=4,h=7,w=7,k=8,r=3,s=3,dilation=2,pad=2", {"vector_a": 4}),
    ("conv2d:n=1,c=8,h=6,w=6,k=4,r=1,s=1", {"double_buffer": 0, "smem_pad": 1}),
    (
        "conv2d:n=2,c=5,h=9,w=9,k=20,r=3,s=3,pad=1,epilogue=bias_add_relu",
        {"threads_m": 4, "thread_m": 4, "threads_n": 16, "thread_n": 8, "layout": "quad"}
        | {"warp_n": 8},
    ),
    # Convolution epilogues: bias per output channel (M), residual over (n, k, y, x).
    ("conv2d:n=2,c=3,h=9,w=8,k=5,r=3,s=3,pad=1,stride=2,epilogue=bias", {"layout": "blocked"}),
    ("conv2d:n=1,c=4,h=7,w=7,k=9,r=3,s=3,pad=1,epilogue=bias_relu", {"double_buffer": 0}),
    ("conv2d:n=2,c=6,h=6,w=7,k=7,r=3,s=2,pad=1,epilogue=bias_relu6", {"layout": "strided"}),
    ("conv2d:n=2,c=5,h=8,w=7,k=6,r=3,s=3,pad=1,epilogue=bias_add", {"layout": "blocked"}),
    ("conv2d:n=1,c=4,h=7,w=7,k=8,r=3,s=3,dilation=2,pad=2,epilogue=bias_add_relu", {}),
    ("conv2d:n=2,c=16,h=6,w=6,k=12,r=3,s=3,pad=1,epilogue=bias_add_relu", {"split_k": 4}),
    # cp.async of the padded window: zero-filled outside the image; with split K too.
    ("conv2d:n=2,c=3,h=9,w=8,k=5,r=3,s=3,pad=1,stride=2,epilogue=bias", {"async_copy": 1}),
    (
        "conv2d:n=1,c=16,h=7,w=7,k=12,r=3,s=3,pad=1,epilogue=bias_relu",
        {"async_copy": 1, "split_k": 2, "double_buffer": 1},
    ),
    # Grouped: one GEMM per group on the batch axis (k/groups and c/groups ragged).
    ("conv2d:n=2,c=6,h=7,w=6,k=9,r=3,s=3,pad=1,groups=3", {"layout": "blocked"}),
    ("conv2d:n=1,c=8,h=6,w=7,k=12,r=3,s=2,stride=2,groups=4,epilogue=bias_add_relu", {}),
    ("conv2d:n=1,c=8,h=6,w=6,k=8,r=1,s=1,groups=2,epilogue=bias", {"vector_a": 4}),
    # Depthwise: odd sizes (ragged tiles), channels not divisible by the block's, batch 2.
    ("depthwise_conv2d:n=2,c=5,h=9,w=11,r=3,s=3,pad=1", {"channels": 2}),
    (
        "depthwise_conv2d:n=2,c=3,h=11,w=10,r=3,s=3,stride=2,pad=1,epilogue=bias",
        {"layout": "strided", "thread_x": 2},
    ),
    (
        "depthwise_conv2d:n=1,c=3,h=10,w=9,r=5,s=5,pad=2,epilogue=bias_relu6",
        {"unroll_taps": 0, "thread_x": 4},
    ),
    (
        "depthwise_conv2d:n=1,c=7,h=8,w=7,r=3,s=3,epilogue=bias_relu",
        {"channels": 4, "threads_y": 2, "thread_y": 4},
    ),
    (
        "depthwise_conv2d:n=2,c=4,h=9,w=9,r=5,s=5,stride=2,pad=2,epilogue=bias_add",
        {"layout": "strided", "unroll_taps": 0, "channels": 4},
    ),
    (
        "depthwise_conv2d:n=1,c=6,h=13,w=12,r=3,s=3,pad=1,epilogue=bias_add_relu",
        {"threads_x": 8, "thread_x": 1, "threads_y": 2, "thread_y": 4, "channels": 4},
    ),
    ("depthwise_conv2d:n=1,c=2,h=9,w=8,r=7,s=7,pad=3", {"thread_y": 4, "unroll_taps": 1}),
    ("depthwise_conv2d:n=1,c=3,h=7,w=10,r=3,s=5,stride=2,pad=2", {"layout": "strided"}),
    ("depthwise_conv2d:n=1,c=2,h=11,w=11,r=3,s=3,stride=3", {"thread_y": 2, "thread_x": 2}),
    # Nothing staged: each thread reads its window from global memory, guarded at every
    # edge (padding, ragged tiles, a ragged last channel group), both layouts.
    ("depthwise_conv2d:n=2,c=5,h=9,w=11,r=3,s=3,pad=1", {"channels": 2, "staging": "none"}),
    (
        "depthwise_conv2d:n=1,c=5,h=9,w=11,r=3,s=3,stride=2,pad=1,epilogue=bias",
        {"staging": "none", "channels": 2, "layout": "strided", "unroll_taps": 0},
    ),
    (
        "depthwise_conv2d:n=2,c=3,h=10,w=9,r=5,s=5,pad=2,epilogue=bias_add_relu",
        {"staging": "none", "thread_x": 4, "thread_y": 2, "unroll_taps": 1},
    ),
    (
        "depthwise_conv2d:n=1,c=3,h=7,w=10,r=3,s=5,stride=2,pad=2",
        {"staging": "none", "layout": "strided", "thread_x": 2, "thread_y": 2},
    ),
    # Layer norms: a row shorter than the block, longer than it and ragged; down NCHW planes.
    ("layernorm:n=1,p=3,c=20,eps=1e-5", {"threads": 32, "unroll": 1}),
    ("layernorm:n=2,p=3,c=301,eps=1e-6", {"threads": 64, "unroll": 4}),
    ("layernorm:n=2,p=45,c=19,eps=1e-5,layout=nchw", {"threads": 32, "unroll": 2}),
    ("layernorm:n=2,p=2,c=150,eps=1e-5,plane=50", {"threads": 64, "unroll": 2}),  # groups
    ("softmax:m=3,c=20", {"threads": 32, "unroll": 1}),
    # Attention's mask shared by the heads (row r % 4), NaN guard; the mask on log softmax.
    ("softmax:m=8,c=150,mask=4,nan0=1", {"threads": 64, "unroll": 2}),
    ("softmax:m=6,c=33,mask=1,log=1", {"threads": 32, "unroll": 1}),
    # Attention's Q @ K^T: B given as [b, n, k], the scale as the act.
    ("batch_matmul:b=3,m=21,n=19,k=16,trans_b=1,act=mul(x;0.25)", {}),
    # Attention's heads in place: Q and K^T read from [b/H, seq, H, d], P @ V written there.
    ("batch_matmul:b=6,m=21,n=19,k=16,trans_b=1,a_heads=3,b_heads=3", {}),
    ("batch_matmul:b=6,m=21,n=16,k=19,b_heads=3,c_heads=3", {"double_buffer": 1}),
    # q and k inside the rows of a fused projection (pitch 3 x 3 heads x 16, offsets).
    (
        "batch_matmul:b=3,m=21,n=21,k=16,trans_b=1,a_heads=3,a_pitch=144,b_heads=3,b_pitch=144,b_offset=48",
        {},
    ),
    ("softmax:m=2,c=301,log=1", {"threads": 64, "unroll": 4}),
    # Fused attention: heads in place, a mask shared by the heads, a row of keys longer
    # than the block and shorter than it; q, k and v inside a fused projection's rows.
    (
        "attention:b=4,m=5,n=37,k=9,v=11,act=mul(x;0.25),q_heads=2,k_heads=2,v_heads=4,"
        "o_heads=2,mask=5,nan0=1",
        {"threads": 32, "unroll": 2},
    ),
    ("attention:b=2,m=3,n=7,k=4,v=3,trans_k=0,mask=1", {"threads": 64, "unroll": 1}),
    (
        "attention:b=3,m=6,n=6,k=4,v=4,q_heads=3,q_pitch=36,k_heads=3,k_pitch=36,k_offset=12,"
        "v_heads=3,v_pitch=36,v_offset=24,o_heads=3",
        {"threads": 32, "unroll": 4},
    ),
    ("softmax:m=2,c=7,inner=45", {"threads": 32, "unroll": 2}),
    ("softmax:m=1,c=5,log=1,inner=70", {"threads": 64, "unroll": 1}),
    # Copies: a transpose with a reversed axis; a broadcast (stride 0) with an offset; a
    # strided slice read by threads taking 4 elements each.
    ("copy:shape=5x7x33,strides=1x5x-35,offset=1120,size=1155", {"threads": 64, "per_thread": 1}),
    ("copy:shape=6x9x4,strides=0x8x2,offset=3,size=75", {"threads": 128, "per_thread": 2}),
    ("copy:shape=3x100,strides=400x3,offset=1,size=1200", {"threads": 64, "per_thread": 4}),
    # Padded copies (Pad): every mode, padding on the outer and inner axes; a reversed
    # read padded with a negative value.
    *(
        (f"copy:shape=3x9x13,strides=42x7x1,size=126,pads=0x1x2x0x2x4,mode={m}", {"threads": 64})
        for m in ("edge", "reflect", "wrap")
    ),
    ("copy:shape=3x9x13,strides=42x7x1,size=126,pads=0x1x2x0x2x4,value=1.5", {"threads": 128}),
    ("copy:shape=10,strides=-1,offset=6,size=7,pads=2x1,value=-7.25", {"per_thread": 2}),
    # Concats: two inputs; three, one a single column, threads taking 2 elements each.
    ("concat:rows=7,widths=33x64", {"threads": 64}),
    ("concat:rows=5,widths=13x1x8", {"threads": 128, "per_thread": 2}),
    # Gathers (negative indices among the random ones): rows of a table; an inner axis
    # of length 1; threads taking 4 elements each.
    ("gather:outer=1,n=50,count=9,inner=33", {"threads": 64}),
    ("gather:outer=4,n=7,count=12,inner=1", {"threads": 64, "per_thread": 4}),
]


@pytest.mark.parametrize(("workload", "knobs"), CASES, ids=[c[0] for c in CASES])
def test_explicit_configs_match_numpy(workload: str, knobs: dict, host_build_dir: Path) -> None:
    _check(workload, config_with(workload, **knobs), host_build_dir)


@pytest.mark.parametrize(
    "workload",
    [
        "matmul:m=45,n=38,k=29,epilogue=bias_relu",
        "batch_matmul:b=2,m=21,n=30,k=12",
        "batch_matmul:b=2,m=21,n=30,k=12,trans_b=1,act=tanh(x)",
        "batch_matmul:b=4,m=21,n=30,k=12,a_heads=2,b_heads=4,c_heads=2",
        "conv2d:n=1,c=6,h=8,w=9,k=7,r=3,s=2,pad=1",
        "depthwise_conv2d:n=2,c=6,h=9,w=10,r=3,s=3,stride=2,pad=1,epilogue=bias_relu",
        "attention:b=2,m=5,n=40,k=8,v=9,act=tanh(x),mask=10,nan0=1",
    ],
)
def test_sampled_configs_match_numpy(workload: str, host_build_dir: Path) -> None:
    # Samples over a device limit are never compiled (a device server records them as
    # INVALID_CONFIG): the default and at least two samples run.
    kernels, _ = sampled_kernels(workload, 4, seed=3)
    assert len(kernels) >= 3
    for seed, kernel in enumerate(kernels):
        _check(workload, kernel.config, host_build_dir, seed)


#: Convolutions and how much to scale their data for sums with a standard deviation about 6.
CLAMPED = [
    ("conv2d:n=2,c=4,h=7,w=6,k=6,r=3,s=3,pad=1", 6.0),  # sums of 36 products
    ("depthwise_conv2d:n=2,c=4,h=7,w=6,r=3,s=3,pad=1", 12.0),  # sums of 9
]


@pytest.mark.parametrize("epilogue", ["bias_relu6", "bias_add_relu"])
@pytest.mark.parametrize(("conv", "scale"), CLAMPED, ids=[c[0].split(":")[0] for c in CLAMPED])
def test_conv_epilogues_clamp_and_add_the_residual(
    conv: str, scale: float, epilogue: str, host_build_dir: Path
) -> None:
    """Scaled data: relu6 clamps both ways; the residual changes the result."""
    w = Workload.parse(f"{conv},epilogue={epilogue}")
    kernel = kernel_source(w, None)
    assert kernel.params == ("data", "weight", *input_names(w)[2:], "out")
    inputs = random_inputs(w, np.random.default_rng(2))
    inputs[0] = inputs[0] * np.float32(scale)
    out = run_on_host(kernel, inputs, output_shape(w), host_build_dir)
    ref = reference(w, inputs)
    assert np.max(np.abs(out - ref)) / np.max(np.abs(ref)) < RTOL
    assert np.mean(ref == 0.0) > 0.1
    if epilogue == "bias_relu6":
        assert np.mean(ref == 6.0) > 0.02
    else:
        no_residual = reference(w, [*inputs[:3], np.zeros_like(inputs[3])])
        assert np.max(np.abs(out - no_residual)) > 0.1


#: resize2d in each mode, up and down, odd sizes, given scales, the coordinate
#: transformations that round differently (ties at every odd index for asymmetric x2).
RESIZES = [
    "resize2d:n=2,c=3,h=6,w=8,oh=12,ow=16,coord=asymmetric",
    "resize2d:n=1,c=2,h=6,w=8,oh=13,ow=5,coord=align_corners,nearest=round_prefer_ceil",
    "resize2d:n=1,c=2,h=6,w=8,oh=4,ow=11,coord=asymmetric,nearest=simple",
    "resize2d:n=1,c=3,h=7,w=9,oh=56,ow=72,mode=linear",
    "resize2d:n=1,c=2,h=31,w=37,oh=8,ow=9,mode=linear,coord=half_pixel_symmetric",
    "resize2d:n=1,c=2,h=9,w=13,oh=4,ow=31,mode=cubic,exclude=1,cubic_a=-0.5,scale_h=0.5",
    "resize2d:n=1,c=2,h=5,w=7,oh=11,ow=7,mode=cubic,coord=tf_half_pixel_for_nn",
]


@pytest.mark.parametrize("workload", RESIZES)
def test_resize2d_matches_the_reference(workload: str, host_build_dir: Path) -> None:
    """Every tap is the reference's: nearest copies exactly the pixels it picks."""
    w = Workload.parse(workload)
    space = get_space(w, "cuda")
    for seed, config in enumerate([space.default(), *space.sample(random.Random(5), 2)]):
        kernel = kernel_source(w, config)
        inputs = random_inputs(w, np.random.default_rng(seed))
        out = run_on_host(kernel, inputs, output_shape(w), host_build_dir)
        ref = reference(w, inputs)
        if w.get("mode") == "nearest":
            np.testing.assert_array_equal(out, ref.astype(np.float32), err_msg=str(config))
        else:
            err = np.max(np.abs(out - ref)) / np.max(np.abs(ref))
            assert err < RTOL, f"{workload} {config}: max relative error {err:.2e}"


#: A pointwise ``act`` after each CUDA template's epilogue (SiLU, GELU, HardSwish).
ACTS = [
    "matmul:m=45,n=38,k=29,epilogue=bias,act=mul(mul(x;0.5);add(erf(mul(x;0.70710677));1))",
    "conv2d:n=1,c=6,h=8,w=9,k=7,r=3,s=2,pad=1,epilogue=bias_add,act=mul(x;sigmoid(x))",
    "depthwise_conv2d:n=2,c=6,h=9,w=10,r=3,s=3,stride=2,pad=1,epilogue=bias,"
    "act=mul(x;min(max(add(mul(x;0.16666667);0.5);0);1))",
    # A masked LeakyRelu as torch writes it: a comparison and a select.
    "conv2d:n=1,c=5,h=7,w=8,k=6,r=3,s=3,pad=1,epilogue=bias,act=where(gt(x;0);x;mul(x;0.1))",
]


@pytest.mark.parametrize(
    "workload",
    [
        "pointwise:n=4410,fn=add(x;x1),inner=3,block=49,bcast=2",  # a mask over heads
        "pointwise:n=4410,fn=tanh(add(x0;x1)),inner=147,rbcast=2",  # a bias over windows
    ],
)
def test_repeated_inputs_index_their_run(workload: str, host_build_dir: Path) -> None:
    _check(workload, get_space(workload, "cuda").default(), host_build_dir)


def test_predicates_and_where_match_numpy_with_nans(host_build_dir: Path) -> None:
    """Comparisons, logic and where in a pointwise kernel's C, NaNs among the inputs."""
    fn = "add(where(and(lt(x;x1);not(isnan(x1)));x;x1);xor(isnan(x);ge(x1;0)))"
    w = Workload.parse(f"pointwise:n=3001,fn={fn}")
    xs = random_inputs(w, np.random.default_rng(5))
    xs[0][::7] = np.nan
    xs[1][::5] = np.nan
    out = run_on_host(kernel_source(w, None), xs, output_shape(w), host_build_dir)
    want = reference(w, xs).astype(np.float32)
    np.testing.assert_array_equal(out, want)


@pytest.mark.parametrize("workload", ACTS, ids=lambda s: s.split(":")[0])
def test_act_epilogues_match_numpy(workload: str, host_build_dir: Path) -> None:
    config = get_space(workload, "cuda").default()
    kernel = _check(workload, config, host_build_dir)
    plain = kernel_source(Workload.parse(workload.rsplit(",act=", 1)[0]), config)
    assert kernel.text != plain.text  # the act is in the kernel


def test_the_emulator_catches_a_wrong_kernel(host_build_dir: Path) -> None:
    """A kernel reading the wrong row of shared memory must fail the check."""
    w = Workload.parse("matmul:m=16,n=16,k=16")
    source = kernel_source(w, None)
    broken = source.text.replace("Bs[buf][kk]", "Bs[buf][0]")
    assert broken != source.text
    bad = dataclasses.replace(source, text=broken)
    inputs = random_inputs(w, np.random.default_rng(1))
    out = run_on_host(bad, inputs, output_shape(w), host_build_dir)
    assert np.max(np.abs(out - reference(w, inputs))) > 1e-2


_MISALIGNED_PROGRAM = """
import sys
from pathlib import Path
import numpy as np
from compiler.codegen.cuda import CudaSource
from tests.gpu.host_emulator import HostKernel, run_on_host
text = (
    'extern "C" __global__ void __launch_bounds__(1) kernel('
    'const float* __restrict__ A, float* __restrict__ C) {'
    '  float4 v = *reinterpret_cast<const float4*>(&A[OFFSET]);'
    '  C[0] = v.x + v.y + v.z + v.w; }'
).replace("OFFSET", sys.argv[1])
source = CudaSource(text, "kernel", ("A", "C"), (1, 1, 1), (1, 1, 1), 0, 8)
a = np.arange(1, 17, dtype=np.float32)
print(float(run_on_host(source, [a], (1,), Path(sys.argv[2]))[0]))
"""


@pytest.mark.parametrize(("offset", "aligned"), [(4, True), (1, False)])
def test_the_emulator_catches_a_misaligned_float4_access(
    offset: int, aligned: bool, host_build_dir: Path
) -> None:
    """A GPU faults on a float4 access that is not 16-byte aligned; so must the emulator."""
    done = subprocess.run(
        [sys.executable, "-c", _MISALIGNED_PROGRAM, str(offset), str(host_build_dir)],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).parents[2],
    )
    if aligned:
        assert done.returncode == 0, done.stderr
        assert float(done.stdout) == sum(range(offset + 1, offset + 5))
    else:
        assert done.returncode != 0
        assert "misaligned address" in done.stderr


def _random_workload(rng: random.Random) -> str:
    op = rng.choice(["matmul", "batch_matmul", "conv2d", "depthwise_conv2d"])
    if op == "matmul":
        epi = rng.choice(["none", "bias", "bias_relu", "bias_add", "bias_add_relu"])
        m, n, k = (rng.randint(1, 70) for _ in range(3))
        return f"matmul:m={m},n={n},k={k},epilogue={epi}"
    if op == "batch_matmul":
        b, m, n, k = rng.randint(1, 3), *(rng.randint(1, 40) for _ in range(3))
        return f"batch_matmul:b={b},m={m},n={n},k={k}"
    if op == "depthwise_conv2d":
        r, s, stride = rng.choice([3, 5]), rng.choice([3, 5]), rng.randint(1, 3)
        h, w = rng.randint(r, 12), rng.randint(s, 12)
        epi = rng.choice(["none", "bias", "bias_relu6", "bias_add_relu"])
        return (
            f"depthwise_conv2d:n={rng.randint(1, 2)},c={rng.randint(1, 7)},h={h},w={w},"
            f"r={r},s={s},stride={stride},pad={rng.randint(0, 2)},epilogue={epi}"
        )
    r, s = rng.randint(1, 3), rng.randint(1, 3)
    stride, pad, dil = rng.randint(1, 2), rng.randint(0, 2), rng.randint(1, 2)
    h = rng.randint(dil * (r - 1) + 1, 10)
    w = rng.randint(dil * (s - 1) + 1, 10)
    n, c, k = rng.randint(1, 2), rng.randint(1, 6), rng.randint(1, 9)
    return (
        f"conv2d:n={n},c={c},h={h},w={w},k={k},r={r},s={s},stride={stride},pad={pad},dilation={dil}"
    )


@pytest.mark.slow
def test_random_workloads_and_configs_match_numpy(host_build_dir: Path) -> None:
    rng = random.Random(11)
    for trial in range(24):
        workload = _random_workload(rng)
        cfg = get_space(workload, "cuda").sample(rng, 1)[0]
        _check(workload, cfg, host_build_dir, seed=trial)


def test_vectorized_shared_reads_and_stores_are_exercised(host_build_dir: Path) -> None:
    """float4 shared-memory reads and output stores, with edges on every side."""
    workload = "matmul:m=37,n=44,k=36,epilogue=bias_relu"
    cfg = config_with(workload, layout="blocked", thread_m=4, thread_n=4, threads_n=4)
    source = _check(workload, cfg, host_build_dir)
    assert "reinterpret_cast<const float4*>(&As[" in source.text
    assert "reinterpret_cast<float4*>(&C[" in source.text
    assert "gn < 44" in source.text  # the N edge is guarded (44 is not a multiple of 16)


def test_rows_padded_by_four_keep_16_byte_shared_reads_and_copies(host_build_dir: Path) -> None:
    """A 4-float pad shifts a row's banks by 4 (the transposing stores of A no longer
    fall two to a bank) and keeps every row 16-byte aligned: the float4 reads and the
    16-byte cp.async copies stay, which a 1-float pad gives up."""
    workload = "matmul:m=64,n=64,k=32"
    knobs = {"layout": "quad", "async_copy": 1, "vector_b": 4}
    padded = _check(workload, config_with(workload, smem_pad=4, **knobs), host_build_dir)
    assert "float As[2][16][68];" in padded.text
    assert "reinterpret_cast<const float4*>(&As[" in padded.text
    assert ", 16, 0);" in padded.text  # one 16-byte copy per float4
    one = kernel_source(workload, config_with(workload, smem_pad=1, **knobs))
    assert "reinterpret_cast<const float4*>(&As[" not in one.text
    assert ", 16, 0);" not in one.text


def test_split_k_leaves_its_workspace_ready_for_the_next_launch(host_build_dir: Path) -> None:
    """Three launches of one loaded kernel give the same output: the tile counters are
    back at zero after each, whichever block finished last."""
    workload = "matmul:m=40,n=36,k=256,epilogue=bias"
    w = Workload.parse(workload)
    kernel = kernel_source(w, config_with(workload, split_k=4))
    assert [x.name for x in kernel.workspaces] == ["split_partials", "split_counters"]
    host = HostKernel(kernel, host_build_dir)
    inputs = random_inputs(w, np.random.default_rng(5))
    ref = reference(w, inputs)
    for _ in range(3):
        out = np.full(output_shape(w), np.nan, dtype=np.float32)
        host(*inputs, out)
        assert np.max(np.abs(out - ref)) / np.max(np.abs(ref)) < RTOL
        assert not host.workspaces[1].any()


def test_split_k_writes_a_tile_only_from_the_last_of_its_blocks(host_build_dir: Path) -> None:
    """Blocks run one at a time here, so the test cuts the launch short: with every split
    but the last run, no block of a tile is its last and nothing is written (on a GPU
    the others would race it), and each tile's counter holds the splits that ran."""
    workload = "matmul:m=40,n=36,k=256,epilogue=bias"
    w = Workload.parse(workload)
    kernel = kernel_source(w, config_with(workload, split_k=4))
    gx, gy, gz = kernel.grid
    assert gz == 4
    host = HostKernel(kernel, host_build_dir)
    inputs = random_inputs(w, np.random.default_rng(6))
    out = np.full(output_shape(w), np.nan, dtype=np.float32)
    host(*inputs, out, grid=(gx, gy, gz - 1))
    assert np.isnan(out).all()
    assert (host.workspaces[1] == gz - 1).all()
