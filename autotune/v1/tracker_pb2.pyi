import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from autotune.v1 import measure_pb2 as _measure_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class RegisterRequest(_message.Message):
    __slots__ = ("key", "info", "capacity", "address")
    KEY_FIELD_NUMBER: _ClassVar[int]
    INFO_FIELD_NUMBER: _ClassVar[int]
    CAPACITY_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_FIELD_NUMBER: _ClassVar[int]
    key: str
    info: _measure_pb2.DeviceInfo
    capacity: int
    address: str
    def __init__(self, key: _Optional[str] = ..., info: _Optional[_Union[_measure_pb2.DeviceInfo, _Mapping]] = ..., capacity: _Optional[int] = ..., address: _Optional[str] = ...) -> None: ...

class RegisterReply(_message.Message):
    __slots__ = ("device_id", "lease_timeout_s")
    DEVICE_ID_FIELD_NUMBER: _ClassVar[int]
    LEASE_TIMEOUT_S_FIELD_NUMBER: _ClassVar[int]
    device_id: str
    lease_timeout_s: float
    def __init__(self, device_id: _Optional[str] = ..., lease_timeout_s: _Optional[float] = ...) -> None: ...

class HeartbeatRequest(_message.Message):
    __slots__ = ("device_id",)
    DEVICE_ID_FIELD_NUMBER: _ClassVar[int]
    device_id: str
    def __init__(self, device_id: _Optional[str] = ...) -> None: ...

class HeartbeatReply(_message.Message):
    __slots__ = ("lease_timeout_s",)
    LEASE_TIMEOUT_S_FIELD_NUMBER: _ClassVar[int]
    lease_timeout_s: float
    def __init__(self, lease_timeout_s: _Optional[float] = ...) -> None: ...

class PullJobsRequest(_message.Message):
    __slots__ = ("device_id",)
    DEVICE_ID_FIELD_NUMBER: _ClassVar[int]
    device_id: str
    def __init__(self, device_id: _Optional[str] = ...) -> None: ...

class FetchJobDataRequest(_message.Message):
    __slots__ = ("device_id", "job_id")
    DEVICE_ID_FIELD_NUMBER: _ClassVar[int]
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    device_id: str
    job_id: str
    def __init__(self, device_id: _Optional[str] = ..., job_id: _Optional[str] = ...) -> None: ...

class DataChunk(_message.Message):
    __slots__ = ("job_id", "data")
    JOB_ID_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    job_id: str
    data: bytes
    def __init__(self, job_id: _Optional[str] = ..., data: _Optional[bytes] = ...) -> None: ...

class ReportResultRequest(_message.Message):
    __slots__ = ("device_id", "result", "data")
    DEVICE_ID_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    device_id: str
    result: _measure_pb2.MeasureResult
    data: _containers.RepeatedCompositeFieldContainer[DataChunk]
    def __init__(self, device_id: _Optional[str] = ..., result: _Optional[_Union[_measure_pb2.MeasureResult, _Mapping]] = ..., data: _Optional[_Iterable[_Union[DataChunk, _Mapping]]] = ...) -> None: ...

class ReportResultReply(_message.Message):
    __slots__ = ("accepted",)
    ACCEPTED_FIELD_NUMBER: _ClassVar[int]
    accepted: bool
    def __init__(self, accepted: _Optional[bool] = ...) -> None: ...

class ReportResultsReply(_message.Message):
    __slots__ = ("accepted", "dropped")
    ACCEPTED_FIELD_NUMBER: _ClassVar[int]
    DROPPED_FIELD_NUMBER: _ClassVar[int]
    accepted: int
    dropped: int
    def __init__(self, accepted: _Optional[int] = ..., dropped: _Optional[int] = ...) -> None: ...

class SubmitBatchRequest(_message.Message):
    __slots__ = ("key", "priority", "jobs", "client", "data")
    KEY_FIELD_NUMBER: _ClassVar[int]
    PRIORITY_FIELD_NUMBER: _ClassVar[int]
    JOBS_FIELD_NUMBER: _ClassVar[int]
    CLIENT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    key: str
    priority: int
    jobs: _containers.RepeatedCompositeFieldContainer[_measure_pb2.MeasureJob]
    client: str
    data: _containers.RepeatedCompositeFieldContainer[DataChunk]
    def __init__(self, key: _Optional[str] = ..., priority: _Optional[int] = ..., jobs: _Optional[_Iterable[_Union[_measure_pb2.MeasureJob, _Mapping]]] = ..., client: _Optional[str] = ..., data: _Optional[_Iterable[_Union[DataChunk, _Mapping]]] = ...) -> None: ...

