#!/usr/bin/env bash
# An emulated aarch64 board for the tests: a Debian bookworm arm64 chroot run by
# qemu-user-static through binfmt_misc, with a venv holding the project's dependencies
# as aarch64 wheels.
#
#   scripts/arm_board.sh build [ROOT]          build it once (later calls only check it)
#   scripts/arm_board.sh run ROOT CMD [ARG...] sync this checkout into ROOT/opt/autotune
#                                              and run CMD there, as the board's python
#                                              (e.g. run ROOT python -m tests.board.kernel_cases)
#
# ROOT defaults to $ARM_BOARD_ROOT, else /var/cache/autotune/arm64-board. Needs root (apt,
# debootstrap, chroot, mount) and the network (the Debian mirror apt uses, the package
# index pip uses). Building takes 3-11 minutes and about 0.7 GB; it is cached in ROOT.
set -euo pipefail

SUITE=bookworm
VENV=/opt/autotune-venv
SRC_IN_ROOT=/opt/autotune
# The default emulated CPU makes OpenBLAS raise false floating-point warnings; a real
# board's core also makes `llvm` mean what it would there.
export QEMU_CPU=cortex-a72
HERE=$(cd "$(dirname "$0")/.." && pwd)

die() { echo "arm_board: error: $*" >&2; exit 1; }
log() { echo "arm_board: $*" >&2; }

default_root() { echo "${ARM_BOARD_ROOT:-/var/cache/autotune/arm64-board}"; }

need_root() {
    [ "$(id -u)" = 0 ] || die "needs root (apt-get, debootstrap, chroot, mount); run it as root"
}

install_tools() {
    if command -v qemu-aarch64-static >/dev/null && command -v debootstrap >/dev/null; then
        return
    fi
    log "installing qemu-user-static and debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q qemu-user-static debootstrap \
        || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
                qemu-user-static debootstrap; }
}

# binfmt_misc runs aarch64 binaries through qemu. The F flag (the package's default)
# opens the interpreter when it is registered, so it works inside the chroot too.
register_binfmt() {
    local dir=/proc/sys/fs/binfmt_misc
    [ -e "$dir/register" ] || mount -t binfmt_misc binfmt_misc "$dir"
    [ -e "$dir/qemu-aarch64" ] && return
    local conf=/usr/lib/binfmt.d/qemu-aarch64.conf
    if command -v update-binfmts >/dev/null && update-binfmts --enable qemu-aarch64 2>/dev/null; then
        :
    elif [ -e "$conf" ]; then
        grep -v '^#' "$conf" >"$dir/register"
    else
        die "cannot register qemu-aarch64 with binfmt_misc (no update-binfmts, no $conf)"
    fi
    [ -e "$dir/qemu-aarch64" ] || die "qemu-aarch64 did not register with binfmt_misc"
}

# The Debian mirror apt already uses here.
mirror() {
    local uri
    uri=$(grep -hs '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' \
        | grep -v security | head -n1 || true)
    [ -n "$uri" ] || uri=$(grep -hs '^deb ' /etc/apt/sources.list | awk '{print $2}' | head -n1 || true)
    echo "${uri:-http://deb.debian.org/debian}"
}

debootstrap_root() {
    local root=$1
    [ -e "$root/.autotune-debootstrap" ] && return
    log "debootstrap arm64 $SUITE into $root (minutes)"
    # A build cut short leaves ROOT.partial behind, and debootstrap into it fails ("File
    # exists"): every later build would, until someone deleted it.
    rm -rf "$root" "$root.partial"
    mkdir -p "$(dirname "$root")"
    debootstrap --arch=arm64 --variant=minbase \
        --include=python3,python3-venv,python3-pip,ca-certificates \
        "$SUITE" "$root.partial" "$(mirror)" >&2 \
        || die "debootstrap failed: $(tail -n1 "$root.partial/debootstrap/debootstrap.log" \
            2>/dev/null || echo 'no log')"
    touch "$root.partial/.autotune-debootstrap"
    mv "$root.partial" "$root"
}

