"""The SSRF guard refuses private, loopback, link-local and metadata addresses, by literal,
by name (a local resolver stub: no DNS query leaves the machine) and by redirect, and
connects to exactly the address it checked (no second DNS answer can rebind it).
"""

from __future__ import annotations

import shutil
import ssl
import subprocess

import httpx
import pytest

from notifications.webhooks.guard import Refused, check_address, guarded_post

from .receiver import Receiver, running

FORBIDDEN = [
    "127.0.0.1",
    "10.0.0.1",
    "169.254.169.254",
    "::1",
    "192.168.1.5",
    "172.16.0.1",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "fd00:ec2::254",
    "fe80::1",
    "::ffff:127.0.0.1",
]


def stub(table: dict[str, list[str]]):
    calls: list[str] = []

    def resolve(host: str, port: int) -> list[str]:
        calls.append(host)
        if host not in table:
            raise Refused("E_DNS", f"{host} does not resolve")
        return table[host]

    resolve.calls = calls  # type: ignore[attr-defined]
    return resolve


@pytest.fixture
def guard_settings(settings):
    settings.WEBHOOK_ALLOW_HTTP = True
    settings.WEBHOOK_ALLOWED_NETWORKS = []
    settings.WEBHOOK_CONNECT_TIMEOUT = 2.0
    return settings


def post(url: str, resolve=None):
    kwargs = {"resolve": resolve} if resolve else {}
    return guarded_post(url, content=b"{}", headers={"content-type": "application/json"}, **kwargs)


@pytest.mark.parametrize("address", FORBIDDEN)
def test_forbidden_addresses_are_refused(address):
    with pytest.raises(Refused) as refused:
        check_address(address)
    assert refused.value.code == "E_FORBIDDEN_ADDRESS"


def test_a_public_address_passes():
    assert str(check_address("93.184.216.34")) == "93.184.216.34"


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1/",
        "http://10.0.0.1/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]/",
    ],
)
def test_literal_addresses_are_refused_before_connecting(guard_settings, url):
    resolve = stub({})
    with pytest.raises(Refused) as refused:
        post(url, resolve)
    assert refused.value.code == "E_FORBIDDEN_ADDRESS"
    assert resolve.calls == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("address", ["127.0.0.1", "10.0.0.1", "169.254.169.254", "::1"])
def test_a_name_resolving_to_a_forbidden_address_is_refused(guard_settings, address):
    with pytest.raises(Refused) as refused:
        post("http://hooks.example.test/x", stub({"hooks.example.test": [address]}))
    assert refused.value.code == "E_FORBIDDEN_ADDRESS"


def test_one_forbidden_address_among_public_ones_is_enough_to_refuse(guard_settings):
    with pytest.raises(Refused):
        post("http://mixed.test/", stub({"mixed.test": ["93.184.216.34", "127.0.0.1"]}))


def test_plain_http_is_refused_outside_debug(settings):
    settings.WEBHOOK_ALLOW_HTTP = False
    with pytest.raises(Refused) as refused:
        post("http://hooks.example.test/", stub({"hooks.example.test": ["93.184.216.34"]}))
    assert refused.value.code == "E_SCHEME"


@pytest.mark.parametrize(
    "target",
    [
        "http://127.0.0.1:{port}/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]:{port}/",
        "http://internal.test:{port}/",
        "http://10.0.0.1/",
    ],
)
def test_a_redirect_to_a_forbidden_address_is_refused(guard_settings, target):
    """The receiver itself is allowed (127.0.0.2 on the allow-list); where it points is not."""
    guard_settings.WEBHOOK_ALLOWED_NETWORKS = ["127.0.0.2/32"]
    with running(Receiver("127.0.0.2")) as allowed, running(Receiver("127.0.0.1")) as inner:
        allowed.then = ("redirect", target.format(port=inner.port))
        resolve = stub({"hooks.test": ["127.0.0.2"], "internal.test": ["127.0.0.1"]})
        with pytest.raises(Refused) as refused:
            post(f"http://hooks.test:{allowed.port}/hook", resolve)
        assert refused.value.code == "E_FORBIDDEN_ADDRESS"
        assert allowed.count() == 1
        assert inner.count() == 0


