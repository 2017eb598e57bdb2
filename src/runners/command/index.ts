import { defineAgent } from "../agent-descriptor.ts";
import { launchCommand, SKILLS_FOLDER } from "./launch.ts";
import { commandRunnerSchemaOf } from "./runner-schema.ts";
import { TEXT_FORMAT } from "./text-format.ts";

export { textFormat } from "./text-format.ts";

/** Any program that takes a prompt; `formats` are the outputs it may declare (the agents' and text, the default). */
export function commandAgent<Format extends string>(formats: readonly (Format | typeof TEXT_FORMAT)[]) {
  return defineAgent({
    id: "command",
    configSchema: commandRunnerSchemaOf(formats, TEXT_FORMAT),
    launch: launchCommand,
    skillsFolder: SKILLS_FOLDER,
    hasSkillTool: false,
    isAgentCli: false,
  });
}
