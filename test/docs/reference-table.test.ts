import { describe, expect, it } from "vitest";
import { declaredFlags, helpFlags } from "../../scripts/docs/cli-reference.ts";
import { headingAnchors, relativeLinks, slugOf } from "../../scripts/docs/markdown-links.ts";
import {
  generatedBlock,
  parseTableRows,
  type ReferenceTable,
  renderTable,
  replaceGeneratedBlock,
  tableDrift,
} from "../../scripts/docs/reference-table.ts";

const table: ReferenceTable = {
  page: "docs/x.md",
  block: "inputs",
  source: "action.yml",
  columns: ["input", "default", "meaning"],
  handwritten: [2],
  described: 2,
  rows: [
    { key: "mode", cells: ["`mode`", "`run`", "from action.yml"] },
    { key: "paths", cells: ["`paths`", "", ""], handwritten: [1, 2] },
  ],
};

const page = (rows: string) =>
  `intro\n\n<!-- BEGIN GENERATED inputs (npm run docs) -->\n| input | default | meaning |\n|---|---|---|\n${rows}<!-- END GENERATED inputs -->\n\nmore\n`;

describe("a generated reference table", () => {
  it("is clean when the page holds what the generator writes", () => {
    const text = page("| `mode` | `run` | what to do |\n| `paths` | working directory | suites |\n");
    expect(tableDrift(table, text)).toEqual([]);
  });

  it("names each row missing, left over or with a different fact, and each empty meaning", () => {
    const text = page("| `mode` | `plan` | what to do |\n| `old` | | gone |\n| `paths` | | |\n");
    expect(tableDrift(table, text)).toEqual([
      'docs/x.md (table "inputs"): `mode`: default is "`plan`" here, "`run`" from action.yml; run `npm run docs` to rewrite it',
      'docs/x.md (table "inputs"): `paths` has no meaning: write one',
      'docs/x.md (table "inputs"): `old` is listed here but not in action.yml; run `npm run docs` to rewrite it',
    ]);
    expect(tableDrift(table, page(""))[0]).toContain("`mode` is in action.yml but missing here");
  });

  it("notices rows out of the code's order", () => {
    const text = page("| `paths` | working directory | suites |\n| `mode` | `run` | what to do |\n");
    expect(tableDrift(table, text)).toEqual([
      'docs/x.md (table "inputs"): rows or formatting differ from what the generator writes; run `npm run docs` to rewrite it',
    ]);
  });

  it("is rewritten in the code's rows and order, keeping the page's meanings and the text around it", () => {
    const text = page("| `paths` | working directory | suites, \\| separated |\n| `old` | | gone |\n");
    const body = generatedBlock(text, "inputs") ?? "";
    const rewritten = replaceGeneratedBlock(text, "inputs", renderTable(table, parseTableRows(body)));
    expect(rewritten).toBe(
      page("| `mode` | `run` | from action.yml |\n| `paths` | working directory | suites, \\| separated |\n"),
    );
    expect(tableDrift({ ...table, rows: [table.rows[1]!] }, rewritten)).toHaveLength(1);
  });

  it("says so when the page or its block is missing", () => {
    expect(tableDrift(table, undefined)).toEqual(["docs/x.md is missing"]);
    expect(tableDrift(table, "no markers")).toEqual([
      'docs/x.md (table "inputs"): no <!-- BEGIN GENERATED inputs --> block',
    ]);
  });
});

describe("the flags a command declares", () => {
  it("come from the parseCliArgs call, inline or through a constant, with short names and negations", () => {
    const inline = `parseCliArgs(args, { out: { type: "string", short: "o" }, "error-log": { type: "boolean", default: true } });`;
    expect(declaredFlags(inline)).toEqual([
      { name: "out", short: "o", type: "string", defaultOn: false },
      { name: "error-log", type: "boolean", defaultOn: true },
    ]);
    const constant = `const OPTIONS = { json: { type: "boolean" } } as const;\nparseCliArgs(args, OPTIONS);`;
    expect(declaredFlags(constant)).toEqual([{ name: "json", type: "boolean", defaultOn: false }]);
  });

  it("take their argument names and descriptions from the help text, continuation lines included", () => {
    const help = helpFlags(
      "Usage: x [--config file]\n\nOptions:\n  -o, --out <dir>     Output folder\n                      (default: .x)\n      --changed-since <ref> Only what changed\n",
    );
    expect(help.get("--out")).toEqual({ spelled: "--out <dir>", description: "Output folder (default: .x)" });
    expect(help.get("--changed-since")).toEqual({
      spelled: "--changed-since <ref>",
      description: "Only what changed",
    });
    expect(help.get("--config")).toEqual({ spelled: "--config <file>", description: "" });
  });
});

describe("markdown anchors and links", () => {
  it("slugs headings as GitHub does", () => {
    expect(slugOf("Sharded check: plan → matrix → report")).toBe("sharded-check-plan--matrix--report");
    expect(slugOf("Shards: `plan` and `run --shard`")).toBe("shards-plan-and-run---shard");
    expect(slugOf("Results: output folder, exit codes, comparison")).toBe(
      "results-output-folder-exit-codes-comparison",
    );
    expect(slugOf("evals.json (skill-creator)")).toBe("evalsjson-skill-creator");
  });

  it("ignores headings and links inside code, numbers repeated headings, and skips URLs", () => {
    const markdown =
      "# A\n```sh\n# not a heading [x](y.md)\n```\n## A\nsee [b](b.md#c), `[d](e.md)`, [f](https://g/#h)\n";
    expect([...headingAnchors(markdown)]).toEqual(["a", "a-1"]);
    expect(relativeLinks(markdown)).toEqual([{ line: 6, target: "b.md", anchor: "c" }]);
  });
});
