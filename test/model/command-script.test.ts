import { describe, expect, it } from "vitest";
import { commandScript } from "../../src/model/command-script.ts";

describe("commandScript", () => {
  it.each([
    [["./grade.sh"], { index: 0, path: "./grade.sh" }],
    [["graders/check.py", "--strict"], { index: 0, path: "graders/check.py" }],
    [["python3", "grade.py"], { index: 1, path: "grade.py" }],
    [["python3.12", "graders/grade"], { index: 1, path: "graders/grade" }],
    [["bash", "./setup.sh", "./out"], { index: 1, path: "./setup.sh" }],
    [["bun", "run", "check.ts"], { index: 2, path: "check.ts" }],
    [["node", "check.mjs", "x"], { index: 1, path: "check.mjs" }],
  ])("%j runs %j", (command, script) => {
    expect(commandScript(command)).toEqual(script);
  });

  it.each([
    [[]],
    [["pytest"]],
    [["python3", "-c", "print(1)"]],
    [["bash", "-lc", "./grade.sh"]],
    [["node", "--import", "tsx", "check.ts"]],
    [["bun", "test", "tests/parser.test.ts"]],
    [["npm", "test"]],
    [["git", "init", "."]],
    [["make", "check.txt"]],
    [["bash", "setup"]],
  ])("%j names no script for sure", (command) => {
    expect(commandScript(command)).toBeUndefined();
  });
});
