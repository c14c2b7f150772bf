/* A rule's scenarios were once listed on its area page (rules/<area>/#sc-...); they are now on the
   rule's own page. An address with such an anchor is sent on to the page that holds it. */
(function () {
  "use strict";

  function follow() {
    const holder = document.querySelector("[data-rb-moved]");
    const id = decodeURIComponent(location.hash.slice(1));
    if (!holder || !id || document.getElementById(id)) return;
    const rule = JSON.parse(holder.getAttribute("data-rb-moved") || "{}")[id];
    const link = rule && document.querySelector('a[data-rb-checks="' + rule + '"]');
    if (link) location.replace(link.href.split("#")[0] + "#" + id);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", follow);
  else follow();
  window.addEventListener("hashchange", follow);
})();
