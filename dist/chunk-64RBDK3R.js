import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  aggregateCaseResults,
  escapeXmlAttribute,
  escapeXmlText,
  executionStatus,
  firstLine,
  formatPercent,
  renderMarkdownReport,
  summarizeResults,
  writeHtmlReport
} from "./chunk-PTKPSMEL.js";
import {
  RESULTS_SCHEMA_VERSION,
  writeFileAtomic,
  writeResults
} from "./chunk-4ZQ2G232.js";
import {
  getAttachedFailureClass,
  getCommands,
  getFileReads,
  getToolCalls,
  normalizeFailureClass,
  runWithSoftAssertions
} from "./chunk-LPC27ECT.js";
import {
  estimateCostUsd,
  localAuthFiles
} from "./chunk-LT7EH5KM.js";
import {
  assertionError,
  codexHomeFiles,
  commandPromptFile,
  detectSkills,
  execa,
  findEvaluator,
  geminiHomeFiles,
  isSafeSkillName,
  launchCodex,
  launchCommand,
  launchCopilot,
  launchCursorAgent,
  launchGeminiCli,
  launchOpencode,
  normalizeSkillName,
  skillEvidenceForRead
} from "./chunk-MTULFYZ2.js";
import {
  executionKey,
  isStrictlyWithin,
  isWithin,
  sessionReportSchema
} from "./chunk-ZNN7HAMQ.js";
import {
  EXIT
} from "./chunk-T4URU7YL.js";
import {
  external_exports
} from "./chunk-EWQYGJWM.js";

// src/engine/mean-score-gate.ts
function meanScoreGates(suites, executions) {
  return suites.flatMap((suite) => {
    if (suite.meanScoreThreshold === void 0) return [];
    const scores = executions.filter((execution) => execution.suite === suite.id && execution.status !== "skipped").map((execution) => execution.score ?? (execution.status === "passed" ? 1 : 0));
    const meanScore = scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length;
    return [
      {
        suite: suite.id,
        threshold: suite.meanScoreThreshold,
        meanScore,
        passed: meanScore === null || meanScore >= suite.meanScoreThreshold
      }
    ];
  });
}
function describeGate(gate) {
  const mean = gate.meanScore === null ? "no score" : `mean score ${gate.meanScore.toFixed(2)}`;
  const verdict = gate.passed ? "reaches" : "is below";
  return `suite ${gate.suite}: ${mean} ${verdict} its execution.threshold ${gate.threshold}`;
}
function withGates(results, gates) {
  const failed = gates.some((gate) => !gate.passed);
  if (!failed || results.summary.exitCode !== EXIT.passed) return results;
  return { ...results, summary: { ...results.summary, exitCode: EXIT.verdictFailed } };
}

// src/report/redact.ts
var REDACTED = "[REDACTED]";
var MIN_SECRET_LENGTH = 6;
var SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL|AUTH/i;
function secretValues(launchedEnv, configuredEnv) {
  const values = /* @__PURE__ */ new Set();
  for (const value of Object.values(configuredEnv)) values.add(value);
  for (const [name, value] of Object.entries(launchedEnv))
    if (value !== void 0 && SECRET_NAME.test(name)) values.add(value);
  return [...values].filter((value) => value.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}
function redact(text, secrets) {
  let result = text;
  for (const secret of secrets) if (result.includes(secret)) result = result.split(secret).join(REDACTED);
  return result;
}

// src/runners/claude-code/launch.ts
import { join } from "node:path";
var PASSED_THROUGH = [
  "PATH",
  "LANG",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "ANTHROPIC_BASE_URL",
  "CLAUDE_CODE_OAUTH_TOKEN",
  "CLAUDE_CODE_USE_BEDROCK",
  "CLAUDE_CODE_USE_VERTEX",
  "IS_SANDBOX",
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY"
];
function launchClaudeCode(config, input) {
  const args = ["-p", "--output-format", "stream-json", "--verbose"];
  if (config.permissionMode === "bypassPermissions") args.push("--dangerously-skip-permissions");
  else args.push("--permission-mode", config.permissionMode);
  if (config.model !== void 0) args.push("--model", config.model);
  if (config.maxTurns !== void 0) args.push("--max-turns", String(config.maxTurns));
  args.push(...config.args);
  const viaStdin = input.prompt.startsWith("-");
  if (!viaStdin) args.push(input.prompt);
  const env = {};
  for (const name of PASSED_THROUGH) {
    const value = input.hostEnv[name];
    if (value !== void 0) env[name] = value;
  }
  Object.assign(env, {
    HOME: input.home,
    TERM: "dumb",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_AUTOUPDATER: "1",
    ...config.env
  });
  return {
    command: config.command,
    args,
    env,
    cwd: input.workspace,
    stdin: viaStdin ? input.prompt : void 0,
    skillsDir: join(input.home, ".claude", "skills")
  };
}

// src/runners/claude-code/normalize.ts
import { posix as posix4 } from "node:path";

// src/runners/clip-output.ts
var MAX_TOOL_OUTPUT_CHARS = 1e5;
function clipOutput(text) {
  if (text.length <= MAX_TOOL_OUTPUT_CHARS) return text;
  return `${text.slice(0, MAX_TOOL_OUTPUT_CHARS)}\u2026 [${text.length - MAX_TOOL_OUTPUT_CHARS} more characters]`;
}

// src/runners/describe-exit.ts
function describeExit(outcome) {
  return outcome.exitCode === null ? `was killed (${outcome.signal ?? "signal"})` : `exited with code ${outcome.exitCode}`;
}

// src/runners/json-line.ts
var UNPARSED = "unparsed";
function parseJsonLine(line, schema) {
  const text = line.trim();
  if (text === "") return void 0;
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return UNPARSED;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { event: parsed.data, json } : UNPARSED;
}

// src/runners/record-read.ts
function recordRead(sink, path, at = {}) {
  sink.events.push({ type: "fileRead", path, ...at });
  sink.reads.add(path);
  const evidence = skillEvidenceForRead(path, sink.input.skillRoots);
  if (evidence === void 0) return;
  sink.skillEvidence.push(evidence);
  sink.events.push({ type: "skillSignal", skill: evidence.skill, signal: evidence.kind, ...at });
}

// src/runners/resolve-path.ts
import { posix } from "node:path";
function resolvePath(cwd, path, { keepWithoutCwd = false } = {}) {
  if (path.startsWith("/")) return posix.normalize(path);
  if (path.startsWith("~") || keepWithoutCwd && cwd === "") return path;
  return posix.join(cwd, path);
}

// src/runners/shell-reads.ts
import { posix as posix2 } from "node:path";
function extractShellReads(command) {
  const reads = [];
  let dir;
  for (const segment of splitSegments(tokenizeShell(command))) {
    const words = stripPrefixes(segment.words);
    const name = words[0] === void 0 ? void 0 : posix2.basename(words[0].value);
    if (name === void 0) continue;
    if (name === "cd") {
      const target = words[1];
      if (target === void 0 || !isLiteral(target) || target.value === "-") dir = null;
      else if (dir === void 0 || target.value.startsWith("/")) dir = target.value;
      else if (dir !== null) dir = posix2.join(dir, target.value);
      continue;
    }
    const read = readCommands[name];
    if (read === void 0 || segment.stdoutToFile) continue;
    const files = read(words.slice(1));
    if (files === void 0) continue;
    for (const file of [...files, ...segment.stdinFiles]) {
      if (!isLiteral(file) || file.value === "-" || /^\/(?:dev|proc)\//.test(file.value)) continue;
      if (file.value.startsWith("/") || dir === void 0) reads.push(file.value);
      else if (dir !== null) reads.push(posix2.join(dir, file.value));
    }
  }
  return reads;
}
var separators = /* @__PURE__ */ new Set(["&&", "||", ";", ";;", "|", "|&", "&", "\n", "(", ")", "`"]);
var prefixWords = /* @__PURE__ */ new Set([
  "sudo",
  "time",
  "nohup",
  "command",
  "builtin",
  "exec",
  "env",
  "then",
  "do",
  "else",
  "if",
  "elif",
  "while",
  "until",
  "!",
  "{",
  "}"
]);
function isLiteral(word) {
  return !word.dynamic && word.value.length > 0;
}
function tokenizeShell(source) {
  const tokens = [];
  const heredocs = [];
  let word;
  let expectHeredocDelimiter;
  const current = () => {
    word ??= { kind: "word", value: "", dynamic: false, quoted: false };
    return word;
  };
  const endWord = () => {
    if (word === void 0) return;
    if (expectHeredocDelimiter !== void 0) {
      heredocs.push({ delimiter: word.value, stripTabs: expectHeredocDelimiter });
      expectHeredocDelimiter = void 0;
    } else {
      tokens.push(word);
    }
    word = void 0;
  };
  let i = 0;
  while (i < source.length) {
    const char = source.charAt(i);
    const next = source.charAt(i + 1);
    if (char === "\\" && next === "\n") {
      i += 2;
    } else if (char === "\\") {
      current().value += next;
      i += 2;
    } else if (char === "'") {
      const end = source.indexOf("'", i + 1);
      const stop = end === -1 ? source.length : end;
      const target = current();
      target.value += source.slice(i + 1, stop);
      target.quoted = true;
      i = stop + 1;
    } else if (char === '"') {
      i = readDoubleQuoted(source, i + 1, current());
    } else if (char === " " || char === "	" || char === "\r") {
      endWord();
      i += 1;
    } else if (char === "#" && word === void 0) {
      const end = source.indexOf("\n", i);
      i = end === -1 ? source.length : end;
    } else if (char === "\n") {
      endWord();
      tokens.push({ kind: "op", value: "\n" });
      i = skipHeredocBodies(source, i + 1, heredocs.splice(0));
    } else if (char === "<" || char === ">") {
      const fd = word !== void 0 && !word.quoted && /^\d+$/.test(word.value) ? word.value : "";
      if (fd !== "") word = void 0;
      endWord();
      const op = /^(?:<<<|<<-|<<|<>|<&|<|>>|>&|>\||>)/.exec(source.slice(i))?.[0] ?? char;
      tokens.push({ kind: "op", value: fd + op });
      if (op === "<<" || op === "<<-") expectHeredocDelimiter = op === "<<-";
      i += op.length;
    } else if (char === "&" || char === "|" || char === ";" || char === "(" || char === ")" || char === "`") {
      endWord();
      const op = /^(?:&&|&>>|&>|\|\||\|&|;;|[&|;()`])/.exec(source.slice(i))?.[0] ?? char;
      tokens.push({ kind: "op", value: op });
      i += op.length;
    } else {
      const target = current();
      if (char === "$" || char === "*" || char === "?" || char === "[" || char === "~" && target.value === "") {
        target.dynamic = true;
      }
      target.value += char;
      i += 1;
    }
  }
  endWord();
  return tokens;
}
function readDoubleQuoted(source, start, target) {
  target.quoted = true;
  let i = start;
  while (i < source.length && source.charAt(i) !== '"') {
    const char = source.charAt(i);
    const next = source.charAt(i + 1);
    if (char === "\\" && (next === '"' || next === "\\" || next === "$" || next === "`")) {
      target.value += next;
      i += 2;
      continue;
    }
    if (char === "$" || char === "`") target.dynamic = true;
    target.value += char;
    i += 1;
  }
  return i + 1;
}
function skipHeredocBodies(source, start, heredocs) {
  let i = start;
  for (const heredoc of heredocs) {
    while (i < source.length) {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      const line = source.slice(i, stop);
      i = stop + 1;
      if ((heredoc.stripTabs ? line.replace(/^\t+/, "") : line) === heredoc.delimiter) break;
    }
  }
  return Math.min(i, source.length);
}
function splitSegments(tokens) {
  const segments = [];
  let segment = { words: [], stdoutToFile: false, stdinFiles: [] };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === void 0) continue;
    if (token.kind === "word") {
      segment.words.push(token);
    } else if (separators.has(token.value)) {
      segments.push(segment);
      segment = { words: [], stdoutToFile: false, stdinFiles: [] };
    } else {
      const target = tokens[i + 1];
      if (target?.kind !== "word") continue;
      i += 1;
      const op = token.value;
      if (op === "<" || op === "0<") segment.stdinFiles.push(target);
      else if (/^(?:1?>|1?>>|1?>\||&>|&>>)$/.test(op) || op.endsWith(">&") && !/^\d/.test(target.value)) {
        segment.stdoutToFile = !/^\/dev\/(?:stdout|stderr)$/.test(target.value);
      }
    }
  }
  segments.push(segment);
  return segments;
}
function stripPrefixes(words) {
  let start = 0;
  while (start < words.length) {
    const word = words[start];
    if (word === void 0) break;
    const isAssignment = !word.quoted && /^[A-Za-z_][A-Za-z0-9_]*=/.test(word.value);
    if (!isAssignment && !prefixWords.has(word.value)) break;
    start += 1;
  }
  return words.slice(start);
}
var readCommands = {
  cat: (args) => operands(args, /* @__PURE__ */ new Set()),
  less: (args) => operands(args, /* @__PURE__ */ new Set(["-b", "-h", "-j", "-k", "-o", "-O", "-p", "-P", "-t", "-T", "-x", "-y", "-z"])),
  more: (args) => operands(args, /* @__PURE__ */ new Set(["-n"])),
  head: (args) => operands(args, /* @__PURE__ */ new Set(["-n", "-c", "--lines", "--bytes"])),
  tail: (args) => operands(args, /* @__PURE__ */ new Set(["-n", "-c", "-s", "--lines", "--bytes", "--pid", "--sleep-interval"])),
  nl: (args) => operands(args, /* @__PURE__ */ new Set(["-b", "-d", "-f", "-h", "-i", "-l", "-n", "-s", "-v", "-w"])),
  sed: sedOperands
};
function operands(args, withValue) {
  const files = [];
  let optionsDone = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === void 0) continue;
    const value = arg.value;
    if (optionsDone || value === "-" || !(value.startsWith("-") || value.startsWith("+")) || arg.quoted) {
      files.push(arg);
    } else if (value === "--") {
      optionsDone = true;
    } else if (withValue.has(value)) {
      i += 1;
    }
  }
  return files;
}
function sedOperands(args) {
  const rest = [];
  let hasScript = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === void 0) continue;
    const value = arg.value;
    if (arg.quoted || !value.startsWith("-") || value === "-") {
      rest.push(arg);
    } else if (value.startsWith("--")) {
      if (value.startsWith("--in-place")) return void 0;
      if (value === "--expression" || value === "--file" || value === "--line-length") i += 1;
      if (value.startsWith("--expression") || value.startsWith("--file")) hasScript = true;
    } else {
      const flags = value.slice(1);
      if (flags.includes("i")) return void 0;
      const valueFlag = /[efl]/.exec(flags);
      if (valueFlag !== null) {
        if (valueFlag[0] !== "l") hasScript = true;
        if (valueFlag.index === flags.length - 1) i += 1;
      }
    }
  }
  return hasScript ? rest : rest.slice(1);
}

// src/runners/skill-file-reads.ts
import { posix as posix3 } from "node:path";
function skillFileReads(reads) {
  return reads.filter((path) => posix3.basename(path).toLowerCase() === "skill.md");
}

// src/runners/string-field.ts
function stringField(value, key) {
  const field = Reflect.get(value, key);
  return typeof field === "string" ? field : void 0;
}

// src/runners/claude-code/stream-schema.ts
function lenient(schema) {
  return schema.optional().catch(void 0);
}
var textBlockSchema = external_exports.looseObject({ type: external_exports.literal("text"), text: external_exports.string() });
var thinkingBlockSchema = external_exports.looseObject({ type: external_exports.literal("thinking"), thinking: external_exports.string() });
var toolUseBlockSchema = external_exports.looseObject({
  type: external_exports.enum(["tool_use", "server_tool_use"]),
  id: external_exports.string(),
  name: external_exports.string(),
  input: lenient(external_exports.record(external_exports.string(), external_exports.unknown()))
});
var toolResultPartSchema = external_exports.looseObject({ type: external_exports.string(), text: lenient(external_exports.string()) });
var toolResultBlockSchema = external_exports.looseObject({
  type: external_exports.literal("tool_result"),
  tool_use_id: external_exports.string(),
  content: lenient(external_exports.union([external_exports.string(), external_exports.array(toolResultPartSchema.catch({ type: "unknown" }))])),
  is_error: lenient(external_exports.boolean())
});
var contentSchema = external_exports.union([external_exports.string(), external_exports.array(external_exports.unknown())]).catch([]);
var systemLineSchema = external_exports.looseObject({
  type: external_exports.literal("system"),
  subtype: lenient(external_exports.string()),
  session_id: lenient(external_exports.string()),
  model: lenient(external_exports.string()),
  claude_code_version: lenient(external_exports.string()),
  tool_use_id: lenient(external_exports.string()),
  tool_name: lenient(external_exports.string()),
  message: lenient(external_exports.string())
});
var assistantLineSchema = external_exports.looseObject({
  type: external_exports.literal("assistant"),
  message: external_exports.looseObject({
    id: lenient(external_exports.string()),
    model: lenient(external_exports.string()),
    content: contentSchema
  }),
  parent_tool_use_id: lenient(external_exports.string()),
  session_id: lenient(external_exports.string()),
  timestamp: lenient(external_exports.string()),
  /** Set on the synthetic line the CLI prints for an API error (`model: "<synthetic>"`). */
  is_api_error_message: lenient(external_exports.boolean()),
  api_error_status: lenient(external_exports.number()),
  error: lenient(external_exports.string())
});
var toolResultMetaSchema = external_exports.looseObject({
  id: lenient(external_exports.string()),
  non_execution_kind: lenient(external_exports.string()),
  permission_decision: lenient(external_exports.looseObject({ decision: lenient(external_exports.string()) }))
});
var userLineSchema = external_exports.looseObject({
  type: external_exports.literal("user"),
  message: external_exports.looseObject({ content: contentSchema }),
  parent_tool_use_id: lenient(external_exports.string()),
  timestamp: lenient(external_exports.string()),
  /** Tool specific; a plain string (`"Error: Exit code 3"`) when the tool failed. */
  tool_use_result: external_exports.unknown().optional(),
  tool_result_meta: lenient(external_exports.array(toolResultMetaSchema)),
  isSynthetic: lenient(external_exports.boolean())
});
var resultUsageSchema = external_exports.looseObject({
  input_tokens: lenient(external_exports.number()),
  output_tokens: lenient(external_exports.number()),
  cache_read_input_tokens: lenient(external_exports.number()),
  cache_creation_input_tokens: lenient(external_exports.number()),
  output_tokens_details: lenient(external_exports.looseObject({ thinking_tokens: lenient(external_exports.number()) }))
});
var resultLineSchema = external_exports.looseObject({
  type: external_exports.literal("result"),
  subtype: lenient(external_exports.string()),
  is_error: lenient(external_exports.boolean()),
  /** Absent on a `--max-turns` stop. */
  result: lenient(external_exports.string()),
  num_turns: lenient(external_exports.number()),
  total_cost_usd: lenient(external_exports.number()),
  duration_ms: lenient(external_exports.number()),
  session_id: lenient(external_exports.string()),
  usage: lenient(resultUsageSchema),
  terminal_reason: lenient(external_exports.string()),
  api_error_status: lenient(external_exports.number()),
  errors: lenient(external_exports.array(external_exports.string())),
  permission_denials: lenient(
    external_exports.array(external_exports.looseObject({ tool_name: lenient(external_exports.string()), tool_use_id: lenient(external_exports.string()) }))
  )
});
var claudeStreamLineSchema = external_exports.discriminatedUnion("type", [
  systemLineSchema,
  assistantLineSchema,
  userLineSchema,
  resultLineSchema
]);

