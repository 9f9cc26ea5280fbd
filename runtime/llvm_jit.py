"""LLVM JIT: LLVM IR text -> optimized machine code in this process.

Compiled modules are cached by the SHA-256 of (source text, target), so
rendering the same kernel twice compiles it once. LLVM is initialized once.

Code for another architecture (a target with ``-mtriple``, e.g. a board's aarch64) is
never loaded here: :func:`compile_object` and :func:`assembly` generate it with that
architecture's LLVM backend; :func:`compile_ir` and :func:`load_object` refuse it.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from compiler.errors import CompileError
from compiler.target import Target
from compiler.target_arch import AARCH64, X86_64, host_arch
from runtime import thread_pool
from runtime.host import llvm_cpu, llvm_features, llvm_triple

log = logging.getLogger(__name__)

#: Compiled modules kept alive (each holds its machine code).
CACHE_SIZE = 256

_lock = threading.Lock()
_cache: OrderedDict[str, CompiledModule] = OrderedDict()
_pool: CompiledModule | None = None
#: The CPUs the pool's threads are bound to (:func:`runtime.thread_pool.binding_cpus`).
_bound: list[int] = []


@lru_cache(maxsize=1)
def _init_llvm() -> None:
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    # Inline assembly (AArch64's cache flush) is parsed when machine code is emitted.
    llvm.initialize_native_asmparser()
    # The thread pool calls libc; kernels call the pool. Both resolve through the JIT linker.
    for name, address in thread_pool.libc_symbols().items():
        llvm.add_symbol(name, address)


@lru_cache(maxsize=1)
def _init_cross() -> None:
    """Registers every backend llvmlite ships (AArch64 among them), for cross targets."""
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


# A call of inline assembly in LLVM IR text.
_INLINE_ASM = re.compile(r"\bcall\b[^\n]*\basm\b")


def _check_cross_source(sources: Sequence[str], target: Target) -> None:
    """Raises CompileError for inline assembly in code for another architecture: LLVM
    parses it when emitting code, and llvmlite registers only the host's assembly
    parser (LLVM would abort this process)."""
    if not target.is_host() and any(_INLINE_ASM.search(text) for text in sources):
        raise CompileError(
            f"inline assembly cannot be compiled for {target.cpu_arch()} on this "
            f"{host_arch()} machine (llvmlite has only the host's assembly parser): "
            "compile it on the board"
        )


def _check_loadable(target: Target) -> None:
    """Raises CompileError when ``target``'s code cannot run in this process."""
    if not target.is_host():
        raise CompileError(
            f"cannot run {target.cpu_arch()} code on this {host_arch()} machine ({target}): "
            "cross-compile it (an object file or --asm) and run it on the board"
        )


@lru_cache(maxsize=1)
def _init_pool() -> None:
    import llvmlite.binding as llvm

    global _pool  # noqa: PLW0603  (compiled once per process, kept alive for its code)
    with _lock:
        _pool = _compile(thread_pool.render_pool(), Target.parse("llvm"), "thread pool")
    llvm.add_symbol(thread_pool.LAUNCH_SYMBOL, _pool.address(thread_pool.LAUNCH_SYMBOL))
    _bind(_pool, enabled=True)


def _bind(pool: CompiledModule, enabled: bool) -> None:
    global _bound  # noqa: PLW0603  (the one pool of the process)
    _bound = thread_pool.binding_cpus() if enabled else []
    thread_pool.bind(pool.address(thread_pool.BIND_SYMBOL), _bound)


def bind_threads(enabled: bool) -> None:
    """Binds the pool's threads to CPUs, one per core (:func:`runtime.thread_pool.binding_cpus`),
    or not. Threads take their CPU when created, at the first parallel run of a process:
    call this before it. On by default."""
    _init_pool()
    assert _pool is not None
    _bind(_pool, enabled)


def bound_caller(threads: int) -> contextlib.AbstractContextManager[None]:
    """Pins the calling thread to chunk 0's CPU for a run of ``threads``-way parallel
    kernels (:func:`runtime.thread_pool.bound_caller`), if the pool is bound."""
    _init_pool()
    return thread_pool.bound_caller(_bound, threads)


def _target_machine(target: Target) -> Any:
    """A new target machine (an execution engine takes ownership of the one it gets)."""
    import llvmlite.binding as llvm

    _init_llvm()
    if not target.is_host():
        _init_cross()
    try:
        return llvm.Target.from_triple(llvm_triple(target)).create_target_machine(
            cpu=llvm_cpu(target), features=llvm_features(target), opt=3, jit=target.is_host()
        )
    except RuntimeError as exc:
        raise CompileError(f"cannot create an LLVM target machine for {target}: {exc}") from None


@dataclass(eq=False)
class CompiledModule:
    """Machine code of one LLVM module, owned by an execution engine.

    Attributes:
        key: Cache key (hash of source and target).
        compile_time_s: Seconds spent parsing, optimizing and generating code.
    """

    key: str
    engine: Any
    module: Any
    target_machine: Any
    compile_time_s: float

    def address(self, name: str) -> int:
        """The address of function ``name``.

        Raises:
            CompileError: No such function.
        """
        addr = int(self.engine.get_function_address(name))
        if not addr:
            raise CompileError(f"function {name!r} not found in compiled module")
        return addr

    def asm(self) -> str:
        """The optimized module as target assembly text."""
        with _lock:
            return str(self.target_machine.emit_assembly(self.module))

    def optimized_ir(self) -> str:
        """The module's LLVM IR after optimization."""
        return str(self.module)