class BatchAccepted(_message.Message):
    __slots__ = ("batch_id", "jobs")
    BATCH_ID_FIELD_NUMBER: _ClassVar[int]
    JOBS_FIELD_NUMBER: _ClassVar[int]
    batch_id: str
    jobs: int
    def __init__(self, batch_id: _Optional[str] = ..., jobs: _Optional[int] = ...) -> None: ...

class BatchEvent(_message.Message):
    __slots__ = ("accepted", "result", "data")
    ACCEPTED_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    accepted: BatchAccepted
    result: _measure_pb2.MeasureResult
    data: DataChunk
    def __init__(self, accepted: _Optional[_Union[BatchAccepted, _Mapping]] = ..., result: _Optional[_Union[_measure_pb2.MeasureResult, _Mapping]] = ..., data: _Optional[_Union[DataChunk, _Mapping]] = ...) -> None: ...

class CancelBatchRequest(_message.Message):
    __slots__ = ("batch_id",)
    BATCH_ID_FIELD_NUMBER: _ClassVar[int]
    batch_id: str
    def __init__(self, batch_id: _Optional[str] = ...) -> None: ...

class CancelBatchReply(_message.Message):
    __slots__ = ("cancelled",)
    CANCELLED_FIELD_NUMBER: _ClassVar[int]
    cancelled: int
    def __init__(self, cancelled: _Optional[int] = ...) -> None: ...

class GetStatusRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class KeyStatus(_message.Message):
    __slots__ = ("key", "devices_total", "devices_free", "devices_busy", "jobs_pending", "jobs_running", "jobs_done", "jobs_failed")
    KEY_FIELD_NUMBER: _ClassVar[int]
    DEVICES_TOTAL_FIELD_NUMBER: _ClassVar[int]
    DEVICES_FREE_FIELD_NUMBER: _ClassVar[int]
    DEVICES_BUSY_FIELD_NUMBER: _ClassVar[int]
    JOBS_PENDING_FIELD_NUMBER: _ClassVar[int]
    JOBS_RUNNING_FIELD_NUMBER: _ClassVar[int]
    JOBS_DONE_FIELD_NUMBER: _ClassVar[int]
    JOBS_FAILED_FIELD_NUMBER: _ClassVar[int]
    key: str
    devices_total: int
    devices_free: int
    devices_busy: int
    jobs_pending: int
    jobs_running: int
    jobs_done: int
    jobs_failed: int
    def __init__(self, key: _Optional[str] = ..., devices_total: _Optional[int] = ..., devices_free: _Optional[int] = ..., devices_busy: _Optional[int] = ..., jobs_pending: _Optional[int] = ..., jobs_running: _Optional[int] = ..., jobs_done: _Optional[int] = ..., jobs_failed: _Optional[int] = ...) -> None: ...

class DeviceStatus(_message.Message):
    __slots__ = ("device_id", "key", "address", "info", "last_heartbeat", "jobs_done", "jobs_running", "capacity")
    DEVICE_ID_FIELD_NUMBER: _ClassVar[int]
    KEY_FIELD_NUMBER: _ClassVar[int]
    ADDRESS_FIELD_NUMBER: _ClassVar[int]
    INFO_FIELD_NUMBER: _ClassVar[int]
    LAST_HEARTBEAT_FIELD_NUMBER: _ClassVar[int]
    JOBS_DONE_FIELD_NUMBER: _ClassVar[int]
    JOBS_RUNNING_FIELD_NUMBER: _ClassVar[int]
    CAPACITY_FIELD_NUMBER: _ClassVar[int]
    device_id: str
    key: str
    address: str
    info: _measure_pb2.DeviceInfo
    last_heartbeat: _timestamp_pb2.Timestamp
    jobs_done: int
    jobs_running: int
    capacity: int
    def __init__(self, device_id: _Optional[str] = ..., key: _Optional[str] = ..., address: _Optional[str] = ..., info: _Optional[_Union[_measure_pb2.DeviceInfo, _Mapping]] = ..., last_heartbeat: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., jobs_done: _Optional[int] = ..., jobs_running: _Optional[int] = ..., capacity: _Optional[int] = ...) -> None: ...

class PoolStatus(_message.Message):
    __slots__ = ("keys", "devices", "batches_active")
    KEYS_FIELD_NUMBER: _ClassVar[int]
    DEVICES_FIELD_NUMBER: _ClassVar[int]
    BATCHES_ACTIVE_FIELD_NUMBER: _ClassVar[int]
    keys: _containers.RepeatedCompositeFieldContainer[KeyStatus]
    devices: _containers.RepeatedCompositeFieldContainer[DeviceStatus]
    batches_active: int
    def __init__(self, keys: _Optional[_Iterable[_Union[KeyStatus, _Mapping]]] = ..., devices: _Optional[_Iterable[_Union[DeviceStatus, _Mapping]]] = ..., batches_active: _Optional[int] = ...) -> None: ...