// src/runners/claude-code/normalize.ts
function createClaudeCodeNormalizer(input) {
  const state = createState(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, claudeStreamLineSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === void 0 || parsed === UNPARSED) return;
      const { event } = parsed;
      if (event.type === "system") onSystem(state, event);
      else if (event.type === "assistant") onAssistant(state, event);
      else if (event.type === "user") onUser(state, event);
      else state.result = event;
    },
    stepsSoFar: () => state.messageIds.size,
    finish(outcome) {
      return buildReport(state, outcome);
    }
  };
}
var SKILL_BASE_DIR = "Base directory for this skill:";
var SHELL_TOOLS = /* @__PURE__ */ new Set(["Bash", "PowerShell"]);
var READ_TOOLS = { Read: "file_path", NotebookRead: "notebook_path" };
var WRITE_TOOLS = {
  Write: "file_path",
  Edit: "file_path",
  MultiEdit: "file_path",
  NotebookEdit: "notebook_path"
};
function createState(input) {
  return {
    input,
    events: [],
    calls: /* @__PURE__ */ new Map(),
    commandsByCallId: /* @__PURE__ */ new Map(),
    skillEvidence: [],
    reads: /* @__PURE__ */ new Set(),
    writes: /* @__PURE__ */ new Set(),
    messageIds: /* @__PURE__ */ new Set(),
    deniedCallIds: /* @__PURE__ */ new Set(),
    deniedMessages: [],
    reasoningChars: 0,
    unparsedLines: 0
  };
}
function onSystem(state, line) {
  if (line.subtype === "init") {
    state.sessionId = line.session_id ?? state.sessionId;
    state.model = line.model ?? state.model;
    state.agentVersion = line.claude_code_version ?? state.agentVersion;
  } else if (line.subtype === "permission_denied") {
    if (line.tool_use_id !== void 0) state.deniedCallIds.add(line.tool_use_id);
    if (line.message !== void 0 && state.deniedMessages.length < 10)
      state.deniedMessages.push(line.message);
  }
}
function onAssistant(state, line) {
  const blocks = typeof line.message.content === "string" ? [{ type: "text", text: line.message.content }] : line.message.content;
  if (line.message.model === "<synthetic>" || line.is_api_error_message === true) {
    const text = blocks.flatMap((block) => textBlockSchema.safeParse(block).data?.text ?? []).join("\n");
    state.apiError = { status: line.api_error_status, code: line.error, text };
    return;
  }
  if (line.message.id !== void 0) state.messageIds.add(line.message.id);
  state.model ??= line.message.model;
  state.sessionId ??= line.session_id;
  const parent = line.parent_tool_use_id;
  const at = line.timestamp === void 0 ? {} : { at: line.timestamp };
  for (const block of blocks) {
    const text = textBlockSchema.safeParse(block);
    if (text.success) {
      state.events.push({ type: "message", role: "assistant", text: text.data.text, ...at });
      if (parent === void 0) state.lastTopLevelText = text.data.text;
      continue;
    }
    const thinking = thinkingBlockSchema.safeParse(block);
    if (thinking.success) {
      state.events.push({
        type: "message",
        role: "assistant",
        phase: "thinking",
        text: thinking.data.thinking,
        ...at
      });
      state.reasoningChars += thinking.data.thinking.length;
      continue;
    }
    const toolUse = toolUseBlockSchema.safeParse(block);
    if (toolUse.success) onToolUse(state, toolUse.data, parent, at);
  }
}
function onToolUse(state, block, parent, at) {
  const args = block.input ?? {};
  const parentCallId = parent === void 0 ? {} : { parentCallId: parent };
  state.events.push({ type: "toolCall", tool: block.name, args, callId: block.id, ...parentCallId, ...at });
  const call = { tool: block.name };
  state.calls.set(block.id, call);
  const command = SHELL_TOOLS.has(block.name) ? stringField(args, "command") : void 0;
  if (command !== void 0) {
    call.command = { type: "command", command, ...at };
    state.events.push(call.command);
    state.commandsByCallId.set(block.id, call.command);
    for (const path of extractShellReads(command)) recordRead(state, resolvePath(state.input.cwd, path), at);
  }
  const readKey = READ_TOOLS[block.name];
  const readPath = readKey === void 0 ? void 0 : stringField(args, readKey);
  if (readPath !== void 0) recordRead(state, resolvePath(state.input.cwd, readPath), at);
  const writeKey = WRITE_TOOLS[block.name];
  const writePath = writeKey === void 0 ? void 0 : stringField(args, writeKey);
  if (writePath !== void 0) {
    const path = resolvePath(state.input.cwd, writePath);
    state.events.push({ type: "fileWrite", path, ...at });
    state.writes.add(path);
  }
  if (block.name === "Skill") {
    const skill = normalizeSkillName(stringField(args, "skill") ?? stringField(args, "command") ?? "");
    if (skill !== "") {
      call.skill = { kind: "skill-tool", skill, ok: false, tool: block.name };
      state.skillEvidence.push(call.skill);
    }
  }
}
function onUser(state, line) {
  const at = line.timestamp === void 0 ? {} : { at: line.timestamp };
  const blocks = typeof line.message.content === "string" ? [{ type: "text", text: line.message.content }] : line.message.content;
  const results = blocks.flatMap((block) => toolResultBlockSchema.safeParse(block).data ?? []);
  for (const result of results) onToolResult(state, result, line, results.length === 1, at);
  for (const block of blocks) {
    const text = textBlockSchema.safeParse(block).data?.text;
    if (text !== void 0) onUserText(state, text, line.isSynthetic === true, at);
  }
}
function onUserText(state, text, synthetic, at) {
  if (text.startsWith(SKILL_BASE_DIR)) {
    const dir = (text.slice(SKILL_BASE_DIR.length).split("\n")[0] ?? "").trim();
    const skill = posix4.basename(dir);
    if (skill === "") return;
    state.skillEvidence.push({ kind: "skill-base-dir", skill, dir });
    state.events.push({ type: "skillSignal", skill, signal: "skill-base-dir", ...at });
    return;
  }
  if (!synthetic) state.events.push({ type: "message", role: "user", text, ...at });
}
function onToolResult(state, block, line, onlyResult, at) {
  const id = block.tool_use_id;
  const call = state.calls.get(id);
  state.calls.delete(id);
  const output = toolResultText(block.content);
  const lineResult = onlyResult ? line.tool_use_result : void 0;
  const errorString = typeof lineResult === "string" && lineResult.startsWith("Error") ? lineResult : void 0;
  const isError = block.is_error === true || errorString !== void 0;
  const meta = line.tool_result_meta?.find((entry) => entry.id === id);
  const denied = state.deniedCallIds.has(id) || meta?.non_execution_kind === "user-rejected" || meta?.permission_decision?.decision === "reject";
  if (denied) state.deniedCallIds.add(id);
  state.events.push({
    type: "toolResult",
    ...call === void 0 ? {} : { tool: call.tool },
    output: clipOutput(output),
    callId: id,
    isError,
    ...at
  });
  if (call?.command !== void 0) {
    call.command.exitCode = denied ? null : isError ? exitCodeFrom(output) : 0;
    if (denied) call.command.denied = true;
  }
  if (call?.skill !== void 0) {
    call.skill.ok = !isError;
    if (isError) call.skill.error = output === "" ? errorString ?? "error" : output;
    state.events.push({
      type: "skillSignal",
      skill: call.skill.skill,
      signal: isError ? "skill-tool-error" : "skill-tool",
      ...at
    });
  }
}
function buildReport(state, outcome) {
  const result = state.result;
  for (const call of state.calls.values()) {
    if (call.skill !== void 0) call.skill.error ??= "no tool result";
  }
  for (const denial of result?.permission_denials ?? []) {
    if (denial.tool_use_id === void 0) continue;
    state.deniedCallIds.add(denial.tool_use_id);
    const command = state.commandsByCallId.get(denial.tool_use_id);
    if (command !== void 0) {
      command.exitCode = null;
      command.denied = true;
    }
  }
  const resultIsError = result?.is_error === true || (result?.subtype?.startsWith("error") ?? false);
  const errorKind = classifyError(state, outcome);
  const isError = resultIsError || outcome.timedOut || result === void 0;
  const finalOutput = (resultIsError ? void 0 : result?.result) ?? state.lastTopLevelText ?? "";
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf(state, outcome, errorKind, isError);
  return {
    runner: state.input.runner,
    ...state.sessionId === void 0 ? {} : { sessionId: state.sessionId },
    prompt: state.input.prompt,
    finalOutput,
    events: state.events,
    detectedSkills,
    attemptedSkills,
    files: {
      observedReads: reads,
      observedSkillReads: skillFileReads(reads),
      observedWrites: [...state.writes]
    },
    usage: usageOf(result, state.input.prompt, finalOutput, state.reasoningChars),
    ...result?.total_cost_usd === void 0 ? {} : { costUsd: result.total_cost_usd },
    ...result?.num_turns === void 0 ? {} : { turns: result.num_turns },
    modelCalls: state.messageIds.size,
    ...state.agentVersion === void 0 ? {} : { agentVersion: state.agentVersion },
    ...state.model === void 0 ? {} : { model: state.model },
    durationMs: outcome.durationMs,
    isError,
    ...errorKind === void 0 ? {} : { errorKind },
    ...errorMessage === void 0 ? {} : { errorMessage },
    unparsedLines: state.unparsedLines,
    rawArtifacts: {}
  };
}
function classifyError(state, outcome) {
  if (outcome.timedOut) return "timeout";
  const result = state.result;
  if (result === void 0) {
    return "crash";
  }
  if (result.subtype === "error_max_turns" || result.terminal_reason === "max_turns") return "max-turns";
  const status = result.api_error_status ?? state.apiError?.status;
  if (status === 401 || status === 403 || state.apiError?.code === "authentication_failed") return "auth";
  if (result.terminal_reason === "api_error" || status !== void 0 || state.apiError !== void 0) {
    return "api-error";
  }
  if (result.subtype === "error_during_execution") return "crash";
  if (state.deniedCallIds.size > 0) return "permission-denied";
  return void 0;
}
function errorMessageOf(state, outcome, kind, isError) {
  const stderr = outcome.stderrTail.trim();
  if (kind === "timeout")
    return `Timed out after ${outcome.durationMs} ms${stderr === "" ? "" : `: ${stderr}`}`;
  if (kind === "crash" && state.result === void 0) {
    const ended = describeExit(outcome);
    return `Claude Code ${ended} without a result line${stderr === "" ? "" : `: ${stderr}`}`;
  }
  if (kind === "permission-denied" && !isError) {
    return state.deniedMessages[0] ?? `Permission denied for ${state.deniedCallIds.size} tool call(s)`;
  }
  if (!isError) return void 0;
  const result = state.result;
  const errors = result?.errors?.join("\n");
  return result?.result ?? (errors === "" ? void 0 : errors) ?? state.apiError?.text ?? (stderr === "" ? void 0 : stderr);
}
function usageOf(result, prompt, finalOutput, reasoningChars) {
  const chars = { inputChars: prompt.length, outputChars: finalOutput.length, reasoningChars };
  const usage = result?.usage;
  const cacheRead = usage?.cache_read_input_tokens;
  const input = usage?.input_tokens === void 0 ? void 0 : usage.input_tokens + (cacheRead ?? 0);
  const output = usage?.output_tokens;
  const reasoning = usage?.output_tokens_details?.thinking_tokens;
  return {
    ...input === void 0 ? {} : { inputTokens: input },
    ...output === void 0 ? {} : { outputTokens: output },
    ...reasoning === void 0 ? {} : { reasoningTokens: reasoning },
    ...cacheRead === void 0 ? {} : { cacheTokens: cacheRead, cacheReadTokens: cacheRead },
    ...usage?.cache_creation_input_tokens === void 0 ? {} : { cacheWriteTokens: usage.cache_creation_input_tokens },
    ...input === void 0 || output === void 0 ? {} : { totalTokens: input + output },
    ...chars,
    source: {
      input: input === void 0 ? "chars" : "provider",
      output: output === void 0 ? "chars" : "provider",
      reasoning: reasoning === void 0 ? "chars" : "provider"
    }
  };
}
function toolResultText(content) {
  if (content === void 0) return "";
  if (typeof content === "string") return content;
  return content.flatMap((part) => part.text ?? []).join("\n");
}
function exitCodeFrom(output) {
  const match = /^Exit code (-?\d+)/.exec(output.trimStart());
  return match?.[1] === void 0 ? null : Number(match[1]);
}

// src/runners/claude-session/normalize.ts
import { posix as posix5 } from "node:path";

// src/runners/claude-session/stream-schema.ts
function lenient2(schema) {
  return schema.optional().catch(void 0);
}
var contentSchema2 = external_exports.union([external_exports.string(), external_exports.array(external_exports.unknown())]).catch([]);
var commonFields = {
  uuid: lenient2(external_exports.string()),
  sessionId: lenient2(external_exports.string()),
  version: lenient2(external_exports.string()),
  cwd: lenient2(external_exports.string()),
  timestamp: lenient2(external_exports.string()),
  /** True on a subagent's lines (every line of `subagents/agent-*.jsonl`). */
  isSidechain: lenient2(external_exports.boolean()),
  /** The subagent's id on sidechain lines (`agent-<agentId>.jsonl`). */
  agentId: lenient2(external_exports.string())
};
var usageSchema = external_exports.looseObject({
  input_tokens: lenient2(external_exports.number()),
  output_tokens: lenient2(external_exports.number()),
  cache_read_input_tokens: lenient2(external_exports.number()),
  cache_creation_input_tokens: lenient2(external_exports.number())
});
var assistantRecordSchema = external_exports.looseObject({
  type: external_exports.literal("assistant"),
  ...commonFields,
  message: external_exports.looseObject({
    id: lenient2(external_exports.string()),
    model: lenient2(external_exports.string()),
    content: contentSchema2,
    usage: lenient2(usageSchema)
  }),
  /** Set on the line the CLI makes up for an API error (`model: "<synthetic>"`). */
  isApiErrorMessage: lenient2(external_exports.boolean())
});
var userRecordSchema = external_exports.looseObject({
  type: external_exports.literal("user"),
  ...commonFields,
  message: external_exports.looseObject({ content: contentSchema2 }),
  /** Injected by the CLI (skill bodies, command caveats), not typed by the user. */
  isMeta: lenient2(external_exports.boolean()),
  isCompactSummary: lenient2(external_exports.boolean()),
  /** On an injected skill body: the Skill call that caused it. */
  sourceToolUseID: lenient2(external_exports.string()),
  /** Tool specific: an object, or a plain string (`"Error: …"`, `"User rejected tool use"`). */
  toolUseResult: external_exports.unknown().optional()
});
var progressRecordSchema = external_exports.looseObject({
  type: external_exports.literal("progress"),
  ...commonFields,
  parentToolUseID: lenient2(external_exports.string()),
  data: lenient2(external_exports.looseObject({ type: lenient2(external_exports.string()), agentId: lenient2(external_exports.string()) }))
});
var baseRecordSchema = external_exports.looseObject({ type: external_exports.string(), ...commonFields });
var toolUseResultObjectSchema = external_exports.looseObject({
  agentId: lenient2(external_exports.string()),
  success: lenient2(external_exports.boolean()),
  commandName: lenient2(external_exports.string())
});

// src/runners/claude-session/normalize.ts
function createClaudeSessionNormalizer(input) {
  const state = createState2(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, baseRecordSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === void 0 || parsed === UNPARSED) return;
      onRecord(state, parsed.event, parsed.json);
    },
    stepsSoFar: () => state.messages.size,
    finish(outcome) {
      return buildReport2(state, outcome);
    }
  };
}
var SKILL_BASE_DIR2 = "Base directory for this skill:";
var USER_REJECTED = "User rejected tool use";
var SHELL_TOOLS2 = /* @__PURE__ */ new Set(["Bash", "PowerShell"]);
var READ_TOOLS2 = { Read: "file_path", NotebookRead: "notebook_path" };
var WRITE_TOOLS2 = {
  Write: "file_path",
  Edit: "file_path",
  MultiEdit: "file_path",
  NotebookEdit: "notebook_path"
};
function createState2(input) {
  return {
    input,
    events: [],
    calls: /* @__PURE__ */ new Map(),
    toolUseIds: /* @__PURE__ */ new Set(),
    skillByCallId: /* @__PURE__ */ new Map(),
    agentParents: /* @__PURE__ */ new Map(),
    skillEvidence: [],
    reads: /* @__PURE__ */ new Set(),
    writes: /* @__PURE__ */ new Set(),
    messages: /* @__PURE__ */ new Map(),
    deniedCallIds: /* @__PURE__ */ new Set(),
    reasoningChars: 0,
    unparsedLines: 0,
    conversationRecords: 0
  };
}
function onRecord(state, record3, json) {
  if (record3.type === "assistant" || record3.type === "user") {
    const parsed = record3.type === "assistant" ? assistantRecordSchema.safeParse(json) : userRecordSchema.safeParse(json);
    if (!parsed.success) {
      state.unparsedLines += 1;
      return;
    }
    noteSession(state, record3);
    state.conversationRecords += 1;
    if (parsed.data.type === "assistant") onAssistant2(state, parsed.data);
    else onUser2(state, parsed.data);
  } else if (record3.type === "progress") {
    const parsed = progressRecordSchema.safeParse(json);
    if (parsed.success) onProgress(state, parsed.data);
  }
}
function noteSession(state, record3) {
  state.sessionId ??= record3.sessionId;
  state.agentVersion ??= record3.version;
  state.transcriptCwd ??= record3.cwd;
}
function baseDir(state) {
  return state.input.cwd !== "" ? state.input.cwd : state.transcriptCwd ?? "";
}
function resolve(state, path) {
  return resolvePath(baseDir(state), path, { keepWithoutCwd: true });
}
function onProgress(state, record3) {
  const agentId = record3.data?.agentId;
  if (record3.data?.type === "agent_progress" && agentId !== void 0 && record3.parentToolUseID !== void 0) {
    state.agentParents.set(agentId, record3.parentToolUseID);
  }
}
function parentOf(state, record3) {
  if (record3.isSidechain !== true) return void 0;
  if (record3.agentId === void 0) return "sidechain";
  return state.agentParents.get(record3.agentId) ?? `agent-${record3.agentId}`;
}
function onAssistant2(state, record3) {
  if (record3.message.model === "<synthetic>" || record3.isApiErrorMessage === true) return;
  const { id, model, usage } = record3.message;
  if (id !== void 0) {
    state.messages.delete(id);
    state.messages.set(id, usage);
  }
  const sidechain = record3.isSidechain === true;
  if (sidechain) state.sidechainModel ??= model;
  else state.model ??= model;
  const parent = parentOf(state, record3);
  const at = record3.timestamp === void 0 ? {} : { at: record3.timestamp };
  const blocks = typeof record3.message.content === "string" ? [{ type: "text", text: record3.message.content }] : record3.message.content;
  for (const block of blocks) {
    const text = textBlockSchema.safeParse(block);
    if (text.success) {
      state.events.push({ type: "message", role: "assistant", text: text.data.text, ...at });
      if (!sidechain) state.lastMainText = text.data.text;
      continue;
    }
    const thinking = thinkingBlockSchema.safeParse(block);
    if (thinking.success) {
      const text2 = thinking.data.thinking;
      state.events.push({ type: "message", role: "assistant", phase: "thinking", text: text2, ...at });
      state.reasoningChars += text2.length;
      continue;
    }
    const toolUse = toolUseBlockSchema.safeParse(block);
    if (toolUse.success && !state.toolUseIds.has(toolUse.data.id)) onToolUse2(state, toolUse.data, parent, at);
  }
}
function onToolUse2(state, block, parent, at) {
  state.toolUseIds.add(block.id);
  const args = block.input ?? {};
  const parentCallId = parent === void 0 ? {} : { parentCallId: parent };
  state.events.push({ type: "toolCall", tool: block.name, args, callId: block.id, ...parentCallId, ...at });
  const call = { tool: block.name };
  state.calls.set(block.id, call);
  const command = SHELL_TOOLS2.has(block.name) ? stringField(args, "command") : void 0;
  if (command !== void 0) {
    call.command = { type: "command", command, ...at };
    state.events.push(call.command);
    for (const path of extractShellReads(command)) recordRead(state, resolve(state, path), at);
  }
  const readKey = READ_TOOLS2[block.name];
  const readPath = readKey === void 0 ? void 0 : stringField(args, readKey);
  if (readPath !== void 0) recordRead(state, resolve(state, readPath), at);
  const writeKey = WRITE_TOOLS2[block.name];
  const writePath = writeKey === void 0 ? void 0 : stringField(args, writeKey);
  if (writePath !== void 0) {
    const path = resolve(state, writePath);
    state.events.push({ type: "fileWrite", path, ...at });
    state.writes.add(path);
  }
  if (block.name === "Skill") {
    const skill = normalizeSkillName(stringField(args, "skill") ?? stringField(args, "command") ?? "");
    if (skill !== "") {
      call.skill = { kind: "skill-tool", skill, ok: false, tool: block.name };
      state.skillEvidence.push(call.skill);
      state.skillByCallId.set(block.id, skill);
    }
  }
}
function onUser2(state, record3) {
  const at = record3.timestamp === void 0 ? {} : { at: record3.timestamp };
  const blocks = typeof record3.message.content === "string" ? [{ type: "text", text: record3.message.content }] : record3.message.content;
  const results = blocks.flatMap((block) => toolResultBlockSchema.safeParse(block).data ?? []);
  const lineResult = results.length === 1 ? record3.toolUseResult : void 0;
  for (const result of results) onToolResult2(state, result, lineResult, at);
  for (const block of blocks) {
    const text = textBlockSchema.safeParse(block).data?.text;
    if (text === void 0) continue;
    if (record3.isMeta === true && text.startsWith(SKILL_BASE_DIR2)) onSkillBody(state, text, record3, at);
    else if (record3.isMeta !== true && record3.isCompactSummary !== true) {
      state.events.push({ type: "message", role: "user", text, ...at });
    }
  }
}
function onSkillBody(state, text, record3, at) {
  const dir = (text.slice(SKILL_BASE_DIR2.length).split("\n")[0] ?? "").trim();
  const fromCall = record3.sourceToolUseID === void 0 ? void 0 : state.skillByCallId.get(record3.sourceToolUseID);
  const skill = fromCall ?? posix5.basename(dir);
  if (skill === "") return;
  state.skillEvidence.push({ kind: "skill-base-dir", skill, dir });
  state.events.push({ type: "skillSignal", skill, signal: "skill-base-dir", ...at });
}
function onToolResult2(state, block, lineResult, at) {
  const id = block.tool_use_id;
  const call = state.calls.get(id);
  state.calls.delete(id);
  const output = toolResultText2(block.content);
  const resultObject = toolUseResultObjectSchema.safeParse(lineResult).data;
  if (resultObject?.agentId !== void 0) state.agentParents.set(resultObject.agentId, id);
  const errorString = typeof lineResult === "string" && lineResult.startsWith("Error") ? lineResult : void 0;
  const denied = lineResult === USER_REJECTED;
  const isError = block.is_error === true || errorString !== void 0 || denied;
  if (denied) state.deniedCallIds.add(id);
  state.events.push({
    type: "toolResult",
    ...call === void 0 ? {} : { tool: call.tool },
    output: clipOutput(output),
    callId: id,
    isError,
    ...at
  });
  if (call?.command !== void 0) {
    call.command.exitCode = denied ? null : isError ? exitCodeFrom2(output) : 0;
    if (denied) call.command.denied = true;
  }
  if (call?.skill !== void 0) {
    const failed = isError || resultObject?.success === false;
    call.skill.ok = !failed;
    if (failed) call.skill.error = output === "" ? errorString ?? "error" : output;
    state.events.push({
      type: "skillSignal",
      skill: call.skill.skill,
      signal: failed ? "skill-tool-error" : "skill-tool",
      ...at
    });
  }
}
function buildReport2(state, outcome) {
  for (const call of state.calls.values()) {
    if (call.skill !== void 0) call.skill.error ??= "no tool result";
  }
  const empty = state.conversationRecords === 0;
  const isError = outcome.timedOut || empty;
  const errorKind = outcome.timedOut ? "timeout" : empty ? "crash" : state.deniedCallIds.size > 0 ? "permission-denied" : void 0;
  const finalOutput = state.lastMainText ?? "";
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf2(state, outcome, errorKind);
  const model = state.model ?? state.sidechainModel;
  return {
    runner: state.input.runner,
    ...state.sessionId === void 0 ? {} : { sessionId: state.sessionId },
    prompt: state.input.prompt,
    finalOutput,
    events: state.events,
    detectedSkills,
    attemptedSkills,
    files: {
      observedReads: reads,
      observedSkillReads: skillFileReads(reads),
      observedWrites: [...state.writes]
    },
    usage: usageOf2(state, finalOutput),
    modelCalls: state.messages.size,
    ...state.agentVersion === void 0 ? {} : { agentVersion: state.agentVersion },
    ...model === void 0 ? {} : { model },
    durationMs: outcome.durationMs,
    isError,
    ...errorKind === void 0 ? {} : { errorKind },
    ...errorMessage === void 0 ? {} : { errorMessage },
    unparsedLines: state.unparsedLines,
    rawArtifacts: {}
  };
}
function errorMessageOf2(state, outcome, kind) {
  const stderr = outcome.stderrTail.trim();
  const detail2 = stderr === "" ? "" : `: ${stderr}`;
  if (kind === "timeout") return `Timed out after ${outcome.durationMs} ms${detail2}`;
  if (kind === "crash") return `The Claude Code session log has no user or assistant record${detail2}`;
  if (kind === "permission-denied") return `Permission denied for ${state.deniedCallIds.size} tool call(s)`;
  return void 0;
}
function usageOf2(state, finalOutput) {
  let input;
  let output;
  let cacheRead;
  let cacheWrite;
  const add = (total, value) => value === void 0 ? total : (total ?? 0) + value;
  for (const usage of state.messages.values()) {
    if (usage === void 0) continue;
    input = add(add(input, usage.input_tokens), usage.cache_read_input_tokens);
    output = add(output, usage.output_tokens);
    cacheRead = add(cacheRead, usage.cache_read_input_tokens);
    cacheWrite = add(cacheWrite, usage.cache_creation_input_tokens);
  }
  return {
    ...input === void 0 ? {} : { inputTokens: input },
    ...output === void 0 ? {} : { outputTokens: output },
    ...cacheRead === void 0 ? {} : { cacheTokens: cacheRead, cacheReadTokens: cacheRead },
    ...cacheWrite === void 0 ? {} : { cacheWriteTokens: cacheWrite },
    ...input === void 0 || output === void 0 ? {} : { totalTokens: input + output },
    inputChars: state.input.prompt.length,
    outputChars: finalOutput.length,
    reasoningChars: state.reasoningChars,
    source: {
      input: input === void 0 ? "chars" : "provider",
      output: output === void 0 ? "chars" : "provider",
      // The log has no thinking-token count: reasoning is measured in characters.
      reasoning: "chars"
    }
  };
}
function toolResultText2(content) {
  if (content === void 0) return "";
  if (typeof content === "string") return content;
  return content.flatMap((part) => part.text ?? []).join("\n");
}
function exitCodeFrom2(output) {
  const match = /^Exit code (-?\d+)/.exec(output.trimStart());
  return match?.[1] === void 0 ? null : Number(match[1]);
}

// src/runners/codex/normalize.ts
import { posix as posix6 } from "node:path";

// src/runners/count-tool-calls.ts
function countToolCalls(events) {
  let count = 0;
  for (const event of events) if (event.type === "toolCall") count += 1;
  return count;
}

// src/runners/codex/stream-schema.ts
function lenient3(schema) {
  return schema.optional().catch(void 0);
}
var itemSchema = external_exports.looseObject({ id: lenient3(external_exports.string()), type: external_exports.string() });
var agentMessageItemSchema = external_exports.looseObject({ type: external_exports.literal("agent_message"), text: external_exports.string() });
var reasoningItemSchema = external_exports.looseObject({ type: external_exports.literal("reasoning"), text: external_exports.string() });
var errorItemSchema = external_exports.looseObject({ type: external_exports.literal("error"), message: external_exports.string() });
var commandExecutionItemSchema = external_exports.looseObject({
  type: external_exports.literal("command_execution"),
  /** `/bin/bash -lc '<cmd>'` as Codex ran it; an argv array in some builds. */
  command: external_exports.union([external_exports.string(), external_exports.array(external_exports.string())]),
  aggregated_output: lenient3(external_exports.string()),
  exit_code: lenient3(external_exports.number().int()),
  /** in_progress | completed | failed | declined */
  status: lenient3(external_exports.string())
});
var fileChangeItemSchema = external_exports.looseObject({
  type: external_exports.literal("file_change"),
  changes: external_exports.array(external_exports.looseObject({ path: external_exports.string(), kind: lenient3(external_exports.string()) }).catch({ path: "" })).catch([]),
  /** in_progress | completed | failed */
  status: lenient3(external_exports.string())
});
var mcpContentSchema = external_exports.looseObject({ type: lenient3(external_exports.string()), text: lenient3(external_exports.string()) });
var mcpToolCallItemSchema = external_exports.looseObject({
  type: external_exports.literal("mcp_tool_call"),
  server: lenient3(external_exports.string()),
  tool: external_exports.string(),
  arguments: external_exports.unknown().optional(),
  result: lenient3(
    external_exports.looseObject({
      content: lenient3(external_exports.array(mcpContentSchema.catch({}))),
      structured_content: external_exports.unknown().optional()
    })
  ),
  error: lenient3(external_exports.looseObject({ message: lenient3(external_exports.string()) })),
  status: lenient3(external_exports.string())
});
var webSearchItemSchema = external_exports.looseObject({
  type: external_exports.literal("web_search"),
  query: lenient3(external_exports.string()),
  action: external_exports.unknown().optional()
});
var collabToolCallItemSchema = external_exports.looseObject({
  type: external_exports.literal("collab_tool_call"),
  tool: external_exports.string(),
  status: lenient3(external_exports.string())
});
var itemLine = (type) => external_exports.looseObject({ type: external_exports.literal(type), item: itemSchema });
var usageSchema2 = external_exports.looseObject({
  input_tokens: lenient3(external_exports.number()),
  cached_input_tokens: lenient3(external_exports.number()),
  cache_write_input_tokens: lenient3(external_exports.number()),
  output_tokens: lenient3(external_exports.number()),
  reasoning_output_tokens: lenient3(external_exports.number())
});
var codexLineSchema = external_exports.discriminatedUnion("type", [
  external_exports.looseObject({ type: external_exports.literal("thread.started"), thread_id: lenient3(external_exports.string()) }),
  external_exports.looseObject({ type: external_exports.literal("turn.started") }),
  external_exports.looseObject({ type: external_exports.literal("turn.completed"), usage: lenient3(usageSchema2) }),
  external_exports.looseObject({
    type: external_exports.literal("turn.failed"),
    error: lenient3(external_exports.looseObject({ message: lenient3(external_exports.string()) }))
  }),
  itemLine("item.started"),
  itemLine("item.updated"),
  itemLine("item.completed"),
  external_exports.looseObject({ type: external_exports.literal("item.plan.delta") }),
  external_exports.looseObject({ type: external_exports.literal("request_user_input") }),
  /** Stream errors (`Reconnecting... 1/5 (...)`): non-fatal unless a `turn.failed` follows. */
  external_exports.looseObject({ type: external_exports.literal("error"), message: lenient3(external_exports.string()) })
]);

