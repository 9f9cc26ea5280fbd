import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ErrorKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ERROR_KIND_NONE: _ClassVar[ErrorKind]
    ERROR_KIND_INVALID_CONFIG: _ClassVar[ErrorKind]
    ERROR_KIND_COMPILE_ERROR: _ClassVar[ErrorKind]
    ERROR_KIND_COMPILE_TIMEOUT: _ClassVar[ErrorKind]
    ERROR_KIND_RUNTIME_ERROR: _ClassVar[ErrorKind]
    ERROR_KIND_RUN_TIMEOUT: _ClassVar[ErrorKind]
    ERROR_KIND_WRONG_ANSWER: _ClassVar[ErrorKind]
    ERROR_KIND_DEVICE_LOST: _ClassVar[ErrorKind]
    ERROR_KIND_CANCELLED: _ClassVar[ErrorKind]
    ERROR_KIND_UNKNOWN: _ClassVar[ErrorKind]
    ERROR_KIND_DEVICE_STALLED: _ClassVar[ErrorKind]
ERROR_KIND_NONE: ErrorKind
ERROR_KIND_INVALID_CONFIG: ErrorKind
ERROR_KIND_COMPILE_ERROR: ErrorKind
ERROR_KIND_COMPILE_TIMEOUT: ErrorKind
ERROR_KIND_RUNTIME_ERROR: ErrorKind
ERROR_KIND_RUN_TIMEOUT: ErrorKind
ERROR_KIND_WRONG_ANSWER: ErrorKind
ERROR_KIND_DEVICE_LOST: ErrorKind
ERROR_KIND_CANCELLED: ErrorKind
ERROR_KIND_UNKNOWN: ErrorKind
ERROR_KIND_DEVICE_STALLED: ErrorKind

class ParamValue(_message.Message):
    __slots__ = ("int_value", "str_value")
    INT_VALUE_FIELD_NUMBER: _ClassVar[int]
    STR_VALUE_FIELD_NUMBER: _ClassVar[int]
    int_value: int
    str_value: str
    def __init__(self, int_value: _Optional[int] = ..., str_value: _Optional[str] = ...) -> None: ...

class Workload(_message.Message):
    __slots__ = ("op", "params", "dtype", "key")
    class ParamsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: ParamValue
        def __init__(self, key: _Optional[str] = ..., value: _Optional[_Union[ParamValue, _Mapping]] = ...) -> None: ...
    OP_FIELD_NUMBER: _ClassVar[int]
    PARAMS_FIELD_NUMBER: _ClassVar[int]
    DTYPE_FIELD_NUMBER: _ClassVar[int]
    KEY_FIELD_NUMBER: _ClassVar[int]
    op: str
    params: _containers.MessageMap[str, ParamValue]
    dtype: str
    key: str
    def __init__(self, op: _Optional[str] = ..., params: _Optional[_Mapping[str, ParamValue]] = ..., dtype: _Optional[str] = ..., key: _Optional[str] = ...) -> None: ...

class IntList(_message.Message):
    __slots__ = ("values",)
    VALUES_FIELD_NUMBER: _ClassVar[int]
    values: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, values: _Optional[_Iterable[int]] = ...) -> None: ...

class KnobValue(_message.Message):
    __slots__ = ("int_value", "ints_value", "str_value")
    INT_VALUE_FIELD_NUMBER: _ClassVar[int]
    INTS_VALUE_FIELD_NUMBER: _ClassVar[int]
    STR_VALUE_FIELD_NUMBER: _ClassVar[int]
    int_value: int
    ints_value: IntList
    str_value: str
    def __init__(self, int_value: _Optional[int] = ..., ints_value: _Optional[_Union[IntList, _Mapping]] = ..., str_value: _Optional[str] = ...) -> None: ...

