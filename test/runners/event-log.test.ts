import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "../../src/model/session-report.ts";
import type { NormalizerInput } from "../../src/runners/adapter.ts";
import { EventLog, type EventStore } from "../../src/runners/event-log.ts";
import { lazyEvents, streamedEvents } from "../../src/runners/lazy-events.ts";
import { normalizers } from "../../src/runners/registry.ts";

const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** An in-memory store that counts what went through it. */
function arrayStore(): EventStore & { count: () => number } {
  const batches: (SessionEvent | null)[][] = [];
  return {
    append: (events) => batches.push(structuredClone([...events])),
    batch: (index) => batches[index] ?? [],
    count: () => batches.flat().length,
    inMemoryCharacters: 0,
  };
}

const message = (text: string): SessionEvent => ({ type: "message", role: "assistant", text });

describe("EventLog", () => {
  it("keeps every event in order, most of them in the store", () => {
    const store = arrayStore();
    const log = new EventLog(store);
    const events = Array.from({ length: 1000 }, (_, index) => message(`m${index}`));
    for (const event of events) log.push(event);
    expect(store.count()).toBeGreaterThan(800);
    expect(log.length).toBe(1000);
    expect([...log]).toEqual(events);
  });

  it("reads back a command as changed after it was stored, and filters by position", () => {
    const log = new EventLog(arrayStore());
    const command: SessionEvent = { type: "command", command: "ls" };
    log.push(command, message("second"), { type: "toolCall", tool: "Bash", args: { command: "ls" } });
    for (let index = 0; index < 500; index += 1) log.push(message(`m${index}`));
    Object.assign(command, { exitCode: 2 });
    const [first, second] = log;
    expect(first).toEqual({ type: "command", command: "ls", exitCode: 2 });
    expect(second).toEqual(message("second"));
    expect(log.toolCalls).toBe(1);
    expect(log.filter((_, position) => position === 1 || position === 502)).toEqual([
      message("second"),
      message("m499"),
    ]);
  });

  it("reads from any position on and backwards, across stored batches and the recent events", () => {
    const log = new EventLog(arrayStore());
    const events = Array.from({ length: 1000 }, (_, index) => message(`m${index}`));
    for (const event of events) log.push(event);
    expect(log.spilled).toBe(true);
    for (const start of [0, 1, 63, 64, 65, 500, 935, 936, 999, 1000])
      expect([...log.from(start)], `from ${start}`).toEqual(events.slice(start));
    expect([...log.backward()]).toEqual([...events].reverse());
  });

  it("stores a settled command and keeps one that may still change until it is read back", () => {
    const store = arrayStore();
    const log = new EventLog(store);
    const succeeded: SessionEvent = { type: "command", command: "true", exitCode: 0 };
    const pending: SessionEvent = { type: "command", command: "sleep 1" };
    const failed: SessionEvent = { type: "command", command: "false", exitCode: 1 };
    log.push(succeeded, pending, failed);
    for (let index = 0; index < 500; index += 1) log.push(message(`m${index}`));
    Object.assign(pending, { exitCode: 0 });
    Object.assign(failed, { exitCode: null, denied: true });
    expect(store.batch(0).slice(0, 3)).toEqual([succeeded, null, null]);
    expect([...log.from(0)].slice(0, 3)).toEqual([
      succeeded,
      { type: "command", command: "sleep 1", exitCode: 0 },
      { type: "command", command: "false", exitCode: null, denied: true },
    ]);
  });

  it("keeps a session's events in memory until their text passes the store's threshold", () => {
    const store = { ...arrayStore(), inMemoryCharacters: 20_000 };
    const log = new EventLog(store);
    for (let index = 0; index < 500; index += 1) log.push(message("x".repeat(10)));
    expect(log.spilled).toBe(false);
    for (let index = 0; index < 500; index += 1) log.push(message("x".repeat(100)));
    expect(log.spilled).toBe(true);
    expect(log.length).toBe(1000);
  });

  it("keeps everything in memory without a store", () => {
    const log = new EventLog();
    for (let index = 0; index < 500; index += 1) log.push(message(`m${index}`));
    expect(log.spilled).toBe(false);
    expect(log.toArray()).toHaveLength(500);
  });
});

describe("lazyEvents", () => {
  it("reads its source only when looked at, then behaves as the array", () => {
    let reads = 0;
    const source = {
      length: 2,
      *from() {
        reads += 1;
        yield message("a");
        yield message("b");
      },
      backward: () => [],
    };
    const events = lazyEvents(source);
    const report = { events };
    const copy = { ...report };
    expect(reads).toBe(0);
    expect([...streamedEvents(copy.events).from(0)].map((event) => event.type)).toEqual([
      "message",
      "message",
    ]);
    expect(Array.isArray(events)).toBe(true);
    expect(events.length).toBe(2);
    expect(JSON.parse(JSON.stringify(report))).toEqual({ events: [message("a"), message("b")] });
    expect(events.map((event) => (event.type === "message" ? event.text : ""))).toEqual(["a", "b"]);
    expect(reads).toBe(2);
  });
});

