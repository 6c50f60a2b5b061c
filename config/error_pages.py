"""Error answers by who asks: browsers get a page in the site's layout, API clients keep
RFC 9457 problem+json (config/problems.py).

Anything under /api/ (and the providers' /anymail/ webhooks) is the API's; elsewhere the
Accept header decides: a client that prefers JSON gets the problem, everyone else (browsers,
``*/*``) the page. The 500 page is rendered without the request's context, so it needs no
database (the fault may be the database).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from urllib.parse import urlencode

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.template import loader
from django.utils.translation import gettext_lazy as _

from config import problems

log = logging.getLogger(__name__)
API_PREFIXES = ("/api/", "/anymail/")
JSON_TYPES = (problems.PROBLEM, "application/json")

PAGES = {
    400: (_("Bad request"), _("The page could not understand this request.")),
    403: (_("Not for you"), _("You may not open this page.")),
    404: (
        _("Page not found"),
        _("There is nothing at this address. The link may be cut short, or the page is gone."),
    ),
    405: (
        _("Not this way"),
        _("This address takes a form's answer; go back to the page and use its button."),
    ),
    429: (_("Too many tries"), _("Wait a minute, then try again.")),
    500: (
        _("Something went wrong"),
        _("The error is on our side and was logged. Please try again in a minute."),
    ),
}


def wants_html(request: HttpRequest) -> bool:
    if request.path.startswith(API_PREFIXES):
        return False
    return request.get_preferred_type(["text/html", *JSON_TYPES]) == "text/html"


def error_page(
    request: HttpRequest | None,
    status: int,
    detail: str | None = None,
    sign_in_next: str | None = None,
    title: str | None = None,
) -> HttpResponse:
    """The page for ``status`` (``title`` and ``detail`` replace its words); with
    ``sign_in_next`` it offers the sign-in that leads back there."""
    heading, sentence = PAGES[status]
    context = {
        "status": status,
        "title": title or heading,
        "detail": detail or sentence,
        "sign_in": (
            f"{settings.LOGIN_URL}?{urlencode({'next': sign_in_next})}" if sign_in_next else None
        ),
    }
    body = loader.get_template("errors/page.html").render(context, request)
    return HttpResponse(body, status=status)


def _negotiated(
    status: int, problem: Callable[[HttpRequest], HttpResponse]
) -> Callable[[HttpRequest, Exception | None], HttpResponse]:
    def handler(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
        if not wants_html(request):
            return problem(request)
        signed_in = getattr(request, "user", None) and request.user.is_authenticated
        offer = request.get_full_path() if status == 403 and not signed_in else None
        return error_page(request, status, sign_in_next=offer)

    return handler


handler400 = _negotiated(400, problems.handler400)
handler403 = _negotiated(403, problems.handler403)
handler404 = _negotiated(404, problems.handler404)


def handler500(request: HttpRequest) -> HttpResponse:
    if not wants_html(request):
        return problems.handler500(request)
    return error_page(None, 500)


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """A form sent without its (or with a stale) CSRF token: usually an old tab."""
    if not wants_html(request):
        return problems.handler403(request)
    return error_page(
        request, 403, detail=str(_("This form has expired. Reload the page and send it again."))
    )


class HtmlErrorPageMiddleware:
    """Views answer 405 with an empty body (require_POST): a browser gets the page."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.status_code == 405 and not response.content and wants_html(request):
            page = error_page(request, 405)
            if response.has_header("Allow"):
                page["Allow"] = response["Allow"]
            return page
        return response
