/* The "Try it" page (try.md): one hand of Five Hundred played in the page by the JavaScript
   engine, which the site carries in javascripts/engine/ (copied from implementations/javascript
   when the site is built). This module is named in mkdocs.yml and so loads on every page; it does
   nothing where there is no #tryit block, and loads the engine only where there is one.

   Every legality, refusal, trick winner and score shown here is the engine's: this script draws
   the hand and passes the reader's clicks to the engine as actions ("E bid 7H", "S play JK D"). */

/** @type {Record<string, string>} */
const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };

/** @param {string} tag @param {Record<string, string>} [attrs] @param {(Node | string)[]} [children] */
function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c);
  return node;
}

/** A sentence of the site's tables with its placeholders filled: "{seat} wins" → "North (N) wins".
    @param {string} text @param {Record<string, string>} values */
function fillIn(text, values) {
  return text.replace(/\{(\w+)\}/g, (_, k) => values[k] ?? `{${k}}`);
}

/** @typedef {import("../../../implementations/javascript/src/index.js").Hand} Hand */
/** @typedef {import("../../../implementations/javascript/src/hand.js").ExplainedAction} ExplainedAction */
/** @typedef {import("../../../implementations/javascript/src/hand.js").OpenTrick} OpenTrick */
/** @typedef {import("../../../implementations/javascript/src/hand.js").Trick} Trick */
/**
 * A recorded step as the site writes it (five_hundred_site/tryit.py recorded_steps): its kind
 * ("call", "discard", "nominate", "play") and its argument.
 * @typedef {[string, string]} Step
 */
/**
 * A recorded hand as the page carries it (#tryit-recorded-data).
 * @typedef {{ id: string, variant: string, options: string[], dealer: string, pack?: string[],
 *             hands?: Record<string, string[]>, kitty?: string[], steps: Step[] }} RecordedHand
 */
/**
 * Where a case of the compiled corpus starts (five_hundred_site/trycases.py case_start): its game, its deal,
 * the actions from the deal to its start, the rule page that lists it (and the scenario's anchor there) and,
 * for a whole-hand case, the recorded hand's ID.
 * @typedef {{ title: string, kind: string, variant: string, options: string[], dealer: string, pack?: string[],
 *             hands?: Record<string, string[]>, kitty?: string[], actions: string[], rule: string | null,
 *             anchor: string | null, hand?: string }} CaseStart
 */

/**
 * The start of the case `id`, read from the site's try-cases/ files (the part named by the ID, as
 * trycases.py part_of names it), or the sentence that says why there is none. Nothing is fetched for an
 * ID of no part: the index lists them.
 * @param {string} id @returns {Promise<CaseStart | string>}
 */
async function findCase(id) {
  const link = document.querySelector("#tryit-cases-index");
  if (!(link instanceof HTMLAnchorElement)) return "This page carries no cases of the corpus.";
  const index = await (await fetch(link.href)).json();
  if (!index.cases) return "This site was built without the compiled corpus: it has no case to open.";
  const at = id.indexOf(".feature/");
  const part = at >= 0 ? id.slice(0, at) : id.split("/")[0];
  const unknown = `No case of the corpus is called ${JSON.stringify(id.slice(0, 120))}: the rule pages link each case that deals a hand.`;
  if (!index.parts.includes(part)) return unknown;
  const data = await (await fetch(new URL(`${part}.json`, link.href))).json();
  return Object.hasOwn(data.cases, id) ? data.cases[id] : unknown;
}

/**
 * The element of the page that `selector` finds in `root`, of the kind the script needs.
 * @template {Element} T
 * @param {ParentNode} root @param {string} selector @param {{ new (): T, prototype: T }} kind
 * @returns {T}
 * @throws {Error} naming the selector when the page lacks it
 */
function need(root, selector, kind) {
  const found = root.querySelector(selector);
  if (!(found instanceof kind)) throw new Error(`the page lacks ${selector}`);
  return found;
}

/**
 * The page's game in the #tryit block.
 * @param {HTMLElement} root
 */
