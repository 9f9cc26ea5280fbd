"""Workloads and configs shared by the GPU tests."""

from __future__ import annotations

import random

from compiler import Config, InvalidConfig, Program, Workload, get_space, render
from compiler.cuda_limits import default_limits

#: One workload per CUDA template, with ragged edges (no size a multiple of the tiles).
TEMPLATE_WORKLOADS = {
    "matmul": "matmul:m=100,n=72,k=60,epilogue=bias_relu",
    "batch_matmul": "batch_matmul:b=3,m=50,n=36,k=28",
    "conv2d": "conv2d:n=2,c=5,h=11,w=10,k=12,r=3,s=3,stride=2,pad=1",
    "depthwise_conv2d": "depthwise_conv2d:n=2,c=5,h=11,w=10,r=3,s=3,stride=2,pad=1",
    "pointwise": "pointwise:n=4701,fn=mul(x;sigmoid(x1)),inner=3,block=1,bcast=2",
    "layernorm": "layernorm:n=2,p=7,c=201,eps=1e-5",
    "softmax": "softmax:m=9,c=301",
    "reduce": "reduce:outer=9,r=301,kind=argmax",
    "copy": "copy:shape=5x7x33,strides=1x5x-35,offset=1120,size=1155",
    "concat": "concat:rows=7,widths=33x5x64",
    "gather": "gather:outer=3,n=40,count=11,inner=29",
    "attention": "attention:b=4,m=5,n=37,k=9,v=11,act=mul(x;0.25),q_heads=2,o_heads=2,mask=5",
    "resize2d": "resize2d:n=2,c=3,h=7,w=9,oh=17,ow=20,mode=cubic,scale_h=2.5",
    "pool2d": "pool2d:n=2,c=3,h=13,w=11,kh=3,kw=3,sh=2,sw=2,pt=1,pl=1,pb=1,pr=1,ceil=1",
}


def sampled_kernels(workload: str, n: int, seed: int) -> tuple[list[Program], int]:
    """The default plus ``n`` seeded samples, rendered; and how many were over a limit."""
    space = get_space(workload, "cuda")
    configs = [space.default(), *space.sample(random.Random(seed), n)]
    kernels, rejected = [], 0
    for cfg in configs:
        try:
            limits = default_limits("sm_80")
            kernels.append(render(workload, cfg, "cuda -arch=sm_80", limits=limits))
        except InvalidConfig:
            rejected += 1
    return kernels, rejected


def config_with(workload: str | Workload, **knobs: int | str) -> Config:
    """The space's default config with some knobs changed."""
    base = get_space(workload, "cuda").default().to_json()
    base.update(knobs)
    return Config.from_json(base)
