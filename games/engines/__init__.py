"""Game engines: pure Python, one package per game (``brass_birmingham``, ``age_of_steam``,
``russian_railroads``, ``five_o_four``). The framework they all plug into is the ``core``
package: the protocol in ``core/protocol.py``, the one apply pipeline in ``core/pipeline.py``,
the registry Django code reaches them through in ``core/registry.py`` (its ``__init__``
lists the rest); docs/engine-framework.md shows how an engine plugs in."""
