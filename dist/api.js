import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  classify,
  getCommands,
  getFileReads,
  getToolCalls,
  recordSoftFailure
} from "./chunk-LPC27ECT.js";
import "./chunk-EWQYGJWM.js";
import "./chunk-43A2QHN3.js";

// src/assert/assert.ts
import nodeAssert2 from "node:assert/strict";

// src/assert/assertion-failure.ts
import { AssertionError } from "node:assert";
var throwFailure = (error) => {
  throw error;
};
function createAssertionError(failure, options, stackStartFn) {
  const lines = [...options?.message ? [options.message] : [], failure.expected, ...failure.observed];
  return new AssertionError({
    message: lines.join("\n"),
    actual: failure.actualValue,
    expected: failure.expectedValue,
    operator: failure.operator,
    stackStartFn
  });
}
var MAX_LISTED = 20;
var MAX_VALUE_CHARS = 200;
function formatObserved(label, values, annotate) {
  if (values.length === 0) return `Observed ${label}: none.`;
  const listed = values.slice(0, MAX_LISTED).map((value, index) => {
    const note = annotate?.(value, index);
    return `  ${index + 1}. ${oneLine(value)}${note === void 0 ? "" : `  \u2190 ${note}`}`;
  });
  const rest = values.length - MAX_LISTED;
  return [
    `Observed ${label} (${values.length}):`,
    ...listed,
    ...rest > 0 ? [`  \u2026 and ${rest} more`] : []
  ].join("\n");
}
function oneLine(value, maxChars = MAX_VALUE_CHARS) {
  const flat = value.replace(/\r?\n/g, "\\n");
  return flat.length > maxChars ? `${flat.slice(0, maxChars - 1)}\u2026` : flat;
}
function requireCount(value, method, name) {
  if (!Number.isInteger(value) || value < 0) {
    throw new TypeError(`${method}: expected ${name} to be a whole number \u2265 0, found ${String(value)}.`);
  }
  return value;
}

// src/assert/stateless-pattern.ts
function statelessPattern(pattern) {
  return pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")) : pattern;
}

