import type { FailureSink } from "./assertion-failure.ts";
import { createListAssertions, type ListAssertions } from "./list-assertions.ts";
import { getFileReads } from "./report-values.ts";

/**
 * `assert.fileReads.*`: over the paths the agent read (`fileRead` events, else
 * `files.observedReads`), in order.
 */
export type FileReadAssertions = ListAssertions;

export function createFileReadAssertions(sink: FailureSink): FileReadAssertions {
  return createListAssertions(
    { group: "fileReads", singular: "file read", plural: "file reads", read: getFileReads },
    sink,
  );
}
