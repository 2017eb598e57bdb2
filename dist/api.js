import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  classify,
  getCommands,
  getFileReads,
  getToolCalls,
  recordSoftFailure
} from "./chunk-6V2ZLZRW.js";

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

// src/assert/matchers.ts
function matchesText(value, matcher) {
  if (typeof matcher === "string") return value.includes(matcher);
  return statelessPattern(matcher).test(value);
}
function matchesToolCall(event, matcher) {
  if (matcher.tool !== void 0) {
    const nameMatches = typeof matcher.tool === "string" ? event.tool === matcher.tool : statelessPattern(matcher.tool).test(event.tool);
    if (!nameMatches) return false;
  }
  return matcher.where === void 0 || matcher.where(event.args, event);
}
function describeMatcher(matcher) {
  return typeof matcher === "string" ? JSON.stringify(matcher) : String(matcher);
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
  const found = value === null ? "null" : typeof value === "object" ? "an object" : typeof value;
  throw new TypeError(
    `${method}: expected a matcher (a string for a substring or a RegExp), found ${found}. Structured command matchers (commandMatcher) are not supported yet: match the command text with a RegExp.`
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
function statelessPattern(pattern) {
  return pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")) : pattern;
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
  assert
};
