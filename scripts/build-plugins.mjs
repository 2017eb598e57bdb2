// The esbuild plugins scripts/build.mjs bundles with: each keeps out of dist/ what the code that
// ships never needs, or never needs at its start.
import { dirname } from "node:path";

/**
 * `import { z } from "zod"` makes esbuild keep the whole `z` namespace, with `z.locales`: error
 * messages in 49 languages (about 250 KB) that nothing here selects. English is imported on its own.
 */
export const withoutZodLocales = {
  name: "without-zod-locales",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(importer)
        ? { path: "zod-locales", namespace: "empty" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "export {};", loader: "js" }));
  },
};

/**
 * @actions/core imports @actions/http-client, and two of its imports cost more than the rest of the
 * action's start: undici (400 KB of module code to run, for a ProxyAgent used only behind a proxy)
 * and `import * as http`, whose ESM facade reads every export of node:http, WebSocket's too, which
 * loads Node's own undici. Here ProxyAgent loads undici on its first `new`, and http/https come
 * through require(), with the members http-client uses.
 */
const HTTP_CLIENT_IMPORTS = {
  undici:
    'export class ProxyAgent { constructor(options) { return new (require("undici").ProxyAgent)(options); } }',
  http: 'export const { Agent, globalAgent, request } = require("node:http");',
  https: 'export const { Agent, globalAgent, request } = require("node:https");',
};
export const lighterHttpClient = {
  name: "lighter-http-client",
  setup(build) {
    build.onResolve({ filter: /^(undici|https?)$/ }, ({ path, importer, kind }) =>
      kind === "import-statement" && /[\\/]@actions[\\/]http-client[\\/]lib[\\/]index\.js$/.test(importer)
        ? { path, namespace: "lighter-http-client", pluginData: dirname(importer) }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "lighter-http-client" }, ({ path, pluginData }) => ({
      contents: HTTP_CLIENT_IMPORTS[path],
      resolveDir: pluginData,
      loader: "js",
    }));
  },
};

/**
 * traverse (under @actions/artifact's unzip-stream) pulls in about 100 KB of ES5 polyfills
 * (es-abstract, get-intrinsic, object-inspect...) for five helpers Node has had built in for
 * years; they are given to it as those built-ins, with the same meaning for the way it calls them.
 */
const TRAVERSE_HELPERS = {
  gopd: "module.exports = Object.getOwnPropertyDescriptor;",
  "define-data-property":
    "module.exports = (object, key, value) => { Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true }); };",
  "typedarray.prototype.slice": "module.exports = (array, start, end) => array.slice(start, end);",
  "which-typed-array":
    "module.exports = (value) => (ArrayBuffer.isView(value) && !(value instanceof DataView) ? Object.prototype.toString.call(value).slice(8, -1) : false);",
  "es-to-primitive/es2015": `module.exports = (input, preferred) => {
  if (input === null || (typeof input !== "object" && typeof input !== "function")) return input;
  const hint = preferred === String ? "string" : preferred === Number ? "number" : "default";
  const exotic = input[Symbol.toPrimitive];
  if (exotic !== undefined && exotic !== null) {
    const result = exotic.call(input, hint);
    if (result === null || (typeof result !== "object" && typeof result !== "function")) return result;
    throw new TypeError("Cannot convert object to primitive value");
  }
  for (const name of hint === "string" ? ["toString", "valueOf"] : ["valueOf", "toString"]) {
    if (typeof input[name] !== "function") continue;
    const result = input[name]();
    if (result === null || (typeof result !== "object" && typeof result !== "function")) return result;
  }
  throw new TypeError("Cannot convert object to primitive value");
};`,
};
export const nativeTraverseHelpers = {
  name: "native-traverse-helpers",
  setup(build) {
    build.onResolve(
      {
        filter:
          /^(gopd|define-data-property|typedarray\.prototype\.slice|which-typed-array|es-to-primitive\/es2015)$/,
      },
      ({ path, importer }) =>
        /[\\/]node_modules[\\/]traverse[\\/]index\.js$/.test(importer)
          ? { path, namespace: "native-traverse-helpers" }
          : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "native-traverse-helpers" }, ({ path }) => ({
      contents: TRAVERSE_HELPERS[path],
      loader: "js",
    }));
  },
};
