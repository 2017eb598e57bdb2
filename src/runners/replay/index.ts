import { defineAgent } from "../agent-descriptor.ts";
import { replayRunnerSchemaOf } from "./runner-schema.ts";

/** Recorded transcripts read instead of a live agent; `formats` are those it reads, the first the default. */
export function replayAgent<Format extends string>(formats: readonly [Format, ...Format[]]) {
  return defineAgent({
    id: "replay",
    configSchema: replayRunnerSchemaOf(formats),
    hasSkillTool: false,
    isAgentCli: false,
  });
}