// src/runners/codex/normalize.ts
function createCodexNormalizer(input) {
  const state = createState3(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, codexLineSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === void 0 || parsed === UNPARSED) return;
      const { event } = parsed;
      switch (event.type) {
        case "thread.started":
          state.sessionId ??= event.thread_id;
          break;
        case "turn.completed":
          state.turnsCompleted += 1;
          if (event.usage !== void 0) addUsage(state, event.usage);
          break;
        case "turn.failed":
          state.turnFailed = event.error?.message ?? "turn failed";
          noteErrorText(state, state.turnFailed);
          break;
        case "error":
          state.streamErrors += 1;
          if (event.message !== void 0) {
            state.lastStreamError = event.message;
            noteErrorText(state, event.message);
          }
          break;
        case "item.started":
        case "item.updated":
        case "item.completed":
          onItem(state, event.item, event.type === "item.completed");
          break;
        default:
          break;
      }
    },
    stepsSoFar: () => countToolCalls(state.events),
    finish(outcome) {
      return buildReport3(state, outcome);
    }
  };
}
var SHELL_TOOL = "exec_command";
var PATCH_TOOL = "apply_patch";
var AUTH_FAILURE = /\bstatus\W{0,3}(?:401|403)\b|\b(?:401 Unauthorized|403 Forbidden)\b/i;
function createState3(input) {
  return {
    input,
    events: [],
    calls: /* @__PURE__ */ new Map(),
    skillEvidence: [],
    reads: /* @__PURE__ */ new Set(),
    writes: /* @__PURE__ */ new Set(),
    usage: {},
    reasoningChars: 0,
    unparsedLines: 0,
    anonymousItems: 0,
    turnsCompleted: 0,
    streamErrors: 0,
    warnings: 0,
    declined: 0,
    authFailure: false
  };
}
function noteErrorText(state, text) {
  if (AUTH_FAILURE.test(text)) state.authFailure = true;
}
function onItem(state, item, completed) {
  const id = item.id ?? `anonymous_${++state.anonymousItems}`;
  switch (item.type) {
    case "command_execution": {
      const parsed = commandExecutionItemSchema.safeParse(item);
      if (parsed.success) onCommand(state, id, parsed.data, completed);
      return;
    }
    case "file_change": {
      const parsed = fileChangeItemSchema.safeParse(item);
      if (parsed.success) onFileChange(state, id, parsed.data, completed);
      return;
    }
    case "mcp_tool_call": {
      const parsed = mcpToolCallItemSchema.safeParse(item);
      if (parsed.success) onMcpCall(state, id, parsed.data, completed);
      return;
    }
    case "web_search": {
      const parsed = webSearchItemSchema.safeParse(item);
      if (!parsed.success) return;
      const { query, action } = parsed.data;
      openCall(state, id, "web_search", { ...query === void 0 ? {} : { query }, action });
      return;
    }
    case "collab_tool_call": {
      const parsed = collabToolCallItemSchema.safeParse(item);
      if (!parsed.success) return;
      const { type: _type, id: _id, tool, status, ...args } = parsed.data;
      openCall(state, id, tool, args);
      if (completed) closeCall(state, id, "", status === "failed");
      return;
    }
    default:
      break;
  }
  if (!completed) return;
  const message = agentMessageItemSchema.safeParse(item);
  if (message.success) {
    state.events.push({ type: "message", role: "assistant", text: message.data.text });
    state.lastAgentMessage = message.data.text;
    return;
  }
  const reasoning = reasoningItemSchema.safeParse(item);
  if (reasoning.success) {
    state.events.push({ type: "message", role: "assistant", phase: "thinking", text: reasoning.data.text });
    state.reasoningChars += reasoning.data.text.length;
    return;
  }
  const warning = errorItemSchema.safeParse(item);
  if (warning.success) {
    state.warnings += 1;
    state.lastWarning = warning.data.message;
  }
}
function openCall(state, id, tool, args) {
  const existing = state.calls.get(id);
  if (existing !== void 0) return existing;
  const call = { tool, done: false };
  state.calls.set(id, call);
  state.events.push({ type: "toolCall", tool, args, callId: id });
  return call;
}
function closeCall(state, id, output, isError) {
  const call = state.calls.get(id);
  if (call === void 0 || call.done) return false;
  call.done = true;
  state.events.push({ type: "toolResult", tool: call.tool, output: clipOutput(output), callId: id, isError });
  return true;
}
function onCommand(state, id, item, completed) {
  const command = unwrapShellCommand(item.command);
  const known = state.calls.has(id);
  const call = openCall(state, id, SHELL_TOOL, { command });
  if (!known) {
    call.command = { type: "command", command };
    state.events.push(call.command);
  }
  const status = item.status;
  if (!completed && status !== "completed" && status !== "failed" && status !== "declined") return;
  const declined = status === "declined";
  const exitCode = declined ? null : item.exit_code ?? (status === "completed" ? 0 : null);
  const isError = declined || status === "failed" || exitCode !== null && exitCode !== 0;
  if (!closeCall(state, id, item.aggregated_output ?? "", isError)) return;
  if (call.command !== void 0) {
    call.command.exitCode = exitCode;
    if (declined) call.command.denied = true;
  }
  if (declined) state.declined += 1;
  if (isError) return;
  for (const path of extractShellReads(command)) recordRead(state, resolvePath(state.input.cwd, path));
}
function onFileChange(state, id, item, completed) {
  const changes = item.changes.filter((change) => change.path !== "").map((change) => ({ path: change.path, kind: change.kind ?? "update" }));
  openCall(state, id, PATCH_TOOL, { changes });
  if (!completed && item.status !== "completed" && item.status !== "failed") return;
  const failed = item.status === "failed";
  const summary = changes.map((change) => `${change.kind} ${change.path}`).join("\n");
  if (!closeCall(state, id, summary, failed)) return;
  if (failed) return;
  for (const change of changes) {
    const path = resolvePath(state.input.cwd, change.path);
    state.events.push({ type: "fileWrite", path });
    state.writes.add(path);
  }
}
function onMcpCall(state, id, item, completed) {
  const tool = item.server === void 0 ? item.tool : `mcp__${item.server}__${item.tool}`;
  openCall(state, id, tool, item.arguments ?? {});
  if (!completed && item.status !== "completed" && item.status !== "failed") return;
  const errorText = item.error?.message;
  const contentText = (item.result?.content ?? []).flatMap((part) => part.text ?? []).join("\n");
  const isError = item.status === "failed" || item.error !== void 0;
  closeCall(state, id, errorText ?? contentText, isError);
}
function addUsage(state, usage) {
  const totals = state.usage;
  const add = (current, value) => value === void 0 ? current : (current ?? 0) + value;
  totals.input = add(totals.input, usage.input_tokens);
  totals.cached = add(totals.cached, usage.cached_input_tokens);
  totals.cacheWrite = add(totals.cacheWrite, usage.cache_write_input_tokens);
  totals.output = add(totals.output, usage.output_tokens);
  totals.reasoning = add(totals.reasoning, usage.reasoning_output_tokens);
}
function buildReport3(state, outcome) {
  const ended = state.turnsCompleted > 0;
  const crashed = !ended && outcome.exitCode !== 0;
  const isError = state.turnFailed !== void 0 || crashed || outcome.timedOut;
  const errorKind = classifyError2(state, outcome, crashed);
  const finalOutput = state.lastAgentMessage ?? "";
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf3(state, outcome, errorKind, isError);
  return {
    runner: state.input.runner,
    ...state.sessionId === void 0 ? {} : { sessionId: state.sessionId },
    prompt: state.input.prompt,
    finalOutput,
    events: state.events,
    detectedSkills,
    attemptedSkills,
    files: {
      observedReads: reads,
      observedSkillReads: skillFileReads(reads),
      observedWrites: [...state.writes]
    },
    usage: usageOf3(state.usage, state.input.prompt, finalOutput, state.reasoningChars),
    durationMs: outcome.durationMs,
    isError,
    ...errorKind === void 0 ? {} : { errorKind },
    ...errorMessage === void 0 ? {} : { errorMessage },
    unparsedLines: state.unparsedLines,
    rawArtifacts: {}
  };
}
function classifyError2(state, outcome, crashed) {
  if (outcome.timedOut) return "timeout";
  if (state.turnFailed !== void 0) return state.authFailure ? "auth" : "api-error";
  if (crashed) return "crash";
  if (state.declined > 0) return "permission-denied";
  return void 0;
}
function errorMessageOf3(state, outcome, kind, isError) {
  const stderr = outcome.stderrTail.trim();
  const lastError = state.lastStreamError ?? state.lastWarning;
  if (kind === "timeout")
    return `Timed out after ${outcome.durationMs} ms${stderr === "" ? "" : `: ${stderr}`}`;
  if (kind === "crash") {
    const ended = describeExit(outcome);
    const detail2 = lastError ?? (stderr === "" ? void 0 : stderr);
    return `Codex ${ended} before its turn completed${detail2 === void 0 ? "" : `: ${detail2}`}`;
  }
  if (kind === "permission-denied" && !isError) return `Codex declined ${state.declined} command(s)`;
  if (!isError) return void 0;
  return state.turnFailed ?? lastError ?? (stderr === "" ? void 0 : stderr);
}
function usageOf3(totals, prompt, finalOutput, reasoningChars) {
  const { input, cached, cacheWrite, output, reasoning } = totals;
  return {
    ...input === void 0 ? {} : { inputTokens: input },
    ...output === void 0 ? {} : { outputTokens: output },
    ...reasoning === void 0 ? {} : { reasoningTokens: reasoning },
    ...cached === void 0 ? {} : { cacheTokens: cached, cacheReadTokens: cached },
    ...cacheWrite === void 0 ? {} : { cacheWriteTokens: cacheWrite },
    ...input === void 0 || output === void 0 ? {} : { totalTokens: input + output },
    inputChars: prompt.length,
    outputChars: finalOutput.length,
    reasoningChars,
    source: {
      input: input === void 0 ? "chars" : "provider",
      output: output === void 0 ? "chars" : "provider",
      reasoning: reasoning === void 0 ? "chars" : "provider"
    }
  };
}
var SHELLS = /* @__PURE__ */ new Set(["bash", "sh", "zsh", "dash", "ksh"]);
var SHELL_FLAGS = /^-(?:l?c|cl)$/;
function unwrapShellCommand(command) {
  const words = typeof command === "string" ? shellWords(command) : [...command];
  if (words === void 0 || words.length !== 3) {
    return typeof command === "string" ? command : command.join(" ");
  }
  const [shell = "", flag = "", script = ""] = words;
  if (SHELLS.has(posix6.basename(shell)) && SHELL_FLAGS.test(flag)) return script;
  return typeof command === "string" ? command : command.join(" ");
}
function shellWords(line) {
  const words = [];
  let word;
  let i = 0;
  while (i < line.length) {
    const char = line.charAt(i);
    if (char === " " || char === "	" || char === "\n") {
      if (word !== void 0) words.push(word);
      word = void 0;
      i += 1;
    } else if (char === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) return void 0;
      word = (word ?? "") + line.slice(i + 1, end);
      i = end + 1;
    } else if (char === '"') {
      let value = "";
      let j = i + 1;
      for (; j < line.length && line.charAt(j) !== '"'; j += 1) {
        const inner = line.charAt(j);
        const next = line.charAt(j + 1);
        if (inner === "\\" && (next === '"' || next === "\\" || next === "$" || next === "`" || next === "\n")) {
          if (next !== "\n") value += next;
          j += 1;
        } else if (inner === "$" || inner === "`") {
          return void 0;
        } else {
          value += inner;
        }
      }
      if (j >= line.length) return void 0;
      word = (word ?? "") + value;
      i = j + 1;
    } else if (char === "\\") {
      const next = line.charAt(i + 1);
      if (next !== "\n") word = (word ?? "") + next;
      i += 2;
    } else if ("|&;<>()`$*?[".includes(char) || word === void 0 && (char === "#" || char === "~")) {
      return void 0;
    } else {
      word = (word ?? "") + char;
      i += 1;
    }
  }
  if (word !== void 0) words.push(word);
  return words;
}

// src/runners/is-record.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/runners/codex-rollout/stream-schema.ts
function lenient4(schema) {
  return schema.optional().catch(void 0);
}
var rolloutLineSchema = external_exports.looseObject({
  type: external_exports.string(),
  timestamp: lenient4(external_exports.string()),
  payload: external_exports.unknown().optional()
});
var payloadTypeSchema = external_exports.looseObject({ type: lenient4(external_exports.string()) });
var sessionMetaSchema = external_exports.looseObject({
  id: lenient4(external_exports.string()),
  cwd: lenient4(external_exports.string()),
  cli_version: lenient4(external_exports.string())
});
var turnContextSchema = external_exports.looseObject({ model: lenient4(external_exports.string()), cwd: lenient4(external_exports.string()) });
var contentPartSchema = external_exports.looseObject({ type: lenient4(external_exports.string()), text: lenient4(external_exports.string()) });
var messageItemSchema = external_exports.looseObject({
  type: external_exports.literal("message"),
  role: external_exports.string(),
  content: external_exports.array(contentPartSchema.catch({})).catch([]),
  /** `commentary` | `final_answer` on newer assistant messages. */
  phase: lenient4(external_exports.string())
});
var reasoningItemSchema2 = external_exports.looseObject({
  type: external_exports.literal("reasoning"),
  summary: external_exports.array(contentPartSchema.catch({})).catch([])
});
var functionCallSchema = external_exports.looseObject({
  type: external_exports.literal("function_call"),
  name: external_exports.string(),
  arguments: lenient4(external_exports.string()),
  call_id: external_exports.string()
});
var customToolCallSchema = external_exports.looseObject({
  type: external_exports.literal("custom_tool_call"),
  name: external_exports.string(),
  input: lenient4(external_exports.string()),
  call_id: external_exports.string(),
  status: lenient4(external_exports.string())
});
var localShellCallSchema = external_exports.looseObject({
  type: external_exports.literal("local_shell_call"),
  call_id: lenient4(external_exports.string()),
  id: lenient4(external_exports.string()),
  status: lenient4(external_exports.string()),
  action: lenient4(external_exports.looseObject({ command: lenient4(external_exports.array(external_exports.string())) }))
});
var webSearchCallSchema = external_exports.looseObject({
  type: external_exports.literal("web_search_call"),
  id: lenient4(external_exports.string()),
  status: lenient4(external_exports.string()),
  action: external_exports.unknown().optional()
});
var callOutputSchema = external_exports.looseObject({
  type: external_exports.enum(["function_call_output", "custom_tool_call_output"]),
  call_id: external_exports.string(),
  output: lenient4(
    external_exports.union([external_exports.string(), external_exports.looseObject({ content: lenient4(external_exports.string()), success: lenient4(external_exports.boolean()) })])
  )
});
var wrappedOutputSchema = external_exports.looseObject({
  output: lenient4(external_exports.string()),
  metadata: lenient4(external_exports.looseObject({ exit_code: lenient4(external_exports.number().int()) }))
});
var textEventSchema = external_exports.looseObject({
  type: external_exports.enum(["agent_message", "user_message", "agent_reasoning"]),
  message: lenient4(external_exports.string()),
  text: lenient4(external_exports.string())
});
var tokenUsageSchema = external_exports.looseObject({
  input_tokens: lenient4(external_exports.number()),
  cached_input_tokens: lenient4(external_exports.number()),
  output_tokens: lenient4(external_exports.number()),
  reasoning_output_tokens: lenient4(external_exports.number()),
  total_tokens: lenient4(external_exports.number())
});
var tokenCountSchema = external_exports.looseObject({
  type: external_exports.literal("token_count"),
  info: lenient4(external_exports.looseObject({ total_token_usage: lenient4(tokenUsageSchema) }))
});
var errorEventSchema = external_exports.looseObject({
  type: external_exports.literal("error"),
  message: lenient4(external_exports.string())
});
var turnAbortedSchema = external_exports.looseObject({
  type: external_exports.literal("turn_aborted"),
  reason: lenient4(external_exports.string())
});
var taskCompleteSchema = external_exports.looseObject({
  type: external_exports.literal("task_complete"),
  last_agent_message: lenient4(external_exports.string())
});
var shellArgumentsSchema = external_exports.looseObject({
  cmd: lenient4(external_exports.union([external_exports.string(), external_exports.array(external_exports.string())])),
  command: lenient4(external_exports.union([external_exports.string(), external_exports.array(external_exports.string())])),
  session_id: lenient4(external_exports.union([external_exports.number(), external_exports.string()]))
});

