"""Look at a page as people do: a screenshot at desktop and at phone width (saved under
test-output/screenshots/), axe-core's serious and critical violations, and no sideways
scrolling on a phone. Tests gather the findings and assert none at the end, so one run
shows every page's problems at once."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.browser.axe import serious_violations

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


class Looker:
    def __init__(self, shots: Path, report: str) -> None:
        self.shots = shots
        self.report = shots.parent / f"axe-{report}.json"
        self.findings: dict[str, list[str]] = {}

    def __call__(self, page: Any, name: str) -> None:
        page.wait_for_load_state("load")
        page.set_viewport_size(DESKTOP)
        page.screenshot(path=str(self.shots / f"{name}-desktop.png"), full_page=True)
        problems = serious_violations(page)
        page.set_viewport_size(PHONE)
        page.screenshot(path=str(self.shots / f"{name}-phone.png"), full_page=True)
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > PHONE["width"] + 10:
            problems.append(f"scrolls sideways on a phone ({width}px)")
        page.set_viewport_size(DESKTOP)
        self.findings[name] = problems

    def assert_clean(self) -> None:
        self.report.write_text(json.dumps(self.findings, indent=1))
        dirty = {name: found for name, found in self.findings.items() if found}
        assert not dirty, json.dumps(dirty, indent=1)