class Config(_message.Message):
    __slots__ = ("knobs", "index")
    class KnobsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: KnobValue
        def __init__(self, key: _Optional[str] = ..., value: _Optional[_Union[KnobValue, _Mapping]] = ...) -> None: ...
    KNOBS_FIELD_NUMBER: _ClassVar[int]
    INDEX_FIELD_NUMBER: _ClassVar[int]
    knobs: _containers.MessageMap[str, KnobValue]
    index: int
    def __init__(self, knobs: _Optional[_Mapping[str, KnobValue]] = ..., index: _Optional[int] = ...) -> None: ...

class MeasureOptions(_message.Message):
    __slots__ = ("number", "repeat", "min_repeat_ms", "compile_timeout_s", "run_timeout_s", "cooldown_ms", "flush_cache", "skip_correctness_check", "model_weight_bytes")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    REPEAT_FIELD_NUMBER: _ClassVar[int]
    MIN_REPEAT_MS_FIELD_NUMBER: _ClassVar[int]
    COMPILE_TIMEOUT_S_FIELD_NUMBER: _ClassVar[int]
    RUN_TIMEOUT_S_FIELD_NUMBER: _ClassVar[int]
    COOLDOWN_MS_FIELD_NUMBER: _ClassVar[int]
    FLUSH_CACHE_FIELD_NUMBER: _ClassVar[int]
    SKIP_CORRECTNESS_CHECK_FIELD_NUMBER: _ClassVar[int]
    MODEL_WEIGHT_BYTES_FIELD_NUMBER: _ClassVar[int]
    number: int
    repeat: int
    min_repeat_ms: float
    compile_timeout_s: float
    run_timeout_s: float
    cooldown_ms: float
    flush_cache: bool
    skip_correctness_check: bool
    model_weight_bytes: int
    def __init__(self, number: _Optional[int] = ..., repeat: _Optional[int] = ..., min_repeat_ms: _Optional[float] = ..., compile_timeout_s: _Optional[float] = ..., run_timeout_s: _Optional[float] = ..., cooldown_ms: _Optional[float] = ..., flush_cache: _Optional[bool] = ..., skip_correctness_check: _Optional[bool] = ..., model_weight_bytes: _Optional[int] = ...) -> None: ...

class MeasureJob(_message.Message):
    __slots__ = ("job_id", "workload", "config", "target", "options", "run_package", "data_bytes", "max_tries")
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    WORKLOAD_FIELD_NUMBER: _ClassVar[int]
    CONFIG_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    RUN_PACKAGE_FIELD_NUMBER: _ClassVar[int]
    DATA_BYTES_FIELD_NUMBER: _ClassVar[int]
    MAX_TRIES_FIELD_NUMBER: _ClassVar[int]
    job_id: str
    workload: Workload
    config: Config
    target: str
    options: MeasureOptions
    run_package: RunPackageJob
    data_bytes: int
    max_tries: int
    def __init__(self, job_id: _Optional[str] = ..., workload: _Optional[_Union[Workload, _Mapping]] = ..., config: _Optional[_Union[Config, _Mapping]] = ..., target: _Optional[str] = ..., options: _Optional[_Union[MeasureOptions, _Mapping]] = ..., run_package: _Optional[_Union[RunPackageJob, _Mapping]] = ..., data_bytes: _Optional[int] = ..., max_tries: _Optional[int] = ...) -> None: ...

