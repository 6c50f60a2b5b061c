"""axe-core in the page: the accessibility bar of every page kind.

tests/browser/vendor/axe.min.js is axe-core 4.14.1 (npm axe-core@4.14.1, MPL-2.0, license
beside it), vendored so the check runs offline. ``serious_violations`` lists what axe finds
at impact "serious" or "critical" (the bar is none).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"
AXE_VERSION = "4.14.1"
BAR = ("serious", "critical")


def violations(page: Any) -> list[dict[str, Any]]:
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
    )
    return found


def serious_violations(page: Any) -> list[str]:
    """One line per serious or critical violation: rule, impact, the first nodes."""
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at "
        + "; ".join(str(n["target"]) for n in v["nodes"][:3])
        for v in violations(page)
        if v.get("impact") in BAR
    ]
