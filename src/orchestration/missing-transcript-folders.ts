import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseYamlSource } from "../config/yaml-source.ts";
import { notThere, pathKind } from "../formats/path-kind.ts";
import { ConfigError, type SourcePosition } from "../model/errors.ts";
import { isReplayRunner } from "../runners/registry.ts";
import type { LoadedConfig } from "./load-config.ts";
import type { SuitePlan } from "./resolve-runners.ts";

/**
 * The planned replay runners whose `transcripts:` folder is not there: every one of their
 * executions would end in "no recorded transcript" (exit 3), so the run is refused first (exit 2),
 * at the line of the config that names the folder. Runners the run leaves out are not checked.
 */
export function missingTranscriptFolders(
  plan: readonly SuitePlan[],
  configs: readonly LoadedConfig[],
): ConfigError[] {
  const seen = new Set<string>();
  const problems: ConfigError[] = [];
  for (const runner of plan.flatMap(({ runners }) => runners)) {
    if (!isReplayRunner(runner.config)) continue;
    const dir = resolve(runner.baseDir, runner.config.transcripts);
    const key = `${runner.baseDir}\n${runner.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const kind = pathKind(dir);
    if (kind === "folder") continue;
    const config = configs.find((candidate) => candidate.dir === runner.baseDir);
    problems.push(
      new ConfigError(
        `runner ${runner.id}: the transcripts folder "${runner.config.transcripts}" ${notThere(kind, "folder")} (${dir})`,
        {
          ...(config === undefined
            ? {}
            : { position: positionIn(config.file, ["runners", runner.id, "transcripts"]) }),
          hint: "create the folder with the recorded transcripts (<folder>/<suite-id>/<case-id>.jsonl or <folder>/<case-id>.jsonl), or correct transcripts: it is relative to the config file's folder",
        },
      ),
    );
  }
  return problems;
}

/** Where a YAML or JSON config writes the value at `path`; a module config has no lines to show. */
function positionIn(file: string, path: readonly string[]): SourcePosition {
  if (!/\.(?:ya?ml|json)$/.test(file)) return { file };
  try {
    return parseYamlSource(readFileSync(file, "utf8"), file).positionOf(path);
  } catch {
    return { file };
  }
}
