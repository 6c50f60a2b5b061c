"""Server-rendered pages for players (Django templates + htmx), on the same services as the API.

A small web layer inside games/: views are thin (one selector or service call each), the
boards are drawn by games/web/boards/<engine>.py from the VIEW a seat may see, never the state.
"""
