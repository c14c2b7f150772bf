/* Search without accents: "misere" finds what "misère" finds, in the same order.

   The theme's search engine (lunr, in a web worker) matches words as they are written and has no
   setting to fold accents. This script, loaded after the theme's own, folds them on the way to the
   worker: in the index, every page section whose title or text has an accented word gets two more
   fields holding those words without accents (weighted as the title and the text), and every query
   goes to the worker without accents, with a bid written out ("8 hearts") written short ("8H").
   The pages, titles and snippets shown are left as written.
   The theme may hand the worker its index before this script has loaded (its index can arrive while the
   page still waits for the scripts after the theme's): the first query to such a worker sets it up again
   with the folded index, and the queries wait until it is ready.
   Without this script (or with another search engine) the search still works, accents and all. */
(function () {
  "use strict";
  if (typeof Worker === "undefined" || !String.prototype.normalize) return;

  const SETUP = 0, READY = 1, QUERY = 2;  /* the theme's message types */
  const MARKS = /[\u0300-\u036f]/g;

  /** @param {string} text @returns {string} */
  function fold(text) { return text.normalize("NFD").replace(MARKS, "").normalize("NFC"); }

  /* A bid written out, "8 hearts", "eight hearts", "8♥" or "8 h", written short as the score table's tags
     have it ("8H"; search.py): the other words of the query are left as they are. */
  const NUMBERS = /** @type {Record<string, string>} */ ({ six: "6", seven: "7", eight: "8", nine: "9", ten: "10" });
  const DENOMINATIONS = /** @type {Record<string, string>} */ ({ "♠": "S", "♣": "C", "♦": "D", "♥": "H", s: "S",
    c: "C", d: "D", h: "H", nt: "NT", spade: "S", club: "C", diamond: "D", heart: "H", "no trump": "NT" });
  const BID = /(^|\s)(6|7|8|9|10|six|seven|eight|nine|ten)\s*(♠|♣|♦|♥|nt|no[\s-]*trumps?|spades?|clubs?|diamonds?|hearts?|s|c|d|h)(?=\s|$)/giu;

  /** @param {string} query @returns {string} */
  function bids(query) {
    return query.replace(BID, function (_all, space, n, den) {
      const d = den.toLowerCase().replace(/^no[\s-]*trumps?$/, "no trump").replace(/s$/, "");
      const short = DENOMINATIONS[d] || DENOMINATIONS[den.toLowerCase()];
      return short ? space + (NUMBERS[n.toLowerCase()] || n) + short : _all;
    });
  }

  /* The accented words of a title or text (HTML), without their accents, or "" when there are none. */
  /** @param {unknown} html @returns {string} */
  function accented(html) {
    if (typeof html !== "string" || !/[\u0080-\uffff]/.test(html)) return "";
    const words = html.replace(/<[^>]*>/g, " ").split(/[^\p{L}\p{N}]+/u);
    return words.filter(function (w) { return w && fold(w) !== w; }).map(fold).join(" ");
  }

  /**
   * The theme's search index (its fields and documents), with the folded fields added.
   * @typedef {{ config?: { fields?: Record<string, { boost?: number }> },
   *             docs?: Array<Record<string, string>> }} SearchIndex
   * @param {SearchIndex} index @returns {SearchIndex}
   */
  function foldIndex(index) {
    const fields = index.config && index.config.fields;
    if (!fields || !Array.isArray(index.docs)) return index;
    fields.title_folded = { boost: (fields.title && fields.title.boost) || 1 };
    fields.text_folded = { boost: (fields.text && fields.text.boost) || 1 };
    index.docs.forEach(function (doc) {
      const title = accented(doc.title), text = accented(doc.text);
      if (title) doc.title_folded = title;
      if (text) doc.text_folded = text;
    });
    return index;
  }

  const post = Worker.prototype.postMessage;
  /** What each search worker holds: the folded index, the index as written (refold could not get the index:
   * its queries go as written), or, while refold sets it up again, the theme's queries waiting, in order. */
  const held = /** @type {WeakMap<Worker, "folded" | "as written" | string[]>} */ (new WeakMap());

  /** The theme's settings (the site's base address, its features) from the page, as the theme reads them.
   * @returns {{ base: URL, features: string[] }} */
  function themeConfig() {
    const element = document.getElementById("__config");
    /** @type {{ base?: string, features?: string[] }} */
    const config = element && element.textContent ? JSON.parse(element.textContent) : {};
    return { base: new URL(config.base || ".", location.href), features: config.features || [] };
  }

  /** The site's search index, as the theme gets it (a script on a page opened from a file).
   * @param {URL} base @returns {Promise<SearchIndex>} */
  function searchIndex(base) {
    const loaded = /** @type {{ __index?: SearchIndex }} */ (/** @type {unknown} */ (window)).__index;
    if (location.protocol === "file:" && loaded) return Promise.resolve(loaded);
    return fetch(new URL("search/search_index.json", base)).then(function (r) { return r.json(); });
  }

  /** Set ``worker`` up again with the folded index: the theme gave it the index as written. Until the worker
   * is ready the theme's queries wait; if the index cannot be had they go as written, to the index as written.
   * @param {Worker} worker */
  function refold(worker) {
    /** @type {string[]} */
    const queue = [];
    held.set(worker, queue);
    /** @param {boolean} folded whether the worker now holds the folded index */
    function release(folded) {
      held.set(worker, folded ? "folded" : "as written");
      queue.forEach(function (query) { post.call(worker, { type: QUERY, data: folded ? bids(fold(query)) : query }); });
    }
    const config = themeConfig();
    searchIndex(config.base).then(function (index) {
      /** @param {MessageEvent} event */
      function ready(event) {
        if (!event.data || event.data.type !== READY) return;
        worker.removeEventListener("message", ready);
        release(true);
      }
      worker.addEventListener("message", ready);
      const suggest = config.features.indexOf("search.suggest") >= 0;
      post.call(worker, { type: SETUP, data: Object.assign(foldIndex(index), { options: { suggest: suggest } }) });
    }).catch(function () { release(false); });
  }

  /** @this {Worker} @param {any} message */
  Worker.prototype.postMessage = function (message) {
    /** @type {[any, any?]} */
    const args = /** @type {[any, any?]} */ (Array.prototype.slice.call(arguments));
    if (message && message.type === SETUP && message.data) {
      held.set(this, "folded");
      args[0] = { type: SETUP, data: foldIndex(message.data) };
    } else if (message && message.type === QUERY && typeof message.data === "string") {
      if (!held.has(this)) refold(this);
      const state = held.get(this);
      if (Array.isArray(state)) {
        state.push(message.data);
        return undefined;
      }
      if (state === "folded") args[0] = { type: QUERY, data: bids(fold(message.data)) };
    }
    return post.apply(this, args);
  };

  window.FiveHundredSearch = { fold: fold, bids: bids, accented: accented, foldIndex: foldIndex };
})();
