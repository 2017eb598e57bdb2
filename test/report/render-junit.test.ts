import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ExecutionResult, Results } from "../../src/model/results.ts";
import type { CaseSpec, Suite } from "../../src/model/suite.ts";
import { buildResults } from "../../src/report/build-results.ts";
import { renderJunitXml } from "../../src/report/render-junit.ts";
import { escapeXmlAttribute, escapeXmlText, stripIllegalXmlChars } from "../../src/report/xml-escape.ts";
import type { Runner } from "../../src/runners/runner-config.ts";
import { goldenFiles } from "../support/golden-files.ts";

const expectGolden = goldenFiles(join(import.meta.dirname, "golden"));

// Fixtures copied from render.test.ts, plus a second suite with XML-hostile text and a skipped case.

function caseSpec(id: string, expectedFail = false): CaseSpec {
  return {
    id,
    prompt: "p",
    tags: [],
    expectedFail,
    iterations: 1,
    threshold: 1,
    assertions: [],
    metadata: {},
  };
}

function execution(
  caseId: string,
  status: ExecutionResult["status"],
  failure?: ExecutionResult["failure"],
  suiteId = "demo",
): ExecutionResult {
  return {
    key: `${suiteId}/${caseId}/claude#1`,
    suite: suiteId,
    case: caseId,
    runner: "claude",
    iteration: 1,
    status,
    durationMs: 1500,
    usage: { inputTokens: 300, outputTokens: 60, totalTokens: 360 },
    costUsd: 0.0018,
    failure,
    assertions: [],
    detectedSkills: [],
    agent: "claude-code",
    artifactDir: `executions/${caseId}`,
  };
}

function suiteOf(id: string, cases: CaseSpec[]): Suite {
  return {
    id,
    format: "skillgym",
    file: `/repo/${id}.suite.ts`,
    relativePath: `${id}.suite.ts`,
    contentHash: "abc",
    skills: [],
    workspace: { mode: "none" },
    warnings: [],
    cases,
  };
}

const hostileId = "pipe|`tick`<script>alert(1)</script>\nnewline";
const xmlHostileId = 'quote"lt<gt>amp&cdata]]>nul\u0000vt\u000Bend';
const suite = suiteOf("demo", [
  caseSpec("passes"),
  caseSpec("fails"),
  caseSpec("gap", true),
  caseSpec("stale", true),
  caseSpec("crashes"),
  caseSpec(hostileId),
]);
const xmlSuite = suiteOf("xml&<suite>", [caseSpec(xmlHostileId), caseSpec("later")]);
const runners: Runner[] = [
  {
    id: "claude",
    baseDir: "/repo",
    config: {
      agent: "claude-code",
      command: "claude",
      permissionMode: "bypassPermissions",
      args: [],
      env: {},
      model: "claude-sonnet-4-5",
    },
  },
];
const results = buildResults({
  startedAt: "2026-11-22T10:00:00.000Z",
  endedAt: "2026-11-22T10:01:00.000Z",
  toolVersion: "0.1.0",
  complete: true,
  plan: [
    { suite, runners },
    { suite: xmlSuite, runners },
  ],
  executions: [
    execution("passes", "passed"),
    execution("fails", "failed", {
      origin: "assertion",
      class: { id: "assertion", label: "Assertion failure" },
      message: "Expected skill pdf-report\nobserved: none",
    }),
    execution("gap", "expected-failed", {
      origin: "assertion",
      class: { id: "assertion" },
      message: "skill not used",
    }),
    execution("stale", "unexpected-passed"),
    execution("crashes", "error", {
      origin: "runner",
      class: { id: "timeout", label: "Timeout" },
      message: "timed out after 600000 ms",
    }),
    execution(hostileId, "failed", {
      origin: "assertion",
      class: { id: "assertion" },
      message: "<img src=x onerror=alert(1)> | `x`",
    }),
    execution(
      xmlHostileId,
      "failed",
      {
        origin: "assertion",
        class: { id: 'class"<&>' },
        message: "first ]]> line\u0000\r\nsecond <b>&amp;</b> line",
      },
      xmlSuite.id,
    ),
    { ...execution("later", "skipped", undefined, xmlSuite.id), skipReason: "runner <claude> disabled" },
  ],
});

// A tiny XML 1.0 well-formedness checker: enough to prove the output loads, and to read it back.

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = "[A-Za-z_][-A-Za-z0-9_.:]*";
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]+)|#x([0-9a-fA-F]+));/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  if (/&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/.test(raw)) throw new Error(`bare & in ${where}`);
  return raw.replace(
    REFERENCE,
    (_match, named: string | undefined, dec: string | undefined, hex?: string) => {
      if (named) return NAMED[named]!;
      const char = String.fromCodePoint(dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16));
      if (stripIllegalXmlChars(char) === "") throw new Error(`reference to an illegal character in ${where}`);
      return char;
    },
  );
}