def cache_key(source: str, target: Target) -> str:
    """The cache key of a source text for a target."""
    return hashlib.sha256(f"{target}\0{source}".encode()).hexdigest()


def _compile(source: str, target: Target, what: str) -> CompiledModule:
    """Parses, optimizes (O3) and JIT-compiles one module (caller holds ``_lock``)."""
    import llvmlite.binding as llvm

    start = time.perf_counter()
    module, tm = _optimized_module([source], target, what)
    engine = llvm.create_mcjit_compiler(module, tm)
    engine.finalize_object()
    key = cache_key(source, target)
    return CompiledModule(key, engine, module, tm, time.perf_counter() - start)


def compile_ir(source: str, target: Target) -> CompiledModule:
    """Parses, optimizes (O3) and JIT-compiles LLVM IR text, cached by its hash.

    Raises:
        CompileError: The IR does not parse or verify, or code generation fails.
    """
    _check_loadable(target)
    key = cache_key(source, target)
    with _lock:
        hit = _cache.get(key)
        if hit is not None:
            _cache.move_to_end(key)
            return hit
    _init_pool()
    with _lock:
        compiled = _compile(source, target, "generated")
        _cache[key] = compiled
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    log.debug("compiled %s in %.1f ms", key[:12], compiled.compile_time_s * 1e3)
    return compiled


def _optimized_module(sources: Sequence[str], target: Target, what: str) -> tuple[Any, Any]:
    """Parses, links, verifies and optimizes (O3, as :func:`_compile`) modules into one:
    (module, machine). Function names must be unique across ``sources``."""
    import llvmlite.binding as llvm

    _check_cross_source(sources, target)
    tm = _target_machine(target)
    try:
        module = llvm.parse_assembly(sources[0] if sources else "")
        for text in sources[1:]:
            module.link_in(llvm.parse_assembly(text))
        module.triple = llvm_triple(target)
        module.data_layout = str(tm.target_data)
        module.verify()
    except RuntimeError as exc:
        raise CompileError(f"{what} LLVM IR is invalid: {exc}") from None
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    # The renderer already vectorizes and unrolls exactly as scheduled; LLVM's own loop
    # vectorizer, SLP vectorizer and unroller would only add compile time.
    pto.loop_vectorization = False
    pto.slp_vectorization = False
    pto.loop_unrolling = False
    pass_builder = llvm.create_pass_builder(tm, pto)
    pass_builder.getModulePassManager().run(module, pass_builder)
    return module, tm


def compile_object(sources: Sequence[str], target: Target, what: str = "model") -> bytes:
    """Links and optimizes LLVM IR modules; returns the machine code as one object file.

    The object is what a compiled model package stores: loading it
    (:func:`load_object`) links it in milliseconds instead of re-running LLVM.

    For a target of another architecture the object is for the board: it is only
    written here, never linked into this process.

    Raises:
        CompileError: The IR does not parse or verify, or code generation fails.
    """
    if target.is_host():
        _init_pool()
    with _lock:
        module, tm = _optimized_module(sources, target, what)
        return bytes(tm.emit_object(module))


def assembly(sources: Sequence[str], target: Target, what: str = "generated") -> str:
    """The optimized modules as ``target``'s assembly text, generated without loading
    any machine code (as :meth:`CompiledModule.asm`, for any target, a board's too).

    Raises:
        CompileError: The IR does not parse or verify, or code generation fails.
    """
    with _lock:
        module, tm = _optimized_module(sources, target, what)
        return str(tm.emit_assembly(module))


#: ELF ``e_machine`` values of the architectures code is generated for.
_ELF_MACHINES = {62: X86_64, 183: AARCH64}


def object_arch(data: bytes) -> str | None:
    """The architecture of an ELF object file (None: not ELF, or another machine)."""
    if len(data) < 20 or data[:4] != b"\x7fELF":
        return None
    return _ELF_MACHINES.get(int.from_bytes(data[18:20], "little"))


@dataclass(eq=False)
class LoadedObject:
    """Machine code linked into this process from an object file (see :func:`load_object`)."""

    engine: Any

    def address(self, name: str) -> int:
        """The address of function ``name``.

        Raises:
            CompileError: No such function.
        """
        addr = int(self.engine.get_function_address(name))
        if not addr:
            raise CompileError(f"function {name!r} not found in the loaded object")
        return addr


def load_object(data: bytes) -> LoadedObject:
    """Links an object file made by :func:`compile_object` into this process.

    Its calls into the thread pool and libc resolve against this process's copies.

    Raises:
        CompileError: The bytes are not an object file LLVM can link here.
    """
    import llvmlite.binding as llvm

    arch = object_arch(data)
    if arch is not None and arch != host_arch():
        raise CompileError(
            f"the model's machine code is for {arch}, and this machine is {host_arch()}: "
            "run it on a board of that architecture, or recompile it here"
        )
    _init_pool()
    with _lock:
        try:
            empty = llvm.parse_assembly("")
            empty.triple = llvm.get_process_triple()
            engine = llvm.create_mcjit_compiler(empty, _target_machine(Target.parse("llvm")))
            engine.add_object_file(llvm.ObjectFileRef.from_data(data))
            engine.finalize_object()
        except RuntimeError as exc:
            raise CompileError(f"cannot link the model's machine code: {exc}") from None
    return LoadedObject(engine)
