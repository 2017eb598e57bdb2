import { describe, expect, it } from "vitest";
import { assert } from "../../src/assert/assert.ts";
import { commandMatcher } from "../../src/assert/command-matcher.ts";
import { commandMatcher as exported } from "../../src/index.ts";
import { splitCommandLine } from "../../src/runners/shell-tokens.ts";
import { catchAssertionError } from "../support/catch-assertion-error.ts";
import { sessionReport } from "../support/session-report-builder.ts";

const pnpmTest = commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch");
const matches = (matcher: { test(line: string): boolean }, line: string) => matcher.test(line);

describe("commandMatcher: the rules (each case fails when its rule breaks)", () => {
  it("ignores the order of options and flags", () => {
    expect(matches(pnpmTest, "pnpm test --filter unit --watch")).toBe(true);
    expect(matches(pnpmTest, "pnpm --watch --filter unit test")).toBe(true);
  });

  it("treats --k v and --k=v alike", () => {
    expect(matches(pnpmTest, "pnpm test --filter=unit --watch")).toBe(true);
    expect(matches(pnpmTest, "pnpm test --filter=e2e --watch")).toBe(false);
  });

  it("does not take the value of an option for an argument", () => {
    // `test` here is --filter's value, not the positional `test`.
    expect(matches(commandMatcher("pnpm").option("--filter").arg("test"), "pnpm --filter test")).toBe(false);
    expect(matches(commandMatcher("pnpm").option("--filter").arg("test"), "pnpm --filter x test")).toBe(true);
  });

  it("splits -abc into -a -b -c", () => {
    const matcher = commandMatcher("tar").flag("-x").flag("-z").flag("-v");
    expect(matches(matcher, "tar -xzv archive.tgz")).toBe(true);
    expect(matches(matcher, "tar -xz archive.tgz")).toBe(false);
    expect(matches(commandMatcher("ls").flag("-la"), "ls -a -l")).toBe(true);
  });

  it("reads -p80 as -p 80 when -p takes a value, and a flag cluster up to it", () => {
    const matcher = commandMatcher("ab").option("-c", "80").flag("-k");
    expect(matches(matcher, "ab -kc80 http://x")).toBe(true);
    expect(matches(matcher, "ab -k -c 80 http://x")).toBe(true);
    expect(matches(matcher, "ab -k -c=80 http://x")).toBe(true);
    expect(matches(matcher, "ab -kc81 http://x")).toBe(false);
  });

  it("counts everything after -- as positional", () => {
    expect(matches(commandMatcher("npm").arg("test").arg("--watch"), "npm test -- --watch")).toBe(true);
    expect(matches(commandMatcher("npm").flag("--watch"), "npm test -- --watch")).toBe(false);
    expect(matches(commandMatcher("npm").endOfOptions(), "npm test -- --watch")).toBe(true);
    expect(matches(commandMatcher("npm").endOfOptions(), "npm test --watch")).toBe(false);
  });

  it("needs arguments in the order named, others allowed in between", () => {
    expect(matches(commandMatcher("git").args("remote", "add"), "git remote -v add origin url")).toBe(true);
    expect(matches(commandMatcher("git").args("remote", "add"), "git add remote")).toBe(false);
  });

  it("matches strings as whole tokens and RegExps by test", () => {
    expect(matches(commandMatcher("pnpm").arg("test"), "pnpm test:unit")).toBe(false);
    expect(matches(commandMatcher("pnpm").arg(/^test/), "pnpm test:unit")).toBe(true);
    expect(matches(commandMatcher(/^p?npm$/).arg("install"), "npm install")).toBe(true);
  });

  it("matches the program by name or path, and only as the program", () => {
    expect(matches(commandMatcher("pnpm"), "/usr/local/bin/pnpm install")).toBe(true);
    expect(matches(commandMatcher("pnpm"), "npx pnpm install")).toBe(false);
    expect(matches(commandMatcher("npx skills").arg("find"), "npx skills find expo")).toBe(true);
    expect(matches(commandMatcher("npx skills"), "npx other skills")).toBe(false);
  });

  it("strict() and exact() reject unnamed options, flags and arguments", () => {
    const strict = commandMatcher("pnpm").arg("test").flag("--watch").strict();
    expect(matches(strict, "pnpm test --watch")).toBe(true);
    expect(matches(strict, "pnpm test --watch --silent")).toBe(false);
    expect(matches(strict, "pnpm test extra --watch")).toBe(false);
    expect(matches(commandMatcher("pnpm").arg("test").exact(), "pnpm test")).toBe(true);
    expect(matches(commandMatcher("pnpm").arg("test").exact(), "pnpm test -r")).toBe(false);
    // Without strict, extras are fine.
    expect(matches(commandMatcher("pnpm").arg("test"), "pnpm test extra --silent")).toBe(true);
  });

  it("looks at each command of a compound line, past env assignments and into sh -c", () => {
    expect(matches(pnpmTest, "cd app && CI=1 pnpm test --filter unit --watch | tee log")).toBe(true);
    expect(matches(pnpmTest, `bash -lc 'pnpm test --filter "unit" --watch'`)).toBe(true);
    expect(matches(pnpmTest, "echo pnpm test --filter unit --watch")).toBe(false);
  });

  it("leaves redirections out of the command", () => {
    const strict = commandMatcher("echo").arg("hello").strict();
    expect(matches(strict, "echo hello > hello.txt")).toBe(true);
    expect(matches(strict, "echo hello 2>&1 >>log.txt | tee x")).toBe(true);
    expect(matches(strict, "echo hello world")).toBe(false);
  });

  it("splits words as sh does: quotes, escapes, separators", () => {
    expect(splitCommandLine(`git commit -m "fix: a \\"b\\"" && echo 'x y'\\ z;ls`)).toEqual([
      ["git", "commit", "-m", 'fix: a "b"'],
      ["echo", "x y z"],
      ["ls"],
    ]);
    expect(splitCommandLine(`grep "" file`)).toEqual([["grep", "", "file"]]);
  });

  it("is immutable: a shared base matcher is not changed by what is built on it", () => {
    const base = commandMatcher("pnpm");
    base.arg("test");
    expect(matches(base, "pnpm install")).toBe(true);
  });

  it("rejects a program or name that is not a non-empty string", () => {
    expect(() => commandMatcher("  ")).toThrow(/non-empty string/);
    expect(() => commandMatcher("pnpm").flag("")).toThrow(/non-empty/);
  });
});

