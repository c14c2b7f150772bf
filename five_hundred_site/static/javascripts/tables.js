/* Tables that fit a phone (with tables.css): each cell is given its column's name, and a table
   wider than the page is shown stacked, one block per row. Measured again when the window is
   resized or a folded block is opened. Without this script a wide table scrolls sideways. */
(function () {
  "use strict";

  function label(table) {
    if (table.getAttribute("data-rb-labelled")) return;
    table.setAttribute("data-rb-labelled", "1");
    var heads = Array.prototype.map.call(table.querySelectorAll("thead th"), function (th) {
      return th.textContent.replace(/\s+/g, " ").trim();
    });
    Array.prototype.forEach.call(table.querySelectorAll("tbody tr"), function (tr) {
      Array.prototype.forEach.call(tr.children, function (td, i) {
        if (heads[i]) td.setAttribute("data-label", heads[i]);
      });
    });
  }

  /* The right edge of the text column: a table reaching past it makes the page scroll sideways. */
  function edge(table) {
    var inner = table.closest(".md-content__inner") || document.body;
    var box = inner.getBoundingClientRect();
    return Math.min(box.right - parseFloat(getComputedStyle(inner).paddingRight || "0"),
                    document.documentElement.clientWidth);
  }

  function fit() {
    Array.prototype.forEach.call(document.querySelectorAll(".md-content table:not([class])"), function (table) {
      label(table);
      table.removeAttribute("data-rb-stacked");
      var box = table.getBoundingClientRect();
      if (!box.width) return;  /* folded away: measured when opened */
      if (box.left + table.scrollWidth > edge(table) + 1) table.setAttribute("data-rb-stacked", "1");
    });
  }

  var pending = null;
  function later() {
    if (pending) clearTimeout(pending);
    pending = setTimeout(fit, 100);
  }

  function init() {
    fit();
    window.addEventListener("resize", later);
    document.addEventListener("toggle", later, true);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
