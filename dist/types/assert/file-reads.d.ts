import type { FailureSink } from "./assertion-failure.js";
import { type ListAssertions } from "./list-assertions.js";
/**
 * `assert.fileReads.*`: over the paths the agent read (`fileRead` events, else
 * `files.observedReads`), in order.
 */
export type FileReadAssertions = ListAssertions;
export declare function createFileReadAssertions(sink: FailureSink): FileReadAssertions;
