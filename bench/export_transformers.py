"""Exports text transformers from the ``transformers`` package to ONNX and strips their
weights, for tests/model/data/transformers.

Each model is built from its configuration with random weights (nothing is downloaded),
in eval mode, and exported by ``torch.onnx.export`` with its defaults (torch 2.14: the
dynamo exporter, its onnxscript optimizer on) for batch 1 and a fixed sequence length:

* ``bert_base`` (``BertModel``, BERT-base: 12 layers, hidden 768, 12 heads), inputs
  ``input_ids`` and ``attention_mask`` (int64 ``[1, seq]``), output the last hidden state;
* ``gpt2`` (``GPT2Model``, GPT-2 small: 12 layers, hidden 768, 12 heads, causal), input
  ``input_ids``, output the last hidden state;
* ``bert_2l`` and ``gpt2_2l``: the same with 2 layers, for the test suite.

Weights are stripped as bench/export_torchvision.py strips them (two exports with
different random parameters; what changes becomes a ``ConstantOfShape``), so the
committed graphs keep their architecture in a few KiB and tests/model/zoo.py draws
random weights for them.

torch and transformers are large and no test needs them: run this with a separate
environment::

    python3 -m venv /tmp/torchenv
    /tmp/torchenv/bin/pip install torch transformers onnx onnxscript
    /tmp/torchenv/bin/python bench/export_transformers.py            # the committed set
    /tmp/torchenv/bin/python bench/export_transformers.py gpt2 --seq 64 --out /tmp/tf
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

import onnx

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "tests/model/data/transformers"
sys.path.insert(0, str(REPO / "bench"))

from export_torchvision import write_stripped  # noqa: E402

#: name -> (architecture, layers)
MODELS = {
    "bert_base": ("bert", 12),
    "gpt2": ("gpt2", 12),
    "bert_2l": ("bert", 2),
    "gpt2_2l": ("gpt2", 2),
}


def build(name: str) -> Any:
    """The model ``name`` with random weights, in eval mode, returning one tensor."""
    import torch
    import transformers

    arch, layers = MODELS[name]
    if arch == "bert":
        config = transformers.BertConfig(num_hidden_layers=layers)
        inner: Any = transformers.BertModel(config, add_pooling_layer=False)
    else:
        config = transformers.GPT2Config(n_layer=layers)
        inner = transformers.GPT2Model(config)
    inner.config.use_cache = False

    class LastHidden(torch.nn.Module):
        """The last hidden state alone (the exporter takes no dataclass outputs)."""

        def __init__(self, model: torch.nn.Module) -> None:
            super().__init__()
            self.model = model

        def forward(self, *inputs: torch.Tensor) -> torch.Tensor:
            names = ("input_ids", "attention_mask")
            kwargs = dict(zip(names, inputs, strict=False))
            return self.model(**kwargs, use_cache=False).last_hidden_state

    return LastHidden(inner).eval()


def export(model: Any, name: str, seq: int, seed: int) -> onnx.ModelProto:
    """``model`` exported with every float parameter redrawn from ``seed``."""
    import torch

    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for _key, t in [*model.named_parameters(), *model.named_buffers()]:
            if t.is_floating_point():
                t.copy_(torch.randn(t.shape, generator=gen) * 0.1)
        ids = torch.randint(0, 1000, (1, seq), generator=gen)
        inputs: tuple[Any, ...] = (ids,)
        if MODELS[name][0] == "bert":
            inputs = (ids, torch.ones(1, seq, dtype=torch.int64))
        names = ["input_ids", "attention_mask"][: len(inputs)]
        program = torch.onnx.export(
            model, inputs, input_names=names, output_names=["last_hidden_state"], dynamo=True
        )
    return program.model_proto


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", default=list(MODELS))
    parser.add_argument("--seq", type=int, default=128, help="sequence length (default 128)")
    parser.add_argument("--out", type=Path, default=OUT, help="folder for NAME.onnx")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.models:
        start = time.perf_counter()
        model = build(name)
        first, second = export(model, name, args.seq, 0), export(model, name, args.seq, 1)
        write_stripped(name, first, second, args.out, start)
    return 0


if __name__ == "__main__":
    sys.exit(main())
