"""Whole models compiled for ``cuda``: every node a CUDA kernel, run from one arena.

Without a GPU the package runs on the host stand-in pycuda, whose launches run the
generated CUDA C on the CPU (``tests.gpu.host_emulator``); the outputs are checked
against onnxruntime. nvcc builds every kernel of ResNet-50 and MobileNetV2 into a
package, and ptxas reports no spills for any of them. On a GPU, ``test_on_gpu.py``
runs the same model for real.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from compiler.model import import_onnx
from compiler.model.compile import extract_tasks, render_model
from compiler.model.plan import KernelStep
from compiler.targets.cuda import kernel_source
from runtime.cuda_build import Nvcc
from runtime.package import CUDA, Package, PackageError
from tests.gpu.child_env import HOST_PYCUDA, child_env

REPO = Path(__file__).resolve().parents[2]
TOL = 1e-3  # the model tolerance: of the output's scale, against onnxruntime


def small_cnn(seed: int = 0) -> onnx.ModelProto:
    """A stem conv, a padded max pool, a batch norm no conv absorbs (a channel affine), a
    residual block, a depthwise conv with ReLU6, a dilated depthwise conv, a global average
    pool, a dense layer and a softmax: each kind of kernel a CNN has; two images."""
    rng = np.random.default_rng(seed)

    def weight(name: str, *shape: int) -> onnx.TensorProto:
        scale = 1.0 / np.sqrt(np.prod(shape[1:]))
        values = rng.standard_normal(shape) * scale
        return numpy_helper.from_array(values.astype(np.float32), name)

    def bias(name: str, n: int) -> onnx.TensorProto:
        return numpy_helper.from_array(rng.standard_normal(n).astype(np.float32) * 0.1, name)

    nodes = [
        helper.make_node("Conv", ["x", "w1", "b1"], ["c1"], pads=[1, 1, 1, 1], strides=[2, 2]),
        helper.make_node("Relu", ["c1"], ["r1"]),
        helper.make_node(
            "MaxPool", ["r1"], ["p0"], kernel_shape=[3, 3], pads=[1, 1, 1, 1], strides=[2, 2]
        ),
        helper.make_node("BatchNormalization", ["p0", "gamma", "beta", "mu", "var"], ["p1"]),
        helper.make_node("Conv", ["p1", "w2", "b2"], ["c2"], pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c2"], ["r2"]),
        helper.make_node("Conv", ["r2", "w3", "b3"], ["c3"]),
        helper.make_node("Add", ["c3", "p1"], ["a3"]),
        helper.make_node("Relu", ["a3"], ["r3"]),
        helper.make_node("Conv", ["r3", "w4", "b4"], ["c4"], pads=[1, 1, 1, 1], group=16),
        helper.make_node("Clip", ["c4", "lo", "hi"], ["r4"]),
        # Dilated: no CUDA depthwise kernel, a conv2d of one channel a group instead.
        helper.make_node(
            "Conv", ["r4", "w6", "b6"], ["c6"], pads=[2, 2, 2, 2], group=16, dilations=[2, 2]
        ),
        helper.make_node("Relu", ["c6"], ["r6"]),
        helper.make_node("GlobalAveragePool", ["r6"], ["g"]),
        helper.make_node("Flatten", ["g"], ["f"]),
        helper.make_node("Gemm", ["f", "w5", "b5"], ["d"], transB=1),
        helper.make_node("Softmax", ["d"], ["y"], axis=1),
    ]
    inits = [
        weight("w1", 16, 3, 3, 3), bias("b1", 16),
        weight("w2", 16, 16, 3, 3), bias("b2", 16),
        weight("w3", 16, 16, 1, 1), bias("b3", 16),
        weight("w4", 16, 1, 3, 3), bias("b4", 16),
        weight("w6", 16, 1, 3, 3), bias("b6", 16),
        weight("w5", 10, 16), bias("b5", 10),
        bias("beta", 16), bias("mu", 16),
        numpy_helper.from_array(rng.uniform(0.5, 1.5, 16).astype(np.float32), "gamma"),
        numpy_helper.from_array(rng.uniform(0.5, 1.5, 16).astype(np.float32), "var"),
        numpy_helper.from_array(np.float32(0.0), "lo"),
        numpy_helper.from_array(np.float32(6.0), "hi"),
    ]  # fmt: skip
    graph = helper.make_graph(
        nodes,
        "small_cnn",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 20, 18])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 10])],
        inits,
    )
    # IR 8 (opset 17's): the onnxruntime of a GPU machine may read no newer one.
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)


#: In a process whose pycuda is the host stand-in: compile for cuda (the stand-in's
#: "nvcc"), save, load as any package is loaded, run twice from one captured graph.
RUN = """
import json, sys, numpy as np, pycuda.driver as cuda
from pycuda.compiler import compile as fake_nvcc
import runtime.cuda_model as cm
from compiler.model import import_onnx
from runtime import compile_model
from runtime.model import load
graphs = cuda.HostGraphs()
cm.CudaGraphs.open = classmethod(lambda cls, library="": graphs)
model, package, feeds, out = sys.argv[1:5]
build = lambda text, arch: fake_nvcc(text, arch=arch, no_extern_c=True)
pkg, report = compile_model(import_onnx(model), "cuda -arch=sm_80", cuda_builder=build)
pkg.save(package)
rt = load(package)
inputs = dict(np.load(feeds))
first = rt.run(inputs)
before = cuda.launches[0]
second = rt.run(inputs)
np.savez(out, **first)
print(json.dumps({"runtime": type(rt).__name__, "captures": graphs.captures,
                  "launches": cuda.launches[0] - before, "steps": len(pkg.plan.steps),
                  "same": bool(all((first[k] == second[k]).all() for k in first))}))
