"""The random and greedy bots and the plans they lean on (not rules: any legal move goes)."""