def test_a_redirect_to_an_allowed_address_is_followed(guard_settings):
    guard_settings.WEBHOOK_ALLOWED_NETWORKS = ["127.0.0.2/32"]
    with running(Receiver("127.0.0.2")) as first, running(Receiver("127.0.0.2")) as second:
        first.then = ("redirect", f"http://127.0.0.2:{second.port}/moved")
        answer = post(first.url)
        assert answer.status_code == 200
        assert second.requests[0].path == "/moved"


def test_the_checked_address_is_the_one_connected_to(guard_settings):
    """DNS rebinding: the second answer would be 127.0.0.1; the guard never asks twice."""
    guard_settings.WEBHOOK_ALLOWED_NETWORKS = ["127.0.0.2/32"]
    answers = [["127.0.0.2"], ["127.0.0.1"]]
    calls: list[str] = []

    def rebinding(host: str, port: int) -> list[str]:
        calls.append(host)
        return answers[min(len(calls) - 1, 1)]

    with running(Receiver("127.0.0.2")) as receiver:
        answer = post(f"http://rebind.test:{receiver.port}/hook", rebinding)
    assert answer.status_code == 200
    assert calls == ["rebind.test"]
    assert receiver.requests[0].headers["host"] == f"rebind.test:{receiver.port}"


def test_the_allow_list_is_off_by_default(settings):
    assert settings.WEBHOOK_ALLOWED_NETWORKS == []


def test_the_response_is_read_up_to_the_cap(guard_settings):
    guard_settings.WEBHOOK_ALLOWED_NETWORKS = ["127.0.0.1/32"]
    guard_settings.WEBHOOK_MAX_RESPONSE_BYTES = 1000
    with running(Receiver("127.0.0.1", answer_body=b"x" * 50_000)) as receiver:
        answer = post(receiver.url)
    assert answer.truncated and len(answer.body) == 1000


def certificate(tmp_path, name: str) -> tuple[str, str]:
    """A self-signed certificate for ``name`` (the openssl CLI; nothing leaves the machine)."""
    if shutil.which("openssl") is None:
        pytest.skip("needs the openssl command")
    cert, key = tmp_path / f"{name}.pem", tmp_path / f"{name}.key"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            f"/CN={name}",
            "-addext",
            f"subjectAltName=DNS:{name}",
            "-addext",
            "basicConstraints=critical,CA:TRUE",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    return str(cert), str(key)


def test_https_connects_to_the_pinned_address_and_checks_the_name(settings, tmp_path):
    """The request goes to the checked address, while TLS verifies the host's certificate."""
    settings.WEBHOOK_ALLOW_HTTP = False
    settings.WEBHOOK_ALLOWED_NETWORKS = ["127.0.0.1/32"]
    cert, key = certificate(tmp_path, "hooks.test")
    server_side = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_side.load_cert_chain(cert, key)
    trust = ssl.create_default_context(cafile=cert)
    resolve = stub({"hooks.test": ["127.0.0.1"], "other.test": ["127.0.0.1"]})
    with running(Receiver("127.0.0.1", tls=server_side)) as receiver:
        answer = guarded_post(
            f"https://hooks.test:{receiver.port}/hook",
            content=b"{}",
            headers={},
            resolve=resolve,
            verify=trust,
        )
        assert answer.status_code == 200
        assert receiver.requests[0].headers["host"] == f"hooks.test:{receiver.port}"
        with pytest.raises(httpx.ConnectError):  # same address, but not this certificate's name
            guarded_post(
                f"https://other.test:{receiver.port}/hook",
                content=b"{}",
                headers={},
                resolve=resolve,
                verify=trust,
            )


def test_an_allowed_ipv6_literal_is_reached(guard_settings):
    guard_settings.WEBHOOK_ALLOWED_NETWORKS = ["::1/128"]
    try:
        context = running(Receiver("::1"))
        receiver = context.__enter__()
    except OSError:
        pytest.skip("no IPv6 loopback here")
    try:
        assert post(receiver.url).status_code == 200
        assert receiver.requests[0].headers["host"] == f"[::1]:{receiver.port}"
    finally:
        context.__exit__(None, None, None)
