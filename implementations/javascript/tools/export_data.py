"""Export the variant files, the option list and the rule titles as one JSON file.

Usage: ``python implementations/javascript/tools/export_data.py [--check]`` from the
checkout, with the project's virtual environment (it reads the data files with
``five_hundred.datafile``, the project's one YAML reader). It writes
``implementations/javascript/data/spec.js``, an ES module whose default export is
``{"variants": {id: variant file},
"options": [{"key", "title", "variants", "offered"}], "rules": {id: title}, "rule_variants": {id: [variant, ...]}}``.
With ``--check`` it writes nothing and exits with 1 when the file is stale.
The JavaScript engine reads only this file, never the YAML.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "reference_impl"))

from five_hundred.datafile import load_yaml  # noqa: E402

OUT = ROOT / "implementations" / "javascript" / "data" / "spec.js"


def export() -> str:
    """The text of the module (the JSON in the order of the data files, two-space indent)."""
    variants: dict[str, Any] = {}
    for path in sorted((ROOT / "spec" / "variants").glob("*.yaml")):
        data = load_yaml(path)
        variants[data["id"]] = data
    options = [
        {"key": o["key"], "title": o["title"], "variants": o["variants"], "offered": o.get("offered", True)}
        for o in load_yaml(ROOT / "spec" / "options.yaml")["options"]
    ]
    rules: dict[str, str] = {}
    rule_variants: dict[str, list[str]] = {}
    for path in sorted((ROOT / "spec" / "rules").glob("*.yaml")):
        for rule in load_yaml(path)["rules"]:
            rules[rule["id"]] = rule["title"]
            rule_variants[rule["id"]] = rule["variants"]
    body = json.dumps({"variants": variants, "options": options, "rules": rules, "rule_variants": rule_variants},
                      indent=2, ensure_ascii=False)
    return ("// Generated from spec/variants/*.yaml, spec/options.yaml and spec/rules/*.yaml by\n"
            "// tools/export_data.py: do not edit.\n"
            f"export default /** @type {{any}} */ ({body});\n")


def main(argv: list[str]) -> int:
    """Write (or with ``--check`` compare) the export; 0 when it is current."""
    text = export()
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print(f"error: {OUT.relative_to(ROOT)} is stale: run python {Path(__file__).relative_to(ROOT)}")
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
