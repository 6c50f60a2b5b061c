/* Player pages: the move builder (choices, board places, Escape to go back), the live
   stream that refreshes the panel. Every control also works without script: the builder's
   choices are GET forms to the page itself, moves are POST forms. */
(function () {
  "use strict";

  function game() { return document.getElementById("game"); }
  function builder() { return document.getElementById("builder"); }

  /* The board's places that answer the builder's current question stand out. */
  function markPlaces() {
    var el = builder();
    var wanted = {};
    if (el) {
      (el.getAttribute("data-places") || "").split(" ").forEach(function (p) { if (p) wanted[p] = true; });
    }
    document.querySelectorAll("#board .place").forEach(function (g) {
      g.classList.toggle("choosable", !!wanted[g.getAttribute("data-place")]);
    });
  }

  function ask(picks) {
    var el = game();
    if (!el || !window.htmx) return;
    var query = picks.map(function (p) { return "pick=" + encodeURIComponent(p); }).join("&");
    window.htmx.ajax("GET", el.getAttribute("data-builder") + "?" + query, { target: "#builder", swap: "outerHTML" });
  }

  /* A click (or Enter) on a board place: keep the moves that name that place. */
  function choosePlace(g) {
    var el = builder();
    if (!el) return;
    var key = g.getAttribute("data-place");
    var answers = el.querySelectorAll('.choices button[data-place="' + CSS.escape(key) + '"]');
    if (answers.length === 1) { answers[0].click(); return; }
    if (answers.length > 1) { answers[0].focus(); return; }  /* several answers there: choose one */
    var picks = (el.getAttribute("data-picks") || "").split(" ").filter(function (p) { return p; });
    picks.push("p:" + key);
    ask(picks);
  }

  function placeOf(target) {
    return target.closest ? target.closest("#board .place.clickable") : null;
  }

  document.addEventListener("click", function (event) {
    var g = placeOf(event.target);
    if (g) { event.preventDefault(); choosePlace(g); return; }
    if (event.target.closest("[data-cancel-preview]")) {
      var preview = document.getElementById("preview");
      if (preview) preview.innerHTML = "";
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      var back = document.querySelector("#builder [data-back]");
      if (back) { event.preventDefault(); back.click(); }
      return;
    }
    if (event.key !== "Enter" && event.key !== " ") return;
    var g = placeOf(event.target);
    if (g) { event.preventDefault(); choosePlace(g); }
  });

  document.addEventListener("htmx:afterSwap", function (event) {
    markPlaces();
    var target = event.detail && event.detail.target;
    if (target && target.id === "builder" || (target && target.closest && target.closest("#builder"))) {
      var first = document.querySelector("#builder [data-confirm], #builder .choices button");
      if (first) first.focus();
    }
  });

  /* The live stream: one EventSource per page; any event past the shown seq re-fetches the panel. */
  var source = null;
  /* Fetch a fragment and swap it over the element that has ``id`` when the answer arrives.
     htmx.ajax fixes its target when asked: had the move's own answer replaced #game in the
     meantime, the stream's refresh landed on the detached old panel, and hx-preserve first
     lifted the live table talk into that detached copy, so the talk card vanished from the
     page. A panel older than the one shown (its data-seq lower) is dropped. */
  function swapLater(url, id) {
    fetch(url, { headers: { "HX-Request": "true" }, credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (html) {
        var el = document.getElementById(id);
        if (html === null || !el) return;
        var seq = /data-seq="(\d+)"/.exec(html);
        var shown = el.getAttribute("data-seq");
        if (id === "game" && seq && shown && parseInt(seq[1], 10) < parseInt(shown, 10)) return;
        window.htmx.swap("#" + id, html, { swapStyle: "outerHTML" });
      })
      .catch(function () { /* the next stream event refreshes again */ });
  }
  function refresh() {
    var el = game();
    if (!el || !window.htmx) return;
    swapLater(el.getAttribute("data-panel"), "game");
  }
  /* Table talk: its own list, refreshed apart from the panel (a draft being typed stays). */
  function refreshTalk() {
    var talk = document.getElementById("talk");
    if (!talk || !window.htmx) return;
    swapLater(talk.getAttribute("data-messages"), "talk-messages");
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
    /* The reader's own standing order dropped (only their stream sends it): say so at once,
       above the game, and re-fetch the panel (its orders list shows the reason too). */
    source.addEventListener("order", function (message) {
      var data = {};
      try { data = JSON.parse(message.data); } catch (e) { return; }
      var notice = document.getElementById("live-notice");
      if (notice && data.text) { notice.textContent = data.text; notice.hidden = false; }
      refresh();
    });
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
    markPlaces();
    var select = document.querySelector("#create-form select[name=engine]");
    if (select) select.addEventListener("change", engineOptions);
  });
})();
