import { posix } from "node:path";
import type { SkillConfidence, SkillDetection } from "../model/session-report.ts";

/**
 * One piece of evidence that an agent used a skill, in transcript order. Adapters translate their
 * agent's events into these; `detectSkills` applies the one ladder all agents share
 * (DESIGN §4, reference/agent-clis.md §1.5).
 */
export type SkillEvidence =
  /** The agent's skill tool (`Skill`, `activate_skill`, `skill`); `ok` is false when its result was an error. */
  | { kind: "skill-tool"; skill: string; ok: boolean; tool?: string; error?: string }
  /** The body of the skill was injected into the conversation (Claude's "Base directory for this skill: <dir>"). */
  | { kind: "skill-base-dir"; skill: string; dir: string }
  /** The skill's SKILL.md was read, by a read tool or a shell command. */
  | { kind: "skill-md-read"; skill: string; path: string }
  /** Another file inside the skill's folder was read. */
  | { kind: "skill-file-read"; skill: string; path: string };

export interface SkillDetections {
  detectedSkills: SkillDetection[];
  /** Skills whose skill-tool call failed: recorded, never counted as used on that evidence alone. */
  attemptedSkills: SkillDetection[];
}

/**
 * The detection ladder: a successful skill-tool call is `explicit`; an injected skill body or a
 * read of SKILL.md is `strong`; a read of another file in the skill's folder is `medium`. Each skill
 * appears once, in order of its first qualifying evidence, with its strongest confidence and all
 * its evidence described.
 */
export function detectSkills(evidence: Iterable<SkillEvidence>): SkillDetections {
  const detected = new Map<string, SkillDetection>();
  const attempted = new Map<string, SkillDetection>();
  const described = new Map<string, string[]>();
  for (const item of evidence) {
    const skill = normalizeSkillName(item.skill);
    if (skill === "") continue;
    const text = describeSkillEvidence(item);
    const texts = described.get(skill) ?? [];
    if (!texts.includes(text)) texts.push(text);
    described.set(skill, texts);
    if (item.kind === "skill-tool" && !item.ok) {
      addEvidence(attempted, skill, "explicit", text);
      continue;
    }
    const existing = detected.get(skill);
    const confidence = confidenceOf(item);
    if (existing === undefined) detected.set(skill, { skill, confidence, evidence: [] });
    else if (rank[confidence] > rank[existing.confidence]) existing.confidence = confidence;
  }
  for (const detection of detected.values()) detection.evidence = described.get(detection.skill) ?? [];
  return { detectedSkills: [...detected.values()], attemptedSkills: [...attempted.values()] };
}

/** Evidence items kept before the first look for repeats. */
const FIRST_COMPACTION = 64;

/**
 * A session's skill evidence in transcript order. A long session repeats itself (the same skill
 * called again, the same SKILL.md read again), and a settled repeat of earlier evidence changes
 * nothing `detectSkills` gives, so repeats are dropped as the list grows: its size follows the
 * distinct evidence, not the length of the transcript. A skill call still awaiting its result
 * (its `ok` and `error` are filled in later) is always kept.
 */
export class SkillEvidenceList implements Iterable<SkillEvidence> {
  #items: SkillEvidence[] = [];
  #compactAt = FIRST_COMPACTION;

  push(item: SkillEvidence): void {
    this.#items.push(item);
    if (this.#items.length < this.#compactAt) return;
    this.#items = withoutSettledRepeats(this.#items);
    this.#compactAt = Math.max(FIRST_COMPACTION, 2 * this.#items.length);
  }

  [Symbol.iterator](): Iterator<SkillEvidence> {
    return this.#items[Symbol.iterator]();
  }
}

function withoutSettledRepeats(items: readonly SkillEvidence[]): SkillEvidence[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (item.kind === "skill-tool" && !item.ok && item.error === undefined) return true;
    // What detectSkills reads of an item: its skill, its kind (the confidence), `ok` and its text.
    const key = `${item.kind}\0${item.kind === "skill-tool" && item.ok}\0${normalizeSkillName(item.skill)}\0${describeSkillEvidence(item)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A human-readable line for a report's `evidence` list. */
export function describeSkillEvidence(item: SkillEvidence): string {
  switch (item.kind) {
    case "skill-tool": {
      const tool = item.tool ?? "Skill";
      if (item.ok) return `${tool} tool call succeeded`;
      return item.error === undefined
        ? `${tool} tool call failed`
        : `${tool} tool call failed: ${clip(item.error)}`;
    }
    case "skill-base-dir":
      return `Skill body injected (Base directory for this skill: ${item.dir})`;
    case "skill-md-read":
    case "skill-file-read":
      return `Read ${item.path}`;
  }
}

/** Skill names as agents write them: `/pdf-report` and `pdf-report` are the same skill. */
export function normalizeSkillName(raw: string): string {
  return raw.trim().replace(/^\/+/, "");
}

/** The skill a SKILL.md belongs to: its parent folder (`…/skills/<name>/SKILL.md` → `<name>`). */
export function skillNameFromPath(path: string): string | undefined {
  const normalized = path.replaceAll("\\", "/");
  if (posix.basename(normalized).toLowerCase() !== "skill.md") return undefined;
  const name = posix.basename(posix.dirname(normalized));
  return name === "" || name === "." || name === ".." || name === "/" ? undefined : name;
}

/**
 * Evidence for a file read, when the file belongs to a skill: SKILL.md anywhere, or any file under
 * one of `skillRoots` (`<root>/<name>/…`) or under a dot-folder's `skills/<name>/` (`.claude/skills`,
 * `.agents/skills`, …). `path` should be absolute.
 */
export function skillEvidenceForRead(path: string, skillRoots: readonly string[]): SkillEvidence | undefined {
  const mdSkill = skillNameFromPath(path);
  if (mdSkill !== undefined) return { kind: "skill-md-read", skill: mdSkill, path };
  const folderSkill = skillFolderOf(path, skillRoots);
  return folderSkill === undefined ? undefined : { kind: "skill-file-read", skill: folderSkill, path };
}

const rank: Record<SkillConfidence, number> = { weak: 0, medium: 1, strong: 2, explicit: 3 };

function confidenceOf(item: SkillEvidence): SkillConfidence {
  switch (item.kind) {
    case "skill-tool":
      return "explicit";
    case "skill-base-dir":
    case "skill-md-read":
      return "strong";
    case "skill-file-read":
      return "medium";
  }
}

function addEvidence(
  into: Map<string, SkillDetection>,
  skill: string,
  confidence: SkillConfidence,
  text: string,
): void {
  const existing = into.get(skill);
  if (existing === undefined) into.set(skill, { skill, confidence, evidence: [text] });
  else if (!existing.evidence.includes(text)) existing.evidence.push(text);
}

function skillFolderOf(path: string, skillRoots: readonly string[]): string | undefined {
  const normalized = path.replaceAll("\\", "/");
  for (const root of skillRoots) {
    const prefix = `${root.replaceAll("\\", "/").replace(/\/+$/, "")}/`;
    if (!normalized.startsWith(prefix)) continue;
    const [name, ...rest] = normalized.slice(prefix.length).split("/");
    if (name !== undefined && name !== "" && rest.length > 0) return name;
  }
  return /(?:^|\/)\.[^/]+\/skills\/([^/]+)\/[^/]/.exec(normalized)?.[1];
}

function clip(text: string): string {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
