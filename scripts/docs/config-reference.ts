import type { ReferenceRow, ReferenceTable } from "./reference-table.ts";

/** The parts of a JSON Schema (as zod writes it) that the reference shows. */
export interface SchemaNode {
  type?: string;
  const?: unknown;
  enum?: readonly unknown[];
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  oneOf?: readonly SchemaNode[];
  anyOf?: readonly SchemaNode[];
  required?: readonly string[];
}

const PAGE = "docs/config.md";
const SOURCE = "the config schema (src/config/config-json-schema.ts)";

/** docs/config.md's tables: every key of skill-eval.config.*, then every key of a runner, per agent. */
export function configTables(schema: SchemaNode): ReferenceTable[] {
  const top = Object.entries(schema.properties ?? {}).flatMap(([key, node]) =>
    key === "runners" ? [keyRow(key, node, "map of runner id → runner (below)")] : keyRows(key, node),
  );
  return [
    {
      page: PAGE,
      block: "config-keys",
      source: SOURCE,
      columns: ["key", "type", "default", "meaning"],
      handwritten: [3],
      described: 3,
      rows: top,
    },
    {
      page: PAGE,
      block: "runner-keys",
      source: SOURCE,
      columns: ["key", "agents", "type", "default", "meaning"],
      handwritten: [4],
      described: 4,
      rows: runnerRows(schema.properties?.runners),
    },
    {
      page: PAGE,
      block: "agents",
      source: `${SOURCE} (runners' agent)`,
      columns: [
        "`agent:`",
        "launches",
        "skills go to",
        "fields beyond `model`, `args`, `env`, `timeoutMs`, `command`",
      ],
      handwritten: [1, 2, 3],
      described: 1,
      rows: runnerVariants(schema.properties?.runners).map(({ agent }) => ({
        key: agent,
        cells: [`\`${agent}\``, "", "", ""],
      })),
    },
    {
      page: PAGE,
      block: "judge-providers",
      source: `${SOURCE} (judge.provider)`,
      columns: ["`provider`", "how", "key"],
      handwritten: [1, 2],
      described: 1,
      rows: (schema.properties?.judge?.properties?.provider?.enum ?? []).map((provider) => ({
        key: String(provider),
        cells: [`\`${String(provider)}\``, "", ""],
      })),
    },
  ];
}

function runnerVariants(runners: SchemaNode | undefined) {
  const record = typeof runners?.additionalProperties === "object" ? runners.additionalProperties : undefined;
  return (record?.oneOf ?? []).map((variant) => ({
    agent: String(variant.properties?.agent?.const ?? "?"),
    keys: new Map(flatten("", variant)),
  }));
}

/** A key and, for an object with named properties or a map of such objects, each key below it. */
function keyRows(key: string, node: SchemaNode): ReferenceRow[] {
  const record = typeof node.additionalProperties === "object" ? node.additionalProperties : undefined;
  const children = node.properties ?? record?.properties;
  if (children === undefined) return [keyRow(key, node)];
  const prefix = node.properties === undefined ? `${key}.<name>` : key;
  return [
    keyRow(key, node),
    ...Object.entries(children).flatMap(([child, childNode]) => keyRows(`${prefix}.${child}`, childNode)),
  ];
}

function keyRow(key: string, node: SchemaNode, type = typeOf(node)): ReferenceRow {
  return { key, cells: [`\`${key}\``, type, defaultOf(node), ""] };
}

function runnerRows(runners: SchemaNode | undefined): ReferenceRow[] {
  const variants = runnerVariants(runners);
  const agents = variants.map((variant) => variant.agent);
  const keys = [...new Set(variants.flatMap((variant) => [...variant.keys.keys()]))];
  return keys.map((key) => {
    const having = variants.filter((variant) => variant.keys.has(key));
    const describe = (cell: (node: SchemaNode) => string) =>
      perAgent(having.map((variant) => ({ agent: variant.agent, value: cell(variant.keys.get(key) ?? {}) })));
    const agentCell =
      having.length === variants.length ? "all" : having.map((v) => `\`${v.agent}\``).join(", ");
    const type = key === "agent" ? agents.map((agent) => `\`${agent}\``).join(" \\| ") : describe(typeOf);
    return { key, cells: [`\`${key}\``, agentCell, type, describe(defaultOf), ""] };
  });
}

function flatten(prefix: string, node: SchemaNode): [string, SchemaNode][] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]): [string, SchemaNode][] => [
    [`${prefix}${key}`, child],
    ...(child.properties === undefined ? [] : flatten(`${prefix}${key}.`, child)),
  ]);
}

/** One value when every agent agrees, else each value with the agents that have it. */
function perAgent(values: readonly { agent: string; value: string }[]): string {
  const distinct = [...new Set(values.map((entry) => entry.value))];
  if (distinct.length <= 1) return distinct[0] ?? "";
  return distinct
    .map((value) => {
      const agents = values.filter((entry) => entry.value === value).map((entry) => entry.agent);
      return `${value === "" ? "none" : value} (${agents.join(", ")})`;
    })
    .join("; ");
}

export function typeOf(node: SchemaNode): string {
  if (node.anyOf !== undefined) return node.anyOf.map(typeOf).join(" \\| ");
  if (node.const !== undefined) return code(node.const);
  if (node.enum !== undefined) return node.enum.map(code).join(" \\| ");
  if (node.type === "array") return `${node.items === undefined ? "any" : typeOf(node.items)}[]`;
  if (node.type === "object" && node.properties === undefined) return "map";
  return `${node.type ?? "any"}${range(node)}`;
}

function range(node: SchemaNode): string {
  const bounds = [
    node.exclusiveMinimum === undefined ? undefined : `> ${node.exclusiveMinimum}`,
    node.minimum === undefined || node.minimum <= -Number.MAX_SAFE_INTEGER ? undefined : `≥ ${node.minimum}`,
    node.maximum === undefined || node.maximum >= Number.MAX_SAFE_INTEGER ? undefined : `≤ ${node.maximum}`,
  ].filter((bound) => bound !== undefined);
  return bounds.length === 0 ? "" : ` ${bounds.join(", ")}`;
}

function defaultOf(node: SchemaNode): string {
  return node.default === undefined ? "" : code(node.default);
}

function code(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `\`${text.replace(/\|/g, "\\|")}\``;
}
