/**
 * The command line of a scripted model server:
 *   node <server>.ts --script script.json [--port N] [--requests-out f.json] [--identify-by …]
 * prints the base URL on stdout, logs one line per request on stderr, and on SIGINT/SIGTERM closes
 * the server and writes the recorded requests to `--requests-out`.
 */
import { writeFileSync } from "node:fs";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { z } from "zod";
import type { ScriptedServer } from "./options.ts";

/** The fields of a recorded request the log line shows. */
export interface LoggedRequest<Body> {
  seq: number;
  method: string;
  path: string;
  query: string;
  remoteAddress: string;
  body?: Body;
  reply: { status: number; kind: string; entryIndex?: number };
}

export interface ScriptedServerCli<Body, R extends LoggedRequest<Body>, IdentifyBy extends string> {
  /** Printed by `--help`. */
  usage: string;
  /** Adds `--identify-by`, one of these values; the first is the default. */
  identifyBy?: readonly [IdentifyBy, ...IdentifyBy[]];
  /** Starts the server from the command line's settings. */
  start(settings: {
    script: string | undefined;
    port: number;
    identifyBy: IdentifyBy | undefined;
    onRequest: (request: R) => void;
  }): Promise<ScriptedServer<R>>;
  /** The body part of the log line, e.g. " tools=3 messages=5". */
  describeBody(body: Body): string;
}

function stringOption(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

async function main<Body, R extends LoggedRequest<Body>, IdentifyBy extends string>(
  cli: ScriptedServerCli<Body, R, IdentifyBy>,
): Promise<void> {
  const options: NonNullable<ParseArgsConfig["options"]> = {
    script: { type: "string" },
    port: { type: "string", default: "0" },
    "requests-out": { type: "string" },
    help: { type: "boolean", short: "h" },
  };
  if (cli.identifyBy) options["identify-by"] = { type: "string", default: cli.identifyBy[0] };
  const { values } = parseArgs({ options });
  if (values.help) {
    process.stdout.write(cli.usage);
    return;
  }
  const port = z.coerce.number().int().min(0).max(65535).parse(values.port);
  const identifyBy = cli.identifyBy
    ? (z.enum(cli.identifyBy).parse(values["identify-by"]) as IdentifyBy)
    : undefined;
  const requestsOut = stringOption(values["requests-out"]);
  const server = await cli.start({
    script: stringOption(values.script),
    port,
    identifyBy,
    onRequest: (r) => {
      const entry = r.reply.entryIndex === undefined ? "" : ` entry=${r.reply.entryIndex}`;
      const body = r.body === undefined ? "" : cli.describeBody(r.body);
      process.stderr.write(
        `#${r.seq} ${r.method} ${r.path}${r.query ? `?${r.query}` : ""} from ${r.remoteAddress}` +
          `${body} -> ${r.reply.status} ${r.reply.kind}${entry}\n`,
      );
    },
  });
  process.stdout.write(`${server.url}\n`);
  const stop = (): void => {
    server
      .close()
      .then(() => {
        if (requestsOut) writeFileSync(requestsOut, `${JSON.stringify(server.requests, null, 2)}\n`);
        process.exit(0);
      })
      .catch((err: unknown) => {
        process.stderr.write(`${String(err)}\n`);
        process.exit(1);
      });
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/** Runs the command line; a failure is printed on stderr and exits 1. */
export function runScriptedServerCli<Body, R extends LoggedRequest<Body>, IdentifyBy extends string = never>(
  cli: ScriptedServerCli<Body, R, IdentifyBy>,
): void {
  main(cli).catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
