import ts from "typescript";
import { z } from "zod";
import { resultsSchema } from "../../src/model/results.ts";
import { type SchemaNode, typeOf } from "./config-reference.ts";
import type { ReferenceRow, ReferenceTable } from "./reference-table.ts";

/**
 * docs/results.md's table: every field of results.json, from the zod schema that validates it.
 * A new field's meaning starts as its doc comment in `resultsSource` (src/model/results.ts), found
 * by the object literal with the same properties, to be edited on the page.
 */
export function resultsTable(resultsSource: string): ReferenceTable {
  const schema = z.toJSONSchema(resultsSchema, { io: "output", unrepresentable: "any" }) as SchemaNode;
  const literals = objectLiterals(resultsSource);
  return {
    page: "docs/results.md",
    block: "results-fields",
    source: "src/model/results.ts",
    columns: ["field", "type", "meaning"],
    handwritten: [2],
    described: 2,
    rows: fieldRows("", schema, literals),
  };
}

function fieldRows(prefix: string, node: SchemaNode, literals: readonly ObjectLiteral[]): ReferenceRow[] {
  const object = node.type === "array" ? node.items : node;
  const record = typeof object?.additionalProperties === "object" ? object.additionalProperties : undefined;
  const owner = object?.properties === undefined ? record : object;
  const properties = owner?.properties;
  if (properties === undefined || owner === undefined) return [];
  const base = `${prefix}${node.type === "array" ? "[]" : ""}${owner === record ? ".<key>" : ""}`;
  const required = new Set(owner.required ?? []);
  const names = Object.keys(properties);
  const docs = literals.find(
    (literal) =>
      literal.docs.size > 0 &&
      literal.names.length === names.length &&
      names.every((name) => literal.names.includes(name)),
  )?.docs;
  return Object.entries(properties).flatMap(([name, child]) => {
    const path = base === "" ? name : `${base}.${name}`;
    const type = `${typeOf(child)}${required.has(name) ? "" : ", optional"}`;
    return [
      { key: path, cells: [`\`${path}\``, type, docs?.get(name) ?? ""] },
      ...fieldRows(path, child, literals),
    ];
  });
}

interface ObjectLiteral {
  names: string[];
  /** Each property's doc comment, by name. */
  docs: Map<string, string>;
}

/** Every object literal of the schema's source, with its properties' doc comments. */
function objectLiterals(source: string): ObjectLiteral[] {
  const file = ts.createSourceFile("results.ts", source, ts.ScriptTarget.Latest, false);
  const literals: ObjectLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const properties = node.properties.filter(ts.isPropertyAssignment);
      const names = properties.flatMap((property) =>
        ts.isIdentifier(property.name) ? [property.name.text] : [],
      );
      const docs = new Map(
        properties.flatMap((property): [string, string][] => {
          const doc = docComment(source, property.pos);
          return doc !== undefined && ts.isIdentifier(property.name) ? [[property.name.text, doc]] : [];
        }),
      );
      literals.push({ names, docs });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return literals;
}

function docComment(source: string, position: number): string | undefined {
  const doc = (ts.getLeadingCommentRanges(source, position) ?? [])
    .map((range) => source.slice(range.pos, range.end))
    .filter((text) => text.startsWith("/**"))
    .at(-1);
  return doc
    ?.replace(/^\/\*\*|\*\/$/g, "")
    .replace(/^\s*\* ?/gm, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\|/g, "\\|");
}
