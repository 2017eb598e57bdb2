import { readdirSync, readlinkSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { eventSpillFile } from "../../src/engine/event-spill-file.ts";
import type { SessionEvent } from "../../src/model/session-report.ts";

/** The event files this process holds open. */
function openEventFiles(): string[] {
  return readdirSync("/proc/self/fd")
    .map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return "";
      }
    })
    .filter((path) => path.includes("skill-eval-events-"));
}

describe("eventSpillFile", () => {
  it("makes its file only when a first batch is stored", () => {
    const before = openEventFiles();
    const store = eventSpillFile();
    expect(() => store.batch(0)).toThrow(/no stored batch 0/);
    expect(openEventFiles()).toEqual(before);
    store.append([{ type: "message", role: "assistant", text: "done" }]);
    expect(openEventFiles()).toHaveLength(before.length + 1);
    store.remove();
    expect(openEventFiles()).toEqual(before);
    expect(() => store.append([])).toThrow(/after its execution ended/);
  });

  it("gives back each batch by its number, values as they were, and nothing once removed", () => {
    const store = eventSpillFile();
    const first: (SessionEvent | null)[] = [
      { type: "toolCall", tool: "Write", args: { content: "é".repeat(70_000) }, callId: undefined },
      null,
    ];
    const second: SessionEvent[] = [{ type: "message", role: "assistant", text: "done" }];
    store.append(first);
    store.append(second);
    expect(store.batch(1)).toEqual(second);
    expect(store.batch(0)).toEqual(first);
    expect("callId" in (store.batch(0)[0] ?? {})).toBe(true);
    expect(() => store.batch(2)).toThrow(/no stored batch 2/);
    store.remove();
    expect(() => store.batch(0)).toThrow(/after its execution ended/);
  });
});