describe("commandMatcher in assert.commands.*", () => {
  const report = sessionReport()
    .command("cd app && pnpm install --frozen-lockfile")
    .command("pnpm --filter unit test --watch")
    .command("pnpm test --filter=e2e")
    .build();

  it("works with includes, count, before, only and first", () => {
    expect(() => assert.commands.includes(report, pnpmTest)).not.toThrow();
    expect(() => assert.commands.count(report, commandMatcher("pnpm").arg("test"), 2)).not.toThrow();
    expect(() =>
      assert.commands.before(
        report,
        commandMatcher("pnpm").arg("install"),
        commandMatcher("pnpm").arg("test"),
      ),
    ).not.toThrow();
    expect(() => assert.commands.only(report, [commandMatcher("pnpm"), "cd "])).not.toThrow();
    expect(() =>
      assert.commands.first(report, commandMatcher("pnpm").flag("--frozen-lockfile")),
    ).not.toThrow();
  });

  it("names the matcher in the failure message", () => {
    const error = catchAssertionError(() =>
      assert.commands.includes(report, commandMatcher("pnpm").arg("test").option("--filter", "smoke")),
    );
    expect(error.message.split("\n")[0]).toBe(
      'Expected a command matching commandMatcher("pnpm").arg("test").option("--filter", "smoke"), but none matched.',
    );
  });

  it("accepts skillgym's other forms: a built object and a builder-like", () => {
    const built = commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch").build();
    expect(built).toMatchObject({
      executable: "pnpm",
      positionals: ["test"],
      options: { "--filter": "unit", "--watch": true },
    });
    expect(() => assert.commands.includes(report, built)).not.toThrow();
    expect(() =>
      assert.commands.includes(report, { executable: "pnpm", options: { "--filter": "e2e" } }),
    ).not.toThrow();
    expect(() =>
      assert.commands.notIncludes(report, { build: () => ({ executable: "pnpm", positionals: ["lint"] }) }),
    ).not.toThrow();
    expect(() =>
      assert.commands.includes(report, { executable: "pnpm", positionals: ["test"], strict: true }),
    ).toThrow(/none matched/);
  });

  it("is exported for suite authors", () => {
    expect(exported).toBe(commandMatcher);
  });
});
