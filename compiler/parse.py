"""The one place strings become a workload or a config.

The compiler's public entry points (:mod:`compiler.api`) accept a workload, config or
target as text or as the parsed object, and parse once here; everything behind them
takes the parsed objects only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from compiler.space import Config, ConfigSpace
from compiler.workload import Workload


def as_workload(workload: Workload | str) -> Workload:
    """Accepts a Workload or its string form.

    Raises:
        ValueError: The string does not parse.
    """
    return workload if isinstance(workload, Workload) else Workload.parse(workload)


def as_config(config: Config | Mapping[str, Any] | str | None, space: ConfigSpace) -> Config:
    """The config to use: the space's default for None; validated against the space.

    Raises:
        InvalidConfig: The config is not in the space.
    """
    if config is None:
        return space.default()
    if isinstance(config, str):
        cfg = Config.from_json_str(config)
    elif isinstance(config, Config):
        cfg = config
    else:
        cfg = Config.from_json(config)
    cfg = space.upgrade(cfg)
    space.validate(cfg)
    return cfg
