/* Tables that fit a phone (with tables.css): each cell is given its column's name, and a table
   wider than the text column is shown stacked, one block per row. Measured again when the window
   is resized, a folded block is opened or the theme wraps a table. Without this script a wide
   table scrolls sideways. */
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

  /* The right edge of the room the table has: the nearest of its block containers' inner right edges (the
     text column, a folded block, the theme's scrolling wrapper), less the padding of the shrink-wrapped
     boxes just inside it (the theme's inline-block around each table). A shrink-wrapped box is as wide as the
     table inside it, so its own edge says nothing of the room: measured against it, every table that
     fills its box would seem too wide. A table reaching past this edge scrolls sideways. */
  /** @param {HTMLTableElement} table @returns {number} */
  function edge(table) {
    let right = document.documentElement.clientWidth;
    let inset = 0;
    for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
      const style = getComputedStyle(el);
      const own = parseFloat(style.paddingRight || "0") + parseFloat(style.borderRightWidth || "0");
      if (/^(inline|table)/.test(style.display)) { inset += own; continue; }
      const inner = el.getBoundingClientRect().right - own - inset;
      inset = 0;
      if (inner < right) right = inner;
      if (el.classList.contains("md-content__inner")) break;
    }
    return right;
  }

  /* Every table is measured with the page laid out once: first each table is labelled and unstacked, then all
     are measured, then the wide ones stacked. Measuring a table right after stacking another would make the
     browser lay the whole page out again for each table, and the implementations page has dozens. */
  function fit() {
    /** @type {HTMLTableElement[]} */
    const tables = Array.prototype.slice.call(document.querySelectorAll(".md-content table:not([class]):not(.rb-quick table)"));
    for (const table of tables) {
      label(table);
      table.removeAttribute("data-rb-stacked");
    }
    const wide = tables.filter(function (table) {
      const box = table.getBoundingClientRect();
      if (!box.width) return false;  /* folded away: measured when opened */
      /* A table that fills its room exactly (long cells wrapped) fits; one a pixel past it does not. */
      return Math.max(box.right, box.left + table.scrollWidth) > edge(table) + 1;
    });
    for (const table of wide) table.setAttribute("data-rb-stacked", "1");
  }

  /** @type {ReturnType<typeof setTimeout> | null} */
  let pending = null;
  function later() {
    if (pending) clearTimeout(pending);
    pending = setTimeout(fit, 100);
  }

  /* The theme's script wraps each table in its scrolling wrapper after the page has loaded (and may run
     after this one): until then a table is its own scrolling box, as wide as its longest lines, and
     would seem too wide for the column. So the tables are measured again whenever one is moved. */
  /** @param {MutationRecord[]} records */
  function moved(records) {
    for (const record of records) {
      for (const node of Array.prototype.slice.call(record.addedNodes)) {
        if (node instanceof Element && (node.tagName === "TABLE" || node.querySelector("table"))) { later(); return; }
      }
    }
  }

  function init() {
    fit();
    window.addEventListener("resize", later);
    window.addEventListener("load", later);
    document.addEventListener("toggle", later, true);
    if (typeof MutationObserver !== "undefined") {
      new MutationObserver(moved).observe(document.body, { childList: true, subtree: true });
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