// src/runners/codex-rollout/normalize.ts
function createCodexRolloutNormalizer(input) {
  const state = createState4(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, rolloutLineSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === void 0 || parsed === UNPARSED) return;
      onLine(state, parsed.event.type, parsed.event.payload, parsed.event.timestamp);
    },
    stepsSoFar: () => state.modelCalls > 0 ? state.modelCalls : countToolCalls(state.events),
    finish(outcome) {
      return buildReport4(state, outcome);
    }
  };
}
var SHELL_FUNCTIONS = /* @__PURE__ */ new Set(["exec_command", "shell", "shell_command", "container.exec"]);
var STDIN_FUNCTION = "write_stdin";
var AUTH_FAILURE2 = /\bstatus\W{0,3}(?:401|403)\b|\b(?:401 Unauthorized|403 Forbidden)\b/i;
function createState4(input) {
  return {
    input,
    events: [],
    calls: /* @__PURE__ */ new Map(),
    runningCommands: /* @__PURE__ */ new Map(),
    skillEvidence: [],
    reads: /* @__PURE__ */ new Set(),
    writes: /* @__PURE__ */ new Set(),
    itemMessages: /* @__PURE__ */ new Set(),
    itemReasoning: /* @__PURE__ */ new Set(),
    sawAgentMessages: false,
    sawAgentReasoning: false,
    eventReasoningChars: 0,
    itemReasoningChars: 0,
    unparsedLines: 0,
    recognizedLines: 0,
    modelCalls: 0,
    anonymousCalls: 0,
    task: "none"
  };
}
function onLine(state, type, payload, timestamp2) {
  const at = timestamp2 === void 0 ? {} : { at: timestamp2 };
  switch (type) {
    case "session_meta": {
      const meta = sessionMetaSchema.safeParse(payload).data;
      state.recognizedLines += 1;
      state.sessionId ??= meta?.id;
      state.agentVersion ??= meta?.cli_version;
      state.transcriptCwd ??= meta?.cwd;
      return;
    }
    case "turn_context": {
      const context = turnContextSchema.safeParse(payload).data;
      state.model ??= context?.model;
      state.transcriptCwd ??= context?.cwd;
      return;
    }
    case "token_usage_record":
      state.modelCalls += 1;
      return;
    case "response_item":
      state.recognizedLines += 1;
      onResponseItem(state, payload, at);
      return;
    case "event_msg":
      state.recognizedLines += 1;
      onEventMsg(state, payload, at);
      return;
    default:
      return;
  }
}
function resolve2(state, path) {
  const base = state.input.cwd !== "" ? state.input.cwd : state.transcriptCwd ?? "";
  return resolvePath(base, path, { keepWithoutCwd: true });
}
function onResponseItem(state, payload, at) {
  switch (payloadTypeSchema.safeParse(payload).data?.type) {
    case "message": {
      const item = messageItemSchema.safeParse(payload).data;
      if (item?.role !== "assistant") return;
      const text = item.content.flatMap((part) => part.text ?? []).join("");
      const phase = item.phase === "final_answer" ? "final" : item.phase === "commentary" ? "commentary" : void 0;
      const event = {
        type: "message",
        role: "assistant",
        ...phase === void 0 ? {} : { phase },
        text,
        ...at
      };
      state.events.push(event);
      state.itemMessages.add(event);
      state.lastItemMessage = text;
      return;
    }
    case "reasoning": {
      const item = reasoningItemSchema2.safeParse(payload).data;
      if (item === void 0) return;
      const text = item.summary.flatMap((part) => part.text ?? []).join("\n");
      if (text === "") return;
      const event = { type: "message", role: "assistant", phase: "thinking", text, ...at };
      state.events.push(event);
      state.itemReasoning.add(event);
      state.itemReasoningChars += text.length;
      return;
    }
    case "function_call": {
      const item = functionCallSchema.safeParse(payload).data;
      if (item !== void 0) onFunctionCall(state, item.name, item.arguments, item.call_id, at);
      return;
    }
    case "custom_tool_call": {
      const item = customToolCallSchema.safeParse(payload).data;
      if (item === void 0) return;
      const call = openCall2(state, item.call_id, item.name, item.input ?? "", at);
      if (item.name === "apply_patch" && item.input !== void 0) call.patchPaths = patchPaths(item.input);
      return;
    }
    case "local_shell_call": {
      const item = localShellCallSchema.safeParse(payload).data;
      const argv = item?.action?.command;
      if (item === void 0 || argv === void 0) return;
      const id = item.call_id ?? item.id ?? `anonymous_${++state.anonymousCalls}`;
      const call = openCall2(state, id, "local_shell", { command: argv }, at);
      call.command = { type: "command", command: unwrapShellCommand(argv), ...at };
      state.events.push(call.command);
      return;
    }
    case "web_search_call": {
      const item = webSearchCallSchema.safeParse(payload).data;
      if (item === void 0) return;
      const id = item.id ?? `anonymous_${++state.anonymousCalls}`;
      openCall2(state, id, "web_search", item.action === void 0 ? {} : { action: item.action }, at);
      return;
    }
    case "function_call_output":
    case "custom_tool_call_output": {
      const item = callOutputSchema.safeParse(payload).data;
      if (item !== void 0) onCallOutput(state, item, at);
      return;
    }
    default:
      return;
  }
}
function openCall2(state, id, tool, args, at) {
  const call = { tool };
  state.calls.set(id, call);
  state.events.push({ type: "toolCall", tool, args, callId: id, ...at });
  return call;
}
function onFunctionCall(state, name, rawArgs, id, at) {
  const args = parseArguments(rawArgs);
  const call = openCall2(state, id, name, args, at);
  const shellArgs = shellArgumentsSchema.safeParse(args).data;
  if (SHELL_FUNCTIONS.has(name)) {
    const raw = shellArgs?.cmd ?? shellArgs?.command;
    if (raw === void 0) return;
    call.command = { type: "command", command: unwrapShellCommand(raw), ...at };
    state.events.push(call.command);
  } else if (name === STDIN_FUNCTION && shellArgs?.session_id !== void 0) {
    call.stdinSession = String(shellArgs.session_id);
  }
}
function parseArguments(raw) {
  if (raw === void 0) return {};
  try {
    const value = JSON.parse(raw);
    return isRecord(value) ? value : raw;
  } catch {
    return raw;
  }
}
function onCallOutput(state, item, at) {
  const call = state.calls.get(item.call_id);
  state.calls.delete(item.call_id);
  const { text, exitCode, success } = readOutput(item.output);
  const isError = success === false || exitCode !== void 0 && exitCode !== 0;
  state.events.push({
    type: "toolResult",
    ...call === void 0 ? {} : { tool: call.tool },
    output: clipOutput(text),
    callId: item.call_id,
    isError,
    ...at
  });
  if (call === void 0) return;
  if (call.command !== void 0) {
    const session = /Process running with session ID (\d+)/.exec(text)?.[1];
    if (exitCode === void 0 && session !== void 0) state.runningCommands.set(session, call.command);
    else settleCommand(state, call.command, exitCode ?? (success === true ? 0 : null), at);
  } else if (call.stdinSession !== void 0 && exitCode !== void 0) {
    const command = state.runningCommands.get(call.stdinSession);
    state.runningCommands.delete(call.stdinSession);
    if (command !== void 0) settleCommand(state, command, exitCode, at);
  }
  if (call.patchPaths !== void 0 && !isError) {
    for (const raw of call.patchPaths) {
      const path = resolve2(state, raw);
      state.events.push({ type: "fileWrite", path, ...at });
      state.writes.add(path);
    }
  }
}
function settleCommand(state, command, exitCode, at) {
  command.exitCode = exitCode;
  if (exitCode !== 0) return;
  for (const path of extractShellReads(command.command)) recordRead(state, resolve2(state, path), at);
}
function readOutput(output) {
  if (output === void 0) return { text: "" };
  if (typeof output !== "string") {
    const text = output.content ?? "";
    const exitCode2 = exitCodeIn(text);
    return { text, ...exitCode2 === void 0 ? {} : { exitCode: exitCode2 }, ...optionalSuccess(output.success) };
  }
  if (output.startsWith("{")) {
    let json;
    try {
      json = JSON.parse(output);
    } catch {
      json = void 0;
    }
    const wrapped = wrappedOutputSchema.safeParse(json).data;
    if (wrapped?.output !== void 0) {
      const exitCode2 = wrapped.metadata?.exit_code ?? exitCodeIn(wrapped.output);
      return { text: wrapped.output, ...exitCode2 === void 0 ? {} : { exitCode: exitCode2 } };
    }
  }
  const exitCode = exitCodeIn(output);
  return { text: output, ...exitCode === void 0 ? {} : { exitCode } };
}
function optionalSuccess(success) {
  return success === void 0 ? {} : { success };
}
function exitCodeIn(text) {
  const match = /Process exited with code (-?\d+)/.exec(text) ?? /^Exit code: (-?\d+)/m.exec(text);
  return match?.[1] === void 0 ? void 0 : Number(match[1]);
}
function patchPaths(patch) {
  const paths = [];
  for (const line of patch.split("\n")) {
    const match = /^\*\*\* (?:Add File|Update File|Delete File|Move to): (.+)$/.exec(line.trimEnd());
    const path = match?.[1]?.trim();
    if (path !== void 0 && path !== "" && !paths.includes(path)) paths.push(path);
  }
  return paths;
}
function onEventMsg(state, payload, at) {
  const type = payloadTypeSchema.safeParse(payload).data?.type;
  switch (type) {
    case "agent_message":
    case "user_message":
    case "agent_reasoning": {
      const item = textEventSchema.safeParse(payload).data;
      const text = item?.message ?? item?.text;
      if (text === void 0) return;
      if (type === "agent_reasoning") {
        state.sawAgentReasoning = true;
        state.eventReasoningChars += text.length;
        state.events.push({ type: "message", role: "assistant", phase: "thinking", text, ...at });
      } else if (type === "agent_message") {
        state.sawAgentMessages = true;
        state.lastAgentMessage = text;
        state.events.push({ type: "message", role: "assistant", text, ...at });
      } else {
        state.events.push({ type: "message", role: "user", text, ...at });
      }
      return;
    }
    case "token_count": {
      const usage = tokenCountSchema.safeParse(payload).data?.info?.total_token_usage;
      if (usage !== void 0) state.usage = usage;
      return;
    }
    case "task_started":
      state.task = "open";
      state.turnError = void 0;
      state.abortReason = void 0;
      return;
    case "task_complete":
      state.task = "complete";
      state.lastTaskMessage = taskCompleteSchema.safeParse(payload).data?.last_agent_message;
      return;
    case "turn_aborted":
      state.task = "aborted";
      state.abortReason = turnAbortedSchema.safeParse(payload).data?.reason ?? "aborted";
      return;
    case "error":
      state.turnError = errorEventSchema.safeParse(payload).data?.message ?? "error";
      return;
    default:
      return;
  }
}
function buildReport4(state, outcome) {
  const events = state.events.filter(
    (event) => !(state.sawAgentMessages && state.itemMessages.has(event)) && !(state.sawAgentReasoning && state.itemReasoning.has(event))
  );
  const reasoningChars = state.sawAgentReasoning ? state.eventReasoningChars : state.itemReasoningChars;
  const finalOutput = (state.sawAgentMessages ? state.lastAgentMessage : state.lastItemMessage) ?? state.lastTaskMessage ?? "";
  const errorKind = classifyError3(state, outcome);
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf4(state, outcome, errorKind);
  return {
    runner: state.input.runner,
    ...state.sessionId === void 0 ? {} : { sessionId: state.sessionId },
    prompt: state.input.prompt,
    finalOutput,
    events,
    detectedSkills,
    attemptedSkills,
    files: {
      observedReads: reads,
      observedSkillReads: skillFileReads(reads),
      observedWrites: [...state.writes]
    },
    usage: usageOf4(state.usage, state.input.prompt, finalOutput, reasoningChars),
    ...state.modelCalls === 0 ? {} : { modelCalls: state.modelCalls },
    ...state.agentVersion === void 0 ? {} : { agentVersion: state.agentVersion },
    ...state.model === void 0 ? {} : { model: state.model },
    durationMs: outcome.durationMs,
    isError: errorKind !== void 0,
    ...errorKind === void 0 ? {} : { errorKind },
    ...errorMessage === void 0 ? {} : { errorMessage },
    unparsedLines: state.unparsedLines,
    rawArtifacts: {}
  };
}
function classifyError3(state, outcome) {
  if (outcome.timedOut) return "timeout";
  if (state.turnError !== void 0) return AUTH_FAILURE2.test(state.turnError) ? "auth" : "api-error";
  if (state.recognizedLines === 0 || state.task === "open" || state.task === "aborted") return "crash";
  return void 0;
}
function errorMessageOf4(state, outcome, kind) {
  const stderr = outcome.stderrTail.trim();
  const detail2 = stderr === "" ? "" : `: ${stderr}`;
  if (kind === "timeout") return `Timed out after ${outcome.durationMs} ms${detail2}`;
  if (kind === "api-error" || kind === "auth") return state.turnError;
  if (kind !== "crash") return void 0;
  if (state.recognizedLines === 0) return `The Codex rollout has no session record${detail2}`;
  if (state.task === "aborted") return `Codex turn aborted (${state.abortReason ?? "aborted"})${detail2}`;
  const unanswered = state.calls.size === 0 ? "" : ` with ${state.calls.size} tool call(s) unanswered`;
  return `The Codex rollout ends before its task completed${unanswered}${detail2}`;
}
function usageOf4(usage, prompt, finalOutput, reasoningChars) {
  const input = usage?.input_tokens;
  const output = usage?.output_tokens;
  const reasoning = usage?.reasoning_output_tokens;
  const cached = usage?.cached_input_tokens;
  return {
    ...input === void 0 ? {} : { inputTokens: input },
    ...output === void 0 ? {} : { outputTokens: output },
    ...reasoning === void 0 ? {} : { reasoningTokens: reasoning },
    ...cached === void 0 ? {} : { cacheTokens: cached, cacheReadTokens: cached },
    ...input === void 0 || output === void 0 ? {} : { totalTokens: input + output },
    inputChars: prompt.length,
    outputChars: finalOutput.length,
    reasoningChars,
    source: {
      input: input === void 0 ? "chars" : "provider",
      output: output === void 0 ? "chars" : "provider",
      reasoning: reasoning === void 0 ? "chars" : "provider"
    }
  };
}

// src/runners/command/normalize.ts
function createTextNormalizer(input) {
  const lines = [];
  return {
    push(line) {
      lines.push(line.endsWith("\r") ? line.slice(0, -1) : line);
    },
    stepsSoFar: () => 0,
    finish(outcome) {
      return buildReport5(input, lines.join("\n").trimEnd(), outcome);
    }
  };
}
function buildReport5(input, finalOutput, outcome) {
  const errorKind = classifyError4(outcome);
  const events = finalOutput === "" ? [] : [{ type: "message", role: "assistant", phase: "final", text: finalOutput }];
  const errorMessage = errorMessageOf5(outcome, errorKind);
  return {
    runner: input.runner,
    prompt: input.prompt,
    finalOutput,
    events,
    detectedSkills: [],
    attemptedSkills: [],
    files: { observedReads: [], observedSkillReads: [], observedWrites: [] },
    usage: {
      inputChars: input.prompt.length,
      outputChars: finalOutput.length,
      reasoningChars: 0,
      source: { input: "chars", output: "chars", reasoning: "chars" }
    },
    durationMs: outcome.durationMs,
    isError: errorKind !== void 0,
    ...errorKind === void 0 ? {} : { errorKind },
    ...errorMessage === void 0 ? {} : { errorMessage },
    unparsedLines: 0,
    rawArtifacts: {}
  };
}
function classifyError4(outcome) {
  if (outcome.timedOut) return "timeout";
  if (outcome.exitCode !== 0 || (outcome.signal ?? null) !== null) return "crash";
  return void 0;
}
function errorMessageOf5(outcome, kind) {
  if (kind === void 0) return void 0;
  const stderr = outcome.stderrTail.trim();
  const withStderr = stderr === "" ? "" : `: ${stderr}`;
  if (kind === "timeout") return `Timed out after ${outcome.durationMs} ms${withStderr}`;
  const ended = describeExit(outcome);
  return `The command ${ended}${withStderr}`;
}

// src/runners/copilot/stream-schema.ts
function lenient5(schema) {
  return schema.optional().catch(void 0);
}
var record = external_exports.record(external_exports.string(), external_exports.unknown());
var envelopeSchema = external_exports.looseObject({
  type: external_exports.string(),
  data: record.catch({}).default({}),
  id: lenient5(external_exports.string()),
  timestamp: lenient5(external_exports.string())
});
var sessionStartSchema = external_exports.looseObject({
  sessionId: lenient5(external_exports.string()),
  selectedModel: lenient5(external_exports.string()),
  model: lenient5(external_exports.string()),
  copilotVersion: lenient5(external_exports.string())
});
var modelChangeSchema = external_exports.looseObject({
  newModel: lenient5(external_exports.string()),
  chosenModel: lenient5(external_exports.string())
});
var sessionErrorSchema = external_exports.looseObject({
  errorType: lenient5(external_exports.string()),
  statusCode: lenient5(external_exports.number()),
  message: lenient5(external_exports.string())
});
var userMessageSchema = external_exports.looseObject({ content: lenient5(external_exports.string()) });
var assistantMessageSchema = external_exports.looseObject({
  messageId: lenient5(external_exports.string()),
  model: lenient5(external_exports.string()),
  content: lenient5(external_exports.string()),
  phase: lenient5(external_exports.string()),
  outputTokens: lenient5(external_exports.number()),
  parentToolCallId: lenient5(external_exports.string()),
  toolRequests: lenient5(
    external_exports.array(
      external_exports.looseObject({
        toolCallId: lenient5(external_exports.string()),
        name: lenient5(external_exports.string()),
        arguments: external_exports.unknown().optional()
      }).catch({})
    )
  )
});
var reasoningSchema = external_exports.looseObject({
  reasoningId: lenient5(external_exports.string()),
  content: lenient5(external_exports.string())
});
var assistantUsageSchema = external_exports.looseObject({
  model: lenient5(external_exports.string()),
  inputTokens: lenient5(external_exports.number()),
  outputTokens: lenient5(external_exports.number()),
  cacheReadTokens: lenient5(external_exports.number()),
  cacheWriteTokens: lenient5(external_exports.number())
});
var toolStartSchema = external_exports.looseObject({
  toolCallId: lenient5(external_exports.string()),
  toolName: lenient5(external_exports.string()),
  /** An object, or sometimes its JSON text. */
  arguments: external_exports.unknown().optional(),
  parentToolCallId: lenient5(external_exports.string())
});
var toolCompleteSchema = external_exports.looseObject({
  toolCallId: lenient5(external_exports.string()),
  toolName: lenient5(external_exports.string()),
  success: lenient5(external_exports.boolean()),
  result: lenient5(
    external_exports.union([
      external_exports.string(),
      external_exports.looseObject({ content: lenient5(external_exports.string()), detailedContent: lenient5(external_exports.string()) })
    ])
  ),
  error: lenient5(
    external_exports.union([external_exports.string(), external_exports.looseObject({ message: lenient5(external_exports.string()), code: lenient5(external_exports.string()) })])
  )
});
var sessionShutdownSchema = external_exports.looseObject({
  modelMetrics: lenient5(
    external_exports.record(external_exports.string(), external_exports.looseObject({ usage: lenient5(assistantUsageSchema) }).catch({}))
  )
});
var resultLineSchema2 = external_exports.looseObject({
  type: external_exports.literal("result"),
  sessionId: lenient5(external_exports.string()),
  exitCode: lenient5(external_exports.number()),
  usage: lenient5(
    external_exports.looseObject({
      premiumRequests: lenient5(external_exports.number()),
      inputTokens: lenient5(external_exports.number()),
      outputTokens: lenient5(external_exports.number()),
      cacheReadTokens: lenient5(external_exports.number()),
      cacheWriteTokens: lenient5(external_exports.number())
    })
  )
});