class MeasureResult(_message.Message):
    __slots__ = ("job_id", "costs_s", "error_kind", "error_message", "compile_time_s", "device_id", "started_at", "finished_at", "flop", "max_rel_error", "attempts", "number", "checked", "run_package", "data_bytes")
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    COSTS_S_FIELD_NUMBER: _ClassVar[int]
    ERROR_KIND_FIELD_NUMBER: _ClassVar[int]
    ERROR_MESSAGE_FIELD_NUMBER: _ClassVar[int]
    COMPILE_TIME_S_FIELD_NUMBER: _ClassVar[int]
    DEVICE_ID_FIELD_NUMBER: _ClassVar[int]
    STARTED_AT_FIELD_NUMBER: _ClassVar[int]
    FINISHED_AT_FIELD_NUMBER: _ClassVar[int]
    FLOP_FIELD_NUMBER: _ClassVar[int]
    MAX_REL_ERROR_FIELD_NUMBER: _ClassVar[int]
    ATTEMPTS_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    CHECKED_FIELD_NUMBER: _ClassVar[int]
    RUN_PACKAGE_FIELD_NUMBER: _ClassVar[int]
    DATA_BYTES_FIELD_NUMBER: _ClassVar[int]
    job_id: str
    costs_s: _containers.RepeatedScalarFieldContainer[float]
    error_kind: ErrorKind
    error_message: str
    compile_time_s: float
    device_id: str
    started_at: _timestamp_pb2.Timestamp
    finished_at: _timestamp_pb2.Timestamp
    flop: float
    max_rel_error: float
    attempts: int
    number: int
    checked: bool
    run_package: RunPackageResult
    data_bytes: int
    def __init__(self, job_id: _Optional[str] = ..., costs_s: _Optional[_Iterable[float]] = ..., error_kind: _Optional[_Union[ErrorKind, str]] = ..., error_message: _Optional[str] = ..., compile_time_s: _Optional[float] = ..., device_id: _Optional[str] = ..., started_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., finished_at: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., flop: _Optional[float] = ..., max_rel_error: _Optional[float] = ..., attempts: _Optional[int] = ..., number: _Optional[int] = ..., checked: _Optional[bool] = ..., run_package: _Optional[_Union[RunPackageResult, _Mapping]] = ..., data_bytes: _Optional[int] = ...) -> None: ...

class Tensor(_message.Message):
    __slots__ = ("name", "dtype", "shape", "data")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DTYPE_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    name: str
    dtype: str
    shape: _containers.RepeatedScalarFieldContainer[int]
    data: bytes
    def __init__(self, name: _Optional[str] = ..., dtype: _Optional[str] = ..., shape: _Optional[_Iterable[int]] = ..., data: _Optional[bytes] = ...) -> None: ...

class RunPackageJob(_message.Message):
    __slots__ = ("repeat", "profile", "threads", "timeout_s")
    REPEAT_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    THREADS_FIELD_NUMBER: _ClassVar[int]
    TIMEOUT_S_FIELD_NUMBER: _ClassVar[int]
    repeat: int
    profile: bool
    threads: int
    timeout_s: float
    def __init__(self, repeat: _Optional[int] = ..., profile: _Optional[bool] = ..., threads: _Optional[int] = ..., timeout_s: _Optional[float] = ...) -> None: ...

class Tensors(_message.Message):
    __slots__ = ("tensors",)
    TENSORS_FIELD_NUMBER: _ClassVar[int]
    tensors: _containers.RepeatedCompositeFieldContainer[Tensor]
    def __init__(self, tensors: _Optional[_Iterable[_Union[Tensor, _Mapping]]] = ...) -> None: ...

class RunPackageData(_message.Message):
    __slots__ = ("package", "inputs")
    PACKAGE_FIELD_NUMBER: _ClassVar[int]
    INPUTS_FIELD_NUMBER: _ClassVar[int]
    package: bytes
    inputs: _containers.RepeatedCompositeFieldContainer[Tensor]
    def __init__(self, package: _Optional[bytes] = ..., inputs: _Optional[_Iterable[_Union[Tensor, _Mapping]]] = ...) -> None: ...

class StepTime(_message.Message):
    __slots__ = ("name", "kind", "ms")
    NAME_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    MS_FIELD_NUMBER: _ClassVar[int]
    name: str
    kind: str
    ms: float
    def __init__(self, name: _Optional[str] = ..., kind: _Optional[str] = ..., ms: _Optional[float] = ...) -> None: ...

