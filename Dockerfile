# autotune images. Two targets:
#   cpu  (default): tracker, CPU device server, tuner — `docker build -t autotune .`
#   cuda: GPU device server with pycuda — `docker build --target cuda -t autotune-cuda .`
# The same image runs every role; the compose file picks the command.

FROM python:3.11-slim AS cpu
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /opt/autotune
COPY pyproject.toml README.md ./
COPY autotune ./autotune
COPY compiler ./compiler
COPY runtime ./runtime
COPY tracker ./tracker
COPY device_server ./device_server
COPY tuner ./tuner
COPY proto ./proto
RUN pip install '.[postgres,plot]' && useradd --create-home autotune
USER autotune
EXPOSE 9190
ENTRYPOINT ["autotune"]
CMD ["--help"]

FROM nvidia/cuda:12.6.3-devel-ubuntu24.04 AS cuda
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 \
    PIP_BREAK_SYSTEM_PACKAGES=1
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 python3-pip python3-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /opt/autotune
COPY --from=cpu /opt/autotune /opt/autotune
RUN pip3 install '.[cuda,postgres]' && useradd --create-home autotune
USER autotune
ENTRYPOINT ["autotune"]
CMD ["--help"]
