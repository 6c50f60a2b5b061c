/* Player pages: board places filter the move list; the live stream refreshes the panel. */
(function () {
  "use strict";

  function game() { return document.getElementById("game"); }

  function filterByPlace(key, label) {
    var items = document.querySelectorAll("#options li");
    var shown = 0;
    items.forEach(function (li) {
      var match = li.getAttribute("data-place") === key;
      li.hidden = !match;
      if (match) shown += 1;
    });
    document.querySelectorAll("svg .place.selected").forEach(function (g) { g.classList.remove("selected"); });
    document.querySelectorAll('#board svg .place[data-place="' + CSS.escape(key) + '"]').forEach(function (g) { g.classList.add("selected"); });
    var status = document.getElementById("filter-status");
    if (status) {
      status.hidden = false;
      status.querySelector("span").textContent = shown + " move(s) at " + label + ".";
    }
    var first = document.querySelector("#options li:not([hidden]) button");
    if (first) first.focus();
  }

  function showAll() {
    document.querySelectorAll("#options li").forEach(function (li) { li.hidden = false; });
    var status = document.getElementById("filter-status");
    if (status) status.hidden = true;
    document.querySelectorAll("svg .place.selected").forEach(function (g) { g.classList.remove("selected"); });
  }

  function placeOf(target) {
    var g = target.closest ? target.closest("#board .place.clickable") : null;
    return g;
  }

  document.addEventListener("click", function (event) {
    var g = placeOf(event.target);
    if (g) { filterByPlace(g.getAttribute("data-place"), g.getAttribute("aria-label")); return; }
    if (event.target.closest("[data-show-all]")) { showAll(); return; }
    if (event.target.closest("[data-cancel]")) {
      var preview = document.getElementById("preview");
      if (preview) preview.innerHTML = "";
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    var g = placeOf(event.target);
    if (g) { event.preventDefault(); filterByPlace(g.getAttribute("data-place"), g.getAttribute("aria-label")); }
  });

  /* The live stream: one EventSource per page; any event past the shown seq re-fetches the panel. */
  var source = null;
  function refresh() {
    var el = game();
    if (!el || !window.htmx) return;
    window.htmx.ajax("GET", el.getAttribute("data-panel"), { target: "#game", swap: "outerHTML" });
  }
  /* Table talk: its own list, refreshed apart from the panel (a draft being typed stays). */
  function refreshTalk() {
    var talk = document.getElementById("talk");
    if (!talk || !window.htmx) return;
    window.htmx.ajax("GET", talk.getAttribute("data-messages"), { target: "#talk-messages", swap: "outerHTML" });
  }
  function scrollTalk() {
    var list = document.querySelector("#talk-messages .talk-list");
    if (list) list.scrollTop = list.scrollHeight;
  }
  document.addEventListener("htmx:afterSettle", scrollTalk);
  document.addEventListener("keydown", function (event) {
    if (event.target.id === "talk-text" && event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.target.form.requestSubmit();
    }
  });

  function connect() {
    var el = game();
    if (!el || source || !el.getAttribute("data-stream") || !window.EventSource) return;
    source = new EventSource(el.getAttribute("data-stream") + "?after=" + el.getAttribute("data-seq"));
    source.onmessage = function (message) {
      var data = {};
      try { data = JSON.parse(message.data); } catch (e) { return; }
      if (data.kind === "chat" || data.kind === "chat_hide") { refreshTalk(); return; }
      var current = parseInt(game().getAttribute("data-seq"), 10);
      if (data.seq > current) refresh();
    };
    source.addEventListener("end", function () { source.close(); refresh(); });
    window.turnStream = source;
  }

  function engineOptions() {
    var select = document.querySelector("#create-form select[name=engine]");
    if (!select) return;
    document.querySelectorAll(".engine-options").forEach(function (fs) {
      fs.hidden = fs.getAttribute("data-engine") !== select.value;
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    connect();
    scrollTalk();
    engineOptions();
    var select = document.querySelector("#create-form select[name=engine]");
    if (select) select.addEventListener("change", engineOptions);
  });
})();
