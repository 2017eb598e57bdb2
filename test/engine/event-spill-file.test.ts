import { describe, expect, it } from "vitest";
import { eventSpillFile } from "../../src/engine/event-spill-file.ts";
import type { SessionEvent } from "../../src/model/session-report.ts";

describe("eventSpillFile", () => {
  it("gives back every batch in order, values as they were, and nothing once removed", () => {
    const store = eventSpillFile();
    const first: (SessionEvent | null)[] = [
      { type: "toolCall", tool: "Write", args: { content: "é".repeat(70_000) }, callId: undefined },
      null,
    ];
    const second: SessionEvent[] = [{ type: "message", role: "assistant", text: "done" }];
    store.append(first);
    store.append(second);
    expect([...store.batches()]).toEqual([first, second]);
    expect("callId" in ([...store.batches()][0]?.[0] ?? {})).toBe(true);
    store.remove();
    expect(() => [...store.batches()]).toThrow(/after its execution ended/);
  });
});