"""


def _run_emulated(script: str, model: onnx.ModelProto, tmp_path: Path) -> tuple[dict, float]:
    """Runs ``script`` (:data:`RUN` or a variant) on the model in a process whose pycuda is
    the host stand-in: what it printed last (JSON), and the max error of its output against
    onnxruntime's, over the output's scale."""
    import onnxruntime as ort

    path = tmp_path / "cnn.onnx"
    onnx.save(model, path)
    x = np.random.default_rng(3).standard_normal((2, 3, 20, 18)).astype(np.float32)
    np.savez(tmp_path / "in.npz", x=x)
    done = subprocess.run(
        [sys.executable, "-c", script, str(path), str(tmp_path / "cnn.pkg"),
         str(tmp_path / "in.npz"), str(tmp_path / "out.npz")],
        capture_output=True, text=True, env=child_env(HOST_PYCUDA), cwd=REPO, timeout=600,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    ours = np.load(tmp_path / "out.npz")["y"]
    ref = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    err = float(np.max(np.abs(ours - ref)) / np.max(np.abs(ref)))
    return json.loads(done.stdout.strip().splitlines()[-1]), err


def test_a_small_cnn_runs_on_the_emulated_gpu_as_onnxruntime_does(tmp_path: Path) -> None:
    facts, err = _run_emulated(RUN, small_cnn(), tmp_path)
    assert err < TOL, f"max error {err:.2e} of the output's scale"
    assert facts["runtime"] == "CudaRuntime"
    # One graph, captured once; the second run replays it: one launch per step.
    assert facts["captures"] == 1
    assert facts["launches"] == facts["steps"]
    assert facts["same"]
    package = Package.load(tmp_path / "cnn.pkg")
    assert package.arch == CUDA
    assert package.cpu == "sm_80"
    assert all(isinstance(s, KernelStep) for s in package.plan.steps)
    ops = {k.workload.split(":")[0] for k in package.plan.kernels}
    assert {"conv2d", "pool2d", "depthwise_conv2d", "matmul", "softmax", "pointwise"} <= ops
    assert any(
        "groups=16" in k.workload and "dilation=2" in k.workload for k in package.plan.kernels
    )
    with zipfile.ZipFile(tmp_path / "cnn.pkg") as zf:
        assert {f"cuda/{k.symbol}.fatbin" for k in package.plan.kernels} <= set(zf.namelist())


def test_a_planted_wrong_kernel_fails_the_model_check(tmp_path: Path) -> None:
    """The check above can fail: one kernel's text changed to drop the bias of the dense
    layer gives outputs off by more than the tolerance."""
    model = small_cnn()
    rendered = render_model(import_onnx(model), "cuda -arch=sm_80")
    dense = next(i for i, k in enumerate(rendered.plan.kernels) if k.workload.startswith("matmul"))
    assert "bias" in rendered.sources[dense]
    planted = rendered.sources[dense].replace("bias[", "0.0f * bias[")
    assert planted != rendered.sources[dense]
    script = RUN.replace(
        "pkg, report = compile_model(",
        f"import runtime.compile as rc\n"
        f"real = rc.build_all\n"
        f"def planted(sources, arch, builder, jobs=None):\n"
        f"    sources = list(sources); sources[{dense}] = {planted!r}\n"
        f"    return real(sources, arch, builder, jobs)\n"
        f"rc.build_all = planted\n"
        f"pkg, report = compile_model(",
    )
    _, err = _run_emulated(script, model, tmp_path)
    assert err > TOL


def test_a_node_without_a_cuda_kernel_is_refused_naming_it() -> None:
    """A model that would need a host step between kernels is refused, not half-run."""
    indices = numpy_helper.from_array(np.array([[1, 2], [3, 0]], np.int64), "i")
    nodes = [
        helper.make_node("Relu", ["x"], ["r"]),
        helper.make_node("GatherND", ["r", "i"], ["y"]),
    ]
    graph = helper.make_graph(
        nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 5])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])], [indices],
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    with pytest.raises(ValueError, match=r"no cuda kernel yet: .*GatherND") as err:
        render_model(import_onnx(model), "cuda")
    assert "\n" not in str(err.value)
    with pytest.raises(ValueError, match="GatherND"):
        extract_tasks(import_onnx(model), "cuda")


def test_a_cuda_package_refuses_an_older_gpu_and_a_cpu_in_one_line(tmp_path: Path) -> None:
    """Compiled for sm_90, the stand-in GPU (sm_80) cannot run it; the CPU runtime never."""
    graph = import_onnx(small_cnn())
    from runtime import compile_model

    pkg, _ = compile_model(graph, "cuda -arch=sm_90", cuda_builder=lambda t, a: b"image")
    path = pkg.save(tmp_path / "cnn.pkg")
    with pytest.raises(PackageError, match="NVIDIA GPU"):
        Package.load(path).check_host()
    script = (
        "from runtime.model import load\nfrom runtime.package import PackageError\n"
        f"try:\n    load({str(path)!r})\nexcept PackageError as e:\n    print(e)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True,
        env=child_env(HOST_PYCUDA), cwd=REPO, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip()
    assert "compiled for sm_90" in line
    assert "--target 'cuda -arch=sm_80'" in line
    assert "\n" not in line


@pytest.mark.parametrize("name", ["resnet50", "mobilenet_v2"])
def test_nvcc_builds_every_kernel_of_the_model_without_spills(
    nvcc: str, name: str, tmp_path: Path
) -> None:
    """Every kernel of the model, as compiled for an H100/H200, through nvcc and ptxas: no
    local-memory spills, the shared memory the template computed (what the limit checks
    judged), and the package round-trips with each kernel's image."""
    sys.path.insert(0, str(REPO / "bench"))
    from bench_models import model_proto

    from runtime import compile_model

    graph = import_onnx(model_proto(name, 0))
    builder = Nvcc(nvcc, cache_dir=tmp_path / "cache")
    pkg, _ = compile_model(graph, "cuda -arch=sm_90", cuda_builder=builder)
    assert all(isinstance(s, KernelStep) for s in pkg.plan.steps)
    assert all(pkg.gpu_images[k.symbol] for k in pkg.plan.kernels)
    loaded = Package.load(pkg.save(tmp_path / f"{name}.pkg"))
    assert loaded.gpu_images == pkg.gpu_images
    assert [k.grid for k in loaded.plan.kernels] == [k.grid for k in pkg.plan.kernels]
    rendered = render_model(graph, "cuda -arch=sm_90")
    wrong = []
    for k, text in zip(rendered.plan.kernels, rendered.sources, strict=True):
        cu = tmp_path / f"{k.symbol}.cu"
        cu.write_text(text)
        done = subprocess.run(
            [nvcc, "-cubin", "-arch=sm_90", "-Xptxas", "-v", "-o", str(tmp_path / "k.cubin"),
             str(cu)],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr[-2000:]
        if "0 bytes spill stores, 0 bytes spill loads" not in done.stderr:
            wrong.append(f"{k.workload}: spills: {done.stderr.strip()[-300:]}")
        smem = re.search(r"(\d+) bytes smem", done.stderr)
        computed = kernel_source(k.workload, k.config, "cuda -arch=sm_90").shared_bytes
        if (int(smem[1]) if smem else 0) != computed:
            wrong.append(f"{k.workload}: ptxas {smem and smem[0]}, computed {computed} bytes")
    assert not wrong, "\n".join(wrong)


#: An embedding lookup of the model's input ids, run on the host stand-in: ids in range
#: give the table's rows, an id out of range is refused as the input is set, in one line.
GATHER = """
import sys, numpy as np
from pycuda.compiler import compile as fake_nvcc
from compiler.model import import_onnx
from runtime import compile_model
from runtime.cuda_model import CudaRuntime
from runtime.model import InputError
build = lambda text, arch: fake_nvcc(text, arch=arch, no_extern_c=True)
pkg, _ = compile_model(import_onnx(sys.argv[1]), "cuda -arch=sm_80", cuda_builder=build)
rt = CudaRuntime(pkg, use_graph=False)
ids = np.array([[3, 0, 9], [5, -1, 1]], np.int64)
np.save(sys.argv[2], rt.run({"ids": ids})["y"])
try:
    rt.run({"ids": np.array([[3, 0, 10], [5, 5, 1]], np.int64)})
except InputError as err:
    print(err)
"""


def test_an_embedding_of_input_ids_checks_the_ids_as_they_are_set(tmp_path: Path) -> None:
    import onnxruntime as ort

    table = np.random.default_rng(2).standard_normal((10, 7)).astype(np.float32)
    graph = helper.make_graph(
        [helper.make_node("Gather", ["table", "ids"], ["g"], axis=0),
         helper.make_node("Relu", ["g"], ["y"])],
        "embedding", [helper.make_tensor_value_info("ids", TensorProto.INT64, [2, 3])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 3, 7])],
        [numpy_helper.from_array(table, "table")],
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    onnx.save(model, tmp_path / "e.onnx")
    done = subprocess.run(
        [sys.executable, "-c", GATHER, str(tmp_path / "e.onnx"), str(tmp_path / "y.npy")],
        capture_output=True, text=True, env=child_env(HOST_PYCUDA), cwd=REPO, timeout=300,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    ids = np.array([[3, 0, 9], [5, -1, 1]], np.int64)  # -1: the last row, as in numpy
    ref = ort.InferenceSession(model.SerializeToString()).run(None, {"ids": ids})[0]
    np.testing.assert_array_equal(np.load(tmp_path / "y.npy"), ref)
    assert done.stdout.strip().endswith("index 10 in ids is out of range [-10, 10)")
