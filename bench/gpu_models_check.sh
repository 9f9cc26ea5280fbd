#!/usr/bin/env bash
# Everything issue 33 measures on a GPU, in one time-boxed run (GPU machines are lent by the
# minute): whole models compiled for cuda against torch (onnx2torch, eager and CUDA graph),
# untuned, then tuned through the local pool, and the GPU tests. Steps run by priority; each
# is capped, and a step that no longer fits in the budget is skipped, saying so.
#
#   bench/gpu_models_check.sh OUTDIR [BUDGET_S] [TRIALS] [PARTS]
#
# Defaults: 480 s, 400 trials a model, PARTS "flow tune". "flow" is the untuned models and
# the GPU tests; "tune" the tuning and the tuned models (two calls of a warm machine can
# split them, the second started only if the first went well); "others" the other vision
# and transformer models that compile for cuda, untuned, batch 1.
#
# On the offline GPU machine, first `source .whl/on-gpu.sh` (../shared/gpu/README.md; carry
# the onnx2torch wheel in .whl/ too). OUTDIR gets: steps.log, env.log, untuned.log and
# untuned.json (bench/bench_gpu_models.py), tune.log, tuned.log and tuned.json, pytest.log.
set -u
out=${1:?usage: bench/gpu_models_check.sh OUTDIR [BUDGET_S] [TRIALS] [PARTS]}
budget=${2:-480}
trials=${3:-400}
parts=${4:-flow tune}
mkdir -p "$out"
deadline=$((SECONDS + budget))
py=${PYTHON:-python3}
export PYTHONUNBUFFERED=1
arch=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d .)
target="cuda -arch=sm_${arch:-90}"
db=sqlite:////tmp/gpu_models.db
models=/tmp/gpu_models

# step NAME LOG CAP_S CMD... (bench/gpu_steps.sh)
source "$(dirname "$0")/gpu_steps.sh"

{
    date -u
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,compute_cap --format=csv
    nproc
    echo "target: $target"
    "$py" -c 'import sys, numpy, onnx, onnxruntime; print(sys.version); print("numpy", numpy.__version__, "onnx", onnx.__version__, "onnxruntime", onnxruntime.__version__)'
    "$py" -c 'import pycuda.driver as d; d.init(); print("pycuda", d.get_version(), d.Device(0).name())'
    "$py" -c 'import torch, onnx2torch; print("torch", torch.__version__, "cudnn", torch.backends.cudnn.version(), "onnx2torch ok")'
    nvcc --version | tail -2
} >"$out/env.log" 2>&1

# 1. The flow itself: both models untuned, batch 1 and 8, against torch and onnxruntime.
if [[ " $parts " == *" flow "* ]]; then
step untuned untuned.log 150 "$py" bench/bench_gpu_models.py --models resnet50 mobilenet_v2 \
    --batch 1 8 --target "$target" --json-out "$out/untuned.json"

# 2. The GPU tests (kernels sampled on the real device, the small model end to end).
xdist=()
"$py" -c 'import xdist' 2>/dev/null && xdist=(-n 8)
step pytest pytest.log 90 "$py" -m pytest -q -p no:cacheprovider -rs "${xdist[@]}" -m gpu tests/gpu
fi

# 2b. The other models that compile for cuda, untuned.
if [[ " $parts " == *" others "* ]]; then
step others others.log 240 "$py" bench/bench_gpu_models.py --models mobilenet_v3_large \
    mobilenet_v3_small efficientnet_b0 regnet_y_400mf mnasnet1_0 resnet18 shufflenet_v2_x1_0 \
    convnext_tiny resnet50_v2 vgg19 squeezenet lraspp_mobilenet_v3_large maxvit_t vit_b_16 \
    gpt2 --batch 1 --target "$target" --rounds 5 --runs 10 \
    --json-out "$out/others.json"
step pytest-model pytest.log 40 "$py" -m pytest -q -p no:cacheprovider -rs \
    tests/gpu/test_on_gpu.py -k small_cnn
fi

# 3. Tuning through the local pool (tracker, device server on this GPU), then the tuned
#    models timed again, at both batches (each batch's kernels are tasks of their own).
if [[ " $parts " == *" tune "* ]]; then
mkdir -p "$models"
"$py" -c 'import sys; sys.path.insert(0, "bench"); import onnx
from bench_models import model_proto
from bench_gpu_models import with_batch
for name in sys.argv[1:]:
    for batch in (1, 8):
        onnx.save(with_batch(model_proto(name, 0), batch), f"'"$models"'/{name}_b{batch}.onnx")
' resnet50 mobilenet_v2 >>"$out/tune.log" 2>&1
for batch in 1 8; do
    for name in resnet50 mobilenet_v2; do
        step "tune-$name-b$batch" tune.log 100 "$py" -m autotune tune "$models/${name}_b$batch.onnx" \
            --target "$target" --trials "$trials" --db "$db"
    done
done
step tuned tuned.log 90 "$py" bench/bench_gpu_models.py --models resnet50 mobilenet_v2 \
    --batch 1 8 --target "$target" --db "$db" --json-out "$out/tuned.json"
fi
echo "== done after ${SECONDS}s" | tee -a "$out/steps.log"
