"""A TCP proxy on loopback that can cut a database off (issue 16, item 2 fault drills).

Between a tuner and PostgreSQL: :meth:`TcpProxy.cut` resets every forwarded
connection and refuses new ones (as an unreachable server looks to a client)
until :meth:`TcpProxy.restore`. The real server is never touched. Threads, so
it runs beside any test or script; also used by ``bench/faults_db.py``.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
import time

# SO_LINGER with a zero timeout: close() sends RST, so the peer's next read fails at once.
_RESET = struct.pack("ii", 1, 0)


def _reset(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, _RESET)
    # shutdown() first: close() alone does not wake a thread blocked in recv() on it.
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    with contextlib.suppress(OSError):
        sock.close()


class TcpProxy:
    """Forwards ``127.0.0.1:port`` to ``upstream``; see the module docstring.

    Attributes:
        port: Where clients connect.
        refused: Connections refused while cut.
        dropped: Forwarded connections reset by :meth:`cut`.
    """

    def __init__(self, upstream_host: str, upstream_port: int) -> None:
        self.upstream = (upstream_host, upstream_port)
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.1)
        self.port: int = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._sockets: set[socket.socket] = set()
        self._cut = False
        self._closed = False
        self.refused = 0
        self.dropped = 0
        self.cut_at: float | None = None
        self._thread = threading.Thread(target=self._accept, name="tcp-proxy", daemon=True)
        self._thread.start()

    def cut(self) -> None:
        """Resets every forwarded connection and refuses new ones."""
        with self._lock:
            self._cut = True
            self.cut_at = time.monotonic()
            doomed, self._sockets = self._sockets, set()
        self.dropped += len(doomed) // 2
        for sock in doomed:
            _reset(sock)

    def restore(self) -> None:
        """Forwards new connections again."""
        with self._lock:
            self._cut = False

    def close(self) -> None:
        """Stops listening and resets everything."""
        self._closed = True
        self.cut()
        self._thread.join(5)
        self._listener.close()

    def __enter__(self) -> TcpProxy:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with self._lock:
                cut = self._cut
            if cut:
                self.refused += 1
                _reset(client)
                continue
            try:
                server = socket.create_connection(self.upstream, timeout=5)
            except OSError:
                _reset(client)
                continue
            server.settimeout(None)
            client.settimeout(None)
            with self._lock:
                if self._cut:  # cut while connecting
                    _reset(client)
                    _reset(server)
                    continue
                self._sockets |= {client, server}
            for src, dst in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(src, dst), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        # One side ended: end both (a half-open database connection helps nobody).
        with self._lock:
            self._sockets.discard(src)
            self._sockets.discard(dst)
        for sock in (src, dst):
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                sock.close()
