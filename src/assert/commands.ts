import type { FailureSink } from "./assertion-failure.ts";
import { createListAssertions, type ListAssertions } from "./list-assertions.ts";
import { getCommands } from "./report-values.ts";

/** `assert.commands.*`: over the shell commands the agent ran (`command` events), in order. */
export type CommandAssertions = ListAssertions;

export function createCommandAssertions(sink: FailureSink): CommandAssertions {
  return createListAssertions(
    { group: "commands", singular: "command", plural: "commands", read: getCommands },
    sink,
  );
}
