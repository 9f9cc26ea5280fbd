"""Saying what is wrong when TLS is misconfigured, in one line.

gRPC reports every TLS mistake as a connection failure ("failed to connect to
all addresses ... Socket closed", "Failed to bind to address"). These helpers
name the mistake instead: a certificate and key that do not match, a client
without TLS in front of a TLS tracker, a TLS client in front of a plain one,
a CA that does not verify the tracker's certificate.
"""

from __future__ import annotations

import re
import socket
import ssl
from pathlib import Path

from tracker.channel import parse_address

PROBE_TIMEOUT_S = 2.0
_VERIFY_FAILED = re.compile(r"CERTIFICATE_VERIFY_FAILED: ([^:]+)")
# Failures after which the peer may still have answered in the other
# protocol. "Connection refused" is not one: nothing listens, nothing to probe
# (and a device server retrying against a restarting tracker must not wait).
_ANSWERED = ("Socket closed", "Connection reset", "handshake", "Handshake", "End of TCP stream")


class TlsMismatchError(ValueError):
    """The client's TLS setting does not fit the tracker: a configuration error.

    Retrying cannot fix it, so callers stop and report it (a ValueError: the
    CLI prints it as one line, exit status 2).
    """


def check_server_files(cert: Path, key: Path) -> None:
    """Checks that ``cert`` holds a PEM certificate and ``key`` its private key.

    Raises:
        ValueError: one line naming the file and what is wrong with it.
    """
    cert_text = cert.read_text(errors="replace")
    if "-----BEGIN CERTIFICATE-----" not in cert_text:
        raise ValueError(f"--tls-cert {cert} holds no PEM certificate")
    key_text = key.read_text(errors="replace")
    if "PRIVATE KEY-----" not in key_text:
        raise ValueError(f"--tls-key {key} holds no PEM private key")
    if "ENCRYPTED" in key_text:
        raise ValueError(f"--tls-key {key} is encrypted; the tracker needs it unencrypted")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        # An empty password: an encrypted key fails here instead of prompting.
        context.load_cert_chain(cert, key, password=b"")
    except ssl.SSLError as err:
        reason = err.reason or ""
        if reason == "KEY_VALUES_MISMATCH":
            raise ValueError(
                f"--tls-key {key} is not the private key of the certificate in --tls-cert {cert}"
            ) from err
        raise ValueError(f"--tls-cert {cert} / --tls-key {key}: {reason or err}") from err


def probe_tls(address: str, timeout_s: float = PROBE_TIMEOUT_S) -> bool | None:
    """Whether the server at ``address`` answers a TLS handshake.

    Blocking (run it in a thread from asyncio code).

    Returns:
        True: it completed a TLS handshake (its certificate is not checked).
        False: it answered, but not in TLS.
        None: nothing could be learnt (refused, unreachable, timed out).
    """
    host, port = parse_address(address)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    context.set_alpn_protocols(["h2"])  # what gRPC offers; a gRPC server wants it
    try:
        sock = socket.create_connection((host, port), timeout=timeout_s)
    except OSError:
        return None
    with sock:
        try:
            with context.wrap_socket(sock, server_hostname=host):
                return True
        except TimeoutError:
            return None
        except (ssl.SSLError, ConnectionError):
            return False
        except OSError:
            return None


def explain_connect_failure(address: str, tls: bool, details: str) -> str | None:
    """One line saying which TLS setting is wrong, when that is why a connection failed.

    Blocking: it may probe ``address`` (:func:`probe_tls`).

    Args:
        address: the tracker's ``HOST:PORT``.
        tls: whether the client used TLS (was given ``--tls-ca``).
        details: gRPC's error details of the failed call.

    Returns:
        The explanation, or None when the failure is not a TLS mismatch.
    """
    if tls:
        verify = _VERIFY_FAILED.search(details)
        if verify:
            return (
                f"the tracker at {address} has a certificate that --tls-ca does not "
                f"verify ({verify.group(1).strip()}): pass the CA certificate that signed it"
            )
        if "Hostname Verification" in details or "not in peer certificate" in details:
            host = parse_address(address)[0]
            return (
                f"the tracker's certificate does not name {host}: connect by a name it "
                "lists, or give the tracker a certificate for this one"
            )
        if "WRONG_VERSION_NUMBER" in details or (
            any(mark in details for mark in _ANSWERED) and probe_tls(address) is False
        ):
            return (
                f"the tracker at {address} does not speak TLS: drop --tls-ca, or start "
                "the tracker with --tls-cert and --tls-key"
            )
        return None
    if any(mark in details for mark in _ANSWERED) and probe_tls(address) is True:
        return (
            f"the tracker at {address} speaks TLS: pass --tls-ca with the CA certificate "
            "that signed its certificate"
        )
    return None
