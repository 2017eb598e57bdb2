import { parse } from "yaml";
import type { ReferenceRow, ReferenceTable } from "./reference-table.ts";

interface ActionField {
  description?: string;
  default?: string;
}

interface ActionManifest {
  inputs?: Record<string, ActionField>;
  outputs?: Record<string, ActionField>;
}

const PAGE = "docs/action.md";

/** docs/action.md's inputs and outputs tables, from action.yml's text. */
export function actionTables(actionYml: string): ReferenceTable[] {
  const manifest = parse(actionYml) as ActionManifest;
  const inputs = Object.entries(manifest.inputs ?? {}).map(([name, field]) => inputRow(name, field));
  const outputs = Object.entries(manifest.outputs ?? {}).map(
    ([name, field]): ReferenceRow => ({ key: name, cells: [`\`${name}\``, cellText(field.description)] }),
  );
  return [
    {
      page: PAGE,
      block: "inputs",
      source: "action.yml",
      columns: ["input", "default", "meaning"],
      handwritten: [2],
      described: 2,
      rows: inputs,
    },
    {
      page: PAGE,
      block: "outputs",
      source: "action.yml",
      columns: ["output", "meaning"],
      handwritten: [1],
      described: 1,
      rows: outputs,
    },
  ];
}

/** An input's default is action.yml's when it has one; else the page says in words what applies. */
function inputRow(name: string, field: ActionField): ReferenceRow {
  const fallback = cellText(field.description);
  if (field.default === undefined || field.default === "") {
    return { key: name, cells: [`\`${name}\``, "", fallback], handwritten: [1, 2] };
  }
  return { key: name, cells: [`\`${name}\``, `\`${field.default}\``, fallback] };
}

/** One line, with `|` escaped, so it fits a table cell. */
export function cellText(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim().replace(/\|/g, "\\|");
}
