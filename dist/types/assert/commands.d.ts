import type { FailureSink } from "./assertion-failure.js";
import { type ListAssertions } from "./list-assertions.js";
/** `assert.commands.*`: over the shell commands the agent ran (`command` events), in order. */
export type CommandAssertions = ListAssertions;
export declare function createCommandAssertions(sink: FailureSink): CommandAssertions;