// src/runners/copilot/normalize.ts
function createCopilotNormalizer(input) {
  const state = createState5(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, envelopeSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === void 0 || parsed === UNPARSED) return;
      onEvent(state, parsed.event, parsed.json);
    },
    stepsSoFar: () => state.messageIds.size,
    finish(outcome) {
      return buildReport6(state, outcome);
    }
  };
}
var SHELL_TOOLS3 = /* @__PURE__ */ new Set(["bash", "powershell", "shell", "local_shell"]);
var READ_TOOLS3 = /* @__PURE__ */ new Set(["view", "read", "read_file"]);
var WRITE_TOOLS3 = /* @__PURE__ */ new Set(["create", "edit", "str_replace", "write", "write_file", "insert"]);
var EDITOR_TOOL = "str_replace_editor";
var EDITOR_WRITES = /* @__PURE__ */ new Set(["create", "str_replace", "insert", "undo_edit"]);
var DENIED_CODES = /* @__PURE__ */ new Set(["denied", "permission_denied", "rejected", "user_rejected"]);
var TOKEN_KEYS = [
  "inputTokens",
  "outputTokens",
  "cacheReadTokens",
  "cacheWriteTokens"
];
function createState5(input) {
  return {
    input,
    events: [],
    calls: /* @__PURE__ */ new Map(),
    requested: /* @__PURE__ */ new Map(),
    skillEvidence: [],
    reads: /* @__PURE__ */ new Set(),
    writes: /* @__PURE__ */ new Set(),
    messageIds: /* @__PURE__ */ new Set(),
    reasoningIds: /* @__PURE__ */ new Set(),
    deniedCalls: 0,
    reasoningChars: 0,
    unparsedLines: 0,
    callUsages: []
  };
}
function onEvent(state, event, json) {
  const at = event.timestamp === void 0 ? {} : { at: event.timestamp };
  const data = event.data;
  switch (event.type) {
    case "session.start": {
      const start = sessionStartSchema.parse(data);
      state.sessionId = start.sessionId ?? state.sessionId;
      state.model = start.selectedModel ?? start.model ?? state.model;
      state.agentVersion = start.copilotVersion ?? state.agentVersion;
      return;
    }
    case "session.model_change":
    case "session.auto_mode_resolved": {
      const change = modelChangeSchema.parse(data);
      state.model = change.newModel ?? change.chosenModel ?? state.model;
      return;
    }
    case "session.error":
      state.sessionError = sessionErrorSchema.parse(data);
      return;
    case "session.shutdown": {
      const metrics = Object.values(sessionShutdownSchema.parse(data).modelMetrics ?? {});
      const usages = metrics.flatMap(
        (metric) => metric.usage === void 0 ? [] : [tokenCounts(metric.usage)]
      );
      if (usages.length > 0) state.shutdownUsage = sumUsage(usages);
      return;
    }
    case "user.message": {
      const text = userMessageSchema.parse(data).content ?? "";
      if (text !== "") state.events.push({ type: "message", role: "user", text, ...at });
      return;
    }
    case "assistant.message":
      onAssistantMessage(state, data, at);
      return;
    case "assistant.reasoning": {
      const reasoning = reasoningSchema.parse(data);
      const text = reasoning.content ?? "";
      if (text === "" || reasoning.reasoningId !== void 0 && state.reasoningIds.has(reasoning.reasoningId))
        return;
      if (reasoning.reasoningId !== void 0) state.reasoningIds.add(reasoning.reasoningId);
      state.events.push({ type: "message", role: "assistant", phase: "thinking", text, ...at });
      state.reasoningChars += text.length;
      return;
    }
    case "assistant.usage":
      state.callUsages.push(tokenCounts(assistantUsageSchema.parse(data)));
      return;
    case "tool.execution_start":
      onToolStart(state, data, at);
      return;
    case "tool.execution_complete":
      onToolComplete(state, data, at);
      return;
    case "result": {
      const result = resultLineSchema2.safeParse(json);
      if (!result.success) {
        state.unparsedLines += 1;
        return;
      }
      state.result = result.data;
      state.sessionId = result.data.sessionId ?? state.sessionId;
      return;
    }
  }
}
function onAssistantMessage(state, data, at) {
  const message = assistantMessageSchema.parse(data);
  if (message.messageId !== void 0) state.messageIds.add(message.messageId);
  if (message.outputTokens !== void 0)
    state.messageOutputTokens = (state.messageOutputTokens ?? 0) + message.outputTokens;
  for (const request of message.toolRequests ?? []) {
    if (request.toolCallId === void 0 || request.name === void 0) continue;
    state.requested.set(request.toolCallId, { name: request.name, args: request.arguments });
  }
  const topLevel = message.parentToolCallId === void 0;
  if (topLevel && message.model !== void 0) state.model = message.model;
  const text = message.content ?? "";
  if (text === "") return;
  const phase = message.phase === "commentary" ? "commentary" : message.phase === "final" ? "final" : void 0;
  state.events.push({
    type: "message",
    role: "assistant",
    ...phase === void 0 ? {} : { phase },
    text,
    ...at
  });
  if (topLevel) state.lastTopLevelText = text;
}
function onToolStart(state, data, at) {
  const start = toolStartSchema.parse(data);
  const name = start.toolName ?? (start.toolCallId === void 0 ? void 0 : state.requested.get(start.toolCallId)?.name);
  if (name === void 0) {
    state.unparsedLines += 1;
    return;
  }
  startCall(state, name, start.arguments, start.toolCallId, start.parentToolCallId, at);
}
function startCall(state, tool, rawArgs, callId, parentCallId, at) {
  const args = parseArgs(rawArgs);
  state.events.push({
    type: "toolCall",
    tool,
    ...rawArgs === void 0 ? {} : { args },
    ...callId === void 0 ? {} : { callId },
    ...parentCallId === void 0 ? {} : { parentCallId },
    ...at
  });
  const call = { tool };
  if (callId !== void 0) state.calls.set(callId, call);
  const fields = isRecord(args) ? args : {};
  const command = SHELL_TOOLS3.has(tool) ? stringField(fields, "command") : void 0;
  if (command !== void 0) {
    call.command = { type: "command", command, ...at };
    state.events.push(call.command);
    for (const path2 of extractShellReads(command))
      recordRead(state, resolvePath(state.input.cwd, path2, { keepWithoutCwd: true }), at);
  }
  const path = stringField(fields, "path") ?? stringField(fields, "file_path") ?? stringField(fields, "filePath");
  const editorCommand = tool === EDITOR_TOOL ? stringField(fields, "command") : void 0;
  if (path !== void 0 && (READ_TOOLS3.has(tool) || editorCommand === "view"))
    recordRead(state, resolvePath(state.input.cwd, path, { keepWithoutCwd: true }), at);
  if (path !== void 0 && (WRITE_TOOLS3.has(tool) || editorCommand !== void 0 && EDITOR_WRITES.has(editorCommand))) {
    const written = resolvePath(state.input.cwd, path, { keepWithoutCwd: true });
    state.events.push({ type: "fileWrite", path: written, ...at });
    state.writes.add(written);
  }
  if (tool === "skill") {
    const skill = normalizeSkillName(stringField(fields, "skill") ?? stringField(fields, "name") ?? "");
    if (skill !== "") {
      call.skill = { kind: "skill-tool", skill, ok: false, tool };
      state.skillEvidence.push(call.skill);
    }
  }
  return call;
}
function onToolComplete(state, data, at) {
  const done = toolCompleteSchema.parse(data);
  const callId = done.toolCallId;
  let call = callId === void 0 ? void 0 : state.calls.get(callId);
  if (call === void 0 && callId !== void 0) {
    const requested = state.requested.get(callId);
    if (requested !== void 0)
      call = startCall(state, requested.name, requested.args, callId, void 0, at);
  }
  if (callId !== void 0) state.calls.delete(callId);
  const error = typeof done.error === "string" ? { message: done.error } : done.error;
  const isError = done.success === false || error !== void 0;
  const result = typeof done.result === "string" ? { content: done.result } : done.result;
  const output = isError ? error?.message ?? result?.content ?? "" : result?.detailedContent ?? result?.content ?? "";
  const denied = isError && (error?.code !== void 0 && DENIED_CODES.has(error.code.toLowerCase()) || /^(?:denied|permission denied|the user rejected)/i.test(error?.message ?? ""));
  const tool = call?.tool ?? done.toolName;
  state.events.push({
    type: "toolResult",
    ...tool === void 0 ? {} : { tool },
    output: clipOutput(output),
    ...callId === void 0 ? {} : { callId },
    isError,
    ...at
  });
  if (denied) state.deniedCalls += 1;
  if (call?.command !== void 0) {
    call.command.exitCode = denied ? null : exitCodeFrom3(output) ?? (isError ? null : 0);
    if (denied) call.command.denied = true;
  }
  if (call?.skill !== void 0) {
    call.skill.ok = !isError;
    if (isError) call.skill.error = output === "" ? "error" : output;
    state.events.push({
      type: "skillSignal",
      skill: call.skill.skill,
      signal: isError ? "skill-tool-error" : "skill-tool",
      ...at
    });
  }
}
function buildReport6(state, outcome) {
  for (const call of state.calls.values()) {
    if (call.skill !== void 0) call.skill.error ??= "no tool result";
  }
  const errorKind = classifyError5(state, outcome);
  const isError = errorKind !== void 0 && errorKind !== "permission-denied";
  const finalOutput = state.lastTopLevelText ?? "";
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf6(state, outcome, errorKind);
  return {
    runner: state.input.runner,
    ...state.sessionId === void 0 ? {} : { sessionId: state.sessionId },
    prompt: state.input.prompt,
    finalOutput,
    events: state.events,
    detectedSkills,
    attemptedSkills,
    files: {
      observedReads: reads,
      observedSkillReads: skillFileReads(reads),
      observedWrites: [...state.writes]
    },
    usage: usageOf5(state, finalOutput),
    modelCalls: state.messageIds.size,
    ...state.agentVersion === void 0 ? {} : { agentVersion: state.agentVersion },
    ...state.model === void 0 ? {} : { model: state.model },
    durationMs: outcome.durationMs,
    isError,
    ...errorKind === void 0 ? {} : { errorKind },
    ...errorMessage === void 0 ? {} : { errorMessage },
    unparsedLines: state.unparsedLines,
    rawArtifacts: {}
  };
}
var AUTH_PATTERN = /\b(?:401|403|unauthori[sz]ed|authenticat\w*|not logged in|log ?in|token)\b/i;
function classifyError5(state, outcome) {
  if (outcome.timedOut) return "timeout";
  const result = state.result;
  const failed = result === void 0 || result.exitCode !== void 0 && result.exitCode !== 0;
  if (!failed) return state.deniedCalls > 0 ? "permission-denied" : void 0;
  const error = state.sessionError;
  if (error !== void 0) {
    const auth = error.statusCode === 401 || error.statusCode === 403 || /auth/i.test(error.errorType ?? "") || AUTH_PATTERN.test(error.message ?? "");
    return auth ? "auth" : "api-error";
  }
  return AUTH_PATTERN.test(outcome.stderrTail) && result === void 0 ? "auth" : "crash";
}
function errorMessageOf6(state, outcome, kind) {
  const stderr = outcome.stderrTail.trim();
  const withStderr = stderr === "" ? "" : `: ${stderr}`;
  if (kind === void 0) return void 0;
  if (kind === "timeout") return `Timed out after ${outcome.durationMs} ms${withStderr}`;
  if (kind === "permission-denied") return `Permission denied for ${state.deniedCalls} tool call(s)`;
  if (state.sessionError?.message !== void 0) return state.sessionError.message;
  if (state.result !== void 0) return `Copilot ended with exit code ${state.result.exitCode}${withStderr}`;
  const ended = describeExit(outcome);
  return `Copilot ${ended} without a result line${withStderr}`;
}
function usageOf5(state, finalOutput) {
  const chars = {
    inputChars: state.input.prompt.length,
    outputChars: finalOutput.length,
    reasoningChars: state.reasoningChars
  };
  const resultUsage = state.result?.usage === void 0 ? void 0 : tokenCounts(state.result.usage);
  const resultTokens = resultUsage?.inputTokens !== void 0 || resultUsage?.outputTokens !== void 0 ? resultUsage : void 0;
  const usage = state.shutdownUsage ?? (state.callUsages.length > 0 ? sumUsage(state.callUsages) : void 0) ?? resultTokens ?? (state.messageOutputTokens === void 0 ? void 0 : { outputTokens: state.messageOutputTokens });
  const cacheRead = usage?.cacheReadTokens;
  const input = usage?.inputTokens === void 0 ? void 0 : usage.inputTokens + (cacheRead ?? 0);
  const output = usage?.outputTokens;
  return {
    ...input === void 0 ? {} : { inputTokens: input },
    ...output === void 0 ? {} : { outputTokens: output },
    ...cacheRead === void 0 ? {} : { cacheTokens: cacheRead, cacheReadTokens: cacheRead },
    ...usage?.cacheWriteTokens === void 0 ? {} : { cacheWriteTokens: usage.cacheWriteTokens },
    ...input === void 0 || output === void 0 ? {} : { totalTokens: input + output },
    ...chars,
    source: {
      input: input === void 0 ? "chars" : "provider",
      output: output === void 0 ? "chars" : "provider",
      reasoning: "chars"
    }
  };
}
function tokenCounts(usage) {
  const counts = {};
  for (const key of TOKEN_KEYS) {
    const value = usage[key];
    if (value !== void 0) counts[key] = value;
  }
  return counts;
}
function sumUsage(usages) {
  const total = {};
  for (const usage of usages) {
    for (const key of TOKEN_KEYS) {
      const value = usage[key];
      if (value !== void 0) total[key] = (total[key] ?? 0) + value;
    }
  }
  return total;
}
function parseArgs(raw) {
  if (typeof raw !== "string") return raw ?? {};
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
function exitCodeFrom3(output) {
  const match = /exit(?:ed with)? code:?\s*(-?\d+)>?\s*$/i.exec(output);
  return match?.[1] === void 0 ? void 0 : Number(match[1]);
}

// src/runners/cursor-agent/stream-schema.ts
function lenient6(schema) {
  return schema.optional().catch(void 0);
}
var record2 = external_exports.record(external_exports.string(), external_exports.unknown());
var textBlockSchema2 = external_exports.looseObject({ type: external_exports.literal("text"), text: external_exports.string() });
var contentSchema3 = external_exports.union([external_exports.string(), external_exports.array(external_exports.unknown())]).catch([]);
var messageSchema = external_exports.looseObject({ content: contentSchema3 }).catch({ content: [] });
var common = {
  session_id: lenient6(external_exports.string()),
  /** Milliseconds since the epoch; absent on many lines. */
  timestamp_ms: lenient6(external_exports.number())
};
var systemLineSchema2 = external_exports.looseObject({
  type: external_exports.literal("system"),
  subtype: lenient6(external_exports.string()),
  model: lenient6(external_exports.string()),
  cwd: lenient6(external_exports.string()),
  ...common
});
var userLineSchema2 = external_exports.looseObject({ type: external_exports.literal("user"), message: messageSchema, ...common });
var thinkingLineSchema = external_exports.looseObject({
  type: external_exports.literal("thinking"),
  subtype: lenient6(external_exports.string()),
  text: lenient6(external_exports.string()),
  ...common
});
var assistantLineSchema2 = external_exports.looseObject({
  type: external_exports.literal("assistant"),
  message: messageSchema,
  model_call_id: lenient6(external_exports.string()),
  ...common
});
var toolCallLineSchema = external_exports.looseObject({
  type: external_exports.literal("tool_call"),
  subtype: lenient6(external_exports.string()),
  call_id: lenient6(external_exports.string()),
  tool_call: lenient6(record2),
  model_call_id: lenient6(external_exports.string()),
  ...common
});
var toolCallBodySchema = external_exports.looseObject({
  args: lenient6(record2),
  /** `{success: {...}}`, `{failure: {...}}`, `{error: {...}}`, `{rejected: {...}}`, … */
  result: lenient6(record2)
});
var functionCallBodySchema = external_exports.looseObject({
  name: external_exports.string(),
  arguments: external_exports.union([external_exports.string(), record2]).optional().catch(void 0),
  result: lenient6(record2)
});
var shellOutcomeSchema = external_exports.looseObject({
  exitCode: lenient6(external_exports.number()),
  stdout: lenient6(external_exports.string()),
  stderr: lenient6(external_exports.string()),
  interleavedOutput: lenient6(external_exports.string())
});
var usageSchema3 = external_exports.looseObject({
  inputTokens: lenient6(external_exports.number()),
  outputTokens: lenient6(external_exports.number()),
  cacheReadTokens: lenient6(external_exports.number()),
  cacheWriteTokens: lenient6(external_exports.number())
});
var resultLineSchema3 = external_exports.looseObject({
  type: external_exports.literal("result"),
  subtype: lenient6(external_exports.string()),
  is_error: lenient6(external_exports.boolean()),
  /** All assistant texts of the session, concatenated with no separator. */
  result: lenient6(external_exports.string()),
  duration_ms: lenient6(external_exports.number()),
  request_id: lenient6(external_exports.string()),
  usage: lenient6(usageSchema3),
  error: lenient6(external_exports.union([external_exports.string(), external_exports.looseObject({ message: lenient6(external_exports.string()) })])),
  ...common
});
var cursorStreamLineSchema = external_exports.discriminatedUnion("type", [
  systemLineSchema2,
  userLineSchema2,
  thinkingLineSchema,
  assistantLineSchema2,
  toolCallLineSchema,
  resultLineSchema3
]);

// src/runners/cursor-agent/normalize.ts
function createCursorAgentNormalizer(input) {
  const state = createState6(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, cursorStreamLineSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === void 0 || parsed === UNPARSED) return;
      const { event } = parsed;
      if (event.type !== "thinking") flushThinking(state);
      const at = atOf(event.timestamp_ms);
      state.sessionId ??= event.session_id;
      switch (event.type) {
        case "system":
          if (event.subtype === "init") {
            state.sessionId = event.session_id ?? state.sessionId;
            state.model = event.model ?? state.model;
            state.initCwd = event.cwd ?? state.initCwd;
          }
          break;
        case "user": {
          const text = textOf(event.message.content);
          if (text !== "") state.events.push({ type: "message", role: "user", text, ...at });
          break;
        }
        case "thinking":
          if (event.text !== void 0) {
            state.thinking ??= { text: "", at };
            state.thinking.text += event.text;
          }
          if (event.subtype === "completed") flushThinking(state);
          break;
        case "assistant": {
          const text = textOf(event.message.content);
          if (text === "") break;
          state.events.push({ type: "message", role: "assistant", text, ...at });
          state.assistantTexts.push(text);
          break;
        }
        case "tool_call":
          onToolCall(state, event, at);
          break;
        case "result":
          state.result = event;
          break;
      }
    },
    stepsSoFar: () => countToolCalls(state.events),
    finish(outcome) {
      flushThinking(state);
      return buildReport7(state, outcome);
    }
  };
}
var FAILED_RESULTS = ["failure", "error", "rejected", "permissionDenied", "timeout", "aborted"];
var PATH_KEYS = ["path", "filePath", "file_path", "targetFile", "target_file"];
function createState6(input) {
  return {
    input,
    events: [],
    calls: /* @__PURE__ */ new Map(),
    skillEvidence: [],
    reads: /* @__PURE__ */ new Set(),
    writes: /* @__PURE__ */ new Set(),
    assistantTexts: [],
    deniedCalls: 0,
    reasoningChars: 0,
    unparsedLines: 0
  };
}
function flushThinking(state) {
  const thinking = state.thinking;
  state.thinking = void 0;
  if (thinking === void 0 || thinking.text === "") return;
  state.events.push({
    type: "message",
    role: "assistant",
    phase: "thinking",
    text: thinking.text,
    ...thinking.at
  });
  state.reasoningChars += thinking.text.length;
}
function toolCallShape(toolCall) {
  if (toolCall === void 0) return void 0;
  for (const [key, value] of Object.entries(toolCall)) {
    if (key === "function") {
      const body2 = functionCallBodySchema.safeParse(value);
      if (!body2.success) continue;
      return { tool: body2.data.name, args: functionArgs(body2.data.arguments), result: body2.data.result };
    }
    const body = toolCallBodySchema.safeParse(value);
    if (!body.success) continue;
    const name = key.endsWith("ToolCall") ? key.slice(0, -"ToolCall".length) : key;
    return { tool: kebab(name), args: body.data.args ?? {}, result: body.data.result };
  }
  return void 0;
}
function onToolCall(state, line, at) {
  const shape = toolCallShape(line.tool_call);
  if (shape === void 0) {
    state.unparsedLines += 1;
    return;
  }
  const callId = line.call_id;
  let call = callId === void 0 ? void 0 : state.calls.get(callId);
  if (call === void 0) call = onToolStarted(state, shape, callId, at);
  if (line.subtype !== "completed") return;
  if (callId !== void 0) state.calls.delete(callId);
  onToolCompleted(state, call, shape, callId, at);
}
function onToolStarted(state, shape, callId, at) {
  const { tool, args } = shape;
  state.events.push({ type: "toolCall", tool, args, ...callId === void 0 ? {} : { callId }, ...at });
  const call = { tool };
  if (callId !== void 0) state.calls.set(callId, call);
  const command = tool === "shell" ? stringField(args, "command") : void 0;
  if (command !== void 0) {
    call.command = { type: "command", command, ...at };
    state.events.push(call.command);
    const dir = stringField(args, "workingDirectory") ?? stringField(args, "working_directory");
    for (const path2 of extractShellReads(command)) recordCursorRead(state, path2, dir, at);
  }
  const path = pathOf(args);
  if (path !== void 0 && tool === "read") recordCursorRead(state, path, void 0, at);
  if (path !== void 0 && /write|edit|delete/.test(tool)) {
    const written = resolvePath(baseDir2(state), path, { keepWithoutCwd: true });
    state.events.push({ type: "fileWrite", path: written, ...at });
    state.writes.add(written);
  }
  if (tool.toLowerCase().includes("skill")) {
    const skill = normalizeSkillName(
      stringField(args, "name") ?? stringField(args, "skill") ?? stringField(args, "skillName") ?? ""
    );
    if (skill !== "") {
      call.skill = { kind: "skill-tool", skill, ok: false, tool };
      state.skillEvidence.push(call.skill);
    }
  }
  return call;
}
function onToolCompleted(state, call, shape, callId, at) {
  const result = shape.result ?? {};
  const failedKey = FAILED_RESULTS.find((key) => key in result);
  const isError = failedKey !== void 0;
  const denied = failedKey === "rejected" || failedKey === "permissionDenied";
  const variant = failedKey === void 0 ? result.success : result[failedKey];
  const output = outputOf(variant);
  state.events.push({
    type: "toolResult",
    tool: call.tool,
    output: clipOutput(output),
    ...callId === void 0 ? {} : { callId },
    isError,
    ...at
  });
  if (call.command !== void 0) {
    const exitCode = shellOutcomeSchema.safeParse(variant).data?.exitCode;
    call.command.exitCode = denied ? null : exitCode ?? (isError ? null : 0);
    if (denied) call.command.denied = true;
  }
  if (denied) state.deniedCalls += 1;
  if (call.skill !== void 0) {
    call.skill.ok = !isError;
    if (isError) call.skill.error = output === "" ? failedKey ?? "error" : output;
    state.events.push({
      type: "skillSignal",
      skill: call.skill.skill,
      signal: isError ? "skill-tool-error" : "skill-tool",
      ...at
    });
  }
}
function outputOf(variant) {
  if (variant === void 0 || variant === null) return "";
  if (typeof variant === "string") return variant;
  const shell = shellOutcomeSchema.safeParse(variant).data;
  if (shell?.interleavedOutput !== void 0 && shell.interleavedOutput !== "")
    return shell.interleavedOutput;
  const streams = [shell?.stdout, shell?.stderr].filter((text) => text !== void 0 && text !== "");
  if (streams.length > 0 || shell?.exitCode !== void 0) return streams.join("\n");
  if (typeof variant === "object") {
    for (const key of ["content", "error", "message", "reason", "resultForModel"]) {
      const value = stringField(variant, key);
      if (value !== void 0) return value;
    }
  }
  return JSON.stringify(variant) ?? "";
}
function recordCursorRead(state, rawPath, dir, at) {
  const base = dir?.startsWith("/") ? dir : baseDir2(state);
  recordRead(state, resolvePath(base, rawPath, { keepWithoutCwd: true }), at);
}
function baseDir2(state) {
  return state.input.cwd !== "" ? state.input.cwd : state.initCwd ?? "";
}
function buildReport7(state, outcome) {
  const result = state.result;
  for (const call of state.calls.values()) {
    if (call.skill !== void 0) call.skill.error ??= "no tool result";
  }
  const resultIsError = result !== void 0 && (result.is_error === true || result.subtype !== void 0 && result.subtype !== "success");
  const errorKind = classifyError6(state, outcome, resultIsError);
  const isError = resultIsError || outcome.timedOut || result === void 0;
  const finalOutput = (resultIsError ? void 0 : result?.result) ?? state.assistantTexts.join("");
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf7(state, outcome, errorKind, isError);
  return {
    runner: state.input.runner,
    ...state.sessionId === void 0 ? {} : { sessionId: state.sessionId },
    prompt: state.input.prompt,
    finalOutput,
    events: state.events,
    detectedSkills,
    attemptedSkills,
    files: {
      observedReads: reads,
      observedSkillReads: skillFileReads(reads),
      observedWrites: [...state.writes]
    },
    usage: usageOf6(result, state.input.prompt, finalOutput, state.reasoningChars),
    ...state.model === void 0 ? {} : { model: state.model },
    durationMs: outcome.durationMs,
    isError,
    ...errorKind === void 0 ? {} : { errorKind },
    ...errorMessage === void 0 ? {} : { errorMessage },
    unparsedLines: state.unparsedLines,
    rawArtifacts: {}
  };
}
var AUTH_PATTERN2 = /\b(?:401|403|unauthori[sz]ed|authenticat\w*|not logged in|api[ _-]?key|log ?in)\b/i;
function classifyError6(state, outcome, resultIsError) {
  if (outcome.timedOut) return "timeout";
  const stderr = outcome.stderrTail;
  if (state.result === void 0) {
    return AUTH_PATTERN2.test(stderr) ? "auth" : "crash";
  }
  if (resultIsError) {
    return AUTH_PATTERN2.test(`${resultErrorText(state.result) ?? ""}
${stderr}`) ? "auth" : "api-error";
  }
  return state.deniedCalls > 0 ? "permission-denied" : void 0;
}
function resultErrorText(result) {
  const error = typeof result.error === "string" ? result.error : result.error?.message;
  return error ?? (result.result === "" ? void 0 : result.result);
}
function errorMessageOf7(state, outcome, kind, isError) {
  const stderr = outcome.stderrTail.trim();
  const withStderr = stderr === "" ? "" : `: ${stderr}`;
  if (kind === "timeout") return `Timed out after ${outcome.durationMs} ms${withStderr}`;
  if (state.result === void 0 && isError) {
    const ended = describeExit(outcome);
    return `cursor-agent ${ended} without a result line${withStderr}`;
  }
  if (kind === "permission-denied" && !isError) {
    return `Permission denied for ${state.deniedCalls} tool call(s)`;
  }
  if (!isError || state.result === void 0) return void 0;
  return resultErrorText(state.result) ?? (stderr === "" ? void 0 : stderr);
}
function usageOf6(result, prompt, finalOutput, reasoningChars) {
  const chars = { inputChars: prompt.length, outputChars: finalOutput.length, reasoningChars };
  const usage = result?.usage;
  const cacheRead = usage?.cacheReadTokens;
  const input = usage?.inputTokens === void 0 ? void 0 : usage.inputTokens + (cacheRead ?? 0);
  const output = usage?.outputTokens;
  return {
    ...input === void 0 ? {} : { inputTokens: input },
    ...output === void 0 ? {} : { outputTokens: output },
    ...cacheRead === void 0 ? {} : { cacheTokens: cacheRead, cacheReadTokens: cacheRead },
    ...usage?.cacheWriteTokens === void 0 ? {} : { cacheWriteTokens: usage.cacheWriteTokens },
    ...input === void 0 || output === void 0 ? {} : { totalTokens: input + output },
    ...chars,
    source: {
      input: input === void 0 ? "chars" : "provider",
      output: output === void 0 ? "chars" : "provider",
      reasoning: "chars"
    }
  };
}
function textOf(content) {
  if (typeof content === "string") return content;
  return content.flatMap((block) => textBlockSchema2.safeParse(block).data?.text ?? []).join("\n");
}
function functionArgs(raw) {
  if (raw === void 0) return {};
  if (typeof raw !== "string") return raw;
  try {
    const parsed = JSON.parse(raw);
    return isRecord(parsed) ? parsed : { arguments: raw };
  } catch {
    return { arguments: raw };
  }
}
function pathOf(args) {
  for (const key of PATH_KEYS) {
    const value = stringField(args, key);
    if (value !== void 0 && value !== "") return value;
  }
  return void 0;
}
function kebab(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}
function atOf(timestampMs) {
  if (timestampMs === void 0 || !Number.isFinite(timestampMs)) return {};
  return { at: new Date(timestampMs).toISOString() };
}

// src/runners/gemini-cli/stream-schema.ts
function lenient7(schema) {
  return schema.optional().catch(void 0);
}
var timestamp = lenient7(external_exports.string());
var initLineSchema = external_exports.looseObject({
  type: external_exports.literal("init"),
  timestamp,
  session_id: lenient7(external_exports.string()),
  model: lenient7(external_exports.string())
});
var messageLineSchema = external_exports.looseObject({
  type: external_exports.literal("message"),
  timestamp,
  role: external_exports.string(),
  content: external_exports.string().catch(""),
  delta: lenient7(external_exports.boolean())
});
var toolUseLineSchema = external_exports.looseObject({
  type: external_exports.literal("tool_use"),
  timestamp,
  tool_name: external_exports.string(),
  /** `<tool>__<tool>_<epoch ms>_<n>`; joins the call to its `tool_result`. */
  tool_id: external_exports.string(),
  parameters: lenient7(external_exports.record(external_exports.string(), external_exports.unknown()))
});
var errorInfoSchema = external_exports.looseObject({
  type: lenient7(external_exports.string()),
  message: lenient7(external_exports.string())
});
var toolResultLineSchema = external_exports.looseObject({
  type: external_exports.literal("tool_result"),
  timestamp,
  tool_id: external_exports.string(),
  status: lenient7(external_exports.string()),
  output: lenient7(external_exports.string()),
  error: lenient7(errorInfoSchema)
});
var errorLineSchema = external_exports.looseObject({
  type: external_exports.literal("error"),
  timestamp,
  severity: lenient7(external_exports.string()),
  message: lenient7(external_exports.string())
});
var statsSchema = external_exports.looseObject({
  total_tokens: lenient7(external_exports.number()),
  /** Prompt tokens, cached ones included. */
  input_tokens: lenient7(external_exports.number()),
  /** Candidate (answer) tokens, thoughts excluded. */
  output_tokens: lenient7(external_exports.number()),
  cached: lenient7(external_exports.number()),
  input: lenient7(external_exports.number()),
  duration_ms: lenient7(external_exports.number()),
  tool_calls: lenient7(external_exports.number()),
  /** Keyed by the response's `modelVersion` on success, by the requested model on failure. */
  models: lenient7(external_exports.record(external_exports.string(), external_exports.unknown()))
});
var resultLineSchema4 = external_exports.looseObject({
  type: external_exports.literal("result"),
  timestamp,
  status: lenient7(external_exports.string()),
  error: lenient7(errorInfoSchema),
  stats: lenient7(statsSchema)
});
var geminiStreamLineSchema = external_exports.discriminatedUnion("type", [
  initLineSchema,
  messageLineSchema,
  toolUseLineSchema,
  toolResultLineSchema,
  errorLineSchema,
  resultLineSchema4
]);

