/* The rule book: step through a hand replay (buttons, left and right arrow keys), and the score
   calculator. Without this script every trick stays visible and every page reads complete. */
(function () {
  "use strict";

  /* The scores are the engine's, embedded in the page (one row per contract and number of tricks);
     nothing is computed here. */
  /**
   * One game's scores as the page embeds them: for each contract, one row per number of tricks the
   * contractor's side took, [made, the contractor's side's score, the defenders' score].
   * @typedef {{ scores: Record<string, Array<[boolean, number, number]>>, values: Record<string, number>,
   *             misere: string[], contracts: string[], labels: Record<string, string>, tricks: number,
   *             pooled: boolean, other_sides: number, defence_per_trick: number }} GameScores
   */
  /** @param {GameScores} data @param {string} contract @param {number} tricks */
  function score(data, contract, tricks) {
    const row = data.scores[contract][tricks];
    const value = data.values[contract];
    const misere = data.misere.indexOf(contract) >= 0;
    return { made: row[0], own: row[1], defenders: row[2], slam: row[0] && !misere && row[1] !== value,
             misere: misere, value: value };
  }

  /** @param {number} n @returns {string} */
  function signed(n) { return n > 0 ? "+" + n : (n < 0 ? "\u2212" + (-n) : "0"); }

  /** @param {string} text @param {string} cls @returns {HTMLButtonElement} */
  function button(text, cls) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "md-button " + cls;
    b.textContent = text;
    return b;
  }

  /** @param {HTMLElement} root */
  function setupReplay(root) {
    if (root.getAttribute("data-ready")) return;
    root.setAttribute("data-ready", "1");
    /** @type {HTMLElement[]} */
    const steps = Array.prototype.slice.call(root.querySelectorAll(".rb-step"));
    if (!steps.length) return;
    let current = 0, all = false;
    const m = /^#trick-(\d+)$/.exec(window.location.hash);
    if (m) current = Math.max(0, Math.min(steps.length - 1, parseInt(m[1], 10) - 1));
    const bar = document.createElement("div");
    bar.className = "rb-controls";
    bar.setAttribute("role", "group");
    bar.setAttribute("aria-label", "Step through the tricks");
    const prev = button("\u25C0 Previous trick", "rb-prev");
    const next = button("Next trick \u25B6", "md-button--primary rb-next");
    const whole = button("Show all tricks", "rb-all");
    const status = document.createElement("span");
    status.className = "rb-status";
    status.setAttribute("aria-live", "polite");
    bar.appendChild(prev); bar.appendChild(next); bar.appendChild(whole); bar.appendChild(status);
    root.insertBefore(bar, root.firstChild);

    function show() {
      steps.forEach(function (s, i) { s.hidden = !all && i !== current; });
      prev.disabled = all || current === 0;
      next.disabled = all || current === steps.length - 1;
      whole.textContent = all ? "One trick at a time" : "Show all tricks";
      whole.setAttribute("aria-pressed", all ? "true" : "false");
      const s = steps[current];
      status.textContent = all ? "All " + steps.length + " tricks"
        : "Trick " + (current + 1) + " of " + steps.length + ": " + s.getAttribute("data-winner")
          + " wins \u00B7 tricks " + s.getAttribute("data-count");
    }
    /* Keep the buttons and the whole current trick on the screen: when the step runs past an edge, the
       replay is brought to the top (below the theme's sticky header, see scroll-margin-top). */
    function reveal() {
      const box = steps[current].getBoundingClientRect(), top = bar.getBoundingClientRect().top;
      if (top < 0 || box.bottom > window.innerHeight) root.scrollIntoView({ block: "start" });
    }
    /** @param {number} d */
    function go(d) {
      if (all) return;
      const n = Math.max(0, Math.min(steps.length - 1, current + d));
      if (n !== current) { current = n; show(); reveal(); }
    }
    window.addEventListener("hashchange", function () {
      const h = /^#trick-(\d+)$/.exec(window.location.hash);
      if (!h) return;
      all = false;
      current = Math.max(0, Math.min(steps.length - 1, parseInt(h[1], 10) - 1));
      show();
      reveal();
    });
    prev.addEventListener("click", function () { go(-1); });
    next.addEventListener("click", function () { go(1); });
    whole.addEventListener("click", function () { all = !all; show(); });
    document.addEventListener("keydown", function (e) {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
      const t = /** @type {HTMLElement | null} */ (e.target);
      if (t && (/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName) || t.isContentEditable)) return;
      if (e.key === "ArrowRight") { go(1); e.preventDefault(); }
      else if (e.key === "ArrowLeft") { go(-1); e.preventDefault(); }
    });
    show();
  }

  /* The calculator: the scores of every game are embedded (data.variants, by variant ID); choosing
     a game lists its contracts and numbers of tricks, and each answer is looked up in its table. */
  /** @param {HTMLFormElement} form */
  function setupCalculator(form) {
    if (form.getAttribute("data-ready")) return;
    form.setAttribute("data-ready", "1");
    const source = document.getElementById(form.getAttribute("data-score") || "");
    if (!source) return;
    /** @type {{ variants: Record<string, GameScores>, default: string }} */
    const all = JSON.parse(source.textContent || "{}");
    /** @type {HTMLSelectElement | null} */
    const game = form.querySelector("select[name=variant]");
    /** @type {HTMLSelectElement | null} */
    const contract = form.querySelector("select[name=contract]");
    /** @type {HTMLSelectElement | null} */
    const tricks = form.querySelector("select[name=tricks]");
    const own = form.querySelector("#rb-calc-own"), made = form.querySelector("#rb-calc-made");
    const def = form.querySelector("#rb-calc-def"), note = form.querySelector("#rb-calc-def-note");
    if (!contract || !tricks || !own || !made || !def || !note) return;
    let data = all.variants[game ? game.value : all["default"]];
    /**
     * @template T
     * @param {HTMLSelectElement} select @param {T[]} values @param {(value: T) => string} label
     */
    function options(select, values, label) {
      const keep = select.value;
      select.textContent = "";
      values.forEach(function (v) {
        const o = document.createElement("option");
        o.value = String(v);
        o.textContent = label(v);
        select.appendChild(o);
      });
      if (values.map(String).indexOf(keep) >= 0) select.value = keep;
    }
    function choose() {
      if (!game || !contract || !tricks) return;
      data = all.variants[game.value];
      options(contract, data.contracts, function (c) { return data.labels[c]; });
      const counts = [];
      for (let i = 0; i < data.scores[data.contracts[0]].length; i++) counts.push(i);
      options(tricks, counts, String);
      update();
    }
    function update() {
      if (!contract || !tricks || !own || !made || !def || !note) return;
      const n = parseInt(tricks.value, 10);
      const r = score(data, contract.value, n);
      const against = data.tricks - n;
      own.textContent = signed(r.own);
      own.setAttribute("data-value", String(r.own));
      made.textContent = r.made ? (r.slam ? "(made, a slam: " + r.own + " instead of " + r.value + ")" : "(made)")
        : "(failed)";
      def.textContent = signed(r.defenders);
      def.setAttribute("data-value", String(r.defenders));
      note.textContent = r.misere ? "(nothing against a misère)"
        : data.pooled && data.other_sides > 1 ? "(between the " + data.other_sides + " other sides: "
          + data.defence_per_trick + " for each of the " + against + " tricks, to the side that took it)"
        : data.pooled ? "(" + data.defence_per_trick + " for each of their " + against + " tricks)"
        : "(between them: " + data.defence_per_trick + " for each of the " + against
          + " tricks, to the defender who took it)";
    }
    if (game) game.addEventListener("change", choose);
    contract.addEventListener("change", update);
    tricks.addEventListener("change", update);
    update();
  }

  window.FiveHundredRulebook = { score: score };

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll(".rb-replay"), setupReplay);
    Array.prototype.forEach.call(document.querySelectorAll("form.rb-calc"), setupCalculator);
  }
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(init);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
