import { exitProcess } from "./guard-process-exit.ts";

/**
 * An AbortSignal that fires on the first SIGINT or SIGTERM (Ctrl-C, a cancelled GitHub job), so a
 * run stops its agents and writes what finished; a second signal exits at once.
 */
export function interruptSignal(): AbortSignal {
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) exitProcess(3);
    process.stderr.write(`\nskill-eval: ${signal} received, stopping the agents\n`);
    controller.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return controller.signal;
}
