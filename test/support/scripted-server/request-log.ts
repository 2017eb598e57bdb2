/** Recording the requests a scripted model server receives. */
import type { IncomingMessage } from "node:http";

export interface RequestLog<R> {
  /** Every request so far, in arrival order (live array). */
  requests: R[];
  /** Records a request; `make` gets its 1-based arrival number. */
  add(make: (seq: number) => R): R;
}

export function createRequestLog<R>(): RequestLog<R> {
  const requests: R[] = [];
  let seq = 0;
  return {
    requests,
    add(make) {
      seq += 1;
      const record = make(seq);
      requests.push(record);
      return record;
    },
  };
}

/** The request URL split into path and query string (without "?", "" when none). */
export function splitUrl(req: IncomingMessage): { path: string; query: string } {
  const rawUrl = req.url ?? "/";
  const q = rawUrl.indexOf("?");
  return q === -1 ? { path: rawUrl, query: "" } : { path: rawUrl.slice(0, q), query: rawUrl.slice(q + 1) };
}

/** The named request headers that are present (repeated ones joined with ", "). */
export function headerSubset(req: IncomingMessage, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = req.headers[name];
    if (typeof v === "string") out[name] = v;
    else if (Array.isArray(v)) out[name] = v.join(", ");
  }
  return out;
}

/** Whether the request carries `Authorization: Bearer …`. */
export function hasBearer(req: IncomingMessage): boolean {
  const authz = req.headers.authorization;
  return typeof authz === "string" && /^bearer\s/i.test(authz);
}
