"""Table talk: a chat per game, kept in the game's log as events of their own.

A message is an Event of kind ``chat`` (a moderator's hiding is another event, kind
``chat_hide``). They take seqs in the log like moves, so the outbox (email, webhooks, the
live stream) and ``Last-Event-ID`` carry them, but they never move ``Game.head_seq``: replay,
snapshots, undo and If-Match pass them by, and a message never makes a pending move stale.
"""
