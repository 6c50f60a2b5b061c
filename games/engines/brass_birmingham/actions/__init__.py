"""One rule per module: build, network, develop, sell, and the simple actions."""
