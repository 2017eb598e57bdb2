import type { SessionEvent } from "../model/session-report.ts";
import { type SkillEvidence, skillEvidenceForRead } from "./skill-detection.ts";

/** The part of a normalizer's state that reads add to. */
export interface ReadSink {
  input: { skillRoots: readonly string[] };
  events: { push(event: SessionEvent): unknown };
  reads: Set<string>;
  skillEvidence: { push(item: SkillEvidence): unknown };
}

/** Records a read of `path` (already resolved): a fileRead event, plus a skill signal when it is a skill's file. */
export function recordRead(sink: ReadSink, path: string, at: { at?: string } = {}): void {
  sink.events.push({ type: "fileRead", path, ...at });
  sink.reads.add(path);
  const evidence = skillEvidenceForRead(path, sink.input.skillRoots);
  if (evidence === undefined) return;
  sink.skillEvidence.push(evidence);
  sink.events.push({ type: "skillSignal", skill: evidence.skill, signal: evidence.kind, ...at });
}