async function start(root) {
  // The engine's copy beside this script (the site's build puts it there); typed as its source.
  /** @type {import("../../../implementations/javascript/src/index.js")} */
  const engine = await import(new URL("./engine/src/index.js", import.meta.url).href);
  const { newHand, loadRuleset, parsePositionText, RuleError, spec, parseRecord, formatRecord, recordOfHand,
    gameRecordOf } = engine;

  // Where each area's rules are: the page carries a link to each area page, written by the site.
  /** @type {Record<string, string>} */
  const areaPage = {};
  /** @type {NodeListOf<HTMLAnchorElement>} */
  const areaLinks = document.querySelectorAll("#tryit-rule-pages a");
  for (const a of areaLinks) areaPage[(a.textContent || "").trim()] = a.href;
  /** @type {Record<string, Element>} */
  const pictures = {};
  for (const s of root.querySelectorAll("#tryit-card-pictures > span[data-card]")) {
    const card = s.getAttribute("data-card"), drawn = s.firstElementChild;
    if (card !== null && drawn !== null) pictures[card] = drawn;
  }

  const setup = need(root, "#tryit-setup", HTMLElement);
  const variantSel = need(root, "#tryit-variant", HTMLSelectElement);
  const dealerSel = need(root, "#tryit-dealer", HTMLSelectElement);
  const messageBox = need(root, "#tryit-message", HTMLElement);
  const game = need(root, "#tryit-game", HTMLElement);
  const handsText = need(root, "#tryit-hands", HTMLTextAreaElement);
  const positionText = need(root, "#tryit-position", HTMLTextAreaElement);
  const caseBox = need(root, "#tryit-case", HTMLElement);

  /** @type {Hand | null} */
  let hand = null;
  /** @type {Set<string>} */
  let selected = new Set();
  /** The hand before each step taken since it was dealt, the latest last: what "Undo" goes back to. */
  /** @type {{ hand: Hand, record: { steps: Step[], at: number } | null }[]} */
  let past = [];
  /** The recorded hand being replayed: its steps and how many are done (null: none, or left). */
  /** @type {{ steps: Step[], at: number } | null} */
  let record = null;
  /** The cards the hand was dealt (null for a hand opened at a position): what its game record starts from. */
  /** @type {{ pack: string[] | null, hands: Record<string, string[]>, kitty: string[] } | null} */
  let dealtCards = null;
  const recordedData = root.querySelector("#tryit-recorded-data");
  /** @type {RecordedHand[]} */
  const recorded = recordedData ? JSON.parse(recordedData.textContent || "[]") : [];
  /** The sentences of the tricks' verdicts, the suits' words (five_hundred_site/verdicts.py page_table) and
      each bid as the buttons show it, e.g. "7H": "7♥", "OMIS": "Open misère" (five_hundred_site/tryit.py bid_words),
      and why a hand ends (templates/hand-ends.yaml).
      @type {{ how: Record<string, string>, reasons: Record<string, string | Record<string, string>>,
               suits: Record<string, { many: string, one: string, symbol: string }>, bids: Record<string, string>,
               ends: Record<string, { text: string, rules: string[] }> }} */
  const verdicts = JSON.parse(need(root, "#tryit-verdicts", HTMLScriptElement).textContent || "{}");

  /** The jokers in words: the one joker, and the black and the red joker of a two-joker pack. @type {Record<string, string>} */
  const JOKERS = { JK: "the joker", BJ: "the black joker", RJ: "the red joker" };

  /** A card in words and symbols: "J♦", "10♣", "the joker", "the black joker". @param {string} code */
  function cardText(code) {
    return JOKERS[code] ?? `${code.slice(0, -1)}${verdicts.suits[code.slice(-1)]?.symbol ?? code.slice(-1)}`;
  }

  /** A bid in the game's words and symbols: "8♥", "Misère" (BID-03, BID-04, BID-11, BID-14). @param {string} code */
  function bidText(code) {
    return verdicts.bids[code] ?? code;
  }

  /** A played card as the page words it: "J♦", "Joker, led as ♠" (a suitless joker led naming spades, JOKER-10).
      @param {string} card @param {string | undefined} named the suit the joker's leader names */
  function playText(card, named) {
    if (!named) return cardText(card);
    const joker = (JOKERS[card] ?? "the joker").replace(/^the j/, "J").replace(/^the /, "");
    return `${joker[0].toUpperCase()}${joker.slice(1)}, led as ${verdicts.suits[named]?.symbol ?? named}`;
  }

  /** A call, nomination or contract in words: "Pass", "8♥", "♠ spades", "No nomination".
      @param {string} action an action without its seat, e.g. "bid 8H", "pass", "nominate S", "nominate none" */
  function callText(action) {
    const [kind, arg] = action.split(" ");
    if (kind === "pass") return "Pass";
    if (kind === "bid") return bidText(arg);
    if (kind === "nominate") return arg === "none" ? "No nomination" : `${verdicts.suits[arg]?.symbol ?? ""} ${verdicts.suits[arg]?.many ?? arg}`;
    if (kind === "partner") return `With ${action.split(" ").slice(1).map(seatName).join(" and ")}`;
    if (kind === "call") return `Call ${action.split(" ").slice(1).map(cardText).join(" and ")}`;
    return action;
  }

  /** A call of the auction as the engine lists it ("E 6S", "S pass") in words: "E 6♠", "S Pass". @param {string} call */
  function auctionText(call) {
    const [seat, what] = call.split(" ");
    return `${seat} ${callText(what === "pass" ? what : `bid ${what}`)}`;
  }

  /** Why a finished trick's winner wins, worded from its verdict as the replays word theirs (verdicts.py).
      @param {Trick} t @param {string} card the winning card */
  function verdictText(t, card) {
    const entry = verdicts.reasons[t.reason];
    if (entry === undefined) return t.reason;
    const trump = engine.trumpOf(dealt().contract);
    const sentence = typeof entry === "string" ? entry
      : "alone" in entry ? entry[t.trumps > 1 ? "among" : "alone"] : entry[trump ? "trumps" : "no_trumps"];
    const suit = t.led ? verdicts.suits[t.led] : undefined;
    /** @type {Record<string, string>} */
    const values = { seat: seatName(t.winner), card: cardText(card), led: suit?.many ?? "no suit", led_one: suit?.one ?? "card" };
    /** @param {string} text */
    const fill = (text) => fillIn(text, values);
    values.how = fill(verdicts.how[t.led !== trump ? "trumped" : "led"]);  // for a trump's sentence
    return fill(sentence);
  }

  /** The hand being played (the functions that draw and play it are called only once one is dealt). */
  function dealt() {
    if (!hand) throw new Error("no hand is dealt");
    return hand;
  }

  /** @param {string | null} seat */
  function seatName(seat) {
    const name = seat === null ? undefined : SEAT_NAMES[seat];
    return name ? `${name} (${seat})` : String(seat);
  }

  /** A rule ID as a link to its rule, titled with the rule's title. @param {string | null} id */
  function ruleLink(id) {
    if (!id) return el("span", { class: "tryit-rule", text: "no rule" });
    const area = id.replace(/-\d+$/, "");
    const page = areaPage[area];
    const attrs = { class: "tryit-rule", "data-rule": id, title: spec.rules[id] ?? "" };
    if (!page) return el("span", { ...attrs, text: id });
    return el("a", { ...attrs, href: `${page.split("#")[0]}#${id}`, text: id });
  }

  /** Rule links separated by commas. @param {string[]} ids */
  function ruleLinks(ids) {
    const out = el("span", { class: "tryit-rules" });
    ids.forEach((id, i) => { if (i) out.append(", "); out.append(ruleLink(id)); });
    return out;
  }

  /** A card as its picture (the site draws them), e.g. "10H", "JK", "JK:C" (a joker led naming clubs). @param {string} code */
  function picture(code) {
    const p = pictures[code] ?? pictures[code.split(":")[0]];
    return p ? p.cloneNode(true) : el("span", { class: "tryit-card-text", text: code });
  }

  /** @param {string} text @param {string | null} [rule] */
  function say(text, rule) {
    messageBox.replaceChildren();
    if (!text) return;
    const p = el("p", { class: rule === undefined ? "tryit-note" : "tryit-refusal" }, [text]);
    if (rule !== undefined) p.append(" (", ruleLink(rule), ")");
    messageBox.append(p);
  }

  /** An action in words, for a refusal: "play J♦", "bid 8♥", "put back 4♦ 5♣ 6♠", "nominate ♠ spades".
      @param {string} action an action without its seat */
  function actionWords(action) {
    const [kind, ...rest] = action.split(" ");
    if (kind === "play") return `play ${playText(rest[0], rest[1])}`;
    if (kind === "discard") return `put back ${rest.map(cardText).join(" ")}`;
    if (kind === "bid") return `bid ${bidText(rest[0])}`;
    if (kind === "nominate") return rest[0] === "none" ? "decline to nominate" : `nominate ${callText(action)}`;
    if (kind === "partner") return `name ${rest.map(seatName).join(" and ")} as partners`;
    if (kind === "call") return `call ${rest.map(cardText).join(" and ")}`;
    return kind;
  }

  /** Report an engine refusal (a RuleError names the rule broken), or any other failure. With the refused
      action ("S play 9D"), the refusal reads "South (S) may not play 9♦ — " and the broken rule's title
      (spec.rules), the rule linked; without it, the engine's message.
      @param {any} e @param {string} [action] */
  function refuse(e, action) {
    const title = e instanceof RuleError && e.rule ? spec.rules[e.rule] : undefined;
    if (e instanceof RuleError && action && title) {
      const [seat, ...rest] = action.split(" ");
      say(`${seatName(seat)} may not ${actionWords(rest.join(" "))} — ${title}`, e.rule);
    } else if (e instanceof RuleError) say(`Refused: ${e.message}`, e.rule);
    else say(`Could not do that: ${e && e.message ? e.message : e}`);
  }

  const optionsBox = need(root, "#tryit-options", HTMLElement);
  /** @type {Record<string, string>} */
  const optionTitles = {};
  for (const o of spec.options) optionTitles[o.key] = o.title;

  function fillDealers() {
    const seats = spec.variants[variantSel.value].seats;
    dealerSel.replaceChildren(...seats.map((/** @type {string} */ s) => el("option", { value: s, text: seatName(s) })));
    optionsBox.replaceChildren(...Object.keys(spec.variants[variantSel.value].options ?? {}).map((key) => {
      const box = el("input", { type: "checkbox", value: key, class: "tryit-option" });
      return el("label", { class: "tryit-option-label" }, [box, ` ${optionTitles[key] ?? key} `, el("code", { text: key })]);
    }));
  }

  /** The options ticked. */
  function options() {
    return [...optionsBox.querySelectorAll("input.tryit-option:checked")].map((b) => /** @type {HTMLInputElement} */ (b).value);
  }

  for (const id of Object.keys(spec.variants)) {
    variantSel.append(el("option", { value: id, text: spec.variants[id].title }));
  }
  variantSel.value = spec.variants.australian ? "australian" : variantSel.options[0].value;
  fillDealers();
  variantSel.addEventListener("change", () => { fillDealers(); hand = null; caseBox.hidden = true; say(""); draw(); });

  /** @param {() => Hand} make @param {Step[] | null} [steps] @param {string[] | null} [pack] */
  function begin(make, steps = null, pack = null) {
    caseBox.hidden = true;
    try {
      hand = make();
      past = [];
      record = steps ? { steps, at: 0 } : null;
      dealtCards = hand.phase === "auction" ? { pack, hands: structuredClone(hand.hands), kitty: [...hand.kitty] } : null;
      skipIdle();
      selected = new Set();
      say("");
    } catch (e) {
      refuse(e);
      return;
    }
    dealerSel.value = dealt().dealer;
    draw();
  }

  need(root, "#tryit-deal", HTMLElement).addEventListener("click", () => {
    /** @type {string[]} */
    let pack = [];
    begin(() => {
      pack = [...loadRuleset(variantSel.value, options()).pack];
      const random = new Uint32Array(pack.length);
      crypto.getRandomValues(random);
      for (let i = pack.length - 1; i > 0; i--) {
        const j = random[i] % (i + 1);
        [pack[i], pack[j]] = [pack[j], pack[i]];
      }
      const h = newHand({ variant: variantSel.value, options: options(), dealer: dealerSel.value, pack });
      handsText.value = [...h.r.seats.map((s) => `${s}: ${h.hands[s].join(" ")}`), `kitty: ${h.kitty.join(" ")}`].join("\n");
      return h;
    });
    if (dealtCards && hand) dealtCards.pack = pack;
  });

  need(root, "#tryit-deal-typed", HTMLElement).addEventListener("click", () => begin(() => {
    /** @type {Record<string, string[]>} */
    const hands = {};
    /** @type {string[]} */
    let kitty = [];
    for (const [i, line] of handsText.value.split(/\r?\n/).entries()) {
      if (!line.trim()) continue;
      const m = /^\s*([A-Za-z]+)\s*:\s*(.*)$/.exec(line);
      if (!m) throw new RuleError(null, `line ${i + 1}: write "SEAT: cards" or "kitty: cards"`);
      const cards = m[2].trim() ? m[2].trim().split(/[\s,]+/) : [];
      if (m[1].toLowerCase() === "kitty") kitty = cards;
      else hands[m[1].toUpperCase()] = cards;
    }
    return newHand({ variant: variantSel.value, options: options(), dealer: dealerSel.value, hands, kitty });
  }));

  need(root, "#tryit-load-position", HTMLElement).addEventListener("click", () => begin(() =>
    newHand({ variant: variantSel.value, options: options(), position: parsePositionText(positionText.value) })));

  /** @param {string} action */
  function act(action) {
    const before = dealt().clone();
    record = null;
    try {
      dealt().apply(action);
      past.push({ hand: before, record: null });
      selected = new Set();
      say("");
    } catch (e) {
      refuse(e, action);
    }
    draw();
  }

  /** The whole auction in one go: passes up to the contractor, the bid, passes to the end. */
  /** @param {string} bid @param {string} seat */
  function chooseContract(bid, seat) {
    const h = dealt().clone();
    try {
      while (h.phase === "auction" && h.turn !== seat) h.apply(`${h.turn} pass`);
      if (h.phase !== "auction") throw new RuleError(null, `the auction ended before ${seat}'s turn came`);
      h.apply(`${seat} bid ${bid}`);
      while (h.phase === "auction") h.apply(`${h.turn} pass`);
    } catch (e) {
      refuse(e);
      return;
    }
    past.push({ hand: dealt(), record });
    hand = h;
    record = null;
    selected = new Set();
    say("");
    draw();
  }

  /** Deal a recorded hand with its game, options and dealer, ready to be replayed. @param {RecordedHand} r */
  function openRecordedHand(r) {
    variantSel.value = r.variant;
    fillDealers();
    for (const b of optionsBox.querySelectorAll("input.tryit-option")) {
      if (b instanceof HTMLInputElement) b.checked = r.options.includes(b.value);
    }
    begin(() => newHand({ variant: r.variant, options: r.options, dealer: r.dealer, pack: r.pack,
      hands: r.hands, kitty: r.kitty }), r.steps, r.pack ?? null);
  }

  /** Say which case of the corpus is open: its ID and title, linked to the rule page that lists it.
      @param {string} id @param {CaseStart} c */
  function showCase(id, c) {
    const line = [el("strong", { text: "Case " }), el("code", { text: id }), ` — ${c.title}`];
    const area = c.rule ? areaPage[c.rule.replace(/-\d+$/, "")] : undefined;
    if (c.rule && area) {
      const page = new URL(`../${c.rule}/${c.anchor ? `#${c.anchor}` : ""}`, area.split("#")[0]);
      line.push(" · listed under ", el("a", { href: page.href, id: "tryit-case-rule", text: c.rule }));
    }
    caseBox.replaceChildren(...line);
    caseBox.hidden = false;
  }

  /** Open a case of the corpus where it starts: its game and deal, then the actions that lead to its start
      (a declined nomination only where the engine asks for one, as the suite's runner sends it); the steps
      of the route can be undone. A whole-hand case is its recorded hand, ready to be replayed.
      @param {string} id @param {CaseStart} c */
  function openCase(id, c) {
    const r = c.hand ? recorded.find((x) => x.id === c.hand) : undefined;
    if (r) {
      openRecordedHand(r);
      showCase(id, c);
      return;
    }
    variantSel.value = c.variant;
    fillDealers();
    for (const b of optionsBox.querySelectorAll("input.tryit-option")) {
      if (b instanceof HTMLInputElement) b.checked = c.options.includes(b.value);
    }
    begin(() => newHand({ variant: c.variant, options: c.options, dealer: c.dealer, pack: c.pack,
      hands: c.hands, kitty: c.kitty }), null, c.pack ?? null);
    if (!hand) return;
    for (const a of c.actions) {
      if (a.endsWith(" nominate none") && dealt().phase !== "nomination") continue;
      const before = dealt().clone();
      try {
        dealt().apply(a);
      } catch (e) {
        refuse(e, a);
        break;
      }
      past.push({ hand: before, record: null });
    }
    showCase(id, c);
    draw();
  }

  // A pasted game record: its first hand, dealt and replayed as the recorded hands are.
  need(root, "#tryit-open-record", HTMLElement).addEventListener("click", () => {
    try {
      const game = parseRecord(need(root, "#tryit-record-in", HTMLTextAreaElement).value);
      const first = game.hands[0];
      if (!first) throw new RuleError(null, "the record holds no hand");
      const tags = new Map(game.tags);
      const handTags = new Map(first.tags);
      /** @type {Step[]} */
      const steps = first.auction.map((a) => /** @type {Step} */ (["call", a]));
      if (first.called) steps.push(["called", first.called.join(" ")]);
      else if (first.partners) steps.push(["partner", first.partners.join(" ")]);
      if (first.discard) steps.push(["discard", first.discard.join(" ")]);
      if (first.nomination) steps.push(["nominate", first.nomination]);
      for (const t of first.tricks) for (const card of t.cards) steps.push(["play", card]);
      const options = tags.get("Options") === "-" ? [] : String(tags.get("Options") ?? "").split(/\s+/).filter(Boolean);
      openRecordedHand({ id: handTags.get("Id") ?? `hand ${handTags.get("Hand") ?? 1}`, variant: String(tags.get("Variant")),
        options, dealer: String(handTags.get("Dealer")), pack: first.pack ?? undefined,
        hands: first.pack ? undefined : Object.fromEntries(first.hands), kitty: first.pack ? undefined : first.kitty, steps });
    } catch (e) {
      refuse(e);
    }
  });

  /** The game record of the finished hand, shown to copy and offered as a file. */
  function saveRecord() {
    const h = dealt();
    if (!dealtCards) {
      say("A hand opened at a position has no deal to record: deal it from the start to save it.");
      return;
    }
    const text = formatRecord(gameRecordOf(h.r, [recordOfHand(h, dealtCards)],
      [["Date", new Date().toISOString().slice(0, 10).replaceAll("-", ".")]]));
    const out = el("textarea", { id: "tryit-record-out", rows: "8", cols: "60", readonly: "", spellcheck: "false",
      "aria-label": "the game record of this hand" });
    /** @type {HTMLTextAreaElement} */ (out).value = text;
    const link = el("a", { id: "tryit-record-file", download: "five-hundred-hand.txt",
      href: URL.createObjectURL(new Blob([text], { type: "text/plain" })), text: "Download the record" });
    need(root, "#tryit-result", HTMLElement).append(el("p", {}, ["Game record: ", link]), out);
  }

  const openRecorded = root.querySelector("#tryit-open-recorded");
  if (openRecorded) {
    openRecorded.addEventListener("click", () => {
      const r = recorded.find((x) => x.id === need(root, "#tryit-recorded", HTMLSelectElement).value);
      if (r) openRecordedHand(r);
    });
  }

  /** The action of the next recorded step, for the seat the engine says is to act. @param {Step} step */
  function recordedAction([kind, arg]) {
    const h = dealt();
    if (kind === "call") return arg;
    if (kind === "discard") return `${h.contractor} discard ${arg}`;
    if (kind === "partner") return `${h.contractor} partner ${arg}`;
    if (kind === "called") return `${h.contractor} call ${arg}`;
    if (kind === "nominate") return `${h.contractor} nominate ${arg}`;
    return `${h.turn} play ${arg.replace(":", " ")}`;
  }

  /** Pass over a recorded "no nomination" where the engine has no nomination to ask for; end the
      replay once every step is done. */
  function skipIdle() {
    const h = dealt();
    if (!record) return;
    while (record.at < record.steps.length && record.steps[record.at][0] === "nominate" &&
           record.steps[record.at][1] === "none" && h.phase !== "nomination") record.at += 1;
    if (record.at >= record.steps.length) record = null;
  }

  /** Replay recorded steps: one, or all that are left. @param {boolean} all */
  function replay(all) {
    do {
      if (!record) break;
      const before = { hand: dealt().clone(), record: { ...record } };
      try {
        dealt().apply(recordedAction(record.steps[record.at]));
        past.push(before);
        record.at += 1;
        skipIdle();
      } catch (e) {
        refuse(e);
        record = null;
      }
    } while (all && record);
    selected = new Set();
    draw();
  }

  /** @param {ExplainedAction[]} actions */
  function callButtons(actions) {
    const box = el("p", { class: "tryit-calls" });
    for (const a of actions) {
      const label = callText(a.action.split(" ").slice(1).join(" "));
      const b = el("button", { type: "button", class: "md-button tryit-call", "data-action": a.action,
        title: a.rules.map((r) => `${r}: ${spec.rules[r] ?? ""}`).join("; "), text: label });
      b.addEventListener("click", () => act(a.action));
      box.append(b, " ");
    }
    return box;
  }

  function phaseLine() {
    const h = dealt();
    const t = h.turn;
    switch (h.phase) {
      case "auction": return `Auction: ${seatName(t)} to call.`;
      case "partner": {
        const first = h.legalActions()[0]?.split(" ") ?? [];
        const two = first.length > 3;
        if (first[1] === "call") return `${seatName(h.contractor)} has won the auction and calls ${two ? "two cards" : "a card"}: whoever holds ${two ? "one" : "it"} is a partner for this hand.`;
        return `${seatName(h.contractor)} has won the auction and names ${two ? "two partners" : "a partner"} for this hand.`;
      }
      case "kitty": return `${seatName(h.contractor)} has taken the kitty and puts back ${h.r.kittySize} cards.`;
      case "nomination": return `${seatName(h.contractor)} holds the joker in a contract without trumps: nominate its suit, or decline.`;
      case "play": return `Trick ${h.tricks.length + 1}: ${seatName(t)} to play.`;
      default: return "The hand is over.";
    }
  }

  /** @param {string} seat @param {ExplainedAction[]} legal */
  function seatRow(seat, legal) {
    const h = dealt();
    const tags = [];
    if (seat === h.dealer) tags.push("dealer");
    if (seat === h.contractor) tags.push("contractor");
    if (h.phase !== "auction" && h.phase !== "kitty" && h.active.length && !h.active.includes(seat)) tags.push("sits out");
    if (seat === h.turn) tags.push(h.phase === "auction" ? "to call" : "to play");
    const row = el("div", { class: "tryit-seat" + (seat === h.turn ? " tryit-turn" : ""), "data-seat": seat }, [
      el("span", { class: "tryit-seat-name", text: seatName(seat) }),
      el("span", { class: "tryit-tags", text: tags.join(" · ") }),
    ]);
    const cards = el("span", { class: "tryit-cards" });
    for (const card of h.hands[seat]) {
      if (h.phase === "kitty" && seat === h.contractor) {
        const on = selected.has(card);
        const b = el("button", { type: "button", class: "tryit-card tryit-kitty-card", "data-card": card,
          "aria-pressed": on ? "true" : "false", "aria-label": `put back ${card}` }, [picture(card)]);
        b.addEventListener("click", () => { if (selected.has(card)) selected.delete(card); else selected.add(card); draw(); });
        cards.append(b);
      } else if (h.phase === "play" && seat === h.turn) {
        const mine = legal.filter((a) => a.action.split(" ")[2] === card);
        if (mine.length === 0) {
          const b = el("button", { type: "button", class: "tryit-card tryit-illegal", "data-card": card,
            "aria-disabled": "true", "aria-label": `${card} (may not be played now)` }, [picture(card)]);
          b.addEventListener("click", () => {
            const why = h.whyNot(`${seat} play ${card}`);
            if (why) refuse(why, `${seat} play ${card}`);
          });
          cards.append(b);
        }
        for (const a of mine) {
          const named = a.action.split(" ")[3];
          const code = named ? `${card}:${named}` : card;
          const b = el("button", { type: "button", class: "tryit-card tryit-legal", "data-card": card,
            "data-action": a.action, "aria-label": `play ${playText(card, named)}`, title: a.rules.join(", ") }, [picture(code)]);
          b.addEventListener("click", () => act(a.action));
          cards.append(b);
        }
      } else {
        cards.append(picture(card));
      }
    }
    row.append(cards);
    return row;
  }

  /** The legal plays grouped by the rules that allow them. @param {ExplainedAction[]} legal */
  function legalLine(legal) {
    const h = dealt();
    /** @type {Map<string, string[]>} */
    const groups = new Map();
    for (const a of legal) {
      const key = a.rules.join(",");
      let cards = groups.get(key);
      if (!cards) groups.set(key, (cards = []));
      const [, , card, named] = a.action.split(" ");
      cards.push(playText(card, named));
    }
    const p = el("div", { class: "tryit-legal-now" }, [el("strong", { text: `${seatName(h.turn)} may play:` })]);
    for (const [rules, cards] of groups) {
      const item = el("p", { class: "tryit-why" }, [`${cards.join(", ")} — `, ruleLinks(rules.split(","))]);
      const titles = rules.split(",").map((r) => spec.rules[r]).filter(Boolean);
      if (titles.length) item.append(el("span", { class: "tryit-rule-title", text: ` (${titles.join("; ")})` }));
      p.append(item);
    }
    return p;
  }

  /** A trick played (its winner, the reason and the rule) or under way (no winner yet).
      @param {Trick | (OpenTrick & { winner: null })} t @param {number} k */
  function trickLine(t, k) {
    const h = dealt();
    const played = el("span", { class: "tryit-played" });
    let seat = t.leader;
    t.cards.forEach((c, i) => {
      const cell = el("span", { class: "tryit-play" }, [el("span", { class: "tryit-who", text: seat }),
        picture(i === 0 && t.named ? `${c}:${t.named}` : c)]);
      played.append(cell);
      seat = h.nextActive(seat);
    });
    /** @type {Record<string, string>} */
    const attrs = { class: t.winner ? "tryit-trick" : "tryit-trick tryit-open", "data-trick": String(k + 1) };
    if (t.winner) attrs["data-winner"] = t.winner;
    const li = el("li", attrs, [
      el("span", { class: "tryit-trick-no", text: `Trick ${k + 1}` }), played]);
    if (t.winner) {
      const won = /** @type {Trick} */ (t);
      let at = t.leader, card = t.cards[0];
      t.cards.forEach((c) => { if (at === t.winner) card = c; at = h.nextActive(at); });
      li.append(el("span", { class: "tryit-verdict" }, [el("strong", { class: "tryit-winner", text: `${seatName(t.winner)} wins` }),
        ": ", el("span", { class: "tryit-reason", text: verdictText(won, card) }), " (", ruleLinks(won.rules), ")"]));
    }
    return li;
  }

  function resultBox() {
    const h = dealt();
    const o = h.observe();
    const res = o.result;
    if (!res) throw new Error("the hand is not over");
    const box = el("div", { class: "tryit-result", id: "tryit-result", "data-points": JSON.stringify(res.points) });
    const why = res.thrown_in ? "thrown_in" : engine.isMisere(h.contract) ? (res.made ? "misere_made" : "misere_lost")
      : res.made ? "made" : "failed";
    /** @type {Record<string, string>} */
    const values = { seat: seatName(h.contractor), trick: String(h.tricks.length), tricks: String(h.tricks.length) };
    const end = verdicts.ends[why];
    box.append(el("p", { class: "tryit-end", "data-end": why }, [
      fillIn(end.text, values), " (", ruleLinks(end.rules), ")"]));
    if (!res.thrown_in) {
      const contract = h.contract ? `${bidText(h.contract)} by ${seatName(h.contractor)}` : "no contract";
      const outcome = res.made === null ? "" : res.made ? " — made" : " — failed";
      box.append(el("p", {}, [el("strong", { text: `Result: ${contract}${outcome}.` }),
        ` Tricks: ${Object.entries(o.tricks_won).map(([s, n]) => `${s} ${n}`).join(", ")}.`]));
    }
    const list = el("ul", { class: "tryit-points" });
    for (const [side, pts] of Object.entries(res.points)) {
      list.append(el("li", { "data-side": side, "data-points": String(pts), text: `${side}: ${pts > 0 ? "+" : ""}${pts}` }));
    }
    box.append(el("p", { text: "Score for the hand:" }), list);
    const save = el("button", { type: "button", class: "md-button", id: "tryit-save-record", text: "Save as a game record" });
    save.addEventListener("click", saveRecord);
    box.append(el("p", {}, [save]));
    return box;
  }

  /** One step back: the hand as it was before the last step (a refused action left it unchanged). */
  function undo() {
    const last = past.pop();
    if (!last) return;
    hand = last.hand;
    record = last.record;
    selected = new Set();
    say("");
    draw();
  }

  /** The buttons under the game's heading: undo the last step, deal a new hand of the same game. */
  function controls() {
    const back = el("button", { type: "button", class: "md-button", id: "tryit-undo", text: "Undo" });
    if (!past.length) back.setAttribute("disabled", "");
    back.addEventListener("click", undo);
    const again = el("button", { type: "button", class: "md-button", id: "tryit-deal-again", text: "Deal again" });
    again.addEventListener("click", () => need(root, "#tryit-deal", HTMLElement).click());
    return el("p", { class: "tryit-controls" }, [back, " ", again]);
  }

  function draw() {
    const h = hand;
    game.replaceChildren();
    game.hidden = h === null;
    if (h === null) return;
    const head = [`${h.r.title}`, ...h.r.options.map((k) => `option ${k}`), `dealer ${seatName(h.dealer)}`];
    if (h.contract) head.push(`contract ${bidText(h.contract)} by ${seatName(h.contractor)}`);
    if (h.jokerSuit) head.push(`joker nominated ${callText(`nominate ${h.jokerSuit}`)}`);
    game.append(el("p", { class: "tryit-head", text: head.join(" · ") }),
      el("p", { class: "tryit-phase", id: "tryit-phase", "data-phase": h.phase, text: phaseLine() }), controls());
    if (record) {
      const next = el("button", { type: "button", class: "md-button md-button--primary", id: "tryit-next-recorded",
        text: "Next recorded step \u25B6" });
      next.addEventListener("click", () => replay(false));
      const rest = el("button", { type: "button", class: "md-button", id: "tryit-rest-recorded", text: "Replay the rest" });
      rest.addEventListener("click", () => replay(true));
      game.append(el("p", { class: "tryit-record" }, [
        `Recorded hand: step ${record.at + 1} of ${record.steps.length} is ${recordedAction(record.steps[record.at])}. `,
        next, " ", rest, " (or play your own way from here)"]));
    }
    if (h.auction.length) game.append(el("p", { class: "tryit-auction", text: `Auction: ${h.auction.map(auctionText).join(", ")}` }));
    const legal = h.explainedActions();
    if (h.phase === "auction") {
      game.append(el("p", {}, [`Legal calls for ${seatName(h.turn)} `, ruleLinks([...new Set(legal.flatMap((a) => a.rules))]), ":"]),
        callButtons(legal));
      const bids = el("select", { id: "tryit-contract", "aria-label": "contract" },
        h.r.ladder.map((b) => el("option", { value: b, text: bidText(b) })));
      const who = el("select", { id: "tryit-contractor", "aria-label": "contractor" },
        h.r.seats.map((s) => el("option", { value: s, text: seatName(s) })));
      const go = el("button", { type: "button", class: "md-button", id: "tryit-bid-it", text: "Bid it, the others pass" });
      go.addEventListener("click", () => chooseContract(/** @type {HTMLSelectElement} */ (bids).value, /** @type {HTMLSelectElement} */ (who).value));
      game.append(el("p", { class: "tryit-choose" }, ["Or choose the contract: ", bids, " by ", who, " ", go]));
    } else if (h.phase === "partner" && legal[0]?.action.split(" ")[1] === "call") {
      // The called-card game: a card of the pack for each card called (SEAT-12), not a button for each call.
      const count = legal[0].action.split(" ").length - 2;
      const pickers = Array.from({ length: count }, (_, i) => {
        const pick = el("select", { class: "tryit-call-card", "aria-label": `card called ${i + 1}` },
          h.r.pack.map((c) => el("option", { value: c, text: cardText(c) })));
        /** @type {HTMLSelectElement} */ (pick).value = h.r.pack[i];
        return pick;
      });
      const go = el("button", { type: "button", class: "md-button md-button--primary", id: "tryit-call", text: "Call" });
      go.addEventListener("click", () => act(`${h.contractor} call ${pickers.map((p) => /** @type {HTMLSelectElement} */ (p).value).join(" ")}`));
      game.append(el("p", {}, [count === 1 ? "Call a card " : `Call ${count} cards `, ruleLinks([...new Set(legal.flatMap((a) => a.rules))]),
        ": ", ...pickers, " ", go]));
    } else if (h.phase === "partner") {
      game.append(el("p", {}, ["Name the partners ", ruleLinks([...new Set(legal.flatMap((a) => a.rules))]), ":"]), callButtons(legal));
    } else if (h.phase === "nomination") {
      game.append(el("p", {}, ["Nominate ", ruleLinks([...new Set(legal.flatMap((a) => a.rules))]), ":"]), callButtons(legal));
    } else if (h.phase === "kitty") {
      const go = el("button", { type: "button", class: "md-button md-button--primary", id: "tryit-discard",
        text: `Put back the ${selected.size} chosen cards` });
      go.addEventListener("click", () => act(`${h.contractor} discard ${[...selected].join(" ")}`));
      game.append(el("p", {}, [`Kitty taken: `, ...h.kitty.map(picture), ` Choose ${h.r.kittySize} cards to put back, then `, go]));
    }
    const table = el("div", { class: "tryit-table" });
    // The trick under way sits right under the hand of the seat to play, so that on a phone it is
    // in view with the cards chosen from.
    const current = h.trick && h.trick.cards.length ? el("ol", { class: "tryit-current", start: String(h.tricks.length + 1) },
      [trickLine({ ...h.trick, winner: null }, h.tricks.length)]) : null;
    for (const s of h.r.seats) {
      table.append(seatRow(s, legal));
      if (current && s === h.turn) table.append(current);
    }
    if (current && !current.isConnected) table.append(current);
    game.append(table);
    if (h.phase === "play" && legal.length) game.append(legalLine(legal));
    if (h.tricks.length) {
      const list = el("ol", { class: "tryit-tricks" });
      h.tricks.forEach((t, k) => list.append(trickLine(t, k)));
      game.append(el("h3", { text: "Tricks" }), list);
    }
    if (h.phase === "over") game.append(resultBox());
  }

  need(root, "#tryit-wait", HTMLElement).hidden = true;
  setup.hidden = false;
  // ?hand=AU-0001 (the link of each replay page): deal that recorded hand straight away.
  const asked = new URLSearchParams(window.location.search).get("hand");
  if (asked !== null) {
    const r = recorded.find((x) => x.id === asked.trim().toUpperCase());
    if (r) {
      const chooser = root.querySelector("#tryit-recorded");
      if (chooser instanceof HTMLSelectElement) chooser.value = r.id;
      const box = root.querySelector("#tryit-recorded-box");
      if (box instanceof HTMLDetailsElement) box.open = true;
      openRecordedHand(r);
    } else {
      say(`No recorded hand is called ${JSON.stringify(asked.slice(0, 40))}: choose one under "Open a recorded hand".`);
    }
  }
  // ?case=<ID> (the "Try this case" links of the rule pages): open that case of the corpus where it starts.
  const askedCase = new URLSearchParams(window.location.search).get("case");
  if (askedCase !== null) {
    try {
      const c = await findCase(askedCase.trim());
      if (typeof c === "string") say(c);
      else openCase(askedCase.trim(), c);
    } catch (e) {
      say(`The cases of the corpus could not be read: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  root.setAttribute("data-ready", "1");
}

const root = document.getElementById("tryit");
if (root && !root.getAttribute("data-ready")) {
  start(root).catch((e) => {
    const wait = root.querySelector("#tryit-wait");
    if (wait) wait.textContent = `The game could not start: ${e && e.message ? e.message : e}`;
  });
}
