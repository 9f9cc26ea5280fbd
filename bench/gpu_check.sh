#!/usr/bin/env bash
# Everything issue 13 measures on a GPU, in one time-boxed run (GPU machines are lent by the
# minute): the GPU test suite, tuning throughput through the local pool, and kernel ratios
# against cuBLAS/cuDNN, sampled and tuned. Steps run by priority; each is capped, and a step
# that no longer fits in the budget is skipped, saying so.
#
#   bench/gpu_check.sh OUTDIR [BUDGET_S]     (default budget 540 s)
#
# On the offline GPU machine, first `source .whl/on-gpu.sh` (../shared/gpu/README.md).
# OUTDIR gets at most 8 files: steps.log (what ran, exit codes, seconds), env.log, pytest.log
# (tests/gpu and the device-gate tests), tune.log (bench/bench_cuda_trial.py's phases;
# autotune tune --target cuda and its trials/s, then autotune bench of the best config on
# record against the library), bench.log, bench-dw.json, bench-gemm.json and bench-conv.json
# (bench/bench_cuda.py, presets mobilenet, gemm, resnet). The goals still open come first.
set -u
out=${1:?usage: bench/gpu_check.sh OUTDIR [BUDGET_S]}
budget=${2:-540}
mkdir -p "$out"
deadline=$((SECONDS + budget))
py=${PYTHON:-python3}
export PYTHONUNBUFFERED=1

# step NAME LOG CAP_S CMD... (bench/gpu_steps.sh)
source "$(dirname "$0")/gpu_steps.sh"

{
    date -u
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv
    nproc
    "$py" -c 'import sys, numpy, grpc, google.protobuf as pb; print(sys.version); print("numpy", numpy.__version__, "grpcio", grpc.__version__, "protobuf", pb.__version__)'
    "$py" -c 'import pycuda.driver as d; d.init(); print("pycuda", d.get_version(), d.Device(0).name())'
    "$py" -c 'import torch; print("torch", torch.__version__, "cudnn", torch.backends.cudnn.version())'
    nvcc --version | tail -2
} >"$out/env.log" 2>&1

# 1. The GPU test suite first (the run's health), with the device-gate tests of the pool.
xdist=()
"$py" -c 'import xdist' 2>/dev/null && xdist=(-n 8)
step pytest pytest.log 100 "$py" -m pytest -q -p no:cacheprovider -rs "${xdist[@]}" \
    -m "not slow" tests/gpu tests/pool/test_device_gate.py

# 2. Depthwise defaults (staged in shared memory only for large images at stride 1, since
#    2026-11-27) on the two MobileNet shapes nearest cuDNN (c=960 7x7 1.10, c=576 14x14
#    5x5 1.06 that day), beside every config one knob away: staged the other way too.
staging() {
    step "depthwise-staging-$1" bench.log 40 "$py" bench/bench_cuda.py --op depthwise_conv2d \
        --c "$1" --h "$2" --w "$2" --r "$3" --s "$3" --pad "$4" --sample 0 --top 8 \
        --rounds 10 --neighbours
}
staging 960 7 3 1
staging 576 14 5 2