# pip inside the board reaches the same package index as here: same configuration,
# same CA certificates (a proxy's certificate among them), same DNS.
copy_host_config() {
    local root=$1 f
    for f in /etc/pip.conf /etc/xdg/pip /etc/resolv.conf /etc/ssl/certs/ca-certificates.crt \
        /usr/local/share/ca-certificates "$HOME/.config/pip" "$HOME/.pip" "$HOME/.pip.conf"; do
        [ -e "$f" ] || continue
        mkdir -p "$root$(dirname "$f")"
        rm -rf "${root:?}$f"
        cp -rL "$f" "$root$f"
    done
}

# Mounts /proc and /dev in a private mount namespace: they vanish when CMD exits.
in_root() {
    local root=$1 line
    shift
    local envs=(HOME=/root "PATH=$VENV/bin:/usr/bin:/bin" LANG=C.UTF-8 "QEMU_CPU=$QEMU_CPU")
    while IFS= read -r line; do envs+=("$line"); done < <(env | grep '^PIP_' || true)
    unshare --mount --propagation private sh -c '
        root=$1; shift
        mount -t proc proc "$root/proc"
        mount --rbind /dev "$root/dev"
        exec chroot "$root" "$@"
    ' sh "$root" env -i "${envs[@]}" "$@"
}

sync_source() {
    local root=$1
    mkdir -p "$root$SRC_IN_ROOT"
    rsync -a --delete --exclude=.git --exclude=.venv --exclude='*.egg-info' \
        --exclude=__pycache__ --exclude=build "$HERE/" "$root$SRC_IN_ROOT/"
}

make_venv() {
    local root=$1 stamp
    stamp=$(cat "$HERE/pyproject.toml" "$0" | sha256sum | cut -c1-16)  # deps, and how they install
    [ -e "$root$VENV/.deps-$stamp" ] && return
    log "installing the project's dependencies in $VENV (aarch64 wheels)"
    rm -rf "${root:?}$VENV"
    in_root "$root" /usr/bin/python3 -m venv "$VENV"
    sync_source "$root"
    # A board compiles and times kernels: it needs every dependency but xgboost (the tuner's
    # cost model, on the host), whose aarch64 wheel pulls in 470 MB of NCCL.
    local deps
    deps=$(in_root "$root" /usr/bin/python3 -c '
import sys, tomllib
deps = tomllib.load(open(sys.argv[1], "rb"))["project"]["dependencies"]
print(" ".join(d for d in deps if not d.startswith("xgboost")))' "$SRC_IN_ROOT/pyproject.toml")
    # shellcheck disable=SC2086  # one word per requirement
    in_root "$root" "$VENV/bin/pip" install -q $deps
    in_root "$root" "$VENV/bin/pip" install -q --no-deps "$SRC_IN_ROOT"
    touch "$root$VENV/.deps-$stamp"
}

build() {
    local root=$1 start
    need_root
    mkdir -p "$(dirname "$root")"
    # One build at a time (two test runs at once): the second waits, then finds it built.
    exec 9>"$root.lock"
    flock 9
    start=$(date +%s)
    install_tools
    register_binfmt
    debootstrap_root "$root"
    copy_host_config "$root"
    make_venv "$root"
    in_root "$root" python -c "import llvmlite, numpy" \
        || die "the board's venv cannot import llvmlite and numpy"
    log "board ready in $root ($(( $(date +%s) - start )) s, $(du -sh "$root" | cut -f1))"
}

run() {
    local root=$1
    shift
    [ -e "$root$VENV/bin/python" ] || die "no board in $root: run $0 build $root first"
    need_root
    register_binfmt
    sync_source "$root"
    in_root "$root" sh -c "cd $SRC_IN_ROOT && PYTHONPATH=$SRC_IN_ROOT exec \"\$@\"" sh "$@"
}

case "${1:-}" in
    build) build "${2:-$(default_root)}" ;;
    run)
        [ $# -ge 3 ] || die "usage: $0 run ROOT CMD [ARG...]"
        root=$2
        shift 2
        run "$root" "$@"
        ;;
    *) die "usage: $0 build [ROOT] | $0 run ROOT CMD [ARG...]" ;;
esac