// src/runners/gemini-cli/normalize.ts
function createGeminiCliNormalizer(input) {
  const state = createState7(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, geminiStreamLineSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === void 0 || parsed === UNPARSED) return;
      const { event } = parsed;
      switch (event.type) {
        case "init":
          onInit(state, event);
          break;
        case "message":
          onMessage(state, event);
          break;
        case "tool_use":
          onToolUse3(state, event);
          break;
        case "tool_result":
          onToolResult3(state, event);
          break;
        case "error":
          onError(state, event);
          break;
        case "result":
          flushText(state);
          state.result = event;
          break;
      }
    },
    stepsSoFar: () => state.modelCalls,
    finish(outcome) {
      return buildReport8(state, outcome);
    }
  };
}
var SHELL_TOOL2 = "run_shell_command";
var SKILL_TOOL = "activate_skill";
var READ_TOOLS4 = /* @__PURE__ */ new Set(["read_file"]);
var WRITE_TOOLS4 = /* @__PURE__ */ new Set(["write_file", "replace"]);
var POLICY_VIOLATION = "policy_violation";
var STDERR_NOISE = [
  /^Warning: Basic terminal detected/,
  /^Warning: 256-color support/,
  /^YOLO mode is enabled/
];
function createState7(input) {
  return {
    input,
    events: [],
    calls: /* @__PURE__ */ new Map(),
    skillEvidence: [],
    reads: /* @__PURE__ */ new Set(),
    writes: /* @__PURE__ */ new Set(),
    deniedCallIds: /* @__PURE__ */ new Set(),
    deniedMessages: [],
    unparsedLines: 0,
    modelCalls: 0,
    inResponse: false,
    textSinceLastToolCall: ""
  };
}
function atOf2(timestamp2) {
  return timestamp2 === void 0 ? {} : { at: timestamp2 };
}
function onInit(state, line) {
  state.sessionId = line.session_id ?? state.sessionId;
  state.model = line.model ?? state.model;
}
function noteModelOutput(state) {
  if (state.inResponse) return;
  state.inResponse = true;
  state.modelCalls += 1;
}
function onMessage(state, line) {
  if (line.role !== "assistant") {
    flushText(state);
    state.events.push({ type: "message", role: "user", text: line.content, ...atOf2(line.timestamp) });
    return;
  }
  if (line.content === "") return;
  noteModelOutput(state);
  state.textSinceLastToolCall += line.content;
  if (state.pendingText === void 0) state.pendingText = { text: line.content, ...atOf2(line.timestamp) };
  else state.pendingText.text += line.content;
}
function flushText(state) {
  const pending = state.pendingText;
  if (pending === void 0) return;
  state.pendingText = void 0;
  state.events.push({ type: "message", role: "assistant", text: pending.text, ...atOf2(pending.at) });
}
function onToolUse3(state, line) {
  flushText(state);
  noteModelOutput(state);
  state.textSinceLastToolCall = "";
  const at = atOf2(line.timestamp);
  const args = line.parameters ?? {};
  state.events.push({ type: "toolCall", tool: line.tool_name, args, callId: line.tool_id, ...at });
  const call = { tool: line.tool_name };
  state.calls.set(line.tool_id, call);
  if (line.tool_name === SHELL_TOOL2) {
    const command = stringField(args, "command");
    if (command !== void 0) {
      call.command = { type: "command", command, ...at };
      state.events.push(call.command);
      const dirPath = stringField(args, "dir_path");
      const base = dirPath === void 0 ? state.input.cwd : resolvePath(state.input.cwd, dirPath);
      for (const path of extractShellReads(command)) recordRead(state, resolvePath(base, path), at);
    }
  }
  if (READ_TOOLS4.has(line.tool_name)) {
    const path = stringField(args, "file_path") ?? stringField(args, "absolute_path");
    if (path !== void 0) recordRead(state, resolvePath(state.input.cwd, path), at);
  }
  if (line.tool_name === "read_many_files") {
    for (const path of literalPaths(args.include ?? args.paths)) {
      recordRead(state, resolvePath(state.input.cwd, path), at);
    }
  }
  if (WRITE_TOOLS4.has(line.tool_name)) {
    const raw = stringField(args, "file_path") ?? stringField(args, "absolute_path");
    if (raw !== void 0) {
      const path = resolvePath(state.input.cwd, raw);
      state.events.push({ type: "fileWrite", path, ...at });
      state.writes.add(path);
    }
  }
  if (line.tool_name === SKILL_TOOL) {
    const skill = normalizeSkillName(stringField(args, "name") ?? "");
    if (skill !== "") {
      call.skill = { kind: "skill-tool", skill, ok: false, tool: line.tool_name };
      state.skillEvidence.push(call.skill);
    }
  }
}
function onToolResult3(state, line) {
  flushText(state);
  state.inResponse = false;
  const at = atOf2(line.timestamp);
  const id = line.tool_id;
  const call = state.calls.get(id);
  state.calls.delete(id);
  const isError = line.status === "error";
  const output = line.output ?? "";
  const errorText = line.error?.message;
  const denied = isError && line.error?.type === POLICY_VIOLATION;
  if (denied) {
    state.deniedCallIds.add(id);
    if (errorText !== void 0 && state.deniedMessages.length < 10) state.deniedMessages.push(errorText);
  }
  state.events.push({
    type: "toolResult",
    ...call === void 0 ? {} : { tool: call.tool },
    output: clipOutput(output === "" && isError ? errorText ?? "" : output),
    callId: id,
    isError,
    ...at
  });
  if (call?.command !== void 0) {
    if (denied) {
      call.command.exitCode = null;
      call.command.denied = true;
    } else {
      const exitCode = isError ? null : exitCodeFrom4(output);
      if (exitCode !== void 0) call.command.exitCode = exitCode;
    }
  }
  if (call?.skill !== void 0) {
    call.skill.ok = !isError;
    if (isError) call.skill.error = errorText ?? (output === "" ? "error" : output);
    state.events.push({
      type: "skillSignal",
      skill: call.skill.skill,
      signal: isError ? "skill-tool-error" : "skill-tool",
      ...at
    });
  }
}
function onError(state, line) {
  flushText(state);
  if (line.message !== void 0 && line.message !== "") state.lastErrorMessage = line.message;
}
function buildReport8(state, outcome) {
  flushText(state);
  for (const call of state.calls.values()) {
    if (call.skill !== void 0) call.skill.error ??= "no tool result";
  }
  const result = state.result;
  const resultIsError = result?.status === "error";
  const errorKind = classifyError7(state, outcome);
  const isError = resultIsError || outcome.timedOut || result === void 0 && errorKind === "crash";
  const finalOutput = state.textSinceLastToolCall;
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf8(state, outcome, errorKind, isError);
  return {
    runner: state.input.runner,
    ...state.sessionId === void 0 ? {} : { sessionId: state.sessionId },
    prompt: state.input.prompt,
    finalOutput,
    events: state.events,
    detectedSkills,
    attemptedSkills,
    files: {
      observedReads: reads,
      observedSkillReads: skillFileReads(reads),
      observedWrites: [...state.writes]
    },
    usage: usageOf7(result?.stats, state.input.prompt, finalOutput),
    modelCalls: state.modelCalls,
    ...state.model === void 0 ? {} : { model: state.model },
    durationMs: outcome.durationMs,
    isError,
    ...errorKind === void 0 ? {} : { errorKind },
    ...errorMessage === void 0 ? {} : { errorMessage },
    unparsedLines: state.unparsedLines,
    rawArtifacts: {}
  };
}
var SETUP_ERRORS = /* @__PURE__ */ new Set([
  "FatalInputError",
  "FatalConfigError",
  "FatalSandboxError",
  "FatalToolExecutionError",
  "FatalCancellationError"
]);
function classifyError7(state, outcome) {
  if (outcome.timedOut) return "timeout";
  const result = state.result;
  if (result === void 0) {
    return outcome.exitCode !== 0 || (outcome.signal ?? null) !== null ? "crash" : void 0;
  }
  if (result.status === "error") {
    const type = result.error?.type;
    if (type === "FatalTurnLimitedError") return "max-turns";
    if (type === "FatalAuthenticationError") return "auth";
    if (type !== void 0 && SETUP_ERRORS.has(type)) return "crash";
    const status = httpStatusOf(result.error?.message, outcome.stderrTail);
    if (status === 401 || status === 403) return "auth";
    return "api-error";
  }
  if (state.deniedCallIds.size > 0) return "permission-denied";
  return void 0;
}
function httpStatusOf(message, stderr) {
  const fromBody = /"code"\s*:\s*(\d{3})\b/.exec(message ?? "")?.[1];
  if (fromBody !== void 0) return Number(fromBody);
  const fromStderr = [...stderr.matchAll(/^\s*status: (\d{3})\s*$/gm)].at(-1)?.[1];
  return fromStderr === void 0 ? void 0 : Number(fromStderr);
}
function errorMessageOf8(state, outcome, kind, isError) {
  const stderr = meaningfulStderr(outcome.stderrTail);
  if (kind === "timeout")
    return `Timed out after ${outcome.durationMs} ms${stderr === "" ? "" : `: ${stderr}`}`;
  if (kind === "crash" && state.result === void 0) {
    const ended = describeExit(outcome);
    return `Gemini CLI ${ended} without a result line${stderr === "" ? "" : `: ${stderr}`}`;
  }
  if (kind === "permission-denied" && !isError) {
    return state.deniedMessages[0] ?? `Permission denied for ${state.deniedCallIds.size} tool call(s)`;
  }
  if (!isError) return void 0;
  const message = state.result?.error?.message;
  return (message === void 0 || message === "" ? void 0 : message) ?? state.lastErrorMessage ?? (stderr === "" ? void 0 : stderr);
}
function meaningfulStderr(stderr) {
  return stderr.split("\n").filter((line) => !STDERR_NOISE.some((noise) => noise.test(line))).join("\n").trim();
}
function usageOf7(stats, prompt, finalOutput) {
  const chars = { inputChars: prompt.length, outputChars: finalOutput.length, reasoningChars: 0 };
  const input = stats?.input_tokens;
  const output = stats?.output_tokens;
  const cached = stats?.cached;
  const total = stats?.total_tokens ?? (input === void 0 || output === void 0 ? void 0 : input + output);
  const beyond = total === void 0 || input === void 0 || output === void 0 ? 0 : total - input - output;
  const reasoning = beyond > 0 ? beyond : void 0;
  return {
    ...input === void 0 ? {} : { inputTokens: input },
    ...output === void 0 ? {} : { outputTokens: output },
    ...reasoning === void 0 ? {} : { reasoningTokens: reasoning },
    ...cached === void 0 ? {} : { cacheTokens: cached, cacheReadTokens: cached },
    ...total === void 0 ? {} : { totalTokens: total },
    ...chars,
    source: {
      input: input === void 0 ? "chars" : "provider",
      output: output === void 0 ? "chars" : "provider",
      reasoning: reasoning === void 0 ? "chars" : "derived"
    }
  };
}
function literalPaths(value) {
  const items = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
  return items.flatMap(
    (item) => typeof item === "string" && item !== "" && !/[*?[\]{}]/.test(item) ? [item] : []
  );
}
function exitCodeFrom4(output) {
  const text = output.trim();
  if (text === "") return 0;
  const code = /^Command exited with code: (-?\d+)$/.exec(text)?.[1];
  if (code !== void 0) return Number(code);
  if (/^Command (?:terminated by signal: |failed: )/.test(text)) return null;
  if (/^Command (?:was )?(?:automatically )?cancel+ed\b/.test(text)) return null;
  return void 0;
}

// src/runners/opencode/stream-schema.ts
function lenient8(schema) {
  return schema.optional().catch(void 0);
}
var common2 = {
  timestamp: lenient8(external_exports.number()),
  sessionID: lenient8(external_exports.string())
};
var stepStartLineSchema = external_exports.looseObject({ type: external_exports.literal("step_start"), ...common2 });
var textLineSchema = external_exports.looseObject({
  type: external_exports.literal("text"),
  ...common2,
  part: external_exports.looseObject({ text: external_exports.string() })
});
var reasoningLineSchema = external_exports.looseObject({
  type: external_exports.literal("reasoning"),
  ...common2,
  part: external_exports.looseObject({ text: external_exports.string() })
});
var toolMetadataSchema = external_exports.looseObject({
  exit: lenient8(external_exports.number()),
  exitCode: lenient8(external_exports.number())
});
var toolUseLineSchema2 = external_exports.looseObject({
  type: external_exports.literal("tool_use"),
  ...common2,
  part: external_exports.looseObject({
    tool: external_exports.string(),
    callID: lenient8(external_exports.string()),
    state: external_exports.looseObject({
      /** `completed` or `error`; a bash command that exits non-zero is still `completed`. */
      status: lenient8(external_exports.string()),
      input: lenient8(external_exports.record(external_exports.string(), external_exports.unknown())),
      output: lenient8(external_exports.string()),
      error: lenient8(external_exports.string()),
      metadata: lenient8(toolMetadataSchema)
    })
  })
});
var tokensSchema = external_exports.looseObject({
  input: lenient8(external_exports.number()),
  output: lenient8(external_exports.number()),
  reasoning: lenient8(external_exports.number()),
  cache: lenient8(external_exports.looseObject({ read: lenient8(external_exports.number()), write: lenient8(external_exports.number()) }))
});
var stepFinishLineSchema = external_exports.looseObject({
  type: external_exports.literal("step_finish"),
  ...common2,
  part: external_exports.looseObject({
    reason: lenient8(external_exports.string()),
    tokens: lenient8(tokensSchema),
    cost: lenient8(external_exports.number())
  })
});
var errorLineSchema2 = external_exports.looseObject({
  type: external_exports.literal("error"),
  ...common2,
  error: external_exports.looseObject({
    name: lenient8(external_exports.string()),
    message: lenient8(external_exports.string()),
    data: lenient8(
      external_exports.looseObject({
        message: lenient8(external_exports.string()),
        statusCode: lenient8(external_exports.number()),
        responseBody: lenient8(external_exports.string())
      })
    )
  }).catch({})
});
var opencodeStreamLineSchema = external_exports.discriminatedUnion("type", [
  stepStartLineSchema,
  textLineSchema,
  reasoningLineSchema,
  toolUseLineSchema2,
  stepFinishLineSchema,
  errorLineSchema2
]);

// src/runners/opencode/normalize.ts
function createOpencodeNormalizer(input) {
  const state = createState8(input);
  return {
    push(line) {
      const parsed = parseJsonLine(line, opencodeStreamLineSchema);
      if (parsed === UNPARSED) state.unparsedLines += 1;
      if (parsed === void 0 || parsed === UNPARSED) return;
      const { event } = parsed;
      state.sessionId ??= event.sessionID;
      if (event.timestamp !== void 0 && Number.isFinite(event.timestamp)) {
        state.firstTimestamp ??= event.timestamp;
        state.lastTimestamp = event.timestamp;
      }
      const at = atOf3(event.timestamp);
      switch (event.type) {
        case "text":
          state.events.push({ type: "message", role: "assistant", text: event.part.text, ...at });
          state.lastText = event.part.text;
          break;
        case "reasoning":
          state.events.push({
            type: "message",
            role: "assistant",
            phase: "thinking",
            text: event.part.text,
            ...at
          });
          state.reasoningChars += event.part.text.length;
          break;
        case "tool_use":
          onToolUse4(state, event, at);
          break;
        case "step_finish":
          onStepFinish(state, event);
          break;
        case "error":
          state.error = event.error;
          break;
        case "step_start":
          state.stepOpen = true;
          break;
      }
    },
    stepsSoFar: () => state.steps,
    finish(outcome) {
      return buildReport9(state, outcome);
    }
  };
}
var SHELL_TOOLS4 = /* @__PURE__ */ new Set(["bash"]);
var READ_TOOLS5 = /* @__PURE__ */ new Set(["read"]);
var WRITE_TOOLS5 = /* @__PURE__ */ new Set(["write", "edit", "multiedit"]);
var PATCH_TOOLS = /* @__PURE__ */ new Set(["apply_patch", "patch"]);
var SKILL_TOOL2 = "skill";
var PERMISSION_ERROR = /rejected permission to use this specific tool call|specified a rule which prevents you from using this specific tool call/i;
function createState8(input) {
  return {
    input,
    events: [],
    skillEvidence: [],
    reads: /* @__PURE__ */ new Set(),
    writes: /* @__PURE__ */ new Set(),
    steps: 0,
    stepOpen: false,
    tokens: {},
    reasoningChars: 0,
    unparsedLines: 0,
    deniedMessages: [],
    deniedCalls: 0,
    lastCallDenied: false
  };
}
function onToolUse4(state, line, at) {
  const { tool, callID, state: call } = line.part;
  const args = call.input ?? {};
  const callId = callID === void 0 ? {} : { callId: callID };
  state.events.push({ type: "toolCall", tool, args, ...callId, ...at });
  const failed = call.status === "error";
  const errorText = call.error ?? (failed ? call.output : void 0);
  const denied = failed && errorText !== void 0 && PERMISSION_ERROR.test(errorText);
  state.lastCallDenied = denied;
  if (denied) {
    state.deniedCalls += 1;
    if (state.deniedMessages.length < 10) state.deniedMessages.push(errorText);
  }
  const command = SHELL_TOOLS4.has(tool) ? stringField(args, "command") : void 0;
  if (command !== void 0) {
    const event = { type: "command", command, ...at };
    const exit = call.metadata?.exit ?? call.metadata?.exitCode;
    if (denied) {
      event.exitCode = null;
      event.denied = true;
    } else if (exit !== void 0) {
      event.exitCode = exit;
    } else if (failed) {
      event.exitCode = null;
    }
    state.events.push(event);
    if (!denied)
      for (const path of extractShellReads(command))
        recordRead(state, resolvePath(state.input.cwd, path), at);
  }
  if (READ_TOOLS5.has(tool) && !denied) {
    const path = pathField(args);
    if (path !== void 0) recordRead(state, resolvePath(state.input.cwd, path), at);
  }
  if (WRITE_TOOLS5.has(tool) && !denied) {
    const path = pathField(args);
    if (path !== void 0) recordWrite(state, path, at);
  }
  if (PATCH_TOOLS.has(tool) && !denied) {
    for (const path of patchedFiles(stringField(args, "patchText") ?? "")) recordWrite(state, path, at);
  }
  const output = failed ? call.error ?? call.output ?? "" : call.output ?? "";
  state.events.push({
    type: "toolResult",
    tool,
    output: clipOutput(output),
    ...callId,
    isError: failed,
    ...at
  });
  if (tool === SKILL_TOOL2) {
    const skill = normalizeSkillName(stringField(args, "name") ?? "");
    if (skill === "") return;
    const ok = call.status === "completed";
    const error = ok ? void 0 : errorText ?? call.status ?? "no result";
    state.skillEvidence.push({
      kind: "skill-tool",
      skill,
      ok,
      tool,
      ...error === void 0 ? {} : { error }
    });
    state.events.push({ type: "skillSignal", skill, signal: ok ? "skill-tool" : "skill-tool-error", ...at });
  }
}
function recordWrite(state, rawPath, at) {
  const path = resolvePath(state.input.cwd, rawPath);
  state.events.push({ type: "fileWrite", path, ...at });
  state.writes.add(path);
}
function onStepFinish(state, line) {
  state.steps += 1;
  state.stepOpen = false;
  state.lastStepReason = line.part.reason;
  const tokens = line.part.tokens;
  const add = (key, value) => {
    if (value !== void 0) state.tokens[key] = (state.tokens[key] ?? 0) + value;
  };
  add("input", tokens?.input);
  add("output", tokens?.output);
  add("reasoning", tokens?.reasoning);
  add("cacheRead", tokens?.cache?.read);
  add("cacheWrite", tokens?.cache?.write);
  if (line.part.cost !== void 0) state.costUsd = (state.costUsd ?? 0) + line.part.cost;
}
function buildReport9(state, outcome) {
  const errorKind = classifyError8(state, outcome);
  const isError = state.error !== void 0 || errorKind === "timeout" || errorKind === "crash";
  const finalOutput = state.lastText ?? "";
  const { detectedSkills, attemptedSkills } = detectSkills(state.skillEvidence);
  const reads = [...state.reads];
  const errorMessage = errorMessageOf9(state, outcome, errorKind, isError);
  const startedAt = isoOf(state.firstTimestamp);
  const endedAt = isoOf(state.lastTimestamp);
  return {
    runner: state.input.runner,
    ...state.sessionId === void 0 ? {} : { sessionId: state.sessionId },
    prompt: state.input.prompt,
    finalOutput,
    events: state.events,
    detectedSkills,
    attemptedSkills,
    files: {
      observedReads: reads,
      observedSkillReads: skillFileReads(reads),
      observedWrites: [...state.writes]
    },
    usage: usageOf8(state, finalOutput),
    ...state.costUsd === void 0 ? {} : { costUsd: state.costUsd },
    // OpenCode's turn is a step (`agent.<name>.steps` limits them): one model call each.
    turns: state.steps,
    modelCalls: state.steps,
    ...startedAt === void 0 ? {} : { startedAt },
    ...endedAt === void 0 ? {} : { endedAt },
    durationMs: outcome.durationMs,
    isError,
    ...errorKind === void 0 ? {} : { errorKind },
    ...errorMessage === void 0 ? {} : { errorMessage },
    unparsedLines: state.unparsedLines,
    rawArtifacts: {}
  };
}
function classifyError8(state, outcome) {
  if (outcome.timedOut) return "timeout";
  const error = state.error;
  if (error !== void 0) {
    const status = error.data?.statusCode;
    if (status === 401 || status === 403 || error.name === "ProviderAuthError") return "auth";
    return "api-error";
  }
  if (!finished(state)) {
    const cleanExit = outcome.exitCode === 0 && (outcome.signal ?? null) === null;
    return state.lastCallDenied && cleanExit ? "permission-denied" : "crash";
  }
  if (state.deniedCalls > 0) return "permission-denied";
  return void 0;
}
function finished(state) {
  return state.steps > 0 && !state.stepOpen && state.lastStepReason !== "tool-calls";
}
function errorMessageOf9(state, outcome, kind, isError) {
  const stderr = outcome.stderrTail.trim();
  const withStderr = (text) => stderr === "" ? text : `${text}: ${stderr}`;
  if (kind === "timeout") return withStderr(`Timed out after ${outcome.durationMs} ms`);
  if (kind === "crash") {
    const ended = describeExit(outcome);
    return withStderr(`OpenCode ${ended} before its session finished (no final step, no error line)`);
  }
  if (kind === "permission-denied" && !isError) {
    return state.deniedMessages[0] ?? `Permission denied for ${state.deniedCalls} tool call(s)`;
  }
  if (!isError) return void 0;
  const error = state.error;
  const message = error?.data?.message ?? error?.message ?? error?.name ?? "OpenCode reported an error";
  const status = error?.data?.statusCode;
  return status === void 0 ? message : `${message} (HTTP ${status})`;
}
function usageOf8(state, finalOutput) {
  const { input: rawInput, output, reasoning, cacheRead, cacheWrite } = state.tokens;
  const input = rawInput === void 0 ? void 0 : rawInput + (cacheRead ?? 0);
  return {
    ...input === void 0 ? {} : { inputTokens: input },
    ...output === void 0 ? {} : { outputTokens: output },
    ...reasoning === void 0 ? {} : { reasoningTokens: reasoning },
    ...cacheRead === void 0 ? {} : { cacheTokens: cacheRead, cacheReadTokens: cacheRead },
    ...cacheWrite === void 0 ? {} : { cacheWriteTokens: cacheWrite },
    ...input === void 0 || output === void 0 ? {} : { totalTokens: input + output + (reasoning ?? 0) },
    inputChars: state.input.prompt.length,
    outputChars: finalOutput.length,
    reasoningChars: state.reasoningChars,
    source: {
      input: input === void 0 ? "chars" : "provider",
      output: output === void 0 ? "chars" : "provider",
      reasoning: reasoning === void 0 ? "chars" : "provider"
    }
  };
}
function pathField(args) {
  return stringField(args, "filePath") ?? stringField(args, "file_path") ?? stringField(args, "path");
}
function patchedFiles(patch) {
  const files = [];
  for (const line of patch.split("\n")) {
    const match = /^\*\*\* (?:(?:Add|Update|Delete) File|Move to): (.+)$/.exec(line.trimEnd());
    const path = match?.[1]?.trim();
    if (path !== void 0 && path !== "") files.push(path);
  }
  return files;
}
function atOf3(timestamp2) {
  const iso = isoOf(timestamp2);
  return iso === void 0 ? {} : { at: iso };
}
function isoOf(timestamp2) {
  if (timestamp2 === void 0 || !Number.isFinite(timestamp2)) return void 0;
  const date = new Date(timestamp2);
  return Number.isNaN(date.getTime()) ? void 0 : date.toISOString();
}

// src/runners/registry.ts
var normalizers = {
  "claude-code": createClaudeCodeNormalizer,
  codex: createCodexNormalizer,
  "gemini-cli": createGeminiCliNormalizer,
  opencode: createOpencodeNormalizer,
  "cursor-agent": createCursorAgentNormalizer,
  copilot: createCopilotNormalizer,
  text: createTextNormalizer,
  "claude-session": createClaudeSessionNormalizer,
  "codex-rollout": createCodexRolloutNormalizer
};
function launchSpecFor(config, input) {
  switch (config.agent) {
    case "claude-code":
      return launchClaudeCode(config, input);
    case "codex":
      return { ...launchCodex(config, input), homeFiles: codexHomeFiles(config) };
    case "gemini-cli":
      return { ...launchGeminiCli(config, input), homeFiles: geminiHomeFiles(config, input.hostEnv) };
    case "opencode":
      return launchOpencode(config, input);
    case "cursor-agent":
      return launchCursorAgent(config, input);
    case "copilot":
      return launchCopilot(config, input);
    case "command": {
      const promptFile = commandPromptFile(input);
      return {
        ...launchCommand(config, input),
        homeFiles: { [promptFile.relativePath]: promptFile.content }
      };
    }
  }
}
function transcriptFormatOf(config) {
  if (config.agent === "replay" || config.agent === "command") return config.format;
  return config.agent;
}

// src/runners/replay/transcript-candidates.ts
import { join as join2 } from "node:path";
function transcriptCandidates(dir, suiteId, caseId, iteration) {
  const names = [`${caseId}.${iteration}.jsonl`, `${caseId}.jsonl`];
  const candidates = [
    ...names.map((name) => join2(dir, suiteId, name)),
    ...names.map((name) => join2(dir, name))
  ];
  return candidates.filter((candidate) => isStrictlyWithin(dir, candidate));
}
function transcriptSidecars(transcript) {
  const base = transcript.replace(/\.jsonl$/, "");
  return { exitCode: `${base}.exit-code.txt`, stderr: `${base}.stderr.log` };
}

// src/engine/failure-classes.ts
var INFRASTRUCTURE_CLASSES = {
  timeout: { id: "timeout", label: "Timeout" },
  crash: { id: "crash", label: "Runner crash" },
  "max-steps": { id: "max-steps", label: "Max steps exceeded" },
  "max-turns": { id: "max-turns", label: "Agent turn limit reached" },
  "api-error": { id: "api-error", label: "Model API error" },
  auth: { id: "auth", label: "Authentication failed" },
  "permission-denied": { id: "permission-denied", label: "Permission denied" },
  "spawn-failed": { id: "spawn-failed", label: "Agent could not start" },
  "replay-missing": { id: "replay-missing", label: "Recorded transcript missing" },
  workspace: { id: "workspace", label: "Workspace setup failed" },
  bootstrap: { id: "bootstrap", label: "Workspace bootstrap failed" },
  normalization: { id: "normalization", label: "Agent output could not be read" },
  "model-rejected": { id: "model-rejected", label: "Model rejected by the agent" }
};
function classForSessionError(kind) {
  return kind === void 0 ? INFRASTRUCTURE_CLASSES.crash : INFRASTRUCTURE_CLASSES[kind];
}

// src/engine/workspace.ts
import { cp, mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join3 } from "node:path";
function keepsWorkspace(status) {
  return status === "failed" || status === "error" || status === "unexpected-passed";
}
async function prepareWorkspace(config, options) {
  switch (config.mode) {
    case "none":
      return inPlace(config.cwd ?? options.root);
    case "shared":
      if (options.sharedDir === void 0) throw new Error("the shared workspace was not set up");
      return inPlace(options.sharedDir);
    case "isolated":
      return await temporaryWorkspace(config.templateDir, options.keptDir);
  }
}
async function prepareSharedWorkspace(config, keptDir) {
  if (config.cwd !== void 0) return inPlace(config.cwd);
  return await temporaryWorkspace(config.templateDir, keptDir);
}
function inPlace(dir) {
  return { dir, release: async () => void 0 };
}
async function temporaryWorkspace(templateDir, keptDir) {
  const dir = await mkdtemp(join3(tmpdir(), "skill-eval-ws-"));
  if (templateDir !== void 0) await cp(templateDir, dir, { recursive: true, verbatimSymlinks: true });
  return {
    dir,
    async release(keep) {
      if (!keep) {
        await rm(dir, { recursive: true, force: true });
        return void 0;
      }
      await mkdir(join3(keptDir, ".."), { recursive: true });
      await moveDir(dir, keptDir);
      return keptDir;
    }
  };
}
async function moveDir(from, to) {
  await rm(to, { recursive: true, force: true });
  try {
    await rename(from, to);
  } catch {
    await cp(from, to, { recursive: true, verbatimSymlinks: true });
    await rm(from, { recursive: true, force: true });
  }
}

