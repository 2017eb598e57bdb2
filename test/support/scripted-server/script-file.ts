/** Reading a scripted model server's `--script` file into server options. */
import { readFileSync } from "node:fs";
import type { z } from "zod";

/** What a script file contributes to a server's options. */
export interface ScriptFileOptions<Script, Keyed> {
  turns?: Script;
  scripts?: Keyed[];
  sideText?: string;
}

type ScriptFile<Script, Keyed> = Script | { turns?: Script; scripts?: Keyed[]; side_text?: string };

/** Reads and validates a script file (bare entry list or `{turns, scripts, side_text}`). */
export function readScriptFile<Script extends unknown[], Keyed>(
  path: string,
  schema: z.ZodType<ScriptFile<Script, Keyed>>,
): ScriptFileOptions<Script, Keyed> {
  const parsed = schema.parse(JSON.parse(readFileSync(path, "utf8")));
  if (Array.isArray(parsed)) return { turns: parsed };
  const out: ScriptFileOptions<Script, Keyed> = {};
  if (parsed.turns) out.turns = parsed.turns;
  if (parsed.scripts) out.scripts = parsed.scripts;
  if (parsed.side_text !== undefined) out.sideText = parsed.side_text;
  return out;
}
