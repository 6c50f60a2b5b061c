"""Build Track (digest §4.4): the build turn one tile at a time (turn.py), what a step does to
its hex (change.py), what it joins (join.py) and must connect to (connect.py), checked and
applied (step.py), listed (listing.py); Urbanization (urbanize.py); version 1's Germany
build turn (legacy.py)."""