// src/engine/run-execution.ts
import { createReadStream as createReadStream3, existsSync as existsSync2, readFileSync as readFileSync2, realpathSync } from "node:fs";
import { copyFile, mkdir as mkdir3, mkdtemp as mkdtemp3, rm as rm3, writeFile as writeFile2 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import { dirname as dirname2, join as join9, relative, resolve as resolve3 } from "node:path";
import { createInterface as createInterface2 } from "node:readline";

// src/engine/bootstrap-workspace.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join as join4 } from "node:path";

// src/engine/run-grader-command.ts
var MAX_OUTPUT_BYTES = 1024 * 1024;
async function runGraderCommand(command, options) {
  const [file, ...args] = command;
  if (file === void 0) return { exitCode: null, stdout: "", stderr: "empty command", timedOut: false };
  const result = await execa(file, args, {
    cwd: options.cwd,
    // Graders, hooks and exec snippets (code from the agent's answer) never see the host's secrets.
    env: {
      PATH: process.env.PATH ?? "",
      LANG: process.env.LANG ?? "C.UTF-8",
      HOME: options.cwd,
      ...options.env
    },
    extendEnv: false,
    ...options.stdin === void 0 ? { stdin: "ignore" } : { input: options.stdin },
    reject: false,
    timeout: options.timeoutMs,
    killDescendants: true,
    forceKillAfterDelay: 2e3,
    maxBuffer: MAX_OUTPUT_BYTES,
    stripFinalNewline: false
  });
  return {
    exitCode: result.exitCode ?? null,
    stdout: String(result.stdout ?? ""),
    stderr: result.exitCode === void 0 && !result.timedOut ? `${String(result.stderr ?? "")}${result.shortMessage ?? ""}` : String(result.stderr ?? ""),
    timedOut: result.timedOut
  };
}

// src/engine/bootstrap-workspace.ts
var DEFAULT_BOOTSTRAP_TIMEOUT_MS = 12e4;
function bootstrapEnv(context) {
  const env = {};
  const set = (name, value) => {
    if (value === void 0) return;
    env[`SKILL_EVAL_${name}`] = value;
    env[`SKILLGYM_${name}`] = value;
  };
  set("WORKSPACE", context.workspaceDir);
  set("OUTPUT_DIR", context.outDir);
  set("ARTIFACT_DIR", context.logDir);
  set("CASE_ID", context.caseId);
  set("RUNNER_ID", context.runnerId);
  return env;
}
async function runBootstrap(bootstrap, context) {
  const timeoutMs = bootstrap.timeoutMs ?? DEFAULT_BOOTSTRAP_TIMEOUT_MS;
  const command = [bootstrap.command, ...bootstrap.args ?? []];
  const result = await runGraderCommand(command, {
    cwd: context.workspaceDir,
    timeoutMs,
    env: { ...bootstrap.env, ...bootstrapEnv(context) }
  });
  mkdirSync(context.logDir, { recursive: true });
  writeFileSync(join4(context.logDir, "bootstrap.stdout.log"), result.stdout);
  writeFileSync(join4(context.logDir, "bootstrap.stderr.log"), result.stderr);
  if (result.timedOut) return `bootstrap \`${command.join(" ")}\` timed out after ${timeoutMs} ms`;
  if (result.exitCode === 0) return void 0;
  const detail2 = firstLine(result.stderr || result.stdout);
  return `bootstrap \`${command.join(" ")}\` exited ${result.exitCode ?? "abnormally"}${detail2 ? `: ${detail2}` : ""}`;
}

// src/engine/copy-local-auth.ts
import { chmodSync, copyFileSync, existsSync, mkdirSync as mkdirSync2, readFileSync, writeFileSync as writeFileSync2 } from "node:fs";
import { dirname, join as join5 } from "node:path";
var GEMINI_SETTINGS = ".gemini/settings.json";
function copyLocalAuth(agent, userHome, privateHome, spec) {
  const copied = localAuthFiles(agent).filter((path) => existsSync(join5(userHome, path)));
  for (const path of copied) {
    const target = join5(privateHome, path);
    mkdirSync2(dirname(target), { recursive: true });
    copyFileSync(join5(userHome, path), target);
    chmodSync(target, 384);
  }
  if (agent === "gemini-cli" && copied.length > 0 && !spec.env.GEMINI_API_KEY && !spec.env.GOOGLE_API_KEY)
    selectGoogleLogin(privateHome);
  return copied;
}
function selectGoogleLogin(privateHome) {
  const file = join5(privateHome, GEMINI_SETTINGS);
  const settings = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  settings.security = { auth: { selectedType: "oauth-personal" } };
  writeFileSync2(file, `${JSON.stringify(settings, null, 2)}
`);
}

// src/engine/execution-dir-name.ts
import { createHash } from "node:crypto";
function executionDirName(key) {
  const slug = key.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+|[-.]+$/g, "").slice(0, 80);
  const hash = createHash("sha256").update(key).digest("hex").slice(0, 8);
  return `${slug || "execution"}--${hash}`;
}

// src/assert/context.ts
function createAssertionContext(report) {
  return {
    getCommands: () => getCommands(report),
    getToolCalls: (tool) => getToolCalls(report, tool),
    getFileReads: () => getFileReads(report),
    detectedSkills: () => report.detectedSkills.map((detection) => ({ ...detection, evidence: [...detection.evidence] })),
    finalOutput: () => report.finalOutput
  };
}

// src/assert/declarative/combine-grade.ts
var AGENTV_PASS_SCORE = 0.8;
function toOutcome({ spec, verdict }) {
  const base = { name: assertionName(spec), type: spec.type, source: formatSource(spec.source) };
  const golden = spec.golden ? { golden: true } : {};
  if (verdict.kind === "error") {
    return {
      ...base,
      passed: false,
      score: 0,
      ungraded: true,
      message: verdict.message,
      ...verdict.evidence === void 0 ? {} : { evidence: verdict.evidence },
      ...golden
    };
  }
  const score = spec.negate ? 1 - verdict.score : verdict.score;
  const failed = spec.negate ? void 0 : verdict.failed;
  const cutoff = passingScore(spec);
  const passed = score >= cutoff && failed === void 0;
  const notes = [
    ...spec.dialect === "agentv" && score !== 0 && score !== 1 ? [`score ${round(score)}`] : [],
    ...!passed && failed !== void 0 ? [failed] : [],
    ...!passed && failed === void 0 && spec.dialect === "agentv" && spec.required !== false ? [`required score ${round(cutoff)} not reached`] : []
  ];
  const message = `Expected ${spec.negate ? "NOT: " : ""}${verdict.expected}. Observed: ${verdict.observed.replace(/\.$/, "")}.${notes.length === 0 ? "" : ` (${notes.join("; ")})`}`;
  return {
    ...base,
    passed,
    score,
    message,
    ...verdict.evidence === void 0 ? {} : { evidence: verdict.evidence },
    ...golden
  };
}
function combineGrade(graded) {
  const outcomes = graded.map(toOutcome);
  const counted = graded.flatMap((item, index) => {
    const outcome = outcomes[index];
    return item.spec.golden || outcome === void 0 ? [] : [{ ...item, outcome }];
  });
  const agentv = counted.filter((item) => item.spec.dialect === "agentv");
  const strict = counted.filter((item) => item.spec.dialect !== "agentv");
  const parts = [
    ...agentv.length > 0 ? [{ count: agentv.length, ...agentvPart(agentv) }] : [],
    ...strict.length > 0 ? [
      {
        count: strict.length,
        passed: strict.every((item) => item.outcome.passed),
        score: strict.filter((item) => item.outcome.passed).length / strict.length
      }
    ] : []
  ];
  if (parts.length === 0) return { passed: true, score: 1, outcomes };
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  return {
    passed: parts.every((part) => part.passed),
    score: parts.reduce((sum, part) => sum + part.score * part.count, 0) / total,
    outcomes
  };
}
function agentvPart(items) {
  const weighted = items.filter((item) => item.spec.weight > 0);
  const totalWeight = weighted.reduce((sum, item) => sum + item.spec.weight, 0);
  const score = totalWeight > 0 ? weighted.reduce((sum, item) => sum + item.spec.weight * (item.outcome.score ?? 0), 0) / totalWeight : 1;
  const gatesHold = items.every((item) => item.spec.required === false || item.outcome.passed);
  const noErrors = items.every((item) => item.verdict.kind !== "error");
  return { passed: score >= AGENTV_PASS_SCORE && gatesHold && noErrors, score };
}
function passingScore(spec) {
  if (typeof spec.required === "number") return spec.required;
  return spec.dialect === "agentv" ? AGENTV_PASS_SCORE : 1;
}
function assertionName(spec) {
  if (spec.name !== void 0 && spec.name.trim() !== "") return spec.name;
  const hint = [spec.params.criterion, spec.params.value, spec.params.pattern, spec.params.skill].find(
    (value) => typeof value === "string" || typeof value === "number"
  );
  if (hint === void 0) return spec.type;
  const text = String(hint).replace(/\s+/g, " ").trim();
  const short = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return spec.params.criterion === hint ? short : `${spec.type}-${short}`;
}
function formatSource(position) {
  if (position.line === void 0) return position.file;
  return `${position.file}:${position.line}:${position.column ?? 1}`;
}
function round(value) {
  return String(Math.round(value * 100) / 100);
}

// src/assert/declarative/evaluate-assertions.ts
async function evaluateAssertions(specs, context) {
  const graded = [];
  for (const spec of specs) {
    const evaluator = findEvaluator(spec);
    const verdict = typeof evaluator === "string" ? assertionError(evaluator) : await evaluator(spec, context);
    graded.push({ spec, verdict });
  }
  return combineGrade(graded);
}

// src/engine/grade.ts
var ASSERTION_FAILURE = { id: "assertion", label: "Assertion failure" };
var ASSERT_HOOK_FAILURE = {
  id: "assert-hook",
  label: "Error in the case's assert code"
};
var GRADER_ERROR = { id: "grader-error", label: "Assertion could not be graded" };
var CODE_ERRORS = /* @__PURE__ */ new Set(["TypeError", "ReferenceError", "SyntaxError", "RangeError"]);
async function gradeReport(caseSpec, report, tools) {
  const byFunction = caseSpec.assert === void 0 ? void 0 : await gradeWithFunction(caseSpec.assert, report);
  const declarative = caseSpec.assertions.length === 0 || tools === void 0 ? void 0 : await evaluateAssertions(caseSpec.assertions, {
    ...tools,
    report,
    caseInput: {
      prompt: caseSpec.prompt,
      criteria: caseSpec.criteria,
      expectedOutput: caseSpec.expectedOutput
    }
  });
  if (caseSpec.assertions.length > 0 && tools === void 0)
    throw new Error("declarative assertions need grading tools");
  const assertions = [...byFunction?.assertions ?? [], ...declarative?.outcomes ?? []];
  const functionPassed = byFunction?.passed ?? true;
  const declarativePassed = declarative?.passed ?? true;
  const score = declarative?.score;
  if (functionPassed && declarativePassed) return { passed: true, score, assertions };
  const declarativeMessages = (declarative?.outcomes ?? []).filter((outcome) => !outcome.passed && !outcome.golden).map((outcome) => `${outcome.name}: ${outcome.message ?? "failed"}`);
  const ungraded = (declarative?.outcomes ?? []).filter((outcome) => outcome.ungraded && !outcome.golden);
  const scoreNote = declarative !== void 0 && declarativeMessages.length === 0 ? [`score ${declarative.score.toFixed(2)} is below the pass mark`] : [];
  return {
    passed: false,
    score,
    assertions,
    message: [byFunction?.message, ...declarativeMessages, ...scoreNote].filter((part) => part !== void 0).join("\n"),
    failureClass: byFunction?.failureClass ?? (ungraded.length > 0 && functionPassed ? GRADER_ERROR : ASSERTION_FAILURE),
    origin: byFunction?.origin === "assert-hook" ? "assert-hook" : ungraded.length > 0 ? "grader" : "assertion"
  };
}
async function gradeWithFunction(assertCase, report) {
  try {
    await runWithSoftAssertions(() => assertCase(report, createAssertionContext(report)));
    return { passed: true, assertions: [{ name: "assert", passed: true }] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const attached = getAttachedFailureClass(error);
    const crashed = attached === void 0 && error instanceof Error && CODE_ERRORS.has(error.name);
    const shown = crashed && error instanceof Error ? `${error.name}: ${message}` : message;
    return {
      passed: false,
      assertions: [{ name: "assert", passed: false, message: shown }],
      message: shown,
      failureClass: crashed ? ASSERT_HOOK_FAILURE : attached,
      origin: crashed ? "assert-hook" : "assertion"
    };
  }
}
function classifyWithHook(caseSpec, result, current) {
  if (caseSpec.classifyFailure === void 0) return { failureClass: current };
  try {
    const assigned = caseSpec.classifyFailure(result);
    if (assigned === void 0) return { failureClass: current };
    return { failureClass: normalizeFailureClass(assigned, "classifyFailure") };
  } catch (error) {
    return {
      failureClass: current,
      hookError: `classifyFailure threw: ${error instanceof Error ? error.message : String(error)}`
    };
  }
}

// src/engine/grading-tools.ts
import { mkdtemp as mkdtemp2, readFile, rm as rm2, writeFile } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join6 } from "node:path";
function createGradingTools(workspaceDir, judge) {
  return {
    workspaceDir,
    runCommand: (command, options) => runGraderCommand(command, options),
    judge,
    createScratchDir: async (files) => {
      const dir = await mkdtemp2(join6(tmpdir2(), "skill-eval-exec-"));
      for (const [name, content] of Object.entries(files)) await writeFile(join6(dir, name), content);
      return { dir, dispose: () => rm2(dir, { recursive: true, force: true }) };
    },
    readTextFile: (path) => readFile(path, "utf8")
  };
}

// src/engine/guard-normalizer.ts
function guardNormalizer(normalizer, empty) {
  let failure;
  const record3 = (error) => {
    failure ??= error instanceof Error ? error.message : String(error);
  };
  return {
    push(line) {
      if (failure !== void 0) return;
      try {
        normalizer.push(line);
      } catch (error) {
        record3(error);
      }
    },
    stepsSoFar: () => failure === void 0 ? normalizer.stepsSoFar() : 0,
    finish(outcome) {
      if (failure === void 0) {
        try {
          return normalizer.finish(outcome);
        } catch (error) {
          record3(error);
        }
      }
      return empty(outcome);
    },
    failure: () => failure
  };
}

// src/engine/install-skills.ts
import { cp as cp2, mkdir as mkdir2 } from "node:fs/promises";
import { join as join7 } from "node:path";
async function installSkills(skills, skillsDir) {
  await mkdir2(skillsDir, { recursive: true });
  for (const skill of skills) {
    if (!isSafeSkillName(skill.name)) throw new Error(`unsafe skill name ${JSON.stringify(skill.name)}`);
    await cp2(skill.dir, join7(skillsDir, skill.name), { recursive: true, dereference: true });
  }
}

// src/engine/model-rejection.ts
var MODEL_REJECTED = [
  /ProviderModelNotFoundError/,
  /model[^\n]{0,80}(?:is not supported|not supported when|does not exist|not found|is not available|unknown model|invalid model)/i,
  /(?:not_found_error|invalid_request_error)[^\n]{0,120}\bmodel\b/i,
  /\bmodels\/[\w.-]+ is not found/i
];
function isModelRejection(text) {
  return MODEL_REJECTED.some((pattern) => pattern.test(text));
}

// src/engine/redact-file.ts
import { once as once2 } from "node:events";
import { createReadStream as createReadStream2, createWriteStream as createWriteStream2 } from "node:fs";
import { rename as rename2 } from "node:fs/promises";
import { createInterface } from "node:readline";

// src/github/artifacts/list-regular-files.ts
import { readdirSync } from "node:fs";
import { join as join8 } from "node:path";
function listRegularFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join8(dir, entry.name);
    if (entry.isDirectory()) files.push(...listRegularFiles(path));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}

// src/github/artifacts/redact-text-file.ts
import { once } from "node:events";
import {
  chmodSync as chmodSync2,
  closeSync,
  createReadStream,
  createWriteStream,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync
} from "node:fs";
var SNIFF_BYTES = 8e3;
async function redactTextFile(path, secrets) {
  const needles = secrets.filter((secret) => secret.length > 0).map((secret) => Buffer.from(secret)).sort((a, b) => b.length - a.length);
  if (needles.length === 0 || !isTextFile(path)) return false;
  const longest = Math.max(...needles.map((needle) => needle.length));
  const replacement = Buffer.from(REDACTED);
  const temporary = `${path}.redacting`;
  const output = createWriteStream(temporary, { mode: 384 });
  let carry = Buffer.alloc(0);
  let replaced = false;
  for await (const chunk of createReadStream(path)) {
    const window = Buffer.concat([carry, chunk]);
    const result = replaceAll(window, needles, replacement);
    replaced ||= result.replaced;
    const keep = Math.min(longest - 1, result.bytes.length);
    carry = result.bytes.subarray(result.bytes.length - keep);
    if (!output.write(result.bytes.subarray(0, result.bytes.length - keep))) await once(output, "drain");
  }
  output.end(carry);
  await once(output, "finish");
  if (replaced) {
    chmodSync2(temporary, statSync(path).mode & 4095);
    renameSync(temporary, path);
  } else rmSync(temporary);
  return replaced;
}
function isTextFile(path) {
  const head = Buffer.alloc(SNIFF_BYTES);
  const fd = openSync(path, "r");
  try {
    const read = readSync(fd, head, 0, SNIFF_BYTES, 0);
    return !head.subarray(0, read).includes(0);
  } finally {
    closeSync(fd);
  }
}
function replaceAll(bytes, needles, replacement) {
  let current = bytes;
  let replaced = false;
  for (const needle of needles) {
    let at = current.indexOf(needle);
    if (at === -1) continue;
    replaced = true;
    const parts = [];
    let from = 0;
    while (at !== -1) {
      parts.push(current.subarray(from, at), replacement);
      from = at + needle.length;
      at = current.indexOf(needle, from);
    }
    parts.push(current.subarray(from));
    current = Buffer.concat(parts);
  }
  return { bytes: current, replaced };
}

// src/engine/redact-file.ts
async function redactFile(path, secrets) {
  if (secrets.length === 0) return;
  const temporary = `${path}.redacting`;
  const output = createWriteStream2(temporary);
  const lines = createInterface({ input: createReadStream2(path), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (!output.write(`${redact(line, secrets)}
`)) await once2(output, "drain");
  }
  output.end();
  await once2(output, "finish");
  await rename2(temporary, path);
}
async function redactFolder(dir, secrets) {
  if (secrets.length === 0) return;
  for (const file of listRegularFiles(dir)) await redactTextFile(file, secrets);
}

// src/engine/run-agent-process.ts
import { spawn } from "node:child_process";
import { once as once3 } from "node:events";
import { createWriteStream as createWriteStream3 } from "node:fs";
import { open } from "node:fs/promises";

// src/engine/line-splitter.ts
import { StringDecoder } from "node:string_decoder";
function lineSplitter(onLine2) {
  const decoder = new StringDecoder("utf8");
  let partial = [];
  const emit = (line) => onLine2(line.endsWith("\r") ? line.slice(0, -1) : line);
  const take = (text) => {
    const pieces = text.split("\n");
    const rest = pieces.pop() ?? "";
    for (const piece of pieces) {
      partial.push(piece);
      emit(partial.join(""));
      partial = [];
    }
    if (rest !== "") partial.push(rest);
  };
  return {
    write: (chunk) => take(decoder.write(chunk)),
    end() {
      take(decoder.end());
      if (partial.length > 0) emit(partial.join(""));
      partial = [];
    }
  };
}

// src/engine/process-group.ts
var running = /* @__PURE__ */ new Set();
var exitHookInstalled = false;
function signalGroup(child, signal) {
  if (child.pid === void 0) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
function stopOnExit(child) {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", () => {
      for (const each of running) signalGroup(each, "SIGTERM");
    });
  }
  running.add(child);
  child.once("close", () => running.delete(child));
}

// src/engine/run-agent-process.ts
var STDERR_TAIL_BYTES = 4096;
var KILL_GRACE_MS = 2e3;
async function runAgentProcess(spec, normalizer, options) {
  const now = options.now ?? Date.now;
  const started = now();
  const stderrFile = await open(options.stderrPath, "w");
  const stdoutFile = createWriteStream3(options.stdoutPath);
  const child = (() => {
    try {
      return spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
        stdio: [spec.stdin === void 0 ? "ignore" : "pipe", "pipe", stderrFile.fd],
        detached: true
      });
    } finally {
      stderrFile.close().catch(() => void 0);
    }
  })();
  const ending = new Promise((resolve4) => {
    child.once("close", (code, signal) => resolve4({ code, signal }));
    child.on("error", (error) => {
      if (child.pid === void 0) resolve4({ error });
    });
  });
  if (child.pid !== void 0) stopOnExit(child);
  let stopping = false;
  let forceKill;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    signalGroup(child, "SIGTERM");
    forceKill = setTimeout(() => signalGroup(child, "SIGKILL"), KILL_GRACE_MS);
  };
  let timedOut = false;
  const timeout = setTimeout(() => {
    timedOut = true;
    stop();
  }, options.timeoutMs);
  options.signal?.addEventListener("abort", stop, { once: true });
  if (options.signal?.aborted) stop();
  let maxStepsExceeded = false;
  const lines = lineSplitter((line) => {
    normalizer.push(line);
    if (!maxStepsExceeded && options.maxSteps !== void 0 && normalizer.stepsSoFar() > options.maxSteps) {
      maxStepsExceeded = true;
      stop();
    }
  });
  const stdout = child.stdout;
  let writeError;
  stdoutFile.on("error", (error) => {
    writeError ??= error;
    stop();
    stdout?.resume();
  });
  stdout?.on("data", (chunk) => {
    if (writeError === void 0 && !stdoutFile.write(chunk)) {
      stdout.pause();
      stdoutFile.once("drain", () => stdout.resume());
    }
    lines.write(chunk);
  });
  if (spec.stdin !== void 0 && child.stdin) {
    child.stdin.on("error", () => void 0);
    child.stdin.end(spec.stdin);
  }
  const end = await ending;
  clearTimeout(timeout);
  clearTimeout(forceKill);
  options.signal?.removeEventListener("abort", stop);
  lines.end();
  stdoutFile.end();
  if (!stdoutFile.closed) await once3(stdoutFile, "close").catch(() => void 0);
  if (writeError !== void 0) throw writeError;
  const outcome = {
    exitCode: "code" in end ? end.code : null,
    signal: "signal" in end ? end.signal : null,
    timedOut,
    maxStepsExceeded,
    stderrTail: await readTail(options.stderrPath, STDERR_TAIL_BYTES),
    durationMs: now() - started
  };
  return "error" in end ? { outcome, spawnError: spawnErrorMessage(spec.command, end.error) } : { outcome };
}
function spawnErrorMessage(command, error) {
  if (error.code === "ENOENT") {
    return `could not start "${command}": it is not installed or not on PATH; install the agent CLI, or set the runner's command: to its path`;
  }
  return `could not start "${command}": ${error.message}`;
}
async function readTail(path, bytes) {
  try {
    const file = await open(path, "r");
    try {
      const size = (await file.stat()).size;
      const length = Math.min(size, bytes);
      const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, size - length);
      return buffer.toString("utf8", 0, bytesRead);
    } finally {
      await file.close();
    }
  } catch {
    return "";
  }
}

// src/engine/workspace-hooks.ts
var DEFAULT_HOOK_TIMEOUT_MS = 12e4;
async function runWorkspaceHook(name, hook, context) {
  const stdin = JSON.stringify({
    workspace_path: context.workspaceDir,
    test_id: context.caseId ?? null,
    eval_run_id: context.runId,
    case_input: context.caseInput ?? null,
    case_metadata: context.caseMetadata ?? null
  });
  const result = await runGraderCommand(hook.command, {
    cwd: hook.cwd ?? context.workspaceDir,
    stdin,
    timeoutMs: hook.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS
  });
  if (result.timedOut) return `${name} hook timed out after ${hook.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS} ms`;
  if (result.exitCode === 0) return void 0;
  const detail2 = firstLine(result.stderr || result.stdout);
  return `${name} hook \`${hook.command.join(" ")}\` exited ${result.exitCode ?? "abnormally"}${detail2 ? `: ${detail2}` : ""}`;
}