# 3. batch_matmul's default (64x64 tiles of 4x4: 0.90-1.31x cuBLAS across runs, whose own
#    time varied 18.7-26.9 us by process) beside the directions a K of 64 favours: bigger
#    thread tiles (one wave of 128x128 or 64x128 tiles), deeper K slices, warp patches
#    (all of them 1.14-1.32x cuBLAS in one run on 2026-11-27).
bmm() {
    local b=$1 m=$2 n=$3 k=$4 workload="batch_matmul:b=$1,m=$2,n=$3,k=$4" args=()
    for knobs in '{"thread_m": 8, "thread_n": 8}' '{"thread_m": 8, "threads_m": 8, "thread_n": 8}' \
        '{"block_k": 32}' '{"thread_m": 8, "thread_n": 8, "block_k": 32}' '{"warp_n": 4}' \
        '{"thread_m": 8, "thread_n": 8, "layout": "quad", "warp_n": 4}' '{"double_buffer": 0}'; do
        args+=(--config "$("$py" -c 'import json, sys
from tests.gpu.cases import config_with
print(json.dumps(config_with(sys.argv[1], **json.loads(sys.argv[2])).to_json()))' \
            "$workload" "$knobs")")
    done
    step "bmm-defaults-$b-$m-$n-$k" bench.log 45 "$py" bench/bench_cuda.py --batch "$b" \
        --m "$m" --n "$n" --k "$k" --sample 0 --top 8 --rounds 10 "${args[@]}"
}
bmm 16 512 512 64

# 4. Tuning throughput through the local pool (tracker, device server with its builder pool),
#    then the best config on record against the library.
tune() {
    local name=$1 workload=$2 trials=$3 cap=$4 db="sqlite:////tmp/gpu_check_$1.db"
    step "tune-$name" tune.log "$cap" "$py" -m autotune tune "$workload" --target cuda \
        --trials "$trials" --batch 32 --db "$db"
    step "bench-tuned-$name" tune.log 30 "$py" -m autotune bench "$workload" --target cuda \
        --db "$db" --repeat 20
}
# The closest to the library on 2026-11-27: depthwise c=960 7x7 (tuned 1.26x cuDNN) and
# batch_matmul (tuned 1.03x cuBLAS in one run, 1.48x in another).
tune dw960 depthwise_conv2d:n=1,c=960,h=7,w=7,r=3,s=3,stride=1,pad=1 96 50
tune bmm batch_matmul:b=16,m=512,n=512,k=64 128 60

# 5. Every MobileNet depthwise shape, default and sampled, against cuDNN.
step bench-depthwise bench.log 70 "$py" bench/bench_cuda.py --preset mobilenet --sample 32 \
    --json-out "$out/bench-dw.json"

# 6. What earlier runs decided, re-measured while time lasts.
# 6a. The GEMM's default (256x128 tiles of 16x8, 8-wide warp patches, since 2026-11-27)
#     against cuBLAS, in one interleaved table with what it replaced (128x128 tiles of 8x8,
#     quad or blocked, row-major warps) and its nearest variants, cp.async and rows
#     padded by 4 floats (against the 2-way conflict of the A stores ncu showed) included.
layouts() {
    local m=$1 n=$2 k=$3 args=()
    for knobs in '{"thread_m": 8, "warp_n": 0}' '{"thread_m": 8, "layout": "blocked", "warp_n": 0}' \
        '{"warp_n": 4}' '{"thread_m": 8, "thread_n": 16}' '{"block_k": 16}' '{"async_copy": 1}' \
        '{"smem_pad": 4}'; do
        args+=(--config "$("$py" -c 'import json, sys
from tests.gpu.cases import config_with
print(json.dumps(config_with(sys.argv[1], **json.loads(sys.argv[2])).to_json()))' \
            "matmul:m=$m,n=$n,k=$k" "$knobs")")
    done
    step "gemm-layouts-$m" bench.log 45 "$py" bench/bench_cuda.py --m "$m" --n "$n" --k "$k" \
        --sample 0 --top 8 --rounds 10 "${args[@]}"
}
layouts 4096 4096 4096
layouts 2048 2048 2048

# 6b. Split K on ResNet-50's small-output 3x3 convs, against cuDNN: the default (split as
#     the space's default picks) beside the other splits (all but the default's, given
#     after the sizes), 4-wide warp patches and cp.async.
splits() {
    local c=$1 hw=$2 workload="conv2d:n=1,c=$1,h=$2,w=$2,k=$1,r=3,s=3,pad=1" args=()
    shift 2
    local variants=('{"warp_n": 4}' '{"async_copy": 1}' '{"smem_pad": 4}')
    for split in "$@"; do variants+=("{\"split_k\": $split}"); done
    for knobs in "${variants[@]}"; do
        args+=(--config "$("$py" -c 'import json, sys
from tests.gpu.cases import config_with
print(json.dumps(config_with(sys.argv[1], **json.loads(sys.argv[2])).to_json()))' \
            "$workload" "$knobs")")
    done
    step "conv-split-$c" bench.log 40 "$py" bench/bench_cuda.py --op conv2d --c "$c" \
        --kout "$c" --h "$hw" --w "$hw" --r 3 --s 3 --pad 1 --sample 0 --top 8 --rounds 10 \
        "${args[@]}"
}
splits 64 56 1 2 8 16
splits 128 28 1 2 4 16
splits 256 14 1 2 4 8
splits 512 7 1 2 4 8

tune mm4096 matmul:m=4096,n=4096,k=4096 128 110
# (Without --overlap it ran 4.10 trials/s against 7.66 with it, 2026-11-27: not re-run.)
# The ResNet-50 conv closest to cuDNN (its default 1.07x on 2026-11-27; 0.93 tuned before split K).
tune conv128 conv2d:n=1,c=128,h=28,w=28,k=128,r=3,s=3,pad=1 160 60

# 6c. Where a trial's time goes (the phases that hold the GPU bound the pool's trials/s).
step trial-phases tune.log 60 "$py" bench/bench_cuda_trial.py matmul:m=4096,n=4096,k=4096 \
    matmul:m=2048,n=2048,k=2048 conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1 \
    depthwise_conv2d:n=1,c=32,h=112,w=112,r=3,s=3,stride=1,pad=1
tune mm2048 matmul:m=2048,n=2048,k=2048 128 80

# 6d. Kernel ratios: default + sampled configs, the fastest re-timed against the library.
step bench-gemm bench.log 100 "$py" bench/bench_cuda.py --preset gemm --sample 40 \
    --json-out "$out/bench-gemm.json"
step bench-conv bench.log 100 "$py" bench/bench_cuda.py --preset resnet --sample 32 \
    --json-out "$out/bench-conv.json"

# 6e. Tuned convolutions, batched matmul and depthwise against the library, while time lasts.
tune conv64 conv2d:n=1,c=64,h=56,w=56,k=64,r=3,s=3,pad=1 160 60
tune conv256 conv2d:n=1,c=256,h=14,w=14,k=256,r=3,s=3,pad=1 160 60
tune dw32 depthwise_conv2d:n=1,c=32,h=112,w=112,r=3,s=3,stride=1,pad=1 96 50
tune dw576 depthwise_conv2d:n=1,c=576,h=14,w=14,r=5,s=5,stride=1,pad=2 96 50
echo "== done after ${SECONDS}s" | tee -a "$out/steps.log"
