/* Search without accents: "misere" finds what "misère" finds, in the same order.

   The theme's search engine (lunr, in a web worker) matches words as they are written and has no
   setting to fold accents. This script, loaded after the theme's own, folds them on the way to the
   worker: in the index, every page section whose title or text has an accented word gets two more
   fields holding those words without accents (weighted as the title and the text), and every query
   goes to the worker without accents. The pages, titles and snippets shown are left as written.
   Without this script (or with another search engine) the search still works, accents and all. */
(function () {
  "use strict";
  if (typeof Worker === "undefined" || !String.prototype.normalize) return;

  const SETUP = 0, QUERY = 2;  /* the theme's message types */
  const MARKS = /[\u0300-\u036f]/g;

  /** @param {string} text @returns {string} */
  function fold(text) { return text.normalize("NFD").replace(MARKS, "").normalize("NFC"); }

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
  /** @this {Worker} @param {any} message */
  Worker.prototype.postMessage = function (message) {
    /** @type {[any, any?]} */
    const args = /** @type {[any, any?]} */ (Array.prototype.slice.call(arguments));
    if (message && message.type === SETUP && message.data) {
      args[0] = { type: SETUP, data: foldIndex(message.data) };
    } else if (message && message.type === QUERY && typeof message.data === "string") {
      args[0] = { type: QUERY, data: fold(message.data) };
    }
    return post.apply(this, args);
  };

  window.FiveHundredSearch = { fold: fold, accented: accented, foldIndex: foldIndex };
})();