class RunPackageResult(_message.Message):
    __slots__ = ("repeat", "median_ms", "mean_ms", "std_ms", "min_ms", "max_ms", "profile")
    REPEAT_FIELD_NUMBER: _ClassVar[int]
    MEDIAN_MS_FIELD_NUMBER: _ClassVar[int]
    MEAN_MS_FIELD_NUMBER: _ClassVar[int]
    STD_MS_FIELD_NUMBER: _ClassVar[int]
    MIN_MS_FIELD_NUMBER: _ClassVar[int]
    MAX_MS_FIELD_NUMBER: _ClassVar[int]
    PROFILE_FIELD_NUMBER: _ClassVar[int]
    repeat: int
    median_ms: float
    mean_ms: float
    std_ms: float
    min_ms: float
    max_ms: float
    profile: _containers.RepeatedCompositeFieldContainer[StepTime]
    def __init__(self, repeat: _Optional[int] = ..., median_ms: _Optional[float] = ..., mean_ms: _Optional[float] = ..., std_ms: _Optional[float] = ..., min_ms: _Optional[float] = ..., max_ms: _Optional[float] = ..., profile: _Optional[_Iterable[_Union[StepTime, _Mapping]]] = ...) -> None: ...

class GpuInfo(_message.Message):
    __slots__ = ("name", "cc_major", "cc_minor", "memory_bytes", "max_threads_per_block", "max_shared_memory_per_block", "max_registers_per_block", "multiprocessors")
    NAME_FIELD_NUMBER: _ClassVar[int]
    CC_MAJOR_FIELD_NUMBER: _ClassVar[int]
    CC_MINOR_FIELD_NUMBER: _ClassVar[int]
    MEMORY_BYTES_FIELD_NUMBER: _ClassVar[int]
    MAX_THREADS_PER_BLOCK_FIELD_NUMBER: _ClassVar[int]
    MAX_SHARED_MEMORY_PER_BLOCK_FIELD_NUMBER: _ClassVar[int]
    MAX_REGISTERS_PER_BLOCK_FIELD_NUMBER: _ClassVar[int]
    MULTIPROCESSORS_FIELD_NUMBER: _ClassVar[int]
    name: str
    cc_major: int
    cc_minor: int
    memory_bytes: int
    max_threads_per_block: int
    max_shared_memory_per_block: int
    max_registers_per_block: int
    multiprocessors: int
    def __init__(self, name: _Optional[str] = ..., cc_major: _Optional[int] = ..., cc_minor: _Optional[int] = ..., memory_bytes: _Optional[int] = ..., max_threads_per_block: _Optional[int] = ..., max_shared_memory_per_block: _Optional[int] = ..., max_registers_per_block: _Optional[int] = ..., multiprocessors: _Optional[int] = ...) -> None: ...

class DeviceInfo(_message.Message):
    __slots__ = ("hostname", "target", "cpu_model", "cpu_name", "cpu_features", "cores", "gpu", "version", "arch")
    HOSTNAME_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    CPU_MODEL_FIELD_NUMBER: _ClassVar[int]
    CPU_NAME_FIELD_NUMBER: _ClassVar[int]
    CPU_FEATURES_FIELD_NUMBER: _ClassVar[int]
    CORES_FIELD_NUMBER: _ClassVar[int]
    GPU_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    ARCH_FIELD_NUMBER: _ClassVar[int]
    hostname: str
    target: str
    cpu_model: str
    cpu_name: str
    cpu_features: _containers.RepeatedScalarFieldContainer[str]
    cores: int
    gpu: GpuInfo
    version: str
    arch: str
    def __init__(self, hostname: _Optional[str] = ..., target: _Optional[str] = ..., cpu_model: _Optional[str] = ..., cpu_name: _Optional[str] = ..., cpu_features: _Optional[_Iterable[str]] = ..., cores: _Optional[int] = ..., gpu: _Optional[_Union[GpuInfo, _Mapping]] = ..., version: _Optional[str] = ..., arch: _Optional[str] = ...) -> None: ...
