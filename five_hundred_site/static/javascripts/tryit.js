/* The "Try it" page (try.md): one hand of Five Hundred played in the page by the JavaScript
   engine, which the site carries in javascripts/engine/ (copied from implementations/javascript
   when the site is built). This module is named in mkdocs.yml and so loads on every page; it does
   nothing where there is no #tryit block, and loads the engine only where there is one.

   Every legality, refusal, trick winner and score shown here is the engine's: this script draws
   the hand and passes the reader's clicks to the engine as actions ("E bid 7H", "S play JK D"). */

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

async function start(root) {
  const engine = await import(new URL("./engine/src/index.js", import.meta.url).href);
  const { newHand, loadRuleset, parsePositionText, RuleError, spec } = engine;

  // Where each area's rules are: the page carries a link to each area page, written by the site.
  /** @type {Record<string, string>} */
  const areaPage = {};
  for (const a of document.querySelectorAll("#tryit-rule-pages a")) areaPage[a.textContent.trim()] = a.href;
  /** @type {Record<string, Element>} */
  const pictures = {};
  for (const s of root.querySelectorAll("#tryit-card-pictures > span[data-card]")) pictures[s.getAttribute("data-card")] = s.firstElementChild;

  const setup = root.querySelector("#tryit-setup");
  const variantSel = root.querySelector("#tryit-variant");
  const dealerSel = root.querySelector("#tryit-dealer");
  const messageBox = root.querySelector("#tryit-message");
  const game = root.querySelector("#tryit-game");
  const handsText = root.querySelector("#tryit-hands");
  const positionText = root.querySelector("#tryit-position");

  /** @type {any} */
  let hand = null;
  /** @type {Set<string>} */
  let selected = new Set();
  /** The recorded hand being replayed: its steps and how many are done (null: none, or left). */
  let record = null;
  const recordedData = root.querySelector("#tryit-recorded-data");
  const recorded = recordedData ? JSON.parse(recordedData.textContent) : [];

  function seatName(seat) {
    return SEAT_NAMES[seat] ? `${SEAT_NAMES[seat]} (${seat})` : seat;
  }

  /** A rule ID as a link to its rule, titled with the rule's title. */
  function ruleLink(id) {
    if (!id) return el("span", { class: "tryit-rule", text: "no rule" });
    const area = id.replace(/-\d+$/, "");
    const page = areaPage[area];
    const attrs = { class: "tryit-rule", "data-rule": id, title: spec.rules[id] ?? "" };
    if (!page) return el("span", { ...attrs, text: id });
    return el("a", { ...attrs, href: `${page.split("#")[0]}#${id}`, text: id });
  }

  /** Rule links separated by commas. */
  function ruleLinks(ids) {
    const out = el("span", { class: "tryit-rules" });
    ids.forEach((id, i) => { if (i) out.append(", "); out.append(ruleLink(id)); });
    return out;
  }

  /** A card as its picture (the site draws them), e.g. "10H", "JK", "JK:C" (a joker led naming clubs). */
  function picture(code) {
    const p = pictures[code] ?? pictures[code.split(":")[0]];
    return p ? p.cloneNode(true) : el("span", { class: "tryit-card-text", text: code });
  }

  function say(text, rule) {
    messageBox.replaceChildren();
    if (!text) return;
    const p = el("p", { class: rule === undefined ? "tryit-note" : "tryit-refusal" }, [text]);
    if (rule !== undefined) p.append(" (", ruleLink(rule), ")");
    messageBox.append(p);
  }

  /** Report an engine refusal (a RuleError names the rule broken), or any other failure. */
  function refuse(e) {
    if (e instanceof RuleError) say(`Refused: ${e.message}`, e.rule);
    else say(`Could not do that: ${e && e.message ? e.message : e}`);
  }

  const optionsBox = root.querySelector("#tryit-options");
  /** @type {Record<string, string>} */
  const optionTitles = {};
  for (const o of spec.options) optionTitles[o.key] = o.title;

  function fillDealers() {
    const seats = spec.variants[variantSel.value].seats;
    dealerSel.replaceChildren(...seats.map((s) => el("option", { value: s, text: seatName(s) })));
    optionsBox.replaceChildren(...Object.keys(spec.variants[variantSel.value].options ?? {}).map((key) => {
      const box = el("input", { type: "checkbox", value: key, class: "tryit-option" });
      return el("label", { class: "tryit-option-label" }, [box, ` ${optionTitles[key] ?? key} `, el("code", { text: key })]);
    }));
  }

  /** The options ticked. */
  function options() {
    return [...optionsBox.querySelectorAll("input.tryit-option:checked")].map((b) => b.value);
  }

  for (const id of Object.keys(spec.variants)) {
    variantSel.append(el("option", { value: id, text: spec.variants[id].title }));
  }
  variantSel.value = spec.variants.australian ? "australian" : variantSel.options[0].value;
  fillDealers();
  variantSel.addEventListener("change", () => { fillDealers(); hand = null; say(""); draw(); });

  function begin(make, steps = null) {
    try {
      hand = make();
      record = steps ? { steps, at: 0 } : null;
      skipIdle();
      selected = new Set();
      say("");
    } catch (e) {
      refuse(e);
      return;
    }
    dealerSel.value = hand.dealer;
    draw();
  }

  root.querySelector("#tryit-deal").addEventListener("click", () => begin(() => {
    const pack = [...loadRuleset(variantSel.value, options()).pack];
    const random = new Uint32Array(pack.length);
    crypto.getRandomValues(random);
    for (let i = pack.length - 1; i > 0; i--) {
      const j = random[i] % (i + 1);
      [pack[i], pack[j]] = [pack[j], pack[i]];
    }
    const h = newHand({ variant: variantSel.value, options: options(), dealer: dealerSel.value, pack });
    handsText.value = [...h.r.seats.map((s) => `${s}: ${h.hands[s].join(" ")}`), `kitty: ${h.kitty.join(" ")}`].join("\n");
    return h;
  }));

  root.querySelector("#tryit-deal-typed").addEventListener("click", () => begin(() => {
    /** @type {Record<string, string[]>} */
    const hands = {};
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

  root.querySelector("#tryit-load-position").addEventListener("click", () => begin(() =>
    newHand({ variant: variantSel.value, options: options(), position: parsePositionText(positionText.value) })));

  function act(action) {
    record = null;
    try {
      hand.apply(action);
      selected = new Set();
      say("");
    } catch (e) {
      refuse(e);
    }
    draw();
  }

  /** The whole auction in one go: passes up to the contractor, the bid, passes to the end. */
  function chooseContract(bid, seat) {
    const h = hand.clone();
    try {
      while (h.phase === "auction" && h.turn !== seat) h.apply(`${h.turn} pass`);
      if (h.phase !== "auction") throw new RuleError(null, `the auction ended before ${seat}'s turn came`);
      h.apply(`${seat} bid ${bid}`);
      while (h.phase === "auction") h.apply(`${h.turn} pass`);
    } catch (e) {
      refuse(e);
      return;
    }
    hand = h;
    record = null;
    selected = new Set();
    say("");
    draw();
  }

  const openRecorded = root.querySelector("#tryit-open-recorded");
  if (openRecorded) {
    openRecorded.addEventListener("click", () => {
      const r = recorded.find((x) => x.id === root.querySelector("#tryit-recorded").value);
      if (!r) return;
      variantSel.value = r.variant;
      fillDealers();
      for (const b of optionsBox.querySelectorAll("input.tryit-option")) b.checked = r.options.includes(b.value);
      begin(() => newHand({ variant: r.variant, options: r.options, dealer: r.dealer, pack: r.pack,
        hands: r.hands, kitty: r.kitty }), r.steps);
    });
  }

  /** The action of the next recorded step, for the seat the engine says is to act. */
  function recordedAction([kind, arg]) {
    if (kind === "call") return arg;
    if (kind === "discard") return `${hand.contractor} discard ${arg}`;
    if (kind === "nominate") return `${hand.contractor} nominate ${arg}`;
    return `${hand.turn} play ${arg.replace(":", " ")}`;
  }

  /** Pass over a recorded "no nomination" where the engine has no nomination to ask for; end the
      replay once every step is done. */
  function skipIdle() {
    if (!record) return;
    while (record.at < record.steps.length && record.steps[record.at][0] === "nominate" &&
           record.steps[record.at][1] === "none" && hand.phase !== "nomination") record.at += 1;
    if (record.at >= record.steps.length) record = null;
  }

  /** Replay recorded steps: one, or all that are left. */
  function replay(all) {
    do {
      try {
        hand.apply(recordedAction(record.steps[record.at]));
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

  function callButtons(actions) {
    const box = el("p", { class: "tryit-calls" });
    for (const a of actions) {
      const words = a.action.split(" ").slice(1);
      const label = words[0] === "pass" ? "Pass" : words.slice(1).join(" ") || words.join(" ");
      const b = el("button", { type: "button", class: "md-button tryit-call", "data-action": a.action,
        title: a.rules.map((r) => `${r}: ${spec.rules[r] ?? ""}`).join("; "), text: label });
      b.addEventListener("click", () => act(a.action));
      box.append(b, " ");
    }
    return box;
  }

  function phaseLine() {
    const t = hand.turn;
    switch (hand.phase) {
      case "auction": return `Auction: ${seatName(t)} to call.`;
      case "kitty": return `${seatName(hand.contractor)} has taken the kitty and puts back ${hand.r.kittySize} cards.`;
      case "nomination": return `${seatName(hand.contractor)} holds the joker in a contract without trumps: nominate its suit, or decline.`;
      case "play": return `Trick ${hand.tricks.length + 1}: ${seatName(t)} to play.`;
      default: return "The hand is over.";
    }
  }

  function seatRow(seat, legal) {
    const tags = [];
    if (seat === hand.dealer) tags.push("dealer");
    if (seat === hand.contractor) tags.push("contractor");
    if (hand.phase !== "auction" && hand.phase !== "kitty" && hand.active.length && !hand.active.includes(seat)) tags.push("sits out");
    if (seat === hand.turn) tags.push(hand.phase === "auction" ? "to call" : "to play");
    const row = el("div", { class: "tryit-seat" + (seat === hand.turn ? " tryit-turn" : ""), "data-seat": seat }, [
      el("span", { class: "tryit-seat-name", text: seatName(seat) }),
      el("span", { class: "tryit-tags", text: tags.join(" · ") }),
    ]);
    const cards = el("span", { class: "tryit-cards" });
    for (const card of hand.hands[seat]) {
      if (hand.phase === "kitty" && seat === hand.contractor) {
        const on = selected.has(card);
        const b = el("button", { type: "button", class: "tryit-card tryit-kitty-card", "data-card": card,
          "aria-pressed": on ? "true" : "false", "aria-label": `put back ${card}` }, [picture(card)]);
        b.addEventListener("click", () => { if (selected.has(card)) selected.delete(card); else selected.add(card); draw(); });
        cards.append(b);
      } else if (hand.phase === "play" && seat === hand.turn) {
        const mine = legal.filter((a) => a.action.split(" ")[2] === card);
        if (mine.length === 0) {
          const b = el("button", { type: "button", class: "tryit-card tryit-illegal", "data-card": card,
            "aria-disabled": "true", "aria-label": `${card} (may not be played now)` }, [picture(card)]);
          b.addEventListener("click", () => {
            const why = hand.whyNot(`${seat} play ${card}`);
            if (why) refuse(why);
          });
          cards.append(b);
        }
        for (const a of mine) {
          const named = a.action.split(" ")[3];
          const code = named ? `${card}:${named}` : card;
          const b = el("button", { type: "button", class: "tryit-card tryit-legal", "data-card": card,
            "data-action": a.action, "aria-label": `play ${code}`, title: a.rules.join(", ") }, [picture(code)]);
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

  /** The legal plays grouped by the rules that allow them. */
  function legalLine(legal) {
    const groups = new Map();
    for (const a of legal) {
      const key = a.rules.join(",");
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(a.action.split(" ").slice(2).join(":"));
    }
    const p = el("div", { class: "tryit-legal-now" }, [el("strong", { text: `${seatName(hand.turn)} may play:` })]);
    for (const [rules, cards] of groups) {
      const item = el("p", { class: "tryit-why" }, [`${cards.join(" ")} — `, ruleLinks(rules.split(","))]);
      const titles = rules.split(",").map((r) => spec.rules[r]).filter(Boolean);
      if (titles.length) item.append(el("span", { class: "tryit-rule-title", text: ` (${titles.join("; ")})` }));
      p.append(item);
    }
    return p;
  }

  function trickLine(t, k) {
    const played = el("span", { class: "tryit-played" });
    let seat = t.leader;
    t.cards.forEach((c, i) => {
      const cell = el("span", { class: "tryit-play" }, [el("span", { class: "tryit-who", text: seat }),
        picture(i === 0 && t.named ? `${c}:${t.named}` : c)]);
      played.append(cell);
      seat = hand.nextActive(seat);
    });
    const attrs = { class: t.winner ? "tryit-trick" : "tryit-trick tryit-open", "data-trick": String(k + 1) };
    if (t.winner) attrs["data-winner"] = t.winner;
    const li = el("li", attrs, [
      el("span", { class: "tryit-trick-no", text: `Trick ${k + 1}` }), played]);
    if (t.winner) {
      li.append(el("span", { class: "tryit-verdict" }, [el("strong", { class: "tryit-winner", text: `${seatName(t.winner)} wins` }),
        ": ", el("span", { class: "tryit-reason", text: t.reason }), " (", ruleLink(t.rule), ")"]));
    }
    return li;
  }

  function resultBox() {
    const o = hand.observe();
    const res = o.result;
    const box = el("div", { class: "tryit-result", id: "tryit-result", "data-points": JSON.stringify(res.points) });
    if (res.thrown_in) {
      box.append(el("p", { text: "Every player passed: the hand is thrown in and nobody scores." }));
    } else {
      const contract = hand.contract ? `${hand.contract} by ${seatName(hand.contractor)}` : "no contract";
      const outcome = res.made === null ? "" : res.made ? " — made" : " — failed";
      box.append(el("p", {}, [el("strong", { text: `Result: ${contract}${outcome}.` }),
        ` Tricks: ${Object.entries(o.tricks_won).map(([s, n]) => `${s} ${n}`).join(", ")}.`]));
    }
    const list = el("ul", { class: "tryit-points" });
    for (const [side, pts] of Object.entries(res.points)) {
      list.append(el("li", { "data-side": side, "data-points": String(pts), text: `${side}: ${pts > 0 ? "+" : ""}${pts}` }));
    }
    box.append(el("p", { text: "Score for the hand:" }), list);
    return box;
  }

  function draw() {
    game.replaceChildren();
    game.hidden = hand === null;
    if (hand === null) return;
    const head = [`${hand.r.title}`, ...hand.r.options.map((k) => `option ${k}`), `dealer ${seatName(hand.dealer)}`];
    if (hand.contract) head.push(`contract ${hand.contract} by ${seatName(hand.contractor)}`);
    if (hand.jokerSuit) head.push(`joker nominated ${hand.jokerSuit}`);
    game.append(el("p", { class: "tryit-head", text: head.join(" · ") }),
      el("p", { class: "tryit-phase", id: "tryit-phase", "data-phase": hand.phase, text: phaseLine() }));
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
    if (hand.auction.length) game.append(el("p", { class: "tryit-auction", text: `Auction: ${hand.auction.join(", ")}` }));
    const legal = hand.explainedActions();
    if (hand.phase === "auction") {
      game.append(el("p", {}, [`Legal calls for ${seatName(hand.turn)} `, ruleLinks([...new Set(legal.flatMap((a) => a.rules))]), ":"]),
        callButtons(legal));
      const bids = el("select", { id: "tryit-contract", "aria-label": "contract" },
        hand.r.ladder.map((b) => el("option", { value: b, text: b })));
      const who = el("select", { id: "tryit-contractor", "aria-label": "contractor" },
        hand.r.seats.map((s) => el("option", { value: s, text: seatName(s) })));
      const go = el("button", { type: "button", class: "md-button", id: "tryit-bid-it", text: "Bid it, the others pass" });
      go.addEventListener("click", () => chooseContract(bids.value, who.value));
      game.append(el("p", { class: "tryit-choose" }, ["Or choose the contract: ", bids, " by ", who, " ", go]));
    } else if (hand.phase === "nomination") {
      game.append(el("p", {}, ["Nominate ", ruleLinks([...new Set(legal.flatMap((a) => a.rules))]), ":"]), callButtons(legal));
    } else if (hand.phase === "kitty") {
      const go = el("button", { type: "button", class: "md-button md-button--primary", id: "tryit-discard",
        text: `Put back the ${selected.size} chosen cards` });
      go.addEventListener("click", () => act(`${hand.contractor} discard ${[...selected].join(" ")}`));
      game.append(el("p", {}, [`Kitty taken: `, ...hand.kitty.map(picture), ` Choose ${hand.r.kittySize} cards to put back, then `, go]));
    }
    const table = el("div", { class: "tryit-table" });
    for (const s of hand.r.seats) table.append(seatRow(s, legal));
    game.append(table);
    if (hand.phase === "play" && legal.length) game.append(legalLine(legal));
    if (hand.trick && hand.trick.cards.length) {
      game.append(el("ol", { class: "tryit-current", start: String(hand.tricks.length + 1) },
        [trickLine({ ...hand.trick, winner: null }, hand.tricks.length)]));
    }
    if (hand.tricks.length) {
      const list = el("ol", { class: "tryit-tricks" });
      hand.tricks.forEach((t, k) => list.append(trickLine(t, k)));
      game.append(el("h3", { text: "Tricks" }), list);
    }
    if (hand.phase === "over") game.append(resultBox());
  }

  root.querySelector("#tryit-wait").hidden = true;
  setup.hidden = false;
  root.setAttribute("data-ready", "1");
}

const root = document.getElementById("tryit");
if (root && !root.getAttribute("data-ready")) {
  start(root).catch((e) => {
    const wait = root.querySelector("#tryit-wait");
    if (wait) wait.textContent = `The game could not start: ${e && e.message ? e.message : e}`;
  });
}
