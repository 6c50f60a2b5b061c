"""The reply address survives mail systems that change the case of its local part, and a
changed id or signature is refused."""

from __future__ import annotations

import pytest
from django.core import signing

from notifications.email.links import _reply_signature, reply_address_id


def test_reply_address_is_read_whatever_the_case() -> None:
    address = f"reply+42.{_reply_signature(42)}@in.example.test"
    assert reply_address_id(address) == 42
    assert reply_address_id(address.upper()) == 42
    assert reply_address_id(f"<{address.title()}>") == 42


def test_other_addresses_are_not_reply_addresses() -> None:
    assert reply_address_id("ada@example.test") is None


@pytest.mark.parametrize(
    "local",
    [f"reply+43.{_reply_signature(42)}", "reply+42.", "reply+42", "reply+x.abc", "reply+42.zz"],
)
def test_a_forged_reply_address_is_refused(local: str) -> None:
    with pytest.raises(signing.BadSignature):
        reply_address_id(f"{local}@in.example.test")
