// What the site's scripts (static/javascripts) add to the page's window, and the theme's
// observable of page loads (Material for MkDocs, absent on other themes): for the type check only.

interface Window {
  /** rulebook.js: the calculator's look-up, for tests and the console. */
  FiveHundredRulebook?: { score: (data: any, contract: string, tricks: number) => unknown };
  /** search.js: the accent folding, for tests and the console. */
  FiveHundredSearch?: { fold: (text: string) => string; bids: (query: string) => string; accented: (html: unknown) => string; foldIndex: (index: any) => any };
  /** The theme's observable of page loads (instant navigation). */
  document$?: { subscribe?: (next: () => void) => unknown };
}