const recorded = (cli: string) =>
  readdirSync(join(FIXTURES, "transcripts", cli)).map((scenario) =>
    join(FIXTURES, "transcripts", cli, scenario, "stdout.jsonl"),
  );
const captured = (folder: string) =>
  readdirSync(join(FIXTURES, "public", folder))
    .filter((name) => name.endsWith(".jsonl") || name.endsWith(".ndjson"))
    .map((name) => join(FIXTURES, "public", folder, name));

const TRANSCRIPTS: Record<string, () => string[]> = {
  "claude-code": () => [...recorded("claude"), ...captured("claude-stream-json")],
  "claude-session": () => captured("claude-session-jsonl"),
  codex: () => [...recorded("codex"), ...captured("codex-exec-json")],
  "codex-rollout": () => captured("codex-rollout"),
  "cursor-agent": () => captured("cursor-stream-json"),
  "gemini-cli": () => recorded("gemini"),
  opencode: () => [...recorded("opencode"), ...captured("opencode-json")],
};

describe("a Claude command named by the last line's permission denials", () => {
  const input: NormalizerInput = {
    runner: { id: "agent", pathKey: "agent", agent: { type: "claude-code", model: "default" } },
    prompt: "Do the task.",
    cwd: "/home/runner/ws",
    skillRoots: [],
  };
  const outcome = { exitCode: 0, signal: null, timedOut: false, stderrTail: "", durationMs: 5 };
  const assistant = (content: unknown[]) =>
    JSON.stringify({ type: "assistant", message: { id: "msg", role: "assistant", model: "m", content } });
  const lines = (resultText: string) => [
    assistant([{ type: "tool_use", id: "toolu_x", name: "Bash", input: { command: "touch a.txt" } }]),
    JSON.stringify({
      type: "user",
      message: {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: "toolu_x", content: resultText, is_error: true }],
      },
    }),
    ...Array.from({ length: 300 }, (_, index) => assistant([{ type: "text", text: `step ${index}` }])),
    JSON.stringify({
      type: "result",
      subtype: "success",
      is_error: false,
      result: "done",
      permission_denials: [{ tool_name: "Bash", tool_use_id: "toolu_x", tool_input: {} }],
    }),
  ];
  const command = (resultText: string, store?: EventStore) => {
    const normalizer = normalizers["claude-code"]({ ...input, eventStore: store });
    for (const line of lines(resultText)) normalizer.push(line);
    return { command: normalizer.finish(outcome).events.find((event) => event.type === "command") };
  };

  it("is denied whether or not its events went to the store, once it failed", () => {
    expect(command("Exit code 1\nno", arrayStore()).command).toEqual(command("Exit code 1\nno").command);
    expect(command("Exit code 1\nno", arrayStore()).command).toMatchObject({ exitCode: null, denied: true });
  });

  it("is left as it ran when it exited 0, whether or not its events went to the store", () => {
    const stored = command("Exit code 0\nwarning", arrayStore()).command;
    expect(stored).toEqual(command("Exit code 0\nwarning").command);
    expect(stored).toMatchObject({ exitCode: 0 });
    expect(stored).not.toHaveProperty("denied");
  });
});

describe("normalizers with their events on disk", () => {
  const input: NormalizerInput = {
    runner: { id: "agent", pathKey: "agent", agent: { type: "claude-code", model: "default" } },
    prompt: "Do the task.",
    cwd: "/home/runner/ws",
    skillRoots: ["/home/runner/ws/.claude/skills", "/home/runner/ws/.agents/skills"],
  };
  const outcome = { exitCode: 0, signal: null, timedOut: false, stderrTail: "", durationMs: 5 };

  for (const [format, files] of Object.entries(TRANSCRIPTS)) {
    it(`${format}: the same report as in memory, on every real transcript repeated past the window`, () => {
      const create = normalizers[format as keyof typeof normalizers];
      for (const file of files()) {
        const lines = readFileSync(file, "utf8").split("\n");
        const repeated = Array.from({ length: 12 }, () => lines).flat();
        const inMemory = create(input);
        const store = arrayStore();
        const onDisk = create({ ...input, eventStore: store });
        for (const line of repeated) {
          inMemory.push(line);
          onDisk.push(line);
          expect(onDisk.stepsSoFar()).toBe(inMemory.stepsSoFar());
        }
        const expected = JSON.stringify(inMemory.finish(outcome));
        expect(JSON.stringify(onDisk.finish(outcome)), file).toBe(expected);
      }
    });
  }
});
