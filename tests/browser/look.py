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

#: Each board picture (svg.board, svg.mat) whose drawing cannot all be seen: part of it
#: cut by a frame that does not scroll that way, or by the screen's edge (the page itself
#: may not scroll sideways). A frame that scrolls (overflow auto) shows all of it in turn,
#: so the walk goes on with that frame's own box; a frame cut to a height (max-height) with
#: the picture taller than it counts as cut, since a picture in a box scrolling both ways
#: reads as cut on a phone.
CLIPPED = """() => {
  const found = [];
  const name = (el) =>
    el.getAttribute("aria-label") || el.closest("[aria-label]")?.getAttribute("aria-label");
  for (const pic of document.querySelectorAll("svg.board, svg.mat")) {
    if (!pic.getClientRects().length) continue;
    let r = pic.getBoundingClientRect();
    let box = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    for (let a = pic.parentElement; a && a !== document.body; a = a.parentElement) {
      const st = getComputedStyle(a), ar = a.getBoundingClientRect();
      const scrollsX = ["auto", "scroll"].includes(st.overflowX);
      const cutsX = ["hidden", "clip"].includes(st.overflowX);
      if (scrollsX) {
        box.left = Math.max(box.left, ar.left);
        box.right = Math.min(box.right, ar.right);
      }
      else if (cutsX && (box.left < ar.left - 1 || box.right > ar.right + 1)) {
        found.push(`${name(pic)}: cut at the side by a ${a.tagName.toLowerCase()}.${a.className}`);
        break;
      }
      if (st.overflowY !== "visible" && box.bottom - box.top > ar.height + 1) {
        const tall = Math.round(box.bottom - box.top);
        found.push(`${name(pic)}: cut at ${Math.round(ar.height)}px of ${tall}px in height`);
        break;
      }
    }
    if (box.left < -1 || box.right > window.innerWidth + 1)
      found.push(`${name(pic)}: off the screen (${box.left | 0}..${box.right | 0})`);
  }
  return found;
}"""


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
        problems += [f"on a phone: {c}" for c in page.evaluate(CLIPPED)]
        page.set_viewport_size(DESKTOP)
        self.findings[name] = problems

    def assert_clean(self) -> None:
        self.report.write_text(json.dumps(self.findings, indent=1))
        dirty = {name: found for name, found in self.findings.items() if found}
        assert not dirty, json.dumps(dirty, indent=1)
