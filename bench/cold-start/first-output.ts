import { spawn } from "node:child_process";

/** Milliseconds from spawning a process until its first byte on stdout or stderr, and until it ends. */
export function timeToFirstOutput(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ firstMs: number; exitMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let firstMs: number | undefined;
    const onData = () => {
      firstMs ??= performance.now() - started;
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("error", reject);
    child.on("close", () =>
      firstMs === undefined
        ? reject(new Error(`${args.join(" ")} printed nothing`))
        : resolve({ firstMs, exitMs: performance.now() - started }),
    );
  });
}
