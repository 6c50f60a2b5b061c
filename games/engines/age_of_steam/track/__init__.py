"""Track on the map: tiles and their segments in the state (segments.py, the one reader),
and the chains, links and networks derived from them (chains.py)."""
