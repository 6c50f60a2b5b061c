"""Boards in emails: the game page's SVG as an inline PNG (mail clients show no SVG).

CairoSVG renders it (on libcairo, a system library: Debian's libcairo2). The PNG goes in a
multipart/related part beside the HTML, which shows it by its Content-ID (``cid:``), so it
is there without loading anything from the web (clients block remote images).
"""

from __future__ import annotations

import logging
from email.mime.image import MIMEImage

from django.core.mail import EmailMultiAlternatives

log = logging.getLogger(__name__)

#: Pixels across: sharp on a phone, small enough for a mailbox.
WIDTH = 1000


def png_of(svg: str) -> bytes:
    """The SVG drawn as a PNG ``WIDTH`` pixels wide on white (mail clients in dark mode
    would show a transparent board on black)."""
    import cairosvg  # loads libcairo: only where an email is sent, not at every start

    png = cairosvg.svg2png(
        bytestring=svg.encode("utf-8"), output_width=WIDTH, background_color="white"
    )
    assert isinstance(png, bytes)
    return png


def inline_png(message: EmailMultiAlternatives, cid: str, svg: str) -> None:
    """Attach ``svg`` as a PNG the HTML part shows as ``cid:<cid>``. Without libcairo the
    email goes without it (its alt text stands in) rather than not at all."""
    try:
        png = png_of(svg)
    except OSError:  # cairocffi found no libcairo: `apt-get install libcairo2`
        log.exception("the board could not be drawn as PNG (is libcairo2 installed?)")
        return
    image = MIMEImage(png, _subtype="png")
    image.add_header("Content-ID", f"<{cid}>")
    image.add_header("Content-Disposition", "inline", filename=f"{cid}.png")
    message.mixed_subtype = "related"  # type: ignore[attr-defined]
    message.attach(image)
