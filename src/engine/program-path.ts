import { isAbsolute, resolve } from "node:path";

/**
 * A runner's program as its config names it: a bare name is looked up on PATH, a relative path
 * (`./agent.sh`, `bin/agent`) is read from the config file's folder, as the config's other paths
 * are. Left relative, it would be looked for in the workspace the agent runs in. Pure.
 */
export function programPath(command: string, configDir: string): string {
  return command.includes("/") && !isAbsolute(command) && !command.startsWith("~")
    ? resolve(configDir, command)
    : command;
}
