/** What every Twirp service of the double does before a method runs: POST, JSON, a runtime token. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../scripted-server/send-json.ts";
import { type BackendIds, verifyRuntimeToken } from "./runtime-token.ts";

export type TwirpAnswer = { status: number; body: unknown };

export interface TwirpCallContext {
  signingKey: string;
  reject(message: string): void;
}

/** Answers one Twirp call; malformed or unauthorized calls get a Twirp error and are recorded. */
export async function serveTwirp(
  method: string,
  req: IncomingMessage,
  res: ServerResponse,
  context: TwirpCallContext,
  answerMethod: (method: string, caller: BackendIds) => Promise<TwirpAnswer>,
): Promise<void> {
  const answer = await checkedAnswer(method, req, context, answerMethod);
  if (answer.status >= 400) context.reject(`${method}: ${JSON.stringify(answer.body)}`);
  sendJson(res, answer.status, answer.body);
}

async function checkedAnswer(
  method: string,
  req: IncomingMessage,
  context: TwirpCallContext,
  answerMethod: (method: string, caller: BackendIds) => Promise<TwirpAnswer>,
): Promise<TwirpAnswer> {
  if (req.method !== "POST") return twirpError(405, "bad_route", `${req.method} is not POST`);
  if (req.headers["content-type"] !== "application/json") {
    return twirpError(
      400,
      "malformed",
      `content-type ${req.headers["content-type"]} is not application/json`,
    );
  }
  const caller = verifyRuntimeToken(bearer(req) ?? "", context.signingKey);
  if (caller === undefined) return twirpError(401, "unauthenticated", "missing or invalid runtime token");
  return answerMethod(method, caller);
}

function bearer(req: IncomingMessage): string | undefined {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
  return match?.[1];
}

export function twirpOk(body: unknown): TwirpAnswer {
  return { status: 200, body };
}

export function twirpError(status: number, code: string, msg: string): TwirpAnswer {
  return { status, body: { code, msg } };
}
