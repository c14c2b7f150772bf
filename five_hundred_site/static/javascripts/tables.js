/* Tables that fit a phone (with tables.css): each cell is given its column's name, and a table
   wider than the page is shown stacked, one block per row. Measured again when the window is
   resized or a folded block is opened. Without this script a wide table scrolls sideways. */
(function () {
  "use strict";

  /** @param {HTMLTableElement} table */
  function label(table) {
    if (table.getAttribute("data-rb-labelled")) return;
    table.setAttribute("data-rb-labelled", "1");
    const heads = Array.prototype.map.call(table.querySelectorAll("thead th"), function (th) {
      return (th.textContent || "").replace(/\s+/g, " ").trim();
    });
    Array.prototype.forEach.call(table.querySelectorAll("tbody tr"), function (tr) {
      Array.prototype.forEach.call(tr.children, function (td, i) {
        if (heads[i]) td.setAttribute("data-label", heads[i]);
      });
    });
  }

  /* The right edge of the room the table has: the nearest of its containers' inner right edges (the text
     column, a folded block, the theme's scrolling wrapper). A table reaching past it scrolls sideways. */
  /** @param {HTMLTableElement} table @returns {number} */
  function edge(table) {
    let right = document.documentElement.clientWidth;
    for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
      const style = getComputedStyle(el);
      const inner = el.getBoundingClientRect().right - parseFloat(style.paddingRight || "0")
        - parseFloat(style.borderRightWidth || "0");
      if (inner < right) right = inner;
      if (el.classList.contains("md-content__inner")) break;
    }
    return right;
  }

  function fit() {
    Array.prototype.forEach.call(document.querySelectorAll(".md-content table:not([class]):not(.rb-quick table)"), /** @param {HTMLTableElement} table */ function (table) {
      label(table);
      table.removeAttribute("data-rb-stacked");
      const box = table.getBoundingClientRect();
      if (!box.width) return;  /* folded away: measured when opened */
      if (box.left + table.scrollWidth > edge(table) - 3) table.setAttribute("data-rb-stacked", "1");
    });
  }

  /** @type {ReturnType<typeof setTimeout> | null} */
  let pending = null;
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
