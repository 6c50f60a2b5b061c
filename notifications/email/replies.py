"""A reply as its sender wrote it, whatever mail client sent it.

Mail clients send a reply as plain text, as text and HTML, or as HTML alone (Outlook and
phone clients often do), and put the whole earlier email under it: Gmail in a
``gmail_quote`` block after "On … wrote:", Apple Mail in ``<blockquote type="cite">``,
Outlook after a "From:/Von:" header block or "-----Original Message-----", text clients as
">" lines, with a signature after "-- ". What the player wrote is what is left once those
are gone: the HTML's quote containers are cut out of the tree (lxml), the rest is laid out
as text (inscriptis), and the reply headers of the languages players write in ("On …
wrote:", "Am … schrieb …:", "Von:/Gesendet:"), signatures and ">" lines are cut from the
text (mail-parser-reply, which knows those headers in both languages).
"""

from __future__ import annotations

import re
from email.message import EmailMessage

from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext, gettext_noop
from inscriptis import Inscriptis
from inscriptis.css_profiles import CSS_PROFILES
from inscriptis.model.config import ParserConfig
from lxml import html as lxml_html
from lxml.etree import ParserError
from mailparser_reply.parser import EmailMessage as ParsedReply

#: Our own line above the quoted email (in the reader's language): nothing under it is
#: the player's.
REPLY_MARKER = "## Reply above this line"
REPLY_MARKER_TEXT = gettext_noop("Reply above this line with your move")
LANGUAGES = ["en", "de"]

#: The HTML that holds an earlier email, by client: everything in it is quoted.
_QUOTES = (
    "//blockquote",
    "//*[contains(concat(' ', normalize-space(@class), ' '), ' gmail_quote ')]",
    "//*[@type='cite']",
    "//*[contains(concat(' ', normalize-space(@class), ' '), ' moz-cite-prefix ')]",
    "//*[contains(concat(' ', normalize-space(@class), ' '), ' moz-signature ')]",
    "//*[contains(concat(' ', normalize-space(@class), ' '), ' gmail_signature ')]",
    "//head",
    "//style",
    "//script",
)
#: Outlook marks where the earlier email starts; it and all that follows are quoted.
_FROM_HERE_ON = ("divRplyFwdMsg", "appendonsend", "mail-editor-reference-message-container")
#: "-----Original Message-----", "-----Ursprüngliche Nachricht-----", "--- Forwarded ---".
_SEPARATOR = re.compile(r"^\s*-{3,}\s*[^-\n]{3,60}?\s*-{3,}\s*$", re.MULTILINE)
_TEXT_CONFIG = ParserConfig(css=CSS_PROFILES["strict"], display_links=False)


def body_of(message: EmailMessage) -> str:
    """The reply's text: its text/plain part, else its HTML laid out as text."""
    plain = message.get_body(preferencelist=("plain",))
    if plain is not None:
        text = str(plain.get_content())
        if text.strip():
            return text
    html = message.get_body(preferencelist=("html",))
    return html_to_text(str(html.get_content())) if html is not None else ""


def html_to_text(markup: str) -> str:
    """An HTML reply as the text its reader sees, without the quoted earlier email."""
    if not markup.strip():
        return ""
    try:
        tree = lxml_html.document_fromstring(markup)
    except (ParserError, ValueError):
        return ""
    for found in [node for path in _QUOTES for node in tree.xpath(path)]:
        _drop(found)
    for marker in _FROM_HERE_ON:
        for found in tree.xpath(f"//*[@id='{marker}']"):
            _drop_from(found)
    for rule in tree.xpath("//hr"):  # Outlook's line above the "From:" block
        _drop_from(rule)
    return str(Inscriptis(tree, _TEXT_CONFIG).get_text())


def _drop(node: lxml_html.HtmlElement) -> None:
    parent = node.getparent()
    if parent is not None:
        node.drop_tree()  # keeps the tail text (what follows the element)


def _drop_from(node: lxml_html.HtmlElement) -> None:
    """``node``, everything after it, and everything after each of its ancestors."""
    current: lxml_html.HtmlElement | None = node
    while current is not None and current.getparent() is not None:
        parent = current.getparent()
        for later in list(current.itersiblings()):
            parent.remove(later)
        current.tail = None
        if current is node:
            parent.remove(current)
        current = parent


def reply_markers() -> list[str]:
    """Our marker line in every language the server writes emails in."""
    markers = [REPLY_MARKER]
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            markers.append(f"## {gettext(REPLY_MARKER_TEXT)}")
    return list(dict.fromkeys(markers))


def own_words(reply: str) -> str:
    """What the sender wrote themselves: above our marker, above the earlier email's
    header ("On … wrote:", "Am … schrieb …:", "From:/Von:" blocks, "-----Original
    Message-----"), without ">" lines and the signature; line breaks kept."""
    text = reply.replace("\r\n", "\n").replace("\r", "\n")
    for marker in reply_markers():
        text = text.split(marker, 1)[0]
    separator = _SEPARATOR.search(text)
    if separator is not None:
        text = text[: separator.start()]
    parsed = ParsedReply(text=text, languages=list(LANGUAGES), keep_hyphen_lists=True).read()
    first = parsed.replies[0].body if parsed.replies else ""
    lines = [ln.rstrip() for ln in first.splitlines() if not ln.lstrip().startswith(">")]
    while lines and not lines[0].strip():
        lines.pop(0)
    return "\n".join(lines).strip()
