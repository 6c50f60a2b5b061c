"""A format's refusal, said so that the Django layer can say it in the reader's language.

No Django here: a refusal keeps its English sentence (the msgid, marked for makemessages by
``gettext_noop``, a name xgettext knows) and its parameters; tournaments.errors.format_refusal
renders it with gettext. ``str()`` of it is the English sentence.
"""

from __future__ import annotations


def gettext_noop(message: str) -> str:
    """Marks ``message`` for the catalogue; it is translated where it is said."""
    return message


class FormatRefusal(ValueError):
    """Settings or players a format cannot take; ``template % params`` is the sentence."""

    def __init__(self, template: str, **params: object) -> None:
        self.template, self.params = template, params
        super().__init__(template % params if params else template)
