"""The SSRF guard: a webhook may only ever reach a public address, checked at connect time.

A receiver's URL is chosen by a user, so without a guard the server could be made to POST
into its own network (the cloud metadata service, a database admin page). The guard:

* refuses plain http unless ``WEBHOOK_ALLOW_HTTP`` (on with DEBUG only);
* resolves the host itself, refuses when ANY resolved address is private, loopback,
  link-local, multicast, reserved or otherwise not global (169.254.169.254 is link-local),
  and then connects to exactly the address it checked: a second DNS answer (rebinding) is
  never asked for. TLS still verifies the certificate against the hostname (SNI);
* follows at most ``WEBHOOK_MAX_REDIRECTS`` redirects itself, each hop guarded the same way;
* uses short timeouts, an overall deadline and reads at most ``WEBHOOK_MAX_RESPONSE_BYTES``;
* ignores proxy environment variables (a proxy would connect somewhere unchecked).

``WEBHOOK_ALLOWED_NETWORKS`` (empty by default) lets tests reach their receiver on 127.0.0.1.
"""

from __future__ import annotations

import ipaddress
import socket
import ssl
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from urllib.parse import urljoin

import httpx
from django.conf import settings
from django.utils.translation import gettext as _

Resolver = Callable[[str, int], list[str]]
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

REDIRECTS = {301, 302, 303, 307, 308}
# Not global anyway, named so the intent is plain: cloud metadata endpoints.
METADATA = {ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254")}


class Refused(Exception):
    """The guard will not connect; ``code`` is stable and recorded on the attempt."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code, self.message = code, message


@dataclass(frozen=True, slots=True)
class Answer:
    status_code: int
    body: bytes
    truncated: bool
    url: str


def system_resolve(host: str, port: int) -> list[str]:
    """Every address the system resolver gives for ``host`` (in its order)."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as error:
        raise Refused(
            "E_DNS",
            _("%(host)s does not resolve (%(reason)s).") % {"host": host, "reason": error.strerror},
        ) from None
    seen: list[str] = []
    for info in infos:
        address = str(info[4][0])
        if address not in seen:
            seen.append(address)
    return seen


def allowed_networks() -> list[IPNetwork]:
    return [ipaddress.ip_network(n, strict=False) for n in settings.WEBHOOK_ALLOWED_NETWORKS]


def check_address(text: str, allow: Iterable[IPNetwork] = ()) -> IPAddress:
    """The address if a webhook may connect to it; raises Refused otherwise."""
    address: IPAddress = ipaddress.ip_address(text.split("%", 1)[0])
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    if any(address.version == net.version and address in net for net in allow):
        return address
    if address in METADATA or address.is_multicast or not address.is_global:
        raise Refused(
            "E_FORBIDDEN_ADDRESS", _("%(address)s is not a public address.") % {"address": address}
        )
    return address


@dataclass(frozen=True, slots=True)
class Target:
    url: httpx.URL  # with the checked address in place of the host name
    host_header: str
    sni: str | None


def pin(url: str, resolve: Resolver, allow: list[IPNetwork]) -> Target:
    """Resolve once, check every address, and aim the request at the first checked one."""
    parsed = httpx.URL(url)
    if parsed.scheme not in ("https", "http"):
        raise Refused("E_SCHEME", _("A webhook URL must start with https://."))
    if parsed.scheme == "http" and not settings.WEBHOOK_ALLOW_HTTP:
        raise Refused("E_SCHEME", _("A webhook URL must use https:// (plain http is refused)."))
    host = parsed.host
    if not host:
        raise Refused("E_URL", _("The webhook URL has no host."))
    port = parsed.port or (443 if parsed.scheme == "https" else 80)
    try:
        addresses = [ipaddress.ip_address(host)]
    except ValueError:
        addresses = [ipaddress.ip_address(a.split("%", 1)[0]) for a in resolve(host, port)]
    if not addresses:
        raise Refused("E_DNS", _("%(host)s has no address.") % {"host": host})
    checked = [check_address(str(a), allow) for a in addresses]
    default_port = parsed.port is None
    host_header = parsed.netloc.decode("ascii").rsplit("@", 1)[-1]
    if default_port:
        host_header = host if ":" not in host else f"[{host}]"
    return Target(
        url=parsed.copy_with(host=str(checked[0])),
        host_header=host_header,
        sni=host if parsed.scheme == "https" else None,
    )


def guarded_post(
    url: str,
    *,
    content: bytes,
    headers: Mapping[str, str],
    resolve: Resolver = system_resolve,
    verify: ssl.SSLContext | bool = True,
) -> Answer:
    """POST ``content`` to ``url`` through the guard; raises Refused or httpx.HTTPError.

    ``verify`` is for tests with their own certificate authority; deliveries use the default.
    """
    allow = allowed_networks()
    deadline = time.monotonic() + settings.WEBHOOK_TOTAL_TIMEOUT
    timeout = httpx.Timeout(settings.WEBHOOK_READ_TIMEOUT, connect=settings.WEBHOOK_CONNECT_TIMEOUT)
    with httpx.Client(
        timeout=timeout, follow_redirects=False, trust_env=False, verify=verify
    ) as client:
        for _hop in range(settings.WEBHOOK_MAX_REDIRECTS + 1):
            target = pin(url, resolve, allow)
            request = client.build_request(
                "POST",
                target.url,
                content=content,
                headers={**headers, "Host": target.host_header},
                extensions={"sni_hostname": target.sni} if target.sni else {},
            )
            response = client.send(request, stream=True)
            try:
                location = response.headers.get("location")
                if response.status_code in REDIRECTS and location:
                    url = urljoin(url, location)
                    continue
                body, truncated = _read_capped(response, deadline)
                return Answer(response.status_code, body, truncated, url)
            finally:
                response.close()
    raise Refused("E_TOO_MANY_REDIRECTS", _("The receiver redirected too many times."))


def _read_capped(response: httpx.Response, deadline: float) -> tuple[bytes, bool]:
    cap = settings.WEBHOOK_MAX_RESPONSE_BYTES
    body = bytearray()
    for chunk in response.iter_raw():
        body.extend(chunk)
        if len(body) > cap:
            return bytes(body[:cap]), True
        if time.monotonic() > deadline:
            return bytes(body), True
    return bytes(body), False
