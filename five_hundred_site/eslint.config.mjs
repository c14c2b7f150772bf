// The spec site's own scripts (static/javascripts): the JavaScript engine's rules
// (implementations/javascript/eslint.config.js), for the browser only. The classic scripts
// (anchors, rulebook, search, tables) are plain scripts; tryit.js is an ES module.
import js from "@eslint/js";
import globals from "globals";

const rules = {
  eqeqeq: "error",
  "no-var": "error",
  "prefer-const": "error",
  "no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
};

export default [
  { ignores: ["static/javascripts/engine/"] },
  js.configs.recommended,
  {
    files: ["static/javascripts/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.browser } },
    rules,
  },
  {
    files: ["static/javascripts/tryit.js"],
    languageOptions: { sourceType: "module" },
  },
];
