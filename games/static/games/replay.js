/* The replay page: the arrow keys follow the step links (which work without script too):
   ← back, → forward, Home the set-up, End the last move. Typing in a field is left alone. */
(function () {
  "use strict";
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var target = event.target;
    if (target && target.closest && target.closest("input, textarea, select, [contenteditable]")) return;
    var link = document.querySelector('.replay-steps a[data-key="' + event.key + '"]');
    if (!link) return;
    event.preventDefault();
    window.location.href = link.getAttribute("href");
  });
})();
