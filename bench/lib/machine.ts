import { availableParallelism, cpus, loadavg, totalmem } from "node:os";

/** The machine the figures were taken on, for the table's header and bench/README.md. */
export function describeMachine(): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  return [
    `date ${new Date().toISOString()}`,
    `${availableParallelism()} CPUs (${cpu})`,
    `${(totalmem() / 1024 ** 3).toFixed(1)} GB memory`,
    `Node ${process.version}`,
    `load average ${load}`,
  ].join(", ");
}
