/**
 * The log as the runner reads it: the lines it would obey as workflow commands (`::name::` after
 * leading blanks, `##[name]` anywhere), and, between `::stop-commands::T` and `::T::`, the lines
 * it only shows; `stopped` when the log ends with commands still stopped.
 */
export function readAsRunner(stdout: string): { obeyed: string[]; shown: string[]; stopped: boolean } {
  const obeyed: string[] = [];
  const shown: string[] = [];
  let stopToken: string | undefined;
  for (const line of stdout.split(/\r?\n/)) {
    if (stopToken !== undefined) {
      if (line.trim() === `::${stopToken}::`) stopToken = undefined;
      else shown.push(line);
      continue;
    }
    const command = line.trimStart();
    if (command.startsWith("::stop-commands::")) stopToken = command.slice("::stop-commands::".length);
    else if (command.startsWith("::") || line.includes("##[")) obeyed.push(command);
  }
  return { obeyed, shown, stopped: stopToken !== undefined };
}
