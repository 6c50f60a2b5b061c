"""Accounts on the web, as a newcomer meets them (django-allauth in the site's layout): sign
up, verify the address from the email a real SMTP server received, sign in and out, reset a
forgotten password, change the email address and the password. And a game's email link:
its session reaches the game, and My games offers the sign-in with the way back.

Every page kind is screenshot at desktop and phone width and checked by axe-core."""

from __future__ import annotations

import re
import time
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from accounts.models import User
from accounts.services import email_verified
from notifications.email.links import login_link
from tests.browser.flow import start
from tests.browser.look import Looker
from tests.support.smtp import SmtpSink

PASSWORD = "a-long-and-new-password"


@pytest.fixture
def look(screenshots):
    looker = Looker(screenshots, "accounts")
    yield looker


def mail_link(mail: SmtpSink, address: str, path: str, base: str, count: int = 1) -> str:
    """The link to ``path`` in the latest email to ``address`` (waits for the count-th)."""
    deadline = time.monotonic() + 20
    while len(mail.to(address)) < count:
        assert time.monotonic() < deadline, f"no email to {address}"
        time.sleep(0.1)
    message = mail.to(address)[-1]
    body = message.get_body(preferencelist=("plain",))
    assert body is not None
    found = re.search(rf"https?://\S+{re.escape(path)}\S+", str(body.get_content()))
    assert found, f"no {path} link in: {body.get_content()}"
    link = urlsplit(found.group(0))
    assert f"{link.scheme}://{link.netloc}" == base
    return link.path


def sign_in(page: Page, base: str, login: str, password: str) -> None:
    page.goto(f"{base}/accounts/login/")
    page.fill("#id_login", login)
    page.fill("#id_password", password)
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{base}/games/")


def sign_out(page: Page, base: str) -> None:
    page.click("header.top form button")
    expect(page).to_have_url(f"{base}/accounts/login/")


def test_newcomer_account_journey(browser_context, web_server, mail, look, make_user):
    base = web_server
    page = browser_context()

    # Sign up.
    page.goto(f"{base}/")  # the front page: what is played here, and the way in
    look(page, "front-page")
    expect(page.locator("h1")).to_have_text("Heavy economic games, turn by turn")
    page.click("main >> text=Sign up")
    look(page, "account-signup")
    page.fill("#id_username", "cleo")
    page.fill("#id_email", "cleo@example.test")
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{base}/accounts/confirm-email/")
    look(page, "account-verification-sent")
    cleo = User.objects.get(username="cleo")
    assert not email_verified(cleo)

    # Signing in before verifying sends the way to verify instead.
    page.goto(f"{base}/accounts/login/")
    look(page, "account-login")
    page.fill("#id_login", "cleo")
    page.fill("#id_password", PASSWORD)
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{base}/accounts/confirm-email/")

    # Verify from the email the SMTP server received.
    page.goto(base + mail_link(mail, "cleo@example.test", "/accounts/confirm-email/", base))
    look(page, "account-confirm-email")
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{base}/games/")
    assert email_verified(cleo)

    # Sign out, sign in by username and by email address.
    sign_out(page, base)
    sign_in(page, base, "cleo", PASSWORD)
    sign_out(page, base)
    sign_in(page, base, "cleo@example.test", PASSWORD)
    sign_out(page, base)

    # Forgot the password: reset it from the emailed link.
    page.click("text=Forgot your password?")
    expect(page).to_have_url(f"{base}/accounts/password/reset/")
    look(page, "account-password-reset")
    page.fill("#id_email", "cleo@example.test")
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{base}/accounts/password/reset/done/")
    look(page, "account-password-reset-sent")
    page.goto(base + mail_link(mail, "cleo@example.test", "/accounts/password/reset/key/", base, 2))
    expect(page.locator("#id_password1")).to_be_visible()
    look(page, "account-password-reset-new")
    page.fill("#id_password1", PASSWORD + "-2")
    page.fill("#id_password2", PASSWORD + "-2")
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{base}/accounts/password/reset/key/done/")
    look(page, "account-password-reset-done")
    page.click("main >> text=Sign in")  # the page shows the way on, not a dead end
    expect(page).to_have_url(f"{base}/accounts/login/")
    sign_in(page, base, "cleo", PASSWORD + "-2")

    # Change the email address: the new one counts once verified.
    page.goto(f"{base}/accounts/settings/")
    look(page, "account-settings")
    page.click("main >> text=Email address")
    expect(page).to_have_url(f"{base}/accounts/email/")
    look(page, "account-email")
    page.fill("#id_email", "cleo.new@example.test")
    page.click("main form button[type=submit]")
    page.goto(base + mail_link(mail, "cleo.new@example.test", "/accounts/confirm-email/", base))
    page.click("main form button[type=submit]")
    cleo.refresh_from_db()
    assert cleo.email == "cleo.new@example.test" and email_verified(cleo)

    # Change the password.
    page.goto(f"{base}/accounts/password/change/")
    look(page, "account-password-change")
    page.fill("#id_oldpassword", PASSWORD + "-2")
    page.fill("#id_password1", PASSWORD + "-3")
    page.fill("#id_password2", PASSWORD + "-3")
    page.click("main form button[type=submit]")
    expect(page.locator(".messages")).to_contain_text("Password successfully changed")
    sign_out(page, base)
    sign_in(page, base, "cleo.new@example.test", PASSWORD + "-3")
    sign_out(page, base)

    # A turn email's link opens the game; My games offers the sign-in and comes back.
    cleo.refresh_from_db()  # a link is signed with the current password's hash
    game = start("twenty-one", [cleo, make_user("dan")], {})
    link = urlsplit(login_link(cleo, game))
    page.goto(f"{base}{link.path}?{link.query}")
    expect(page).to_have_url(f"{base}/games/{game.pk}/")
    # The bar offers the password sign-in that opens the account, not Settings it cannot reach.
    expect(page.locator("header.top nav")).not_to_contain_text("Settings")
    expect(page.locator("header.top nav a", has_text="Sign in")).to_be_visible()
    page.click("header.top >> text=My games")
    expect(page).to_have_url(f"{base}/accounts/login/?next=%2Fgames%2F")
    expect(page.locator("#link-scope-notice")).to_be_visible()
    look(page, "account-login-from-game-link")
    page.fill("#id_login", "cleo")
    page.fill("#id_password", PASSWORD + "-3")
    page.click("main form button[type=submit]")
    expect(page).to_have_url(f"{base}/games/")
    expect(page.locator("main")).to_contain_text(f"#{game.pk}")

    look.assert_clean()
