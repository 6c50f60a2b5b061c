"""Game engines: pure Python, one package per game. See core.py for the protocol."""
