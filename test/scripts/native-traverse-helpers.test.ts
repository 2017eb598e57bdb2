/**
 * traverse, bundled with its ES5 polyfills given as Node's built-ins (scripts/build-plugins.mjs),
 * behaves as with the polyfills: the same clones, paths and errors for typed arrays, Errors,
 * accessors, `__proto__` keys and path segments that convert to strings.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Plugin } from "esbuild";
import { afterAll, expect, it } from "vitest";
import { nativeTraverseHelpers } from "../../scripts/build-plugins.mjs";

const scratch = mkdtempSync(join(tmpdir(), "native-traverse-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PROBE = `
import traverse from "traverse";
const out = [];
const attempt = (name, run) => { try { out.push([name, run()]); } catch (error) { out.push([name, "throws " + error.constructor.name]); } };
const source = {
  bytes: new Uint8Array([1, 2, 3]),
  floats: new Float64Array([0.5]),
  view: new DataView(new ArrayBuffer(2)),
  error: new Error("boom"),
  nested: { list: [1, { deep: true }], date: new Date(0), pattern: /x/g },
  get computed() { return 42; },
};
Object.defineProperty(source, "hidden", { value: "h", enumerable: false });
attempt("clone", () => {
  const copy = traverse(source).clone();
  return { keys: Object.keys(copy), bytes: Array.from(copy.bytes), same: copy.bytes === source.bytes,
    kind: Object.prototype.toString.call(copy.bytes), floats: Array.from(copy.floats),
    error: copy.error.message, date: copy.nested.date.getTime(), computed: copy.computed };
});
attempt("paths", () => traverse(source.nested).paths());
attempt("map", () => traverse({ a: 1, b: [2, 3] }).map(function (x) { if (typeof x === "number") this.update(x * 10); }));
const setWith = (segment) => { const value = {}; traverse(value).set([segment], 1); return Object.keys(value); };
attempt("set with a toString segment", () => setWith({ toString: () => "a" }));
attempt("set with a segment of both", () => setWith({ toString: () => "a", valueOf: () => "b" }));
attempt("set with a toPrimitive segment", () => setWith({ [Symbol.toPrimitive]: (hint) => (hint === "string" ? "k" : "n") }));
attempt("set with a symbol segment", () => { const key = Symbol("s"); const value = {}; traverse(value).set([key], 1); return value[key]; });
attempt("set with a segment of no primitive", () => setWith({ toString: () => ({}), valueOf: () => ({}) }));
attempt("set", () => { const value = {}; traverse(value).set(["x", "y"], 1); return value; });
attempt("set __proto__", () => { const value = {}; traverse(value).set(["__proto__", "polluted"], 1); return [Object.keys(value), ({}).polluted === undefined]; });
attempt("forEach typed", () => { const seen = []; traverse({ t: new Int16Array([4]) }).forEach(function (x) { seen.push(this.path.join(".")); }); return seen; });
process.stdout.write(JSON.stringify(out));
`;

async function probe(plugins: Plugin[], name: string): Promise<unknown> {
  const outfile = join(scratch, `${name}.mjs`);
  await build({
    stdin: { contents: PROBE, resolveDir: join(import.meta.dirname, "..", ".."), loader: "js" },
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    plugins,
    banner: {
      js: 'import { createRequire as __r } from "node:module"; const require = __r(import.meta.url);',
    },
    logLevel: "silent",
  });
  return JSON.parse(execFileSync(process.execPath, [outfile], { encoding: "utf8" }));
}

it("gives the results traverse gives with its polyfills", { timeout: 60_000 }, async () => {
  const withPolyfills = await probe([], "polyfills");
  const withBuiltIns = await probe([nativeTraverseHelpers], "built-ins");
  expect(withBuiltIns).toEqual(withPolyfills);
  expect(JSON.stringify(withPolyfills)).toContain('"bytes":[1,2,3]');
});

it("leaves the polyfills out of the bundle", { timeout: 60_000 }, async () => {
  const result = await build({
    stdin: {
      contents: 'import traverse from "traverse"; console.log(traverse);',
      resolveDir: join(import.meta.dirname, "..", ".."),
      loader: "js",
    },
    write: false,
    bundle: true,
    format: "esm",
    platform: "node",
    plugins: [nativeTraverseHelpers],
    metafile: true,
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((input) => input.includes("node_modules/traverse/"))).toBe(true);
  expect(
    inputs.filter((input) =>
      /node_modules\/(es-abstract|get-intrinsic|object-inspect|which-typed-array)\//.test(input),
    ),
  ).toEqual([]);
});
