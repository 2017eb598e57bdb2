import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Results } from "../../../src/model/results.ts";
import {
  type SessionEvent,
  type SessionReport,
  sessionReportSchema,
} from "../../../src/model/session-report.ts";
import { runEvals } from "../../../src/orchestration/run-evals.ts";
import { escapeControlBytes } from "../../../src/report/control-bytes.ts";
import { renderHtmlReport } from "../../../src/report/html/render-html-report.ts";
import { REPO_ROOT } from "../../support/run-dist.ts";
import { CHROMIUM_PATH, chromiumTests } from "./chromium.ts";
import { PLANTED_SCRIPT, sampleRun } from "./sample-run.ts";
import { scaleUpRun } from "./scaled-run.ts";

const chromiumAvailable = chromiumTests();
/** Generous waits: the machine may be busy with other test files; nothing here measures speed. */
const TEST_TIMEOUT_MS = 60_000;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

describe.runIf(chromiumAvailable.run)(`report.html in headless Chromium${chromiumAvailable.label}`, () => {
  const dir = mkdtempSync(join(tmpdir(), "skill-eval-html-"));
  const demoOut = join(dir, "demo");
  let browser: Browser;
  let demoResults: Results;
  let demoHtml: string;
  const pages: { page: Page; errors: string[] }[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
    // The demo suite on its replay runner (real Claude Code transcripts) through the real engine,
    // which writes report.html beside results.json, with the suite's tags.
    const outcome = await runEvals({
      cwd: REPO_ROOT,
      paths: ["examples/demo"],
      configFile: "examples/demo/skill-eval.config.yaml",
      outDir: demoOut,
      overrides: { iterations: 2 },
      hostEnv: {},
      log: () => {},
    });
    expect(outcome.exitCode).toBe(0);
    demoResults = outcome.results;
    demoHtml = join(demoOut, "report.html");
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  }, TEST_TIMEOUT_MS);

  async function open(file: string, hash = ""): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    pages.push({ page, errors });
    await page.goto(pathToFileURL(file).href + hash);
    return page;
  }

  function consoleErrors(page: Page): string[] {
    return pages.find((entry) => entry.page === page)?.errors ?? [];
  }

  const rows = (page: Page) => page.locator("#grid tbody tr");

  it(
    "renders the case grid with failures first and writes a screenshot for review",
    async () => {
      const page = await open(demoHtml);
      await eventually(() => rows(page).count()).toBe(5);
      expect(await rows(page).first().getAttribute("data-case")).toBe(
        "examples/demo/demo/skill-read-not-invoked",
      );
      expect(await page.locator("#count").textContent()).toBe("Showing 5 of 5 cases, failures first");
      expect(await page.locator(".dot").count()).toBe(10);
      mkdirSync(join(REPO_ROOT, ".test-output"), { recursive: true });
      await page.screenshot({ path: join(REPO_ROOT, ".test-output", "report-overview.png"), fullPage: true });
      expect(consoleErrors(page)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "changes the visible rows when a status, the search, a tag or a failure class filter is used",
    async () => {
      const page = await open(demoHtml);
      await eventually(() => rows(page).count()).toBe(5);
      await page.getByLabel("passed (4)").uncheck();
      expect(await rows(page).count()).toBe(1);
      await page.getByLabel("passed (4)").check();
      await page.getByLabel("Case id").fill("HELLO");
      await eventually(() => rows(page).count()).toBe(1);
      expect(await rows(page).first().getAttribute("data-case")).toBe("examples/demo/demo/hello-file");
      await page.getByLabel("Case id").fill("");
      await page.getByLabel("Tag").selectOption("smoke");
      await eventually(() => rows(page).count()).toBe(1);
      expect(await rows(page).first().getAttribute("data-case")).toBe("examples/demo/demo/status-report");
      await page.getByLabel("Tag").selectOption("");
      await page.getByLabel("Failure class").selectOption("Assertion failure");
      await eventually(() => rows(page).count()).toBe(1);
      expect(await rows(page).first().getAttribute("data-case")).toBe(
        "examples/demo/demo/skill-read-not-invoked",
      );
      expect(consoleErrors(page)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "opens an execution's timeline from the keyboard, moves between iterations, and returns focus when closed",
    async () => {
      const page = await open(demoHtml);
      const cell = page.locator('tr[data-case="examples/demo/demo/project-check"] .open');
      await cell.focus();
      await page.keyboard.press("Enter");
      const dialog = page.locator("dialog#detail");
      await eventually(() => dialog.isVisible()).toBe(true);
      const timeline = dialog.locator("ol.timeline");
      await eventually(() => timeline.locator("li").count()).toBeGreaterThan(3);
      const failedCommand = timeline.locator("li.problem").first();
      expect(await failedCommand.textContent()).toContain("exit 3");
      expect(await timeline.locator("li.ev-toolCall").first().textContent()).toContain("Bash");
      expect(await dialog.textContent()).toContain("Run the project check and tell me the result.");
      await dialog.getByRole("group", { name: "Iterations" }).getByLabel("iteration 2: passed").click();
      await eventually(() => dialog.locator("h2").textContent()).toContain("project-check/claude-replay#2");
      await page.keyboard.press("Escape");
      await eventually(() => dialog.isVisible()).toBe(false);
      expect(await cell.evaluate((element) => element.ownerDocument.activeElement === element)).toBe(true);
      expect(consoleErrors(page)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  for (const [label, compressAboveBytes] of [
    ["as JSON", undefined],
    ["gzipped", 0],
  ] as const) {
    it(
      `shows a planted <script> in a transcript stored ${label} as text and never runs it`,
      async () => {
        const run = sampleRun();
        const file = join(dir, `planted-${label}.html`);
        writeFileSync(
          file,
          renderHtmlReport({ results: run.results, executions: run.executions, compressAboveBytes }),
        );
        const page = await open(file);
        const title = await page.title();
        await eventually(() => rows(page).count()).toBe(2);
        expect(await rows(page).first().locator(".why").textContent()).toContain(PLANTED_SCRIPT);
        await rows(page).first().locator(".open").click();
        const message = page.locator("dialog#detail li.ev-message pre").last();
        await eventually(() => message.textContent()).toBe(PLANTED_SCRIPT);
        expect(await page.evaluate("window.__pwned")).toBeUndefined();
        expect(await page.title()).toBe(title);
        expect(await page.locator("b.x").count()).toBe(0);
        expect(consoleErrors(page)).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );
    it(
      `shows control characters in a transcript stored ${label} as visible symbols, as escapeControlBytes does`,
      async () => {
        const planted = "\u001b]0;pwned\u0007 \u001b[2J \u009b2J \u202egnp.exe";
        const run = sampleRun(planted);
        const file = join(dir, `controls-${label}.html`);
        writeFileSync(
          file,
          renderHtmlReport({ results: run.results, executions: run.executions, compressAboveBytes }),
        );
        const page = await open(file);
        await eventually(() => rows(page).count()).toBe(2);
        await rows(page).first().locator(".open").click();
        const message = page.locator("dialog#detail li.ev-message pre").last();
        await eventually(() => message.textContent()).toBe(escapeControlBytes(planted));
        expect(escapeControlBytes(planted)).toBe("␛]0;pwned␇ ␛[2J ⟨x9b⟩2J ⟨u202e⟩gnp.exe");
        expect(await page.locator("dialog#detail").textContent()).not.toMatch(
          // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
          /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/,
        );
        expect(consoleErrors(page)).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );
  }

  it(
    "opens the execution named in the address, and links to the one opened",
    async () => {
      const index = demoResults.executions.findIndex((execution) => execution.case === "hello-file");
      const page = await open(demoHtml, `#execution-${index}`);
      const dialog = page.locator("dialog#detail");
      await eventually(() => dialog.locator("h2").textContent()).toContain("hello-file/claude-replay#");
      await eventually(() => dialog.locator("ol.timeline li").count()).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await page.locator('tr[data-case="examples/demo/demo/project-check"] .open').click();
      const opened = demoResults.executions.findIndex((execution) => execution.case === "project-check");
      expect(new URL(page.url()).hash).toBe(`#execution-${opened}`);
      expect(consoleErrors(page)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "narrows the grid to the runners chosen",
    async () => {
      // The demo again on a second runner whose every case failed.
      const second = "codex-replay";
      const results: Results = {
        ...demoResults,
        runners: [...demoResults.runners, { ...demoResults.runners[0]!, id: second }],
        cases: [
          ...demoResults.cases,
          ...demoResults.cases.map((result) => ({
            ...result,
            key: `${result.suite}/${result.case}/${second}`,
            runner: second,
            verdict: "failed" as const,
          })),
        ],
        executions: [
          ...demoResults.executions,
          ...demoResults.executions.map((execution) => ({
            ...execution,
            key: `${execution.key}-b`,
            runner: second,
            status: "failed" as const,
          })),
        ],
      };
      const file = join(dir, "two-runners.html");
      writeFileSync(file, renderHtmlReport({ results }));
      const page = await open(file);
      await eventually(() => page.locator("#grid thead th").count()).toBe(3);
      for (const verdict of ["expected failure (1)", "passed (4)"]) await page.getByLabel(verdict).uncheck();
      expect(await rows(page).count()).toBe(5);
      await page.getByRole("checkbox", { name: second }).uncheck();
      expect(await page.locator("#grid thead th").allTextContents()).toEqual(["Case", "claude-replay"]);
      expect(await rows(page).count()).toBe(0);
      expect(consoleErrors(page)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "renders a long timeline in chunks and jumps to the first problem",
    async () => {
      const run = sampleRun();
      const detail = run.executions.get(run.failedKey)!;
      const events: SessionEvent[] = Array.from({ length: 700 }, (_, index) =>
        index === 650
          ? { type: "command", command: "npm test", exitCode: 2 }
          : { type: "message", role: "assistant", text: `step ${index + 1}` },
      );
      run.executions.set(run.failedKey, { ...detail, report: { ...detail.report!, events } });
      const file = join(dir, "long-timeline.html");
      writeFileSync(file, renderHtmlReport({ results: run.results, executions: run.executions }));
      const page = await open(file);
      await rows(page).first().locator(".open").click();
      const timeline = page.locator("dialog#detail ol.timeline");
      await eventually(() => timeline.locator("> li").count()).toBe(300);
      await page.getByRole("button", { name: "Show more events (400 left)" }).click();
      expect(await timeline.locator("> li").count()).toBe(600);
      await page.getByRole("link", { name: "Jump to the first problem" }).click();
      const problem = timeline.locator("#first-problem");
      expect(await problem.textContent()).toContain("exit 2");
      expect(await problem.evaluate((element) => element.ownerDocument.activeElement === element)).toBe(true);
      expect(consoleErrors(page)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it("opens a 5,000-execution report with tens of MB of transcripts and stays interactive", async () => {
    const reports = new Map<string, SessionReport>();
    for (const execution of demoResults.executions) {
      if (execution.artifactDir === "") continue;
      const stored = JSON.parse(readFileSync(join(demoOut, execution.artifactDir, "report.json"), "utf8"));
      reports.set(execution.key, sessionReportSchema.parse(stored));
    }
    const scaled = scaleUpRun(demoResults, reports, { count: 5000, bigOutputBytes: 60_000 });
    const file = join(dir, "scaled.html");
    writeFileSync(file, renderHtmlReport({ results: scaled.results, executions: scaled.executions }));
    const page = await open(file);
    await eventually(() => rows(page).count()).toBe(100);
    expect(await page.locator("#count").textContent()).toBe("Showing 2500 of 2500 cases, failures first");
    expect(await rows(page).first().locator(".why").textContent()).toContain(
      "expected case-00000 to write report.txt",
    );
    await page.locator("#more").scrollIntoViewIfNeeded();
    await eventually(() => rows(page).count()).toBeGreaterThan(100);
    await page.getByLabel("Case id").fill("case-00070");
    await eventually(() => rows(page).count()).toBe(1);
    // case-00070's first execution (index 140) carries a 60 kB tool output, stored gzipped.
    await rows(page).first().locator(".dot").first().click();
    const dialog = page.locator("dialog#detail");
    expect(await dialog.locator(".why-box").textContent()).toContain(
      "expected case-00070 to write report.txt",
    );
    const bigOutput = dialog.locator("li.ev-toolResult pre").last();
    await eventually(async () => (await bigOutput.textContent())?.length ?? 0).toBeGreaterThan(19_000);
    expect(consoleErrors(page)).toEqual([]);
  }, 120_000);
});
