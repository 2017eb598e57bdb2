import ts from "typescript";
import { cellText } from "./action-reference.ts";
import type { ReferenceRow, ReferenceTable } from "./reference-table.ts";

/** One option of a command, as its `parseCliArgs(args, { … })` call declares it. */
export interface CliFlag {
  name: string;
  short?: string;
  type: "string" | "boolean";
  /** A boolean that is on unless turned off: documented as `--no-<name>`. */
  defaultOn: boolean;
}

export interface CommandSource {
  /** `run`, from `src/cli/run-command.ts`. */
  command: string;
  /** The module's text. */
  source: string;
}

const PAGE = "docs/cli.md";

/** The options object literal passed to `parseCliArgs` in a command's module. */
export function declaredFlags(source: string): CliFlag[] {
  const file = ts.createSourceFile("command.ts", source, ts.ScriptTarget.Latest, false);
  const constants = new Map<string, ts.Expression>();
  const calls: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer !== undefined) {
      constants.set(node.name.text, node.initializer);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "parseCliArgs"
    ) {
      const options = node.arguments[1];
      if (options !== undefined) calls.push(options);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // The options may be written inline or as a constant of the same module.
  return calls.flatMap((options) => {
    const literal = ts.isIdentifier(options) ? constants.get(options.text) : options;
    const object = literal !== undefined && ts.isAsExpression(literal) ? literal.expression : literal;
    return object !== undefined && ts.isObjectLiteralExpression(object)
      ? object.properties.flatMap(flagOf)
      : [];
  });
}

function flagOf(property: ts.ObjectLiteralElementLike): CliFlag[] {
  if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) return [];
  const name = propertyName(property.name);
  if (name === undefined) return [];
  const fields = new Map(
    property.initializer.properties
      .filter(ts.isPropertyAssignment)
      .map((field) => [propertyName(field.name), field.initializer]),
  );
  const short = fields.get("short");
  const type = fields.get("type");
  return [
    {
      name,
      ...(short !== undefined && ts.isStringLiteral(short) ? { short: short.text } : {}),
      type: type !== undefined && ts.isStringLiteral(type) && type.text === "boolean" ? "boolean" : "string",
      defaultOn: fields.get("default")?.kind === ts.SyntaxKind.TrueKeyword,
    },
  ];
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** Flags written in a help text, with their argument (`--out <dir>`) and description. */
export function helpFlags(help: string): Map<string, { spelled: string; description: string }> {
  const flags = new Map<string, { spelled: string; description: string }>();
  const lines = help.split("\n");
  lines.forEach((line, index) => {
    const match = /^\s+(?:-\w, )?(--[\w-]+)((?: <[^>]+>)?)(?:\s{2,}|(?<=>) )(\S.*)$/.exec(line);
    if (match === null) return;
    const continuation = [];
    for (let next = index + 1; next < lines.length && /^\s{8,}[^\s-]/.test(lines[next] ?? ""); next++) {
      continuation.push((lines[next] ?? "").trim());
    }
    const [, flag = "", argument = "", description = ""] = match;
    flags.set(flag, {
      spelled: `${flag}${argument}`,
      description: cellText([description, ...continuation].join(" ")),
    });
  });
  for (const match of help.matchAll(/\[(--[\w-]+) (\w+)\]/g)) {
    const [, flag = "", argument = ""] = match;
    if (!flags.has(flag)) flags.set(flag, { spelled: `${flag} <${argument}>`, description: "" });
  }
  return flags;
}

/** The help text a module declares (`export const RUN_HELP = \`…\``), or "" when it has none. */
export function declaredHelp(source: string): string {
  const file = ts.createSourceFile("command.ts", source, ts.ScriptTarget.Latest, false);
  let help = "";
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text.endsWith("HELP") &&
      node.initializer !== undefined &&
      (ts.isNoSubstitutionTemplateLiteral(node.initializer) || ts.isTemplateExpression(node.initializer))
    ) {
      help = node.initializer.getText(file).slice(1, -1).replace(/\\`/g, "`");
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return help;
}

/**
 * docs/cli.md's option tables: one for the options every command takes (those all commands
 * declare, and the ones `main.ts` takes before the command's own), then one per command.
 */
export function cliTables(commands: readonly CommandSource[], main: string): ReferenceTable[] {
  const declared = commands.map(({ command, source }) => ({
    command,
    flags: declaredFlags(source),
    help: helpFlags(declaredHelp(source)),
  }));
  const everywhere = new Set(
    (declared[0]?.flags ?? [])
      .map((flag) => flag.name)
      .filter((name) => declared.every(({ flags }) => flags.some((flag) => flag.name === name))),
  );
  const mainHelp = helpFlags(declaredHelp(main));
  const runFlags = declared.find(({ command }) => command === "run")?.flags ?? [];
  const globalRows = [
    ...runFlags.filter((flag) => everywhere.has(flag.name)).map((flag) => flagRow(flag, mainHelp)),
    ...[...mainHelp.entries()].map(
      ([flag, { spelled, description }]): ReferenceRow => ({
        key: flag,
        cells: [`\`${spelled}\``, description],
      }),
    ),
  ];
  return [
    table("every-command", "src/cli/main.ts and every src/cli/*-command.ts", globalRows),
    ...declared.map(({ command, flags, help }) =>
      table(
        `cli-${command}`,
        `src/cli/${command}-command.ts`,
        flags.filter((flag) => !everywhere.has(flag.name)).map((flag) => flagRow(flag, help)),
      ),
    ),
  ];
}

function table(block: string, source: string, rows: ReferenceRow[]): ReferenceTable {
  return { page: PAGE, block, source, columns: ["option", "meaning"], handwritten: [1], described: 1, rows };
}

function flagRow(flag: CliFlag, help: Map<string, { spelled: string; description: string }>): ReferenceRow {
  const key = flag.defaultOn ? `--no-${flag.name}` : `--${flag.name}`;
  const written = help.get(key) ?? help.get(`--no-${flag.name}`) ?? help.get(`--${flag.name}`);
  const spelled = written?.spelled ?? (flag.type === "string" ? `${key} <value>` : key);
  const short = flag.short === undefined ? "" : `-${flag.short}, `;
  return { key: spelled.split(" ")[0] ?? key, cells: [`\`${short}${spelled}\``, written?.description ?? ""] };
}
