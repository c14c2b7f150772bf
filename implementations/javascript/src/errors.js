/**
 * A request against the rules or the notation: the rule it breaks (a catalogue ID,
 * or null when no rule is at stake) and one line for people.
 */
export class RuleError extends Error {
  /**
   * @param {string | null} rule catalogue rule ID such as "PLAY-03", or null
   * @param {string} message one line naming the card, seat or field at fault
   */
  constructor(rule, message) {
    super(message);
    this.name = "RuleError";
    /** @type {string | null} */
    this.rule = rule;
  }
}

/** A declared gap: an option of the catalogue that this engine does not play. */
export class NotPlayed extends Error {
  /** @param {string} message the reason, naming the option */
  constructor(message) {
    super(message);
    this.name = "NotPlayed";
  }
}