function parseXml(xml: string): XmlElement {
  if (stripIllegalXmlChars(xml) !== xml) throw new Error("characters illegal in XML 1.0");
  const body = xml.replace(/^<\?xml [^?]*\?>/, "");
  const token = new RegExp(
    `<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>|([^<]+)|(<)`,
    "gy",
  );
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  for (const match of body.matchAll(token)) {
    const [, closing, name, rawAttributes, selfClosing, text, stray] = match;
    const parent = stack.at(-1);
    if (stray !== undefined) throw new Error(`unparseable markup at ${match.index}`);
    if (text !== undefined) {
      if (text.includes("]]>")) throw new Error("]]> in text");
      if (parent) parent.text += decode(text, "text");
      else if (text.trim() !== "") throw new Error("text outside the root element");
      continue;
    }
    if (closing) {
      if (parent?.name !== name) throw new Error(`</${name}> closes <${parent?.name}>`);
      stack.pop();
      continue;
    }
    const element: XmlElement = { name: name!, attributes: {}, children: [], text: "" };
    for (const attribute of rawAttributes!.matchAll(
      new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "g"),
    )) {
      const [, key, doubleQuoted, singleQuoted] = attribute;
      const raw = doubleQuoted ?? singleQuoted!;
      if (raw.includes("<")) throw new Error(`< in attribute ${key}`);
      if (key! in element.attributes) throw new Error(`duplicate attribute ${key}`);
      element.attributes[key!] = decode(raw, `attribute ${key}`);
    }
    if (parent) parent.children.push(element);
    else if (root) throw new Error("a second root element");
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error("no root element");
  return root;
}

function testcases(root: XmlElement): XmlElement[] {
  return root.children.flatMap((suiteElement) => suiteElement.children);
}

function testcaseNamed(root: XmlElement, name: string): XmlElement {
  const found = testcases(root).find((element) => element.attributes.name === name);
  if (!found) throw new Error(`no testcase ${name}`);
  return found;
}

describe("JUnit XML rendering", () => {
  const xml = renderJunitXml(results);

  it("renders junit.xml as recorded", () => {
    expectGolden("junit.xml", xml);
  });

  it("parses as well-formed XML", () => {
    expect(() => parseXml(xml)).not.toThrow();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
  });

  it("the checker rejects what a JUnit consumer would reject", () => {
    expect(() => parseXml("<a><b></a></b>")).toThrow();
    expect(() => parseXml("<a>x & y</a>")).toThrow();
    expect(() => parseXml('<a b="1" b="2"/>')).toThrow();
    expect(() => parseXml("<a>]]></a>")).toThrow();
    expect(() => parseXml("<a>\u0000</a>")).toThrow();
    expect(() => parseXml("<a>&#0;</a>")).toThrow();
    expect(() => parseXml("<a/><b/>")).toThrow();
    expect(() => parseXml("<a><b></a>")).toThrow();
  });

  it("counts tests, failures, errors, skips and time per suite and overall", () => {
    const root = parseXml(xml);
    expect(root.name).toBe("testsuites");
    expect(root.attributes).toMatchObject({
      tests: "8",
      failures: "4",
      errors: "1",
      skipped: "1",
      time: "10.500",
    });
    expect(root.children.map((element) => [element.name, element.attributes])).toEqual([
      ["testsuite", { name: "demo", tests: "6", failures: "3", errors: "1", skipped: "0", time: "9.000" }],
      [
        "testsuite",
        { name: "xml&<suite>", tests: "2", failures: "1", errors: "0", skipped: "1", time: "1.500" },
      ],
    ]);
    const kinds = testcases(root).map((element) => [
      element.attributes.name,
      element.children.map((child) => child.name).join(","),
    ]);
    expect(kinds).toEqual([
      ["passes [claude]", ""],
      ["fails [claude]", "failure"],
      ["gap [claude]", "system-out"],
      ["stale [claude]", "failure"],
      ["crashes [claude]", "error"],
      [`${hostileId} [claude]`, "failure"],
      ['quote"lt<gt>amp&cdata]]>nul␀vt␋end [claude]', "failure"],
      ["later [claude]", "skipped"],
    ]);
  });

  it("uses the attribute names JUnit consumers read", () => {
    const root = parseXml(xml);
    const fails = testcaseNamed(root, "fails [claude]");
    expect(fails.attributes).toEqual({ classname: "demo", name: "fails [claude]", time: "1.500" });
    expect(fails.children[0]!.attributes).toEqual({
      message: "Expected skill pdf-report",
      type: "assertion",
    });
    expect(fails.children[0]!.text).toContain("Expected skill pdf-report\nobserved: none");
    expect(testcaseNamed(root, "crashes [claude]").children[0]!.attributes).toEqual({
      message: "timed out after 600000 ms",
      type: "timeout",
    });
    expect(testcaseNamed(root, "stale [claude]").children[0]!.attributes.message).toMatch(
      /expectedFail.*the expectation is stale/,
    );
    expect(testcaseNamed(root, "gap [claude]").children[0]!.text).toContain("skill not used");
    expect(testcaseNamed(root, "later [claude]").children[0]!.attributes).toEqual({
      message: "runner <claude> disabled",
    });
  });

  it("escapes hostile case ids and messages instead of wrapping them in CDATA", () => {
    expect(xml).not.toContain("CDATA");
    expect(xml).not.toContain("\u0000");
    expect(xml).not.toContain("]]>");
    expect(xml).not.toMatch(/<script|<img|<b>/);
    expect(xml).toContain('name="quote&quot;lt&lt;gt&gt;amp&amp;cdata]]&gt;nul␀vt␋end [claude]"');
    const root = parseXml(xml);
    const hostile = testcaseNamed(root, 'quote"lt<gt>amp&cdata]]>nul␀vt␋end [claude]');
    expect(hostile.attributes.classname).toBe("xml&<suite>");
    const failure = hostile.children[0]!;
    expect(failure.attributes).toEqual({ message: "first ]]> line␀", type: 'class"<&>' });
    expect(failure.text).toContain("first ]]> line␀\r\nsecond <b>&amp;</b> line");
    // A newline in an attribute survives attribute-value normalisation as a character reference.
    expect(xml).toContain("pipe|`tick`&lt;script&gt;alert(1)&lt;/script&gt;&#10;newline [claude]");
  });

  it("stays well-formed with 10,000-character hostile ids", () => {
    const long = `${'"<>&]]>\u0000'.repeat(1250)}`;
    const stretched: Results = {
      ...results,
      cases: results.cases.map((result) => ({ ...result, case: long, suite: long })),
      suites: [],
    };
    const root = parseXml(renderJunitXml(stretched));
    expect(root.children).toHaveLength(1);
    expect(testcases(root)).toHaveLength(8);
    expect(root.children[0]!.attributes.name).toBe('"<>&]]>␀'.repeat(1250));
  });
});