// src/engine/run-execution.ts
async function runExecution(task, env) {
  const { suite, caseSpec, runner, iteration } = task;
  const key = executionKey(suite.id, caseSpec.id, runner.id, iteration);
  const dirName = executionDirName(key);
  const artifactDir = join9(env.outDir, "executions", dirName);
  await mkdir3(artifactDir, { recursive: true });
  const started = env.now();
  const info = runnerInfo(runner);
  let workspace;
  let session;
  try {
    workspace = await prepareWorkspace(workspaceFor(suite, caseSpec), {
      root: env.root,
      keptDir: join9(env.outDir, "workspaces", dirName),
      sharedDir: env.sharedWorkspaceDir
    });
    session = await runSession(task, info, workspace.dir, artifactDir, env, key);
  } catch (error) {
    session = failedSetup(
      info,
      caseSpec.prompt,
      `workspace setup failed: ${error instanceof Error ? error.message : String(error)}`
    );
  }
  const workspaceDir = workspace?.dir ?? env.root;
  await writeFile2(
    join9(artifactDir, "report.json"),
    `${JSON.stringify({ key, ...session.report }, null, 2)}
`
  );
  const grade = session.infrastructureFailure ? void 0 : await gradeReport(caseSpec, session.report, createGradingTools(workspaceDir, env.judge));
  if (session.infrastructureFailure === void 0 && grade?.origin === "grader") {
    session.infrastructureFailure = { origin: "grader", class: GRADER_ERROR, message: grade.message ?? "" };
  }
  const status = executionStatus({
    infrastructureFailure: session.infrastructureFailure !== void 0,
    assertionsPassed: grade?.passed ?? false,
    expectedFail: caseSpec.expectedFail,
    notExcusable: grade?.origin === "assert-hook"
  });
  const durationMs = env.now() - started;
  let failure = session.infrastructureFailure;
  if (failure === void 0 && grade !== void 0 && !grade.passed) {
    failure = {
      origin: grade.origin === "assert-hook" ? "assert-hook" : "assertion",
      class: grade.failureClass ?? INFRASTRUCTURE_CLASSES.crash,
      message: grade.message ?? ""
    };
  }
  if (failure !== void 0 && status !== "passed") {
    failure = applyClassifyHook(caseSpec, failure, {
      info,
      status,
      durationMs,
      artifactDir,
      report: session.report
    });
  }
  await writeFile2(
    join9(artifactDir, "assertions.json"),
    `${JSON.stringify(grade?.assertions ?? [], null, 2)}
`
  );
  if (failure !== void 0 && session.secrets !== void 0) {
    failure = { ...failure, message: redact(failure.message, session.secrets) };
  }
  const kept = await workspace?.release(keepsWorkspace(status));
  if (kept !== void 0 && session.secrets !== void 0) await redactFolder(kept, session.secrets);
  return {
    key,
    suite: suite.id,
    case: caseSpec.id,
    runner: runner.id,
    iteration,
    status,
    durationMs,
    usage: {
      inputTokens: session.report.usage.inputTokens,
      outputTokens: session.report.usage.outputTokens,
      reasoningTokens: session.report.usage.reasoningTokens,
      cacheReadTokens: session.report.usage.cacheReadTokens,
      cacheWriteTokens: session.report.usage.cacheWriteTokens,
      totalTokens: session.report.usage.totalTokens
    },
    costUsd: session.report.costUsd,
    costEstimated: session.report.costEstimated,
    turns: session.report.turns,
    failure,
    score: grade?.score,
    assertions: grade?.assertions ?? [],
    detectedSkills: session.report.detectedSkills.map((detection) => detection.skill),
    agent: runner.config.agent,
    agentVersion: session.report.agentVersion,
    model: session.report.model ?? runner.config.model,
    artifactDir: relative(env.outDir, artifactDir).split("\\").join("/")
  };
}
async function runSession(task, info, workspaceDir, artifactDir, env, key) {
  const { suite, caseSpec, runner } = task;
  const workspace = workspaceFor(suite, caseSpec);
  if (workspace.mode === "isolated" && workspace.bootstrap !== void 0) {
    const bootstrapFailure = await runBootstrap(workspace.bootstrap, {
      workspaceDir,
      outDir: env.outDir,
      logDir: artifactDir,
      caseId: caseSpec.id,
      runnerId: runner.id
    });
    if (bootstrapFailure) return failedSetup(info, caseSpec.prompt, bootstrapFailure, "bootstrap");
  }
  await copyInputFiles(caseSpec, workspaceDir);
  const hookContext = {
    workspaceDir,
    caseId: caseSpec.id,
    runId: env.runId,
    caseInput: caseSpec.prompt,
    caseMetadata: caseSpec.metadata
  };
  const hooks = suite.workspace.hooks;
  const variantHooks = suite.runnerVariants?.find((variant) => variant.id === runner.id)?.hooks;
  const setupFailure = hooks?.beforeEach && await runWorkspaceHook("before_each", hooks.beforeEach, hookContext) || variantHooks?.beforeEach && await runWorkspaceHook("before_each", variantHooks.beforeEach, hookContext);
  if (setupFailure) return failedSetup(info, caseSpec.prompt, setupFailure);
  const session = runner.config.agent === "replay" ? await replaySession(runner.config, task, info, workspaceDir, artifactDir, env) : await liveSession(task, info, workspaceDir, artifactDir, env);
  for (const afterEach of [variantHooks?.afterEach, hooks?.afterEach]) {
    const teardownFailure = afterEach && await runWorkspaceHook("after_each", afterEach, hookContext);
    if (teardownFailure) env.log(`warning: ${key}: ${teardownFailure}`);
  }
  return session;
}
function workspaceFor(suite, caseSpec) {
  if (caseSpec.templateDir === void 0) return suite.workspace;
  return { mode: "isolated", templateDir: caseSpec.templateDir, hooks: suite.workspace.hooks };
}
async function copyInputFiles(caseSpec, workspaceDir) {
  for (const { from, to } of caseSpec.inputFiles ?? []) {
    const target = resolve3(workspaceDir, to);
    if (!isStrictlyWithin(workspaceDir, target))
      throw new Error(`input file ${to} would leave the workspace`);
    await mkdir3(dirname2(target), { recursive: true });
    await copyFile(from, target);
  }
}
function failedSetup(info, prompt, message, kind = "workspace") {
  const report = emptyReport(info, prompt, {
    exitCode: null,
    timedOut: false,
    stderrTail: "",
    durationMs: 0
  });
  return {
    report,
    infrastructureFailure: {
      origin: "workspace-bootstrap",
      class: INFRASTRUCTURE_CLASSES[kind],
      message
    }
  };
}
function emptyReport(info, prompt, outcome) {
  return normalizers["claude-code"]({ runner: info, prompt, cwd: "", skillRoots: [] }).finish(outcome);
}
function normalizationFailure(message) {
  return {
    origin: "normalization",
    class: INFRASTRUCTURE_CLASSES.normalization,
    message: `the agent's output could not be read: ${message}`
  };
}
async function writeHomeFiles(home, files) {
  for (const [path, content] of Object.entries(files)) {
    const target = resolve3(home, path);
    if (!isStrictlyWithin(home, target)) throw new Error(`home file ${path} would leave the private home`);
    await mkdir3(dirname2(target), { recursive: true });
    await writeFile2(target, content);
  }
}
function withEstimatedCost(report, configuredModel, prices) {
  if (report.costUsd !== void 0) return report;
  const costUsd = estimateCostUsd(report.model ?? configuredModel, report.usage, prices);
  return costUsd === void 0 ? report : { ...report, costUsd, costEstimated: true };
}
function redactReport(report, secrets) {
  if (secrets.length === 0) return report;
  const escaped = secrets.map((secret) => JSON.stringify(secret).slice(1, -1));
  return sessionReportSchema.parse(JSON.parse(redact(JSON.stringify(report), [...secrets, ...escaped])));
}
function runnerInfo(runner) {
  return {
    id: runner.id,
    pathKey: executionDirName(runner.id),
    agent: { type: runner.config.agent, model: runner.config.model ?? "default" }
  };
}
async function liveSession(task, info, workspaceDir, artifactDir, env) {
  if (task.runner.config.agent === "replay") throw new Error("replay runners have no live session");
  const config = task.caseSpec.model !== void 0 && "model" in task.runner.config ? { ...task.runner.config, model: task.caseSpec.model } : task.runner.config;
  const home = await mkdtemp3(join9(tmpdir3(), "skill-eval-home-"));
  try {
    const spec = launchSpecFor(config, {
      prompt: task.caseSpec.prompt,
      workspace: workspaceDir,
      home,
      hostEnv: env.hostEnv
    });
    if (task.runner.withoutSkills !== true) await installSkills(task.suite.skills, spec.skillsDir);
    await writeHomeFiles(home, spec.homeFiles ?? {});
    if (env.localAuthHome !== void 0) copyLocalAuth(config.agent, env.localAuthHome, home, spec);
    const normalizer = guardNormalizer(
      normalizers[transcriptFormatOf(config)]({
        runner: info,
        prompt: task.caseSpec.prompt,
        cwd: workspaceDir,
        skillRoots: [spec.skillsDir]
      }),
      (outcome2) => emptyReport(info, task.caseSpec.prompt, outcome2)
    );
    const timeoutMs = task.caseSpec.timeoutMs ?? config.timeoutMs ?? env.defaultTimeoutMs;
    const stdoutPath = join9(artifactDir, "stdout.jsonl");
    const stderrPath = join9(artifactDir, "stderr.log");
    const { outcome, spawnError } = await runAgentProcess(spec, normalizer, {
      maxSteps: env.maxSteps,
      signal: env.signal,
      stdoutPath,
      stderrPath,
      timeoutMs,
      now: env.now
    });
    const secrets = secretValues({ ...env.hostEnv, ...spec.env }, config.env);
    await redactFile(stdoutPath, secrets);
    await redactFile(stderrPath, secrets);
    const report = withEstimatedCost(
      redactReport({ ...normalizer.finish(outcome), rawArtifacts: { stdoutPath, stderrPath } }, secrets),
      config.model,
      env.prices
    );
    if (spawnError !== void 0) {
      return {
        report,
        secrets,
        infrastructureFailure: {
          origin: "runner",
          class: INFRASTRUCTURE_CLASSES["spawn-failed"],
          message: spawnError
        }
      };
    }
    const unreadable = normalizer.failure();
    if (unreadable !== void 0) {
      return { report, secrets, infrastructureFailure: normalizationFailure(redact(unreadable, secrets)) };
    }
    if (outcome.maxStepsExceeded) {
      return {
        report: withoutSession(report),
        secrets,
        infrastructureFailure: {
          origin: "max-steps",
          class: INFRASTRUCTURE_CLASSES["max-steps"],
          message: `stopped after more than ${env.maxSteps} model steps (maxSteps)`
        }
      };
    }
    const stderrTail = redact(outcome.stderrTail, secrets);
    return {
      ...sessionWithFailure(
        report,
        outcome.timedOut ? `timed out after ${timeoutMs} ms` : void 0,
        stderrTail
      ),
      secrets
    };
  } finally {
    await rm3(home, { recursive: true, force: true });
  }
}
async function replaySession(config, task, info, workspaceDir, artifactDir, env) {
  const dir = resolve3(task.runner.baseDir, config.transcripts);
  const candidates = transcriptCandidates(dir, task.suite.id, task.caseSpec.id, task.iteration);
  const transcript = candidates.find(
    (candidate) => existsSync2(candidate) && isWithin(realpathSync(dir), realpathSync(candidate))
  );
  const normalizer = guardNormalizer(
    normalizers[config.format]({
      runner: info,
      prompt: task.caseSpec.prompt,
      cwd: workspaceDir,
      skillRoots: []
    }),
    (outcome2) => emptyReport(info, task.caseSpec.prompt, outcome2)
  );
  if (transcript === void 0) {
    const report2 = normalizer.finish({ exitCode: 0, timedOut: false, stderrTail: "", durationMs: 0 });
    return {
      report: report2,
      infrastructureFailure: {
        origin: "replay",
        class: INFRASTRUCTURE_CLASSES["replay-missing"],
        message: `no recorded transcript; looked for ${candidates.map((candidate) => relative(env.root, candidate)).join(", ")}`
      }
    };
  }
  const started = env.now();
  const lines = createInterface2({ input: createReadStream3(transcript), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) normalizer.push(line);
  const sidecars = transcriptSidecars(transcript);
  const outcome = {
    exitCode: existsSync2(sidecars.exitCode) ? Number.parseInt(readFileSync2(sidecars.exitCode, "utf8"), 10) : 0,
    timedOut: false,
    stderrTail: existsSync2(sidecars.stderr) ? readFileSync2(sidecars.stderr, "utf8").slice(-4096) : "",
    durationMs: env.now() - started
  };
  const stdoutPath = join9(artifactDir, "stdout.jsonl");
  await copyFile(transcript, stdoutPath);
  const stderrPath = existsSync2(sidecars.stderr) ? join9(artifactDir, "stderr.log") : void 0;
  if (stderrPath !== void 0) await copyFile(sidecars.stderr, stderrPath);
  const report = { ...normalizer.finish(outcome), rawArtifacts: { stdoutPath, stderrPath } };
  const unreadable = normalizer.failure();
  if (unreadable !== void 0) return { report, infrastructureFailure: normalizationFailure(unreadable) };
  return sessionWithFailure(report);
}
function withoutSession(report) {
  return {
    ...report,
    finalOutput: "",
    events: [],
    detectedSkills: [],
    attemptedSkills: [],
    files: { observedReads: [], observedSkillReads: [], observedWrites: [] },
    isError: true,
    errorKind: "max-steps"
  };
}
function sessionWithFailure(report, timeoutMessage, stderrTail = "") {
  if (!report.isError) return { report };
  const rejected = timeoutMessage === void 0 && isModelRejection(`${report.errorMessage ?? ""}
${stderrTail}`);
  return {
    report,
    infrastructureFailure: {
      origin: rejected ? "model-rejected" : "runner",
      class: rejected ? INFRASTRUCTURE_CLASSES["model-rejected"] : classForSessionError(report.errorKind),
      message: timeoutMessage ?? report.errorMessage ?? `the agent reported an error (${report.errorKind ?? "unknown"})`
    }
  };
}
function applyClassifyHook(caseSpec, failure, context) {
  const status = context.status === "error" || context.status === "skipped" ? "failed" : context.status;
  const result = {
    runner: context.info,
    passed: status === "passed" || status === "expected-failed",
    status,
    durationMs: context.durationMs,
    executionArtifactDir: context.artifactDir,
    artifactDir: context.artifactDir,
    report: context.report,
    error: { name: failure.origin === "assertion" ? "AssertionError" : "Error", message: failure.message },
    failureOrigin: failure.origin,
    failureClass: failure.class
  };
  const { failureClass, hookError } = classifyWithHook(caseSpec, result, failure.class);
  return {
    ...failure,
    class: failureClass,
    message: hookError ? `${failure.message}
${hookError}` : failure.message
  };
}

// src/engine/run-pool.ts
async function runPool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task !== void 0) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}

// src/formats/case-annotations.ts
var HOOK_STRATEGIES = ["none", "simple", "forced", "custom"];
var LABEL_KEYS = ["difficulty", "category"];
function caseAnnotations(suite, caseSpec) {
  const { metadata } = caseSpec;
  const annotations = {};
  if (typeof metadata.description === "string" && metadata.description.trim() !== "")
    annotations.title = metadata.description.trim();
  if (caseSpec.tags.length > 0) annotations.tags = [...caseSpec.tags];
  if (suite.format === "agentv") {
    const labels = {};
    for (const key of LABEL_KEYS) {
      const value = metadata[key];
      if (typeof value === "string" || typeof value === "number") labels[key] = String(value);
    }
    if (Object.keys(labels).length > 0) annotations.labels = labels;
  }
  const hook = HOOK_STRATEGIES.find((strategy) => strategy === metadata.hook);
  if (suite.format === "skill-test" && hook !== void 0) annotations.hookStrategy = hook;
  return annotations;
}

// src/report/build-results.ts
function buildResults(input) {
  const suites = uniqueSuites(input.plan);
  const reasons = new Map(input.selection?.suites.map((suite) => [suite.id, suite.reasons]));
  const runners = uniqueRunners(input.plan);
  const expectations = input.plan.flatMap(
    ({ suite, runners: suiteRunners }) => suite.cases.flatMap(
      (caseSpec) => suiteRunners.map((runner) => ({
        suite: suite.id,
        case: caseSpec.id,
        runner: runner.id,
        expectedFail: caseSpec.expectedFail,
        threshold: caseSpec.threshold
      }))
    )
  );
  const executions = [...input.executions].sort((a, b) => compareKeys(a.key, b.key));
  const annotations = new Map(
    input.plan.flatMap(
      ({ suite }) => suite.cases.map((caseSpec) => [`${suite.id}\0${caseSpec.id}`, caseAnnotations(suite, caseSpec)])
    )
  );
  const cases = aggregateCaseResults(expectations, executions).map((result) => ({
    ...result,
    ...annotations.get(`${result.suite}\0${result.case}`)
  }));
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    run: {
      startedAt: input.startedAt,
      endedAt: input.endedAt,
      toolVersion: input.toolVersion,
      commit: input.commit,
      complete: input.complete,
      ...input.shard === void 0 ? {} : { shard: { index: input.shard.index, total: input.shard.total } },
      ...input.selection === void 0 ? {} : { selection: selectionSummary(input.selection) },
      ...input.judge === void 0 || input.judge.calls === 0 ? {} : { judge: input.judge }
    },
    runners: runners.map((runner) => {
      const versions = executions.filter((execution) => execution.runner === runner.id);
      return {
        id: runner.id,
        agent: runner.config.agent,
        model: runner.config.model ?? versions.find((execution) => execution.model)?.model,
        agentVersion: versions.find((execution) => execution.agentVersion)?.agentVersion
      };
    }),
    suites: suites.map((suite) => ({
      id: suite.id,
      path: suite.relativePath,
      format: suite.format,
      contentHash: suite.contentHash,
      caseCount: suite.cases.length,
      ...reasons.has(suite.id) ? { selectedBecause: reasons.get(suite.id) } : {}
    })),
    executions,
    cases,
    summary: summarizeResults(cases, executions, input.complete)
  };
}
function uniqueSuites(plan) {
  const byId = /* @__PURE__ */ new Map();
  for (const { suite } of plan) {
    const earlier = byId.get(suite.id);
    if (earlier === void 0) {
      byId.set(suite.id, suite);
      continue;
    }
    const known = new Set(earlier.cases.map((caseSpec) => caseSpec.id));
    const added = suite.cases.filter((caseSpec) => !known.has(caseSpec.id));
    byId.set(suite.id, { ...earlier, cases: [...earlier.cases, ...added] });
  }
  return [...byId.values()];
}
function selectionSummary(selection) {
  return {
    mode: selection.mode,
    reason: selection.reason,
    ...selection.baseRef === void 0 ? {} : { baseRef: selection.baseRef },
    ...selection.mergeBase === void 0 ? {} : { mergeBase: selection.mergeBase },
    ...selection.changedFiles === void 0 ? {} : { changedFiles: selection.changedFiles },
    removedSuites: selection.removedSuites
  };
}
function uniqueRunners(plan) {
  const byId = /* @__PURE__ */ new Map();
  for (const { runners } of plan) for (const runner of runners) byId.set(runner.id, runner);
  return [...byId.values()];
}
function compareKeys(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/orchestration/write-run-reports.ts
import { join as join10 } from "node:path";

// src/report/render-junit.ts
function renderJunitXml(results) {
  const suites = suiteIds(results).map(
    (suite) => renderSuite(
      suite,
      results.cases.filter((result) => result.suite === suite),
      results.executions
    )
  );
  const totals = tally(results.cases);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes([["name", "skill-eval"], ...countAttributes(totals)])}>`,
    ...suites,
    "</testsuites>",
    ""
  ].join("\n");
}
function suiteIds(results) {
  const ids = [...results.suites.map((suite) => suite.id), ...results.cases.map((result) => result.suite)];
  return [...new Set(ids)];
}
function renderSuite(suite, cases, executions) {
  const open2 = `  <testsuite${attributes([["name", suite], ...countAttributes(tally(cases))])}`;
  if (cases.length === 0) return `${open2}/>`;
  return [
    `${open2}>`,
    ...cases.map((result) => renderCase(result, executionsOf(executions, result))),
    "  </testsuite>"
  ].join("\n");
}
function renderCase(result, executions) {
  const open2 = `    <testcase${attributes([
    ["classname", result.suite],
    ["name", `${result.case} [${result.runner}]`],
    ["time", formatSeconds(result.durationMs.total)]
  ])}`;
  const body = caseBody(result, executions);
  return body === "" ? `${open2}/>` : `${open2}>
${body}
    </testcase>`;
}
function caseBody(result, executions) {
  const notable = executions.filter((execution) => execution.status === NOTABLE_STATUS[result.verdict]);
  const first = notable.find((execution) => execution.failure !== void 0)?.failure;
  switch (result.verdict) {
    case "passed":
      return "";
    case "failed":
      return element("failure", {
        message: first ? firstLine(first.message) : gradedLine(result),
        type: first?.class.id ?? "failed",
        text: detail(gradedLine(result), notable)
      });
    case "unexpected-passed": {
      const stale = `marked expectedFail but ${gradedLine(result)}; the expectation is stale`;
      return element("failure", { message: stale, type: "unexpected-passed", text: detail(stale, notable) });
    }
    case "error": {
      const summary = `${result.errors} of ${result.iterations} executions errored`;
      return element("error", {
        message: first ? firstLine(first.message) : summary,
        type: first?.class.id ?? "error",
        text: detail(summary, notable)
      });
    }
    case "skipped": {
      const reason = executions.find((execution) => execution.skipReason !== void 0)?.skipReason;
      return `      <skipped${reason === void 0 ? "" : attributes([["message", firstLine(reason)]])}/>`;
    }
    case "expected-failed":
      return `      <system-out>${escapeXmlText(detail(`expected failure (expectedFail): ${gradedLine(result)}`, notable))}</system-out>`;
  }
}
var NOTABLE_STATUS = {
  passed: "passed",
  failed: "failed",
  "expected-failed": "expected-failed",
  "unexpected-passed": "unexpected-passed",
  error: "error",
  skipped: "skipped"
};
function element(name, content) {
  const open2 = `<${name}${attributes([
    ["message", content.message],
    ["type", content.type]
  ])}>`;
  return `      ${open2}${escapeXmlText(content.text)}</${name}>`;
}
function detail(summary, executions) {
  const lines = executions.map((execution) => {
    const failure = execution.failure;
    if (failure === void 0) return `${execution.key}: ${execution.status}`;
    return `${execution.key}: ${failure.class.label ?? failure.class.id} (${failure.origin}): ${failure.message}`;
  });
  return [summary, ...lines].join("\n");
}
function gradedLine(result) {
  return `passed ${result.passes}/${result.graded} graded executions (threshold ${formatPercent(result.threshold)})`;
}
function executionsOf(executions, result) {
  return executions.filter(
    (execution) => execution.suite === result.suite && execution.case === result.case && execution.runner === result.runner
  );
}
function tally(cases) {
  const count = (...verdicts) => cases.filter((result) => verdicts.includes(result.verdict)).length;
  return {
    tests: cases.length,
    failures: count("failed", "unexpected-passed"),
    errors: count("error"),
    skipped: count("skipped"),
    durationMs: cases.reduce((total, result) => total + result.durationMs.total, 0)
  };
}
function countAttributes(totals) {
  return [
    ["tests", String(totals.tests)],
    ["failures", String(totals.failures)],
    ["errors", String(totals.errors)],
    ["skipped", String(totals.skipped)],
    ["time", formatSeconds(totals.durationMs)]
  ];
}
function attributes(pairs) {
  return pairs.map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`).join("");
}
function formatSeconds(ms) {
  return (ms / 1e3).toFixed(3);
}

// src/orchestration/write-run-reports.ts
function writeRunReports(outDir, results) {
  const resultsPath = writeResults(outDir, results);
  writeFileAtomic(join10(outDir, "junit.xml"), renderJunitXml(results));
  const markdown = renderMarkdownReport(results);
  const reportPath = join10(outDir, "report.md");
  writeFileAtomic(reportPath, markdown);
  writeHtmlReport(outDir, results);
  return { resultsPath, reportPath, markdown };
}

export {
  meanScoreGates,
  describeGate,
  withGates,
  secretValues,
  normalizers,
  transcriptFormatOf,
  transcriptSidecars,
  runBootstrap,
  executionDirName,
  INFRASTRUCTURE_CLASSES,
  listRegularFiles,
  redactTextFile,
  keepsWorkspace,
  prepareSharedWorkspace,
  runWorkspaceHook,
  runExecution,
  runPool,
  buildResults,
  writeRunReports
};
