import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { generatedBlock, parseTableRows, tableDrift } from "../../scripts/docs/reference-table.ts";
import { ROOT, referenceTables } from "../../scripts/docs/reference-tables.ts";
import { supportedTypes } from "../../src/assert/declarative/assertion-registry.ts";
import { configSchema } from "../../src/config/config-schema.ts";

const pageText = (page: string) => {
  const path = join(ROOT, page);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
};

describe("the reference pages in docs/ agree with the code", () => {
  for (const table of referenceTables()) {
    it(`${table.page}: ${table.block} (from ${table.source})`, () => {
      expect(tableDrift(table, pageText(table.page))).toEqual([]);
    });
  }

  it("the format table names every assertion type agentv and Skill Test suites support", () => {
    const rows = parseTableRows(generatedBlock(pageText("docs/formats.md") ?? "", "formats") ?? "");
    const unnamed = (["agentv", "skill-test"] as const).flatMap((dialect) => {
      const named = [...(rows.get(dialect)?.[2] ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
      const covers = (type: string) =>
        named.some((name) => name === type || (name.endsWith("*") && type.startsWith(name.slice(0, -1))));
      return supportedTypes(dialect)
        .filter((type) => !covers(type))
        .map((type) => `docs/formats.md: the ${dialect} row's "supported" column does not name \`${type}\``);
    });
    expect(unnamed).toEqual([]);
  });
});

describe("the README's examples", () => {
  it("the configuration example is a valid skill-eval.config.yaml", () => {
    const readme = pageText("README.md") ?? "";
    const section = readme.slice(readme.indexOf("\n## Configuration\n"));
    const example = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example, "README's Configuration section has a yaml example").toBeDefined();
    const parsed = configSchema.safeParse(parse(example ?? ""));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe("the README's command table", () => {
  it("has a row for every command of src/cli/", () => {
    const readme = pageText("README.md") ?? "";
    const commands = readdirSync(join(ROOT, "src/cli"))
      .filter((file) => file.endsWith("-command.ts"))
      .map((file) => file.slice(0, -"-command.ts".length));
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.filter((command) => !readme.includes(`\n| \`${command} `))).toEqual([]);
  });
});
