import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { headingAnchors, relativeLinks } from "../../scripts/docs/markdown-links.ts";
import { ROOT } from "../../scripts/docs/reference-tables.ts";

/** The repository's own pages: every markdown file at the root (README, SECURITY, CONTRIBUTING…), bench's and docs/. */
const PAGES = [
  ...readdirSync(ROOT).filter((file) => file.endsWith(".md")),
  "bench/README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
];

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** Every place outside markdown that cites a README section by name: `README "Pin by commit SHA"`. */
function citedReadmeSections(): { file: string; section: string }[] {
  const files = [
    "action.yml",
    ...walk("src").filter((file) => file.endsWith(".ts")),
    ...walk("examples").filter((file) => /\.(ya?ml|ts|md)$/.test(file)),
  ];
  return files.flatMap((file) =>
    [...read(file).matchAll(/(?<!\w )README[ ,:]+"([^"]+)"|see README, ([A-Z][\w ]*?)\)/g)].map((match) => ({
      file,
      section: match[1] ?? match[2] ?? "",
    })),
  );
}

function walk(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? walk(path) : [path];
  });
}

describe("links between the docs", () => {
  it("every relative link names a file that exists, and every anchor a heading of it", () => {
    const broken = PAGES.flatMap((page) =>
      relativeLinks(read(page)).flatMap(({ line, target, anchor }) => {
        const file = target === "" ? page : relative(ROOT, join(ROOT, dirname(page), target));
        if (!existsSync(join(ROOT, file))) return [`${page}:${line}: ${target} does not exist`];
        if (anchor === undefined || !file.endsWith(".md")) return [];
        return headingAnchors(read(file)).has(anchor)
          ? []
          : [`${page}:${line}: ${file} has no heading #${anchor}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("every README section cited by name in the code, action.yml or the examples exists", () => {
    const headings = new Set(
      read("README.md")
        .split("\n")
        .flatMap((line) => /^#{2,6}\s+(.*)$/.exec(line)?.[1] ?? []),
    );
    const cited = citedReadmeSections();
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ section }) => !headings.has(section))).toEqual([]);
  });
});