// src/assert/command-matcher.ts
var BRAND = /* @__PURE__ */ Symbol.for("skill-eval.commandMatcher");
var CommandMatcherBuilder = class _CommandMatcherBuilder {
  [BRAND] = true;
  #spec;
  constructor(spec = { args: [], options: [], strict: false }) {
    this.#spec = spec;
  }
  /** The program: a name (`pnpm`, also matching `/usr/bin/pnpm`), words (`npx skills`), or a RegExp. */
  executable(matcher) {
    if (matcher instanceof RegExp) return this.#with({ program: matcher });
    if (typeof matcher !== "string" || matcher.trim() === "") {
      throw new TypeError(
        'commandMatcher: the program must be a non-empty string or a RegExp, e.g. commandMatcher("pnpm")'
      );
    }
    return this.#with({ program: matcher.trim().split(/\s+/) });
  }
  /** A positional argument. */
  arg(matcher) {
    return this.#with({ args: [...this.#spec.args, checkValue(matcher, "arg")] });
  }
  /** Several positional arguments, in this order. */
  args(...matchers) {
    return matchers.reduce((builder, matcher) => builder.arg(matcher), this);
  }
  /** An option with a value (`--filter unit` or `--filter=unit`); without `value`, any value; `true`, a flag. */
  option(name, value) {
    if (value === true) return this.flag(name);
    const rule = {
      name: optionName(name),
      ...value === void 0 ? {} : { value: checkValue(value, "option") }
    };
    return this.#with({ options: [...this.#spec.options, rule] });
  }
  /** A flag without a value (`--watch`, `-v`; `-abc` names three). */
  flag(name) {
    const flags = splitShortFlags(optionName(name)).map((flag) => ({ name: flag, value: true }));
    return this.#with({ options: [...this.#spec.options, ...flags] });
  }
  /** The command ends its options with `--`. */
  endOfOptions() {
    return this.#with({ endOfOptions: true });
  }
  /** Also fails on an option or flag not named, or arguments other than those named, in order. */
  strict() {
    return this.#with({ strict: true });
  }
  /** The same as `strict()`, as skillgym has both. */
  exact() {
    return this.strict();
  }
  /** skillgym's plain-object form of this matcher. */
  build() {
    const { program, args, options, endOfOptions, strict } = this.#spec;
    const byName = {};
    for (const rule of options) byName[rule.name] = [...byName[rule.name] ?? [], rule.value ?? /[\s\S]*/];
    return {
      ...program === void 0 ? {} : { executable: program instanceof RegExp ? program : program.join(" ") },
      positionals: [...args],
      options: Object.fromEntries(
        Object.entries(byName).map(([name, values]) => [
          name,
          values.length === 1 ? values[0] ?? true : values
        ])
      ),
      ...endOfOptions === void 0 ? {} : { endOfOptions },
      strict
    };
  }
  /** Whether a command line the agent ran matches. */
  test(commandLine) {
    return commandsIn(commandLine).some((command) => this.#matches(command));
  }
  toString() {
    const { program, args, options, endOfOptions, strict } = this.#spec;
    const programText = program === void 0 ? "" : program instanceof RegExp ? String(program) : JSON.stringify(program.join(" "));
    return [
      `commandMatcher(${programText})`,
      ...args.map((arg) => `.arg(${describeValue(arg)})`),
      ...options.map(
        (rule) => rule.value === true ? `.flag(${JSON.stringify(rule.name)})` : rule.value === void 0 ? `.option(${JSON.stringify(rule.name)})` : `.option(${JSON.stringify(rule.name)}, ${describeValue(rule.value)})`
      ),
      endOfOptions ? ".endOfOptions()" : "",
      strict ? ".strict()" : ""
    ].join("");
  }
  #with(change) {
    return new _CommandMatcherBuilder({ ...this.#spec, ...change });
  }
  #matches(tokens) {
    const spec = this.#spec;
    const programLength = Array.isArray(spec.program) ? spec.program.length : 1;
    if (!programMatches(tokens, spec.program)) return false;
    const valueOptions = new Set(spec.options.filter((rule) => rule.value !== true).map((rule) => rule.name));
    const parsed = parseArguments(tokens.slice(programLength), valueOptions);
    const optionsMatch = spec.options.every(
      ({ name, value: expected }) => expected === true ? parsed.flags.has(name) : (parsed.options.get(name) ?? []).some(
        (value) => expected === void 0 || valueMatches(value, expected)
      )
    );
    if (!optionsMatch) return false;
    if (spec.endOfOptions !== void 0 && parsed.endOfOptions !== spec.endOfOptions) return false;
    if (!spec.strict) return argsInOrder(parsed.positionals, spec.args);
    const named = new Set(spec.options.map((rule) => rule.name));
    const used = [...parsed.options.keys(), ...parsed.flags];
    return used.every((name) => named.has(name)) && parsed.positionals.length === spec.args.length && spec.args.every((arg, index) => valueMatches(parsed.positionals[index] ?? "", arg));
  }
};
function commandMatcher(executable) {
  const builder = new CommandMatcherBuilder();
  return executable === void 0 ? builder : builder.executable(executable);
}
function toCommandMatcher(value) {
  if (typeof value !== "object" || value === null || value instanceof RegExp || Array.isArray(value))
    return void 0;
  if (BRAND in value && value instanceof CommandMatcherBuilder) return value;
  if ("build" in value && typeof value.build === "function") return toCommandMatcher(value.build());
  const structured = value;
  if (!("executable" in value || "positionals" in value || "options" in value)) return void 0;
  let builder = structured.executable === void 0 ? commandMatcher() : commandMatcher(structured.executable);
  builder = builder.args(...structured.positionals ?? []);
  for (const [name, expected] of Object.entries(structured.options ?? {})) {
    for (const one of Array.isArray(expected) ? expected : [expected]) builder = builder.option(name, one);
  }
  if (structured.endOfOptions === true) builder = builder.endOfOptions();
  return structured.strict || structured.exact ? builder.strict() : builder;
}
function programMatches(tokens, program) {
  const first = tokens[0];
  if (first === void 0) return false;
  if (program === void 0) return true;
  if (program instanceof RegExp) return statelessPattern(program).test(first);
  return program.every((word, index) => index === 0 ? sameProgram(first, word) : tokens[index] === word);
}
function parseArguments(tokens, valueOptions) {
  const parsed = {
    positionals: [],
    options: /* @__PURE__ */ new Map(),
    flags: /* @__PURE__ */ new Set(),
    endOfOptions: false
  };
  const addOption = (name, value) => parsed.options.set(name, [...parsed.options.get(name) ?? [], value]);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] ?? "";
    const next = tokens[index + 1];
    if (parsed.endOfOptions || token === "-" || !token.startsWith("-") || /^-\d/.test(token)) {
      parsed.positionals.push(token);
    } else if (token === "--") {
      parsed.endOfOptions = true;
    } else if (token.startsWith("--") || /^-[^-]=/.test(token)) {
      const equals = token.indexOf("=");
      if (equals > 0) addOption(token.slice(0, equals), token.slice(equals + 1));
      else if (valueOptions.has(token) && next !== void 0) {
        addOption(token, next);
        index++;
      } else parsed.flags.add(token);
    } else {
      const letters = token.slice(1);
      for (let at = 0; at < letters.length; at++) {
        const name = `-${letters[at]}`;
        if (!valueOptions.has(name)) {
          parsed.flags.add(name);
          continue;
        }
        const attached = letters.slice(at + 1);
        if (attached !== "") addOption(name, attached);
        else if (next !== void 0) {
          addOption(name, next);
          index++;
        } else parsed.flags.add(name);
        break;
      }
    }
  }
  return parsed;
}
function commandsIn(commandLine) {
  const commands = [];
  for (const words of splitCommandLine(commandLine)) {
    const start = words.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
    if (start === -1) continue;
    const command = withoutRedirections(words.slice(start));
    commands.push(command);
    const script = shellScript(command);
    if (script !== void 0) commands.push(...commandsIn(script));
  }
  return commands;
}
var REDIRECTION = /^(\d*|&)(>>?|<|>&)/;
function withoutRedirections(words) {
  const kept = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? "";
    const operator = REDIRECTION.exec(word);
    if (operator === null) kept.push(word);
    else if (operator[0] === word) index++;
  }
  return kept;
}
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash"]);
function shellScript(command) {
  if (!SHELLS.has(basename(command[0] ?? ""))) return void 0;
  const flagIndex = command.findIndex((word, index) => index > 0 && /^-[a-z]*c[a-z]*$/.test(word));
  return flagIndex === -1 ? void 0 : command[flagIndex + 1];
}
function splitCommandLine(line) {
  const commands = [];
  let words = [];
  let word = "";
  let inWord = false;
  const endWord = () => {
    if (inWord) words.push(word);
    word = "";
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let index = 0; index < line.length; index++) {
    const char = line[index] ?? "";
    if (char === "'") {
      const close = line.indexOf("'", index + 1);
      const end = close === -1 ? line.length : close;
      word += line.slice(index + 1, end);
      inWord = true;
      index = end;
    } else if (char === '"') {
      inWord = true;
      for (index++; index < line.length && line[index] !== '"'; index++) {
        const inner = line[index] ?? "";
        const following = line[index + 1] ?? "";
        if (inner === "\\" && '"\\$`'.includes(following) && following !== "") {
          word += following;
          index++;
        } else word += inner;
      }
    } else if (char === "\\") {
      const following = line[index + 1];
      if (following !== void 0 && following !== "\n") word += following;
      inWord = inWord || following !== "\n";
      index++;
    } else if (char === "&" && (line[index - 1] === ">" || line[index + 1] === ">")) {
      word += char;
      inWord = true;
    } else if (char === ";" || char === "|" || char === "&" || char === "\n") {
      endCommand();
    } else if (/\s/.test(char)) {
      endWord();
    } else {
      word += char;
      inWord = true;
    }
  }
  endCommand();
  return commands;
}
function sameProgram(observed, expected) {
  return observed === expected || !expected.includes("/") && basename(observed) === expected;
}
function basename(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}
function argsInOrder(positionals, args) {
  let from = 0;
  for (const arg of args) {
    const found = positionals.findIndex((value, index) => index >= from && valueMatches(value, arg));
    if (found === -1) return false;
    from = found + 1;
  }
  return true;
}
function valueMatches(value, matcher) {
  if (typeof matcher === "string") return value === matcher;
  return statelessPattern(matcher).test(value);
}
function checkValue(value, method) {
  if (typeof value === "string" || value instanceof RegExp) return value;
  throw new TypeError(`commandMatcher().${method}: expected a string or a RegExp, found ${typeof value}`);
}
function optionName(name) {
  if (typeof name !== "string" || name.replace(/^-+/, "") === "") {
    throw new TypeError(
      `commandMatcher: an option or flag name must be non-empty, like "--watch", found ${JSON.stringify(name)}`
    );
  }
  if (name.startsWith("-")) return name;
  return name.length === 1 ? `-${name}` : `--${name}`;
}
function splitShortFlags(name) {
  if (name.startsWith("--") || name.length <= 2) return [name];
  return [...name.slice(1)].map((letter) => `-${letter}`);
}
function describeValue(value) {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

// src/assert/matchers.ts
function matchesText(value, matcher) {
  if (typeof matcher === "string") return value.includes(matcher);
  if (matcher instanceof RegExp) return statelessPattern(matcher).test(value);
  return toCommandMatcher(matcher)?.test(value) ?? false;
}
function matchesToolCall(event, matcher) {
  if (matcher.tool !== void 0) {
    const nameMatches = typeof matcher.tool === "string" ? event.tool === matcher.tool : statelessPattern(matcher.tool).test(event.tool);
    if (!nameMatches) return false;
  }
  return matcher.where === void 0 || matcher.where(event.args, event);
}
function describeMatcher(matcher) {
  if (typeof matcher === "string") return JSON.stringify(matcher);
  return String(matcher instanceof RegExp ? matcher : toCommandMatcher(matcher) ?? matcher);
}
function describeToolCallMatcher(matcher) {
  const parts = [
    ...matcher.tool === void 0 ? [] : [`tool: ${describeMatcher(matcher.tool)}`],
    ...matcher.where === void 0 ? [] : [`where: ${matcher.where.name || "(args) => \u2026"}`]
  ];
  return parts.length === 0 ? "{} (any tool call)" : `{ ${parts.join(", ")} }`;
}
function requireMatcher(value, method) {
  if (typeof value === "string" || value instanceof RegExp) return value;
  const structured = toCommandMatcher(value);
  if (structured !== void 0) return structured;
  const found = value === null ? "null" : typeof value === "object" ? "an object" : typeof value;
  throw new TypeError(
    `${method}: expected a matcher (a string for a substring, a RegExp, or commandMatcher(...)), found ${found}.`
  );
}
function requireToolCallMatcher(matcher, method) {
  if (typeof matcher !== "object" || matcher === null || matcher instanceof RegExp) {
    const found = typeof matcher === "string" ? `the string ${JSON.stringify(matcher)}` : String(matcher);
    throw new TypeError(
      `${method}: expected a tool-call matcher like { tool: "Bash" } or { tool: /skill/i, where: (args) => ... }, found ${found}.`
    );
  }
  if (matcher.tool !== void 0) requireMatcher(matcher.tool, `${method} (tool)`);
  if (matcher.where !== void 0 && typeof matcher.where !== "function") {
    throw new TypeError(
      `${method}: expected \`where\` to be a function (args, event) => boolean, found ${typeof matcher.where}.`
    );
  }
  return matcher;
}

// src/assert/list-assertions.ts
function createListAssertions(subject, sink) {
  const { group, singular, plural } = subject;
  function fail(failure, method, options, stackStartFn) {
    sink(createAssertionError({ ...failure, operator: `${group}.${method}` }, options, stackStartFn));
  }
  const matchNote = (matcher) => (value) => matchesText(value, matcher) ? "matches" : void 0;
  function includes(report, matcher, options) {
    const pattern = requireMatcher(matcher, `assert.${group}.includes`);
    const values = subject.read(report);
    if (values.some((value) => matchesText(value, pattern))) return;
    fail(
      {
        expected: `Expected a ${singular} matching ${describeMatcher(pattern)}, but none matched.`,
        observed: [formatObserved(plural, values)],
        actualValue: values,
        expectedValue: pattern
      },
      "includes",
      options,
      includes
    );
  }
  function notIncludes(report, matcher, options) {
    const pattern = requireMatcher(matcher, `assert.${group}.notIncludes`);
    const values = subject.read(report);
    const matched = values.filter((value) => matchesText(value, pattern));
    if (matched.length === 0) return;
    fail(
      {
        expected: `Expected no ${singular} matching ${describeMatcher(pattern)}, but ${countOf(matched.length, singular, plural)} matched.`,
        observed: [formatObserved(plural, values, matchNote(pattern))],
        actualValue: matched,
        expectedValue: pattern
      },
      "notIncludes",
      options,
      notIncludes
    );
  }
  function checkCount(method, report, matcher, bound, options, stackStartFn) {
    const pattern = requireMatcher(matcher, `assert.${group}.${method}`);
    requireCount(
      bound,
      `assert.${group}.${method}`,
      method === "atLeast" ? "min" : method === "atMost" ? "max" : "expected"
    );
    const values = subject.read(report);
    const found = values.filter((value) => matchesText(value, pattern)).length;
    const holds = method === "atLeast" ? found >= bound : method === "atMost" ? found <= bound : found === bound;
    if (holds) return;
    const quantity = method === "atLeast" ? "at least" : method === "atMost" ? "at most" : "exactly";
    fail(
      {
        expected: `Expected ${quantity} ${countOf(bound, singular, plural)} matching ${describeMatcher(pattern)}, found ${found}.`,
        observed: [formatObserved(plural, values, matchNote(pattern))],
        actualValue: found,
        expectedValue: bound
      },
      method,
      options,
      stackStartFn
    );
  }
  function count(report, matcher, expected, options) {
    checkCount("count", report, matcher, expected, options, count);
  }
  function atLeast2(report, matcher, min, options) {
    checkCount("atLeast", report, matcher, min, options, atLeast2);
  }
  function atMost(report, matcher, max, options) {
    checkCount("atMost", report, matcher, max, options, atMost);
  }
  function exactlyOne(report, matcher, options) {
    checkCount("exactlyOne", report, matcher, 1, options, exactlyOne);
  }
  function before(report, firstMatcher, secondMatcher, options) {
    const first2 = requireMatcher(firstMatcher, `assert.${group}.before`);
    const second = requireMatcher(secondMatcher, `assert.${group}.before`);
    const values = subject.read(report);
    const firstIndex = values.findIndex((value) => matchesText(value, first2));
    const secondIndex = values.findIndex((value) => matchesText(value, second));
    if (firstIndex !== -1 && secondIndex !== -1 && firstIndex < secondIndex) return;
    const wanted = `Expected a ${singular} matching ${describeMatcher(first2)} before one matching ${describeMatcher(second)}`;
    const why = firstIndex === -1 ? `none matched ${describeMatcher(first2)}` : secondIndex === -1 ? `none matched ${describeMatcher(second)}` : `the first match of ${describeMatcher(second)} (#${secondIndex + 1}) came before the first match of ${describeMatcher(first2)} (#${firstIndex + 1})`;
    fail(
      {
        expected: `${wanted}, but ${why}.`,
        observed: [
          formatObserved(plural, values, (value) => {
            const notes = [
              ...matchesText(value, first2) ? ["matches first"] : [],
              ...matchesText(value, second) ? ["matches second"] : []
            ];
            return notes.length > 0 ? notes.join(", ") : void 0;
          })
        ],
        actualValue: values,
        expectedValue: [first2, second]
      },
      "before",
      options,
      before
    );
  }
  function only(report, matchers, options) {
    const patterns = matchers.map((matcher) => requireMatcher(matcher, `assert.${group}.only`));
    const values = subject.read(report);
    const isAllowed = (value) => patterns.some((pattern) => matchesText(value, pattern));
    const others = values.filter((value) => !isAllowed(value));
    if (others.length === 0) return;
    fail(
      {
        expected: `Expected every ${singular} to match one of [${patterns.map(describeMatcher).join(", ")}], but ${countOf(others.length, singular, plural)} matched none.`,
        observed: [
          formatObserved(plural, values, (value) => isAllowed(value) ? void 0 : "matches none")
        ],
        actualValue: others,
        expectedValue: patterns
      },
      "only",
      options,
      only
    );
  }
  function size(report, expected, options) {
    requireCount(expected, `assert.${group}.size`, "expected");
    const values = subject.read(report);
    if (values.length === expected) return;
    fail(
      {
        expected: `Expected ${countOf(expected, singular, plural)}, found ${values.length}.`,
        observed: [formatObserved(plural, values)],
        actualValue: values.length,
        expectedValue: expected
      },
      "size",
      options,
      size
    );
  }
  function checkEnd(method, report, matcher, options, stackStartFn) {
    const pattern = requireMatcher(matcher, `assert.${group}.${method}`);
    const values = subject.read(report);
    const value = method === "first" ? values[0] : values[values.length - 1];
    if (value !== void 0 && matchesText(value, pattern)) return;
    fail(
      {
        expected: `Expected the ${method} ${singular} to match ${describeMatcher(pattern)}, ${value === void 0 ? `but there were no ${plural}` : `found ${oneLine(value)}`}.`,
        observed: [formatObserved(plural, values)],
        actualValue: value,
        expectedValue: pattern
      },
      method,
      options,
      stackStartFn
    );
  }
  function first(report, matcher, options) {
    checkEnd("first", report, matcher, options, first);
  }
  function last(report, matcher, options) {
    checkEnd("last", report, matcher, options, last);
  }
  return { includes, notIncludes, count, atLeast: atLeast2, atMost, before, only, size, exactlyOne, first, last };
}
function countOf(n, singular, plural) {
  return `${n} ${n === 1 ? singular : plural}`;
}

// src/assert/commands.ts
function createCommandAssertions(sink) {
  return createListAssertions(
    { group: "commands", singular: "command", plural: "commands", read: getCommands },
    sink
  );
}

// src/assert/file-reads.ts
function createFileReadAssertions(sink) {
  return createListAssertions(
    { group: "fileReads", singular: "file read", plural: "file reads", read: getFileReads },
    sink
  );
}

// src/assert/output.ts
var MAX_OUTPUT_CHARS = 500;
function createOutputAssertions(sink) {
  function includes(report, matcher, options) {
    const pattern = requireMatcher(matcher, "assert.output.includes");
    if (matchesText(report.finalOutput, pattern)) return;
    sink(
      createAssertionError(
        {
          operator: "output.includes",
          expected: `Expected the final output to match ${describeMatcher(pattern)}, but it did not.`,
          observed: [observedOutput(report.finalOutput)],
          actualValue: report.finalOutput,
          expectedValue: pattern
        },
        options,
        includes
      )
    );
  }
  function notEmpty(report, options) {
    if (report.finalOutput.trim() !== "") return;
    sink(
      createAssertionError(
        {
          operator: "output.notEmpty",
          expected: "Expected a non-empty final output, but the agent's final answer was empty.",
          observed: [observedOutput(report.finalOutput)],
          actualValue: report.finalOutput
        },
        options,
        notEmpty
      )
    );
  }
  return { includes, notEmpty };
}
function observedOutput(output) {
  if (output.trim() === "")
    return `Observed final output: ${JSON.stringify(output)} (${output.length} characters).`;
  return `Observed final output (${output.length} characters): ${oneLine(output, MAX_OUTPUT_CHARS)}`;
}

// src/assert/skills.ts
var CONFIDENCE_RANK = { weak: 0, medium: 1, strong: 2, explicit: 3 };
function createSkillAssertions(sink) {
  function fail(failure, method, options, stackStartFn) {
    sink(createAssertionError({ ...failure, operator: `skills.${method}` }, options, stackStartFn));
  }
  function has(report, skill, options) {
    const min = readMinConfidence(options, "assert.skills.has");
    if (detectionsOf(report, skill, min).length > 0) return;
    const below = detectionsOf(report, skill, "weak");
    const strongest = below.map((detection) => detection.confidence).sort(byRankDescending)[0];
    fail(
      {
        expected: strongest === void 0 ? `Expected skill ${quote(skill)} to be detected${atLeast(min)}, but it was not.` : `Expected skill ${quote(skill)} to be detected${atLeast(min)}, but it was detected only as ${strongest}.`,
        observed: observedSkills(report, [skill], min),
        actualValue: report.detectedSkills.map((detection) => detection.skill),
        expectedValue: skill
      },
      "has",
      options,
      has
    );
  }
  function notHas(report, skill, options) {
    const min = readMinConfidence(options, "assert.skills.notHas");
    const found = detectionsOf(report, skill, min);
    const strongest = found.map((detection) => detection.confidence).sort(byRankDescending)[0];
    if (strongest === void 0) return;
    fail(
      {
        expected: `Expected skill ${quote(skill)} not to be detected${atLeast(min)}, but it was detected as ${strongest}.`,
        observed: observedSkills(report, [], min),
        actualValue: report.detectedSkills.map((detection) => detection.skill),
        expectedValue: skill
      },
      "notHas",
      options,
      notHas
    );
  }
  function includes(report, skills, options) {
    const min = readMinConfidence(options, "assert.skills.includes");
    const missing = skills.filter((skill) => detectionsOf(report, skill, min).length === 0);
    if (missing.length === 0) return;
    fail(
      {
        expected: `Expected skills ${list(skills)} to be detected${atLeast(min)}, but ${list(missing)} ${missing.length === 1 ? "was" : "were"} not.`,
        observed: observedSkills(report, missing, min),
        actualValue: report.detectedSkills.map((detection) => detection.skill),
        expectedValue: [...skills]
      },
      "includes",
      options,
      includes
    );
  }
  function checkCount(method, report, skill, expected, options, stackStartFn) {
    const min = readMinConfidence(options, `assert.skills.${method}`);
    requireCount(expected, `assert.skills.${method}`, "expected");
    const found = detectionsOf(report, skill, min).length;
    if (found === expected) return;
    fail(
      {
        expected: `Expected skill ${quote(skill)} to be detected exactly ${times(expected)}${atLeast(min)}, found ${times(found)}.`,
        observed: observedSkills(report, [skill], min),
        actualValue: found,
        expectedValue: expected
      },
      method,
      options,
      stackStartFn
    );
  }
  function count(report, skill, expected, options) {
    checkCount("count", report, skill, expected, options, count);
  }
  function exactlyOne(report, skill, options) {
    checkCount("exactlyOne", report, skill, 1, options, exactlyOne);
  }
  function only(report, skills, options) {
    const min = readMinConfidence(options, "assert.skills.only");
    const allowed = new Set(skills);
    const others = [
      ...new Set(
        report.detectedSkills.filter((detection) => isAtLeast(detection.confidence, min) && !allowed.has(detection.skill)).map((detection) => detection.skill)
      )
    ];
    if (others.length === 0) return;
    fail(
      {
        expected: `Expected only skills ${list(skills)} to be detected${atLeast(min)}, but also found ${list(others)}.`,
        observed: observedSkills(report, [], min),
        actualValue: others,
        expectedValue: [...skills]
      },
      "only",
      options,
      only
    );
  }
  return { has, notHas, includes, count, exactlyOne, only };
}
function readMinConfidence(options, method) {
  const min = options?.minConfidence ?? "weak";
  if (!Object.hasOwn(CONFIDENCE_RANK, min)) {
    throw new TypeError(
      `${method}: expected minConfidence to be one of weak, medium, strong, explicit, found ${JSON.stringify(min)}.`
    );
  }
  return min;
}
function detectionsOf(report, skill, min) {
  return report.detectedSkills.filter(
    (detection) => detection.skill === skill && isAtLeast(detection.confidence, min)
  );
}
function isAtLeast(confidence, min) {
  return CONFIDENCE_RANK[confidence] >= CONFIDENCE_RANK[min];
}
function byRankDescending(a, b) {
  return CONFIDENCE_RANK[b] - CONFIDENCE_RANK[a];
}
function observedSkills(report, expected, min) {
  const detections = report.detectedSkills;
  const lines = [
    formatObserved(
      "skills",
      detections.map((detection) => `${detection.skill} (${detection.confidence})${evidenceOf(detection)}`),
      (_value, index) => {
        const detection = detections[index];
        return detection !== void 0 && !isAtLeast(detection.confidence, min) ? `below ${min}` : void 0;
      }
    )
  ];
  for (const skill of expected) {
    const attempt = report.attemptedSkills?.find((detection) => detection.skill === skill);
    if (attempt === void 0) continue;
    lines.push(
      `Attempted but failed: ${quote(skill)} was called, but the call returned an error, so it does not count as used${evidenceOf(attempt)}.`
    );
  }
  return lines;
}
function evidenceOf(detection) {
  return detection.evidence.length > 0 ? ` \u2014 ${detection.evidence.join("; ")}` : "";
}
function atLeast(min) {
  return min === "weak" ? "" : ` with confidence ${min} or higher`;
}
function quote(skill) {
  return JSON.stringify(skill);
}
function list(skills) {
  return `[${skills.map(quote).join(", ")}]`;
}
function times(n) {
  return n === 1 ? "once" : `${n} times`;
}

// src/assert/soft.ts
import nodeAssert from "node:assert/strict";
import { inspect } from "node:util";

// src/assert/tool-calls.ts
function createToolCallAssertions(sink) {
  function fail(failure, method, options, stackStartFn) {
    sink(createAssertionError({ ...failure, operator: `toolCalls.${method}` }, options, stackStartFn));
  }
  function has(report, matcher, options) {
    const checked = requireToolCallMatcher(matcher, "assert.toolCalls.has");
    const calls = getToolCalls(report);
    if (calls.some((call) => matchesToolCall(call, checked))) return;
    fail(
      {
        expected: `Expected a tool call matching ${describeToolCallMatcher(checked)}, but none matched.`,
        observed: [observedCalls(calls)],
        actualValue: calls.map((call) => call.tool),
        expectedValue: checked.tool
      },
      "has",
      options,
      has
    );
  }
  function checkCount(method, report, matcher, bound, options, stackStartFn) {
    const checked = requireToolCallMatcher(matcher, `assert.toolCalls.${method}`);
    requireCount(
      bound,
      `assert.toolCalls.${method}`,
      method === "count" ? "expected" : method === "atLeast" ? "min" : "max"
    );
    const calls = getToolCalls(report);
    const found = calls.filter((call) => matchesToolCall(call, checked)).length;
    const holds = method === "atLeast" ? found >= bound : method === "atMost" ? found <= bound : found === bound;
    if (holds) return;
    const quantity = method === "atLeast" ? "at least" : method === "atMost" ? "at most" : "exactly";
    fail(
      {
        expected: `Expected ${quantity} ${bound} tool ${bound === 1 ? "call" : "calls"} matching ${describeToolCallMatcher(checked)}, found ${found}.`,
        observed: [observedCalls(calls, (call) => matchesToolCall(call, checked) ? "matches" : void 0)],
        actualValue: found,
        expectedValue: bound
      },
      method,
      options,
      stackStartFn
    );
  }
  function count(report, matcher, expected, options) {
    checkCount("count", report, matcher, expected, options, count);
  }
  function atLeast2(report, matcher, min, options) {
    checkCount("atLeast", report, matcher, min, options, atLeast2);
  }
  function atMost(report, matcher, max, options) {
    checkCount("atMost", report, matcher, max, options, atMost);
  }
  function before(report, firstMatcher, secondMatcher, options) {
    const first = requireToolCallMatcher(firstMatcher, "assert.toolCalls.before");
    const second = requireToolCallMatcher(secondMatcher, "assert.toolCalls.before");
    const calls = getToolCalls(report);
    const firstIndex = calls.findIndex((call) => matchesToolCall(call, first));
    const secondIndex = calls.findIndex((call) => matchesToolCall(call, second));
    if (firstIndex !== -1 && secondIndex !== -1 && firstIndex < secondIndex) return;
    const why = firstIndex === -1 ? `no call matched the first` : secondIndex === -1 ? `no call matched the second` : `the second matched call #${secondIndex + 1}, before the first matched (call #${firstIndex + 1})`;
    fail(
      {
        expected: `Expected a tool call matching ${describeToolCallMatcher(first)} before one matching ${describeToolCallMatcher(second)}, but ${why}.`,
        observed: [
          observedCalls(calls, (call) => {
            const notes = [
              ...matchesToolCall(call, first) ? ["matches first"] : [],
              ...matchesToolCall(call, second) ? ["matches second"] : []
            ];
            return notes.length > 0 ? notes.join(", ") : void 0;
          })
        ],
        actualValue: calls.map((call) => call.tool)
      },
      "before",
      options,
      before
    );
  }
  function sequence(report, matchers, options) {
    const steps = matchers.map((matcher) => requireToolCallMatcher(matcher, "assert.toolCalls.sequence"));
    const calls = getToolCalls(report);
    const matchedAt = [];
    let next = 0;
    for (const step of steps) {
      const index = calls.findIndex((call, at) => at >= next && matchesToolCall(call, step));
      if (index === -1) break;
      matchedAt.push(index);
      next = index + 1;
    }
    const missing = steps[matchedAt.length];
    if (missing === void 0) return;
    const expectedSteps = steps.map((step, index) => `${index + 1}. ${describeToolCallMatcher(step)}`).join("; ");
    fail(
      {
        expected: `Expected tool calls in this order (others may come between): ${expectedSteps}; but step ${matchedAt.length + 1} (${describeToolCallMatcher(missing)}) matched no call${matchedAt.length > 0 ? ` after #${(matchedAt[matchedAt.length - 1] ?? 0) + 1}` : ""}.`,
        observed: [
          observedCalls(calls, (_call, index) => {
            const step = matchedAt.indexOf(index);
            return step === -1 ? void 0 : `step ${step + 1}`;
          })
        ],
        actualValue: calls.map((call) => call.tool)
      },
      "sequence",
      options,
      sequence
    );
  }
  function only(report, matchers, options) {
    const allowed = matchers.map((matcher) => requireToolCallMatcher(matcher, "assert.toolCalls.only"));
    const calls = getToolCalls(report);
    const isAllowed = (call) => allowed.some((matcher) => matchesToolCall(call, matcher));
    const others = calls.filter((call) => !isAllowed(call));
    if (others.length === 0) return;
    fail(
      {
        expected: `Expected every tool call to match one of [${allowed.map(describeToolCallMatcher).join("; ")}], but ${others.length} ${others.length === 1 ? "call matched" : "calls matched"} none.`,
        observed: [observedCalls(calls, (call) => isAllowed(call) ? void 0 : "matches none")],
        actualValue: others.map((call) => call.tool)
      },
      "only",
      options,
      only
    );
  }
  return { has, count, atLeast: atLeast2, atMost, before, sequence, only };
}
var MAX_ARGS_CHARS = 120;
function observedCalls(calls, annotate) {
  return formatObserved(
    "tool calls",
    calls.map((call) => `${call.tool}${formatArgs(call.args)}`),
    annotate === void 0 ? void 0 : (_value, index) => {
      const call = calls[index];
      return call === void 0 ? void 0 : annotate(call, index);
    }
  );
}
function formatArgs(args) {
  if (args === void 0) return "";
  let text;
  try {
    text = JSON.stringify(args) ?? String(args);
  } catch {
    text = String(args);
  }
  return ` ${text.length > MAX_ARGS_CHARS ? `${text.slice(0, MAX_ARGS_CHARS - 1)}\u2026` : text}`;
}

// src/assert/soft.ts
var softAssert = Object.assign(softOk.bind(void 0), {
  ok: softOk,
  equal: soften(nodeAssert.equal),
  notEqual: soften(nodeAssert.notEqual),
  deepEqual: soften(nodeAssert.deepEqual),
  notDeepEqual: soften(nodeAssert.notDeepEqual),
  strictEqual: soften(nodeAssert.strictEqual),
  notStrictEqual: soften(nodeAssert.notStrictEqual),
  deepStrictEqual: soften(nodeAssert.deepStrictEqual),
  notDeepStrictEqual: soften(nodeAssert.notDeepStrictEqual),
  partialDeepStrictEqual: soften(nodeAssert.partialDeepStrictEqual),
  match: soften(nodeAssert.match),
  doesNotMatch: soften(nodeAssert.doesNotMatch),
  ifError: soften(nodeAssert.ifError),
  throws: soften(nodeAssert.throws),
  doesNotThrow: soften(nodeAssert.doesNotThrow),
  fail: soften(nodeAssert.fail),
  rejects: nodeAssert.rejects,
  doesNotReject: nodeAssert.doesNotReject,
  AssertionError: nodeAssert.AssertionError,
  CallTracker: nodeAssert.CallTracker,
  Assert: nodeAssert.Assert,
  skills: createSkillAssertions(recordSoftFailure),
  commands: createCommandAssertions(recordSoftFailure),
  fileReads: createFileReadAssertions(recordSoftFailure),
  toolCalls: createToolCallAssertions(recordSoftFailure),
  output: createOutputAssertions(recordSoftFailure)
});
function softOk(value, message) {
  if (value) return;
  recordSoftFailure(
    message instanceof Error ? message : new nodeAssert.AssertionError({
      message: message ?? `The expression evaluated to a falsy value: ${inspect(value)}`,
      actual: value,
      expected: true,
      operator: "==",
      stackStartFn: softOk
    })
  );
}
function soften(method) {
  return (...args) => {
    try {
      Reflect.apply(method, nodeAssert, args);
    } catch (error) {
      if (!(error instanceof nodeAssert.AssertionError)) throw error;
      recordSoftFailure(error);
    }
  };
}

// src/assert/assert.ts
var assert = Object.assign(
  // A new function rather than Node's own, which is shared and must not gain our properties.
  // Bound, not wrapped: a bound function adds no stack frame, so Node's generated message still
  // quotes the suite's own line (`assert(1 > 2)`), not ours.
  nodeAssert2.ok.bind(void 0),
  nodeAssert2,
  {
    soft: softAssert,
    skills: createSkillAssertions(throwFailure),
    commands: createCommandAssertions(throwFailure),
    fileReads: createFileReadAssertions(throwFailure),
    toolCalls: createToolCallAssertions(throwFailure),
    output: createOutputAssertions(throwFailure),
    classify
  }
);
export {
  assert,
  commandMatcher
};
