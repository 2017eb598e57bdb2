import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { z } from "zod";

/**
 * Checks the double's traffic against GitHub's published OpenAPI description (`@octokit/openapi`,
 * the dereferenced api.github.com document): a request body our code sends or a response the
 * double invents that the description rejects is a test failure, so neither side drifts from GitHub.
 */
export interface OpenapiValidator {
  request(method: string, template: string, body: unknown): string[];
  response(method: string, template: string, status: number, body: unknown): string[];
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let spec: { paths: Record<string, Record<string, Operation>> } | undefined;

export function openapiValidator(): OpenapiValidator {
  spec ??= JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.deref.json"),
      "utf8",
    ),
  );
  const paths = spec?.paths ?? {};
  const cache = new Map<string, z.ZodType | null>();
  const compiled = (key: string, schema: unknown): z.ZodType | null => {
    if (!cache.has(key)) {
      cache.set(
        key,
        schema === undefined
          ? null
          : z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0], {
              defaultTarget: "openapi-3.0",
            }),
      );
    }
    return cache.get(key) ?? null;
  };
  const operation = (method: string, template: string): Operation => {
    const found = paths[template]?.[method.toLowerCase()];
    if (found === undefined) throw new Error(`the OpenAPI description has no ${method} ${template}`);
    return found;
  };
  const check = (label: string, schema: z.ZodType | null, body: unknown): string[] => {
    if (schema === null) return [];
    const result = schema.safeParse(body);
    return result.success
      ? []
      : result.error.issues.slice(0, 5).map((issue) => `${label}: ${issue.path.join(".")}: ${issue.message}`);
  };
  return {
    request(method, template, body) {
      const schema = operation(method, template).requestBody?.content?.["application/json"]?.schema;
      return check(`${method} ${template} request`, compiled(`${method} ${template} request`, schema), body);
    },
    response(method, template, status, body) {
      const schema = operation(method, template).responses?.[String(status)]?.content?.["application/json"]
        ?.schema;
      const key = `${method} ${template} ${status}`;
      return check(`${key} response`, compiled(key, schema), body);
    },
  };
}