describe("XML escaping", () => {
  it("strips characters XML 1.0 forbids and keeps the rest", () => {
    expect(stripIllegalXmlChars("a\u0000\u0001\u0008\u000B\u000C\u000E\u001Fb\uFFFE\uFFFF\uD800c")).toBe(
      "abc",
    );
    expect(stripIllegalXmlChars("tab\tnl\ncr\r é 😀 \uFFFD")).toBe("tab\tnl\ncr\r é 😀 \uFFFD");
  });

  it("escapes text and attributes", () => {
    expect(escapeXmlText(`a<b>&c"d'e]]>\u0000\r\n`)).toBe(`a&lt;b&gt;&amp;c"d'e]]&gt;␀&#13;\n`);
    expect(escapeXmlAttribute(`a<b>&c"d'e\t\r\n\u0007`)).toBe(
      "a&lt;b&gt;&amp;c&quot;d&apos;e&#9;&#13;&#10;␇",
    );
  });

  it("shows control characters as visible symbols, as every report surface does", () => {
    expect(escapeXmlText("\u001b]0;pwned\u0007 \u009b2J \u202egnp.exe")).toBe(
      "␛]0;pwned␇ ⟨x9b⟩2J ⟨u202e⟩gnp.exe",
    );
  });
});

describe("junit.xml against a baseline", () => {
  it("fails a case that passed at its threshold but is worse than base, and counts it", async () => {
    const { makeResults } = await import("../compare/results-builder.ts");
    const { compareResults } = await import("../../src/compare/compare-results.ts");
    const base = makeResults([
      { case: "a", outcomes: "pppp" },
      { case: "b", outcomes: "p" },
    ]);
    // 4/4 → 1/2 at threshold 0.5: passes, neither established nor ruled out.
    const head = makeResults([
      { case: "a", outcomes: "pf", threshold: 0.5 },
      { case: "b", outcomes: "p" },
    ]);
    const comparison = compareResults(head, base);
    expect(comparison.counts.unconfirmed).toBe(1);
    const xml = renderJunitXml(head, comparison);
    expect(xml).toMatch(/<testsuites name="skill-eval" tests="2" failures="1" /);
    expect(xml).toMatch(
      /<failure message="passed at its threshold, but worse than base: likely regressed, unconfirmed: 100% \(4\/4, [^"]*\) → 50(?:\.0)?% \(1\/2, [^"]*\), not established yet[^"]*" type="unconfirmed">/,
    );
    // Without a comparison the same results pass, as before.
    expect(renderJunitXml(head)).toMatch(/failures="0"/);
    expect(renderJunitXml(head)).not.toContain("<failure");
  });
});
