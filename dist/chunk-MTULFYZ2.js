import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  caseKey,
  isStrictlyWithin,
  isWithin,
  runnerInfoSchema,
  skillConfidenceSchema
} from "./chunk-ZNN7HAMQ.js";
import {
  ConfigError,
  ConfigErrors
} from "./chunk-T4URU7YL.js";
import {
  external_exports,
  failureClassSchema,
  failureOriginSchema
} from "./chunk-EWQYGJWM.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-43A2QHN3.js";

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity3.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path10) {
      const ctrl = callVisitor(key, node, visitor, path10);
      if (identity3.isNode(ctrl) || identity3.isPair(ctrl)) {
        replaceNode(key, path10, ctrl);
        return visit_(key, ctrl, visitor, path10);
      }
      if (typeof ctrl !== "symbol") {
        if (identity3.isCollection(node)) {
          path10 = Object.freeze(path10.concat(node));
          for (let i2 = 0; i2 < node.items.length; ++i2) {
            const ci = visit_(i2, node.items[i2], visitor, path10);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i2, 1);
              i2 -= 1;
            }
          }
        } else if (identity3.isPair(node)) {
          path10 = Object.freeze(path10.concat(node));
          const ck = visit_("key", node.key, visitor, path10);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path10);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity3.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path10) {
      const ctrl = await callVisitor(key, node, visitor, path10);
      if (identity3.isNode(ctrl) || identity3.isPair(ctrl)) {
        replaceNode(key, path10, ctrl);
        return visitAsync_(key, ctrl, visitor, path10);
      }
      if (typeof ctrl !== "symbol") {
        if (identity3.isCollection(node)) {
          path10 = Object.freeze(path10.concat(node));
          for (let i2 = 0; i2 < node.items.length; ++i2) {
            const ci = await visitAsync_(i2, node.items[i2], visitor, path10);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i2, 1);
              i2 -= 1;
            }
          }
        } else if (identity3.isPair(node)) {
          path10 = Object.freeze(path10.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path10);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path10);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path10) {
      if (typeof visitor === "function")
        return visitor(key, node, path10);
      if (identity3.isMap(node))
        return visitor.Map?.(key, node, path10);
      if (identity3.isSeq(node))
        return visitor.Seq?.(key, node, path10);
      if (identity3.isPair(node))
        return visitor.Pair?.(key, node, path10);
      if (identity3.isScalar(node))
        return visitor.Scalar?.(key, node, path10);
      if (identity3.isAlias(node))
        return visitor.Alias?.(key, node, path10);
      return void 0;
    }
    function replaceNode(key, path10, node) {
      const parent = path10[path10.length - 1];
      if (identity3.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity3.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity3.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity3.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity3.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity3.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i2 = 1; true; ++i2) {
        const name = `${prefix}${i2}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity3.isScalar(ref.node) || identity3.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i2 = 0, len = val.length; i2 < len; ++i2) {
            const v0 = val[i2];
            const v1 = applyReviver(reviver, val, String(i2), v0);
            if (v1 === void 0)
              delete val[i2];
            else if (v1 !== v0)
              val[i2] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i2) => toJS(v, String(i2), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity3.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity3 = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity3.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity3.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity3 = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity3.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity3.isAlias(node) || identity3.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity3.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity3.isCollection(node)) {
        let count2 = 0;
        for (const item of node.items) {
          const c3 = getAliasCount(doc, item, anchors2);
          if (c3 > count2)
            count2 = c3;
        }
        return count2;
      } else if (identity3.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity3.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity3 = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity3.isDocument(value))
        value = value.contents;
      if (identity3.isNode(value))
        return value;
      if (identity3.isPair(value)) {
        const map = ctx.schema[identity3.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity3.MAP] : Symbol.iterator in Object(value) ? schema[identity3.SEQ] : schema[identity3.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity3 = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path10, value) {
      let v = value;
      for (let i2 = path10.length - 1; i2 >= 0; --i2) {
        const k = path10[i2];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a2 = [];
          a2[k] = v;
          v = a2;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path10) => path10 == null || typeof path10 === "object" && !!path10[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity3.isNode(it) || identity3.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path10, value) {
        if (isEmptyPath(path10))
          this.add(value);
        else {
          const [key, ...rest] = path10;
          const node = this.get(key, true);
          if (identity3.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path10) {
        const [key, ...rest] = path10;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity3.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path10, keepScalar) {
        const [key, ...rest] = path10;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity3.isScalar(node) ? node.value : node;
        else
          return identity3.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity3.isPair(node))
            return false;
          const n2 = node.value;
          return n2 == null || allowScalar && identity3.isScalar(n2) && n2.value == null && !n2.commentBefore && !n2.comment && !n2.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path10) {
        const [key, ...rest] = path10;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity3.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path10, value) {
        const [key, ...rest] = path10;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity3.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text2, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text2;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text2.length <= endStep)
        return text2;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i2 = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i2 = consumeMoreIndentedLines(text2, i2, indent.length);
        if (i2 !== -1)
          end = i2 + endStep;
      }
      for (let ch; ch = text2[i2 += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i2;
          switch (text2[i2 + 1]) {
            case "x":
              i2 += 3;
              break;
            case "u":
              i2 += 5;
              break;
            case "U":
              i2 += 9;
              break;
            default:
              i2 += 1;
          }
          escEnd = i2;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i2 = consumeMoreIndentedLines(text2, i2, indent.length);
          end = i2 + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text2[i2 + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i2;
          }
          if (i2 >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text2[i2 += 1];
                overflow = true;
              }
              const j = i2 > escEnd + 1 ? i2 - 2 : escStart - 1;
              if (escapedFolds[j])
                return text2;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text2;
      if (onFold)
        onFold();
      let res = text2.slice(0, folds[0]);
      for (let i3 = 0; i3 < folds.length; ++i3) {
        const fold = folds[i3];
        const end2 = folds[i3 + 1] || text2.length;
        if (fold === 0)
          res = `
${indent}${text2.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text2[fold]}\\`;
          res += `
${indent}${text2.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text2, i2, indent) {
      let end = i2;
      let start = i2 + 1;
      let ch = text2[start];
      while (ch === " " || ch === "	") {
        if (i2 < start + indent) {
          ch = text2[++i2];
        } else {
          do {
            ch = text2[++i2];
          } while (ch && ch !== "\n");
          end = i2;
          start = i2 + 1;
          ch = text2[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit2 = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit2)
        return false;
      for (let i2 = 0, start = 0; i2 < strLen; ++i2) {
        if (str[i2] === "\n") {
          if (i2 - start > limit2)
            return true;
          start = i2 + 1;
          if (strLen - start <= limit2)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i2 = 0, ch = json[i2]; ch; ch = json[++i2]) {
        if (ch === " " && json[i2 + 1] === "\\" && json[i2 + 2] === "n") {
          str += json.slice(start, i2) + "\\ ";
          i2 += 1;
          start = i2;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i2 + 1]) {
            case "u":
              {
                str += json.slice(start, i2);
                const code = json.substr(i2 + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i2, 6);
                }
                i2 += 5;
                start = i2 + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i2 + 2] === '"' || json.length < minMultiLineLength) {
                i2 += 1;
              } else {
                str += json.slice(start, i2) + "\n\n";
                while (json[i2 + 2] === "\\" && json[i2 + 3] === "n" && json[i2 + 4] !== '"') {
                  str += "\n";
                  i2 += 2;
                }
                str += indent;
                if (json[i2 + 2] === " ")
                  str += "\\";
                i2 += 1;
                start = i2 + 1;
              }
              break;
            default:
              i2 += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity3 = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity3.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity3.isScalar(node) || identity3.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity3.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity3.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity3.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o2) => tagObj = o2 });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity3.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity3.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity3.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity3.isCollection(key) || !identity3.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity3.isCollection(key) || (identity3.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity3.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity3.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity3.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity3.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity3.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity3.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity3.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity3.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity3 = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity3.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity3.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity3 = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity3.NODE_TYPE, { value: identity3.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity3.isNode(key))
          key = key.clone(schema);
        if (identity3.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i2 = 0; i2 < items.length; ++i2) {
        const item = items[i2];
        let comment2 = null;
        if (identity3.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity3.isPair(item)) {
          const ik = identity3.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i2 = 1; i2 < lines.length; ++i2) {
          const line = lines[i2];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i2 = 0; i2 < items.length; ++i2) {
        const item = items[i2];
        let comment = null;
        if (identity3.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity3.isPair(item)) {
          const ik = identity3.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity3.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i2 < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity3 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity3.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity3.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity3.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity3.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity3.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity3.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i2 = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i2 === -1)
            this.items.push(_pair);
          else
            this.items.splice(i2, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity3.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity3.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity3.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity3 = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity3.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity3.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity3.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i2 = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i2++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i2 = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i2++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity3.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity3.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format: format2, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n2 = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format2 && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n2) && !n2.includes("e")) {
        let i2 = n2.indexOf(".");
        if (i2 < 0) {
          i2 = n2.length;
          n2 += ".";
        }
        let d = minFractionDigits - (n2.length - i2 - 1);
        while (d-- > 0)
          n2 += "0";
      }
      return n2;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i2 = 0; i2 < str.length; ++i2)
            buffer[i2] = str.charCodeAt(i2);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i2 = 0; i2 < buf.length; ++i2)
            s += String.fromCharCode(buf[i2]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n2 = Math.ceil(str.length / lineWidth);
          const lines = new Array(n2);
          for (let i2 = 0, o2 = 0; i2 < n2; ++i2, o2 += lineWidth) {
            lines[i2] = str.substr(o2, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity3.isSeq(seq)) {
        for (let i2 = 0; i2 < seq.items.length; ++i2) {
          let item = seq.items[i2];
          if (identity3.isPair(item))
            continue;
          else if (identity3.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i2] = identity3.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i2 = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i2++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity3.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity3.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n3 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n3 : n3;
      }
      const n2 = parseInt(str, radix);
      return sign === "-" ? -1 * n2 : n2;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity3.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity3.isPair(pair) ? identity3.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity3.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n2) => asBigInt ? BigInt(n2) : Number(n2);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n2) => n2;
      if (typeof value === "bigint")
        num = (n2) => BigInt(n2);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n2) => String(n2).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a2, b) => a2.key < b.key ? -1 : a2.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity3.MAP, { value: map.map });
        Object.defineProperty(this, identity3.SCALAR, { value: string.string });
        Object.defineProperty(this, identity3.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity3.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity3 = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity3.NODE_TYPE, { value: identity3.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity3.NODE_TYPE]: { value: identity3.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity3.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path10, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path10, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity3.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path10) {
        if (Collection.isEmptyPath(path10)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path10) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity3.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path10, keepScalar) {
        if (Collection.isEmptyPath(path10))
          return !keepScalar && identity3.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity3.isCollection(this.contents) ? this.contents.getIn(path10, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity3.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path10) {
        if (Collection.isEmptyPath(path10))
          return this.contents !== void 0;
        return identity3.isCollection(this.contents) ? this.contents.hasIn(path10) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path10, value) {
        if (Collection.isEmptyPath(path10)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path10), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path10, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity3.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count2 = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count2 = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count2);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a2, b) => a2 === b || identity3.isScalar(a2) && identity3.isScalar(b) && a2.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep6, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep6?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep6) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep6 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep6, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep6 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep6 + cb;
              sep6 = "";
              break;
            }
            case "newline":
              if (comment)
                sep6 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i2 = 0; i2 < fc.items.length; ++i2) {
        const collItem = fc.items[i2];
        const { start, key, sep: sep6, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep6?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep6 && !value) {
            if (i2 === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i2 < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i2 === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity3.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep6 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep6, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep6 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep6)
                for (const st of sep6) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep6, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity3.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i2 = lines.length - 1; i2 >= 0; --i2) {
        const content = lines[i2][1];
        if (content === "" || content === "\r")
          chompStart = i2;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i2 = 0; i2 < chompStart; ++i2) {
        const [indent, content] = lines[i2];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i2;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i2 = lines.length - 1; i2 >= chompStart; --i2) {
        if (lines[i2][0].length > trimIndent)
          chompStart = i2 + 1;
      }
      let value = "";
      let sep6 = "";
      let prevMoreIndented = false;
      for (let i2 = 0; i2 < contentStart; ++i2)
        value += lines[i2][0].slice(trimIndent) + "\n";
      for (let i2 = contentStart; i2 < chompStart; ++i2) {
        let [indent, content] = lines[i2];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep6 + indent.slice(trimIndent) + content;
          sep6 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep6 === " ")
            sep6 = "\n";
          else if (!prevMoreIndented && sep6 === "\n")
            sep6 = "\n\n";
          value += sep6 + indent.slice(trimIndent) + content;
          sep6 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep6 === "\n")
            value += "\n";
          else
            sep6 = "\n";
        } else {
          value += sep6 + content;
          sep6 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i2 = chompStart; i2 < lines.length; ++i2)
            value += "\n" + lines[i2][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i2 = 1; i2 < source.length; ++i2) {
        const ch = source[i2];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n2 = Number(ch);
          if (!indent && n2)
            indent = n2;
          else if (error === -1)
            error = offset + i2;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i2 = 1; i2 < props.length; ++i2) {
        const token = props[i2];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i2 = 1; i2 < split.length; i2 += 2)
        lines.push([split[i2], split[i2 + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue2(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue2(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep6 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep6 === "\n")
            res += sep6;
          else
            sep6 = "\n";
        } else {
          res += sep6 + lm;
          sep6 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep6 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i2 = 1; i2 < source.length - 1; ++i2) {
        const ch = source[i2];
        if (ch === "\r" && source[i2 + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i2);
          res += fold;
          i2 = offset;
        } else if (ch === "\\") {
          let next = source[++i2];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i2 + 1];
            while (next === " " || next === "	")
              next = source[++i2 + 1];
          } else if (next === "\r" && source[i2 + 1] === "\n") {
            next = source[++i2 + 1];
            while (next === " " || next === "	")
              next = source[++i2 + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i2 + 1, length, onError);
            i2 += length;
          } else {
            const raw = source.substr(i2 - 1, 2);
            onError(i2 - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i2;
          let next = source[i2 + 1];
          while (next === " " || next === "	")
            next = source[++i2 + 1];
          if (next !== "\n" && !(next === "\r" && source[i2 + 2] === "\n"))
            res += i2 > wsStart ? source.slice(wsStart, i2 + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity3 = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity3.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity3.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity3.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity3.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity3.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity3.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity3.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i2 = pos - 1; i2 >= 0; --i2) {
          let st = before[i2];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i2];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i2];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity3 = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity3.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity3 = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i2 = 0; i2 < prelude.length; ++i2) {
        const source = prelude[i2];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i2 + 1]?.[0] !== "#")
              i2 += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity3.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity3.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i2 = 0; i2 < this.errors.length; ++i2)
            doc.errors.push(this.errors[i2]);
          for (let i2 = 0; i2 < this.warnings.length; ++i2)
            doc.warnings.push(this.warnings[i2]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep6, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep6)
        for (const st of sep6)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path10) => {
      let item = cst;
      for (const [field, index] of path10) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path10) => {
      const parent = visit.itemAtPath(cst, path10.slice(0, -1));
      const field = path10[path10.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path10, item, visitor) {
      let ctrl = visitor(item, path10);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i2 = 0; i2 < token.items.length; ++i2) {
            const ci = _visit(Object.freeze(path10.concat([[field, i2]])), token.items[i2], visitor);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i2, 1);
              i2 -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path10);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path10) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i2 = this.pos;
        let ch = this.buffer[i2];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i2];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i2 + 1] === "\n";
        return false;
      }
      charAt(n2) {
        return this.buffer[this.pos + n2];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n2) {
        return this.pos + n2 <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n2) {
        return this.buffer.substr(this.pos, n2);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n2 = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n2);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n2 = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n2;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n2 = yield* this.pushIndicators();
        switch (line[n2]) {
          case "#":
            yield* this.pushCount(line.length - n2);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n2 += yield* this.parseBlockScalarHeader();
            n2 += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n2);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n2 = 0;
        while (line[n2] === ",") {
          n2 += yield* this.pushCount(1);
          n2 += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n2 += yield* this.pushIndicators();
        switch (line[n2]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n2);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote2 = this.charAt(0);
        let end = this.buffer.indexOf(quote2, this.pos + 1);
        if (quote2 === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n2 = 0;
            while (this.buffer[end - 1 - n2] === "\\")
              n2 += 1;
            if (n2 % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i2 = this.pos;
        while (true) {
          const ch = this.buffer[++i2];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i3 = this.pos; ch = this.buffer[i3]; ++i3) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i3;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i3 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i2 = nl + 1;
        ch = this.buffer[i2];
        while (ch === " ")
          ch = this.buffer[++i2];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i2];
          nl = i2 - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i3 = nl - 1;
            let ch2 = this.buffer[i3];
            if (ch2 === "\r")
              ch2 = this.buffer[--i3];
            const lastChar = i3;
            while (ch2 === " ")
              ch2 = this.buffer[--i3];
            if (ch2 === "\n" && i3 >= this.pos && i3 + 1 + indent > lastChar)
              nl = i3;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i2 = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i2]) {
          if (ch === ":") {
            const next = this.buffer[i2 + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i2;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i2 + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i2 += 1;
                ch = "\n";
                next = this.buffer[i2 + 1];
              } else
                end = i2;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i2 + 1);
              if (cs === -1)
                break;
              i2 = Math.max(i2, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i2;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n2) {
        if (n2 > 0) {
          yield this.buffer.substr(this.pos, n2);
          this.pos += n2;
          return n2;
        }
        return 0;
      }
      *pushToIndex(i2, allowEmpty) {
        const s = this.buffer.slice(this.pos, i2);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n2 = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n2 += yield* this.pushTag();
              n2 += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n2 += yield* this.pushUntil(isNotAnchorChar);
              n2 += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n2 += yield* this.pushCount(1);
                n2 += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n2;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i2 = this.pos + 2;
          let ch = this.buffer[i2];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i2];
          return yield* this.pushToIndex(ch === ">" ? i2 + 1 : i2, false);
        } else {
          let i2 = this.pos + 1;
          let ch = this.buffer[i2];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i2];
            else if (ch === "%" && hexDigits.has(this.buffer[i2 + 1]) && hexDigits.has(this.buffer[i2 + 2])) {
              ch = this.buffer[i2 += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i2, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i2 = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i2];
        } while (ch === " " || allowTabs && ch === "	");
        const n2 = i2 - this.pos;
        if (n2 > 0) {
          yield this.buffer.substr(this.pos, n2);
          this.pos = i2;
        }
        return n2;
      }
      *pushUntil(test) {
        let i2 = this.pos;
        let ch = this.buffer[i2];
        while (!test(ch))
          ch = this.buffer[++i2];
        return yield* this.pushToIndex(i2, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i2 = 0; i2 < list.length; ++i2)
        if (list[i2].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i2 = 0; i2 < list.length; ++i2) {
        switch (list[i2].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i2;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i2 = prev.length;
      loop: while (--i2 >= 0) {
        switch (prev[i2].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i2]?.type === "space") {
      }
      return prev.splice(i2, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i2 = 0; i2 < source.length; ++i2)
          target.push(source[i2]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n2) {
        return this.stack[this.stack.length - n2];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep6;
          if (scalar.end) {
            sep6 = scalar.end;
            sep6.push(this.sourceToken);
            delete scalar.end;
          } else
            sep6 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep6 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i2 = 0; i2 < it.sep.length; ++i2) {
              const st = it.sep[i2];
              switch (st.type) {
                case "newline":
                  nl.push(i2);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep6 = it.sep;
                  sep6.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep6 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs2, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs2);
              } else {
                Object.assign(it, { key: fs2, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs2, sep: [] });
              else if (it.sep)
                this.stack.push(fs2);
              else
                Object.assign(it, { key: fs2, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep6 = fc.end.splice(1, fc.end.length);
            sep6.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep6 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity3 = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse2(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity3.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse2;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity3 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity3.isAlias;
    exports.isCollection = identity3.isCollection;
    exports.isDocument = identity3.isDocument;
    exports.isMap = identity3.isMap;
    exports.isNode = identity3.isNode;
    exports.isPair = identity3.isPair;
    exports.isScalar = identity3.isScalar;
    exports.isSeq = identity3.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/orchestration/prepare-run.ts
import { dirname as dirname13, resolve as resolve13 } from "node:path";

// src/config/load-config.ts
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join as join7, resolve } from "node:path";
import { pathToFileURL } from "node:url";

// src/formats/agentv/interpolate-env.ts
var REFERENCE = /\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
function interpolateEnv(value, env) {
  const missing = /* @__PURE__ */ new Set();
  const visit = (node) => {
    if (typeof node === "string") {
      return node.replace(REFERENCE, (_whole, name) => {
        const found = env[name];
        if (found === void 0) missing.add(name);
        return found ?? "";
      });
    }
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node === "object" && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
    }
    return node;
  };
  return { value: visit(value), missing: [...missing] };
}

// src/formats/skill-test/glob-pattern.ts
function globToRegExp(pattern) {
  return new RegExp(`^${compile(pattern, 0, false).source}$`);
}
function matchesGlob(path10, pattern) {
  return globToRegExp(pattern).test(path10);
}
function hasGlobSyntax(pattern) {
  return /[*?[{]/.test(pattern);
}
function globBase(pattern) {
  const segments = pattern.split("/");
  const literal = [];
  for (const segment of segments.slice(0, -1)) {
    if (hasGlobSyntax(segment) || segment === "..") break;
    if (segment !== "." && segment !== "") literal.push(segment);
  }
  return literal.join("/");
}
function compile(pattern, start, inBraces) {
  let source = "";
  let index = start;
  while (index < pattern.length) {
    const char = pattern[index] ?? "";
    if (inBraces && (char === "," || char === "}")) return { source, end: index };
    if (char === "*" && pattern[index + 1] === "*") {
      const atSegmentStart = index === 0 || pattern[index - 1] === "/";
      const followedBySlash = pattern[index + 2] === "/";
      if (atSegmentStart && followedBySlash) {
        source += "(?:[^/]+/)*";
        index += 3;
        continue;
      }
      if (atSegmentStart && index + 2 === pattern.length) {
        source += ".*";
        index += 2;
        continue;
      }
      source += "[^/]*";
      index += 2;
      continue;
    }
    if (char === "*") {
      source += "[^/]*";
      index += 1;
    } else if (char === "?") {
      source += "[^/]";
      index += 1;
    } else if (char === "[") {
      const close = pattern.indexOf("]", index + 2);
      if (close === -1) {
        source += "\\[";
        index += 1;
        continue;
      }
      const body = pattern.slice(index + 1, close);
      const negated = body.startsWith("!") || body.startsWith("^");
      const members = (negated ? body.slice(1) : body).replace(/[\\\]^]/g, "\\$&");
      source += negated ? `[^/${members}]` : `[${members}]`;
      index = close + 1;
    } else if (char === "{") {
      const alternatives = [];
      let cursor = index + 1;
      let closed = false;
      while (cursor <= pattern.length) {
        const part = compile(pattern, cursor, true);
        alternatives.push(part.source);
        if (pattern[part.end] === "}") {
          closed = true;
          cursor = part.end + 1;
          break;
        }
        if (pattern[part.end] !== ",") break;
        cursor = part.end + 1;
      }
      if (!closed) {
        source += "\\{";
        index += 1;
        continue;
      }
      source += `(?:${alternatives.join("|")})`;
      index = cursor;
    } else if (char === "\\" && index + 1 < pattern.length) {
      source += escapeRegExp(pattern[index + 1] ?? "");
      index += 2;
    } else {
      source += escapeRegExp(char);
      index += 1;
    }
  }
  return { source, end: index };
}
function escapeRegExp(text2) {
  return text2.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

// src/formats/skillgym/module-hook.ts
import { registerHooks } from "node:module";
var PUBLIC_API_SPECIFIERS = /* @__PURE__ */ new Set(["skillgym", "skill-eval-action"]);
var registered = false;
function registerPublicApiHook() {
  if (registered) return;
  registered = true;
  const apiUrl = publicApiUrl();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (PUBLIC_API_SPECIFIERS.has(specifier)) return { url: apiUrl, format: "module", shortCircuit: true };
      return nextResolve(specifier, context);
    }
  });
}
function publicApiUrl() {
  const here = import.meta.url;
  return here.endsWith(".ts") ? new URL("../../index.ts", here).href : new URL("./api.js", here).href;
}

// src/runners/claude-code/runner-schema.ts
var claudeCodeRunnerSchema = external_exports.strictObject({
  agent: external_exports.literal("claude-code"),
  /** Model name passed to the agent; omitted means the agent's default. */
  model: external_exports.string().optional(),
  /** Extra arguments appended to the agent's own. */
  args: external_exports.array(external_exports.string()).default([]),
  /** Environment passed to the agent, on top of the minimal one it needs. */
  env: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
  timeoutMs: external_exports.number().int().positive().optional(),
  /** The binary to launch (a path or a name on PATH). */
  command: external_exports.string().default("claude"),
  permissionMode: external_exports.enum(["bypassPermissions", "acceptEdits", "auto", "default", "dontAsk", "plan"]).default("bypassPermissions"),
  maxTurns: external_exports.number().int().positive().optional()
});

// src/runners/codex/launch.ts
import { join } from "node:path";
var envVarName = external_exports.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "an environment variable name");
var codexProviderSchema = external_exports.strictObject({
  /** The table key in config.toml (`[model_providers.<id>]`). */
  id: external_exports.string().regex(/^[A-Za-z0-9_-]+$/, "letters, digits, '_' and '-' only").default("skill-eval"),
  /** Display name. Default: the id. */
  name: external_exports.string().optional(),
  /** The API root Codex appends `/responses` to, e.g. `http://127.0.0.1:8080/v1`. */
  baseUrl: external_exports.url(),
  /** The variable holding the API key (sent as a Bearer token); passed through from the host. */
  envKey: envVarName.optional(),
  /** Codex 0.169 accepts only "responses". */
  wireApi: external_exports.literal("responses").default("responses"),
  /** Retries of a failed request / a dropped stream; Codex's defaults retry for minutes. */
  requestMaxRetries: external_exports.number().int().nonnegative().optional(),
  streamMaxRetries: external_exports.number().int().nonnegative().optional()
});
var codexRunnerSchema = external_exports.strictObject({
  agent: external_exports.literal("codex"),
  /** Model name passed with `-m`; omitted means Codex's default. */
  model: external_exports.string().optional(),
  /** Extra arguments appended to the agent's own (before the prompt). */
  args: external_exports.array(external_exports.string()).default([]),
  /** Environment passed to the agent, on top of the minimal one it needs. */
  env: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
  timeoutMs: external_exports.number().int().positive().optional(),
  /** The binary to launch (a path or a name on PATH). */
  command: external_exports.string().default("codex"),
  /** `codex exec --sandbox`: what the agent's shell commands may touch. `exec` never asks for approval. */
  sandbox: external_exports.enum(["read-only", "workspace-write", "danger-full-access"]).default("workspace-write"),
  provider: codexProviderSchema.optional()
});
var PASSED_THROUGH = [
  "PATH",
  "LANG",
  "OPENAI_API_KEY",
  "CODEX_API_KEY",
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY",
  "SSL_CERT_FILE"
];
var CODEX_HOME = ".codex";
function launchCodex(config, input) {
  const codexHome = join(input.home, CODEX_HOME);
  const args = ["exec", "--json", "--skip-git-repo-check", "--sandbox", config.sandbox];
  if (config.model !== void 0) args.push("-m", config.model);
  args.push("-C", input.workspace, ...config.args);
  args.push("--", input.prompt);
  const env = {};
  const names = config.provider?.envKey === void 0 ? PASSED_THROUGH : [...PASSED_THROUGH, config.provider.envKey];
  for (const name of names) {
    const value = input.hostEnv[name];
    if (value !== void 0) env[name] = value;
  }
  Object.assign(env, { HOME: input.home, CODEX_HOME: codexHome, TERM: "dumb", ...config.env });
  return {
    command: config.command,
    args,
    env,
    cwd: input.workspace,
    skillsDir: join(codexHome, "skills")
  };
}
function codexHomeFiles(config) {
  const provider = config.provider;
  if (provider === void 0) return {};
  const lines = [
    "# Written by skill-eval for this execution only.",
    `model_provider = ${tomlString(provider.id)}`,
    "",
    `[model_providers.${provider.id}]`,
    `name = ${tomlString(provider.name ?? provider.id)}`,
    `base_url = ${tomlString(provider.baseUrl)}`,
    ...provider.envKey === void 0 ? [] : [`env_key = ${tomlString(provider.envKey)}`],
    `wire_api = ${tomlString(provider.wireApi)}`,
    ...provider.requestMaxRetries === void 0 ? [] : [`request_max_retries = ${provider.requestMaxRetries}`],
    ...provider.streamMaxRetries === void 0 ? [] : [`stream_max_retries = ${provider.streamMaxRetries}`]
  ];
  return { [join(CODEX_HOME, "config.toml")]: `${lines.join("\n")}
` };
}
function tomlString(value) {
  return JSON.stringify(value).replaceAll("\x7F", "\\u007f");
}

// src/runners/command/launch.ts
import { join as join2 } from "node:path";
var commandOutputFormatSchema = external_exports.enum([
  "claude-code",
  "codex",
  "gemini-cli",
  "opencode",
  "cursor-agent",
  "copilot",
  "text"
]);
var commandRunnerSchema = external_exports.strictObject({
  agent: external_exports.literal("command"),
  /**
   * The program and its arguments, run without a shell. `{prompt}` in an argument is replaced by
   * the prompt, `{prompt_file}` by the path of a file holding it; with neither, the prompt goes to stdin.
   */
  command: external_exports.array(external_exports.string()).min(1, "command needs at least the program to run").refine((command) => command[0] !== "", "the program to run (command[0]) must not be empty"),
  /** How to read its stdout: a known agent's transcript format, or plain text (the final answer). */
  format: commandOutputFormatSchema.default("text"),
  /** Environment passed to the command, on top of PATH, LANG and the private HOME. */
  env: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
  timeoutMs: external_exports.number().int().positive().optional(),
  /** A label for reports; the command itself decides which model it uses. */
  model: external_exports.string().optional()
});
var PASSED_THROUGH2 = ["PATH", "LANG"];
var PLACEHOLDER = /\{(prompt|prompt_file)\}/g;
var PROMPT_FILE = "prompt.txt";
function commandPromptFile(input) {
  return { relativePath: PROMPT_FILE, content: input.prompt };
}
function launchCommand(config, input) {
  const [program, ...template] = config.command;
  if (program === void 0 || program === "") throw new Error("command runner: command is empty");
  const promptFile = join2(input.home, commandPromptFile(input).relativePath);
  const usesPrompt = template.some((arg) => arg.includes("{prompt}") || arg.includes("{prompt_file}"));
  const args = template.map(
    (arg) => (
      // A replacer function, so `$&` and friends in the prompt are never read as patterns; one pass,
      // so a prompt that itself contains "{prompt}" is left as written.
      arg.replace(PLACEHOLDER, (_match, name) => name === "prompt" ? input.prompt : promptFile)
    )
  );
  const env = {};
  for (const name of PASSED_THROUGH2) {
    const value = input.hostEnv[name];
    if (value !== void 0) env[name] = value;
  }
  Object.assign(env, { HOME: input.home, ...config.env });
  return {
    command: program,
    args,
    env,
    cwd: input.workspace,
    ...usesPrompt ? {} : { stdin: input.prompt },
    skillsDir: join2(input.home, ".agents", "skills")
  };
}

// src/runners/copilot/launch.ts
import { join as join3 } from "node:path";
var copilotRunnerSchema = external_exports.strictObject({
  agent: external_exports.literal("copilot"),
  /** Model name passed to the agent (`--model`); omitted means Copilot's default. */
  model: external_exports.string().optional(),
  /** Extra arguments, appended after the built-in ones. */
  args: external_exports.array(external_exports.string()).default([]),
  /** Environment passed to the agent, on top of the minimal one it needs. */
  env: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
  timeoutMs: external_exports.number().int().positive().optional(),
  /** The binary to launch (a path or a name on PATH). */
  command: external_exports.string().default("copilot")
});
var PASSED_THROUGH3 = [
  "PATH",
  "LANG",
  "GH_TOKEN",
  "GITHUB_TOKEN",
  "COPILOT_GITHUB_TOKEN",
  "GH_HOST",
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY"
];
function launchCopilot(config, input) {
  const args = ["-p", input.prompt];
  if (config.model !== void 0) args.push("--model", config.model);
  args.push(
    "--output-format",
    "json",
    "--stream",
    "on",
    "--no-auto-update",
    "--no-custom-instructions",
    "--disable-builtin-mcps",
    "--no-remote",
    "--allow-all-tools",
    "--disallow-temp-dir",
    "-C",
    input.workspace,
    ...config.args
  );
  const copilotHome = join3(input.home, ".copilot");
  const env = {};
  for (const name of PASSED_THROUGH3) {
    const value = input.hostEnv[name];
    if (value !== void 0) env[name] = value;
  }
  Object.assign(env, {
    HOME: input.home,
    COPILOT_HOME: copilotHome,
    COPILOT_AUTO_UPDATE: "false",
    NO_COLOR: "1",
    TERM: "dumb",
    ...config.env
  });
  return {
    command: config.command,
    args,
    env,
    cwd: input.workspace,
    skillsDir: join3(copilotHome, "skills")
  };
}

// src/runners/cursor-agent/launch.ts
import { join as join4 } from "node:path";
var cursorAgentRunnerSchema = external_exports.strictObject({
  agent: external_exports.literal("cursor-agent"),
  /** Model name passed to the agent (`--model`); omitted means Cursor's default ("Auto"). */
  model: external_exports.string().optional(),
  /** Extra arguments, placed after the built-in ones and before the prompt. */
  args: external_exports.array(external_exports.string()).default([]),
  /** Environment passed to the agent, on top of the minimal one it needs. */
  env: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
  timeoutMs: external_exports.number().int().positive().optional(),
  /** The binary to launch (a path or a name on PATH); newer installs also call it `agent`. */
  command: external_exports.string().default("cursor-agent")
});
var PASSED_THROUGH4 = ["PATH", "LANG", "CURSOR_API_KEY", "HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY"];
function launchCursorAgent(config, input) {
  const args = ["-p", "--output-format", "stream-json", "--force", "--trust", "--workspace", input.workspace];
  if (config.model !== void 0) args.push("--model", config.model);
  args.push(...config.args);
  if (input.prompt.startsWith("-")) args.push("--");
  args.push(input.prompt);
  const env = {};
  for (const name of PASSED_THROUGH4) {
    const value = input.hostEnv[name];
    if (value !== void 0) env[name] = value;
  }
  Object.assign(env, { HOME: input.home, TERM: "dumb", NO_COLOR: "1", ...config.env });
  return {
    command: config.command,
    args,
    env,
    cwd: input.workspace,
    skillsDir: join4(input.home, ".cursor", "skills")
  };
}

// src/runners/gemini-cli/launch.ts
import { join as join5 } from "node:path";
var geminiCliRunnerSchema = external_exports.strictObject({
  agent: external_exports.literal("gemini-cli"),
  /** Model name passed with `-m`; omitted means the CLI's default (`auto`, which routes per request). */
  model: external_exports.string().optional(),
  /** Extra arguments appended to the adapter's own. */
  args: external_exports.array(external_exports.string()).default([]),
  /** Environment passed to the agent, on top of the minimal one it needs. */
  env: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
  timeoutMs: external_exports.number().int().positive().optional(),
  /** The binary to launch (a path or a name on PATH). */
  command: external_exports.string().default("gemini"),
  /** Turn limit (`model.maxSessionTurns` in settings.json); the CLI has no flag for it. */
  maxSessionTurns: external_exports.number().int().positive().optional()
});
var PASSED_THROUGH5 = [
  "PATH",
  "LANG",
  "GEMINI_API_KEY",
  "GOOGLE_API_KEY",
  "GOOGLE_GEMINI_BASE_URL",
  "GOOGLE_VERTEX_BASE_URL",
  "GOOGLE_GENAI_USE_VERTEXAI",
  "GOOGLE_CLOUD_PROJECT",
  "GOOGLE_CLOUD_LOCATION",
  "GOOGLE_APPLICATION_CREDENTIALS",
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY",
  "NODE_EXTRA_CA_CERTS"
];
function launchGeminiCli(config, input) {
  const prompt2 = input.prompt.startsWith("-") ? [`--prompt=${input.prompt}`] : ["-p", input.prompt];
  const args = [...prompt2, "-o", "stream-json", "--yolo", "--skip-trust"];
  if (config.model !== void 0) args.push("-m", config.model);
  args.push(...config.args);
  const env = {};
  for (const name of PASSED_THROUGH5) {
    const value = input.hostEnv[name];
    if (value !== void 0) env[name] = value;
  }
  Object.assign(env, {
    HOME: input.home,
    TERM: "dumb",
    // One process instead of a relaunched child with a bigger heap: starts faster, dies whole.
    GEMINI_CLI_NO_RELAUNCH: "true",
    ...config.env
  });
  return {
    command: config.command,
    args,
    env,
    cwd: input.workspace,
    skillsDir: join5(input.home, ".gemini", "skills")
  };
}
function geminiHomeFiles(config, hostEnv = {}) {
  const vertex = (config.env.GOOGLE_GENAI_USE_VERTEXAI ?? hostEnv.GOOGLE_GENAI_USE_VERTEXAI) === "true";
  const settings = {
    security: { auth: { selectedType: vertex ? "vertex-ai" : "gemini-api-key" } },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
    ...config.maxSessionTurns === void 0 ? {} : { model: { maxSessionTurns: config.maxSessionTurns } }
  };
  return { ".gemini/settings.json": `${JSON.stringify(settings, null, 2)}
` };
}

// src/runners/opencode/launch.ts
import { join as join6 } from "node:path";
var opencodeRunnerSchema = external_exports.strictObject({
  agent: external_exports.literal("opencode"),
  /** `provider/model`, e.g. `anthropic/claude-sonnet-4-5`; omitted means OpenCode's default. */
  model: external_exports.string().regex(/^[^/\s]+\/\S+$/, 'expected "provider/model", e.g. "anthropic/claude-sonnet-4-5"').optional(),
  /** Extra arguments placed after OpenCode's own, before the prompt. */
  args: external_exports.array(external_exports.string()).default([]),
  /** Environment passed to the agent, on top of the minimal one it needs. */
  env: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  /** Per-execution wall-clock limit; a case's `timeoutMs` wins. */
  timeoutMs: external_exports.number().int().positive().optional(),
  /** The binary to launch (a path or a name on PATH). */
  command: external_exports.string().default("opencode")
});
var PASSED_THROUGH6 = [
  "PATH",
  "LANG",
  "ANTHROPIC_API_KEY",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENCODE_API_KEY",
  "OPENROUTER_API_KEY",
  "GOOGLE_GENERATIVE_AI_API_KEY",
  "GEMINI_API_KEY",
  "GROQ_API_KEY",
  "XAI_API_KEY",
  "DEEPSEEK_API_KEY",
  "MISTRAL_API_KEY",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_REGION",
  "AWS_BEARER_TOKEN_BEDROCK",
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY"
];
function launchOpencode(config, input) {
  const args = ["run", "--format", "json", "--auto"];
  if (config.model !== void 0) args.push("--model", config.model);
  args.push(...config.args);
  args.push("--", input.prompt);
  const env = {};
  for (const name of PASSED_THROUGH6) {
    const value = input.hostEnv[name];
    if (value !== void 0) env[name] = value;
  }
  const hostBaseUrl = input.hostEnv.ANTHROPIC_BASE_URL;
  if (hostBaseUrl !== void 0 && hostBaseUrl !== "") env.ANTHROPIC_BASE_URL = hostBaseUrl;
  Object.assign(env, {
    HOME: input.home,
    ...xdgDirs(input.home),
    TERM: "dumb",
    // The pinned CLI's bundled model list, not a download from models.dev; no self-update.
    OPENCODE_DISABLE_MODELS_FETCH: "1",
    OPENCODE_DISABLE_AUTOUPDATE: "1",
    ...config.env
  });
  const baseUrl = env.ANTHROPIC_BASE_URL;
  if (baseUrl !== void 0 && baseUrl !== "") env.ANTHROPIC_BASE_URL = anthropicBaseUrlForAiSdk(baseUrl);
  return {
    command: config.command,
    args,
    env,
    cwd: input.workspace,
    skillsDir: join6(xdgDirs(input.home).XDG_CONFIG_HOME, "opencode", "skills")
  };
}
function xdgDirs(home) {
  return {
    XDG_CONFIG_HOME: join6(home, ".config"),
    XDG_DATA_HOME: join6(home, ".local", "share"),
    XDG_STATE_HOME: join6(home, ".local", "state"),
    XDG_CACHE_HOME: join6(home, ".cache")
  };
}
function anthropicBaseUrlForAiSdk(url) {
  const trimmed = url.replace(/\/+$/, "");
  return /\/v1$/.test(trimmed) ? trimmed : `${trimmed}/v1`;
}

// src/runners/runner-config.ts
var replayRunnerSchema = external_exports.strictObject({
  agent: external_exports.literal("replay"),
  /** Folder of recorded transcripts, relative to the config file. */
  transcripts: external_exports.string(),
  /** Which agent's output format the transcripts are in. */
  format: external_exports.enum([
    "claude-code",
    "codex",
    "gemini-cli",
    "opencode",
    "cursor-agent",
    "copilot",
    "text",
    "claude-session",
    "codex-rollout"
  ]).default("claude-code"),
  model: external_exports.string().optional()
});
var runnerConfigSchema = external_exports.discriminatedUnion("agent", [
  claudeCodeRunnerSchema,
  codexRunnerSchema,
  geminiCliRunnerSchema,
  opencodeRunnerSchema,
  cursorAgentRunnerSchema,
  copilotRunnerSchema,
  commandRunnerSchema,
  replayRunnerSchema
]);

// src/config/config-schema.ts
var runnerIdSchema = external_exports.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "use letters, digits, '.', '_' or '-' (it names folders)");
var judgeConfigSchema = external_exports.strictObject({
  provider: external_exports.enum(["anthropic", "openai", "claude-cli"]).default("anthropic"),
  /** Default: claude-haiku-4-5 (skill-test's llm_eval used Claude Haiku); gpt-5-mini for openai. */
  model: external_exports.string().optional(),
  /** Default: $ANTHROPIC_BASE_URL / $OPENAI_BASE_URL, else the provider's public API. */
  baseUrl: external_exports.url().optional(),
  /** The environment variable holding the API key (default ANTHROPIC_API_KEY / OPENAI_API_KEY). */
  apiKeyEnv: external_exports.string().optional(),
  /** claude-cli only: the executable (default `claude`, found on PATH). */
  command: external_exports.string().optional(),
  timeoutMs: external_exports.number().int().positive().default(6e4),
  /** Extra attempts after a rate limit, a 5xx or a network error. */
  retries: external_exports.number().int().nonnegative().default(2)
}).transform((judge) => ({
  ...judge,
  model: judge.model ?? (judge.provider === "openai" ? "gpt-5-mini" : "claude-haiku-4-5"),
  apiKeyEnv: judge.apiKeyEnv ?? (judge.provider === "openai" ? "OPENAI_API_KEY" : "ANTHROPIC_API_KEY")
}));
var selectionConfigSchema = external_exports.strictObject({
  /**
   * More files whose change selects a suite, beyond its own files, cases, workspace template and
   * skills (which are found on their own). Keys match suites by path (relative to this config's
   * folder) or by id, as a glob (`evals/pdf.suite.ts`, `evals/pdf-*`); values are globs of the
   * files (`["src/pdf/**", "fixtures/pdf/**"]`).
   */
  extraPaths: external_exports.record(external_exports.string(), external_exports.array(external_exports.string().min(1))).default({}),
  /** Globs of files whose change selects every suite, like this config file itself (e.g. shared helpers). */
  global: external_exports.array(external_exports.string().min(1)).default([])
});
var configSchema = external_exports.strictObject({
  $schema: external_exports.string().optional(),
  runners: external_exports.record(runnerIdSchema, runnerConfigSchema).refine((runners) => Object.keys(runners).length > 0, {
    message: "define at least one runner"
  }),
  /**
   * Skills under test, installed for every suite: paths (relative to the config file) of skill
   * directories holding a SKILL.md, or of folders whose subdirectories are skill directories.
   */
  skills: external_exports.array(external_exports.string()).default([]),
  /** Default output folder, relative to the config file. */
  outputDir: external_exports.string().optional(),
  /** The judge model; without it, judge assertions use Claude Haiku when ANTHROPIC_API_KEY is set. */
  judge: judgeConfigSchema.optional(),
  /** USD per million tokens by model name, for agents that report no cost; extends the built-in list prices. */
  prices: external_exports.record(
    external_exports.string(),
    external_exports.strictObject({
      input: external_exports.number().nonnegative(),
      output: external_exports.number().nonnegative(),
      cachedInput: external_exports.number().nonnegative().optional()
    })
  ).default({}),
  /** Run only cases with one of these tags unless --tag says otherwise (skillgym's run.tags). */
  tags: external_exports.array(external_exports.string()).optional(),
  /** Skip the executions not yet started once the run has spent this many US dollars. */
  budgetUsd: external_exports.number().positive().optional(),
  /** More planned executions than this stop the run before any agent starts (a cost guard). */
  maxExecutions: external_exports.number().int().positive().optional(),
  /** Stop a case's iterations once its verdict can no longer change (default true). */
  earlyStop: external_exports.boolean().optional(),
  /** How many case × runner groups run at once (default 4). */
  concurrency: external_exports.number().int().positive().optional(),
  /** Stop an agent after this many model rounds, counted from its stream (skillgym's run.maxSteps). */
  maxSteps: external_exports.number().int().positive().optional(),
  /** Default per-execution timeout. */
  timeoutMs: external_exports.number().int().positive().optional(),
  /** Which suites a change selects, beyond what is found on its own. */
  selection: selectionConfigSchema.optional()
});

// src/config/agentv-targets.ts
var AGENTV_TARGETS_FILE = ".agentv/targets.yaml";
var AGENT_OF_PROVIDER = {
  claude: "claude-code",
  "claude-cli": "claude-code",
  "claude-code": "claude-code",
  "claude-sdk": "claude-code",
  codex: "codex",
  "codex-cli": "codex",
  "codex-sdk": "codex",
  "codex-app-server": "codex",
  copilot: "copilot",
  "copilot-cli": "copilot",
  "copilot-sdk": "copilot",
  "gemini-cli": "gemini-cli",
  opencode: "opencode",
  cursor: "cursor-agent",
  "cursor-agent": "cursor-agent"
};
var targetSchema = external_exports.looseObject({
  name: external_exports.string().min(1),
  provider: external_exports.string().min(1),
  model: external_exports.string().optional(),
  /** `cli` targets: a command template with {PROMPT} or {PROMPT_FILE}. */
  command: external_exports.union([external_exports.string(), external_exports.array(external_exports.string())]).optional(),
  executable: external_exports.string().optional()
});
var targetsFileSchema = external_exports.looseObject({ targets: external_exports.array(targetSchema) });
function translateAgentvTargets(value, file) {
  const parsed = targetsFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `targets file: ${issue?.path.map(String).join(".") || "(root)"}: ${issue?.message}`,
      {
        position: { file },
        hint: "write targets: [{ name: claude, provider: claude-cli, model: ... }]"
      }
    );
  }
  const warnings = [];
  const runners = {};
  for (const target of parsed.data.targets) {
    const agent = AGENT_OF_PROVIDER[target.provider];
    if (agent !== void 0) {
      runners[target.name] = {
        agent,
        ...target.model === void 0 ? {} : { model: target.model },
        ...target.executable === void 0 ? {} : { command: target.executable }
      };
    } else if (target.provider === "cli" && target.command !== void 0) {
      const words = typeof target.command === "string" ? target.command.split(/\s+/).filter(Boolean) : target.command;
      runners[target.name] = {
        agent: "command",
        command: words.map(
          (word) => word.replace(/\{PROMPT_FILE\}/g, "{prompt_file}").replace(/\{PROMPT\}/g, "{prompt}")
        ),
        ...target.model === void 0 ? {} : { model: target.model }
      };
    } else {
      warnings.push({
        message: `target ${target.name}: provider ${target.provider} is not an agent CLI we run, so it is skipped`,
        position: { file }
      });
    }
  }
  const config = configSchema.safeParse({ runners });
  if (!config.success) {
    const issue = config.error.issues[0];
    throw new ConfigError(`targets file: ${issue?.path.map(String).join(".")}: ${issue?.message}`, {
      position: { file },
      hint: "targets need an agent-CLI provider (claude-cli, codex-cli, copilot-cli, gemini-cli, opencode) or provider: cli with a command"
    });
  }
  return { config: config.data, warnings };
}

// src/config/yaml-source.ts
var import_yaml = __toESM(require_dist(), 1);

// src/config/did-you-mean.ts
function didYouMean(word, candidates) {
  let best;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== void 0 && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : void 0;
}
function editDistance(a2, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i2 = 1; i2 <= a2.length; i2++) {
    const current = [i2];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a2[i2 - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// src/config/schema-keys.ts
function allowedKeysAt(schema, value, path10) {
  let current = schema;
  let currentValue = value;
  for (const key of path10) {
    current = childSchema(unwrap(current, currentValue), key);
    currentValue = isRecord(currentValue) || Array.isArray(currentValue) ? Reflect.get(currentValue, key) : void 0;
    if (current === void 0) return [];
  }
  const target = unwrap(current, currentValue);
  return target instanceof external_exports.ZodObject ? Object.keys(target.shape) : [];
}
function childSchema(schema, key) {
  if (schema instanceof external_exports.ZodObject && typeof key === "string") return schema.shape[key];
  if (schema instanceof external_exports.ZodRecord) return schema.valueType;
  if (schema instanceof external_exports.ZodArray) return schema.element;
  return void 0;
}
function unwrap(schema, value) {
  let current = schema;
  for (let depth = 0; depth < 10 && current !== void 0; depth++) {
    if (current instanceof external_exports.ZodOptional || current instanceof external_exports.ZodNullable || current instanceof external_exports.ZodDefault) {
      current = current.unwrap();
    } else if (current instanceof external_exports.ZodDiscriminatedUnion) {
      current = pickOption(current, value);
    } else {
      return current;
    }
  }
  return current;
}
function pickOption(union, value) {
  const discriminator = union.def.discriminator;
  const tag = isRecord(value) ? value[discriminator] : void 0;
  for (const option of union.options) {
    if (!(option instanceof external_exports.ZodObject)) continue;
    const field = option.shape[discriminator];
    if (field instanceof external_exports.ZodLiteral && [...field.values].some((literal) => literal === tag)) return option;
  }
  return void 0;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/config/yaml-source.ts
function parseYamlSource(text2, file) {
  checkIsText(text2, file);
  const lineCounter = new import_yaml.LineCounter();
  const document = (0, import_yaml.parseDocument)(text2, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset) => {
    if (offset === void 0) return { file };
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  if (document.errors.length > 0) {
    throw new ConfigErrors(
      document.errors.map(
        (error) => new ConfigError(error.message.split("\n")[0] ?? error.message, {
          position: at(error.pos[0]),
          hint: "fix the YAML syntax at this position"
        })
      )
    );
  }
  return {
    file,
    value: plainValue(document, file),
    positionOf: (path10, atKey = false) => at(offsetOf(document.contents, path10, atKey))
  };
}
var MAX_SOURCE_CHARS = 32 * 1024 * 1024;
function checkIsText(text2, file) {
  if (text2.length > MAX_SOURCE_CHARS) {
    throw new ConfigError(`the file is too large (${Math.round(text2.length / 1024 / 1024)} MB of text)`, {
      position: { file },
      hint: "suites and configs are read whole; split the file or move the data into files a case references"
    });
  }
  const nul = text2.indexOf("\0");
  const replacement = text2.indexOf("\uFFFD");
  if (nul === -1 && replacement === -1) return;
  const index = nul === -1 ? replacement : replacement === -1 ? nul : Math.min(nul, replacement);
  const line = text2.slice(0, index).split("\n").length;
  const utf16 = text2.startsWith("\uFFFD\uFFFD") || nul !== -1;
  throw new ConfigError(
    utf16 ? "the file is not UTF-8 text (it looks like UTF-16 or binary)" : "the file contains bytes that are not valid UTF-8",
    {
      position: { file, line },
      hint: "save the file as UTF-8 (without NUL bytes)"
    }
  );
}
function plainValue(document, file) {
  let value;
  try {
    value = document.toJS() ?? null;
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error), {
      position: { file },
      hint: "fix the anchors (&name) and aliases (*name) in this file, or write the values out"
    });
  }
  if (isCyclic(value, /* @__PURE__ */ new Set())) {
    throw new ConfigError("an alias refers to a value that contains it (a cycle)", {
      position: { file },
      hint: "an alias (*name) cannot point at one of its own parents; write the value out"
    });
  }
  return value;
}
function isCyclic(value, ancestors) {
  if (typeof value !== "object" || value === null) return false;
  if (ancestors.has(value)) return true;
  ancestors.add(value);
  const children = value instanceof Map ? [...value.values()] : Object.values(value);
  const cyclic = children.some((child) => isCyclic(child, ancestors));
  ancestors.delete(value);
  return cyclic;
}
function validateSource(source, schema, basePath = [], value = valueAt(source.value, basePath)) {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ConfigErrors(
    result.error.issues.map((issue) => {
      const path10 = [
        ...basePath,
        ...issue.path.filter((key) => typeof key !== "symbol")
      ];
      const unknownKey = issue.code === "unrecognized_keys" ? issue.keys[0] : void 0;
      const relativePath = issue.path.filter((key) => typeof key !== "symbol");
      const where2 = path10.length > 0 ? `${path10.join(".")}: ` : "";
      const keyProblem = issue.code === "invalid_key" ? issue.issues[0]?.message : void 0;
      return new ConfigError(
        `${where2}${keyProblem === void 0 ? issue.message : `invalid name: ${keyProblem}`}`,
        {
          position: unknownKey === void 0 ? source.positionOf(path10, keyProblem !== void 0) : source.positionOf([...path10, unknownKey], true),
          hint: unknownKey === void 0 ? issueHint(issue) : unknownKeyHint(unknownKey, allowedKeysAt(schema, value, relativePath))
        }
      );
    })
  );
}
function valueAt(value, path10) {
  let current = value;
  for (const key of path10) {
    if (typeof current !== "object" || current === null) return void 0;
    current = Reflect.get(current, key);
  }
  return current;
}
function issueHint(issue) {
  switch (issue.code) {
    case "invalid_type":
      return `write ${issue.expected === "array" ? "a list" : issue.expected === "object" ? "a mapping" : `a ${issue.expected}`} here`;
    case "too_big":
      return `use a value of at most ${String(issue.maximum)}`;
    case "too_small":
      return `use a value of at least ${String(issue.minimum)}`;
    case "invalid_value":
      return `use one of: ${issue.values.map((allowed) => JSON.stringify(allowed)).join(", ")}`;
    case "invalid_union":
      return "this value matches none of the accepted shapes; see the format's documentation";
    default:
      return "see the format's documentation for this field";
  }
}
function unknownKeyHint(unknownKey, allowed) {
  const suggestion = didYouMean(unknownKey, allowed);
  if (suggestion !== void 0) return `did you mean "${suggestion}"?`;
  return allowed.length > 0 ? `allowed keys: ${allowed.join(", ")}` : "remove this key";
}
function offsetOf(root, path10, atKey) {
  let node = root;
  let offset = rangeStart(root);
  for (const [index, key] of path10.entries()) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((item) => scalarValue(item.key) === String(key));
      if (pair === void 0) return offset;
      const isLast = index === path10.length - 1;
      offset = isLast && atKey ? rangeStart(pair.key) : rangeStart(pair.value) ?? rangeStart(pair.key);
      node = pair.value;
    } else if ((0, import_yaml.isSeq)(node) && typeof key === "number") {
      node = node.items[key];
      offset = rangeStart(node) ?? offset;
    } else {
      return offset;
    }
  }
  return offset;
}
function rangeStart(node) {
  if (typeof node !== "object" || node === null || !("range" in node)) return void 0;
  const range = node.range;
  return Array.isArray(range) && typeof range[0] === "number" ? range[0] : void 0;
}
function scalarValue(node) {
  if (typeof node !== "object" || node === null || !("value" in node)) return void 0;
  return String(node.value);
}

// src/config/parse-structured.ts
function parseStructured(text2, file, schema) {
  const source = parseYamlSource(text2, file);
  return validateSource(source, schema, [], source.value ?? {});
}

// src/model/case.ts
var caseRunResultSchema = external_exports.object({
  runner: runnerInfoSchema,
  passed: external_exports.boolean(),
  status: external_exports.enum(["passed", "failed", "expected-failed", "unexpected-passed"]),
  durationMs: external_exports.number(),
  executionArtifactDir: external_exports.string(),
  artifactDir: external_exports.string(),
  report: external_exports.custom(),
  error: external_exports.object({ name: external_exports.string(), message: external_exports.string(), stack: external_exports.string().optional() }).optional(),
  failureOrigin: failureOriginSchema.optional(),
  failureClass: failureClassSchema.optional(),
  failureLogPath: external_exports.string().optional()
});
var fn = (what) => external_exports.custom((value) => typeof value === "function", { message: `${what} must be a function` });
var caseSchema = external_exports.object({
  id: external_exports.string().min(1, "a case id cannot be empty"),
  prompt: external_exports.string(),
  tags: external_exports.array(external_exports.string()).optional(),
  timeoutMs: external_exports.number().int().positive().optional(),
  expectedFail: external_exports.boolean().optional(),
  classifyFailure: fn("classifyFailure").optional(),
  assert: fn("assert")
});
var bootstrapSchema = external_exports.strictObject({
  command: external_exports.string(),
  args: external_exports.array(external_exports.string()).optional(),
  timeoutMs: external_exports.number().int().positive().optional(),
  env: external_exports.record(external_exports.string(), external_exports.string()).optional()
});
var suiteWorkspaceSchema = external_exports.discriminatedUnion("mode", [
  external_exports.strictObject({ mode: external_exports.literal("none"), cwd: external_exports.string().optional() }),
  external_exports.strictObject({
    mode: external_exports.literal("shared"),
    cwd: external_exports.string().optional(),
    templateDir: external_exports.string().optional(),
    bootstrap: bootstrapSchema.optional()
  }),
  external_exports.strictObject({
    mode: external_exports.literal("isolated"),
    templateDir: external_exports.string().optional(),
    bootstrap: bootstrapSchema.optional()
  })
]);

// src/config/skillgym-config.ts
var SKILLGYM_CONFIG_FILE_NAMES = [
  "skillgym.config.ts",
  "skillgym.config.mts",
  "skillgym.config.cts",
  "skillgym.config.js",
  "skillgym.config.mjs",
  "skillgym.config.cjs"
];
function isSkillgymConfigFile(fileName) {
  return SKILLGYM_CONFIG_FILE_NAMES.some((name) => fileName === name || fileName.endsWith(`/${name}`));
}
var agentSchema = external_exports.looseObject({
  type: external_exports.enum(["claude-code", "codex", "opencode", "cursor-agent", "copilot", "gemini-cli"]),
  model: external_exports.string().optional(),
  command: external_exports.string().optional(),
  commandArgs: external_exports.array(external_exports.string()).optional(),
  env: external_exports.record(external_exports.string(), external_exports.string()).optional()
});
var runSchema = external_exports.looseObject({
  cwd: external_exports.string().optional(),
  outputDir: external_exports.string().optional(),
  workspace: suiteWorkspaceSchema.optional(),
  maxSteps: external_exports.number().int().positive().optional(),
  maxParallel: external_exports.number().int().positive().optional(),
  repeat: external_exports.number().int().positive().optional(),
  repeatFailure: external_exports.number().int().nonnegative().optional(),
  retryFailed: external_exports.number().int().nonnegative().optional(),
  tags: external_exports.array(external_exports.string()).optional()
});
var skillgymConfigSchema = external_exports.looseObject({
  runners: external_exports.record(external_exports.string(), external_exports.looseObject({ agent: agentSchema })),
  run: runSchema.optional(),
  defaults: external_exports.looseObject({ timeoutMs: external_exports.number().int().positive().optional() }).optional(),
  suites: external_exports.union([external_exports.string(), external_exports.array(external_exports.string())]).optional(),
  snapshots: external_exports.unknown().optional()
});
var UNSUPPORTED = {
  snapshots: "token snapshots are not checked; compare tokens against the base branch in the PR comment instead",
  "run.schedule": "executions are scheduled by --parallel / concurrency",
  "run.reporter": "results.json, report.md and junit.xml are always written"
};
function translateSkillgymConfig(value, file) {
  const parsed = skillgymConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `skillgym config: ${issue?.path.map(String).join(".") || "(root)"}: ${issue?.message ?? "invalid"}`,
      {
        position: { file },
        hint: 'export default { runners: { <id>: { agent: { type: "claude-code", model: "..." } } }, run: { ... } }'
      }
    );
  }
  const written = parsed.data;
  const warnings = [];
  const warn = (message) => warnings.push({ message, position: { file } });
  for (const key of unknownKeys(written)) {
    warn(
      `skillgym config: ${key} is not supported and is ignored${UNSUPPORTED[key] ? ` (${UNSUPPORTED[key]})` : ""}`
    );
  }
  const runners = Object.fromEntries(
    Object.entries(written.runners).map(([id, { agent }]) => {
      if (agent.commandArgs !== void 0 && agent.commandArgs.length > 0) {
        warn(
          `skillgym config: runners.${id}.agent.commandArgs is not supported and is ignored (point command at the agent's binary)`
        );
      }
      return [
        id,
        {
          agent: agent.type,
          ...agent.model === void 0 ? {} : { model: agent.model },
          ...agent.command === void 0 ? {} : { command: agent.command },
          ...agent.env === void 0 ? {} : { env: agent.env }
        }
      ];
    })
  );
  const run = written.run ?? {};
  const config = configSchema.safeParse({
    runners,
    ...run.tags === void 0 ? {} : { tags: run.tags },
    ...run.maxSteps === void 0 ? {} : { maxSteps: run.maxSteps },
    ...run.maxParallel === void 0 ? {} : { concurrency: run.maxParallel },
    ...run.outputDir === void 0 ? {} : { outputDir: run.outputDir },
    ...written.defaults?.timeoutMs === void 0 ? {} : { timeoutMs: written.defaults.timeoutMs }
  });
  if (!config.success) {
    const issue = config.error.issues[0];
    throw new ConfigError(`skillgym config: ${issue?.path.map(String).join(".")}: ${issue?.message}`, {
      position: { file },
      hint: "runner ids name folders: letters, digits, '.', '_' or '-'"
    });
  }
  return {
    config: config.data,
    suite: suiteSettings(run, written.defaults?.timeoutMs),
    suiteGlobs: typeof written.suites === "string" ? [written.suites] : written.suites ?? [],
    warnings
  };
}
function suiteSettings(run, timeoutMs2) {
  const settings = {};
  const repeat = run.repeat ?? 1;
  const retries = run.repeatFailure ?? run.retryFailed ?? 0;
  if (repeat > 1 || retries > 0) {
    settings.iterations = repeat + retries;
    settings.threshold = repeat / (repeat + retries);
  }
  if (timeoutMs2 !== void 0) settings.timeoutMs = timeoutMs2;
  if (run.workspace !== void 0) settings.workspace = run.workspace;
  else if (run.cwd !== void 0) settings.workspace = { mode: "none", cwd: run.cwd };
  return settings;
}
function unknownKeys(written) {
  const known = /* @__PURE__ */ new Set(["runners", "run", "defaults", "suites"]);
  const knownRun = new Set(Object.keys(runSchema.shape));
  return [
    ...Object.keys(written).filter((key) => !known.has(key)),
    ...Object.keys(written.run ?? {}).filter((key) => !knownRun.has(key)).map((key) => `run.${key}`),
    ...Object.keys(written.defaults ?? {}).filter((key) => key !== "timeoutMs").map((key) => `defaults.${key}`)
  ];
}

// src/config/load-config.ts
var OWN_CONFIG_FILE_NAMES = [
  "skill-eval.config.yaml",
  "skill-eval.config.yml",
  "skill-eval.config.json",
  "skill-eval.config.ts",
  "skill-eval.config.mts",
  "skill-eval.config.mjs",
  "skill-eval.config.js"
];
var CONFIG_FILE_NAMES = [
  ...OWN_CONFIG_FILE_NAMES,
  // A skillgym project runs unchanged with its own config, an agentv one with its targets file;
  // ours wins where several exist.
  ...SKILLGYM_CONFIG_FILE_NAMES,
  AGENTV_TARGETS_FILE
];
async function loadConfig(options) {
  const file = options.explicitFile ? resolve(options.explicitFile) : findNearestConfig(options.searchDirs);
  if (file === void 0) return void 0;
  if (!existsSync(file)) {
    throw new ConfigError(`config file not found: ${file}`, {
      position: { file },
      hint: "check the --config path"
    });
  }
  if (!statSync(file).isFile()) {
    throw new ConfigError("the config path is a folder, not a file", {
      position: { file },
      hint: "name the config file itself, e.g. --config path/to/skill-eval.config.yaml"
    });
  }
  const config = isSkillgymConfigFile(basename(file)) ? (await readSkillgymConfig(file)).config : file.endsWith(AGENTV_TARGETS_FILE) ? readAgentvTargets(file).config : /\.(?:ts|mts|mjs|js)$/.test(file) ? await importConfig(file) : parseStructured(readFileSync(file, "utf8"), file, configSchema);
  return { config, file, dir: dirname(file) };
}
async function readSkillgymConfig(file) {
  registerPublicApiHook();
  return translateSkillgymConfig(await importDefault(file), file);
}
function readAgentvTargets(file) {
  const source = parseYamlSource(readFileSync(file, "utf8"), file);
  return translateAgentvTargets(interpolateEnv(source.value, process.env).value, file);
}
function findSkillgymConfig(dir, root) {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const found = SKILLGYM_CONFIG_FILE_NAMES.map((name) => join7(current, name)).find(
      (file) => existsSync(file)
    );
    if (found !== void 0) return found;
    if (current === resolve(root) || dirname(current) === current) return void 0;
  }
}
async function importConfig(file) {
  const exported = await importDefault(file);
  return validateSource({ file, value: exported, positionOf: () => ({ file }) }, configSchema);
}
async function importDefault(file) {
  let namespace;
  try {
    namespace = await import(pathToFileURL(file).href);
  } catch (error) {
    throw new ConfigError(
      `the config could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      {
        position: { file },
        hint: "fix the error in the config module",
        cause: error
      }
    );
  }
  const exported = typeof namespace === "object" && namespace !== null ? Reflect.get(namespace, "default") : void 0;
  if (exported === void 0) {
    throw new ConfigError("the config module has no default export", {
      position: { file },
      hint: "end it with `export default { runners: { ... } }`"
    });
  }
  return exported;
}
function findNearestConfig(searchDirs) {
  const found = searchDirs.flatMap((dir) => findConfigFile(dir) ?? []);
  const nearest = found[0];
  if (nearest === void 0 || !isSkillgymConfigFile(basename(nearest))) return nearest;
  return found.find((file) => OWN_CONFIG_FILE_NAMES.includes(basename(file))) ?? nearest;
}
function findConfigFile(dir) {
  return CONFIG_FILE_NAMES.map((name) => join7(dir, name)).find((candidate) => existsSync(candidate));
}
async function skillgymSuiteFiles(configFile) {
  const { suiteGlobs } = await readSkillgymConfig(configFile);
  if (suiteGlobs.length === 0) return [];
  const dir = dirname(configFile);
  const found = [];
  const walk3 = (folder, prefix) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const relativePath = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk3(join7(folder, entry.name), `${relativePath}/`);
      else if (entry.isFile() && suiteGlobs.some((glob) => matchesGlob(relativePath, glob.replace(/^\.\//, ""))))
        found.push(join7(folder, entry.name));
    }
  };
  walk3(dir, "");
  return found.sort();
}

// src/discover/discover-sources.ts
import { existsSync as existsSync2, readdirSync as readdirSync2, statSync as statSync2 } from "node:fs";
import { basename as basename2, join as join8, resolve as resolve2 } from "node:path";

// src/formats/agentv/eval-file-name.ts
var EVAL_FILE = /^(?:EVAL|.+\.eval)\.ya?ml$/;
var EVAL_SUFFIX = /\.eval\.ya?ml$/;
var BARE_EVAL = /(?:^|\/)EVAL\.ya?ml$/;
function isAgentvEvalFile(fileName) {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return EVAL_FILE.test(base);
}
function agentvSuiteId(relativePath) {
  if (BARE_EVAL.test(relativePath)) {
    const folder = relativePath.replace(BARE_EVAL, "");
    return folder === "" ? "EVAL" : folder;
  }
  return relativePath.replace(EVAL_SUFFIX, "");
}

// src/formats/skillgym/suite-file-name.ts
var SUITE_FILE = /^(?:.+[.-])?suite\.(?:ts|mts|js|mjs)$/;
var EXTENSION = /\.(?:ts|mts|js|mjs)$/;
function isSkillgymSuiteFile(fileName) {
  return SUITE_FILE.test(fileName) && !fileName.endsWith(".d.ts");
}
function suiteIdFromPath(relativePath) {
  return relativePath.replace(EXTENSION, "").replace(/\.suite$/, "");
}

// src/discover/discover-sources.ts
var SKIPPED_DIRS = /* @__PURE__ */ new Set([
  "node_modules",
  ".git",
  "dist",
  ".skill-eval",
  ".tools",
  "coverage",
  ".skill-test-logs"
]);
function discoverSources(paths) {
  const sources = /* @__PURE__ */ new Map();
  const skillDirs = /* @__PURE__ */ new Set();
  const skillgymConfigs = /* @__PURE__ */ new Set();
  for (const path10 of paths) {
    const absolute = resolve2(path10);
    if (!existsSync2(absolute)) {
      throw new ConfigError(`path not found: ${path10}`, { hint: "pass an existing suite file or folder" });
    }
    if (statSync2(absolute).isFile()) addFile(absolute, sources, true);
    else walk(absolute, sources, skillDirs, skillgymConfigs);
  }
  return {
    sources: [...sources.entries()].sort(([a2], [b]) => a2 < b ? -1 : a2 > b ? 1 : 0).map(([, source]) => source),
    skillDirs: [...skillDirs].sort(),
    skillgymConfigs: [...skillgymConfigs].sort()
  };
}
function walk(dir, sources, skillDirs, skillgymConfigs) {
  const entries = readdirSync2(dir, { withFileTypes: true });
  if (entries.some((entry) => entry.isFile() && entry.name === "SKILL.md")) {
    skillDirs.add(dir);
    if (existsSync2(join8(dir, "skill-tests"))) sources.set(dir, { format: "skill-test", skillDir: dir });
    const evalsJson = join8(dir, "evals", "evals.json");
    if (existsSync2(evalsJson)) sources.set(evalsJson, { format: "evals-json", file: evalsJson });
  }
  for (const entry of entries) {
    const path10 = join8(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && entry.name !== "skill-tests")
        walk(path10, sources, skillDirs, skillgymConfigs);
    } else if (entry.isFile()) {
      if (isSkillgymConfigFile(entry.name)) skillgymConfigs.add(path10);
      addFile(path10, sources, false);
    }
  }
}
function addFile(file, sources, explicit) {
  const name = basename2(file);
  if (isAgentvEvalFile(name)) sources.set(file, { format: "agentv", file });
  else if (name === "evals.json" && basename2(resolve2(file, "..")) === "evals")
    sources.set(file, { format: "evals-json", file });
  else if (isSkillgymSuiteFile(name) || explicit && /\.(?:ts|mts|js|mjs)$/.test(name)) {
    sources.set(file, { format: "skillgym", file });
  } else if (explicit && name === "SKILL.md") {
    sources.set(resolve2(file, ".."), { format: "skill-test", skillDir: resolve2(file, "..") });
  } else if (explicit) {
    throw new ConfigError(`not a suite file: ${file}`, {
      hint: "pass a *.suite.ts module, an EVAL.yaml or *.eval.yaml file, an evals/evals.json, or a folder"
    });
  }
}

// src/discover/find-skills.ts
import { existsSync as existsSync3, readdirSync as readdirSync3, statSync as statSync3 } from "node:fs";
import { join as join10, resolve as resolve3 } from "node:path";

// src/formats/read-skill-directory.ts
import { readFileSync as readFileSync2, realpathSync } from "node:fs";
import { basename as basename3, join as join9 } from "node:path";

// src/formats/skill-frontmatter.ts
var import_yaml2 = __toESM(require_dist(), 1);
function skillNameFromFrontmatter(skillMarkdown) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(skillMarkdown);
  if (!match) return void 0;
  try {
    const data = (0, import_yaml2.parse)(match[1] ?? "");
    if (typeof data === "object" && data !== null && "name" in data && typeof data.name === "string") {
      return data.name.trim() || void 0;
    }
  } catch {
  }
  return void 0;
}
function isSafeSkillName(name) {
  return /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/.test(name) && !name.includes("..");
}

// src/formats/read-skill-directory.ts
function readSkillDirectory(dir) {
  const skillFile = join9(dir, "SKILL.md");
  const name = skillNameFromFrontmatter(readFileSync2(skillFile, "utf8")) ?? basename3(dir);
  if (!isSafeSkillName(name)) {
    throw new ConfigError(`the skill name ${JSON.stringify(name)} cannot name a folder`, {
      position: { file: skillFile },
      hint: "use letters, digits, '-', '_' or '.' in name: (it becomes the skill's folder for the agent)"
    });
  }
  return { name, dir };
}
function realPathIfExists(path10) {
  try {
    return realpathSync(path10);
  } catch {
    return path10;
  }
}

// src/discover/find-skills.ts
function findSkillDirectories(entries, baseDir, configFile) {
  const skills = [];
  for (const entry of entries) {
    const dir = resolve3(baseDir, entry);
    if (!existsSync3(dir) || !statSync3(dir).isDirectory()) {
      throw new ConfigError(`skills: "${entry}" is not a folder`, {
        position: { file: configFile },
        hint: "list skill folders (with a SKILL.md) or folders that contain them, relative to the config file"
      });
    }
    const candidates = existsSync3(join10(dir, "SKILL.md")) ? [dir] : readdirSync3(dir, { withFileTypes: true }).filter((child) => child.isDirectory() && existsSync3(join10(dir, child.name, "SKILL.md"))).map((child) => join10(dir, child.name)).sort();
    if (candidates.length === 0) {
      throw new ConfigError(`skills: "${entry}" holds no SKILL.md`, {
        position: { file: configFile },
        hint: "a skill folder contains a SKILL.md file"
      });
    }
    for (const skillDir of candidates) skills.push(readSkillDirectory(skillDir));
  }
  return skills;
}

// src/plan/restrict-to-units.ts
function restrictToUnits(plan, units) {
  return plan.flatMap(({ suite, runners }) => {
    const byRunnerSet = /* @__PURE__ */ new Map();
    for (const caseSpec of suite.cases) {
      const kept = runners.filter((runner) => units.has(caseKey(suite.id, caseSpec.id, runner.id)));
      if (kept.length === 0) continue;
      const setKey = kept.map((runner) => runner.id).join("\0");
      const entry = byRunnerSet.get(setKey) ?? { runners: kept, cases: [] };
      entry.cases.push(caseSpec);
      byRunnerSet.set(setKey, entry);
    }
    return [...byRunnerSet.values()].map((entry) => ({
      suite: { ...suite, cases: entry.cases },
      runners: entry.runners
    }));
  });
}

// src/assert/declarative/code-grader-evaluator.ts
import { dirname as dirname2, isAbsolute, resolve as resolve4 } from "node:path";

// src/assert/declarative/assertion-verdict.ts
function scored(passed, expected, observed2, evidence2) {
  const score = typeof passed === "number" ? clampScore(passed) : passed ? 1 : 0;
  return evidence2 === void 0 ? { kind: "scored", score, expected, observed: observed2 } : { kind: "scored", score, expected, observed: observed2, evidence: evidence2 };
}
function assertionError(message, evidence2) {
  return evidence2 === void 0 ? { kind: "error", message } : { kind: "error", message, evidence: evidence2 };
}
function clampScore(value) {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

// src/assert/declarative/define-evaluator.ts
function defineEvaluator(schema, evaluate) {
  return async (spec, context) => {
    const parsed = schema.safeParse(spec.params);
    if (!parsed.success) return assertionError(describeParamsError(spec, parsed.error));
    try {
      return await evaluate(parsed.data, spec, context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return assertionError(`${spec.type}: could not be evaluated: ${message}`);
    }
  };
}
function describeParamsError(spec, error) {
  const problems = flattenIssues(error.issues, []).map(({ path: path10, message }) => {
    if (path10.length === 0) return message;
    const field = path10.map(String).join(".");
    return valueAt2(spec.params, path10) === void 0 ? `field "${field}" is required` : `field "${field}": ${message}`;
  });
  return `${spec.type}: invalid params: ${[...new Set(problems)].join("; ")}`;
}
function flattenIssues(issues, prefix) {
  return issues.flatMap((issue) => {
    const path10 = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const meant = issue.errors.find((branch) => !isTypeMismatch(branch));
      if (meant !== void 0) return flattenIssues(meant, path10);
    }
    return [{ path: path10, message: issue.message }];
  });
}
function isTypeMismatch(branch) {
  return branch.some(
    (issue) => issue.path.length === 0 && (issue.code === "invalid_type" || issue.code === "invalid_union" && issue.errors.every((inner) => isTypeMismatch(inner)))
  );
}
function valueAt2(root, path10) {
  let current = root;
  for (const key of path10) {
    if (typeof current !== "object" || current === null) return void 0;
    current = Reflect.get(current, key);
  }
  return current;
}

// src/assert/declarative/excerpt.ts
var EVIDENCE_LIMIT = 2e3;
function excerpt(text2, limit2 = EVIDENCE_LIMIT) {
  if (text2.length <= limit2) return text2;
  return `${text2.slice(0, limit2)}\u2026 (${text2.length - limit2} more characters)`;
}
function quote(value) {
  if (typeof value === "string") return JSON.stringify(excerpt(value, 200));
  return `[${value.map((item) => quote(item)).join(", ")}]`;
}

// src/assert/declarative/code-grader-evaluator.ts
var KNOWN = /* @__PURE__ */ new Set(["command", "script", "cwd", "timeout_ms"]);
var codeGraderParams = external_exports.object({
  command: external_exports.union([external_exports.array(external_exports.string().min(1)).min(1), external_exports.string().trim().min(1)]).optional(),
  script: external_exports.union([external_exports.array(external_exports.string().min(1)).min(1), external_exports.string().trim().min(1)]).optional(),
  cwd: external_exports.string().min(1).optional(),
  timeout_ms: external_exports.number().int().positive().default(6e4)
}).refine((params) => (params.command ?? params.script) !== void 0, {
  message: 'field "command" is required (an argument array, e.g. ["python3", "grader.py"])'
});
var graderCheck = external_exports.object({
  text: external_exports.string(),
  passed: external_exports.unknown().transform(Boolean),
  evidence: external_exports.string().optional().catch(void 0)
});
var graderOutput = external_exports.object({
  score: external_exports.number().optional().catch(void 0),
  assertions: external_exports.array(external_exports.unknown()).optional().catch(void 0),
  reasoning: external_exports.string().optional().catch(void 0)
});
var codeGraderEvaluators = {
  "code-grader": defineEvaluator(codeGraderParams, async (params, spec, context) => {
    const given = params.command ?? params.script ?? [];
    const command = typeof given === "string" ? given.split(/\s+/) : given;
    const cwd = graderCwd(spec, params.cwd);
    const result = await context.runCommand(command, {
      cwd,
      stdin: JSON.stringify(graderInput(spec, context), null, 2),
      timeoutMs: params.timeout_ms,
      env: { AGENTV_WORKSPACE_PATH: context.workspaceDir }
    });
    const shown = command.join(" ");
    const streams = [
      ...result.stdout.trim() === "" ? [] : [`stdout:
${excerpt(result.stdout.trim())}`],
      ...result.stderr.trim() === "" ? [] : [`stderr:
${excerpt(result.stderr.trim())}`]
    ].join("\n");
    if (result.timedOut) {
      return assertionError(
        `code-grader: ${shown} timed out after ${params.timeout_ms} ms`,
        streams || void 0
      );
    }
    const exit = result.exitCode === null ? "was killed" : `exited with code ${result.exitCode}`;
    const output = parseGraderOutput(result.stdout);
    if (result.exitCode !== 0) {
      return scored(0, `${shown} to exit with code 0`, `it ${exit}`, streams || void 0);
    }
    if (output === void 0) {
      return scored(
        1,
        `${shown} to succeed`,
        "it exited with code 0",
        excerpt(result.stdout.trim()) || void 0
      );
    }
    const checks = (output.assertions ?? []).flatMap((entry) => {
      const check = graderCheck.safeParse(entry);
      return check.success ? [check.data] : [];
    });
    const passedChecks = checks.filter((check) => check.passed).length;
    const score = clampScore(output.score ?? (checks.length > 0 ? passedChecks / checks.length : 0));
    const lines = [
      ...output.reasoning === void 0 ? [] : [output.reasoning],
      ...checks.map(
        (check) => `${check.passed ? "\u2713" : "\u2717"} ${check.text}${check.evidence === void 0 ? "" : ` (${check.evidence})`}`
      )
    ];
    return scored(
      score,
      `${shown} to grade the output`,
      `score ${Math.round(score * 100) / 100}${checks.length > 0 ? `, ${passedChecks}/${checks.length} checks passed` : ""}`,
      lines.length === 0 ? void 0 : excerpt(lines.join("\n"))
    );
  })
};
function graderCwd(spec, cwd) {
  const base = dirname2(spec.source.file);
  if (cwd === void 0) return base;
  return isAbsolute(cwd) ? cwd : resolve4(base, cwd);
}
function graderInput(spec, context) {
  const { report, caseInput } = context;
  const toolCalls = {};
  for (const event of report.events) {
    if (event.type === "toolCall") toolCalls[event.tool] = (toolCalls[event.tool] ?? 0) + 1;
  }
  const { inputTokens, outputTokens, cacheReadTokens } = report.usage;
  const config = Object.fromEntries(Object.entries(spec.params).filter(([key]) => !KNOWN.has(key)));
  return {
    input_text: caseInput.prompt,
    input: [{ role: "user", content: caseInput.prompt }],
    output_text: report.finalOutput,
    output: [{ role: "assistant", content: report.finalOutput }],
    criteria: caseInput.criteria ?? null,
    expected_output_text: caseInput.expectedOutput ?? null,
    expected_output: caseInput.expectedOutput === void 0 ? null : [{ role: "assistant", content: caseInput.expectedOutput }],
    workspace_path: context.workspaceDir,
    token_usage: inputTokens === void 0 || outputTokens === void 0 ? null : { input: inputTokens, output: outputTokens, cached: cacheReadTokens ?? 0 },
    cost_usd: report.costUsd ?? null,
    duration_ms: report.durationMs ?? null,
    trace: {
      event_count: Object.values(toolCalls).reduce((sum, count2) => sum + count2, 0),
      tool_calls: toolCalls,
      llm_call_count: report.modelCalls ?? null
    },
    config: Object.keys(config).length === 0 ? null : config
  };
}
function parseGraderOutput(stdout) {
  let value;
  try {
    value = JSON.parse(stdout.trim());
  } catch {
    return void 0;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return void 0;
  const parsed = graderOutput.safeParse(value);
  return parsed.success ? parsed.data : void 0;
}

// src/assert/declarative/extract-code-blocks.ts
function extractCodeBlocks(markdown) {
  const blocks = [];
  let open;
  for (const line of markdown.split(/\r?\n/)) {
    if (open === void 0) {
      const start = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
      if (start !== null) {
        const language = start[3] === void 0 || start[3] === "" ? void 0 : start[3].toLowerCase();
        open = { fence: start[2] ?? "```", language, indent: start[1]?.length ?? 0, lines: [] };
      }
      continue;
    }
    const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
    const fence = close?.[1];
    if (fence !== void 0 && fence[0] === open.fence[0] && fence.length >= open.fence.length) {
      blocks.push({ language: open.language, code: open.lines.join("\n") });
      open = void 0;
      continue;
    }
    open.lines.push(line.replace(new RegExp(`^ {0,${open.indent}}`), ""));
  }
  if (open !== void 0) blocks.push({ language: open.language, code: open.lines.join("\n") });
  return blocks;
}
var ALIASES = [
  ["javascript", "js", "node", "mjs", "cjs", "jsx"],
  ["typescript", "ts", "tsx", "mts", "cts"],
  ["python", "py", "python3"],
  ["bash", "sh", "shell", "zsh", "console"],
  ["ruby", "rb"],
  ["rust", "rs"],
  ["go", "golang"],
  ["yaml", "yml"]
];
function isSameLanguage(blockLanguage, wanted) {
  if (blockLanguage === void 0) return false;
  const a2 = blockLanguage.toLowerCase();
  const b = wanted.toLowerCase();
  return a2 === b || ALIASES.some((group) => group.includes(a2) && group.includes(b));
}
var EXTENSIONS = {
  javascript: "js",
  typescript: "ts",
  python: "py",
  bash: "sh",
  ruby: "rb",
  rust: "rs",
  go: "go",
  yaml: "yaml"
};
function extensionFor(language) {
  if (language === void 0) return "txt";
  const lower = language.toLowerCase();
  const group = ALIASES.find((names) => names.includes(lower));
  const canonical = group?.[0] ?? lower;
  const extension = EXTENSIONS[canonical] ?? canonical;
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : "txt";
}

// src/assert/declarative/exec-evaluator.ts
var expectation = external_exports.union([
  external_exports.string().regex(/^\s*(exit_code\s*:\s*-?\d+|output_contains\s*:.*)$/s, {
    message: 'expected "exit_code:N" or { output_contains: "text" }'
  }).transform(parseExpectString),
  external_exports.strictObject({ exit_code: external_exports.number().int() }).transform(({ exit_code }) => ({ exitCode: exit_code })),
  external_exports.strictObject({ output_contains: external_exports.string() }).transform(({ output_contains }) => ({ stdoutContains: output_contains }))
]).optional();
var execParams = external_exports.object({
  command: external_exports.union([
    external_exports.string().trim().min(1).transform((command) => command.split(/\s+/)),
    external_exports.array(external_exports.string().min(1)).min(1)
  ]),
  language: external_exports.string().trim().min(1).optional(),
  timeout_ms: external_exports.number().int().positive().default(1e4),
  expect: expectation,
  output_contains: external_exports.string().optional(),
  exit_code: external_exports.number().int().optional()
});
var execEvaluators = {
  exec: defineEvaluator(execParams, async (params, _spec, context) => {
    const expected = params.expect ?? (params.output_contains !== void 0 ? { stdoutContains: params.output_contains } : { exitCode: params.exit_code ?? 0 });
    const wanted = params.language;
    const blocks = extractCodeBlocks(context.report.finalOutput).filter(
      (block) => wanted === void 0 || isSameLanguage(block.language, wanted)
    );
    const which = wanted === void 0 ? "a fenced code block" : `a fenced ${wanted} code block`;
    if (blocks.length === 0) {
      return scored(
        false,
        `${which} in the output to run`,
        "none found",
        excerpt(context.report.finalOutput)
      );
    }
    if (context.createScratchDir === void 0) {
      return assertionError(
        "exec: no scratch folder to run code in (the engine did not provide createScratchDir)"
      );
    }
    const fileName = `snippet.${extensionFor(wanted ?? blocks[0]?.language)}`;
    const code = `${blocks.map((block) => block.code).join("\n")}
`;
    const command = [...params.command, fileName];
    const scratch = await context.createScratchDir({ [fileName]: code });
    try {
      const result = await context.runCommand(command, { cwd: scratch.dir, timeoutMs: params.timeout_ms });
      const evidence2 = [
        `$ ${command.join(" ")}   (${blocks.length} block${blocks.length === 1 ? "" : "s"})`,
        `exit code: ${result.exitCode ?? "none (killed)"}`,
        ...result.stdout === "" ? [] : [`stdout:
${excerpt(result.stdout)}`],
        ...result.stderr === "" ? [] : [`stderr:
${excerpt(result.stderr)}`]
      ].join("\n");
      if (result.timedOut)
        return assertionError(`exec: ${command.join(" ")} timed out after ${params.timeout_ms} ms`, evidence2);
      if ("exitCode" in expected) {
        return scored(
          result.exitCode === expected.exitCode,
          `${command.join(" ")} to exit with code ${expected.exitCode}`,
          result.exitCode === null ? "it was killed before exiting" : `it exited with code ${result.exitCode}`,
          evidence2
        );
      }
      return scored(
        result.stdout.includes(expected.stdoutContains),
        `stdout of ${command.join(" ")} to contain ${quote(expected.stdoutContains)}`,
        result.stdout === "" ? "stdout was empty" : "it does not",
        evidence2
      );
    } finally {
      await scratch.dispose().catch(() => void 0);
    }
  })
};
function parseExpectString(value) {
  const trimmed = value.trim();
  const exit = /^exit_code\s*:\s*(-?\d+)$/.exec(trimmed);
  if (exit !== null) return { exitCode: Number(exit[1]) };
  return { stdoutContains: trimmed.replace(/^output_contains\s*:\s?/, "") };
}

// src/assert/declarative/judge-evaluators.ts
import { dirname as dirname3, isAbsolute as isAbsolute2, resolve as resolve5 } from "node:path";

// src/assert/declarative/judge-prompt.ts
var OUTPUT_LIMIT = 6e4;
var JUDGE_SYSTEM_PROMPT = [
  "You are a strict, impartial grader of a coding agent's work.",
  "Judge only what the agent's output shows; do not assume work that is not in it.",
  "Reply with a single JSON object and nothing else."
].join(" ");
var ANSWER_FORMAT = [
  "Reply with exactly one JSON object, no prose around it:",
  '{"pass": true or false, "score": a number from 0 to 1, "reasoning": "one or two sentences"}'
].join("\n");
function buildJudgePrompt(question2) {
  const hasTask = question2.task !== void 0 && question2.task.trim() !== "";
  const hasExpected = question2.expectedOutput !== void 0 && question2.expectedOutput.trim() !== "";
  const sections = [
    [
      "Decide whether the agent's output meets the criterion.",
      ...hasTask ? ["The task the agent was given is included for context."] : [],
      ...hasExpected ? ["The expected output is a reference answer, not a required wording."] : []
    ].join(" "),
    section("criterion", question2.criterion),
    ...hasTask ? [section("task", question2.task ?? "")] : [],
    ...hasExpected ? [section("expected_output", question2.expectedOutput ?? "")] : [],
    section("agent_output", limitOutput(question2.output)),
    ANSWER_FORMAT
  ];
  return { system: JUDGE_SYSTEM_PROMPT, prompt: sections.join("\n\n") };
}
function buildCustomJudgePrompt(instructions) {
  return { system: JUDGE_SYSTEM_PROMPT, prompt: `${instructions.trimEnd()}

${ANSWER_FORMAT}` };
}
function limitOutput(output) {
  if (output.length <= OUTPUT_LIMIT) return output;
  return `${output.slice(0, OUTPUT_LIMIT)}
[\u2026 ${output.length - OUTPUT_LIMIT} more characters not shown]`;
}
var verdictSchema = external_exports.object({
  pass: external_exports.union([external_exports.boolean(), external_exports.enum(["true", "false", "pass", "fail", "yes", "no"])]).optional(),
  passed: external_exports.boolean().optional(),
  score: external_exports.number().optional(),
  reasoning: external_exports.string().optional()
}).refine((answer) => answer.pass !== void 0 || answer.passed !== void 0);
function parseJudgeAnswer(text2, options = {}) {
  for (const candidate of jsonObjectsIn(text2)) {
    const parsed = verdictSchema.safeParse(candidate);
    if (!parsed.success) continue;
    const { pass, passed, score, reasoning } = parsed.data;
    const verdict = passed ?? (pass === true || pass === "true" || pass === "pass" || pass === "yes");
    return {
      pass: verdict,
      score: score === void 0 ? verdict ? 1 : 0 : clampScore(score),
      reasoning: reasoning ?? ""
    };
  }
  if (options.yesNo === true) {
    const word = /^\W*(yes|no|pass|fail)\b/i.exec(text2.trim())?.[1]?.toLowerCase();
    if (word !== void 0) {
      const verdict = word === "yes" || word === "pass";
      return { pass: verdict, score: verdict ? 1 : 0, reasoning: text2.trim() };
    }
  }
  return void 0;
}
function section(tag, body) {
  return `<${tag}>
${body}
</${tag}>`;
}
function* jsonObjectsIn(text2) {
  for (let start = text2.indexOf("{"); start !== -1; start = text2.indexOf("{", start + 1)) {
    const end = matchingBrace(text2, start);
    if (end === void 0) continue;
    try {
      const value = JSON.parse(text2.slice(start, end + 1));
      if (typeof value === "object" && value !== null && !Array.isArray(value)) yield value;
    } catch {
    }
  }
}
function matchingBrace(text2, start) {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text2.length; index++) {
    const char = text2[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}") {
      depth--;
      if (depth === 0) return index;
    }
  }
  return void 0;
}

// src/assert/declarative/judge-evaluators.ts
var NO_JUDGE_MESSAGE = "no judge configured: set judge: in skill-eval.config.yaml";
var criterionText = external_exports.union([external_exports.string(), external_exports.number()]).transform(String).pipe(external_exports.string().trim().min(1));
var rubricItem = external_exports.union([
  criterionText.transform((outcome) => ({ id: void 0, outcome, weight: 1, required: false })),
  external_exports.object({
    id: external_exports.union([external_exports.string(), external_exports.number()]).transform(String).optional(),
    outcome: criterionText.optional(),
    description: criterionText.optional(),
    text: criterionText.optional(),
    weight: external_exports.number().nonnegative().default(1),
    required: external_exports.boolean().default(false)
  }).refine((item) => (item.outcome ?? item.description ?? item.text) !== void 0, {
    message: 'each criterion needs "outcome" (or "description")'
  }).transform((item) => ({
    id: item.id,
    outcome: item.outcome ?? item.description ?? item.text ?? "",
    weight: item.weight,
    required: item.required
  }))
]);
var singleCriterion = external_exports.object({
  criterion: criterionText.optional(),
  value: criterionText.optional(),
  criteria: criterionText.optional(),
  outcome: criterionText.optional(),
  text: criterionText.optional()
}).transform((params) => params.criterion ?? params.value ?? params.criteria ?? params.outcome ?? params.text).refine((criterion) => criterion !== void 0, {
  message: 'field "criterion" is required (the text to judge)'
});
var judgeEvaluators = {
  rubric: defineEvaluator(singleCriterion, async (criterion, _spec, context) => {
    const answer = await askJudge(context, buildJudgePrompt(question(context, criterion ?? "")));
    if ("kind" in answer) return answer;
    return judged(answer, criterion ?? "", answer.score);
  }),
  "llm-grader": defineEvaluator(
    external_exports.object({ prompt: external_exports.string().min(1).optional(), criteria: criterionText.optional() }),
    async (params, spec, context) => {
      if (params.prompt !== void 0) {
        const instructions = await loadPrompt(params.prompt, spec, context);
        if (typeof instructions !== "string") return instructions;
        const answer2 = await askJudge(context, buildCustomJudgePrompt(fillTemplate(instructions, context)));
        if ("kind" in answer2) return answer2;
        return judged(answer2, `the grader prompt ${quote(params.prompt)}`, answer2.score);
      }
      const criterion = params.criteria ?? context.caseInput.criteria;
      if (criterion === void 0 || criterion.trim() === "") {
        return assertionError(
          `${spec.type}: nothing to grade against: the case has no criteria and the grader no prompt`
        );
      }
      const answer = await askJudge(context, buildJudgePrompt(question(context, criterion)));
      if ("kind" in answer) return answer;
      return judged(answer, criterion, answer.score);
    }
  ),
  rubrics: defineEvaluator(
    external_exports.object({ criteria: external_exports.array(rubricItem).min(1) }),
    async ({ criteria }, _spec, context) => {
      const lines = [];
      let earned = 0;
      let total = 0;
      const failedRequired = [];
      for (const [index, item] of criteria.entries()) {
        const label = item.id ?? `#${index + 1}`;
        const answer = await askJudge(context, buildJudgePrompt(question(context, item.outcome)));
        if ("kind" in answer) {
          return answer.kind === "error" ? { ...answer, message: `criterion ${label}: ${answer.message}` } : answer;
        }
        total += item.weight;
        if (answer.pass) earned += item.weight;
        else if (item.required) failedRequired.push(label);
        lines.push(
          `[${label}] ${answer.pass ? "met" : "not met"}: ${item.outcome}${answer.reasoning ? ` (${answer.reasoning})` : ""}`
        );
      }
      const score = total > 0 ? earned / total : 0;
      const verdict = scored(
        score,
        `rubric criteria met (weighted): ${criteria.map((item, index) => item.id ?? `#${index + 1}`).join(", ")}`,
        `${earned} of ${total} weight met${failedRequired.length > 0 ? `; required criteria not met: ${failedRequired.join(", ")}` : ""}`,
        lines.join("\n")
      );
      return failedRequired.length > 0 && verdict.kind === "scored" ? { ...verdict, failed: `required rubric criteria not met: ${failedRequired.join(", ")}` } : verdict;
    }
  )
};
var skillTestJudgeEvaluators = {
  llm_eval: defineEvaluator(
    external_exports.object({
      pattern: external_exports.string().min(1).optional(),
      prompt: external_exports.string().min(1).optional(),
      expect: external_exports.enum(["pass", "fail"]).default("pass")
    }).refine((params) => (params.pattern ?? params.prompt) !== void 0, {
      message: 'field "pattern" is required (the judge prompt, with {{output}})'
    }),
    async (params, _spec, context) => {
      const template = params.pattern ?? params.prompt ?? "";
      const output = limitOutput(context.report.finalOutput);
      const instructions = /\{\{\s*output\s*\}\}/.test(template) ? template.replace(/\{\{\s*output\s*\}\}/g, () => output) : `${template}

Output:
${output}`;
      const answer = await askJudge(context, buildCustomJudgePrompt(instructions), { yesNo: true });
      if ("kind" in answer) return answer;
      return scored(
        answer.pass === (params.expect === "pass"),
        `judge to answer ${params.expect} for ${quote(template)}`,
        `judge answered ${answer.pass ? "pass" : "fail"}${answer.reasoning ? `: ${answer.reasoning}` : ""}`,
        answer.reasoning || void 0
      );
    }
  )
};
var evalsJsonJudgeEvaluators = {
  rubric: defineEvaluator(singleCriterion, async (criterion, _spec, context) => {
    const answer = await askJudge(context, buildJudgePrompt(question(context, criterion ?? "")));
    if ("kind" in answer) return answer;
    return judged(answer, criterion ?? "", answer.pass ? 1 : 0);
  })
};
function question(context, criterion) {
  return {
    criterion,
    output: context.report.finalOutput,
    task: context.caseInput.prompt,
    ...context.caseInput.expectedOutput === void 0 ? {} : { expectedOutput: context.caseInput.expectedOutput }
  };
}
async function askJudge(context, request, options = {}) {
  if (context.judge === void 0) return assertionError(NO_JUDGE_MESSAGE);
  let text2;
  try {
    text2 = (await context.judge(request)).text;
  } catch (error) {
    return assertionError(`judge call failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const verdict = parseJudgeAnswer(text2, options);
  if (verdict === void 0) {
    return assertionError(
      'judge answer unreadable: expected a JSON object like {"pass": true, "score": 1}',
      excerpt(text2)
    );
  }
  return verdict;
}
function judged(answer, criterion, score) {
  return scored(
    score,
    `judge to find the output meets ${quote(criterion)}`,
    `judge: ${answer.pass ? "pass" : "fail"} (score ${round(answer.score)})${answer.reasoning ? `: ${answer.reasoning}` : ""}`,
    answer.reasoning || void 0
  );
}
function round(value) {
  return String(Math.round(value * 100) / 100);
}
async function loadPrompt(prompt2, spec, context) {
  const looksLikeFile = !prompt2.includes("\n") && (/\.(md|txt|prompt)$/i.test(prompt2) || /^\.\.?\//.test(prompt2));
  if (!looksLikeFile) return prompt2;
  const path10 = isAbsolute2(prompt2) ? prompt2 : resolve5(dirname3(spec.source.file), prompt2);
  if (context.readTextFile === void 0) {
    return assertionError(`${spec.type}: prompt file ${path10} cannot be read: no file reader was provided`);
  }
  try {
    return await context.readTextFile(path10);
  } catch (error) {
    return assertionError(
      `${spec.type}: prompt file ${path10} cannot be read: ${error instanceof Error ? error.message : String(error)}`
    );
  }
}
function fillTemplate(template, context) {
  const output = limitOutput(context.report.finalOutput);
  const values = {
    output,
    output_text: output,
    answer: output,
    input: context.caseInput.prompt,
    input_text: context.caseInput.prompt,
    question: context.caseInput.prompt,
    criteria: context.caseInput.criteria ?? "",
    expected_output: context.caseInput.expectedOutput ?? "",
    expected_output_text: context.caseInput.expectedOutput ?? ""
  };
  const showsOutput = /\{\{\s*(output|output_text|answer)\s*\}\}/.test(template);
  const filled = template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name) => values[name] ?? whole);
  return showsOutput ? filled : `${filled}

<agent_output>
${output}
</agent_output>`;
}

// src/assert/declarative/metrics-evaluators.ts
var limit = external_exports.number().nonnegative();
var executionMetricsParams = external_exports.object({
  max_tool_calls: limit.optional(),
  max_llm_calls: limit.optional(),
  max_tokens: limit.optional(),
  max_cost_usd: limit.optional(),
  max_duration_ms: limit.optional(),
  target_exploration_ratio: external_exports.number().min(0).max(1).optional(),
  exploration_tolerance: external_exports.number().nonnegative().default(0.2)
}).refine(
  (params) => [
    params.max_tool_calls,
    params.max_llm_calls,
    params.max_tokens,
    params.max_cost_usd,
    params.max_duration_ms,
    params.target_exploration_ratio
  ].some((value) => value !== void 0),
  {
    message: "set at least one of max_tool_calls, max_llm_calls, max_tokens, max_cost_usd, max_duration_ms, target_exploration_ratio"
  }
);
var EXPLORATION_TOOLS = /* @__PURE__ */ new Set([
  "read",
  "grep",
  "glob",
  "search",
  "list",
  "Read",
  "Grep",
  "Glob",
  "WebSearch",
  "WebFetch"
]);
var metricsEvaluators = {
  "execution-metrics": defineEvaluator(executionMetricsParams, (params, _spec, { report }) => {
    const checks = [];
    const atMost = (label, actual, max, unit = "") => {
      if (max !== void 0)
        checks.push({ label, actual, met: (value) => value <= max, bound: `<= ${max}${unit}` });
    };
    atMost("tool calls", toolCallCount(report), params.max_tool_calls);
    atMost("LLM calls", report.modelCalls, params.max_llm_calls);
    atMost("tokens", tokenTotal(report, false), params.max_tokens);
    atMost("cost (USD)", report.costUsd, params.max_cost_usd);
    atMost("duration", report.durationMs, params.max_duration_ms, " ms");
    const target = params.target_exploration_ratio;
    if (target !== void 0) {
      const tolerance = params.exploration_tolerance;
      checks.push({
        label: "exploration ratio",
        actual: explorationRatio(report),
        met: (ratio) => Math.abs(ratio - target) <= tolerance,
        bound: `within ${tolerance} of ${target}`
      });
    }
    const results = checks.map((check) => ({
      check,
      met: check.actual !== void 0 && check.met(check.actual)
    }));
    const met = results.filter((result) => result.met).length;
    const misses = results.filter((result) => !result.met).map(({ check }) => describe(check));
    return scored(
      met / results.length,
      checks.map((check) => `${check.label} ${check.bound}`).join(", "),
      misses.length === 0 ? `all ${results.length} within limits` : `${misses.join("; ")}`,
      results.map(({ check }) => describe(check)).join("; ")
    );
  }),
  latency: defineEvaluator(
    external_exports.object({ threshold: limit }),
    ({ threshold }, _spec, { report }) => single({
      label: "duration",
      actual: report.durationMs,
      met: (ms) => ms <= threshold,
      bound: `<= ${threshold} ms`
    })
  ),
  cost: defineEvaluator(
    external_exports.object({ budget: limit }),
    ({ budget }, _spec, { report }) => single({
      label: "cost (USD)",
      actual: report.costUsd,
      met: (usd) => usd <= budget,
      bound: `<= ${budget}`
    })
  ),
  "token-usage": defineEvaluator(
    external_exports.object({ max_input: limit.optional(), max_output: limit.optional(), max_total: limit.optional() }).refine((params) => Object.values(params).some((value) => value !== void 0), {
      message: "set at least one of max_input, max_output, max_total"
    }),
    (params, _spec, { report }) => {
      const checks = [];
      const add = (label, actual, max) => {
        if (max !== void 0)
          checks.push({ label, actual, met: (value) => value <= max, bound: `<= ${max}` });
      };
      add("input tokens", report.usage.inputTokens, params.max_input);
      add("output tokens", report.usage.outputTokens, params.max_output);
      add("total tokens", tokenTotal(report, true), params.max_total);
      const passed = checks.every((check) => check.actual !== void 0 && check.met(check.actual));
      return scored(
        passed,
        checks.map((check) => `${check.label} ${check.bound}`).join(", "),
        checks.map(describe).join("; ")
      );
    }
  )
};
function single(check) {
  const met = check.actual !== void 0 && check.met(check.actual);
  return scored(met, `${check.label} ${check.bound}`, describe(check));
}
function describe(check) {
  if (check.actual === void 0) return `${check.label} not reported by the agent`;
  const value = Number.isInteger(check.actual) ? String(check.actual) : check.actual.toFixed(4);
  return `${check.label} ${value} (limit ${check.bound})`;
}
function toolCallCount(report) {
  return report.events.filter((event) => event.type === "toolCall").length;
}
function explorationRatio(report) {
  const tools = report.events.flatMap((event) => event.type === "toolCall" ? [event.tool] : []);
  if (tools.length === 0) return void 0;
  return tools.filter((tool) => EXPLORATION_TOOLS.has(tool)).length / tools.length;
}
function tokenTotal(report, withCache) {
  const { inputTokens, outputTokens, totalTokens } = report.usage;
  if (inputTokens === void 0 || outputTokens === void 0) return totalTokens;
  const cached = withCache ? report.usage.cacheReadTokens ?? report.usage.cacheTokens ?? 0 : 0;
  return inputTokens + outputTokens + cached;
}

// src/runners/skill-detection.ts
import { posix } from "node:path";
function detectSkills(evidence2) {
  const detected = /* @__PURE__ */ new Map();
  const attempted = /* @__PURE__ */ new Map();
  const described = /* @__PURE__ */ new Map();
  for (const item of evidence2) {
    const skill = normalizeSkillName(item.skill);
    if (skill === "") continue;
    const text2 = describeSkillEvidence(item);
    const texts = described.get(skill) ?? [];
    if (!texts.includes(text2)) texts.push(text2);
    described.set(skill, texts);
    if (item.kind === "skill-tool" && !item.ok) {
      addEvidence(attempted, skill, "explicit", text2);
      continue;
    }
    const existing = detected.get(skill);
    const confidence = confidenceOf(item);
    if (existing === void 0) detected.set(skill, { skill, confidence, evidence: [] });
    else if (rank[confidence] > rank[existing.confidence]) existing.confidence = confidence;
  }
  for (const detection of detected.values()) detection.evidence = described.get(detection.skill) ?? [];
  return { detectedSkills: [...detected.values()], attemptedSkills: [...attempted.values()] };
}
function describeSkillEvidence(item) {
  switch (item.kind) {
    case "skill-tool": {
      const tool = item.tool ?? "Skill";
      if (item.ok) return `${tool} tool call succeeded`;
      return item.error === void 0 ? `${tool} tool call failed` : `${tool} tool call failed: ${clip(item.error)}`;
    }
    case "skill-base-dir":
      return `Skill body injected (Base directory for this skill: ${item.dir})`;
    case "skill-md-read":
    case "skill-file-read":
      return `Read ${item.path}`;
  }
}
function normalizeSkillName(raw) {
  return raw.trim().replace(/^\/+/, "");
}
function skillNameFromPath(path10) {
  const normalized = path10.replaceAll("\\", "/");
  if (posix.basename(normalized).toLowerCase() !== "skill.md") return void 0;
  const name = posix.basename(posix.dirname(normalized));
  return name === "" || name === "." || name === ".." || name === "/" ? void 0 : name;
}
function skillEvidenceForRead(path10, skillRoots) {
  const mdSkill = skillNameFromPath(path10);
  if (mdSkill !== void 0) return { kind: "skill-md-read", skill: mdSkill, path: path10 };
  const folderSkill = skillFolderOf(path10, skillRoots);
  return folderSkill === void 0 ? void 0 : { kind: "skill-file-read", skill: folderSkill, path: path10 };
}
var rank = { weak: 0, medium: 1, strong: 2, explicit: 3 };
function confidenceOf(item) {
  switch (item.kind) {
    case "skill-tool":
      return "explicit";
    case "skill-base-dir":
    case "skill-md-read":
      return "strong";
    case "skill-file-read":
      return "medium";
  }
}
function addEvidence(into, skill, confidence, text2) {
  const existing = into.get(skill);
  if (existing === void 0) into.set(skill, { skill, confidence, evidence: [text2] });
  else if (!existing.evidence.includes(text2)) existing.evidence.push(text2);
}
function skillFolderOf(path10, skillRoots) {
  const normalized = path10.replaceAll("\\", "/");
  for (const root of skillRoots) {
    const prefix = `${root.replaceAll("\\", "/").replace(/\/+$/, "")}/`;
    if (!normalized.startsWith(prefix)) continue;
    const [name, ...rest] = normalized.slice(prefix.length).split("/");
    if (name !== void 0 && name !== "" && rest.length > 0) return name;
  }
  return /(?:^|\/)\.[^/]+\/skills\/([^/]+)\/[^/]/.exec(normalized)?.[1];
}
function clip(text2) {
  const line = text2.trim().split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}\u2026` : line;
}
var CANONICAL_TOOL_NAMES = {
  activate_skill: "Skill",
  skill: "Skill",
  read_file: "Read",
  read: "Read",
  readFile: "Read",
  view: "Read",
  run_shell_command: "Bash",
  bash: "Bash",
  shell: "Bash",
  exec_command: "Bash",
  command_execution: "Bash",
  write_file: "Write",
  write: "Write",
  replace: "Edit",
  edit: "Edit",
  apply_patch: "Edit",
  grep: "Grep",
  search_file_content: "Grep",
  glob: "Glob",
  task: "Task",
  Agent: "Task",
  web_fetch: "WebFetch",
  webfetch: "WebFetch"
};
var AGENTS_WITH_SKILL_TOOL = /* @__PURE__ */ new Set(["claude-code", "gemini-cli", "opencode", "copilot", "cursor-agent"]);
function canonicalToolNames(call, agent) {
  const names = /* @__PURE__ */ new Set();
  const kind = CANONICAL_TOOL_NAMES[call.tool];
  if (kind !== void 0 && kind !== call.tool) names.add(kind);
  if (!AGENTS_WITH_SKILL_TOOL.has(agent) && kind !== "Skill" && readsSkillFile(call.args)) names.add("Skill");
  names.delete(call.tool);
  return [...names];
}
function readsSkillFile(args) {
  const text2 = typeof args === "string" ? args : JSON.stringify(args ?? "");
  return /(?:^|[\s/"'\\])SKILL\.md\b/i.test(text2);
}

// src/assert/declarative/compile-pattern.ts
function compilePattern(source, flags = "") {
  const inline = /^\(\?([a-zA-Z]+)\)/.exec(source);
  let body = source;
  let allFlags = flags.replace(/[gy]/g, "");
  if (inline !== null) {
    const letters = inline[1] ?? "";
    const unsupported = [...letters].filter((letter) => !"ims".includes(letter));
    if (unsupported.length > 0) {
      return {
        error: `inline flag${unsupported.length > 1 ? "s" : ""} "${unsupported.join("")}" not supported (use i, m or s)`
      };
    }
    body = source.slice(inline[0].length);
    allFlags = [.../* @__PURE__ */ new Set([...allFlags, ...letters])].join("");
  }
  try {
    return new RegExp(body, allFlags);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
function compileRustPattern(source) {
  const problem = rustOnlySyntax(source);
  if (problem !== void 0) return { error: `${problem} is Rust regex syntax JavaScript does not support` };
  const translated = source.replace(/\(\?P</g, "(?<");
  return compilePattern(translated, /\\[pP]\{/.test(translated) ? "u" : "");
}
var RUST_ESCAPES = {
  A: "\\A (start of text; use ^)",
  z: "\\z (end of text; use $)",
  "<": "\\< (start of word)",
  ">": "\\> (end of word)"
};
function rustOnlySyntax(source) {
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    const next = source[index + 1] ?? "";
    if (char === "\\") {
      const rustEscape = RUST_ESCAPES[next];
      if (rustEscape !== void 0) return rustEscape;
      if (next === "x" && source[index + 2] === "{")
        return "\\x{\u2026} (a code point; use \\u{\u2026} or the character)";
      if ((next === "b" || next === "B") && source[index + 2] === "{")
        return `\\${next}{\u2026} (a word boundary kind)`;
      if ((next === "p" || next === "P") && source[index + 2] !== "{")
        return `\\${next}${source[index + 2] ?? ""} (a one-letter Unicode class; write \\${next}{\u2026})`;
      index += 1;
      continue;
    }
    if (!inClass) {
      if (char === "[") {
        inClass = true;
        const start = source[index + 1] === "^" ? index + 2 : index + 1;
        if (source[start] === "]") return "a character class starting with ] (escape it: \\])";
        index = start - 1;
      }
      continue;
    }
    if (char === "]") inClass = false;
    else if (char === "[")
      return source.startsWith("[:", index) ? "a POSIX class like [[:alpha:]]" : "a nested character class";
    else if ((char === "&" || char === "-" || char === "~") && next === char)
      return `the class operator ${char}${char}`;
  }
  return void 0;
}

// src/assert/declarative/skill-test-evaluators.ts
var expect = external_exports.enum(["present", "absent"]).default("present");
var patternParams = external_exports.object({ pattern: external_exports.string().min(1), expect });
var skillTestEvaluators = {
  regex: defineEvaluator(patternParams, ({ pattern, expect: expect2 }, _spec, { report }) => {
    const compiled = compileRustPattern(pattern);
    if (!(compiled instanceof RegExp))
      return assertionError(`regex: invalid pattern /${pattern}/: ${compiled.error}`);
    const match = compiled.exec(report.finalOutput);
    return scored(
      match !== null === (expect2 === "present"),
      `output ${expect2 === "present" ? "to match" : "not to match"} /${pattern}/`,
      match === null ? "no match" : `matched ${quote(match[0])} at character ${match.index}`,
      excerpt(report.finalOutput)
    );
  }),
  contains: defineEvaluator(patternParams, ({ pattern, expect: expect2 }, _spec, { report }) => {
    const index = report.finalOutput.indexOf(pattern);
    return scored(
      index !== -1 === (expect2 === "present"),
      `output ${expect2 === "present" ? "to contain" : "not to contain"} ${quote(pattern)}`,
      index === -1 ? "not found" : `found at character ${index}`,
      excerpt(report.finalOutput)
    );
  }),
  line_count: defineEvaluator(
    external_exports.object({
      min: external_exports.number().int().nonnegative().optional(),
      max: external_exports.number().int().nonnegative().optional()
    }).refine((params) => params.min !== void 0 || params.max !== void 0, {
      message: 'set "min", "max" or both'
    }).refine((params) => params.min === void 0 || params.max === void 0 || params.min <= params.max, {
      message: '"min" is greater than "max"'
    }),
    ({ min, max }, _spec, { report }) => {
      const lines = lineCount(report.finalOutput);
      const range = min !== void 0 && max !== void 0 ? `between ${min} and ${max}` : min !== void 0 ? `at least ${min}` : `at most ${max}`;
      return scored(
        (min === void 0 || lines >= min) && (max === void 0 || lines <= max),
        `output line count ${range}`,
        `${lines} line${lines === 1 ? "" : "s"}`,
        excerpt(report.finalOutput)
      );
    }
  ),
  tool_called: defineEvaluator(patternParams, ({ pattern, expect: expect2 }, _spec, { report }) => {
    const compiled = compileRustPattern(pattern);
    if (!(compiled instanceof RegExp)) {
      return assertionError(`tool_called: invalid pattern /${pattern}/: ${compiled.error}`);
    }
    const agent = report.runner.agent.type;
    const calls = report.events.flatMap(
      (event) => event.type === "toolCall" ? [{ tool: event.tool, also: canonicalToolNames(event, agent) }] : []
    );
    const shown = (call) => call.also.length === 0 ? call.tool : `${call.tool} (as ${call.also.join(", ")})`;
    const matching = [
      ...new Set(
        calls.filter((call) => [call.tool, ...call.also].some((name) => compiled.test(name))).map(shown)
      )
    ];
    const called = [...new Set(calls.map(shown))];
    return scored(
      matching.length > 0 === (expect2 === "present"),
      `a tool matching /${pattern}/ ${expect2 === "present" ? "to be called" : "not to be called"}`,
      matching.length > 0 ? `called ${quote(matching)}` : called.length === 0 ? "no tools called" : `no match among ${quote(called)}`,
      called.length === 0 ? void 0 : `tools called: ${called.join(", ")}`
    );
  })
};
function lineCount(output) {
  if (output === "") return 0;
  const lines = output.split("\n");
  return lines.at(-1) === "" ? lines.length - 1 : lines.length;
}

// src/assert/declarative/skill-trigger-evaluators.ts
var minConfidence = skillConfidenceSchema.default("medium");
var skillTriggerParams = external_exports.object({
  skill: external_exports.string().min(1),
  should_trigger: external_exports.boolean().default(true),
  min_confidence: minConfidence
});
var skillSelector = external_exports.union([
  external_exports.string().min(1),
  external_exports.array(external_exports.string().min(1)).min(1),
  external_exports.strictObject({ name: external_exports.string().min(1) }),
  external_exports.strictObject({ pattern: external_exports.string().min(1) })
]);
var skillUsedParams = external_exports.object({
  value: skillSelector.optional(),
  skill: skillSelector.optional(),
  should_trigger: external_exports.boolean().default(true),
  min_confidence: minConfidence
}).refine((params) => params.value !== void 0 || params.skill !== void 0, {
  message: 'field "value" is required: the skill name, a list of names, or { name } / { pattern }'
});
var skillTriggerEvaluators = {
  "skill-trigger": defineEvaluator(
    skillTriggerParams,
    (params, _spec, { report }) => judgeSkills(report, [params.skill], params.should_trigger, params.min_confidence)
  ),
  "skill-used": defineEvaluator(
    skillUsedParams,
    (params, _spec, { report }) => judgeSelector(report, params.value ?? params.skill, params.should_trigger, params.min_confidence)
  ),
  "not-skill-used": defineEvaluator(
    skillUsedParams,
    (params, _spec, { report }) => judgeSelector(report, params.value ?? params.skill, !params.should_trigger, params.min_confidence)
  )
};
var RANK = { weak: 0, medium: 1, strong: 2, explicit: 3 };
function judgeSelector(report, selector, shouldTrigger, min) {
  if (selector === void 0 || typeof selector === "string") {
    return judgeSkills(report, selector === void 0 ? [] : [selector], shouldTrigger, min);
  }
  if (Array.isArray(selector)) return judgeSkills(report, selector, shouldTrigger, min);
  if ("name" in selector) return judgeSkills(report, [selector.name], shouldTrigger, min);
  const pattern = compilePattern(selector.pattern);
  if (!(pattern instanceof RegExp)) {
    return assertionError(`skill-used: invalid pattern /${selector.pattern}/: ${pattern.error}`);
  }
  const used = usedSkills(report, min).filter((detection) => pattern.test(detection.skill));
  const what = `a skill matching /${selector.pattern}/`;
  return scored(
    shouldTrigger === used.length > 0,
    `${what} ${shouldTrigger ? "to be used" : "not to be used"}${atLeast(min)}`,
    observed(report, min),
    evidence(report)
  );
}
function judgeSkills(report, skills, shouldTrigger, min) {
  const used = usedSkills(report, min);
  const isUsed = (skill) => used.some((detection) => sameSkill(detection.skill, skill));
  const passed = shouldTrigger ? skills.every(isUsed) : !skills.some(isUsed);
  const attempted = skills.filter(
    (skill) => !isUsed(skill) && report.attemptedSkills.some((detection) => sameSkill(detection.skill, skill))
  );
  const note = attempted.length === 0 ? "" : `; ${quote(attempted)} attempted, but the call failed`;
  return scored(
    passed,
    `${skills.length === 1 ? `skill ${quote(skills[0] ?? "")}` : `skills ${quote(skills)}`} ${shouldTrigger ? "to be used" : "not to be used"}${atLeast(min)}`,
    `${observed(report, min)}${note}`,
    evidence(report)
  );
}
function usedSkills(report, min) {
  return report.detectedSkills.filter((detection) => RANK[detection.confidence] >= RANK[min]);
}
function sameSkill(detected, wanted) {
  return detected === wanted || detected.slice(detected.lastIndexOf(":") + 1) === wanted;
}
function atLeast(min) {
  return min === "weak" ? "" : ` (detected as ${min} or stronger)`;
}
function observed(report, min) {
  if (report.detectedSkills.length === 0) return "no skills detected";
  const listed = report.detectedSkills.map((detection) => `${detection.skill} (${detection.confidence})`);
  const below = report.detectedSkills.length - usedSkills(report, min).length;
  return `detected ${listed.join(", ")}${below > 0 ? `; ${below} below ${min}` : ""}`;
}
function evidence(report) {
  const lines = [
    ...report.detectedSkills,
    ...report.attemptedSkills.map((d) => ({ ...d, skill: `${d.skill} (attempted)` }))
  ].flatMap((detection) => detection.evidence.map((item) => `${detection.skill}: ${item}`));
  return lines.length === 0 ? void 0 : lines.join("\n");
}

// src/assert/declarative/text-evaluators.ts
var text = external_exports.union([external_exports.string(), external_exports.number(), external_exports.boolean()]).transform(String);
var single2 = external_exports.object({ value: text });
var several = external_exports.object({
  value: external_exports.union([text.transform((value) => [value]), external_exports.array(text).min(1)])
});
var textEvaluators = {
  contains: defineEvaluator(
    single2,
    ({ value }, _spec, { report }) => containment(report.finalOutput, [value], "all", false)
  ),
  "contains-any": defineEvaluator(
    several,
    ({ value }, _spec, { report }) => containment(report.finalOutput, value, "any", false)
  ),
  "contains-all": defineEvaluator(
    several,
    ({ value }, _spec, { report }) => containment(report.finalOutput, value, "all", false)
  ),
  icontains: defineEvaluator(
    single2,
    ({ value }, _spec, { report }) => containment(report.finalOutput, [value], "all", true)
  ),
  "icontains-any": defineEvaluator(
    several,
    ({ value }, _spec, { report }) => containment(report.finalOutput, value, "any", true)
  ),
  "icontains-all": defineEvaluator(
    several,
    ({ value }, _spec, { report }) => containment(report.finalOutput, value, "all", true)
  ),
  "starts-with": defineEvaluator(single2, ({ value }, _spec, { report }) => {
    const output = report.finalOutput.trim();
    return scored(
      output.startsWith(value.trim()),
      `output to start with ${quote(value)}`,
      `it starts with ${quote(output.slice(0, Math.max(value.trim().length, 40)))}`,
      excerpt(report.finalOutput)
    );
  }),
  "ends-with": defineEvaluator(single2, ({ value }, _spec, { report }) => {
    const output = report.finalOutput.trim();
    return scored(
      output.endsWith(value.trim()),
      `output to end with ${quote(value)}`,
      `it ends with ${quote(output.slice(-Math.max(value.trim().length, 40)))}`,
      excerpt(report.finalOutput)
    );
  }),
  equals: defineEvaluator(
    single2,
    ({ value }, _spec, { report }) => scored(
      report.finalOutput.trim() === value.trim(),
      `output to equal ${quote(value)} (trimmed)`,
      `output is ${quote(report.finalOutput.trim())}`,
      excerpt(report.finalOutput)
    )
  ),
  regex: defineEvaluator(
    external_exports.object({
      value: external_exports.string(),
      flags: external_exports.string().regex(/^[dgimsuvy]*$/).optional()
    }),
    ({ value, flags }, _spec, { report }) => {
      const pattern = compilePattern(value, flags);
      if (!(pattern instanceof RegExp))
        return assertionError(`regex: invalid pattern /${value}/: ${pattern.error}`);
      const match = pattern.exec(report.finalOutput);
      return scored(
        match !== null,
        `output to match /${value}/${flags ?? ""}`,
        match === null ? "no match" : `matched ${quote(match[0])} at character ${match.index}`,
        excerpt(report.finalOutput)
      );
    }
  ),
  "is-json": defineEvaluator(external_exports.object({}), (_params, _spec, { report }) => {
    const problem = jsonProblem(report.finalOutput);
    return scored(
      problem === void 0,
      "output to be valid JSON",
      problem === void 0 ? "it parses as JSON" : `it does not parse: ${problem}`,
      excerpt(report.finalOutput)
    );
  })
};
function containment(output, values, mode, ignoreCase) {
  const haystack = ignoreCase ? output.toLowerCase() : output;
  const found = values.filter((value) => haystack.includes(ignoreCase ? value.toLowerCase() : value));
  const missing = values.filter((value) => !found.includes(value));
  const passed = mode === "any" ? found.length > 0 : missing.length === 0;
  const how = ignoreCase ? " (ignoring case)" : "";
  const expected = values.length === 1 ? `output to contain ${quote(values[0] ?? "")}${how}` : `output to contain ${mode} of ${quote(values)}${how}`;
  const observed2 = values.length === 1 ? found.length === 1 ? "found" : "not found" : mode === "any" ? found.length === 0 ? "none of them found" : `found ${quote(found)}` : missing.length === 0 ? "all found" : `missing ${quote(missing)}`;
  return scored(passed, expected, observed2, excerpt(output));
}
function jsonProblem(output) {
  try {
    JSON.parse(output);
    return void 0;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

// src/assert/declarative/assertion-registry.ts
var ASSERTION_REGISTRY = {
  agentv: {
    ...textEvaluators,
    ...metricsEvaluators,
    ...skillTriggerEvaluators,
    ...codeGraderEvaluators,
    ...judgeEvaluators
  },
  "skill-test": { ...skillTestEvaluators, ...execEvaluators, ...skillTestJudgeEvaluators },
  "evals-json": { ...evalsJsonJudgeEvaluators }
};
var AGENTV_ALIASES = {
  "llm-judge": "llm-grader",
  "code-judge": "code-grader",
  script: "code-grader"
};
function supportedTypes(dialect) {
  return Object.keys(ASSERTION_REGISTRY[dialect]);
}
function findEvaluator(spec) {
  const canonical = canonicalType(spec);
  const evaluators = ASSERTION_REGISTRY[spec.dialect];
  const evaluator = evaluators[canonical] ?? evaluators[spec.dialect === "agentv" ? AGENTV_ALIASES[canonical] ?? "" : ""];
  if (evaluator !== void 0) return evaluator;
  const supported = supportedTypes(spec.dialect);
  const suggestion = didYouMean(canonical, supported);
  return [
    `unknown assertion type ${JSON.stringify(spec.type)} for ${spec.dialect} suites`,
    ...suggestion === void 0 ? [] : [`; did you mean ${JSON.stringify(suggestion)}?`],
    `. Supported: ${supported.join(", ")}`
  ].join("");
}
function canonicalType({ type, dialect }) {
  const lower = type.trim().toLowerCase();
  return dialect === "skill-test" ? lower.replace(/-/g, "_") : lower.replace(/_/g, "-");
}
var JUDGE_EVALUATORS = /* @__PURE__ */ new Set([
  ...Object.values(judgeEvaluators),
  ...Object.values(skillTestJudgeEvaluators),
  ...Object.values(evalsJsonJudgeEvaluators)
]);
function isJudgeGraded(spec) {
  const evaluator = findEvaluator(spec);
  return typeof evaluator !== "string" && JUDGE_EVALUATORS.has(evaluator);
}

// src/orchestration/check-assertion-types.ts
function checkAssertionTypes(suites) {
  const problems = [];
  for (const suite of suites) {
    for (const caseSpec of suite.cases) {
      for (const spec of caseSpec.assertions) {
        const found = findEvaluator(spec);
        if (typeof found === "string") {
          const [message, supported] = found.split(". Supported: ");
          problems.push(
            new ConfigError(message ?? found, {
              position: spec.source,
              hint: supported === void 0 ? void 0 : `supported types: ${supported}`
            })
          );
        }
      }
    }
  }
  return problems;
}

// src/formats/agentv/load-agentv-suite.ts
import { readdirSync as readdirSync4, readFileSync as readFileSync3, realpathSync as realpathSync2, statSync as statSync4 } from "node:fs";

// src/formats/agentv/build-agentv-suite.ts
import { createHash } from "node:crypto";
import { basename as basename4, dirname as dirname7, join as join11, relative, sep } from "node:path";

// src/formats/agentv/collect-problems.ts
function collectProblems(problems, step) {
  try {
    return step();
  } catch (error) {
    if (error instanceof ConfigErrors) problems.push(...error.errors);
    else if (error instanceof ConfigError) problems.push(error);
    else throw error;
    return void 0;
  }
}
function throwProblems(problems) {
  if (problems.length > 0) throw new ConfigErrors(problems);
}

// src/formats/agentv/parse-eval-file.ts
import { dirname as dirname6 } from "node:path";

// src/formats/agentv/eval-file-schema.ts
var positiveInt = external_exports.number().int().positive();
var optionalUnknown = external_exports.unknown().optional();
var trialsSchema = external_exports.object({
  count: positiveInt.optional(),
  strategy: external_exports.string().optional(),
  cost_limit_usd: optionalUnknown
});
var targetEntrySchema = external_exports.object({
  name: external_exports.string().min(1, "a target needs a name"),
  use_target: optionalUnknown,
  hooks: optionalUnknown
});
var executionSchema = external_exports.object({
  target: external_exports.string().min(1).optional(),
  targets: optionalUnknown,
  threshold: external_exports.number().min(0).max(1).optional(),
  trials: trialsSchema.optional(),
  fail_on_error: optionalUnknown,
  total_budget_usd: optionalUnknown
});
var caseExecutionSchema = external_exports.object({
  target: external_exports.string().min(1).optional(),
  targets: optionalUnknown,
  skip_defaults: external_exports.boolean().optional(),
  trials: trialsSchema.optional()
});
var hookSchema = external_exports.object({
  command: external_exports.array(external_exports.string()).min(1, "a hook command needs at least the program to run"),
  timeout_ms: positiveInt.optional(),
  cwd: external_exports.string().optional(),
  reset: optionalUnknown,
  clean: optionalUnknown
});
var HOOK_NAMES = ["before_all", "before_each", "after_each", "after_all"];
var hooksSchema = external_exports.object({
  enabled: external_exports.boolean().optional(),
  before_all: optionalUnknown,
  before_each: optionalUnknown,
  after_each: optionalUnknown,
  after_all: optionalUnknown
});
var workspaceSchema = external_exports.object({
  template: external_exports.string().optional(),
  hooks: optionalUnknown,
  mode: external_exports.string().optional(),
  path: external_exports.string().optional(),
  isolation: optionalUnknown,
  repos: optionalUnknown,
  docker: optionalUnknown
});
var assertionSchema = external_exports.looseObject({
  type: external_exports.string({ error: "an assertion needs a type, such as contains or llm-grader" }).min(1),
  name: external_exports.string().optional(),
  weight: external_exports.number().nonnegative().optional(),
  required: external_exports.union([external_exports.boolean(), external_exports.number().min(0).max(1)]).optional(),
  negate: external_exports.boolean().optional()
});
var messageSchema = external_exports.object({
  role: external_exports.string({ error: "a message needs a role, such as user" }),
  content: external_exports.unknown()
});
var contentPartSchema = external_exports.object({
  type: external_exports.string({ error: "a content part needs a type: text or file" }),
  value: external_exports.string().optional(),
  text: external_exports.string().optional()
});
var testCaseSchema = external_exports.object({
  id: external_exports.string().min(1, "a case id cannot be empty").optional(),
  input: optionalUnknown,
  input_files: external_exports.array(external_exports.string()).optional(),
  criteria: external_exports.string().optional(),
  expected_output: optionalUnknown,
  assertions: external_exports.array(external_exports.unknown()).optional(),
  metadata: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  execution: caseExecutionSchema.optional(),
  workspace: optionalUnknown,
  timeout_ms: positiveInt.optional(),
  timeout_seconds: external_exports.number().positive().optional(),
  /** v5 names. */
  assert: external_exports.array(external_exports.unknown()).optional(),
  vars: external_exports.record(external_exports.string(), external_exports.unknown()).optional()
});
var evaluateOptionsSchema = external_exports.object({
  repeat: positiveInt.optional(),
  max_concurrency: optionalUnknown,
  budget_usd: optionalUnknown
});
var evalFileSchema = external_exports.object({
  name: external_exports.string().optional(),
  description: external_exports.string().optional(),
  version: external_exports.union([external_exports.string(), external_exports.number()]).optional(),
  author: external_exports.string().optional(),
  license: external_exports.string().optional(),
  tags: optionalUnknown,
  requires: optionalUnknown,
  execution: executionSchema.optional(),
  workspace: optionalUnknown,
  input: optionalUnknown,
  input_files: external_exports.array(external_exports.string()).optional(),
  assertions: external_exports.array(external_exports.unknown()).optional(),
  tests: optionalUnknown,
  /** v5 names. */
  providers: external_exports.array(external_exports.unknown()).optional(),
  evaluate_options: evaluateOptionsSchema.optional(),
  default_test: optionalUnknown,
  environment: optionalUnknown,
  env: optionalUnknown,
  extensions: optionalUnknown,
  prompts: optionalUnknown,
  scenarios: optionalUnknown
});
var providerEntrySchema = external_exports.object({
  id: external_exports.string().optional(),
  label: external_exports.string().optional()
});
var UNSUPPORTED2 = {
  evalFile: {
    default_test: "shared assertions go under assertions:, which every case gets",
    environment: "runs use the workspace template and hooks",
    env: "set environment variables on the runner in skill-eval.config.yaml",
    extensions: "use workspace hooks instead",
    prompts: "each case's input is the prompt",
    scenarios: "one suite runs its cases against every configured runner"
  },
  execution: {
    fail_on_error: "an execution error is always an error verdict",
    total_budget_usd: "there is no cost budget"
  },
  trials: { cost_limit_usd: "there is no cost budget" },
  evaluateOptions: {
    max_concurrency: "concurrency is set on the command line",
    budget_usd: "there is no cost budget"
  },
  targetEntry: {},
  workspace: {
    isolation: "each execution gets its own copy of the template",
    repos: "put the repository in the template folder",
    docker: "runs use the host"
  },
  hook: { reset: "workspaces are fresh copies", clean: "workspaces are removed after each execution" }
};

// src/formats/agentv/key-warnings.ts
function keyWarnings(source, path10, schema, where2, unsupported = {}) {
  const value = valueAt(source.value, path10);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  const known = Object.keys(schema.shape);
  const warnings = [];
  for (const [key, entry] of Object.entries(value)) {
    const position = source.positionOf([...path10, key], true);
    const reason = unsupported[key];
    if (!known.includes(key)) {
      const suggestion = didYouMean(key, known);
      const hint = suggestion === void 0 ? "" : `; did you mean "${suggestion}"?`;
      warnings.push({ message: `unknown key "${key}" in ${where2} is ignored${hint}`, position });
    } else if (reason !== void 0 && entry !== void 0 && entry !== null) {
      warnings.push({ message: `"${key}" in ${where2} is not supported and is ignored: ${reason}`, position });
    }
  }
  return warnings;
}

// src/formats/agentv/parse-assertions.ts
var MODIFIERS = /* @__PURE__ */ new Set(["type", "name", "weight", "required", "negate"]);
function parseAssertions(source, path10) {
  const entries = valueAt(source.value, path10);
  if (!Array.isArray(entries)) return [];
  const problems = [];
  const assertions = [];
  for (const [index, entry] of entries.entries()) {
    const entryPath = [...path10, index];
    const parsed = collectProblems(problems, () => parseAssertion(source, entryPath, entry));
    if (parsed !== void 0) assertions.push(parsed);
  }
  throwProblems(problems);
  return assertions;
}
function parseAssertion(source, path10, entry) {
  const position = source.positionOf(path10);
  if (typeof entry === "string") {
    return {
      type: "rubric",
      dialect: "agentv",
      params: { criterion: entry },
      weight: 1,
      required: false,
      negate: false,
      golden: false,
      source: position
    };
  }
  const fields = validateSource(source, assertionSchema, path10);
  const params = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!MODIFIERS.has(key)) params[key] = value;
  }
  return {
    type: fields.type,
    dialect: "agentv",
    ...fields.name === void 0 ? {} : { name: fields.name },
    params,
    weight: fields.weight ?? 1,
    required: fields.required ?? false,
    negate: fields.negate ?? false,
    golden: false,
    source: position
  };
}

// src/formats/agentv/parse-input.ts
import { dirname as dirname4 } from "node:path";
import { pathToFileURL as pathToFileURL2 } from "node:url";

// src/formats/agentv/suite-path.ts
import { isAbsolute as isAbsolute3, resolve as resolve6 } from "node:path";
function resolveSuitePath(written, baseDir, bounds, position) {
  const path10 = written.startsWith("file://") ? written.slice("file://".length) : written;
  const absolute = resolve6(baseDir, path10);
  if (isAbsolute3(path10)) {
    if (!isWithin(bounds.root, absolute)) {
      throw new ConfigError(`"${written}" is outside the repository root ${bounds.root}`, {
        position,
        hint: "use a path inside the repository, relative to the eval file"
      });
    }
  } else if (!isWithin(bounds.suiteDir, absolute)) {
    throw new ConfigError(`"${written}" escapes the eval file's folder ${bounds.suiteDir}`, {
      position,
      hint: "keep the suite's files (cases, tests files, templates) under the folder of its eval file"
    });
  }
  return absolute;
}

// src/formats/agentv/parse-input.ts
function parseInput(source, path10, bounds) {
  const input = valueAt(source.value, path10);
  const parts = { messages: [], files: [], warnings: [] };
  if (input === void 0) return parts;
  if (typeof input === "string") return { ...parts, messages: [input] };
  if (typeof input !== "object" || input === null) {
    throw new ConfigError(`${path10.join(".")}: expected a string or a list of messages`, {
      position: source.positionOf(path10),
      hint: 'write input: "the task", or a list like [{role: user, content: "the task"}]'
    });
  }
  const messagePaths = Array.isArray(input) ? input.map((_, index) => [...path10, index]) : [path10];
  const problems = [];
  const dropped = /* @__PURE__ */ new Set();
  for (const messagePath of messagePaths) {
    collectProblems(problems, () => {
      const message = validateSource(source, messageSchema, messagePath);
      const content = messageContent(source, [...messagePath, "content"], message.content, bounds);
      parts.warnings.push(...content.warnings);
      if (message.role !== "user") {
        dropped.add(message.role);
        return;
      }
      parts.messages.push(content.text);
      parts.files.push(...content.files);
    });
  }
  throwProblems(problems);
  if (dropped.size > 0) {
    parts.warnings.push({
      message: `only user messages are sent to the agent; ${[...dropped].map((role) => `"${role}"`).join(", ")} messages are ignored`,
      position: source.positionOf(path10)
    });
  }
  return parts;
}
function addInputFiles(source, path10, bounds, parts) {
  const files = valueAt(source.value, path10);
  if (!Array.isArray(files)) return;
  const problems = [];
  for (const [index, file] of files.entries()) {
    if (typeof file !== "string") continue;
    collectProblems(
      problems,
      () => parts.files.push(
        resolveSuitePath(file, dirname4(source.file), bounds, source.positionOf([...path10, index]))
      )
    );
  }
  throwProblems(problems);
}
function promptText(parts) {
  const files = parts.flatMap((part) => part.files);
  const messages = parts.flatMap((part) => part.messages).filter((message) => message !== "");
  const preread = files.length === 0 ? "" : `Read these files first:
${files.map((file) => `- ${pathToFileURL2(file).href}`).join("\n")}

`;
  return `${preread}${messages.join("\n\n")}`;
}
function messageContent(source, path10, content, bounds) {
  const result = { files: [], warnings: [] };
  if (typeof content === "string") return { ...result, text: content };
  const partPaths = Array.isArray(content) ? content.map((_, index) => [...path10, index]) : typeof content === "object" && content !== null ? [path10] : void 0;
  if (partPaths === void 0) {
    throw new ConfigError(`${path10.join(".")}: expected a string or a list of content parts`, {
      position: source.positionOf(path10),
      hint: "content is a string, or a list of {type: text, value: ...} and {type: file, value: ./path}"
    });
  }
  const problems = [];
  const texts = [];
  for (const partPath of partPaths) {
    collectProblems(problems, () => {
      const part = validateSource(source, contentPartSchema, partPath);
      const position = source.positionOf(partPath);
      const value = part.value ?? part.text;
      if (part.type !== "text" && part.type !== "file") {
        result.warnings.push({
          message: `content part type "${part.type}" is not supported and is ignored (use text or file)`,
          position
        });
        return;
      }
      if (value === void 0) {
        throw new ConfigError(`${partPath.join(".")}: a ${part.type} part needs a value`, {
          position,
          hint: part.type === "text" ? "add value: the text" : "add value: ./path/to/file"
        });
      }
      if (part.type === "text") texts.push(value);
      else result.files.push(resolveSuitePath(value, dirname4(source.file), bounds, position));
    });
  }
  throwProblems(problems);
  return { ...result, text: texts.join("\n") };
}

// src/formats/agentv/parse-workspace.ts
import { dirname as dirname5 } from "node:path";
var HOOK_FIELDS = {
  before_all: "beforeAll",
  before_each: "beforeEach",
  after_each: "afterEach",
  after_all: "afterAll"
};
var KNOWN_MODES = /* @__PURE__ */ new Set(["pooled", "temp", "static"]);
function parseWorkspace(source, path10, bounds) {
  const fields = validateSource(source, workspaceSchema, path10);
  const warnings = keyWarnings(source, path10, workspaceSchema, "workspace", UNSUPPORTED2.workspace);
  const baseDir = dirname5(source.file);
  const problems = [];
  const templateDir = collectProblems(
    problems,
    () => fields.template === void 0 ? void 0 : resolveSuitePath(fields.template, baseDir, bounds, source.positionOf([...path10, "template"]))
  );
  const hooks = collectProblems(
    problems,
    () => fields.hooks === void 0 ? void 0 : parseHooks(source, [...path10, "hooks"], bounds, warnings)
  );
  const staticDir = collectProblems(problems, () => staticFolder(source, path10, fields, bounds, warnings));
  throwProblems(problems);
  const withHooks = hooks === void 0 ? {} : { hooks };
  if (staticDir !== void 0) return { spec: { mode: "none", cwd: staticDir, ...withHooks }, warnings };
  if (templateDir !== void 0) return { spec: { mode: "isolated", templateDir, ...withHooks }, warnings };
  return { spec: { mode: "none", ...withHooks }, warnings };
}
function staticFolder(source, path10, fields, bounds, warnings) {
  if (fields.mode !== void 0 && !KNOWN_MODES.has(fields.mode)) {
    warnings.push({
      message: `workspace mode "${fields.mode}" is unknown and is ignored (pooled, temp or static)`,
      position: source.positionOf([...path10, "mode"])
    });
  }
  if (fields.mode !== "static") return void 0;
  if (fields.path === void 0) {
    throw new ConfigError("workspace mode static needs a path", {
      position: source.positionOf([...path10, "mode"]),
      hint: "add path: ./the/folder/to/run/in, or use template: for a fresh copy per execution"
    });
  }
  return resolveSuitePath(fields.path, dirname5(source.file), bounds, source.positionOf([...path10, "path"]));
}
function parseHooks(source, path10, bounds, warnings) {
  const fields = validateSource(source, hooksSchema, path10);
  warnings.push(...keyWarnings(source, path10, hooksSchema, "workspace hooks"));
  if (fields.enabled === false) return void 0;
  const problems = [];
  const hooks = {};
  for (const name of HOOK_NAMES) {
    if (fields[name] === void 0) continue;
    const hook = collectProblems(problems, () => parseHook(source, [...path10, name], bounds, warnings));
    if (hook !== void 0) hooks[HOOK_FIELDS[name]] = hook;
  }
  throwProblems(problems);
  return hooks;
}
function parseHook(source, path10, bounds, warnings) {
  const command = valueAt(source.value, [...path10, "command"]);
  if (typeof command === "string") {
    throw new ConfigError(`${path10.join(".")}.command: a hook command is an argument array, not a string`, {
      position: source.positionOf([...path10, "command"]),
      hint: `write command: ${JSON.stringify(command.split(/\s+/).filter(Boolean))} (arrays only; for shell syntax use ["bash", "-c", "..."])`
    });
  }
  const fields = validateSource(source, hookSchema, path10);
  warnings.push(...keyWarnings(source, path10, hookSchema, `hook ${String(path10.at(-1))}`, UNSUPPORTED2.hook));
  return {
    command: fields.command,
    ...fields.timeout_ms === void 0 ? {} : { timeoutMs: fields.timeout_ms },
    ...fields.cwd === void 0 ? {} : {
      cwd: resolveSuitePath(
        fields.cwd,
        dirname5(source.file),
        bounds,
        source.positionOf([...path10, "cwd"])
      )
    }
  };
}

// src/formats/agentv/parse-targets.ts
function parseTargets(source, path10, warnings) {
  const names = [];
  const target = valueAt(source.value, [...path10, "target"]);
  if (typeof target === "string") names.push(target);
  const targetsPath = [...path10, "targets"];
  const targets = valueAt(source.value, targetsPath);
  if (typeof targets === "string") names.push(targets);
  else if (Array.isArray(targets)) names.push(...entryNames(source, targetsPath, targets, warnings));
  else if (targets !== void 0 && targets !== null) {
    throw new ConfigError(`${targetsPath.join(".")}: expected a target name or a list of targets`, {
      position: source.positionOf(targetsPath),
      hint: "write targets: [claude-baseline, claude-with-skill]"
    });
  }
  return [...new Set(names)];
}
function parseProviders(source, path10) {
  const providers = valueAt(source.value, path10);
  if (!Array.isArray(providers)) return [];
  const problems = [];
  const names = [];
  for (const [index, provider] of providers.entries()) {
    if (typeof provider === "string") {
      names.push(provider);
      continue;
    }
    collectProblems(problems, () => {
      const fields = validateSource(source, providerEntrySchema, [...path10, index]);
      const name = fields.label ?? fields.id;
      if (name === void 0) {
        throw new ConfigError(`${[...path10, index].join(".")}: a provider needs a label or an id`, {
          position: source.positionOf([...path10, index]),
          hint: "add label: the-runner-id"
        });
      }
      names.push(name);
    });
  }
  throwProblems(problems);
  return [...new Set(names)];
}
function entryNames(source, path10, entries, warnings) {
  const problems = [];
  const names = [];
  for (const [index, entry] of entries.entries()) {
    if (typeof entry === "string") {
      names.push(entry);
      continue;
    }
    collectProblems(problems, () => {
      const fields = validateSource(source, targetEntrySchema, [...path10, index]);
      warnings.push(
        ...keyWarnings(source, [...path10, index], targetEntrySchema, "a target", UNSUPPORTED2.targetEntry)
      );
      names.push(fields.name);
    });
  }
  throwProblems(problems);
  return names;
}
function parseTargetVariants(source, path10, bounds) {
  const targetsPath = [...path10, "targets"];
  const targets = valueAt(source.value, targetsPath);
  if (!Array.isArray(targets)) return [];
  const problems = [];
  const variants = [];
  for (const [index, entry] of targets.entries()) {
    if (typeof entry !== "object" || entry === null) continue;
    collectProblems(problems, () => {
      const fields = validateSource(source, targetEntrySchema, [...targetsPath, index]);
      const useTarget = typeof fields.use_target === "string" ? fields.use_target.trim() : "";
      const hooks = fields.hooks === void 0 ? void 0 : parseHooks(source, [...targetsPath, index, "hooks"], bounds, []);
      if (useTarget === "" && hooks === void 0) return;
      variants.push({
        id: fields.name,
        baseRunner: useTarget === "" ? fields.name : useTarget,
        ...hooks === void 0 ? {} : { hooks }
      });
    });
  }
  throwProblems(problems);
  return variants;
}

// src/formats/agentv/parse-trials.ts
function parseTrials(source, path10, trials, warnings) {
  if (trials === void 0) return void 0;
  warnings.push(...keyWarnings(source, path10, trialsSchema, "trials", UNSUPPORTED2.trials));
  const strategy = trials.strategy ?? "pass_at_k";
  if (strategy !== "pass_at_k") {
    warnings.push({
      message: `trials strategy "${strategy}" is not supported: every trial must pass`,
      position: source.positionOf([...path10, "strategy"])
    });
  }
  if (trials.count === void 0) return void 0;
  return { iterations: trials.count, threshold: strategy === "pass_at_k" ? 1 / trials.count : 1 };
}

// src/formats/agentv/parse-eval-file.ts
function parseEvalFile(source, bounds) {
  if (source.value === null) {
    throw new ConfigError("the eval file is empty", {
      position: { file: source.file, line: 1, column: 1 },
      hint: "an eval file needs at least tests: (a list of tests, a tests file, or a cases folder)"
    });
  }
  if (typeof source.value !== "object" || Array.isArray(source.value)) {
    validateSource(source, evalFileSchema, []);
  }
  const problems = [];
  const fields = collectProblems(problems, () => validateSource(source, evalFileSchema, [])) ?? {};
  const warnings = [
    ...keyWarnings(source, [], evalFileSchema, "the eval file", UNSUPPORTED2.evalFile),
    ...keyWarnings(source, ["execution"], executionSchema, "execution", UNSUPPORTED2.execution),
    ...keyWarnings(
      source,
      ["evaluate_options"],
      evaluateOptionsSchema,
      "evaluate_options",
      UNSUPPORTED2.evaluateOptions
    )
  ];
  const targets = collectProblems(problems, () => parseTargets(source, ["execution"], warnings)) ?? [];
  const providers = collectProblems(problems, () => parseProviders(source, ["providers"])) ?? [];
  const variants = collectProblems(problems, () => parseTargetVariants(source, ["execution"], bounds)) ?? [];
  const prompt2 = collectProblems(problems, () => suitePrompt(source, bounds));
  const assertions = collectProblems(problems, () => parseAssertions(source, ["assertions"]));
  const workspace = collectProblems(problems, () => suiteWorkspace(source, bounds, warnings));
  const tests = collectProblems(problems, () => testsRef(source, bounds));
  const trials = parseTrials(source, ["execution", "trials"], fields.execution?.trials, warnings);
  throwProblems(problems);
  if (prompt2 === void 0 || assertions === void 0 || workspace === void 0 || tests === void 0) {
    throw new ConfigError("the eval file could not be read", { position: { file: source.file } });
  }
  warnings.push(...prompt2.warnings);
  const runnerIds = [.../* @__PURE__ */ new Set([...targets, ...providers])];
  return {
    ...runnerIds.length === 0 ? {} : { runnerIds },
    ...variants.length === 0 ? {} : { runnerVariants: variants },
    ...fields.execution?.threshold === void 0 ? {} : { meanScoreThreshold: fields.execution.threshold },
    defaults: {
      assertions,
      iterations: trials?.iterations ?? fields.evaluate_options?.repeat ?? 1,
      threshold: trials?.threshold ?? 1,
      prompt: prompt2
    },
    workspace,
    tests,
    warnings
  };
}
function suitePrompt(source, bounds) {
  const parts = parseInput(source, ["input"], bounds);
  addInputFiles(source, ["input_files"], bounds, parts);
  return parts;
}
function suiteWorkspace(source, bounds, warnings) {
  const value = valueAt(source.value, ["workspace"]);
  if (value === void 0 || value === null) return { spec: { mode: "none" } };
  if (typeof value === "string") {
    const position = source.positionOf(["workspace"]);
    return {
      ref: {
        written: value,
        path: resolveSuitePath(value, dirname6(source.file), bounds, position),
        position
      }
    };
  }
  const parsed = parseWorkspace(source, ["workspace"], bounds);
  warnings.push(...parsed.warnings);
  return { spec: parsed.spec };
}
function testsRef(source, bounds) {
  const value = valueAt(source.value, ["tests"]);
  const position = source.positionOf(["tests"]);
  if (typeof value === "string") {
    return {
      ref: {
        written: value,
        path: resolveSuitePath(value, dirname6(source.file), bounds, position),
        position
      }
    };
  }
  if (Array.isArray(value)) return { entries: value.map((_, index) => ["tests", index]) };
  throw new ConfigError(
    value === void 0 || value === null ? "the eval file has no tests" : "tests: expected a list of tests or a path",
    {
      position,
      hint: "write tests: as a list of {id, input, ...}, a path to a .yaml/.jsonl tests file, or a folder of <case>/case.yaml"
    }
  );
}

// src/formats/agentv/parse-test-case.ts
function parseTestCase(source, path10, defaults, options) {
  const entry = valueAt(source.value, path10);
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    validateSource(source, testCaseSchema, path10);
  }
  const problems = [];
  const fields = collectProblems(problems, () => validateSource(source, testCaseSchema, path10)) ?? {};
  const warnings = keyWarnings(source, path10, testCaseSchema, "a test");
  const position = source.positionOf(path10);
  const id = fields.id ?? options.defaultId;
  const label = id === void 0 ? "a test" : `test "${id}"`;
  if (id === void 0 && valueAt(source.value, [...path10, "id"]) === void 0) {
    problems.push(
      new ConfigError("a test needs an id", {
        position,
        hint: "add id: a-short-name (it names the case's results and artifacts)"
      })
    );
  }
  const prompt2 = collectProblems(problems, () => casePrompt(source, path10, options.bounds, label));
  const assertions = collectProblems(problems, () => [
    ...parseAssertions(source, [...path10, "assertions"]),
    ...parseAssertions(source, [...path10, "assert"])
  ]);
  const targets = collectProblems(problems, () => parseTargets(source, [...path10, "execution"], warnings));
  const workspace = collectProblems(problems, () => caseWorkspace(source, path10, options.bounds, warnings));
  const trials = parseTrials(source, [...path10, "execution", "trials"], fields.execution?.trials, warnings);
  throwProblems(problems);
  if (id === void 0 || prompt2 === void 0 || assertions === void 0) {
    throw new ConfigError(`${label} could not be read`, { position });
  }
  warnings.push(...prompt2.warnings);
  const metadata = {
    ...fields.metadata,
    input: valueAt(source.value, inputPath(source, path10)),
    ...targets === void 0 || targets.length === 0 ? {} : { targets }
  };
  const merged = fields.execution?.skip_defaults === true ? assertions : [...assertions, ...defaults.assertions];
  const spec = {
    id,
    prompt: promptText([defaults.prompt, prompt2]),
    tags: caseTags(source, path10, fields, warnings),
    ...timeout(fields),
    expectedFail: false,
    iterations: trials?.iterations ?? defaults.iterations,
    threshold: trials?.threshold ?? defaults.threshold,
    assertions: merged.length === 0 && fields.criteria !== void 0 ? [implicitGrader(position)] : merged,
    ...fields.criteria === void 0 ? {} : { criteria: fields.criteria },
    ...expectedOutput(fields.expected_output),
    ...workspace?.templateDir === void 0 ? {} : { templateDir: workspace.templateDir },
    metadata,
    source: position
  };
  return {
    spec,
    idPosition: source.positionOf([...path10, "id"]),
    ...workspace?.path === void 0 ? {} : { workspacePath: workspace.path },
    warnings
  };
}
function casePrompt(source, path10, bounds, label) {
  const parts = parseInput(source, inputPath(source, path10), bounds);
  addInputFiles(source, [...path10, "input_files"], bounds, parts);
  if (parts.messages.every((message) => message.trim() === "") && parts.files.length === 0) {
    throw new ConfigError(`${label} has no input`, {
      position: source.positionOf(
        valueAt(source.value, [...path10, "input"]) === void 0 ? path10 : [...path10, "input"]
      ),
      hint: 'add input: "the task for the agent" (a string, or a list of {role: user, content})'
    });
  }
  return parts;
}
function inputPath(source, path10) {
  return valueAt(source.value, [...path10, "input"]) === void 0 ? [...path10, "vars", "input"] : [...path10, "input"];
}
function caseTags(source, path10, fields, warnings) {
  const labels = [fields.metadata?.difficulty, fields.metadata?.category].flatMap(
    (label) => typeof label === "string" || typeof label === "number" ? [String(label)] : []
  );
  const tags = fields.metadata?.tags;
  if (tags === void 0) return labels;
  if (typeof tags === "string") return [.../* @__PURE__ */ new Set([tags, ...labels])];
  if (Array.isArray(tags) && tags.every((tag) => typeof tag === "string"))
    return [.../* @__PURE__ */ new Set([...tags, ...labels])];
  warnings.push({
    message: "metadata.tags is not a list of strings, so the case gets no tags from it",
    position: source.positionOf([...path10, "metadata", "tags"])
  });
  return labels;
}
function timeout(fields) {
  if (fields.timeout_ms !== void 0) return { timeoutMs: fields.timeout_ms };
  if (fields.timeout_seconds !== void 0) return { timeoutMs: Math.round(fields.timeout_seconds * 1e3) };
  return {};
}
function expectedOutput(value) {
  if (value === void 0 || value === null) return {};
  return { expectedOutput: typeof value === "string" ? value : JSON.stringify(value) };
}
function caseWorkspace(source, path10, bounds, warnings) {
  const workspacePath = [...path10, "workspace"];
  const value = valueAt(source.value, workspacePath);
  if (value === void 0 || value === null) return void 0;
  if (typeof value === "string") return { path: { path: value, position: source.positionOf(workspacePath) } };
  const parsed = parseWorkspace(source, workspacePath, bounds);
  warnings.push(...parsed.warnings);
  if (parsed.spec.hooks !== void 0 || parsed.spec.mode === "none" && parsed.spec.cwd !== void 0) {
    warnings.push({
      message: "a case's own workspace can only set a template; its hooks and mode are ignored",
      position: source.positionOf(workspacePath)
    });
  }
  return parsed.spec.mode === "isolated" ? { templateDir: parsed.spec.templateDir } : {};
}
function implicitGrader(position) {
  return {
    type: "llm-grader",
    dialect: "agentv",
    name: "criteria",
    params: {},
    weight: 1,
    required: false,
    negate: false,
    golden: false,
    source: position
  };
}

// src/formats/agentv/parse-tests-file.ts
function parseTestsFile(text2, file) {
  if (file.endsWith(".jsonl")) return jsonlEntries(text2, file);
  const source = parseYamlSource(text2, file);
  if (!Array.isArray(source.value)) {
    throw new ConfigError("a tests file holds a list of tests", {
      position: source.value === null ? { file, line: 1, column: 1 } : source.positionOf([]),
      hint: "write each test as a list item: - id: ..."
    });
  }
  return source.value.map((_, index) => ({ source, path: [index] }));
}
function isTestsFileName(file) {
  return /\.(?:ya?ml|json|jsonl)$/.test(file);
}
function jsonlEntries(text2, file) {
  const problems = [];
  const entries = [];
  for (const [index, line] of text2.split(/\r?\n/).entries()) {
    if (line.trim() === "") continue;
    const source = collectProblems(problems, () => lineSource(line, file, index));
    if (source !== void 0) entries.push({ source, path: [] });
  }
  throwProblems(problems);
  return entries;
}
function lineSource(line, file, lineIndex) {
  const shift = (position) => position.line === void 0 ? { ...position, line: lineIndex + 1 } : { ...position, line: position.line + lineIndex };
  try {
    const source = parseYamlSource(line, file);
    return { ...source, positionOf: (path10, atKey) => shift(source.positionOf(path10, atKey)) };
  } catch (error) {
    if (!(error instanceof ConfigErrors)) throw error;
    throw new ConfigErrors(
      error.errors.map(
        (problem) => new ConfigError(problem.message, {
          position: shift({ file, line: problem.line, column: problem.column }),
          hint: "each line of a .jsonl tests file is one JSON object"
        })
      )
    );
  }
}

// src/formats/agentv/build-agentv-suite.ts
var CASE_FILE_NAMES = ["case.yaml", "case.yml"];
function buildAgentvSuite(file, root, skills, files, env = {}) {
  const unset = /* @__PURE__ */ new Set();
  const reader = createReader(files, env, unset);
  const bounds = { suiteDir: dirname7(file), root };
  const evalSource = reader.source(file);
  const parts = parseEvalFile(evalSource, bounds);
  const warnings = [...parts.warnings];
  for (const name of unset) {
    warnings.push({
      message: `\${{ ${name} }}: environment variable ${name} is not set, so it reads as empty`,
      position: { file: evalSource.file }
    });
  }
  const problems = [];
  const workspace = collectProblems(
    problems,
    () => suiteWorkspace2(parts.workspace, reader, bounds, warnings)
  );
  const cases = collectProblems(problems, () => loadCases(evalSource, parts, reader, bounds, warnings));
  throwProblems(problems);
  const relativePath = relative(root, file).split(sep).join("/");
  if (cases !== void 0 && cases.length === 0) {
    warnings.push({ message: "the suite has no cases", position: evalSource.positionOf(["tests"]) });
  }
  return {
    id: agentvSuiteId(relativePath),
    format: "agentv",
    file,
    relativePath,
    contentHash: reader.digest(),
    skills: [...skills],
    workspace: workspace ?? { mode: "none" },
    ...parts.runnerIds === void 0 ? {} : { runnerIds: parts.runnerIds },
    ...parts.runnerVariants === void 0 ? {} : { runnerVariants: parts.runnerVariants },
    ...parts.meanScoreThreshold === void 0 ? {} : { meanScoreThreshold: parts.meanScoreThreshold },
    cases: cases ?? [],
    warnings
  };
}
function createReader(files, env, unset) {
  const hash = createHash("sha256");
  const decoder = new TextDecoder();
  const text2 = (path10) => {
    const bytes = files.read(path10);
    hash.update(bytes);
    return decoder.decode(bytes);
  };
  return {
    files,
    text: text2,
    // agentv interpolates ${{ VAR }} in every file it reads (eval file, tests file, case.yaml).
    source: (path10) => {
      const parsed = parseYamlSource(text2(path10), path10);
      const { value, missing } = interpolateEnv(parsed.value, env);
      for (const name of missing) unset.add(name);
      return { ...parsed, value };
    },
    digest: () => hash.digest("hex")
  };
}
function suiteWorkspace2(workspace, reader, bounds, warnings) {
  if ("spec" in workspace) return workspace.spec;
  const kind = requireKind(workspace.ref, reader, "workspace");
  if (kind === "directory") return { mode: "isolated", templateDir: workspace.ref.path };
  const parsed = parseWorkspace(reader.source(workspace.ref.path), [], bounds);
  warnings.push(...parsed.warnings);
  return parsed.spec;
}
function loadCases(evalSource, parts, reader, bounds, warnings) {
  const problems = [];
  const parsed = [];
  const entries = collectProblems(
    problems,
    () => testEntries(evalSource, parts.tests, reader, warnings, problems)
  );
  for (const { entry, caseDir } of entries ?? []) {
    collectProblems(problems, () => {
      const result = parseTestCase(entry.source, entry.path, parts.defaults, {
        bounds,
        ...caseDir === void 0 ? {} : { defaultId: basename4(caseDir) }
      });
      parsed.push(withWorkspace(result, entry.source, caseDir, reader, bounds));
    });
  }
  for (const result of parsed) warnings.push(...result.warnings);
  problems.push(...duplicateIds(parsed));
  throwProblems(problems);
  return parsed.map((result) => result.spec);
}
function testEntries(evalSource, tests, reader, warnings, problems) {
  if ("entries" in tests) return tests.entries.map((path10) => ({ entry: { source: evalSource, path: path10 } }));
  const kind = requireKind(tests.ref, reader, "tests");
  if (kind === "directory") return discoverCases(tests.ref, reader, warnings, problems);
  if (!isTestsFileName(tests.ref.path)) {
    throw new ConfigError(`tests: "${tests.ref.written}" is not a .yaml, .yml, .json or .jsonl file`, {
      position: tests.ref.position,
      hint: "point tests: at a .yaml or .jsonl tests file, or at a folder of <case>/case.yaml"
    });
  }
  return parseTestsFile(reader.text(tests.ref.path), tests.ref.path).map((entry) => ({ entry }));
}
function discoverCases(ref, reader, warnings, problems) {
  const entries = [];
  const names = reader.files.subdirectories(ref.path).filter((name) => !name.startsWith(".")).sort();
  for (const name of names) {
    const caseDir = join11(ref.path, name);
    const caseFile = CASE_FILE_NAMES.map((fileName) => join11(caseDir, fileName)).find(
      (path10) => reader.files.kind(path10) === "file"
    );
    if (caseFile === void 0) {
      warnings.push({
        message: `skipped folder ${name}/ in ${basename4(ref.path)}/: it has no case.yaml`,
        position: ref.position
      });
      continue;
    }
    const source = collectProblems(problems, () => caseSource(reader, caseFile));
    if (source !== void 0) entries.push({ entry: { source, path: [] }, caseDir });
  }
  return entries;
}
function caseSource(reader, caseFile) {
  const source = reader.source(caseFile);
  if (source.value === null) {
    throw new ConfigError(`${basename4(caseFile)} is empty`, {
      position: { file: caseFile, line: 1, column: 1 },
      hint: "a case needs at least input: (the task for the agent); or delete the folder"
    });
  }
  return source;
}
function withWorkspace(result, source, caseDir, reader, bounds) {
  if (result.workspacePath !== void 0) {
    const { path: written, position } = result.workspacePath;
    const ref = {
      written,
      path: resolveSuitePath(written, dirname7(source.file), bounds, position),
      position
    };
    const kind = requireKind(ref, reader, "workspace");
    const templateDir2 = kind === "directory" ? ref.path : workspaceFileTemplate(reader.source(ref.path), bounds, result);
    return templateDir2 === void 0 ? result : { ...result, spec: { ...result.spec, templateDir: templateDir2 } };
  }
  if (result.spec.templateDir !== void 0 || caseDir === void 0) return result;
  const templateDir = join11(caseDir, "workspace");
  if (reader.files.kind(templateDir) !== "directory") return result;
  return { ...result, spec: { ...result.spec, templateDir } };
}
function workspaceFileTemplate(source, bounds, result) {
  const parsed = parseWorkspace(source, [], bounds);
  result.warnings.push(...parsed.warnings);
  return parsed.spec.mode === "isolated" ? parsed.spec.templateDir : void 0;
}
function requireKind(ref, reader, key) {
  const kind = reader.files.kind(ref.path);
  if (kind !== void 0) return kind;
  throw new ConfigError(`${key}: "${ref.written}" does not exist (${ref.path})`, {
    position: ref.position,
    hint: `create it or fix the path (relative to the file that names it)`
  });
}
function duplicateIds(parsed) {
  const first = /* @__PURE__ */ new Map();
  const problems = [];
  for (const result of parsed) {
    const earlier = first.get(result.spec.id);
    if (earlier === void 0) {
      first.set(result.spec.id, result);
      continue;
    }
    problems.push(
      new ConfigError(`duplicate case id "${result.spec.id}" (first at ${where(earlier)})`, {
        position: result.idPosition,
        hint: "case ids name results and artifacts: give each case its own id (or folder name)"
      })
    );
  }
  return problems;
}
function where(result) {
  const position = result.idPosition;
  return [position.file, position.line, position.column].filter((part) => part !== void 0).join(":");
}

// src/formats/agentv/load-agentv-suite.ts
function loadAgentvSuite(file, root, skills, env = process.env) {
  return buildAgentvSuite(file, root, skills, nodeSuiteFiles(root), env);
}
function assertInsideRoot(path10, root) {
  let real;
  try {
    real = realpathSync2(path10);
  } catch {
    return;
  }
  if (!isWithin(realpathSync2(root), real)) {
    throw new ConfigError(`a symbolic link to ${real}, outside the repository root`, {
      position: { file: path10 },
      hint: "copy what the suite needs into the repository instead of linking to it"
    });
  }
}
var nodeSuiteFiles = (root) => ({
  kind(path10) {
    assertInsideRoot(path10, root);
    try {
      const stats = statSync4(path10);
      return stats.isDirectory() ? "directory" : stats.isFile() ? "file" : void 0;
    } catch {
      return void 0;
    }
  },
  read(path10) {
    assertInsideRoot(path10, root);
    try {
      return readFileSync3(path10);
    } catch (error) {
      throw new ConfigError(
        `cannot read ${path10}: ${error instanceof Error ? error.message : String(error)}`,
        {
          position: { file: path10 },
          hint: "check that the file exists and is readable",
          cause: error
        }
      );
    }
  },
  subdirectories(dir) {
    try {
      return readdirSync4(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    } catch (error) {
      throw new ConfigError(`cannot list ${dir}: ${error instanceof Error ? error.message : String(error)}`, {
        position: { file: dir },
        hint: "check that the cases folder is readable",
        cause: error
      });
    }
  }
});

// src/formats/evals-json/load-evals-json-suite.ts
import { createHash as createHash2 } from "node:crypto";
import { existsSync as existsSync4, readFileSync as readFileSync4 } from "node:fs";
import { dirname as dirname8, join as join12, relative as relative3, resolve as resolve8, sep as sep3 } from "node:path";

// src/formats/evals-json/parse-evals-json.ts
import { isAbsolute as isAbsolute4, relative as relative2, resolve as resolve7, sep as sep2 } from "node:path";

// src/formats/evals-json/evals-json-schema.ts
var evalsFileSchema = external_exports.looseObject({
  skill_name: external_exports.string().optional(),
  evals: external_exports.array(external_exports.unknown())
});
var evalEntrySchema = external_exports.looseObject({
  id: external_exports.union([external_exports.number(), external_exports.string().min(1, "an id cannot be empty")]),
  prompt: external_exports.string().refine((text2) => text2.trim() !== "", "a prompt cannot be empty"),
  expected_output: external_exports.string().optional(),
  /** Input files, relative to the skill directory. */
  files: external_exports.array(external_exports.string().min(1)).optional(),
  /** Verifiable statements a judge grades the run against. */
  expectations: external_exports.array(external_exports.string().min(1, "an expectation cannot be empty")).optional()
});
var KNOWN_FILE_KEYS = ["skill_name", "evals"];
var KNOWN_EVAL_KEYS = ["id", "prompt", "expected_output", "files", "expectations"];

// src/formats/evals-json/parse-evals-json.ts
function parseEvalsJson(source, skill, fileExists, realPath = (path10) => path10) {
  if (typeof source.value !== "object" || source.value === null || Array.isArray(source.value)) {
    throw new ConfigError("evals.json must be an object with an `evals` array", {
      position: source.positionOf([]),
      hint: 'e.g. { "skill_name": "my-skill", "evals": [{ "id": 1, "prompt": "...", "expectations": ["..."] }] }'
    });
  }
  const file = validateSource(source, evalsFileSchema);
  const warnings = unknownKeyWarnings(source, [], source.value, KNOWN_FILE_KEYS, "evals.json");
  if (file.skill_name !== void 0 && file.skill_name !== skill.name) {
    warnings.push({
      message: `skill_name "${file.skill_name}" differs from the skill's name "${skill.name}" (its SKILL.md); the skill in ${skill.dir} is the one tested`,
      position: source.positionOf(["skill_name"])
    });
  }
  const problems = [];
  const cases = [];
  const seen = /* @__PURE__ */ new Map();
  for (const [index, value] of file.evals.entries()) {
    const path10 = ["evals", index];
    collectProblems(problems, () => {
      const entry = validateSource(source, evalEntrySchema, path10, value);
      warnings.push(...unknownKeyWarnings(source, path10, value, KNOWN_EVAL_KEYS, "an eval"));
      const id = String(entry.id);
      const earlier = seen.get(id);
      if (earlier !== void 0) {
        throw new ConfigError(`duplicate eval id ${JSON.stringify(entry.id)}`, {
          position: source.positionOf([...path10, "id"]),
          hint: `first used at line ${earlier.line ?? "?"}; ids name results, so make each unique`
        });
      }
      seen.set(id, source.positionOf([...path10, "id"]));
      const files = inputFiles(source, path10, entry, skill, { fileExists, realPath }, warnings);
      cases.push(toCaseSpec(id, entry, files, source, path10, skill));
    });
  }
  throwProblems(problems);
  return { cases, warnings };
}
function inputFiles(source, path10, entry, skill, files, warnings) {
  return (entry.files ?? []).map((written, index) => {
    const position = source.positionOf([...path10, "files", index]);
    const absolute = resolve7(skill.dir, written);
    const fromSkill = relative2(skill.dir, absolute);
    if (fromSkill === "" || fromSkill.split(sep2)[0] === ".." || isAbsolute4(fromSkill)) {
      throw new ConfigError(`input file "${written}" is outside the skill directory`, {
        position,
        hint: "eval files are relative to the skill root, e.g. evals/files/sample.csv"
      });
    }
    if (!isWithin(files.realPath(skill.dir), files.realPath(absolute))) {
      throw new ConfigError(
        `input file "${written}" is a symbolic link to ${files.realPath(absolute)}, outside the skill directory`,
        {
          position,
          hint: "copy the file into the skill directory instead of linking to it"
        }
      );
    }
    if (!files.fileExists(absolute)) {
      warnings.push({
        message: `input file not found: ${written} (relative to the skill directory)`,
        position
      });
    }
    return absolute;
  });
}
function toCaseSpec(id, entry, files, source, path10, skill) {
  const written = entry.files ?? [];
  const assertions = (entry.expectations ?? []).map((criterion, index) => ({
    type: "rubric",
    dialect: "evals-json",
    name: criterion,
    params: { criterion },
    weight: 1,
    required: true,
    negate: false,
    golden: false,
    source: source.positionOf([...path10, "expectations", index])
  }));
  const metadata = { evalId: entry.id, skillName: skill.name };
  if (written.length > 0) {
    metadata.inputFiles = written;
    metadata.files = files;
  }
  return {
    id,
    prompt: written.length > 0 ? `${entry.prompt}

Input files: ${written.join(", ")}` : entry.prompt,
    tags: [],
    expectedFail: false,
    iterations: 1,
    threshold: 1,
    assertions,
    inputFiles: files.map((from, index) => ({ from, to: written[index] ?? from })),
    expectedOutput: entry.expected_output,
    metadata,
    source: source.positionOf(path10)
  };
}
function unknownKeyWarnings(source, path10, value, allowed, where2) {
  if (typeof value !== "object" || value === null) return [];
  return Object.keys(value).filter((key) => !allowed.includes(key)).map((key) => ({
    message: `unknown key "${key}" in ${where2} is ignored (${unknownKeyHint(key, allowed)})`,
    position: source.positionOf([...path10, key], true)
  }));
}

// src/formats/evals-json/load-evals-json-suite.ts
function loadEvalsJsonSuite(file, root, skills) {
  const absolute = resolve8(file);
  const relativePath = relative3(root, absolute).split(sep3).join("/");
  const skill = skillOf(absolute, relativePath, skills);
  const source = parseYamlSource(readFileSync4(absolute, "utf8"), relativePath);
  const { cases, warnings } = parseEvalsJson(source, skill, existsSync4, realPathIfExists);
  return {
    id: relativePath.replace(/\.json$/, ""),
    format: "evals-json",
    file: absolute,
    relativePath,
    contentHash: createHash2("sha256").update(readFileSync4(absolute)).digest("hex"),
    skills: [skill],
    workspace: { mode: "isolated" },
    cases,
    warnings
  };
}
function skillOf(file, relativePath, skills) {
  const dir = dirname8(dirname8(file));
  const configured = skills.find((skill) => resolve8(skill.dir) === dir);
  if (configured !== void 0) return configured;
  const skillFile = join12(dir, "SKILL.md");
  if (!existsSync4(skillFile)) {
    throw new ConfigError("evals.json is not inside a skill: the folder above evals/ has no SKILL.md", {
      position: { file: relativePath },
      hint: "keep evals.json at <skill>/evals/evals.json, next to the skill's SKILL.md"
    });
  }
  return readSkillDirectory(dir);
}

// src/formats/skill-test/load-skill-test-suites.ts
import { createHash as createHash3 } from "node:crypto";
import { existsSync as existsSync6, readFileSync as readFileSync5, realpathSync as realpathSync3 } from "node:fs";
import { basename as basename5, dirname as dirname10, join as join14, relative as relative4, resolve as resolve11, sep as sep4 } from "node:path";

// src/formats/skill-test/find-skill-test-files.ts
import { existsSync as existsSync5, readdirSync as readdirSync5, statSync as statSync5 } from "node:fs";
import { join as join13 } from "node:path";

// src/formats/skill-test/skill-test-config.ts
var SKILL_TEST_CONFIG_FILE = "skill-test.config.yaml";
var hookStrategySchema = external_exports.enum(["none", "simple", "forced", "custom"]);
var skillTestConfigSchema = external_exports.strictObject({
  model: external_exports.string().min(1).optional(),
  /** Milliseconds per iteration. */
  timeout: external_exports.number().int().positive().optional(),
  iterations: external_exports.number().int().positive().optional(),
  /** Percent (0–100) of iterations that must pass. */
  threshold: external_exports.number().min(0).max(100).optional(),
  hook: hookStrategySchema.optional(),
  "hook-path": external_exports.string().min(1).optional(),
  "test-patterns": external_exports.array(external_exports.string().min(1)).min(1).optional(),
  "exclude-patterns": external_exports.array(external_exports.string().min(1)).optional(),
  strict: external_exports.boolean().optional()
});
var SKILL_TEST_DEFAULTS = {
  model: "claude-sonnet-4-20250514",
  timeoutMs: 6e4,
  iterations: 10,
  thresholdPercent: 80,
  hook: "simple",
  testPatterns: [
    "skill-tests/**/test-*.yaml",
    "skill-tests/**/test-*.yml",
    "skill-tests/**/*.spec.yaml",
    "skill-tests/**/*.spec.yml"
  ],
  excludePatterns: ["node_modules/"],
  strict: false
};
function parseSkillTestConfig(text2, file) {
  const source = parseYamlSource(text2, file);
  if (source.value !== null && (typeof source.value !== "object" || Array.isArray(source.value))) {
    throw new ConfigError("skill-test.config.yaml must be a mapping of settings", {
      position: source.positionOf([]),
      hint: "write settings as `key: value` lines, e.g. `iterations: 5`"
    });
  }
  const data = validateSource(source, skillTestConfigSchema, [], source.value ?? {});
  return {
    file,
    model: data.model,
    timeoutMs: data.timeout,
    iterations: data.iterations,
    thresholdPercent: data.threshold,
    hook: data.hook,
    hookPath: data["hook-path"],
    testPatterns: data["test-patterns"],
    excludePatterns: data["exclude-patterns"],
    strict: data.strict,
    positionOf: (key) => source.positionOf([key])
  };
}

// src/formats/skill-test/find-skill-test-files.ts
var SKIPPED_DIRS2 = /* @__PURE__ */ new Set([".git", ".skill-test-logs"]);
function findSkillTestFiles(skillDir, config = {}) {
  const include = (config.testPatterns ?? SKILL_TEST_DEFAULTS.testPatterns).map(normalizePattern);
  const excluded = exclusionTest(config.excludePatterns ?? SKILL_TEST_DEFAULTS.excludePatterns);
  const matchers = include.map((pattern) => globToRegExp(pattern));
  const found = /* @__PURE__ */ new Set();
  for (const base of new Set(include.map(globBase))) {
    const dir = base === "" ? skillDir : join13(skillDir, base);
    if (!existsSync5(dir) || !statSync5(dir).isDirectory()) continue;
    walk2(
      dir,
      base,
      (relativePath) => {
        if (!excluded(relativePath) && matchers.some((matcher) => matcher.test(relativePath))) {
          found.add(join13(skillDir, relativePath));
        }
      },
      excluded
    );
  }
  return [...found].sort();
}
function normalizePattern(pattern) {
  return pattern.replace(/\\/g, "/").replace(/^\.\//, "");
}
function exclusionTest(patterns) {
  const tests = patterns.map(normalizePattern).map((pattern) => {
    if (!hasGlobSyntax(pattern)) return (path10) => path10.includes(pattern);
    const matcher = globToRegExp(pattern);
    return (path10) => matcher.test(path10);
  });
  return (relativePath) => tests.some((test) => test(relativePath));
}
function walk2(dir, relativeDir, onFile, excluded) {
  for (const entry of readdirSync5(dir, { withFileTypes: true })) {
    const relativePath = relativeDir === "" ? entry.name : `${relativeDir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS2.has(entry.name) && !excluded(`${relativePath}/`)) {
        walk2(join13(dir, entry.name), relativePath, onFile, excluded);
      }
    } else if (entry.isFile()) {
      onFile(relativePath);
    }
  }
}

// src/formats/skill-test/hook-strategy.ts
function applyHookStrategy(prompt2, skillName, strategy, customTemplate) {
  switch (strategy) {
    case "none":
      return prompt2;
    case "simple":
      return `Note: the "${skillName}" skill is available for this task. Use it if it applies.

${prompt2}`;
    case "forced":
      return [
        `Before doing anything else, you MUST invoke the "${skillName}" skill:`,
        "",
        `1. Call your skill tool for "${skillName}" as your very first action (Skill in Claude Code,`,
        "   activate_skill in Gemini CLI, skill in OpenCode). If you have no skill tool, read the skill's",
        "   SKILL.md instead.",
        "   Do NOT skip this step: deciding the skill is relevant, or reading about it, is not enough.",
        "2. Follow the instructions the skill gives you.",
        "3. Only then carry out the task below.",
        "",
        "---",
        "",
        prompt2
      ].join("\n");
    case "custom":
      return applyTemplate(customTemplate ?? "", prompt2, skillName);
  }
}
var PROMPT_PLACEHOLDER = /\{\{\s*prompt\s*\}\}/g;
var SKILL_PLACEHOLDER = /\{\{\s*skill\s*\}\}/g;
function applyTemplate(template, prompt2, skillName) {
  const withSkill = template.replace(SKILL_PLACEHOLDER, () => skillName);
  if (/\{\{\s*prompt\s*\}\}/.test(withSkill)) return withSkill.replace(PROMPT_PLACEHOLDER, () => prompt2);
  const preamble = withSkill.trimEnd();
  return preamble === "" ? prompt2 : `${preamble}

${prompt2}`;
}

// src/formats/skill-test/resolve-assertion-list.ts
import { dirname as dirname9, resolve as resolve9 } from "node:path";

// src/formats/skill-test/test-file-schema.ts
var caseId = external_exports.union([external_exports.string().min(1, "an id cannot be empty"), external_exports.number()]).transform(String);
var prompt = external_exports.string().refine((text2) => text2.trim() !== "", "a prompt cannot be empty");
var iterations = external_exports.number().int().positive();
var presence = external_exports.enum(["present", "absent"]);
var timeoutMs = external_exports.number().int().positive();
var listCaseSchema = external_exports.looseObject({
  id: caseId,
  desc: external_exports.string().optional(),
  prompt,
  iterations: iterations.optional(),
  assertions: external_exports.array(external_exports.unknown()).optional(),
  golden_assertions: external_exports.array(external_exports.unknown()).optional()
});
var scenarioSchema = external_exports.looseObject({
  desc: external_exports.string().optional(),
  prompt,
  iterations: iterations.optional(),
  assertions: external_exports.array(external_exports.unknown()).optional(),
  golden_assertions: external_exports.array(external_exports.unknown()).optional()
});
var scenariosFileSchema = external_exports.looseObject({
  desc: external_exports.string().optional(),
  assertions: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  scenarios: external_exports.record(external_exports.string(), external_exports.unknown())
});
var fileReferenceSchema = external_exports.strictObject({
  file: external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string().min(1)).min(1)])
});
var patternAssertion = {
  pattern: external_exports.string(),
  expect: presence.optional()
};
var execExpect = external_exports.union([
  external_exports.string().regex(/^(?:exit_code:\s*-?\d+|output_contains:[\s\S]*)$/, 'expected "exit_code:<n>"'),
  external_exports.strictObject({ output_contains: external_exports.string() }),
  external_exports.strictObject({ exit_code: external_exports.number().int() })
]);
var assertionFieldSchemas = {
  regex: external_exports.looseObject(patternAssertion),
  contains: external_exports.looseObject(patternAssertion),
  line_count: external_exports.looseObject({
    min: external_exports.number().int().nonnegative().optional(),
    max: external_exports.number().int().nonnegative().optional()
  }).refine((value) => value.min !== void 0 || value.max !== void 0, "line_count needs min or max").refine(
    (value) => value.min === void 0 || value.max === void 0 || value.min <= value.max,
    "min is greater than max"
  ),
  exec: external_exports.looseObject({
    command: external_exports.string().min(1),
    language: external_exports.string().optional(),
    timeout_ms: timeoutMs.optional(),
    expect: execExpect.optional(),
    output_contains: external_exports.string().optional(),
    exit_code: external_exports.number().int().optional()
  }),
  llm_eval: external_exports.looseObject({
    pattern: external_exports.string().optional(),
    prompt: external_exports.string().optional(),
    expect: external_exports.enum(["pass", "fail"]).optional(),
    timeout_ms: timeoutMs.optional()
  }).refine((value) => value.pattern !== void 0 || value.prompt !== void 0, {
    message: "llm_eval needs its judge prompt in pattern"
  }),
  tool_called: external_exports.looseObject(patternAssertion)
};
var ASSERTION_TYPES = [
  "regex",
  "contains",
  "line_count",
  "exec",
  "llm_eval",
  "tool_called"
];
function isAssertionType(value) {
  return typeof value === "string" && ASSERTION_TYPES.some((type) => type === value);
}
var knownKeys = {
  listCase: ["id", "desc", "prompt", "iterations", "assertions", "golden_assertions"],
  scenario: ["desc", "prompt", "iterations", "assertions", "golden_assertions"],
  scenariosFile: ["desc", "assertions", "scenarios"],
  assertion: {
    regex: ["pattern", "expect"],
    contains: ["pattern", "expect"],
    line_count: ["min", "max"],
    exec: ["command", "language", "timeout_ms", "expect", "output_contains", "exit_code"],
    llm_eval: ["pattern", "prompt", "expect", "timeout_ms"],
    tool_called: ["pattern", "expect"]
  },
  /** Every assertion also takes these. */
  assertionCommon: ["id", "type", "desc"]
};

// src/formats/skill-test/skill-test-assertion.ts
function toSkillTestAssertion(source, path10, value, options) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ConfigError("an assertion must be a mapping with id, type and its fields", {
      position: source.positionOf(path10),
      hint: 'e.g. `- id: has-title` / `  type: contains` / `  pattern: "# "` / `  expect: present`'
    });
  }
  const fields = { ...value };
  const type = fields.type;
  if (!isAssertionType(type)) {
    const suggestion = typeof type === "string" ? didYouMean(type, ASSERTION_TYPES) : void 0;
    throw new ConfigError(
      type === void 0 ? "an assertion needs a type" : `unknown assertion type ${JSON.stringify(type)}`,
      {
        position: source.positionOf(type === void 0 ? path10 : [...path10, "type"]),
        hint: suggestion === void 0 ? `type is one of ${ASSERTION_TYPES.join(", ")}` : `did you mean "${suggestion}"?`
      }
    );
  }
  const name = options.name ?? idOf(source, path10, fields.id);
  if (options.name !== void 0 && fields.id !== void 0 && String(fields.id) !== options.name) {
    options.warnings.push({
      message: `a named assertion takes its id from its key "${options.name}"; id ${JSON.stringify(fields.id)} is ignored`,
      position: source.positionOf([...path10, "id"])
    });
  }
  if (fields.desc !== void 0 && typeof fields.desc !== "string") {
    throw new ConfigError("desc must be a string", { position: source.positionOf([...path10, "desc"]) });
  }
  validateSource(source, assertionFieldSchemas[type], path10, value);
  if ((type === "regex" || type === "tool_called") && typeof fields.pattern === "string") {
    const compiled = compileRustPattern(fields.pattern);
    if (!(compiled instanceof RegExp)) {
      throw new ConfigError(
        `${type} pattern ${JSON.stringify(fields.pattern)} cannot be used: ${compiled.error}`,
        {
          position: source.positionOf([...path10, "pattern"]),
          hint: "skill-test patterns are Rust regexes: leading (?i), (?m), (?s) flags work; rewrite the rest in syntax both engines share"
        }
      );
    }
  }
  const allowed = [...knownKeys.assertionCommon, ...knownKeys.assertion[type]];
  for (const key of Object.keys(fields)) {
    if (allowed.some((known) => known === key)) continue;
    options.warnings.push({
      message: `unknown key "${key}" in a ${type} assertion is kept but not used (${unknownKeyHint(key, allowed)})`,
      position: source.positionOf([...path10, key], true)
    });
  }
  const { id: _id, type: _type, ...params } = fields;
  return {
    type,
    dialect: "skill-test",
    name,
    params,
    weight: 1,
    required: !options.golden,
    negate: false,
    golden: options.golden,
    source: source.positionOf(path10)
  };
}
function idOf(source, path10, id) {
  if (typeof id === "string" && id.trim() !== "" || typeof id === "number") return String(id);
  throw new ConfigError(
    id === void 0 ? "an assertion needs an id" : "an assertion id must be a non-empty string",
    {
      position: source.positionOf(id === void 0 ? path10 : [...path10, "id"]),
      hint: "ids name assertions in results and failure messages, e.g. `id: has-title`"
    }
  );
}

// src/formats/skill-test/resolve-assertion-list.ts
function resolveAssertionList(list, context, golden) {
  const problems = [];
  const { fromFiles, own } = collect(list, context, golden, [list.file], problems);
  const resolved = [...fromFiles, ...own];
  problems.push(...duplicateIds2(resolved));
  throwProblems(problems);
  return resolved;
}
function collect(list, context, golden, stack, problems) {
  const collected = { fromFiles: [], own: [] };
  for (const [index, item] of list.items.entries()) {
    const path10 = [...list.path, index];
    collectProblems(problems, () => {
      if (typeof item === "object" && item !== null && !Array.isArray(item) && "file" in item) {
        const reference = validateSource(list.source, fileReferenceSchema, path10, item);
        const targets = typeof reference.file === "string" ? [reference.file] : reference.file;
        for (const [targetIndex, target] of targets.entries()) {
          const at = list.source.positionOf(
            typeof reference.file === "string" ? [...path10, "file"] : [...path10, "file", targetIndex]
          );
          const included = includeFile(target, at, list.file, context, golden, stack, problems);
          collected.fromFiles.push(...included.fromFiles, ...included.own);
        }
      } else if (typeof item === "string") {
        collected.own.push(namedAssertion(item, list.source.positionOf(path10), context, golden));
      } else {
        collected.own.push(
          toSkillTestAssertion(list.source, path10, item, { golden, warnings: context.warnings })
        );
      }
    });
  }
  return collected;
}
function includeFile(target, at, fromFile, context, golden, stack, problems) {
  const empty = { fromFiles: [], own: [] };
  const absolute = resolve9(dirname9(fromFile), target);
  const real = context.reader.realPath(absolute);
  if (!isStrictlyWithin(context.skillTestsDir, real)) {
    throw new ConfigError(`file reference "${target}" is outside the skill's skill-tests/ folder`, {
      position: at,
      hint: `shared assertion files must live under ${context.reader.display(context.skillTestsDir)}/ (a security boundary); paths are relative to the file that references them`
    });
  }
  if (stack.includes(real)) {
    const chain = [...stack.slice(stack.indexOf(real)), real].map((file) => context.reader.display(file));
    throw new ConfigError(`circular file reference: ${chain.join(" \u2192 ")}`, {
      position: at,
      hint: "an assertion file cannot include itself, directly or through other files"
    });
  }
  const source = context.reader.read(absolute);
  if (source === void 0) {
    const message = `referenced assertion file not found: ${context.reader.display(absolute)}`;
    if (context.strict) {
      throw new ConfigError(message, {
        position: at,
        hint: "fix the path (relative to the file that references it), or set strict: false to warn instead"
      });
    }
    context.warnings.push({
      message: `${message} (skipped; strict: true makes this an error)`,
      position: at
    });
    return empty;
  }
  if (source.value === null) return empty;
  const { path: path10, value } = assertionsIn(source);
  if (Array.isArray(value)) {
    return collect({ source, file: real, path: path10, items: value }, context, golden, [...stack, real], problems);
  }
  if (typeof value === "object" && value !== null) {
    const own = Object.entries(value).flatMap(([name, definition]) => {
      const spec = collectProblems(
        problems,
        () => toSkillTestAssertion(source, [...path10, name], definition, {
          golden,
          name,
          warnings: context.warnings
        })
      );
      return spec === void 0 ? [] : [spec];
    });
    return { fromFiles: [], own };
  }
  throw new ConfigError("an assertion file must hold a YAML list of assertions or a map of named ones", {
    position: source.positionOf(path10),
    hint: "start each assertion with `- id: ...`, or write `my-check: {type: ..., ...}` per named assertion"
  });
}
function assertionsIn(source) {
  const value = source.value;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && "assertions" in value) {
    return { path: ["assertions"], value: Reflect.get(value, "assertions") };
  }
  return { path: [], value };
}
function namedAssertion(name, at, context, golden) {
  if (context.named === void 0) {
    throw new ConfigError(`"${name}" refers to a named assertion, which only the scenarios format defines`, {
      position: at,
      hint: "write the assertion inline (`- id: ... type: ...`), or use a file with `assertions:` and `scenarios:` maps"
    });
  }
  const spec = context.named.get(name);
  if (spec === void 0) {
    const names = [...context.named.keys()];
    const suggestion = didYouMean(name, names);
    throw new ConfigError(`undefined assertion reference "${name}"`, {
      position: at,
      hint: suggestion !== void 0 ? `did you mean "${suggestion}"?` : names.length > 0 ? `named assertions: ${names.join(", ")}` : "define it under the file's top-level `assertions:` map"
    });
  }
  return { ...spec, golden, required: !golden };
}
function duplicateIds2(assertions) {
  const first = /* @__PURE__ */ new Map();
  const problems = [];
  for (const assertion of assertions) {
    const name = assertion.name ?? "";
    const earlier = first.get(name);
    if (earlier === void 0) {
      first.set(name, assertion);
      continue;
    }
    problems.push(
      new ConfigError(`duplicate assertion id "${name}"`, {
        position: assertion.source,
        hint: `first defined at ${describe2(earlier.source)}; ids name results, so each must be unique in a case's list`
      })
    );
  }
  return problems;
}
function describe2(position) {
  if (position.line === void 0) return position.file;
  return `${position.file}:${position.line}${position.column === void 0 ? "" : `:${position.column}`}`;
}

// src/formats/skill-test/parse-test-file.ts
function parseTestFile(source, context) {
  const warnings = [];
  const value = source.value;
  if (value === null) {
    warnings.push({ message: "the test file is empty: no cases to run", position: source.positionOf([]) });
    return { format: "list", cases: [], warnings };
  }
  if (Array.isArray(value)) {
    return { format: "list", cases: parseListFormat(source, value, context, warnings), warnings };
  }
  if (typeof value === "object" && "scenarios" in value) {
    return parseScenariosFormat(source, context, warnings);
  }
  const looksLikeCase = typeof value === "object" && "prompt" in value;
  throw new ConfigError("a test file is a list of cases, or a mapping with `scenarios:`", {
    position: source.positionOf([]),
    hint: looksLikeCase ? "start each case with `- ` (`- id: test-001` / `  prompt: ...`)" : "list format: `- id: test-001` + `prompt:`; scenarios format: `scenarios:` mapping ids to `prompt:`"
  });
}
function parseListFormat(source, items, context, warnings) {
  const problems = [];
  const cases = [];
  const seen = /* @__PURE__ */ new Map();
  for (const [index, item] of items.entries()) {
    collectProblems(problems, () => {
      const entry = validateSource(source, listCaseSchema, [index], item);
      warnUnknownKeys(source, [index], item, knownKeys.listCase, "a test case", warnings);
      checkUniqueCaseId(entry.id, source.positionOf([index, "id"]), seen);
      cases.push({
        id: entry.id,
        desc: entry.desc,
        prompt: entry.prompt,
        iterations: entry.iterations,
        assertions: caseAssertions(source, [index], entry, context, warnings, void 0),
        source: source.positionOf([index])
      });
    });
  }
  throwProblems(problems);
  return cases;
}
function parseScenariosFormat(source, context, warnings) {
  const file = validateSource(source, scenariosFileSchema);
  warnUnknownKeys(source, [], source.value, knownKeys.scenariosFile, "a scenarios file", warnings);
  const problems = [];
  const named = /* @__PURE__ */ new Map();
  for (const [name, definition] of Object.entries(file.assertions ?? {})) {
    collectProblems(problems, () => {
      const path10 = ["assertions", name];
      named.set(name, toSkillTestAssertion(source, path10, definition, { golden: false, name, warnings }));
    });
  }
  const cases = [];
  for (const [id, value] of Object.entries(file.scenarios)) {
    const path10 = ["scenarios", id];
    collectProblems(problems, () => {
      const scenario = validateSource(source, scenarioSchema, path10, value);
      warnUnknownKeys(source, path10, value, knownKeys.scenario, "a scenario", warnings);
      cases.push({
        id,
        desc: scenario.desc,
        prompt: scenario.prompt,
        iterations: scenario.iterations,
        assertions: caseAssertions(source, path10, scenario, context, warnings, named),
        source: source.positionOf(path10, true)
      });
    });
  }
  throwProblems(problems);
  return { format: "scenarios", desc: file.desc, cases, warnings };
}
function caseAssertions(source, casePath, entry, context, warnings, named) {
  const listContext = { ...context, warnings, named };
  const problems = [];
  const lists = [];
  for (const [key, golden] of [
    ["assertions", false],
    ["golden_assertions", true]
  ]) {
    collectProblems(problems, () => {
      const items = entry[key] ?? [];
      const location = { source, file: context.file, path: [...casePath, key], items };
      lists.push(resolveAssertionList(location, listContext, golden));
    });
  }
  throwProblems(problems);
  return lists.flat();
}
function checkUniqueCaseId(id, position, seen) {
  const earlier = seen.get(id);
  if (earlier !== void 0) {
    throw new ConfigError(`duplicate test id "${id}"`, {
      position,
      hint: `first used at line ${earlier.line ?? "?"}; test ids name results and --filter matches them, so make each unique`
    });
  }
  seen.set(id, position);
}
function warnUnknownKeys(source, path10, value, allowed, what, warnings) {
  if (typeof value !== "object" || value === null) return;
  for (const key of Object.keys(value)) {
    if (allowed.includes(key)) continue;
    warnings.push({
      message: `unknown key "${key}" in ${what} is ignored (${unknownKeyHint(key, allowed)})`,
      position: source.positionOf([...path10, key], true)
    });
  }
}

// src/formats/skill-test/resolve-settings.ts
import { isAbsolute as isAbsolute5, resolve as resolve10 } from "node:path";
function resolveSkillTestSettings(config, cli, where2) {
  checkCliValues(cli, where2.skillDisplay);
  const warnings = [];
  const hook = cli.hook ?? config?.hook ?? SKILL_TEST_DEFAULTS.hook;
  const written = cli.hookPath ?? config?.hookPath;
  const hookPathPosition = cli.hookPath === void 0 && config !== void 0 ? config.positionOf("hook-path") : { file: where2.skillDisplay };
  if (hook === "custom" && written === void 0) {
    throw new ConfigError("hook: custom needs a hook file", {
      position: cli.hook === void 0 && config !== void 0 ? config.positionOf("hook") : { file: where2.skillDisplay },
      hint: "set hook-path in skill-test.config.yaml, or pass --hook-path"
    });
  }
  if (hook !== "custom" && written !== void 0) {
    warnings.push({
      message: `hook-path is only used with hook: custom; the hook is "${hook}", so it is ignored`,
      position: hookPathPosition
    });
  }
  const model = cli.model ?? config?.model;
  return {
    settings: {
      model: model ?? SKILL_TEST_DEFAULTS.model,
      modelOrigin: cli.model !== void 0 ? "cli" : config?.model !== void 0 ? "skill-config" : "default",
      timeoutMs: cli.timeoutMs ?? config?.timeoutMs ?? SKILL_TEST_DEFAULTS.timeoutMs,
      iterations: cli.iterations ?? config?.iterations ?? SKILL_TEST_DEFAULTS.iterations,
      thresholdPercent: cli.threshold ?? config?.thresholdPercent ?? SKILL_TEST_DEFAULTS.thresholdPercent,
      hook,
      hookPath: hook !== "custom" || written === void 0 ? void 0 : absoluteFrom(cli.hookPath === void 0 ? where2.skillDir : where2.cwd, written),
      strict: cli.strict ?? config?.strict ?? SKILL_TEST_DEFAULTS.strict,
      testPatterns: config?.testPatterns ?? SKILL_TEST_DEFAULTS.testPatterns,
      excludePatterns: config?.excludePatterns ?? SKILL_TEST_DEFAULTS.excludePatterns
    },
    warnings
  };
}
function checkCliValues(cli, skillDisplay) {
  const position = { file: skillDisplay };
  if (cli.iterations !== void 0 && !(Number.isInteger(cli.iterations) && cli.iterations > 0)) {
    throw new ConfigError(`--iterations must be a positive whole number, got ${cli.iterations}`, {
      position
    });
  }
  if (cli.threshold !== void 0 && !(cli.threshold >= 0 && cli.threshold <= 100)) {
    throw new ConfigError(`--threshold is a percent from 0 to 100, got ${cli.threshold}`, { position });
  }
  if (cli.timeoutMs !== void 0 && !(Number.isInteger(cli.timeoutMs) && cli.timeoutMs > 0)) {
    throw new ConfigError(`--timeout must be a positive number of milliseconds, got ${cli.timeoutMs}`, {
      position
    });
  }
}
function absoluteFrom(base, path10) {
  return isAbsolute5(path10) ? path10 : resolve10(base, path10);
}

// src/formats/skill-test/run-hook-script.ts
import { spawnSync } from "node:child_process";
var HOOK_TIMEOUT_MS = 3e4;
function isHookScript(text2) {
  return text2.startsWith("#!");
}
function runHookScript(script, prompt2, cwd) {
  const shebang = (script.text.split("\n")[0] ?? "").slice(2).trim().split(/\s+/);
  const [interpreter, ...interpreterArgs] = shebang;
  const position = { file: script.display, line: 1, column: 1 };
  if (interpreter === void 0 || interpreter === "") {
    throw new ConfigError("the hook script's #! line names no interpreter", {
      position,
      hint: "start it with e.g. `#!/bin/bash`"
    });
  }
  const result = spawnSync(interpreter, [...interpreterArgs, script.file], {
    cwd,
    input: prompt2,
    encoding: "utf8",
    timeout: HOOK_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024
  });
  const code = result.error !== void 0 && "code" in result.error ? result.error.code : void 0;
  if (code === "ETIMEDOUT") {
    throw new ConfigError(`the hook script did not finish within ${HOOK_TIMEOUT_MS / 1e3}s`, {
      position,
      hint: "a custom hook reads the prompt on stdin and prints the modified prompt on stdout, then exits"
    });
  }
  if (result.error !== void 0 && code !== "EPIPE") {
    throw new ConfigError(`the hook script could not run: ${result.error.message}`, {
      position,
      hint: `check the interpreter "${interpreter}" exists; the script gets ${HOOK_TIMEOUT_MS / 1e3}s per prompt`,
      cause: result.error
    });
  }
  if (result.status !== 0) {
    const stderr = result.stderr.trim().split("\n")[0] ?? "";
    const how = result.status === null ? `was stopped by ${result.signal ?? "a signal"}` : `exited with code ${result.status}`;
    throw new ConfigError(`the hook script ${how}${stderr ? `: ${stderr}` : ""}`, {
      position,
      hint: "a custom hook reads the prompt on stdin and prints the modified prompt on stdout"
    });
  }
  const output = result.stdout.replace(/\r?\n$/, "");
  if (output.trim() === "") {
    throw new ConfigError("the hook script printed nothing", {
      position,
      hint: "a custom hook prints the modified prompt (including the original) on stdout"
    });
  }
  return output;
}

// src/formats/skill-test/load-skill-test-suites.ts
function loadSkillTestSuites(skillDir, root, cli) {
  const dir = resolve11(skillDir);
  const display = (path10) => relative4(root, path10).split(sep4).join("/") || ".";
  const skill = readSkill(dir, display);
  const config = readSkillTestConfig(dir, display);
  const { settings, warnings } = resolveSkillTestSettings(config, cli, {
    skillDir: dir,
    cwd: process.cwd(),
    skillDisplay: display(dir)
  });
  const hook = createPromptHook(settings, skill, dir, display, config);
  const reader = createReader2(display);
  const skillTestsDir = reader.realPath(join14(dir, "skill-tests"));
  const problems = [];
  const suites = [];
  for (const file of findSkillTestFiles(dir, settings)) {
    collectProblems(problems, () => {
      const source = reader.read(file);
      if (source === void 0) return;
      const parsed = parseTestFile(source, {
        file: reader.realPath(file),
        skillTestsDir,
        strict: settings.strict,
        reader
      });
      suites.push(toSuite(file, parsed, { root, skill, settings, hook, display }));
    });
  }
  throwProblems(problems);
  const [first] = suites;
  if (first !== void 0) first.warnings.unshift(...warnings);
  return suites;
}
function readSkillTestConfig(skillDir, display = (path10) => path10) {
  const file = join14(skillDir, SKILL_TEST_CONFIG_FILE);
  return existsSync6(file) ? parseSkillTestConfig(readFileSync5(file, "utf8"), display(file)) : void 0;
}
function readSkill(dir, display) {
  const skillFile = join14(dir, "SKILL.md");
  if (!existsSync6(skillFile)) {
    throw new ConfigError(`${display(dir)} has no SKILL.md`, {
      position: { file: display(dir) },
      hint: "a skill directory is identified by its SKILL.md; pass the folder that holds it"
    });
  }
  return readSkillDirectory(dir);
}
function createPromptHook(settings, skill, skillDir, display, config) {
  const strategy = settings.hook;
  if (strategy !== "custom" || settings.hookPath === void 0) {
    return { strategy, apply: (prompt2) => applyHookStrategy(prompt2, skill.name, strategy) };
  }
  const file = settings.hookPath;
  if (!existsSync6(file)) {
    const position = config?.hookPath !== void 0 ? config.positionOf("hook-path") : { file: display(skillDir) };
    throw new ConfigError(`custom hook file not found: ${display(file)}`, {
      position,
      hint: "hook-path is relative to the skill directory (--hook-path to the working directory)"
    });
  }
  const text2 = readFileSync5(file, "utf8");
  if (!isHookScript(text2)) {
    return {
      strategy,
      file: display(file),
      apply: (prompt2) => applyHookStrategy(prompt2, skill.name, strategy, text2)
    };
  }
  const script = { file, display: display(file), text: text2 };
  const outputs = /* @__PURE__ */ new Map();
  return {
    strategy,
    file: display(file),
    apply: (prompt2) => {
      const output = outputs.get(prompt2) ?? runHookScript(script, prompt2, skillDir);
      outputs.set(prompt2, output);
      return output;
    }
  };
}
function toSuite(file, parsed, context) {
  const relativePath = context.display(file);
  return {
    id: relativePath.replace(/\.ya?ml$/, ""),
    format: "skill-test",
    file,
    relativePath,
    contentHash: createHash3("sha256").update(readFileSync5(file)).digest("hex"),
    skills: [context.skill],
    workspace: { mode: "isolated" },
    runnerIds: void 0,
    cases: parsed.cases.map((testCase) => toCaseSpec2(testCase, parsed, context)),
    warnings: [...parsed.warnings]
  };
}
function toCaseSpec2(testCase, parsed, context) {
  const { settings, hook } = context;
  const metadata = {
    hook: hook.strategy,
    model: settings.model,
    modelOrigin: settings.modelOrigin,
    thresholdPercent: settings.thresholdPercent,
    testFormat: parsed.format,
    originalPrompt: testCase.prompt
  };
  if (hook.file !== void 0) metadata.hookPath = hook.file;
  if (testCase.desc !== void 0) metadata.description = testCase.desc;
  if (parsed.desc !== void 0) metadata.fileDescription = parsed.desc;
  return {
    id: testCase.id,
    prompt: hook.apply(testCase.prompt),
    tags: [],
    timeoutMs: settings.timeoutMs,
    expectedFail: false,
    iterations: testCase.iterations ?? settings.iterations,
    threshold: settings.thresholdPercent / 100,
    // The seed's default model is only a default: a configured runner's own model wins over it.
    model: settings.modelOrigin === "default" ? void 0 : settings.model,
    assertions: testCase.assertions,
    metadata,
    source: testCase.source
  };
}
function createReader2(display) {
  const cache = /* @__PURE__ */ new Map();
  return {
    read(path10) {
      if (!cache.has(path10)) {
        cache.set(
          path10,
          existsSync6(path10) ? parseYamlSource(readFileSync5(path10, "utf8"), display(path10)) : void 0
        );
      }
      return cache.get(path10);
    },
    realPath: realPathOf,
    display
  };
}
function realPathOf(path10) {
  if (existsSync6(path10)) return realpathSync3(path10);
  const parent = dirname10(path10);
  return parent === path10 ? path10 : join14(realPathOf(parent), basename5(path10));
}

// src/formats/skillgym/load-skillgym-suite.ts
import { createHash as createHash4 } from "node:crypto";
import { readFileSync as readFileSync6 } from "node:fs";
import { dirname as dirname11, relative as relative5, resolve as resolve12, sep as sep5 } from "node:path";
import { pathToFileURL as pathToFileURL3 } from "node:url";

// src/formats/skillgym/suite-from-module.ts
function suiteFromModule(namespace, file) {
  const exported = namespace.default;
  if (exported === void 0) {
    throw new ConfigError("the suite module has no default export", {
      position: { file },
      hint: "end the file with `export default suite;` where suite is a Case[] or a record of cases"
    });
  }
  const entries = caseEntries(exported, file);
  const problems = [];
  const cases = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [label, value] of entries) {
    const parsed = caseSchema.safeParse(value);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => caseProblem(file, label, issue)));
      continue;
    }
    if (seen.has(parsed.data.id)) {
      problems.push(
        new ConfigError(`duplicate case id "${parsed.data.id}"`, {
          position: { file },
          hint: "case ids name results and artifacts: make each unique"
        })
      );
      continue;
    }
    seen.add(parsed.data.id);
    cases.push(toCaseSpec3(parsed.data));
  }
  const workspace = parseWorkspace2(namespace.workspace, file, problems);
  if (problems.length > 0) throw new ConfigErrors(problems);
  return { cases, workspace };
}
function caseEntries(exported, file) {
  if (Array.isArray(exported)) return exported.map((value, index) => [`case #${index + 1}`, value]);
  if (typeof exported === "object" && exported !== null) {
    return Object.entries(exported).map(([name, value]) => [`case "${name}"`, value]);
  }
  throw new ConfigError(`the default export is a ${typeof exported}, not a suite`, {
    position: { file },
    hint: "export default an array of cases, or an object mapping names to cases"
  });
}
function caseProblem(file, label, issue) {
  const field = issue.path.map(String).join(".");
  return new ConfigError(`${label}: ${field ? `${field}: ` : ""}${issue.message}`, {
    position: { file },
    hint: "a case needs id (string), prompt (string) and assert(report, ctx) (function)"
  });
}
function parseWorkspace2(value, file, problems) {
  if (value === void 0) return void 0;
  const parsed = suiteWorkspaceSchema.safeParse(value);
  if (parsed.success) {
    if (parsed.data.mode === "shared" && parsed.data.cwd !== void 0 && parsed.data.templateDir !== void 0) {
      problems.push(
        new ConfigError(
          "workspace: a shared workspace with cwd runs in that folder; templateDir cannot be copied over it",
          {
            position: { file },
            hint: "drop cwd to run in a fresh copy of templateDir, or drop templateDir to run in cwd"
          }
        )
      );
      return void 0;
    }
    return parsed.data;
  }
  for (const issue of parsed.error.issues) {
    problems.push(
      new ConfigError(`workspace: ${issue.path.map(String).join(".")} ${issue.message}`.trim(), {
        position: { file },
        hint: 'mode is "none" (with cwd), "shared" (cwd, templateDir, bootstrap) or "isolated" (templateDir, bootstrap)'
      })
    );
  }
  return void 0;
}
function toCaseSpec3(value) {
  return {
    id: value.id,
    prompt: value.prompt,
    tags: value.tags ?? [],
    timeoutMs: value.timeoutMs,
    expectedFail: value.expectedFail ?? false,
    iterations: 1,
    threshold: 1,
    assert: value.assert,
    classifyFailure: value.classifyFailure,
    assertions: [],
    metadata: {}
  };
}

// src/formats/skillgym/load-skillgym-suite.ts
async function loadSkillgymSuite(file, root, skills) {
  registerPublicApiHook();
  const namespace = await importSuite(file);
  const fromModule = suiteFromModule(namespace, file);
  const configFile = findSkillgymConfig(dirname11(file), root);
  const skillgymConfig = configFile === void 0 ? void 0 : await readSkillgymConfig(configFile);
  const settings = skillgymConfig?.suite ?? {};
  const cases = fromModule.cases.map((caseSpec) => ({
    ...caseSpec,
    iterations: settings.iterations ?? caseSpec.iterations,
    threshold: settings.threshold ?? caseSpec.threshold,
    timeoutMs: caseSpec.timeoutMs ?? settings.timeoutMs
  }));
  const workspace = fromModule.workspace !== void 0 ? resolveWorkspacePaths(fromModule.workspace, dirname11(file)) : settings.workspace !== void 0 && configFile !== void 0 ? resolveWorkspacePaths(settings.workspace, dirname11(configFile)) : { mode: "none" };
  checkWorkspaceInsideRoot(workspace, root, file);
  const relativePath = relative5(root, file).split(sep5).join("/");
  return {
    id: suiteIdFromPath(relativePath),
    format: "skillgym",
    file,
    relativePath,
    contentHash: createHash4("sha256").update(readFileSync6(file)).digest("hex"),
    skills: [...skills],
    workspace,
    ...configFile === void 0 || skillgymConfig === void 0 ? {} : { skillgymRunners: { file: configFile, ids: Object.keys(skillgymConfig.config.runners) } },
    cases,
    warnings: [...skillgymConfig?.warnings ?? []]
  };
}
async function importSuite(file) {
  try {
    const namespace = await import(pathToFileURL3(file).href);
    return typeof namespace === "object" && namespace !== null ? { ...namespace } : {};
  } catch (error) {
    throw new ConfigError(`the suite could not be loaded: ${firstLine(error)}`, {
      position: { file, ...positionInStack(error, file) },
      hint: hintFor(error),
      cause: error
    });
  }
}
function resolveWorkspacePaths(workspace, suiteDir) {
  switch (workspace.mode) {
    case "none":
      return workspace.cwd === void 0 ? workspace : { ...workspace, cwd: resolve12(suiteDir, workspace.cwd) };
    case "shared":
      return {
        ...workspace,
        cwd: workspace.cwd === void 0 ? void 0 : resolve12(suiteDir, workspace.cwd),
        templateDir: workspace.templateDir === void 0 ? void 0 : resolve12(suiteDir, workspace.templateDir)
      };
    case "isolated":
      return {
        ...workspace,
        templateDir: workspace.templateDir === void 0 ? void 0 : resolve12(suiteDir, workspace.templateDir)
      };
  }
}
function checkWorkspaceInsideRoot(workspace, root, file) {
  const folders = {
    cwd: "cwd" in workspace ? workspace.cwd : void 0,
    templateDir: "templateDir" in workspace ? workspace.templateDir : void 0
  };
  for (const [key, folder] of Object.entries(folders)) {
    if (folder === void 0) continue;
    const real = realPathIfExists(folder);
    if (!isWithin(realPathIfExists(root), real)) {
      throw new ConfigError(`workspace ${key} ${real} is outside the repository`, {
        position: { file },
        hint: `point ${key} at a folder inside the repository (a symbolic link out of it counts as outside)`
      });
    }
  }
}
function firstLine(error) {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}
function positionInStack(error, file) {
  const text2 = error instanceof Error ? `${error.stack ?? ""}
${error.message}` : "";
  const fileUrl = pathToFileURL3(file).href;
  for (const candidate of [fileUrl, file, relative5(process.cwd(), file)]) {
    const index = text2.indexOf(`${candidate}:`);
    if (index === -1) continue;
    const match = /^:(\d+)(?::(\d+))?/.exec(text2.slice(index + candidate.length));
    if (match)
      return { line: Number(match[1]), column: match[2] === void 0 ? void 0 : Number(match[2]) };
  }
  return {};
}
function hintFor(error) {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  if (code === "ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX") {
    return "Node strips types but cannot run enums, namespaces or parameter properties: use plain types";
  }
  if (code === "ERR_MODULE_NOT_FOUND")
    return "check the import path, or install the package the suite imports";
  return "fix the error in the suite file; it is imported like any module";
}

// src/orchestration/load-suites.ts
async function loadSuites(sources, context) {
  const suites = [];
  const problems = [];
  for (const source of sources) {
    try {
      suites.push(...await loadSource(source, context));
    } catch (error) {
      if (error instanceof ConfigErrors) problems.push(...error.errors);
      else if (error instanceof ConfigError) problems.push(error);
      else throw error;
    }
  }
  if (problems.length > 0) throw new ConfigErrors(problems);
  return suites;
}
async function loadSource(source, context) {
  switch (source.format) {
    case "skillgym":
      return [await loadSkillgymSuite(source.file, context.root, context.skills)];
    case "agentv":
      return [await loadAgentvSuite(source.file, context.root, context.skills)];
    case "skill-test":
      return loadSkillTestSuites(source.skillDir, context.root, {
        iterations: context.overrides.iterations,
        threshold: context.overrides.threshold === void 0 ? void 0 : context.overrides.threshold * 100,
        hook: context.overrides.hook,
        hookPath: context.overrides.hookPath,
        model: context.overrides.model,
        timeoutMs: context.overrides.timeoutMs,
        strict: context.overrides.strict
      });
    case "evals-json":
      return [await loadEvalsJsonSuite(source.file, context.root, context.skills)];
  }
}

// src/orchestration/resolve-runners.ts
import { dirname as dirname12, join as join15, relative as relative6 } from "node:path";
function runnersOf(scope, suites) {
  if (scope.config !== void 0) {
    return Object.entries(scope.config.runners).map(([id, config]) => ({ id, config, baseDir: scope.dir }));
  }
  const needsConfig = suites.find((suite) => suite.format === "skillgym" || suite.format === "agentv");
  if (needsConfig !== void 0) {
    throw new ConfigError("no skill-eval.config.yaml found for this suite", {
      position: { file: needsConfig.file },
      hint: "create skill-eval.config.yaml with a runners: section beside the suite or in a folder above it (see README, Configuration), or pass --config"
    });
  }
  const implicit = configSchema.parse({ runners: { claude: { agent: "claude-code" } } });
  return Object.entries(implicit.runners).map(([id, config]) => ({ id, config, baseDir: scope.dir }));
}
function resolveRunners(suites, configured, scope, only = []) {
  return suites.flatMap((suite) => {
    const candidates = runnersFor(suite, configured, scope);
    if (candidates.length === 0) {
      throw new ConfigError(`no runner can run suite ${suite.id}`, {
        position: { file: suite.file },
        hint: hintFor2(suite, configured, scope.file)
      });
    }
    const runners = only.length > 0 ? candidates.filter((runner) => only.includes(runner.id)) : candidates;
    return runners.length === 0 ? [] : [{ suite, runners }];
  });
}
function runnersFor(suite, configured, scope) {
  if (suite.runnerIds !== void 0) {
    const pool = [...configured, ...variantRunners(suite, configured)];
    const missing = suite.runnerIds.filter((id) => !pool.some((runner) => runner.id === id));
    if (missing.length > 0) {
      const names = missing.map(
        (id) => suite.runnerVariants?.find((variant) => variant.id === id)?.baseRunner ?? id
      );
      throw new ConfigError(
        `suite ${suite.id} targets ${missing.map((id, index) => names[index] === id ? id : `${id} (runner ${names[index]})`).join(", ")}, which is not a configured runner`,
        {
          position: { file: suite.file },
          hint: `add a runner with that id to skill-eval.config.yaml (configured: ${configured.map((runner) => runner.id).join(", ")})`
        }
      );
    }
    return pool.filter((runner) => suite.runnerIds?.includes(runner.id));
  }
  if (suite.format === "skill-test") {
    return configured.filter(
      (runner) => runner.config.agent === "claude-code" || runner.config.agent === "replay"
    );
  }
  const skillgym = narrowingSkillgymConfig(suite, scope);
  if (skillgym !== void 0) return skillgymRunnersOf(suite, skillgym, configured);
  return [...configured];
}
function narrowingSkillgymConfig(suite, scope) {
  const skillgym = suite.skillgymRunners;
  if (skillgym === void 0 || scope.file === void 0 || skillgym.file === scope.file) return void 0;
  const nearer = isStrictlyWithin(dirname12(skillgym.file), scope.dir) && isWithin(scope.dir, suite.file);
  return nearer ? void 0 : { ...skillgym, configFile: scope.file };
}
function skillgymRunnersOf(suite, narrowing, configured) {
  const missing = narrowing.ids.filter((id) => !configured.some((runner) => runner.id === id));
  if (missing.length > 0) {
    const shown = (file) => join15(dirname12(suite.relativePath), relative6(dirname12(suite.file), file));
    throw new ConfigError(
      `suite ${suite.id}: ${shown(narrowing.file)} names runner${missing.length > 1 ? "s" : ""} ${missing.join(", ")}, which ${shown(narrowing.configFile)} does not define`,
      {
        position: { file: suite.file },
        hint: `add a runner with that id to ${shown(narrowing.configFile)} (configured: ${configured.map((runner) => runner.id).join(", ") || "none"}), or remove it from ${shown(narrowing.file)}`
      }
    );
  }
  return configured.filter((runner) => narrowing.ids.includes(runner.id));
}
function variantRunners(suite, configured) {
  return (suite.runnerVariants ?? []).flatMap((variant) => {
    const base = configured.find((runner) => runner.id === variant.baseRunner);
    return base === void 0 || configured.some((runner) => runner.id === variant.id) ? [] : [{ ...base, id: variant.id }];
  });
}
function hintFor2(suite, configured, configFile) {
  const where2 = configFile ?? "skill-eval.config.yaml";
  if (suite.format === "skill-test")
    return `skill-test suites run on Claude Code: add a claude-code runner to ${where2}`;
  return `configured runners: ${configured.map((runner) => runner.id).join(", ") || "none"}`;
}

// src/formats/skill-test/case-filter.ts
function matchesCaseFilter(caseId2, filter) {
  return /[*?]/.test(filter) ? matchesGlob(caseId2, filter) : caseId2.includes(filter);
}

// src/orchestration/run-overrides.ts
function applyOverrides(suites, overrides) {
  return suites.map((suite) => ({
    ...suite,
    cases: suite.cases.filter((caseSpec) => isSelected(caseSpec, overrides)).map(
      (caseSpec) => suite.format === "skill-test" ? caseSpec : {
        ...caseSpec,
        iterations: overrides.iterations ?? caseSpec.iterations,
        threshold: overrides.threshold ?? caseSpec.threshold,
        timeoutMs: overrides.timeoutMs ?? caseSpec.timeoutMs
      }
    )
  })).filter((suite) => suite.cases.length > 0);
}
function isSelected(caseSpec, overrides) {
  if (overrides.filter !== void 0 && !matchesCaseFilter(caseSpec.id, overrides.filter)) return false;
  const { cases, tags } = overrides;
  if (cases !== void 0 && cases.length > 0 && !cases.some((pattern) => matchesGlob(caseSpec.id, pattern)))
    return false;
  if (tags !== void 0 && tags.length > 0 && !caseSpec.tags.some((tag) => tags.includes(tag))) return false;
  return true;
}

// src/orchestration/prepare-run.ts
async function prepareRun(options) {
  const overrides = options.overrides ?? {};
  const paths = options.paths.length > 0 ? options.paths.map((path10) => resolve13(options.cwd, path10)) : [options.cwd];
  const tree = await withSkillgymSuites(discoverSources(paths));
  if (tree.sources.length === 0) {
    throw new ConfigError(`no suites found under ${paths.join(", ")}`, {
      hint: "suites are *.suite.ts / *-suite.ts modules, EVAL.yaml / *.eval.yaml files, or skill folders with skill-tests/ or evals/evals.json"
    });
  }
  const explicit = options.configFile === void 0 ? void 0 : await loadConfig({ explicitFile: resolve13(options.cwd, options.configFile), searchDirs: [] });
  const groups = await groupByConfig(tree.sources, explicit, options.cwd);
  const suites = [];
  const plan = [];
  const problems = [];
  const knownRunners = /* @__PURE__ */ new Set();
  for (const { config, sources } of groups) {
    try {
      const scope = {
        config: config?.config,
        file: config?.file,
        dir: config?.dir ?? options.cwd
      };
      const skills = config ? findSkillDirectories(config.config.skills, config.dir, config.file) : [];
      const loaded = await loadSuites(sources, { root: options.cwd, skills, overrides });
      suites.push(...loaded);
      const runners = runnersOf(scope, loaded);
      for (const runner of runners) knownRunners.add(runner.id);
      const selection = { ...overrides, tags: overrides.tags ?? config?.config.tags };
      plan.push(...resolveRunners(applyOverrides(loaded, selection), runners, scope, overrides.runners));
    } catch (error) {
      if (error instanceof ConfigErrors) problems.push(...error.errors);
      else if (error instanceof ConfigError) problems.push(error);
      else throw error;
    }
  }
  problems.push(...duplicateSuiteIds(suites), ...checkAssertionTypes(suites));
  const unknownRunners = (overrides.runners ?? []).filter((id) => !knownRunners.has(id));
  if (unknownRunners.length > 0 && problems.length === 0) {
    problems.push(
      new ConfigError(`--runner ${unknownRunners.join(", ")}: no such runner`, {
        hint: `configured runners: ${[...knownRunners].join(", ")}`
      })
    );
  }
  if (problems.length > 0) throw new ConfigErrors(problems);
  if (plan.length === 0 && options.units === void 0) {
    throw new ConfigError("nothing to run: no case matches the filters", {
      hint: "--filter keeps cases whose id contains the text, or matches it when it has * or ?; --runner keeps the runners named"
    });
  }
  return {
    config: explicit ?? primaryConfig(groups),
    suites,
    plan: options.units === void 0 ? plan : restrictToUnits(plan, options.units),
    skillDirs: tree.skillDirs,
    warnings: suites.flatMap((suite) => suite.warnings),
    configs: groups.flatMap((group) => group.config === void 0 ? [] : [group.config])
  };
}
async function withSkillgymSuites(tree) {
  const known = new Set(tree.sources.map((source) => "file" in source ? source.file : source.skillDir));
  const added = [];
  for (const configFile of tree.skillgymConfigs) {
    for (const file of await skillgymSuiteFiles(configFile)) {
      if (known.has(file)) continue;
      known.add(file);
      added.push({ format: "skillgym", file });
    }
  }
  return added.length === 0 ? tree : { ...tree, sources: [...tree.sources, ...added] };
}
async function groupByConfig(sources, explicit, root) {
  const byDir = /* @__PURE__ */ new Map();
  const nearest = (dir) => {
    const found = byDir.get(dir) ?? loadConfig({ searchDirs: foldersUpTo(dir, root) });
    byDir.set(dir, found);
    return found;
  };
  const groups = /* @__PURE__ */ new Map();
  for (const source of sources) {
    const config = explicit ?? await nearest(sourceDir(source));
    const key = config?.file ?? "";
    const group = groups.get(key) ?? { config, sources: [] };
    group.sources.push(source);
    groups.set(key, group);
  }
  return [...groups.values()];
}
function sourceDir(source) {
  return source.format === "skill-test" ? source.skillDir : dirname13(source.file);
}
function foldersUpTo(dir, root) {
  const inside = isWithin(root, dir);
  const folders = [];
  for (let current = dir; ; current = dirname13(current)) {
    folders.push(current);
    if (current === root || dirname13(current) === current) break;
    if (inside && !isWithin(root, dirname13(current))) break;
  }
  return folders.includes(root) ? folders : [...folders, root];
}
function primaryConfig(groups) {
  const files = new Set(groups.map((group) => group.config?.file));
  return files.size === 1 ? groups[0]?.config : void 0;
}
function duplicateSuiteIds(suites) {
  const seen = /* @__PURE__ */ new Map();
  const problems = [];
  for (const suite of suites) {
    const other = seen.get(suite.id);
    if (other !== void 0) {
      problems.push(
        new ConfigError(`two suites share the id "${suite.id}": ${other} and ${suite.relativePath}`, {
          position: { file: suite.file },
          hint: "rename one of the files"
        })
      );
    }
    seen.set(suite.id, suite.relativePath);
  }
  return problems;
}

// node_modules/is-plain-obj/index.js
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return (prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null) && !(Symbol.toStringTag in value) && !(Symbol.iterator in value);
}

// node_modules/execa/lib/arguments/file-url.js
import { fileURLToPath } from "node:url";
var safeNormalizeFileUrl = (file, name) => {
  const fileString = normalizeFileUrl(normalizeDenoExecPath(file));
  if (typeof fileString !== "string") {
    throw new TypeError(`${name} must be a string or a file URL: ${fileString}.`);
  }
  return fileString;
};
var normalizeDenoExecPath = (file) => isDenoExecPath(file) ? file.toString() : file;
var isDenoExecPath = (file) => typeof file !== "string" && file && Object.getPrototypeOf(file) === String.prototype;
var normalizeFileUrl = (file) => file instanceof URL ? fileURLToPath(file) : file;

// node_modules/execa/lib/methods/parameters.js
var normalizeParameters = (rawFile, rawArguments = [], rawOptions, ...rawExtraArguments) => {
  if (rawExtraArguments.length > 0) {
    throw new TypeError("Execa accepts at most three arguments: file, arguments, options.");
  }
  if (rawOptions !== void 0 && isPlainObject(rawArguments)) {
    throw new TypeError("Execa accepts at most one options object. Please merge the second and third arguments.");
  }
  const filePath = safeNormalizeFileUrl(rawFile, "First argument");
  const [commandArguments, options = {}] = isPlainObject(rawArguments) ? [[], rawArguments] : [rawArguments, rawOptions];
  if (!Array.isArray(commandArguments)) {
    throw new TypeError(`Second argument must be either an array of arguments or an options object: ${commandArguments}`);
  }
  if (commandArguments.some((commandArgument) => typeof commandArgument === "object" && commandArgument !== null)) {
    throw new TypeError(`Second argument must be an array of strings: ${commandArguments}`);
  }
  const normalizedArguments = commandArguments.map(String);
  const nullByteArgument = normalizedArguments.find((normalizedArgument) => normalizedArgument.includes("\0"));
  if (nullByteArgument !== void 0) {
    throw new TypeError(`Arguments cannot contain null bytes ("\\0"): ${nullByteArgument}`);
  }
  if (!isPlainObject(options)) {
    throw new TypeError(`Last argument must be an options object: ${options}`);
  }
  return [filePath, normalizedArguments, { __proto__: null, ...options }];
};

// node_modules/execa/lib/methods/template.js
import { ChildProcess } from "node:child_process";

// node_modules/execa/lib/arguments/escape.js
import { platform } from "node:process";
import { stripVTControlCharacters } from "node:util";
var joinCommand = (filePath, rawArguments, shell) => {
  const fileAndArguments = [filePath, ...rawArguments];
  const command = fileAndArguments.join(" ");
  const escapedCommand = shell ? escapeControlCharacters(command) : fileAndArguments.map((fileAndArgument) => quoteString(escapeControlCharacters(fileAndArgument))).join(" ");
  return { command, escapedCommand };
};
var escapeLines = (lines) => stripVTControlCharacters(lines).split("\n").map((line) => escapeControlCharacters(line)).join("\n");
var escapeControlCharacters = (line) => line.replaceAll(SPECIAL_CHAR_REGEXP, (character) => escapeControlCharacter(character));
var escapeControlCharacter = (character) => {
  const commonEscape = COMMON_ESCAPES[character];
  if (commonEscape !== void 0) {
    return commonEscape;
  }
  const codepoint = character.codePointAt(0);
  const codepointHex = codepoint.toString(16);
  return codepoint <= ASTRAL_START ? `\\u${codepointHex.padStart(4, "0")}` : `\\U${codepointHex}`;
};
var getSpecialCharRegExp = () => {
  try {
    return new RegExp("\\p{Separator}|\\p{Other}", "gu");
  } catch {
    return /[\s\u0000-\u001F\u007F-\u009F\u00AD]/g;
  }
};
var SPECIAL_CHAR_REGEXP = getSpecialCharRegExp();
var COMMON_ESCAPES = {
  " ": " ",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "	": "\\t"
};
var ASTRAL_START = 65535;
var quoteString = (escapedArgument) => {
  if (NO_ESCAPE_REGEXP.test(escapedArgument)) {
    return escapedArgument;
  }
  return platform === "win32" ? `"${escapedArgument.replaceAll('"', '""')}"` : `'${escapedArgument.replaceAll("'", "'\\''")}'`;
};
var NO_ESCAPE_REGEXP = /^[\w\-./]+$/;

// node_modules/execa/lib/utils/uint-array.js
import { StringDecoder } from "node:string_decoder";
var { toString: objectToString } = Object.prototype;
var isArrayBuffer = (value) => objectToString.call(value) === "[object ArrayBuffer]";
var isUint8Array = (value) => objectToString.call(value) === "[object Uint8Array]";
var bufferToUint8Array = (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
var textEncoder = new TextEncoder();
var stringToUint8Array = (string) => textEncoder.encode(string);
var textDecoder = new TextDecoder();
var uint8ArrayToString = (uint8Array) => textDecoder.decode(uint8Array);
var joinToString = (uint8ArraysOrStrings, encoding) => {
  const strings = uint8ArraysToStrings(uint8ArraysOrStrings, encoding);
  return strings.join("");
};
var uint8ArraysToStrings = (uint8ArraysOrStrings, encoding) => {
  if (encoding === "utf8" && uint8ArraysOrStrings.every((uint8ArrayOrString) => typeof uint8ArrayOrString === "string")) {
    return uint8ArraysOrStrings;
  }
  const decoder = new StringDecoder(encoding);
  const strings = uint8ArraysOrStrings.map((uint8ArrayOrString) => typeof uint8ArrayOrString === "string" ? stringToUint8Array(uint8ArrayOrString) : uint8ArrayOrString).map((uint8Array) => decoder.write(uint8Array));
  const finalString = decoder.end();
  return finalString === "" ? strings : [...strings, finalString];
};
var joinToUint8Array = (uint8ArraysOrStrings) => uint8ArraysOrStrings.length === 1 && isUint8Array(uint8ArraysOrStrings[0]) ? uint8ArraysOrStrings[0] : concatUint8Arrays(stringsToUint8Arrays(uint8ArraysOrStrings));
var stringsToUint8Arrays = (uint8ArraysOrStrings) => uint8ArraysOrStrings.map((uint8ArrayOrString) => typeof uint8ArrayOrString === "string" ? stringToUint8Array(uint8ArrayOrString) : uint8ArrayOrString);
var concatUint8Arrays = (uint8Arrays) => {
  const result = new Uint8Array(getJoinLength(uint8Arrays));
  let index = 0;
  for (const uint8Array of uint8Arrays) {
    result.set(uint8Array, index);
    index += uint8Array.length;
  }
  return result;
};
var getJoinLength = (uint8Arrays) => {
  let joinLength = 0;
  for (const uint8Array of uint8Arrays) {
    joinLength += uint8Array.length;
  }
  return joinLength;
};

// node_modules/execa/lib/return/final-error.js
var getFinalError = (originalError, message, isSync) => {
  const ErrorClass = isSync ? ExecaSyncError : ExecaError;
  const options = originalError instanceof DiscardedError ? {} : { cause: originalError };
  return new ErrorClass(message, options);
};
var DiscardedError = class extends Error {
};
var setErrorName = (ErrorClass, value) => {
  Object.defineProperties(ErrorClass.prototype, {
    name: {
      value,
      writable: true,
      enumerable: false,
      configurable: true
    },
    [execaErrorSymbol]: {
      value: true,
      writable: false,
      enumerable: false,
      configurable: false
    }
  });
};
var isExecaError = (error) => isErrorInstance(error) && execaErrorSymbol in error;
var execaErrorSymbol = /* @__PURE__ */ Symbol("isExecaError");
var isErrorInstance = (value) => value instanceof Error || Object.prototype.toString.call(value) === "[object Error]";
var ExecaError = class extends Error {
};
setErrorName(ExecaError, ExecaError.name);
var ExecaSyncError = class extends Error {
};
setErrorName(ExecaSyncError, ExecaSyncError.name);

// node_modules/execa/lib/utils/type-name.js
var getTypeName = (value) => value === null ? "null" : typeof value;

// node_modules/execa/lib/methods/template.js
var isTemplateString = (templates) => Array.isArray(templates) && Array.isArray(templates.raw);
var parseTemplates = (templates, expressions) => {
  let tokens = [];
  let isSeparated = false;
  for (const [index, template] of templates.entries()) {
    ({ tokens, isSeparated } = parseTemplate({
      templates,
      expressions,
      tokens,
      isSeparated,
      index,
      template
    }));
  }
  if (tokens.length === 0) {
    throw new TypeError("Template script must not be empty");
  }
  const [file, ...commandArguments] = tokens;
  return [file, commandArguments, {}];
};
var parseTemplate = ({ templates, expressions, tokens, isSeparated, index, template }) => {
  if (template === void 0) {
    throw new TypeError(`Invalid backslash sequence: ${templates.raw[index]}`);
  }
  const { nextTokens, leadingWhitespaces, trailingWhitespaces } = splitByWhitespaces(template, templates.raw[index]);
  const newTokens = concatTokens(tokens, nextTokens, isSeparated || leadingWhitespaces);
  const isTemplateSeparated = trailingWhitespaces || nextTokens.length === 0 && isSeparated;
  if (index === expressions.length) {
    return { tokens: newTokens, isSeparated: isTemplateSeparated };
  }
  const expression = expressions[index];
  const expressionTokens = Array.isArray(expression) ? expression.map((expression2) => parseExpression(expression2)) : [parseExpression(expression)];
  return {
    tokens: concatTokens(newTokens, expressionTokens, isTemplateSeparated),
    isSeparated: expressionTokens.length === 0 && isTemplateSeparated
  };
};
var splitByWhitespaces = (template, rawTemplate) => {
  if (template.length === 0) {
    return { nextTokens: [], leadingWhitespaces: false, trailingWhitespaces: false };
  }
  const nextTokens = [];
  let templateStart = 0;
  let isLeadingWhitespaces = false;
  for (let templateIndex = 0, rawIndex = 0; templateIndex < template.length; templateIndex += 1, rawIndex += 1) {
    const rawCharacter = rawTemplate[rawIndex];
    if (DELIMITERS.has(rawCharacter)) {
      if (templateIndex === 0) {
        isLeadingWhitespaces = true;
      }
      if (templateStart !== templateIndex) {
        nextTokens.push(template.slice(templateStart, templateIndex));
      }
      templateStart = templateIndex + 1;
    } else if (rawCharacter === "\\") {
      const nextRawCharacter = rawTemplate[rawIndex + 1];
      if (nextRawCharacter === "\n") {
        templateIndex -= 1;
        rawIndex += 1;
      } else if (nextRawCharacter === "u" && rawTemplate[rawIndex + 2] === "{") {
        const closingBraceIndex = rawTemplate.indexOf("}", rawIndex + 3);
        if (isAstralEscape(rawTemplate.slice(rawIndex + 3, closingBraceIndex))) {
          templateIndex += 1;
        }
        rawIndex = closingBraceIndex;
      } else {
        rawIndex += ESCAPE_LENGTH[nextRawCharacter] ?? 1;
      }
    }
  }
  const isTrailingWhitespaces = templateStart === template.length;
  if (!isTrailingWhitespaces) {
    nextTokens.push(template.slice(templateStart));
  }
  return { nextTokens, leadingWhitespaces: isLeadingWhitespaces, trailingWhitespaces: isTrailingWhitespaces };
};
var isAstralEscape = (codePointHex) => Number.parseInt(codePointHex, 16) > ASTRAL_START;
var DELIMITERS = /* @__PURE__ */ new Set([" ", "	", "\r", "\n"]);
var ESCAPE_LENGTH = { x: 3, u: 5 };
var concatTokens = (tokens, nextTokens, isSeparated) => isSeparated || tokens.length === 0 || nextTokens.length === 0 ? [...tokens, ...nextTokens] : [
  ...tokens.slice(0, -1),
  `${tokens.at(-1)}${nextTokens[0]}`,
  ...nextTokens.slice(1)
];
var parseExpression = (expression) => {
  const typeOfExpression = getTypeName(expression);
  if (typeOfExpression === "string") {
    return expression;
  }
  if (typeOfExpression === "number") {
    return String(expression);
  }
  if ((isPlainObject(expression) || isExecaError(expression)) && (Object.hasOwn(expression, "stdout") || Object.hasOwn(expression, "isMaxBuffer"))) {
    return getSubprocessResult(expression);
  }
  if (expression instanceof ChildProcess || Object.prototype.toString.call(expression) === "[object Promise]") {
    throw new TypeError("Unexpected subprocess in template expression. Please use ${await subprocess} instead of ${subprocess}.");
  }
  throw new TypeError(`Unexpected "${typeOfExpression}" in template expression`);
};
var getSubprocessResult = (result) => {
  const stdout = Object.hasOwn(result, "stdout") ? result.stdout : void 0;
  if (typeof stdout === "string") {
    return stdout;
  }
  if (isUint8Array(stdout)) {
    return uint8ArrayToString(stdout);
  }
  if (stdout === void 0) {
    throw new TypeError(`Missing result.stdout in template expression. This is probably due to the previous subprocess' "stdout" option.`);
  }
  throw new TypeError(`Unexpected "${getTypeName(stdout)}" stdout in template expression`);
};

// node_modules/execa/lib/methods/main-sync.js
import { spawnSync as spawnSync2 } from "node:child_process";

// node_modules/execa/lib/arguments/specific.js
import { debuglog } from "node:util";

// node_modules/execa/lib/utils/standard-stream.js
import process2 from "node:process";
var isStandardStream = (stream) => STANDARD_STREAMS.includes(stream);
var STANDARD_STREAMS = [process2.stdin, process2.stdout, process2.stderr];
var STANDARD_STREAMS_ALIASES = ["stdin", "stdout", "stderr"];
var getStreamName = (fdNumber) => STANDARD_STREAMS_ALIASES[fdNumber] ?? `stdio[${fdNumber}]`;
var allStreamSymbol = /* @__PURE__ */ Symbol("execa.allStream");
var setAllStream = (stream) => Object.assign(stream, { [allStreamSymbol]: true });
var isAllStream = (stream) => stream?.[allStreamSymbol] === true;

// node_modules/execa/lib/utils/options.js
var copyOptions = (options = {}) => {
  if (options === null) {
    throw new TypeError("The options must be an object, not `null`.");
  }
  return { __proto__: null, ...options };
};
var checkBooleanOption = (value, optionName) => {
  if (value !== void 0 && typeof value !== "boolean") {
    throw new TypeError(`The \`${optionName}\` option must use a boolean.`);
  }
};

// node_modules/execa/lib/arguments/specific.js
var normalizeFdSpecificOptions = (options) => {
  const optionsCopy = { __proto__: null, ...options };
  for (const optionName of FD_SPECIFIC_OPTIONS) {
    optionsCopy[optionName] = normalizeFdSpecificOption(options, optionName);
  }
  return optionsCopy;
};
var normalizeFdSpecificOption = (options, optionName) => {
  const stdioLength = getStdioLength(options);
  const optionBaseArray = Array.from({ length: stdioLength + 1 });
  const optionArray = normalizeFdSpecificValue(options[optionName], optionBaseArray, optionName, stdioLength);
  return addDefaultValue(optionArray, optionName);
};
var getStdioLength = ({ stdio }) => Array.isArray(stdio) ? Math.max(stdio.length, STANDARD_STREAMS_ALIASES.length) : STANDARD_STREAMS_ALIASES.length;
var normalizeFdSpecificValue = (optionValue, optionArray, optionName, stdioLength) => {
  if (isPlainObject(optionValue)) {
    return normalizeOptionObject(optionValue, optionArray, optionName, stdioLength);
  }
  validateFdSpecificValue(optionValue, optionName);
  return optionArray.fill(optionValue);
};
var normalizeOptionObject = (optionValue, optionArray, optionName, stdioLength) => {
  for (const fdName of Object.keys(optionValue).sort(compareFdName)) {
    validateFdSpecificValue(optionValue[fdName], optionName, `${optionName}.${fdName}`);
    for (const fdNumber of parseFdName(fdName, optionName, stdioLength)) {
      optionArray[fdNumber] = optionValue[fdName];
    }
  }
  return optionArray;
};
var compareFdName = (fdNameA, fdNameB) => getFdNameOrder(fdNameA) < getFdNameOrder(fdNameB) ? 1 : -1;
var getFdNameOrder = (fdName) => {
  if (fdName === "stdout" || fdName === "stderr") {
    return 0;
  }
  return fdName === "all" ? 2 : 1;
};
var parseFdName = (fdName, optionName, stdioLength) => {
  if (fdName === "ipc") {
    return [stdioLength];
  }
  const fdNumber = parseFd(fdName);
  if (fdNumber === void 0 || fdNumber === 0) {
    throw new TypeError(`"${optionName}.${fdName}" is invalid.
It must be "${optionName}.stdout", "${optionName}.stderr", "${optionName}.all", "${optionName}.ipc", or "${optionName}.fd3", "${optionName}.fd4" (and so on).`);
  }
  if (fdNumber !== "all" && fdNumber >= stdioLength) {
    throw new TypeError(`"${optionName}.${fdName}" is invalid: that file descriptor does not exist.
Please set the "stdio" option to ensure that file descriptor exists.`);
  }
  return fdNumber === "all" ? [1, 2] : [fdNumber];
};
var parseFd = (fdName) => {
  if (fdName === "all") {
    return fdName;
  }
  if (STANDARD_STREAMS_ALIASES.includes(fdName)) {
    return STANDARD_STREAMS_ALIASES.indexOf(fdName);
  }
  const regexpResult = FD_REGEXP.exec(fdName);
  if (regexpResult !== null) {
    return Number(regexpResult.groups.fdNumber);
  }
};
var FD_REGEXP = /^fd(?<fdNumber>\d+)$/;
var addDefaultValue = (optionArray, optionName) => optionArray.map((optionValue) => optionValue === void 0 ? DEFAULT_OPTIONS[optionName] : optionValue);
var BOOLEAN_FD_SPECIFIC_OPTIONS = /* @__PURE__ */ new Set(["lines", "buffer", "stripFinalNewline"]);
var validateFdSpecificValue = (optionValue, optionName, fullOptionName = optionName) => {
  if (BOOLEAN_FD_SPECIFIC_OPTIONS.has(optionName)) {
    checkBooleanOption(optionValue, fullOptionName);
  } else if (optionName === "maxBuffer" && optionValue !== void 0 && (typeof optionValue !== "number" || Number.isNaN(optionValue))) {
    throw new TypeError(`The \`${fullOptionName}\` option must use a number.`);
  }
};
var verboseDefault = debuglog("execa").enabled ? "full" : "none";
var DEFAULT_OPTIONS = {
  lines: false,
  buffer: true,
  maxBuffer: 1e3 * 1e3 * 100,
  verbose: verboseDefault,
  stripFinalNewline: true
};
var FD_SPECIFIC_OPTIONS = ["lines", "buffer", "maxBuffer", "verbose", "stripFinalNewline"];
var getFdSpecificValue = (optionArray, fdNumber) => fdNumber === "ipc" ? optionArray.at(-1) : optionArray[fdNumber];

// node_modules/execa/lib/verbose/values.js
var isVerbose = ({ verbose }, fdNumber) => getFdVerbose(verbose, fdNumber) !== "none";
var isFullVerbose = ({ verbose }, fdNumber) => !["none", "short"].includes(getFdVerbose(verbose, fdNumber));
var getVerboseFunction = ({ verbose }, fdNumber) => {
  const fdVerbose = getFdVerbose(verbose, fdNumber);
  return isVerboseFunction(fdVerbose) ? fdVerbose : void 0;
};
var getFdVerbose = (verbose, fdNumber) => fdNumber === void 0 ? getFdGenericVerbose(verbose) : getFdSpecificValue(verbose, fdNumber);
var getFdGenericVerbose = (verbose) => verbose.find((fdVerbose) => isVerboseFunction(fdVerbose)) ?? VERBOSE_VALUES.findLast((fdVerbose) => verbose.includes(fdVerbose));
var isVerboseFunction = (fdVerbose) => typeof fdVerbose === "function";
var VERBOSE_VALUES = ["none", "short", "full"];

// node_modules/execa/lib/verbose/log.js
import { inspect } from "node:util";

// node_modules/execa/lib/verbose/default.js
import process4 from "node:process";

// node_modules/is-unicode-supported/index.js
import process3 from "node:process";
function isUnicodeSupported() {
  const { env } = process3;
  const { TERM, TERM_PROGRAM } = env;
  if (process3.platform !== "win32") {
    return TERM !== "linux";
  }
  return Boolean(env.WT_SESSION) || Boolean(env.TERMINUS_SUBLIME) || env.ConEmuTask === "{cmd::Cmder}" || TERM_PROGRAM === "Terminus-Sublime" || TERM_PROGRAM === "vscode" || TERM === "xterm-256color" || TERM === "alacritty" || TERM === "rxvt-unicode" || TERM === "rxvt-unicode-256color" || env.TERMINAL_EMULATOR === "JetBrains-JediTerm";
}

// node_modules/figures/index.js
var common = {
  circleQuestionMark: "(?)",
  questionMarkPrefix: "(?)",
  square: "\u2588",
  squareDarkShade: "\u2593",
  squareMediumShade: "\u2592",
  squareLightShade: "\u2591",
  squareTop: "\u2580",
  squareBottom: "\u2584",
  squareLeft: "\u258C",
  squareRight: "\u2590",
  squareCenter: "\u25A0",
  bullet: "\u25CF",
  dot: "\u2024",
  ellipsis: "\u2026",
  pointerSmall: "\u203A",
  triangleUp: "\u25B2",
  triangleUpSmall: "\u25B4",
  triangleDown: "\u25BC",
  triangleDownSmall: "\u25BE",
  triangleLeftSmall: "\u25C2",
  triangleRightSmall: "\u25B8",
  home: "\u2302",
  heart: "\u2665",
  musicNote: "\u266A",
  musicNoteBeamed: "\u266B",
  arrowUp: "\u2191",
  arrowDown: "\u2193",
  arrowLeft: "\u2190",
  arrowRight: "\u2192",
  arrowLeftRight: "\u2194",
  arrowUpDown: "\u2195",
  almostEqual: "\u2248",
  notEqual: "\u2260",
  lessOrEqual: "\u2264",
  greaterOrEqual: "\u2265",
  identical: "\u2261",
  infinity: "\u221E",
  subscriptZero: "\u2080",
  subscriptOne: "\u2081",
  subscriptTwo: "\u2082",
  subscriptThree: "\u2083",
  subscriptFour: "\u2084",
  subscriptFive: "\u2085",
  subscriptSix: "\u2086",
  subscriptSeven: "\u2087",
  subscriptEight: "\u2088",
  subscriptNine: "\u2089",
  oneHalf: "\xBD",
  oneThird: "\u2153",
  oneQuarter: "\xBC",
  oneFifth: "\u2155",
  oneSixth: "\u2159",
  oneEighth: "\u215B",
  twoThirds: "\u2154",
  twoFifths: "\u2156",
  threeQuarters: "\xBE",
  threeFifths: "\u2157",
  threeEighths: "\u215C",
  fourFifths: "\u2158",
  fiveSixths: "\u215A",
  fiveEighths: "\u215D",
  sevenEighths: "\u215E",
  line: "\u2500",
  lineBold: "\u2501",
  lineDouble: "\u2550",
  lineDashed0: "\u2504",
  lineDashed1: "\u2505",
  lineDashed2: "\u2508",
  lineDashed3: "\u2509",
  lineDashed4: "\u254C",
  lineDashed5: "\u254D",
  lineDashed6: "\u2574",
  lineDashed7: "\u2576",
  lineDashed8: "\u2578",
  lineDashed9: "\u257A",
  lineDashed10: "\u257C",
  lineDashed11: "\u257E",
  lineDashed12: "\u2212",
  lineDashed13: "\u2013",
  lineDashed14: "\u2010",
  lineDashed15: "\u2043",
  lineVertical: "\u2502",
  lineVerticalBold: "\u2503",
  lineVerticalDouble: "\u2551",
  lineVerticalDashed0: "\u2506",
  lineVerticalDashed1: "\u2507",
  lineVerticalDashed2: "\u250A",
  lineVerticalDashed3: "\u250B",
  lineVerticalDashed4: "\u254E",
  lineVerticalDashed5: "\u254F",
  lineVerticalDashed6: "\u2575",
  lineVerticalDashed7: "\u2577",
  lineVerticalDashed8: "\u2579",
  lineVerticalDashed9: "\u257B",
  lineVerticalDashed10: "\u257D",
  lineVerticalDashed11: "\u257F",
  lineDownLeft: "\u2510",
  lineDownLeftArc: "\u256E",
  lineDownBoldLeftBold: "\u2513",
  lineDownBoldLeft: "\u2512",
  lineDownLeftBold: "\u2511",
  lineDownDoubleLeftDouble: "\u2557",
  lineDownDoubleLeft: "\u2556",
  lineDownLeftDouble: "\u2555",
  lineDownRight: "\u250C",
  lineDownRightArc: "\u256D",
  lineDownBoldRightBold: "\u250F",
  lineDownBoldRight: "\u250E",
  lineDownRightBold: "\u250D",
  lineDownDoubleRightDouble: "\u2554",
  lineDownDoubleRight: "\u2553",
  lineDownRightDouble: "\u2552",
  lineUpLeft: "\u2518",
  lineUpLeftArc: "\u256F",
  lineUpBoldLeftBold: "\u251B",
  lineUpBoldLeft: "\u251A",
  lineUpLeftBold: "\u2519",
  lineUpDoubleLeftDouble: "\u255D",
  lineUpDoubleLeft: "\u255C",
  lineUpLeftDouble: "\u255B",
  lineUpRight: "\u2514",
  lineUpRightArc: "\u2570",
  lineUpBoldRightBold: "\u2517",
  lineUpBoldRight: "\u2516",
  lineUpRightBold: "\u2515",
  lineUpDoubleRightDouble: "\u255A",
  lineUpDoubleRight: "\u2559",
  lineUpRightDouble: "\u2558",
  lineUpDownLeft: "\u2524",
  lineUpBoldDownBoldLeftBold: "\u252B",
  lineUpBoldDownBoldLeft: "\u2528",
  lineUpDownLeftBold: "\u2525",
  lineUpBoldDownLeftBold: "\u2529",
  lineUpDownBoldLeftBold: "\u252A",
  lineUpDownBoldLeft: "\u2527",
  lineUpBoldDownLeft: "\u2526",
  lineUpDoubleDownDoubleLeftDouble: "\u2563",
  lineUpDoubleDownDoubleLeft: "\u2562",
  lineUpDownLeftDouble: "\u2561",
  lineUpDownRight: "\u251C",
  lineUpBoldDownBoldRightBold: "\u2523",
  lineUpBoldDownBoldRight: "\u2520",
  lineUpDownRightBold: "\u251D",
  lineUpBoldDownRightBold: "\u2521",
  lineUpDownBoldRightBold: "\u2522",
  lineUpDownBoldRight: "\u251F",
  lineUpBoldDownRight: "\u251E",
  lineUpDoubleDownDoubleRightDouble: "\u2560",
  lineUpDoubleDownDoubleRight: "\u255F",
  lineUpDownRightDouble: "\u255E",
  lineDownLeftRight: "\u252C",
  lineDownBoldLeftBoldRightBold: "\u2533",
  lineDownLeftBoldRightBold: "\u252F",
  lineDownBoldLeftRight: "\u2530",
  lineDownBoldLeftBoldRight: "\u2531",
  lineDownBoldLeftRightBold: "\u2532",
  lineDownLeftRightBold: "\u252E",
  lineDownLeftBoldRight: "\u252D",
  lineDownDoubleLeftDoubleRightDouble: "\u2566",
  lineDownDoubleLeftRight: "\u2565",
  lineDownLeftDoubleRightDouble: "\u2564",
  lineUpLeftRight: "\u2534",
  lineUpBoldLeftBoldRightBold: "\u253B",
  lineUpLeftBoldRightBold: "\u2537",
  lineUpBoldLeftRight: "\u2538",
  lineUpBoldLeftBoldRight: "\u2539",
  lineUpBoldLeftRightBold: "\u253A",
  lineUpLeftRightBold: "\u2536",
  lineUpLeftBoldRight: "\u2535",
  lineUpDoubleLeftDoubleRightDouble: "\u2569",
  lineUpDoubleLeftRight: "\u2568",
  lineUpLeftDoubleRightDouble: "\u2567",
  lineUpDownLeftRight: "\u253C",
  lineUpBoldDownBoldLeftBoldRightBold: "\u254B",
  lineUpDownBoldLeftBoldRightBold: "\u2548",
  lineUpBoldDownLeftBoldRightBold: "\u2547",
  lineUpBoldDownBoldLeftRightBold: "\u254A",
  lineUpBoldDownBoldLeftBoldRight: "\u2549",
  lineUpBoldDownLeftRight: "\u2540",
  lineUpDownBoldLeftRight: "\u2541",
  lineUpDownLeftBoldRight: "\u253D",
  lineUpDownLeftRightBold: "\u253E",
  lineUpBoldDownBoldLeftRight: "\u2542",
  lineUpDownLeftBoldRightBold: "\u253F",
  lineUpBoldDownLeftBoldRight: "\u2543",
  lineUpBoldDownLeftRightBold: "\u2544",
  lineUpDownBoldLeftBoldRight: "\u2545",
  lineUpDownBoldLeftRightBold: "\u2546",
  lineUpDoubleDownDoubleLeftDoubleRightDouble: "\u256C",
  lineUpDoubleDownDoubleLeftRight: "\u256B",
  lineUpDownLeftDoubleRightDouble: "\u256A",
  lineCross: "\u2573",
  lineBackslash: "\u2572",
  lineSlash: "\u2571"
};
var specialMainSymbols = {
  tick: "\u2714",
  info: "\u2139",
  warning: "\u26A0",
  cross: "\u2718",
  squareSmall: "\u25FB",
  squareSmallFilled: "\u25FC",
  circle: "\u25EF",
  circleFilled: "\u25C9",
  circleDotted: "\u25CC",
  circleDouble: "\u25CE",
  circleCircle: "\u24DE",
  circleCross: "\u24E7",
  circlePipe: "\u24BE",
  radioOn: "\u25C9",
  radioOff: "\u25EF",
  checkboxOn: "\u2612",
  checkboxOff: "\u2610",
  checkboxCircleOn: "\u24E7",
  checkboxCircleOff: "\u24BE",
  pointer: "\u276F",
  triangleUpOutline: "\u25B3",
  triangleLeft: "\u25C0",
  triangleRight: "\u25B6",
  lozenge: "\u25C6",
  lozengeOutline: "\u25C7",
  hamburger: "\u2630",
  smiley: "\u32E1",
  mustache: "\u0DF4",
  star: "\u2605",
  play: "\u25B6",
  nodejs: "\u2B22",
  oneSeventh: "\u2150",
  oneNinth: "\u2151",
  oneTenth: "\u2152"
};
var specialFallbackSymbols = {
  tick: "\u221A",
  info: "i",
  warning: "\u203C",
  cross: "\xD7",
  squareSmall: "\u25A1",
  squareSmallFilled: "\u25A0",
  circle: "( )",
  circleFilled: "(*)",
  circleDotted: "( )",
  circleDouble: "( )",
  circleCircle: "(\u25CB)",
  circleCross: "(\xD7)",
  circlePipe: "(\u2502)",
  radioOn: "(*)",
  radioOff: "( )",
  checkboxOn: "[\xD7]",
  checkboxOff: "[ ]",
  checkboxCircleOn: "(\xD7)",
  checkboxCircleOff: "( )",
  pointer: ">",
  triangleUpOutline: "\u2206",
  triangleLeft: "\u25C4",
  triangleRight: "\u25BA",
  lozenge: "\u2666",
  lozengeOutline: "\u25CA",
  hamburger: "\u2261",
  smiley: "\u263A",
  mustache: "\u250C\u2500\u2510",
  star: "\u2736",
  play: "\u25BA",
  nodejs: "\u2666",
  oneSeventh: "1/7",
  oneNinth: "1/9",
  oneTenth: "1/10"
};
var mainSymbols = { ...common, ...specialMainSymbols };
var fallbackSymbols = { ...common, ...specialFallbackSymbols };
var shouldUseMain = isUnicodeSupported();
var figures = shouldUseMain ? mainSymbols : fallbackSymbols;
var figures_default = figures;
var replacements = Object.entries(specialMainSymbols);

// node_modules/yoctocolors/base.js
import tty from "node:tty";
var hasColors = tty?.WriteStream?.prototype?.hasColors?.() ?? false;
var format = (open, close) => {
  if (!hasColors) {
    return (input) => input;
  }
  const openCode = `\x1B[${open}m`;
  const closeCode = `\x1B[${close}m`;
  return (input) => {
    const string = input + "";
    let index = string.indexOf(closeCode);
    if (index === -1) {
      return openCode + string + closeCode;
    }
    let result = openCode;
    let lastIndex = 0;
    const reopenOnNestedClose = close === 22;
    const replaceCode = (reopenOnNestedClose ? closeCode : "") + openCode;
    while (index !== -1) {
      result += string.slice(lastIndex, index) + replaceCode;
      lastIndex = index + closeCode.length;
      index = string.indexOf(closeCode, lastIndex);
    }
    result += string.slice(lastIndex) + closeCode;
    return result;
  };
};
var reset = format(0, 0);
var bold = format(1, 22);
var dim = format(2, 22);
var italic = format(3, 23);
var underline = format(4, 24);
var underlineDouble = format("4:2", 24);
var underlineCurly = format("4:3", 24);
var underlineDotted = format("4:4", 24);
var underlineDashed = format("4:5", 24);
var overline = format(53, 55);
var inverse = format(7, 27);
var hidden = format(8, 28);
var strikethrough = format(9, 29);
var black = format(30, 39);
var red = format(31, 39);
var green = format(32, 39);
var yellow = format(33, 39);
var blue = format(34, 39);
var magenta = format(35, 39);
var cyan = format(36, 39);
var white = format(37, 39);
var gray = format(90, 39);
var bgBlack = format(40, 49);
var bgRed = format(41, 49);
var bgGreen = format(42, 49);
var bgYellow = format(43, 49);
var bgBlue = format(44, 49);
var bgMagenta = format(45, 49);
var bgCyan = format(46, 49);
var bgWhite = format(47, 49);
var bgGray = format(100, 49);
var redBright = format(91, 39);
var greenBright = format(92, 39);
var yellowBright = format(93, 39);
var blueBright = format(94, 39);
var magentaBright = format(95, 39);
var cyanBright = format(96, 39);
var whiteBright = format(97, 39);
var bgRedBright = format(101, 49);
var bgGreenBright = format(102, 49);
var bgYellowBright = format(103, 49);
var bgBlueBright = format(104, 49);
var bgMagentaBright = format(105, 49);
var bgCyanBright = format(106, 49);
var bgWhiteBright = format(107, 49);
var underlineBlack = format("58;5;0", 59);
var underlineRed = format("58;5;1", 59);
var underlineGreen = format("58;5;2", 59);
var underlineYellow = format("58;5;3", 59);
var underlineBlue = format("58;5;4", 59);
var underlineMagenta = format("58;5;5", 59);
var underlineCyan = format("58;5;6", 59);
var underlineWhite = format("58;5;7", 59);
var underlineGray = format("58;5;8", 59);
var underlineRedBright = format("58;5;9", 59);
var underlineGreenBright = format("58;5;10", 59);
var underlineYellowBright = format("58;5;11", 59);
var underlineBlueBright = format("58;5;12", 59);
var underlineMagentaBright = format("58;5;13", 59);
var underlineCyanBright = format("58;5;14", 59);
var underlineWhiteBright = format("58;5;15", 59);

// node_modules/execa/lib/verbose/default.js
var hasColors2 = process4.env.FORCE_COLOR !== void 0 || process4.stderr.isTTY === true;
var identity = (string) => string;
var getColor = (color) => hasColors2 ? color : identity;
var gray2 = getColor(gray);
var bold2 = getColor(bold);
var redBright2 = getColor(redBright);
var yellowBright2 = getColor(yellowBright);
var defaultVerboseFunction = ({
  type,
  message,
  timestamp,
  piped,
  commandId,
  result: { failed = false } = {},
  options: { reject = true }
}) => {
  const timestampString = serializeTimestamp(timestamp);
  const icon = ICONS[type]({ failed, reject, piped });
  const color = COLORS[type]({ reject });
  return `${gray2(`[${timestampString}]`)} ${gray2(`[${commandId}]`)} ${color(icon)} ${color(message)}`;
};
var serializeTimestamp = (timestamp) => `${padField(timestamp.getHours(), 2)}:${padField(timestamp.getMinutes(), 2)}:${padField(timestamp.getSeconds(), 2)}.${padField(timestamp.getMilliseconds(), 3)}`;
var padField = (field, padding) => String(field).padStart(padding, "0");
var getFinalIcon = ({ failed, reject }) => {
  if (!failed) {
    return figures_default.tick;
  }
  return reject ? figures_default.cross : figures_default.warning;
};
var ICONS = {
  command: ({ piped }) => piped ? "|" : "$",
  output: () => " ",
  ipc: () => "*",
  error: getFinalIcon,
  duration: getFinalIcon
};
var COLORS = {
  command: () => bold2,
  output: () => identity,
  ipc: () => identity,
  error: ({ reject }) => reject ? redBright2 : yellowBright2,
  duration: () => gray2
};

// node_modules/execa/lib/verbose/custom.js
var applyVerboseOnLines = (printedLines, verboseInfo, fdNumber) => {
  const verboseFunction = getVerboseFunction(verboseInfo, fdNumber);
  return printedLines.map(({ verboseLine, verboseObject }) => applyVerboseFunction(verboseLine, verboseObject, verboseFunction)).filter((printedLine) => printedLine !== void 0).map((printedLine) => appendNewline(printedLine)).join("");
};
var applyVerboseFunction = (verboseLine, verboseObject, verboseFunction) => {
  if (verboseFunction === void 0) {
    return verboseLine;
  }
  const printedLine = verboseFunction(verboseLine, verboseObject);
  if (typeof printedLine === "string") {
    return printedLine;
  }
};
var appendNewline = (printedLine) => printedLine.endsWith("\n") ? printedLine : `${printedLine}
`;

// node_modules/execa/lib/verbose/log.js
var verboseLog = ({ type, verboseMessage, fdNumber, verboseInfo, result }) => {
  const verboseObject = getVerboseObject({ type, result, verboseInfo });
  const printedLines = getPrintedLines(verboseMessage, verboseObject);
  const finalLines = applyVerboseOnLines(printedLines, verboseInfo, fdNumber);
  if (finalLines !== "") {
    console.warn(finalLines.slice(0, -1));
  }
};
var getVerboseObject = ({ type, result, verboseInfo }) => {
  const { escapedCommand, commandId, rawOptions } = verboseInfo;
  const { piped = false, ...options } = rawOptions;
  return {
    type,
    escapedCommand,
    commandId: `${commandId}`,
    timestamp: /* @__PURE__ */ new Date(),
    piped,
    result,
    options
  };
};
var getPrintedLines = (verboseMessage, verboseObject) => verboseMessage.split("\n").map((message) => getPrintedLine({ ...verboseObject, message }));
var getPrintedLine = (verboseObject) => {
  const verboseLine = defaultVerboseFunction(verboseObject);
  return { verboseLine, verboseObject };
};
var serializeVerboseMessage = (message) => {
  const messageString = typeof message === "string" ? message : inspect(message);
  return escapeLines(messageString);
};

// node_modules/execa/lib/verbose/start.js
var logCommand = (escapedCommand, verboseInfo) => {
  if (!isVerbose(verboseInfo)) {
    return;
  }
  verboseLog({
    type: "command",
    verboseMessage: escapedCommand,
    verboseInfo
  });
};

// node_modules/execa/lib/verbose/info.js
var getVerboseInfo = (verbose, escapedCommand, rawOptions) => {
  validateVerbose(verbose);
  const commandId = getCommandId(verbose);
  return {
    verbose,
    escapedCommand,
    commandId,
    rawOptions
  };
};
var getCommandId = (verbose) => isVerbose({ verbose }) ? COMMAND_ID++ : void 0;
var COMMAND_ID = 0n;
var validateVerbose = (verbose) => {
  for (const fdVerbose of verbose) {
    if (fdVerbose === false) {
      throw new TypeError(`The "verbose: false" option was renamed to "verbose: 'none'".`);
    }
    if (fdVerbose === true) {
      throw new TypeError(`The "verbose: true" option was renamed to "verbose: 'short'".`);
    }
    if (!VERBOSE_VALUES.includes(fdVerbose) && !isVerboseFunction(fdVerbose)) {
      const allowedValues = VERBOSE_VALUES.map((allowedValue) => `'${allowedValue}'`).join(", ");
      throw new TypeError(`The "verbose" option must not be ${fdVerbose}. Allowed values are: ${allowedValues} or a function.`);
    }
  }
};

// node_modules/execa/lib/return/duration.js
import { hrtime } from "node:process";
var getStartTime = () => hrtime.bigint();
var getDurationMs = (startTime) => Number(hrtime.bigint() - startTime) / 1e6;

// node_modules/execa/lib/arguments/command.js
var handleCommand = (filePath, rawArguments, rawOptions) => {
  const startTime = getStartTime();
  const { command, escapedCommand } = joinCommand(filePath, rawArguments, rawOptions.shell && !rawOptions.node);
  const verbose = normalizeFdSpecificOption(rawOptions, "verbose");
  const verboseInfo = getVerboseInfo(verbose, escapedCommand, { __proto__: null, ...rawOptions });
  logCommand(escapedCommand, verboseInfo);
  return {
    command,
    escapedCommand,
    startTime,
    verboseInfo
  };
};

// node_modules/execa/lib/arguments/options.js
import path7 from "node:path";
import process9 from "node:process";

// node_modules/npm-run-path/index.js
import process5 from "node:process";
import path2 from "node:path";

// node_modules/path-key/index.js
function pathKey(options = {}) {
  const {
    env = process.env,
    platform: platform2 = process.platform
  } = options;
  if (platform2 !== "win32") {
    return "PATH";
  }
  return Object.keys(env).reverse().find((key) => key.toUpperCase() === "PATH") || "Path";
}

// node_modules/unicorn-magic/node.js
import { promisify } from "node:util";
import { execFile as execFileCallback, execFileSync as execFileSyncOriginal } from "node:child_process";
import path from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
var execFileOriginal = promisify(execFileCallback);
function toPath(urlOrPath) {
  return urlOrPath instanceof URL ? fileURLToPath2(urlOrPath) : urlOrPath;
}
function traversePathUp(startPath) {
  return {
    *[Symbol.iterator]() {
      let currentPath = path.resolve(toPath(startPath));
      let previousPath;
      while (previousPath !== currentPath) {
        yield currentPath;
        previousPath = currentPath;
        currentPath = path.resolve(currentPath, "..");
      }
    }
  };
}
var TEN_MEGABYTES_IN_BYTES = 10 * 1024 * 1024;

// node_modules/npm-run-path/index.js
var npmRunPath = ({
  cwd = process5.cwd(),
  path: pathOption = process5.env[pathKey()],
  preferLocal = true,
  execPath: execPath2 = process5.execPath,
  addExecPath = true
} = {}) => {
  const cwdPath = path2.resolve(toPath(cwd));
  const result = [];
  const pathParts = pathOption.split(path2.delimiter);
  if (preferLocal) {
    applyPreferLocal(result, pathParts, cwdPath);
  }
  if (addExecPath) {
    applyExecPath(result, pathParts, execPath2, cwdPath);
  }
  return pathOption === "" || pathOption === path2.delimiter ? `${result.join(path2.delimiter)}${pathOption}` : [...result, pathOption].join(path2.delimiter);
};
var applyPreferLocal = (result, pathParts, cwdPath) => {
  for (const directory of traversePathUp(cwdPath)) {
    const pathPart = path2.join(directory, "node_modules/.bin");
    if (!pathParts.includes(pathPart)) {
      result.push(pathPart);
    }
  }
};
var applyExecPath = (result, pathParts, execPath2, cwdPath) => {
  const pathPart = path2.resolve(cwdPath, toPath(execPath2), "..");
  if (!pathParts.includes(pathPart)) {
    result.push(pathPart);
  }
};
var npmRunPathEnv = ({ env = process5.env, ...options } = {}) => {
  env = { ...env };
  const pathName = pathKey({ env });
  options.path = env[pathName];
  env[pathName] = npmRunPath(options);
  return env;
};

// node_modules/execa/lib/terminate/kill.js
import { setTimeout as setTimeout2 } from "node:timers/promises";

// node_modules/execa/lib/terminate/signal.js
import { constants as constants3 } from "node:os";

// node_modules/human-signals/build/src/main.js
import { constants as constants2 } from "node:os";

// node_modules/human-signals/build/src/realtime.js
var getRealtimeSignals = () => {
  const length = SIGRTMAX - SIGRTMIN + 1;
  return Array.from({ length }, getRealtimeSignal);
};
var getRealtimeSignal = (value, index) => ({
  name: `SIGRT${index + 1}`,
  number: SIGRTMIN + index,
  action: "terminate",
  description: "Application-specific signal (realtime)",
  standard: "posix"
});
var SIGRTMIN = 34;
var SIGRTMAX = 64;

// node_modules/human-signals/build/src/signals.js
import { constants } from "node:os";

// node_modules/human-signals/build/src/core.js
var SIGNALS = [
  {
    name: "SIGHUP",
    number: 1,
    action: "terminate",
    description: "Terminal closed",
    standard: "posix"
  },
  {
    name: "SIGINT",
    number: 2,
    action: "terminate",
    description: "User interruption with CTRL-C",
    standard: "ansi"
  },
  {
    name: "SIGQUIT",
    number: 3,
    action: "core",
    description: "User interruption with CTRL-\\",
    standard: "posix"
  },
  {
    name: "SIGILL",
    number: 4,
    action: "core",
    description: "Invalid machine instruction",
    standard: "ansi"
  },
  {
    name: "SIGTRAP",
    number: 5,
    action: "core",
    description: "Debugger breakpoint",
    standard: "posix"
  },
  {
    name: "SIGABRT",
    number: 6,
    action: "core",
    description: "Aborted",
    standard: "ansi"
  },
  {
    name: "SIGIOT",
    number: 6,
    action: "core",
    description: "Aborted",
    standard: "bsd"
  },
  {
    name: "SIGBUS",
    number: 7,
    action: "core",
    description: "Bus error due to misaligned, non-existing address or paging error",
    standard: "bsd"
  },
  {
    name: "SIGEMT",
    number: 7,
    action: "terminate",
    description: "Command should be emulated but is not implemented",
    standard: "other"
  },
  {
    name: "SIGFPE",
    number: 8,
    action: "core",
    description: "Floating point arithmetic error",
    standard: "ansi"
  },
  {
    name: "SIGKILL",
    number: 9,
    action: "terminate",
    description: "Forced termination",
    standard: "posix",
    forced: true
  },
  {
    name: "SIGUSR1",
    number: 10,
    action: "terminate",
    description: "Application-specific signal",
    standard: "posix"
  },
  {
    name: "SIGSEGV",
    number: 11,
    action: "core",
    description: "Segmentation fault",
    standard: "ansi"
  },
  {
    name: "SIGUSR2",
    number: 12,
    action: "terminate",
    description: "Application-specific signal",
    standard: "posix"
  },
  {
    name: "SIGPIPE",
    number: 13,
    action: "terminate",
    description: "Broken pipe or socket",
    standard: "posix"
  },
  {
    name: "SIGALRM",
    number: 14,
    action: "terminate",
    description: "Timeout or timer",
    standard: "posix"
  },
  {
    name: "SIGTERM",
    number: 15,
    action: "terminate",
    description: "Termination",
    standard: "ansi"
  },
  {
    name: "SIGSTKFLT",
    number: 16,
    action: "terminate",
    description: "Stack is empty or overflowed",
    standard: "other"
  },
  {
    name: "SIGCHLD",
    number: 17,
    action: "ignore",
    description: "Child process terminated, paused or unpaused",
    standard: "posix"
  },
  {
    name: "SIGCLD",
    number: 17,
    action: "ignore",
    description: "Child process terminated, paused or unpaused",
    standard: "other"
  },
  {
    name: "SIGCONT",
    number: 18,
    action: "unpause",
    description: "Unpaused",
    standard: "posix",
    forced: true
  },
  {
    name: "SIGSTOP",
    number: 19,
    action: "pause",
    description: "Paused",
    standard: "posix",
    forced: true
  },
  {
    name: "SIGTSTP",
    number: 20,
    action: "pause",
    description: 'Paused using CTRL-Z or "suspend"',
    standard: "posix"
  },
  {
    name: "SIGTTIN",
    number: 21,
    action: "pause",
    description: "Background process cannot read terminal input",
    standard: "posix"
  },
  {
    name: "SIGBREAK",
    number: 21,
    action: "terminate",
    description: "User interruption with CTRL-BREAK",
    standard: "other"
  },
  {
    name: "SIGTTOU",
    number: 22,
    action: "pause",
    description: "Background process cannot write to terminal output",
    standard: "posix"
  },
  {
    name: "SIGURG",
    number: 23,
    action: "ignore",
    description: "Socket received out-of-band data",
    standard: "bsd"
  },
  {
    name: "SIGXCPU",
    number: 24,
    action: "core",
    description: "Process timed out",
    standard: "bsd"
  },
  {
    name: "SIGXFSZ",
    number: 25,
    action: "core",
    description: "File too big",
    standard: "bsd"
  },
  {
    name: "SIGVTALRM",
    number: 26,
    action: "terminate",
    description: "Timeout or timer",
    standard: "bsd"
  },
  {
    name: "SIGPROF",
    number: 27,
    action: "terminate",
    description: "Timeout or timer",
    standard: "bsd"
  },
  {
    name: "SIGWINCH",
    number: 28,
    action: "ignore",
    description: "Terminal window size changed",
    standard: "bsd"
  },
  {
    name: "SIGIO",
    number: 29,
    action: "terminate",
    description: "I/O is available",
    standard: "other"
  },
  {
    name: "SIGPOLL",
    number: 29,
    action: "terminate",
    description: "Watched event",
    standard: "other"
  },
  {
    name: "SIGINFO",
    number: 29,
    action: "ignore",
    description: "Request for process information",
    standard: "other"
  },
  {
    name: "SIGPWR",
    number: 30,
    action: "terminate",
    description: "Device running out of power",
    standard: "systemv"
  },
  {
    name: "SIGSYS",
    number: 31,
    action: "core",
    description: "Invalid system call",
    standard: "other"
  },
  {
    name: "SIGUNUSED",
    number: 31,
    action: "terminate",
    description: "Invalid system call",
    standard: "other"
  }
];

// node_modules/human-signals/build/src/signals.js
var getSignals = () => {
  const realtimeSignals = getRealtimeSignals();
  const signals2 = [...SIGNALS, ...realtimeSignals].map(normalizeSignal);
  return signals2;
};
var normalizeSignal = ({
  name,
  number: defaultNumber,
  description,
  action,
  forced = false,
  standard
}) => {
  const {
    signals: { [name]: constantSignal }
  } = constants;
  const supported = constantSignal !== void 0;
  const number = supported ? constantSignal : defaultNumber;
  return { name, number, description, supported, action, forced, standard };
};

// node_modules/human-signals/build/src/main.js
var getSignalsByName = () => {
  const signals2 = getSignals();
  return Object.fromEntries(signals2.map(getSignalByName));
};
var getSignalByName = ({
  name,
  number,
  description,
  supported,
  action,
  forced,
  standard
}) => [name, { name, number, description, supported, action, forced, standard }];
var signalsByName = getSignalsByName();
var getSignalsByNumber = () => {
  const signals2 = getSignals();
  const length = SIGRTMAX + 1;
  const signalsA = Array.from(
    { length },
    (value, number) => getSignalByNumber(number, signals2)
  );
  return Object.assign({}, ...signalsA);
};
var getSignalByNumber = (number, signals2) => {
  const signal = findSignalByNumber(number, signals2);
  if (signal === void 0) {
    return {};
  }
  const { name, description, supported, action, forced, standard } = signal;
  return {
    [number]: {
      name,
      number,
      description,
      supported,
      action,
      forced,
      standard
    }
  };
};
var findSignalByNumber = (number, signals2) => {
  const signal = signals2.find(({ name }) => constants2.signals[name] === number);
  if (signal !== void 0) {
    return signal;
  }
  return signals2.find((signalA) => signalA.number === number);
};
var signalsByNumber = getSignalsByNumber();

// node_modules/execa/lib/terminate/signal.js
var normalizeKillSignal = (killSignal) => {
  const optionName = "option `killSignal`";
  if (killSignal === 0) {
    throw new TypeError(`Invalid ${optionName}: 0 cannot be used.`);
  }
  return normalizeSignal2(killSignal, optionName);
};
var normalizeSignalArgument = (signal) => signal === 0 ? signal : normalizeSignal2(signal, "`subprocess.kill()`'s argument");
var normalizeSignal2 = (signalNameOrInteger, optionName) => {
  if (Number.isInteger(signalNameOrInteger)) {
    return normalizeSignalInteger(signalNameOrInteger, optionName);
  }
  if (typeof signalNameOrInteger === "string") {
    return normalizeSignalName(signalNameOrInteger, optionName);
  }
  throw new TypeError(`Invalid ${optionName} ${String(signalNameOrInteger)}: it must be a string or an integer.
${getAvailableSignals()}`);
};
var normalizeSignalInteger = (signalInteger, optionName) => {
  if (signalsIntegerToName.has(signalInteger)) {
    return signalsIntegerToName.get(signalInteger);
  }
  throw new TypeError(`Invalid ${optionName} ${signalInteger}: this signal integer does not exist.
${getAvailableSignals()}`);
};
var getSignalsIntegerToName = () => new Map(Object.entries(constants3.signals).reverse().map(([signalName, signalInteger]) => [signalInteger, signalName]));
var signalsIntegerToName = getSignalsIntegerToName();
var normalizeSignalName = (signalName, optionName) => {
  if (signalName in constants3.signals) {
    return signalName;
  }
  if (signalName.toUpperCase() in constants3.signals) {
    throw new TypeError(`Invalid ${optionName} '${signalName}': please rename it to '${signalName.toUpperCase()}'.`);
  }
  throw new TypeError(`Invalid ${optionName} '${signalName}': this signal name does not exist.
${getAvailableSignals()}`);
};
var getAvailableSignals = () => `Available signal names: ${getAvailableSignalNames()}.
Available signal numbers: ${getAvailableSignalIntegers()}.`;
var getAvailableSignalNames = () => Object.keys(constants3.signals).sort().map((signalName) => `'${signalName}'`).join(", ");
var getAvailableSignalIntegers = () => [...new Set(Object.values(constants3.signals).sort((signalInteger, signalIntegerTwo) => signalInteger - signalIntegerTwo))].join(", ");
var getSignalDescription = (signal) => signalsByName[signal].description;

// node_modules/execa/lib/terminate/timeout.js
import { setTimeout } from "node:timers/promises";
var validateTimeout = ({ timeout: timeout2 }) => {
  if (timeout2 !== void 0) {
    validateDelay(timeout2, "timeout");
  }
};
var validateDelay = (delay, optionName) => {
  if (!Number.isInteger(delay) || delay < 0 || delay > MAX_DELAY) {
    throw new TypeError(`Expected the \`${optionName}\` option to be a non-negative integer up to ${MAX_DELAY}, got \`${delay}\` (${getTypeName(delay)})`);
  }
};
var MAX_DELAY = 2 ** 31 - 1;
var throwOnTimeout = (kill, timeout2, context, controller) => timeout2 === 0 || timeout2 === void 0 ? [] : [killAfterTimeout(kill, timeout2, context, controller)];
var killAfterTimeout = async (kill, timeout2, context, { signal }) => {
  await setTimeout(timeout2, void 0, { signal });
  context.terminationReason ??= "timeout";
  kill();
  throw new DiscardedError();
};

// node_modules/execa/lib/terminate/kill.js
var normalizeForceKillAfterDelay = (forceKillAfterDelay) => {
  if (forceKillAfterDelay === false) {
    return forceKillAfterDelay;
  }
  if (forceKillAfterDelay === true) {
    return DEFAULT_FORCE_KILL_TIMEOUT;
  }
  validateDelay(forceKillAfterDelay, "forceKillAfterDelay");
  return forceKillAfterDelay;
};
var DEFAULT_FORCE_KILL_TIMEOUT = 1e3 * 5;
var subprocessKill = ({ kill, options: { forceKillAfterDelay, killSignal }, onInternalError, context, controller }, signalOrError, errorArgument) => {
  const { signal, error } = parseKillArguments(signalOrError, errorArgument, killSignal);
  emitKillError(error, onInternalError);
  const killResult = kill(signal);
  setKillTimeout({
    kill,
    signal,
    forceKillAfterDelay,
    killSignal,
    killResult,
    context,
    controller
  });
  return killResult;
};
var parseKillArguments = (signalOrError, errorArgument, killSignal) => {
  const [signal = killSignal, error] = isErrorInstance(signalOrError) ? [void 0, signalOrError] : [signalOrError, errorArgument];
  if (typeof signal !== "string" && !Number.isInteger(signal)) {
    throw new TypeError(`The first argument must be an error instance or a signal name string/integer: ${String(signal)}`);
  }
  if (error !== void 0 && !isErrorInstance(error)) {
    throw new TypeError(`The second argument is optional. If specified, it must be an error instance: ${error}`);
  }
  return { signal: normalizeSignalArgument(signal), error };
};
var emitKillError = (error, onInternalError) => {
  if (error !== void 0) {
    onInternalError.reject(error);
  }
};
var setKillTimeout = async ({ kill, signal, forceKillAfterDelay, killSignal, killResult, context, controller }) => {
  if (signal === killSignal && killResult) {
    killOnTimeout({
      kill,
      forceKillAfterDelay,
      context,
      controllerSignal: controller.signal
    });
  }
};
var killOnTimeout = async ({ kill, forceKillAfterDelay, context, controllerSignal }) => {
  if (forceKillAfterDelay === false) {
    return;
  }
  try {
    await setTimeout2(forceKillAfterDelay, void 0, { signal: controllerSignal });
    if (kill("SIGKILL")) {
      context.isForcefullyTerminated ??= true;
    }
  } catch {
  }
};

// node_modules/execa/lib/utils/abort-signal.js
import { once } from "node:events";
var onAbortedSignal = async (mainSignal, stopSignal) => {
  if (!mainSignal.aborted) {
    await once(mainSignal, "abort", { signal: stopSignal });
  }
};
var validateAbortSignal = (signal, optionName) => {
  if (signal !== void 0 && Object.prototype.toString.call(signal) !== "[object AbortSignal]") {
    throw new TypeError(`The \`${optionName}\` option must be an AbortSignal: ${String(signal)}.`);
  }
};

// node_modules/execa/lib/terminate/cancel.js
var validateCancelSignal = ({ cancelSignal }) => {
  validateAbortSignal(cancelSignal, "cancelSignal");
};
var validateRenamedSignalOption = ({ signal }) => {
  if (signal !== void 0) {
    throw new TypeError('The "signal" option has been renamed to "cancelSignal" instead.');
  }
};
var throwOnCancel = ({ kill, cancelSignal, gracefulCancel, context, controller }) => cancelSignal === void 0 || gracefulCancel ? [] : [terminateOnCancel(kill, cancelSignal, context, controller)];
var terminateOnCancel = async (kill, cancelSignal, context, { signal }) => {
  await onAbortedSignal(cancelSignal, signal);
  context.terminationReason ??= "cancel";
  kill();
  throw cancelSignal.reason;
};

// node_modules/execa/lib/ipc/graceful.js
import { scheduler as scheduler2 } from "node:timers/promises";

// node_modules/execa/lib/ipc/send.js
import { promisify as promisify2 } from "node:util";

// node_modules/execa/lib/ipc/validation.js
import { inspect as inspect2 } from "node:util";
var validateIpcMethod = ({ methodName, isSubprocess, ipc, isConnected: isConnected2 }) => {
  validateIpcOption(methodName, isSubprocess, ipc);
  validateConnection(methodName, isSubprocess, isConnected2);
};
var validateIpcOption = (methodName, isSubprocess, ipc) => {
  if (!ipc) {
    throw new Error(`${getMethodName(methodName, isSubprocess)} can only be used if the \`ipc\` option is \`true\`.`);
  }
};
var validateConnection = (methodName, isSubprocess, isConnected2) => {
  if (!isConnected2) {
    throw new Error(`${getMethodName(methodName, isSubprocess)} cannot be used: the ${getOtherProcessName(isSubprocess)} has already exited or disconnected.`);
  }
};
var throwOnEarlyDisconnect = (isSubprocess) => {
  throw new Error(`${getMethodName("getOneMessage", isSubprocess)} could not complete: the ${getOtherProcessName(isSubprocess)} exited or disconnected.`);
};
var throwOnStrictDeadlockError = (isSubprocess) => {
  throw new Error(`${getMethodName("sendMessage", isSubprocess)} failed: the ${getOtherProcessName(isSubprocess)} is sending a message too, instead of listening to incoming messages.
This can be fixed by both sending a message and listening to incoming messages at the same time:

const [receivedMessage] = await Promise.all([
	${getMethodName("getOneMessage", isSubprocess)},
	${getMethodName("sendMessage", isSubprocess, "message, {strict: true}")},
]);`);
};
var getStrictResponseError = (error, isSubprocess) => new Error(`${getMethodName("sendMessage", isSubprocess)} failed when sending an acknowledgment response to the ${getOtherProcessName(isSubprocess)}.`, { cause: error });
var throwOnMissingStrict = (isSubprocess) => {
  throw new Error(`${getMethodName("sendMessage", isSubprocess)} failed: the ${getOtherProcessName(isSubprocess)} is not listening to incoming messages.`);
};
var throwOnStrictDisconnect = (isSubprocess) => {
  throw new Error(`${getMethodName("sendMessage", isSubprocess)} failed: the ${getOtherProcessName(isSubprocess)} exited without listening to incoming messages.`);
};
var getAbortDisconnectError = () => new Error(`\`cancelSignal\` aborted: the ${getOtherProcessName(true)} disconnected.`);
var throwOnMissingParent = () => {
  throw new Error("`getCancelSignal()` cannot be used without setting the `gracefulCancel` option to `true`.");
};
var handleEpipeError = ({ error, methodName, isSubprocess }) => {
  if (error.code === "EPIPE") {
    throw new Error(`${getMethodName(methodName, isSubprocess)} cannot be used: the ${getOtherProcessName(isSubprocess)} is disconnecting.`, { cause: error });
  }
};
var handleSerializationError = ({ error, methodName, isSubprocess, message }) => {
  if (isSerializationError(error)) {
    throw new Error(`${getMethodName(methodName, isSubprocess)}'s argument type is invalid: the message cannot be serialized: ${serializeInvalidMessage(message)}.`, { cause: error });
  }
};
var serializeInvalidMessage = (message) => {
  try {
    return String(message);
  } catch {
    return inspect2(message);
  }
};
var isSerializationError = ({ code, message }) => SERIALIZATION_ERROR_CODES.has(code) || SERIALIZATION_ERROR_MESSAGES.some((serializationErrorMessage) => message.includes(serializationErrorMessage));
var SERIALIZATION_ERROR_CODES = /* @__PURE__ */ new Set([
  // Message is `undefined`
  "ERR_MISSING_ARGS",
  // Message is a function, a bigint, a symbol
  "ERR_INVALID_ARG_TYPE"
]);
var SERIALIZATION_ERROR_MESSAGES = [
  // Message is a promise or a proxy, with `serialization: 'advanced'`
  "could not be cloned",
  // Message has cycles, with `serialization: 'json'`
  "circular structure",
  // Message has cycles inside toJSON(), with `serialization: 'json'`
  "call stack size exceeded"
];
var getMethodName = (methodName, isSubprocess, parameters = "") => methodName === "cancelSignal" ? "`cancelSignal`'s `controller.abort()`" : `${getNamespaceName(isSubprocess)}${methodName}(${parameters})`;
var getNamespaceName = (isSubprocess) => isSubprocess ? "" : "subprocess.";
var getOtherProcessName = (isSubprocess) => isSubprocess ? "parent process" : "subprocess";
var disconnect = (anyProcess) => {
  if (anyProcess.connected) {
    anyProcess.disconnect();
  }
};

// node_modules/execa/lib/utils/deferred.js
var createDeferred = () => {
  const methods = {};
  const promise = new Promise((resolve14, reject) => {
    Object.assign(methods, { resolve: resolve14, reject });
  });
  return Object.assign(promise, methods);
};

// node_modules/execa/lib/ipc/strict.js
import { once as once3 } from "node:events";

// node_modules/execa/lib/utils/max-listeners.js
import { addAbortListener } from "node:events";
var incrementMaxListeners = (eventEmitter, maxListenersIncrement, signal) => {
  const maxListeners = eventEmitter.getMaxListeners();
  if (maxListeners === 0 || maxListeners === Infinity) {
    return;
  }
  eventEmitter.setMaxListeners(maxListeners + maxListenersIncrement);
  addAbortListener(signal, () => {
    eventEmitter.setMaxListeners(eventEmitter.getMaxListeners() - maxListenersIncrement);
  });
};

// node_modules/execa/lib/ipc/forward.js
import { EventEmitter } from "node:events";

// node_modules/execa/lib/ipc/incoming.js
import { once as once2 } from "node:events";
import { scheduler } from "node:timers/promises";

// node_modules/execa/lib/ipc/reference.js
var addReference = (channel, reference) => {
  if (reference) {
    addReferenceCount(channel);
  }
};
var addReferenceCount = (channel) => {
  channel.refCounted();
};
var removeReference = (channel, reference) => {
  if (reference) {
    removeReferenceCount(channel);
  }
};
var removeReferenceCount = (channel) => {
  channel.unrefCounted();
};
var undoAddedReferences = (channel, isSubprocess) => {
  if (!isSubprocess) {
    return;
  }
  removeReferenceCount(channel);
  removeReferenceCount(channel);
};
var redoAddedReferences = (channel, isSubprocess) => {
  if (!isSubprocess) {
    return;
  }
  addReferenceCount(channel);
  addReferenceCount(channel);
};

// node_modules/execa/lib/ipc/incoming.js
var onMessage = async ({ anyProcess, channel, isSubprocess, ipcEmitter }, wrappedMessage) => {
  if (handleStrictResponse(wrappedMessage, anyProcess) || isSubprocess && handleAbort(wrappedMessage)) {
    return;
  }
  if (!INCOMING_MESSAGES.has(anyProcess)) {
    INCOMING_MESSAGES.set(anyProcess, []);
  }
  const incomingMessages = INCOMING_MESSAGES.get(anyProcess);
  incomingMessages.push(wrappedMessage);
  if (incomingMessages.length > 1) {
    return;
  }
  while (incomingMessages.length > 0) {
    await waitForOutgoingMessages(anyProcess, ipcEmitter, incomingMessages[0]);
    await scheduler.yield();
    const message = await handleStrictRequest({
      wrappedMessage: incomingMessages[0],
      anyProcess,
      channel,
      isSubprocess,
      ipcEmitter
    });
    incomingMessages.shift();
    ipcEmitter.emit("message", message);
    ipcEmitter.emit("message:done");
  }
};
var onDisconnect = async ({ anyProcess, channel, isSubprocess, ipcEmitter, boundOnMessage }) => {
  if (isSubprocess) {
    abortOnDisconnect();
  }
  const incomingMessages = INCOMING_MESSAGES.get(anyProcess);
  while (incomingMessages?.length > 0) {
    await once2(ipcEmitter, "message:done");
  }
  anyProcess.removeListener("message", boundOnMessage);
  redoAddedReferences(channel, isSubprocess);
  ipcEmitter.connected = false;
  ipcEmitter.emit("disconnect");
};
var INCOMING_MESSAGES = /* @__PURE__ */ new WeakMap();

// node_modules/execa/lib/ipc/forward.js
var getIpcEmitter = (anyProcess, channel, isSubprocess) => {
  if (IPC_EMITTERS.has(anyProcess)) {
    return IPC_EMITTERS.get(anyProcess);
  }
  const ipcEmitter = new EventEmitter();
  ipcEmitter.setMaxListeners(0);
  ipcEmitter.connected = true;
  IPC_EMITTERS.set(anyProcess, ipcEmitter);
  forwardEvents({
    ipcEmitter,
    anyProcess,
    channel,
    isSubprocess
  });
  return ipcEmitter;
};
var IPC_EMITTERS = /* @__PURE__ */ new WeakMap();
var forwardEvents = ({ ipcEmitter, anyProcess, channel, isSubprocess }) => {
  const boundOnMessage = onMessage.bind(void 0, {
    anyProcess,
    channel,
    isSubprocess,
    ipcEmitter
  });
  anyProcess.on("message", boundOnMessage);
  anyProcess.once("disconnect", onDisconnect.bind(void 0, {
    anyProcess,
    channel,
    isSubprocess,
    ipcEmitter,
    boundOnMessage
  }));
  undoAddedReferences(channel, isSubprocess);
};
var isConnected = (anyProcess) => {
  const ipcEmitter = IPC_EMITTERS.get(anyProcess);
  return ipcEmitter === void 0 ? anyProcess.channel !== void 0 && anyProcess.channel !== null : ipcEmitter.connected;
};

// node_modules/execa/lib/ipc/strict.js
var handleSendStrict = ({ anyProcess, channel, isSubprocess, message, strict }) => {
  if (!strict) {
    return message;
  }
  const ipcEmitter = getIpcEmitter(anyProcess, channel, isSubprocess);
  const hasListeners = hasMessageListeners(anyProcess, ipcEmitter);
  return {
    id: count++,
    type: REQUEST_TYPE,
    message,
    hasListeners
  };
};
var count = 0;
var validateStrictDeadlock = (outgoingMessages, wrappedMessage) => {
  if (!isStrictRequest(wrappedMessage) || wrappedMessage.hasListeners) {
    return;
  }
  for (const { id } of outgoingMessages) {
    if (id !== void 0) {
      STRICT_RESPONSES[id].deferred.resolve({ isDeadlock: true, hasListeners: false });
    }
  }
};
var handleStrictRequest = async ({ wrappedMessage, anyProcess, channel, isSubprocess, ipcEmitter }) => {
  if (!isStrictRequest(wrappedMessage)) {
    return wrappedMessage;
  }
  const { id, message } = wrappedMessage;
  if (!anyProcess.connected) {
    return message;
  }
  const response = { id, type: RESPONSE_TYPE, message: hasMessageListeners(anyProcess, ipcEmitter) };
  try {
    await sendMessage({
      anyProcess,
      channel,
      isSubprocess,
      ipc: true
    }, response);
  } catch (error) {
    if (error.cause?.code !== "EPIPE") {
      ipcEmitter.emit("strict:error", error);
    }
  }
  return message;
};
var handleStrictResponse = (wrappedMessage, anyProcess) => {
  if (wrappedMessage?.type !== RESPONSE_TYPE) {
    return false;
  }
  const { id, message: hasListeners } = wrappedMessage;
  const strictResponse = STRICT_RESPONSES[id];
  if (strictResponse?.anyProcess === anyProcess) {
    strictResponse.deferred.resolve({ isDeadlock: false, hasListeners });
  }
  return true;
};
var waitForStrictResponse = async (wrappedMessage, anyProcess, isSubprocess) => {
  const deferred = createDeferred();
  STRICT_RESPONSES[wrappedMessage.id] = { deferred, anyProcess };
  const controller = new AbortController();
  try {
    const { isDeadlock, hasListeners } = await Promise.race([
      deferred,
      throwOnDisconnect(anyProcess, isSubprocess, controller)
    ]);
    if (isDeadlock) {
      throwOnStrictDeadlockError(isSubprocess);
    }
    if (!hasListeners) {
      throwOnMissingStrict(isSubprocess);
    }
  } finally {
    controller.abort();
    delete STRICT_RESPONSES[wrappedMessage.id];
  }
};
var STRICT_RESPONSES = { __proto__: null };
var throwOnDisconnect = async (anyProcess, isSubprocess, { signal }) => {
  incrementMaxListeners(anyProcess, 1, signal);
  await once3(anyProcess, "disconnect", { signal });
  throwOnStrictDisconnect(isSubprocess);
};
var REQUEST_TYPE = "execa:ipc:request";
var RESPONSE_TYPE = "execa:ipc:response";
var isStrictRequest = (wrappedMessage) => wrappedMessage?.type === REQUEST_TYPE && Number.isInteger(wrappedMessage.id) && typeof wrappedMessage.hasListeners === "boolean";

// node_modules/execa/lib/ipc/outgoing.js
var startSendMessage = (anyProcess, wrappedMessage, strict) => {
  if (!OUTGOING_MESSAGES.has(anyProcess)) {
    OUTGOING_MESSAGES.set(anyProcess, /* @__PURE__ */ new Set());
  }
  const outgoingMessages = OUTGOING_MESSAGES.get(anyProcess);
  const onMessageSent = createDeferred();
  const id = strict ? wrappedMessage.id : void 0;
  const outgoingMessage = { onMessageSent, id };
  outgoingMessages.add(outgoingMessage);
  return { outgoingMessages, outgoingMessage };
};
var endSendMessage = ({ outgoingMessages, outgoingMessage }) => {
  outgoingMessages.delete(outgoingMessage);
  outgoingMessage.onMessageSent.resolve();
};
var waitForOutgoingMessages = async (anyProcess, ipcEmitter, wrappedMessage) => {
  while (!hasMessageListeners(anyProcess, ipcEmitter) && OUTGOING_MESSAGES.get(anyProcess)?.size > 0) {
    const outgoingMessages = [...OUTGOING_MESSAGES.get(anyProcess)];
    validateStrictDeadlock(outgoingMessages, wrappedMessage);
    await Promise.all(outgoingMessages.map(({ onMessageSent }) => onMessageSent));
  }
};
var OUTGOING_MESSAGES = /* @__PURE__ */ new WeakMap();
var IPC_SUBPROCESS_OPTIONS = /* @__PURE__ */ new WeakMap();
var setIpcSubprocessOptions = (subprocess, options) => {
  IPC_SUBPROCESS_OPTIONS.set(subprocess, options);
};
var hasMessageListeners = (anyProcess, ipcEmitter) => ipcEmitter.listenerCount("message") > getMinListenerCount(anyProcess);
var getMinListenerCount = (anyProcess) => getOptions(anyProcess) !== void 0 && !getFdSpecificValue(getOptions(anyProcess).buffer, "ipc") ? 1 : 0;
var getOptions = (anyProcess) => IPC_SUBPROCESS_OPTIONS.get(anyProcess);

// node_modules/execa/lib/ipc/send.js
var sendMessage = ({ anyProcess, channel, isSubprocess, ipc }, message, options) => {
  const { strict = false } = copyOptions(options);
  checkBooleanOption(strict, "strict");
  const methodName = "sendMessage";
  validateIpcMethod({
    methodName,
    isSubprocess,
    ipc,
    isConnected: anyProcess.connected
  });
  return sendMessageAsync({
    anyProcess,
    channel,
    methodName,
    isSubprocess,
    message,
    strict
  });
};
var sendMessageAsync = async ({ anyProcess, channel, methodName, isSubprocess, message, strict }) => {
  const wrappedMessage = handleSendStrict({
    anyProcess,
    channel,
    isSubprocess,
    message,
    strict
  });
  const outgoingMessagesState = startSendMessage(anyProcess, wrappedMessage, strict);
  try {
    await sendOneMessage({
      anyProcess,
      methodName,
      isSubprocess,
      wrappedMessage,
      message,
      strict
    });
  } catch (error) {
    disconnect(anyProcess);
    throw error;
  } finally {
    endSendMessage(outgoingMessagesState);
  }
};
var sendOneMessage = async ({ anyProcess, methodName, isSubprocess, wrappedMessage, message, strict = false }) => {
  const sendMethod = getSendMethod(anyProcess);
  try {
    await Promise.all([
      // Only messages sent with the `strict` option wait for an acknowledgment response
      strict ? waitForStrictResponse(wrappedMessage, anyProcess, isSubprocess) : void 0,
      sendMethod(wrappedMessage)
    ]);
  } catch (error) {
    handleEpipeError({ error, methodName, isSubprocess });
    handleSerializationError({
      error,
      methodName,
      isSubprocess,
      message
    });
    throw error;
  }
};
var getSendMethod = (anyProcess) => {
  if (PROCESS_SEND_METHODS.has(anyProcess)) {
    return PROCESS_SEND_METHODS.get(anyProcess);
  }
  const sendMethod = promisify2(anyProcess.send.bind(anyProcess));
  PROCESS_SEND_METHODS.set(anyProcess, sendMethod);
  return sendMethod;
};
var PROCESS_SEND_METHODS = /* @__PURE__ */ new WeakMap();

// node_modules/execa/lib/ipc/graceful.js
var sendAbort = (subprocess, message) => {
  const methodName = "cancelSignal";
  validateConnection(methodName, false, subprocess.connected);
  return sendOneMessage({
    anyProcess: subprocess,
    methodName,
    isSubprocess: false,
    wrappedMessage: { type: GRACEFUL_CANCEL_TYPE, message },
    message
  });
};
var getCancelSignal = async ({ anyProcess, channel, isSubprocess, ipc }) => {
  await startIpc({
    anyProcess,
    channel,
    isSubprocess,
    ipc
  });
  return cancelController.signal;
};
var startIpc = async ({ anyProcess, channel, isSubprocess, ipc }) => {
  if (isCancelListening) {
    return;
  }
  if (!ipc) {
    throwOnMissingParent();
    return;
  }
  isCancelListening = true;
  if (!anyProcess.connected) {
    abortOnDisconnect();
    return;
  }
  getIpcEmitter(anyProcess, channel, isSubprocess);
  await scheduler2.yield();
};
var isCancelListening = false;
var handleAbort = (wrappedMessage) => {
  if (wrappedMessage?.type !== GRACEFUL_CANCEL_TYPE) {
    return false;
  }
  cancelController.abort(wrappedMessage.message);
  return true;
};
var GRACEFUL_CANCEL_TYPE = "execa:ipc:cancel";
var abortOnDisconnect = () => {
  cancelController.abort(getAbortDisconnectError());
};
var cancelController = new AbortController();

// node_modules/execa/lib/terminate/graceful.js
var validateGracefulCancel = ({ gracefulCancel, cancelSignal, ipc, serialization }) => {
  if (!gracefulCancel) {
    return;
  }
  if (cancelSignal === void 0) {
    throw new Error("The `cancelSignal` option must be defined when setting the `gracefulCancel` option.");
  }
  if (!ipc) {
    throw new Error("The `ipc` option cannot be false when setting the `gracefulCancel` option.");
  }
  if (serialization === "json") {
    throw new Error("The `serialization` option cannot be 'json' when setting the `gracefulCancel` option.");
  }
};
var throwOnGracefulCancel = ({
  subprocess,
  kill,
  cancelSignal,
  gracefulCancel,
  forceKillAfterDelay,
  context,
  controller
}) => gracefulCancel ? [sendOnAbort({
  subprocess,
  kill,
  cancelSignal,
  forceKillAfterDelay,
  context,
  controller
})] : [];
var sendOnAbort = async ({ subprocess, kill, cancelSignal, forceKillAfterDelay, context, controller: { signal } }) => {
  await onAbortedSignal(cancelSignal, signal);
  const reason = getReason(cancelSignal);
  await sendAbort(subprocess, reason);
  killOnTimeout({
    kill,
    forceKillAfterDelay,
    context,
    controllerSignal: signal
  });
  context.terminationReason ??= "gracefulCancel";
  throw cancelSignal.reason;
};
var getReason = ({ reason }) => {
  if (!(reason instanceof DOMException)) {
    return reason;
  }
  const error = new Error(reason.message);
  Object.defineProperty(error, "stack", {
    value: reason.stack,
    enumerable: false,
    configurable: true,
    writable: true
  });
  return error;
};

// node_modules/execa/lib/methods/node.js
import { execPath, execArgv } from "node:process";
import path3 from "node:path";
var mapNode = ({ options }) => {
  if (options.node === false) {
    throw new TypeError('The "node" option cannot be false with `execaNode()`.');
  }
  return { options: { __proto__: null, ...options, node: true } };
};
var getDefaultNodeOptions = () => {
  const nodeOptions = [];
  for (let index = 0; index < execArgv.length; index += 1) {
    const nodeOption = execArgv[index];
    if (REMOVED_OPTIONS_WITH_VALUE.has(nodeOption)) {
      if (!execArgv[index + 1]?.startsWith("-")) {
        index += 1;
      }
    } else if (!IGNORED_OPTIONS_REGEXP.test(nodeOption)) {
      nodeOptions.push(nodeOption);
    }
  }
  return nodeOptions;
};
var REMOVED_OPTIONS_WITH_VALUE = /* @__PURE__ */ new Set(["-e", "--eval", "-p", "--print", "-pe", "--input-type", "--inspect-port"]);
var IGNORED_OPTIONS_REGEXP = /^--(?:inspect|eval=|print=|input-type=)/;
var handleNodeOption = (file, commandArguments, {
  node: shouldHandleNode = false,
  nodePath = execPath,
  nodeOptions = getDefaultNodeOptions(),
  cwd,
  execPath: formerNodePath,
  ...options
}) => {
  if (formerNodePath !== void 0) {
    throw new TypeError('The "execPath" option has been removed. Please use the "nodePath" option instead.');
  }
  if (!Array.isArray(nodeOptions) || nodeOptions.some((nodeOption) => typeof nodeOption !== "string")) {
    throw new TypeError('The "nodeOptions" option must be an array of strings.');
  }
  const normalizedNodePath = safeNormalizeFileUrl(nodePath, 'The "nodePath" option');
  const resolvedNodePath = path3.resolve(cwd, normalizedNodePath);
  const newOptions = {
    __proto__: null,
    shell: false,
    ...options,
    nodePath: resolvedNodePath,
    node: shouldHandleNode,
    cwd
  };
  if (!shouldHandleNode) {
    return [file, commandArguments, newOptions];
  }
  if (path3.basename(file, ".exe") === "node") {
    throw new TypeError('When the "node" option is true, the first argument does not need to be "node".');
  }
  return [
    resolvedNodePath,
    [
      ...nodeOptions,
      file,
      ...commandArguments
    ],
    {
      __proto__: null,
      ...newOptions,
      // Like other options, `undefined` uses the default value
      ipc: newOptions.ipc === void 0 ? true : newOptions.ipc,
      shell: false
    }
  ];
};

// node_modules/execa/lib/ipc/ipc-input.js
import { serialize } from "node:v8";
var validateIpcInputOption = ({ ipcInput, ipc, serialization }) => {
  if (ipcInput === void 0) {
    return;
  }
  if (!ipc) {
    throw new Error("The `ipcInput` option cannot be set unless the `ipc` option is `true`.");
  }
  validateIpcInput[serialization]?.(ipcInput);
};
var validateAdvancedInput = (ipcInput) => {
  try {
    serialize(ipcInput);
  } catch (error) {
    throw new Error("The `ipcInput` option is not serializable with a structured clone.", { cause: error });
  }
};
var validateJsonInput = (ipcInput) => {
  try {
    if (JSON.stringify(ipcInput) === void 0) {
      throw new TypeError("The value cannot be represented as JSON.");
    }
  } catch (error) {
    throw new Error("The `ipcInput` option is not serializable with JSON.", { cause: error });
  }
};
var validateIpcInput = {
  __proto__: null,
  advanced: validateAdvancedInput,
  json: validateJsonInput
};
var sendIpcInput = async (subprocess, ipcInput, ipc) => {
  if (ipcInput === void 0) {
    return;
  }
  await sendMessage({
    anyProcess: subprocess,
    channel: subprocess.channel,
    isSubprocess: false,
    ipc
  }, ipcInput);
};

// node_modules/execa/lib/arguments/encoding-option.js
var validateEncoding = ({ encoding }) => {
  if (ENCODINGS.has(encoding)) {
    return;
  }
  const correctEncoding = getCorrectEncoding(encoding);
  if (correctEncoding !== void 0) {
    throw new TypeError(`Invalid option \`encoding: ${serializeEncoding(encoding)}\`.
Please rename it to ${serializeEncoding(correctEncoding)}.`);
  }
  const correctEncodings = [...ENCODINGS].map((correctEncoding2) => serializeEncoding(correctEncoding2)).join(", ");
  throw new TypeError(`Invalid option \`encoding: ${serializeEncoding(encoding)}\`.
Please rename it to one of: ${correctEncodings}.`);
};
var TEXT_ENCODINGS = /* @__PURE__ */ new Set(["utf8", "utf16le"]);
var BINARY_ENCODINGS = /* @__PURE__ */ new Set(["buffer", "hex", "base64", "base64url", "latin1", "ascii"]);
var ENCODINGS = TEXT_ENCODINGS.union(BINARY_ENCODINGS);
var getStringEncoding = (binary, encoding) => binary || !TEXT_ENCODINGS.has(encoding) ? "utf8" : encoding;
var getInputEncoding = (encoding) => TEXT_ENCODINGS.has(encoding) ? "utf8" : encoding;
var getCorrectEncoding = (encoding) => {
  if (encoding === null) {
    return "buffer";
  }
  if (typeof encoding !== "string") {
    return;
  }
  const lowerEncoding = encoding.toLowerCase();
  if (lowerEncoding in ENCODING_ALIASES) {
    return ENCODING_ALIASES[lowerEncoding];
  }
  if (ENCODINGS.has(lowerEncoding)) {
    return lowerEncoding;
  }
};
var ENCODING_ALIASES = {
  __proto__: null,
  // eslint-disable-next-line unicorn/text-encoding-identifier-case
  "utf-8": "utf8",
  "utf-16le": "utf16le",
  "ucs-2": "utf16le",
  ucs2: "utf16le",
  binary: "latin1"
};
var serializeEncoding = (encoding) => typeof encoding === "string" ? `"${encoding}"` : String(encoding);

// node_modules/execa/lib/arguments/command-file.js
import { openSync, readSync, closeSync } from "node:fs";
import { Buffer } from "node:buffer";
import path5 from "node:path";
import process7 from "node:process";

// node_modules/which-command/index.js
import fs from "node:fs";
import path4 from "node:path";
import process6 from "node:process";
var isWindows = process6.platform === "win32";
var separatorPattern = isWindows ? new RegExp("[\\/\\\\]", "v") : new RegExp("\\/", "v");
var defaultPathExt = ".COM;.EXE;.BAT;.CMD;.VBS;.VBE;.JS;.JSE;.WSF;.WSH;.MSC";
function resolveOptions(command, options) {
  if (typeof command !== "string" || command.length === 0) {
    throw new TypeError("Expected a non-empty string.");
  }
  const {
    cwd = process6.cwd(),
    // On Windows, `process.env.PATH` can be undefined in some contexts (for example, worker threads), where it's only exposed as `Path`.
    path: searchPath = process6.env.PATH ?? (isWindows ? process6.env.Path : void 0) ?? "",
    // `||` (not `??`) so an empty `PATHEXT` falls back to the default instead of disabling all lookup on Windows.
    pathExt = process6.env.PATHEXT || defaultPathExt
  } = options;
  return { cwd, searchPath, pathExt };
}
function windowsExtensions(command, pathExt) {
  const extensions = pathExt.split(path4.delimiter).filter(Boolean);
  const commandExtension = path4.extname(command).toLowerCase();
  if (commandExtension !== "" && extensions.some((extension) => extension.toLowerCase() === commandExtension)) {
    return ["", ...extensions];
  }
  return extensions;
}
function* candidatePaths(command, { cwd, searchPath, pathExt }) {
  const extensions = isWindows ? windowsExtensions(command, pathExt) : [""];
  if (separatorPattern.test(command)) {
    const base = path4.resolve(cwd, command);
    for (const extension of extensions) {
      yield base + extension;
    }
    return;
  }
  const directories = [
    // Windows searches the current directory before `PATH`.
    ...isWindows ? [cwd] : [],
    ...searchPath.split(path4.delimiter)
  ];
  for (const directory of directories) {
    const unquoted = isWindows && directory.length > 1 && directory.startsWith('"') && directory.endsWith('"') ? directory.slice(1, -1) : directory;
    if (unquoted === "") {
      continue;
    }
    const base = path4.resolve(cwd, unquoted, command);
    for (const extension of extensions) {
      yield base + extension;
    }
  }
}
function isExecutableSync(filePath) {
  let stats;
  try {
    stats = fs.statSync(filePath);
  } catch (error) {
    return isWindows && error.code === "EACCES";
  }
  if (!stats.isFile()) {
    return false;
  }
  if (isWindows) {
    return true;
  }
  try {
    fs.accessSync(filePath, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
function whichCommandSync(command, options = {}) {
  const resolved = resolveOptions(command, options);
  for (const candidate of candidatePaths(command, resolved)) {
    if (isExecutableSync(candidate)) {
      return candidate;
    }
  }
  return void 0;
}

// node_modules/execa/lib/arguments/command-file.js
var parseCommandFile = (file, commandArguments, options) => {
  const parsed = { file, commandArguments: [...commandArguments], options };
  return options.shell || process7.platform !== "win32" ? parsed : escapeWindowsCommand(parsed);
};
var directlyExecutableRegExp = /\.(?:com|exe)$/i;
var escapeWindowsCommand = (parsed) => {
  const resolvedFile = resolveWithShebang(parsed);
  if (resolvedFile !== void 0 && directlyExecutableRegExp.test(resolvedFile)) {
    if (parsed.options.argv0 === void 0) {
      parsed.options.argv0 = parsed.file;
    }
    parsed.file = resolvedFile;
    return parsed;
  }
  for (const value of [parsed.file, ...parsed.commandArguments]) {
    assertNoLineBreak(value);
  }
  const escapedFile = escapeMetaChars(path5.normalize(resolvedFile ?? parsed.file));
  const escapedArguments = parsed.commandArguments.map((argument) => escapeArgument(argument));
  const commandLine = `"${[escapedFile, ...escapedArguments].join(" ")}"`;
  parsed.options.windowsVerbatimArguments = true;
  return {
    file: process7.env.comspec || "cmd.exe",
    // `/e:on` enables the command extensions the `%` escaping relies on, and `/v:off` disables delayed expansion so `!` is literal, even when the registry changes either default
    commandArguments: ["/d", "/e:on", "/v:off", "/s", "/c", commandLine],
    options: parsed.options
  };
};
var resolveWithShebang = (parsed) => {
  const resolvedFile = resolvePath(parsed);
  const interpreter = resolvedFile !== void 0 && readShebang(resolvedFile);
  if (!interpreter) {
    return resolvedFile;
  }
  parsed.commandArguments.unshift(resolvedFile);
  parsed.file = interpreter;
  return resolvePath(parsed);
};
var resolvePath = (parsed) => {
  const environment = parsed.options.env || process7.env;
  const cwd = parsed.options.cwd ?? process7.cwd();
  const environmentPathExt = getWindowsEnvironmentValue(environment, "PATHEXT");
  const commandExtension = path5.extname(parsed.file);
  const pathExt = commandExtension === "" ? environmentPathExt : `${commandExtension}${path5.delimiter}${environmentPathExt ?? ""}`;
  if (hasWindowsPathSeparator(parsed.file)) {
    return whichCommandSync(path5.resolve(cwd, parsed.file), { cwd, pathExt });
  }
  const searchPath = getWindowsEnvironmentValue(environment, "PATH") ?? getWindowsEnvironmentValue(process7.env, "PATH") ?? "";
  const resolveOptions2 = {
    cwd,
    path: searchPath,
    pathExt
  };
  return shouldSearchCurrentDirectory(environment) ? whichCommandSync(parsed.file, resolveOptions2) : resolvePathDirectories(parsed.file, resolveOptions2);
};
var hasWindowsPathSeparator = (file) => file.includes("/") || file.includes("\\") || file.includes(":");
var shouldSearchCurrentDirectory = (environment) => getWindowsEnvironmentValue(process7.env, "NODEFAULTCURRENTDIRECTORYINEXEPATH") === void 0 && getWindowsEnvironmentValue(environment, "NODEFAULTCURRENTDIRECTORYINEXEPATH") === void 0;
var resolvePathDirectories = (file, { cwd, path: searchPath, pathExt }) => {
  for (const directory of searchPath.split(path5.delimiter)) {
    const unquotedDirectory = directory.length > 1 && directory.startsWith('"') && directory.endsWith('"') ? directory.slice(1, -1) : directory;
    if (unquotedDirectory === "") {
      continue;
    }
    const resolvedFile = whichCommandSync(path5.resolve(cwd, unquotedDirectory, file), { cwd, pathExt });
    if (resolvedFile !== void 0) {
      return resolvedFile;
    }
  }
};
var getWindowsEnvironmentValue = (environment, name) => {
  const environmentKey = Object.keys(environment).sort().find((key) => key.toUpperCase() === name);
  return environmentKey === void 0 ? void 0 : environment[environmentKey];
};
var SHEBANG_BYTE_LENGTH = 150;
var readShebang = (file) => {
  const buffer = Buffer.alloc(SHEBANG_BYTE_LENGTH);
  let bytesRead = 0;
  try {
    const fileDescriptor = openSync(file, "r");
    try {
      bytesRead = readSync(fileDescriptor, buffer, 0, SHEBANG_BYTE_LENGTH, 0);
    } finally {
      closeSync(fileDescriptor);
    }
  } catch {
    return void 0;
  }
  return parseShebang(buffer.toString("utf8", 0, bytesRead));
};
var shebangRegExp = /^#!(?<line>.*)/;
var parseShebang = (contents) => {
  const shebangLine = contents.match(shebangRegExp)?.groups.line.trim();
  if (!shebangLine) {
    return void 0;
  }
  const [interpreterPath, argument] = shebangLine.split(" ", 2);
  const interpreter = interpreterPath.split("/").at(-1);
  if (interpreter === "env") {
    return argument;
  }
  return argument ? `${interpreter} ${argument}` : interpreter;
};
var lineBreakRegExp = /[\n\r]/;
var assertNoLineBreak = (value) => {
  if (lineBreakRegExp.test(value)) {
    throw new TypeError(`The command and its arguments cannot contain a line break on Windows without a shell.
This would allow a command injection with \`cmd.exe\`.
Invalid value: ${JSON.stringify(`${value}`)}`);
  }
};
var metaCharsRegExp = /[()\][%!^"`<>&|;, *?]/g;
var escapeMetaChars = (value) => value.replaceAll(metaCharsRegExp, "^$&");
var backslashRunRegExp = /\\+/g;
var quotedCharacterRegExp = new RegExp("[^\\w#$*+\\-./:?@\\\\\\u{80}-\\u{10FFFF}]|\\p{Control}", "u");
var escapeArgument = (rawArgument) => {
  const argument = `${rawArgument}`;
  if (!shouldQuoteArgument(argument)) {
    return argument;
  }
  const escapedArgument = argument.replaceAll(backslashRunRegExp, (backslashes, offset, string) => {
    const nextCharacter = string[offset + backslashes.length];
    const isPrecedesDoubleQuote = nextCharacter === '"' || nextCharacter === void 0;
    return isPrecedesDoubleQuote ? backslashes.repeat(2) : backslashes;
  }).replaceAll('"', '""').replaceAll("%", "%%cd:~,%");
  return `"${escapedArgument}"`;
};
var shouldQuoteArgument = (argument) => argument === "" || argument.endsWith("\\") || quotedCharacterRegExp.test(argument);

// node_modules/execa/lib/arguments/cwd.js
import { statSync as statSync6 } from "node:fs";
import path6 from "node:path";
import process8 from "node:process";
var normalizeCwd = (cwd = getDefaultCwd()) => {
  const cwdString = safeNormalizeFileUrl(cwd, 'The "cwd" option');
  return path6.resolve(cwdString);
};
var getDefaultCwd = () => {
  try {
    return process8.cwd();
  } catch (error) {
    error.message = `The current directory does not exist.
${error.message}`;
    throw error;
  }
};
var getCurrentCwd = () => {
  try {
    return process8.cwd();
  } catch {
  }
};
var fixCwdError = (originalMessage, cwd) => {
  if (cwd === getCurrentCwd()) {
    return originalMessage;
  }
  let cwdStat;
  try {
    cwdStat = statSync6(cwd);
  } catch (error) {
    return `The "cwd" option is invalid: ${cwd}.
${error.message}
${originalMessage}`;
  }
  return cwdStat.isDirectory() ? originalMessage : `The "cwd" option is not a directory: ${cwd}.
${originalMessage}`;
};

// node_modules/execa/lib/arguments/options.js
var cmdExeRegExp = /^cmd(?:\.exe)?$/i;
var normalizeOptions = (filePath, rawArguments, rawOptions) => {
  const sanitizedOptions = { __proto__: null, ...rawOptions };
  sanitizedOptions.cwd = normalizeCwd(sanitizedOptions.cwd);
  const [processedFile, processedArguments, processedOptions] = handleNodeOption(filePath, rawArguments, sanitizedOptions);
  const fdOptions = normalizeFdSpecificOptions(processedOptions);
  const options = addDefaultOptions(fdOptions);
  validateBooleanOptions(options);
  validateEnv(options);
  options.env = getEnv(options);
  const { file, commandArguments } = parseCommandFile(processedFile, processedArguments, options);
  validateTimeout(options);
  validateEncoding(options);
  validateIpcInputOption(options);
  validateCancelSignal(options);
  validateRenamedSignalOption(options);
  validateGracefulCancel(options);
  options.shell = normalizeFileUrl(options.shell);
  options.killSignal = normalizeKillSignal(options.killSignal);
  options.forceKillAfterDelay = normalizeForceKillAfterDelay(options.forceKillAfterDelay);
  options.lines = options.lines.map((lines, fdNumber) => lines && !BINARY_ENCODINGS.has(options.encoding) && options.buffer[fdNumber]);
  if (process9.platform === "win32" && cmdExeRegExp.test(path7.basename(file))) {
    commandArguments.unshift("/q");
  }
  return { file, commandArguments, options };
};
var BOOLEAN_OPTIONS = [
  "extendEnv",
  "preferLocal",
  "reject",
  "cleanup",
  "killDescendants",
  "all",
  "gracefulCancel",
  "ipc",
  "node"
];
var validateBooleanOptions = (options) => {
  for (const optionName of BOOLEAN_OPTIONS) {
    checkBooleanOption(options[optionName], optionName);
  }
};
var validateEnv = ({ env }) => {
  if (env !== void 0 && (typeof env !== "object" || env === null || Array.isArray(env))) {
    throw new TypeError(`The \`env\` option must be an object: ${String(env)}.`);
  }
};
var addDefaultOptions = ({
  extendEnv = true,
  preferLocal = false,
  cwd,
  localDir: localDirectory = cwd,
  encoding = "utf8",
  reject = true,
  cleanup = true,
  killDescendants = false,
  all = false,
  windowsHide = true,
  killSignal = "SIGTERM",
  forceKillAfterDelay = true,
  gracefulCancel = false,
  ipcInput,
  ipc = ipcInput !== void 0 || gracefulCancel,
  serialization = "advanced",
  ...options
}) => ({
  __proto__: null,
  ...options,
  extendEnv,
  preferLocal,
  cwd,
  localDirectory,
  encoding,
  reject,
  cleanup,
  killDescendants,
  all,
  windowsHide,
  killSignal,
  forceKillAfterDelay,
  gracefulCancel,
  ipcInput,
  ipc,
  serialization
});
var getEnv = (options) => ({ __proto__: null, ...computeEnv(options) });
var computeEnv = ({ env: envOption, extendEnv, preferLocal, node, localDirectory, nodePath }) => {
  const env = { __proto__: null, ...extendEnv && process9.env, ...envOption };
  if (preferLocal || node) {
    return npmRunPathEnv({
      env,
      cwd: localDirectory,
      execPath: nodePath,
      preferLocal,
      addExecPath: node
    });
  }
  return env;
};

// node_modules/execa/lib/arguments/shell.js
var concatenateShell = (file, commandArguments, options) => options.shell && commandArguments.length > 0 ? [[file, ...commandArguments].join(" "), [], options] : [file, commandArguments, options];

// node_modules/execa/lib/resolve/all-sync.js
import { Buffer as Buffer2 } from "node:buffer";

// node_modules/execa/lib/transform/split.js
var getSplitLinesGenerator = (binary, preserveNewlines, skipped, state) => binary || skipped ? void 0 : initializeSplitLines(preserveNewlines, state);
var splitLinesSync = (chunk, preserveNewlines, objectMode) => objectMode ? chunk.flatMap((item) => splitLinesItemSync(item, preserveNewlines)) : splitLinesItemSync(chunk, preserveNewlines);
var splitLinesItemSync = (chunk, preserveNewlines) => {
  const { transform, final } = initializeSplitLines(preserveNewlines, {});
  return [...transform(chunk), ...final()];
};
var initializeSplitLines = (preserveNewlines, state) => {
  state.previousChunks = "";
  return {
    transform: splitGenerator.bind(void 0, state, preserveNewlines),
    final: linesFinal.bind(void 0, state)
  };
};
var splitGenerator = function* (state, preserveNewlines, chunk) {
  if (typeof chunk !== "string") {
    yield chunk;
    return;
  }
  let { previousChunks } = state;
  let start = -1;
  for (let end = 0; end < chunk.length; end += 1) {
    if (chunk[end] !== "\n") {
      continue;
    }
    let line = chunk.slice(start + 1, preserveNewlines ? end + 1 : end);
    if (previousChunks.length > 0) {
      line = concatString(previousChunks, line);
      previousChunks = "";
    }
    yield preserveNewlines ? line : stripCarriageReturn(line, state);
    start = end;
  }
  if (start !== chunk.length - 1) {
    previousChunks = concatString(previousChunks, chunk.slice(start + 1));
  }
  state.previousChunks = previousChunks;
};
var stripCarriageReturn = (line, state) => {
  state.isWindowsNewline = line.endsWith("\r");
  return state.isWindowsNewline ? line.slice(0, -1) : line;
};
var linesFinal = function* ({ previousChunks }) {
  if (previousChunks.length > 0) {
    yield previousChunks;
  }
};
var getAppendNewlineGenerator = ({ binary, preserveNewlines, readableObjectMode, state, encoding }) => binary || preserveNewlines || readableObjectMode ? void 0 : { transform: appendNewlineGenerator.bind(void 0, state, getStringEncoding(binary, encoding)) };
var appendNewlineGenerator = function* ({ isWindowsNewline = false }, stringEncoding, chunk) {
  const { unixNewline, windowsNewline, concat } = typeof chunk === "string" ? linesStringInfo : LINES_BYTES_INFO[stringEncoding];
  if (endsWithNewline(chunk, unixNewline)) {
    yield chunk;
    return;
  }
  const newline = isWindowsNewline ? windowsNewline : unixNewline;
  yield concat(chunk, newline);
};
var endsWithNewline = (chunk, unixNewline) => typeof chunk === "string" ? chunk.endsWith(unixNewline) : chunk.length >= unixNewline.length && chunk.subarray(-unixNewline.length).every((byte, index) => byte === unixNewline[index]);
var concatString = (firstChunk, secondChunk) => `${firstChunk}${secondChunk}`;
var linesStringInfo = {
  windowsNewline: "\r\n",
  unixNewline: "\n",
  concat: concatString
};
var concatUint8Array = (firstChunk, secondChunk) => {
  const chunk = new Uint8Array(firstChunk.length + secondChunk.length);
  chunk.set(firstChunk, 0);
  chunk.set(secondChunk, firstChunk.length);
  return chunk;
};
var LINES_BYTES_INFO = {
  __proto__: null,
  utf8: {
    windowsNewline: new Uint8Array([13, 10]),
    unixNewline: new Uint8Array([10]),
    concat: concatUint8Array
  },
  utf16le: {
    windowsNewline: new Uint8Array([13, 0, 10, 0]),
    unixNewline: new Uint8Array([10, 0]),
    concat: concatUint8Array
  }
};

// node_modules/strip-final-newline/index.js
function stripFinalNewline(input) {
  if (typeof input === "string") {
    return stripFinalNewlineString(input);
  }
  if (!(ArrayBuffer.isView(input) && input.BYTES_PER_ELEMENT === 1)) {
    throw new Error("Input must be a string or a Uint8Array");
  }
  return stripFinalNewlineBinary(input);
}
var stripFinalNewlineString = (input) => input.at(-1) === LF ? input.slice(0, input.at(-2) === CR ? -2 : -1) : input;
var stripFinalNewlineBinary = (input) => input.at(-1) === LF_BINARY ? input.subarray(0, input.at(-2) === CR_BINARY ? -2 : -1) : input;
var LF = "\n";
var LF_BINARY = LF.codePointAt(0);
var CR = "\r";
var CR_BINARY = CR.codePointAt(0);

// node_modules/execa/lib/io/strip-newline.js
var stripNewline = (value, { stripFinalNewline: stripFinalNewline2 }, fdNumber, allFds) => value !== void 0 && !Array.isArray(value) && getStripFinalNewline(stripFinalNewline2, fdNumber, allFds) ? stripFinalNewline(value) : value;
var getStripFinalNewline = (stripFinalNewline2, fdNumber, allFds) => fdNumber === "all" ? allFds.some((allFd) => stripFinalNewline2[allFd]) : stripFinalNewline2[fdNumber];

// node_modules/execa/lib/resolve/all-sync.js
var getAllSyncFds = ([, stdout, stderr]) => [
  ...stdout === void 0 ? [] : [1],
  ...stderr === void 0 ? [] : [2]
];
var getAllSync = ([, stdout, stderr], allFds, options) => {
  if (!options.all) {
    return;
  }
  if (stdout === void 0) {
    return splitAllLines(stderr, allFds, options);
  }
  if (stderr === void 0) {
    return splitAllLines(stdout, allFds, options);
  }
  if (hasLines(options)) {
    return [splitAllLines(stdout, allFds, options), splitAllLines(stderr, allFds, options)].flat();
  }
  if (Array.isArray(stdout) || Array.isArray(stderr)) {
    return [stdout, stderr].filter((value) => value.length > 0).flat();
  }
  if (isUint8Array(stdout) && isUint8Array(stderr)) {
    return concatUint8Arrays([stdout, stderr]);
  }
  return BASE64_ENCODINGS.has(options.encoding) ? concatBase64(stdout, stderr, options.encoding) : `${stdout}${stderr}`;
};
var concatBase64 = (stdout, stderr, encoding) => Buffer2.concat([Buffer2.from(stdout, encoding), Buffer2.from(stderr, encoding)]).toString(encoding);
var BASE64_ENCODINGS = /* @__PURE__ */ new Set(["base64", "base64url"]);
var hasLines = ({ lines }) => Boolean(lines[1] || lines[2]);
var splitAllLines = (value, allFds, options) => value === void 0 || Array.isArray(value) || !hasLines(options) ? value : splitLinesSync(value, !getStripFinalNewline(options.stripFinalNewline, "all", allFds), false);

// node_modules/execa/lib/return/message.js
import { inspect as inspect3 } from "node:util";

// node_modules/get-stream/source/index.js
import { on } from "node:events";
import { finished } from "node:stream/promises";

// node_modules/is-stream/index.js
function isStream(stream, { checkOpen = true } = {}) {
  return stream !== null && typeof stream === "object" && (stream.writable || stream.readable || !checkOpen || stream.writable === void 0 && stream.readable === void 0) && typeof stream.pipe === "function";
}
function isWritableStream(stream, { checkOpen = true } = {}) {
  return isStream(stream, { checkOpen }) && (stream.writable || !checkOpen) && typeof stream.write === "function" && typeof stream.end === "function" && typeof stream.writable === "boolean" && typeof stream.writableObjectMode === "boolean" && typeof stream.destroy === "function" && typeof stream.destroyed === "boolean";
}
function isReadableStream(stream, { checkOpen = true } = {}) {
  return isStream(stream, { checkOpen }) && (stream.readable || !checkOpen) && typeof stream.read === "function" && typeof stream.readable === "boolean" && typeof stream.readableObjectMode === "boolean" && typeof stream.destroy === "function" && typeof stream.destroyed === "boolean";
}
function isDuplexStream(stream, options) {
  return isWritableStream(stream, options) && isReadableStream(stream, options);
}

// node_modules/@sec-ant/readable-stream/dist/ponyfill/asyncIterator.js
var a = Object.getPrototypeOf(
  Object.getPrototypeOf(
    /* istanbul ignore next */
    async function* () {
    }
  ).prototype
);
var c = class {
  #t;
  #n;
  #r = false;
  #e = void 0;
  constructor(e, t) {
    this.#t = e, this.#n = t;
  }
  next() {
    const e = () => this.#s();
    return this.#e = this.#e ? this.#e.then(e, e) : e(), this.#e;
  }
  return(e) {
    const t = () => this.#i(e);
    return this.#e ? this.#e.then(t, t) : t();
  }
  async #s() {
    if (this.#r)
      return {
        done: true,
        value: void 0
      };
    let e;
    try {
      e = await this.#t.read();
    } catch (t) {
      throw this.#e = void 0, this.#r = true, this.#t.releaseLock(), t;
    }
    return e.done && (this.#e = void 0, this.#r = true, this.#t.releaseLock()), e;
  }
  async #i(e) {
    if (this.#r)
      return {
        done: true,
        value: e
      };
    if (this.#r = true, !this.#n) {
      const t = this.#t.cancel(e);
      return this.#t.releaseLock(), await t, {
        done: true,
        value: e
      };
    }
    return this.#t.releaseLock(), {
      done: true,
      value: e
    };
  }
};
var n = /* @__PURE__ */ Symbol();
function i() {
  return this[n].next();
}
Object.defineProperty(i, "name", { value: "next" });
function o(r) {
  return this[n].return(r);
}
Object.defineProperty(o, "name", { value: "return" });
var u = Object.create(a, {
  next: {
    enumerable: true,
    configurable: true,
    writable: true,
    value: i
  },
  return: {
    enumerable: true,
    configurable: true,
    writable: true,
    value: o
  }
});
function h({ preventCancel: r = false } = {}) {
  const e = this.getReader(), t = new c(
    e,
    r
  ), s = Object.create(u);
  return s[n] = t, s;
}

// node_modules/get-stream/source/stream.js
var getAsyncIterable = (stream) => {
  if (isReadableStream(stream, { checkOpen: false }) && nodeImports.on !== void 0) {
    return getStreamIterable(stream);
  }
  if (typeof stream?.[Symbol.asyncIterator] === "function") {
    return stream;
  }
  if (toString.call(stream) === "[object ReadableStream]") {
    return h.call(stream);
  }
  throw new TypeError("The first argument must be a Readable, a ReadableStream, or an async iterable.");
};
var { toString } = Object.prototype;
var getStreamIterable = async function* (stream) {
  const controller = new AbortController();
  const state = {};
  handleStreamEnd(stream, controller, state);
  try {
    for await (const [chunk] of nodeImports.on(stream, "data", { signal: controller.signal })) {
      yield chunk;
    }
  } catch (error) {
    if (state.error !== void 0) {
      throw state.error;
    } else if (!controller.signal.aborted) {
      throw error;
    }
  } finally {
    stream.destroy();
  }
};
var handleStreamEnd = async (stream, controller, state) => {
  try {
    await nodeImports.finished(stream, {
      cleanup: true,
      readable: true,
      writable: false,
      error: false
    });
  } catch (error) {
    state.error = error;
  } finally {
    controller.abort();
  }
};
var nodeImports = {};

// node_modules/get-stream/source/contents.js
var getStreamContents = async (stream, { init, convertChunk, getSize, truncateChunk, addChunk, getFinalChunk, finalize }, { maxBuffer = Number.POSITIVE_INFINITY } = {}) => {
  const asyncIterable = getAsyncIterable(stream);
  const state = init();
  state.length = 0;
  try {
    for await (const chunk of asyncIterable) {
      const chunkType = getChunkType(chunk);
      const convertedChunk = convertChunk[chunkType](chunk, state);
      appendChunk({
        convertedChunk,
        state,
        getSize,
        truncateChunk,
        addChunk,
        maxBuffer
      });
    }
    appendFinalChunk({
      state,
      convertChunk,
      getSize,
      truncateChunk,
      addChunk,
      getFinalChunk,
      maxBuffer
    });
    return finalize(state);
  } catch (error) {
    const normalizedError = typeof error === "object" && error !== null ? error : new Error(error);
    normalizedError.bufferedData = finalize(state);
    throw normalizedError;
  }
};
var appendFinalChunk = ({ state, getSize, truncateChunk, addChunk, getFinalChunk, maxBuffer }) => {
  const convertedChunk = getFinalChunk(state);
  if (convertedChunk !== void 0) {
    appendChunk({
      convertedChunk,
      state,
      getSize,
      truncateChunk,
      addChunk,
      maxBuffer
    });
  }
};
var appendChunk = ({ convertedChunk, state, getSize, truncateChunk, addChunk, maxBuffer }) => {
  const chunkSize = getSize(convertedChunk);
  const newLength = state.length + chunkSize;
  if (newLength <= maxBuffer) {
    addNewChunk(convertedChunk, state, addChunk, newLength);
    return;
  }
  const truncatedChunk = truncateChunk(convertedChunk, maxBuffer - state.length);
  if (truncatedChunk !== void 0) {
    addNewChunk(truncatedChunk, state, addChunk, maxBuffer);
  }
  throw new MaxBufferError();
};
var addNewChunk = (convertedChunk, state, addChunk, newLength) => {
  state.contents = addChunk(convertedChunk, state, newLength);
  state.length = newLength;
};
var getChunkType = (chunk) => {
  const typeOfChunk = typeof chunk;
  if (typeOfChunk === "string") {
    return "string";
  }
  if (typeOfChunk !== "object" || chunk === null) {
    return "others";
  }
  if (globalThis.Buffer?.isBuffer(chunk)) {
    return "buffer";
  }
  const prototypeName = objectToString2.call(chunk);
  if (prototypeName === "[object ArrayBuffer]") {
    return "arrayBuffer";
  }
  if (prototypeName === "[object DataView]") {
    return "dataView";
  }
  if (Number.isInteger(chunk.byteLength) && Number.isInteger(chunk.byteOffset) && objectToString2.call(chunk.buffer) === "[object ArrayBuffer]") {
    return "typedArray";
  }
  return "others";
};
var { toString: objectToString2 } = Object.prototype;
var MaxBufferError = class extends Error {
  name = "MaxBufferError";
  constructor() {
    super("maxBuffer exceeded");
  }
};

// node_modules/get-stream/source/utils.js
var identity2 = (value) => value;
var noop = () => void 0;
var getContentsProperty = ({ contents }) => contents;
var throwObjectStream = (chunk) => {
  throw new Error(`Streams in object mode are not supported: ${String(chunk)}`);
};
var getLengthProperty = (convertedChunk) => convertedChunk.length;

// node_modules/get-stream/source/array.js
async function getStreamAsArray(stream, options) {
  return getStreamContents(stream, arrayMethods, options);
}
var initArray = () => ({ contents: [] });
var increment = () => 1;
var addArrayChunk = (convertedChunk, { contents }) => {
  contents.push(convertedChunk);
  return contents;
};
var arrayMethods = {
  init: initArray,
  convertChunk: {
    string: identity2,
    buffer: identity2,
    arrayBuffer: identity2,
    dataView: identity2,
    typedArray: identity2,
    others: identity2
  },
  getSize: increment,
  truncateChunk: noop,
  addChunk: addArrayChunk,
  getFinalChunk: noop,
  finalize: getContentsProperty
};

// node_modules/get-stream/source/array-buffer.js
async function getStreamAsArrayBuffer(stream, options) {
  return getStreamContents(stream, arrayBufferMethods, options);
}
var initArrayBuffer = () => ({ contents: new ArrayBuffer(0) });
var useTextEncoder = (chunk) => textEncoder2.encode(chunk);
var textEncoder2 = new TextEncoder();
var useUint8Array = (chunk) => new Uint8Array(chunk);
var useUint8ArrayWithOffset = (chunk) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
var truncateArrayBufferChunk = (convertedChunk, chunkSize) => convertedChunk.slice(0, chunkSize);
var addArrayBufferChunk = (convertedChunk, { contents, length: previousLength }, length) => {
  const newContents = hasArrayBufferResize() ? resizeArrayBuffer(contents, length) : resizeArrayBufferSlow(contents, length);
  new Uint8Array(newContents).set(convertedChunk, previousLength);
  return newContents;
};
var resizeArrayBufferSlow = (contents, length) => {
  if (length <= contents.byteLength) {
    return contents;
  }
  const arrayBuffer = new ArrayBuffer(getNewContentsLength(length));
  new Uint8Array(arrayBuffer).set(new Uint8Array(contents), 0);
  return arrayBuffer;
};
var resizeArrayBuffer = (contents, length) => {
  if (length <= contents.maxByteLength) {
    contents.resize(length);
    return contents;
  }
  const arrayBuffer = new ArrayBuffer(length, { maxByteLength: getNewContentsLength(length) });
  new Uint8Array(arrayBuffer).set(new Uint8Array(contents), 0);
  return arrayBuffer;
};
var getNewContentsLength = (length) => SCALE_FACTOR ** Math.ceil(Math.log(length) / Math.log(SCALE_FACTOR));
var SCALE_FACTOR = 2;
var finalizeArrayBuffer = ({ contents, length }) => hasArrayBufferResize() ? contents : contents.slice(0, length);
var hasArrayBufferResize = () => "resize" in ArrayBuffer.prototype;
var arrayBufferMethods = {
  init: initArrayBuffer,
  convertChunk: {
    string: useTextEncoder,
    buffer: useUint8Array,
    arrayBuffer: useUint8Array,
    dataView: useUint8ArrayWithOffset,
    typedArray: useUint8ArrayWithOffset,
    others: throwObjectStream
  },
  getSize: getLengthProperty,
  truncateChunk: truncateArrayBufferChunk,
  addChunk: addArrayBufferChunk,
  getFinalChunk: noop,
  finalize: finalizeArrayBuffer
};

// node_modules/get-stream/source/string.js
async function getStreamAsString(stream, options) {
  return getStreamContents(stream, stringMethods, options);
}
var initString = () => ({ contents: "", textDecoder: new TextDecoder() });
var useTextDecoder = (chunk, { textDecoder: textDecoder2 }) => textDecoder2.decode(chunk, { stream: true });
var addStringChunk = (convertedChunk, { contents }) => contents + convertedChunk;
var truncateStringChunk = (convertedChunk, chunkSize) => convertedChunk.slice(0, chunkSize);
var getFinalStringChunk = ({ textDecoder: textDecoder2 }) => {
  const finalChunk = textDecoder2.decode();
  return finalChunk === "" ? void 0 : finalChunk;
};
var stringMethods = {
  init: initString,
  convertChunk: {
    string: identity2,
    buffer: useTextDecoder,
    arrayBuffer: useTextDecoder,
    dataView: useTextDecoder,
    typedArray: useTextDecoder,
    others: throwObjectStream
  },
  getSize: getLengthProperty,
  truncateChunk: truncateStringChunk,
  addChunk: addStringChunk,
  getFinalChunk: getFinalStringChunk,
  finalize: getContentsProperty
};

// node_modules/get-stream/source/index.js
Object.assign(nodeImports, { on, finished });

// node_modules/execa/lib/io/max-buffer.js
var handleMaxBuffer = ({ error, stream, readableObjectMode, lines, encoding, fdNumber }) => {
  if (!(error instanceof MaxBufferError)) {
    throw error;
  }
  if (fdNumber === "all") {
    return error;
  }
  const unit = getMaxBufferUnit(readableObjectMode, lines, encoding);
  error.maxBufferInfo = { fdNumber, unit };
  stream.destroy();
  throw error;
};
var getMaxBufferUnit = (readableObjectMode, lines, encoding) => {
  if (readableObjectMode) {
    return "objects";
  }
  if (lines) {
    return "lines";
  }
  return encoding === "buffer" ? "bytes" : "characters";
};
var checkIpcMaxBuffer = (ipcOutput, maxBuffer) => {
  if (ipcOutput.length + 1 <= maxBuffer) {
    return;
  }
  const error = new MaxBufferError();
  error.maxBufferInfo = { fdNumber: "ipc" };
  throw error;
};
var getMaxBufferMessage = (error, maxBuffer) => {
  const { streamName, threshold, unit } = getMaxBufferInfo(error, maxBuffer);
  return `Command's ${streamName} was larger than ${threshold} ${unit}`;
};
var getMaxBufferInfo = (error, maxBuffer) => {
  if (error?.maxBufferInfo === void 0) {
    return { streamName: "output", threshold: maxBuffer[1], unit: "bytes" };
  }
  const { maxBufferInfo: { fdNumber, unit, threshold = getFdSpecificValue(maxBuffer, fdNumber) } } = error;
  delete error.maxBufferInfo;
  return fdNumber === "ipc" ? { streamName: "IPC output", threshold, unit: "messages" } : { streamName: getStreamName(fdNumber), threshold, unit };
};
var getMaxBufferSync = ([, stdoutMaxBuffer]) => stdoutMaxBuffer === 0 ? Number.MIN_VALUE : stdoutMaxBuffer;
var handleMaxBufferSync = ({ resultError, output, maxBuffer, buffer }) => {
  const fdNumber = findMaxBufferSync(output, maxBuffer, buffer);
  if (fdNumber === void 0) {
    return { resultError, isMaxBuffer: resultError?.code === "ENOBUFS" };
  }
  const threshold = getMaxBufferValueSync(maxBuffer, fdNumber);
  const error = resultError ?? Object.assign(new MaxBufferError(), { code: "ENOBUFS" });
  error.maxBufferInfo = { fdNumber, unit: "bytes", threshold };
  return { resultError: error, isMaxBuffer: true };
};
var findMaxBufferSync = (output, maxBuffer, buffer) => {
  if (output === null) {
    return;
  }
  const fdNumber = output.findIndex((result, index) => result !== null && buffer[index] && result.length > getMaxBufferValueSync(maxBuffer, index));
  return fdNumber === -1 ? void 0 : fdNumber;
};
var getMaxBufferValueSync = (maxBuffer, fdNumber) => Math.min(maxBuffer[1], maxBuffer[fdNumber]);
var truncateMaxBufferSync = (result, fdNumber, { maxBuffer, buffer }) => {
  const maxBufferValue = getMaxBufferValueSync(maxBuffer, fdNumber);
  return buffer[fdNumber] && result.length > maxBufferValue ? result.slice(0, maxBufferValue) : result;
};

// node_modules/execa/lib/return/message.js
var createMessages = ({
  stdio,
  all,
  ipcOutput,
  originalError,
  signal,
  signalDescription,
  exitCode,
  escapedCommand,
  timedOut,
  isCanceled,
  isGracefullyCanceled,
  isMaxBuffer,
  isForcefullyTerminated,
  forceKillAfterDelay,
  killSignal,
  maxBuffer,
  timeout: timeout2,
  cwd
}) => {
  const errorCode = getErrorCode(originalError);
  const prefix = getErrorPrefix({
    originalError,
    timedOut,
    timeout: timeout2,
    isMaxBuffer,
    maxBuffer,
    errorCode,
    signal,
    signalDescription,
    exitCode,
    isCanceled,
    isGracefullyCanceled,
    isForcefullyTerminated,
    forceKillAfterDelay,
    killSignal
  });
  const originalMessage = getOriginalMessage(originalError, cwd);
  const suffix = originalMessage === void 0 ? "" : `
${originalMessage}`;
  const shortMessage = `${prefix}: ${escapedCommand}${suffix}`;
  const messageStdio = all === void 0 ? [stdio[2], stdio[1]] : [all];
  const message = [
    shortMessage,
    ...messageStdio,
    ...stdio.slice(3),
    ipcOutput.map((ipcMessage) => serializeIpcMessage(ipcMessage)).join("\n")
  ].map((messagePart) => escapeLines(stripFinalNewline(serializeMessagePart(messagePart)))).filter(Boolean).join("\n\n");
  return { originalMessage, shortMessage, message };
};
var getErrorCode = (error) => typeof error?.code === "string" ? error.code : void 0;
var getErrorPrefix = ({
  originalError,
  timedOut,
  timeout: timeout2,
  isMaxBuffer,
  maxBuffer,
  errorCode,
  signal,
  signalDescription,
  exitCode,
  isCanceled,
  isGracefullyCanceled,
  isForcefullyTerminated,
  forceKillAfterDelay,
  killSignal
}) => {
  const forcefulSuffix = getForcefulSuffix(isForcefullyTerminated, forceKillAfterDelay);
  if (timedOut) {
    return `Command timed out after ${timeout2} milliseconds${forcefulSuffix}`;
  }
  if (isGracefullyCanceled) {
    if (signal === void 0) {
      return `Command was gracefully canceled with exit code ${exitCode}`;
    }
    return isForcefullyTerminated ? `Command was gracefully canceled${forcefulSuffix}` : `Command was gracefully canceled with ${signal} (${signalDescription})`;
  }
  if (isCanceled) {
    return `Command was canceled${forcefulSuffix}`;
  }
  if (isMaxBuffer) {
    return `${getMaxBufferMessage(originalError, maxBuffer)}${forcefulSuffix}`;
  }
  if (errorCode !== void 0) {
    return `Command failed with ${errorCode}${forcefulSuffix}`;
  }
  if (isForcefullyTerminated) {
    return `Command was killed with ${killSignal} (${getSignalDescription(killSignal)})${forcefulSuffix}`;
  }
  if (signal !== void 0) {
    return `Command was killed with ${signal} (${signalDescription})`;
  }
  return exitCode === void 0 ? "Command failed" : `Command failed with exit code ${exitCode}`;
};
var getForcefulSuffix = (isForcefullyTerminated, forceKillAfterDelay) => isForcefullyTerminated ? ` and was forcefully terminated after ${forceKillAfterDelay} milliseconds` : "";
var getOriginalMessage = (originalError, cwd) => {
  if (originalError instanceof DiscardedError) {
    return;
  }
  const originalMessage = isExecaError(originalError) ? originalError.originalMessage ?? "" : String(originalError?.message ?? originalError);
  const escapedOriginalMessage = escapeLines(fixCwdError(originalMessage, cwd));
  return escapedOriginalMessage === "" ? void 0 : escapedOriginalMessage;
};
var serializeIpcMessage = (ipcMessage) => typeof ipcMessage === "string" ? ipcMessage : inspect3(ipcMessage);
var serializeMessagePart = (messagePart) => Array.isArray(messagePart) ? messagePart.filter((messageItem) => isTextItem(messageItem)).map((messageItem) => stripFinalNewline(serializeMessageItem(messageItem))).join("\n") : serializeMessageItem(messagePart);
var isTextItem = (messageItem) => typeof messageItem === "string" || isUint8Array(messageItem);
var serializeMessageItem = (messageItem) => {
  if (typeof messageItem === "string") {
    return messageItem;
  }
  return isUint8Array(messageItem) ? uint8ArrayToString(messageItem) : "";
};

// node_modules/execa/lib/return/result.js
var makeSuccessResult = ({
  command,
  escapedCommand,
  stdio,
  all,
  ipcOutput,
  options: { cwd },
  startTime
}) => omitUndefinedProperties({
  command,
  escapedCommand,
  cwd,
  durationMs: getDurationMs(startTime),
  failed: false,
  timedOut: false,
  isCanceled: false,
  isGracefullyCanceled: false,
  isTerminated: false,
  isMaxBuffer: false,
  isForcefullyTerminated: false,
  exitCode: 0,
  stdout: stdio[1],
  stderr: stdio[2],
  all,
  stdio,
  ipcOutput,
  pipedFrom: []
});
var makeEarlyError = ({
  error,
  command,
  escapedCommand,
  fileDescriptors,
  options,
  startTime,
  isSync,
  stdio = Array.from({ length: fileDescriptors.length }),
  all
}) => makeError({
  error,
  command,
  escapedCommand,
  startTime,
  timedOut: false,
  isCanceled: false,
  isGracefullyCanceled: false,
  isMaxBuffer: false,
  isForcefullyTerminated: false,
  stdio,
  all,
  ipcOutput: [],
  options,
  isSync
});
var getEarlyErrorOutput = (fileDescriptors, options) => {
  const stdio = fileDescriptors.map((fileDescriptor, fdNumber) => getEmptyOutput(fileDescriptor, fdNumber, options));
  return { stdio, all: getAllSync(stdio, getAllSyncFds(stdio), options) };
};
var getEmptyOutput = ({ direction, objectMode }, fdNumber, { stdio, buffer, lines, encoding }) => {
  if (direction === "input" || !PIPED_STDIO.has(stdio[fdNumber]) || !buffer[fdNumber]) {
    return;
  }
  if (objectMode || lines[fdNumber]) {
    return [];
  }
  return encoding === "buffer" ? new Uint8Array() : "";
};
var PIPED_STDIO = /* @__PURE__ */ new Set(["pipe", "overlapped"]);
var makeError = ({
  error: originalError,
  command,
  escapedCommand,
  startTime,
  timedOut,
  isCanceled,
  isGracefullyCanceled,
  isMaxBuffer,
  isForcefullyTerminated,
  exitCode: rawExitCode,
  signal: rawSignal,
  stdio,
  all,
  ipcOutput,
  options: {
    timeoutDuration,
    timeout: timeout2 = timeoutDuration,
    forceKillAfterDelay,
    killSignal,
    cwd,
    maxBuffer
  },
  isSync
}) => {
  const { exitCode, signal, signalDescription } = normalizeExitPayload(rawExitCode, rawSignal);
  const { originalMessage, shortMessage, message } = createMessages({
    stdio,
    all,
    ipcOutput,
    originalError,
    signal,
    signalDescription,
    exitCode,
    escapedCommand,
    timedOut,
    isCanceled,
    isGracefullyCanceled,
    isMaxBuffer,
    isForcefullyTerminated,
    forceKillAfterDelay,
    killSignal,
    maxBuffer,
    timeout: timeout2,
    cwd
  });
  const error = getFinalError(originalError, message, isSync);
  Object.assign(error, getErrorProperties({
    error,
    command,
    escapedCommand,
    startTime,
    timedOut,
    isCanceled,
    isGracefullyCanceled,
    isMaxBuffer,
    isForcefullyTerminated,
    exitCode,
    signal,
    signalDescription,
    stdio,
    all,
    ipcOutput,
    cwd,
    originalMessage,
    shortMessage
  }));
  return error;
};
var getErrorProperties = ({
  error,
  command,
  escapedCommand,
  startTime,
  timedOut,
  isCanceled,
  isGracefullyCanceled,
  isMaxBuffer,
  isForcefullyTerminated,
  exitCode,
  signal,
  signalDescription,
  stdio,
  all,
  ipcOutput,
  cwd,
  originalMessage,
  shortMessage
}) => omitUndefinedProperties({
  shortMessage,
  originalMessage,
  command,
  escapedCommand,
  cwd,
  durationMs: getDurationMs(startTime),
  failed: true,
  timedOut,
  isCanceled,
  isGracefullyCanceled,
  isTerminated: signal !== void 0,
  isMaxBuffer,
  isForcefullyTerminated,
  exitCode,
  signal,
  signalDescription,
  code: getErrorCode(error.cause),
  stdout: stdio[1],
  stderr: stdio[2],
  all,
  stdio,
  ipcOutput,
  pipedFrom: []
});
var omitUndefinedProperties = (result) => Object.fromEntries(Object.entries(result).filter(([, value]) => value !== void 0));
var normalizeExitPayload = (rawExitCode, rawSignal) => {
  const exitCode = rawExitCode === null ? void 0 : rawExitCode;
  const signal = rawSignal === null ? void 0 : rawSignal;
  const signalDescription = signal === void 0 ? void 0 : getSignalDescription(rawSignal);
  return { exitCode, signal, signalDescription };
};

// node_modules/parse-ms/index.js
var toZeroIfInfinity = (value) => Number.isFinite(value) ? value : 0;
function parseNumber(milliseconds) {
  return {
    days: Math.trunc(milliseconds / 864e5),
    hours: Math.trunc(milliseconds / 36e5 % 24),
    minutes: Math.trunc(milliseconds / 6e4 % 60),
    seconds: Math.trunc(milliseconds / 1e3 % 60),
    milliseconds: Math.trunc(milliseconds % 1e3),
    microseconds: Math.trunc(toZeroIfInfinity(milliseconds * 1e3) % 1e3),
    nanoseconds: Math.trunc(toZeroIfInfinity(milliseconds * 1e6) % 1e3)
  };
}
function parseBigint(milliseconds) {
  return {
    days: milliseconds / 86400000n,
    hours: milliseconds / 3600000n % 24n,
    minutes: milliseconds / 60000n % 60n,
    seconds: milliseconds / 1000n % 60n,
    milliseconds: milliseconds % 1000n,
    microseconds: 0n,
    nanoseconds: 0n
  };
}
function parseMilliseconds(milliseconds) {
  switch (typeof milliseconds) {
    case "number": {
      if (Number.isFinite(milliseconds)) {
        return parseNumber(milliseconds);
      }
      break;
    }
    case "bigint": {
      return parseBigint(milliseconds);
    }
  }
  throw new TypeError("Expected a finite number or bigint");
}

// node_modules/pretty-ms/index.js
var isZero = (value) => value === 0 || value === 0n;
var pluralize = (word, count2) => count2 === 1 || count2 === 1n ? word : `${word}s`;
var SECOND_ROUNDING_EPSILON = 1e-7;
var ONE_DAY_IN_MILLISECONDS = 24n * 60n * 60n * 1000n;
function prettyMilliseconds(milliseconds, options) {
  const isBigInt = typeof milliseconds === "bigint";
  if (!isBigInt && !Number.isFinite(milliseconds)) {
    throw new TypeError("Expected a finite number or bigint");
  }
  options = { ...options };
  const sign = milliseconds < 0 ? "-" : "";
  milliseconds = milliseconds < 0 ? -milliseconds : milliseconds;
  if (options.colonNotation) {
    options.compact = false;
    options.formatSubMilliseconds = false;
    options.separateMilliseconds = false;
    options.verbose = false;
  }
  if (options.compact) {
    options.unitCount = 1;
    options.secondsDecimalDigits = 0;
    options.millisecondsDecimalDigits = 0;
  }
  let result = [];
  const floorDecimals = (value, decimalDigits) => {
    const flooredInterimValue = Math.floor(value * 10 ** decimalDigits + SECOND_ROUNDING_EPSILON);
    const flooredValue = Math.round(flooredInterimValue) / 10 ** decimalDigits;
    return flooredValue.toFixed(decimalDigits);
  };
  const add = (value, long, short, valueString) => {
    if ((result.length === 0 || !options.colonNotation) && isZero(value) && !(options.colonNotation && short === "m")) {
      return;
    }
    valueString ??= String(value);
    if (options.colonNotation) {
      const wholeDigits = valueString.includes(".") ? valueString.split(".")[0].length : valueString.length;
      const minLength = result.length > 0 ? 2 : 1;
      valueString = "0".repeat(Math.max(0, minLength - wholeDigits)) + valueString;
    } else {
      valueString += options.verbose ? " " + pluralize(long, value) : short;
    }
    result.push(valueString);
  };
  const parsed = parseMilliseconds(milliseconds);
  const days = BigInt(parsed.days);
  if (options.hideYearAndDays) {
    add(BigInt(days) * 24n + BigInt(parsed.hours), "hour", "h");
  } else {
    if (options.hideYear) {
      add(days, "day", "d");
    } else {
      add(days / 365n, "year", "y");
      add(days % 365n, "day", "d");
    }
    add(Number(parsed.hours), "hour", "h");
  }
  add(Number(parsed.minutes), "minute", "m");
  if (!options.hideSeconds) {
    if (options.separateMilliseconds || options.formatSubMilliseconds || !options.colonNotation && milliseconds < 1e3 && !options.subSecondsAsDecimals) {
      const seconds = Number(parsed.seconds);
      const milliseconds2 = Number(parsed.milliseconds);
      const microseconds = Number(parsed.microseconds);
      const nanoseconds = Number(parsed.nanoseconds);
      add(seconds, "second", "s");
      if (options.formatSubMilliseconds) {
        add(milliseconds2, "millisecond", "ms");
        add(microseconds, "microsecond", "\xB5s");
        add(nanoseconds, "nanosecond", "ns");
      } else {
        const millisecondsAndBelow = milliseconds2 + microseconds / 1e3 + nanoseconds / 1e6;
        const millisecondsDecimalDigits = typeof options.millisecondsDecimalDigits === "number" ? options.millisecondsDecimalDigits : 0;
        const roundedMilliseconds = millisecondsAndBelow >= 1 ? Math.round(millisecondsAndBelow) : Math.ceil(millisecondsAndBelow);
        const maximumMilliseconds = 1e3 - 10 ** -millisecondsDecimalDigits;
        const millisecondsString = millisecondsDecimalDigits ? Math.min(millisecondsAndBelow, maximumMilliseconds).toFixed(millisecondsDecimalDigits) : Math.min(roundedMilliseconds, maximumMilliseconds);
        add(
          Number.parseFloat(millisecondsString),
          "millisecond",
          "ms",
          millisecondsString
        );
      }
    } else {
      const seconds = (isBigInt ? Number(milliseconds % ONE_DAY_IN_MILLISECONDS) : milliseconds) / 1e3 % 60;
      const secondsDecimalDigits = typeof options.secondsDecimalDigits === "number" ? options.secondsDecimalDigits : 1;
      const secondsFixed = floorDecimals(seconds, secondsDecimalDigits);
      const secondsString = options.keepDecimalsOnWholeSeconds ? secondsFixed : secondsFixed.replace(/\.0+$/, "");
      add(Number.parseFloat(secondsString), "second", "s", secondsString);
    }
  }
  if (result.length === 0) {
    return sign + "0" + (options.verbose ? " milliseconds" : "ms");
  }
  const separator = options.colonNotation ? ":" : " ";
  if (typeof options.unitCount === "number") {
    result = result.slice(0, Math.max(options.unitCount, 1));
  }
  return sign + result.join(separator);
}

// node_modules/execa/lib/verbose/error.js
var logError = (result, verboseInfo) => {
  if (result.failed) {
    verboseLog({
      type: "error",
      verboseMessage: result.shortMessage,
      verboseInfo,
      result
    });
  }
};

// node_modules/execa/lib/verbose/complete.js
var logResult = (result, verboseInfo) => {
  if (!isVerbose(verboseInfo)) {
    return;
  }
  logError(result, verboseInfo);
  logDuration(result, verboseInfo);
};
var logDuration = (result, verboseInfo) => {
  const verboseMessage = `(done in ${prettyMilliseconds(result.durationMs)})`;
  verboseLog({
    type: "duration",
    verboseMessage,
    verboseInfo,
    result
  });
};

// node_modules/execa/lib/return/reject.js
var handleResult = (result, verboseInfo, { reject }) => {
  logResult(result, verboseInfo);
  if (reject && result.failed) {
    throw result;
  }
  return result;
};

// node_modules/execa/lib/stdio/handle-sync.js
import { readFileSync as readFileSync8 } from "node:fs";

// node_modules/execa/lib/stdio/type.js
var getStdioItemType = (value, optionName) => {
  if (isAsyncGenerator(value)) {
    return "asyncGenerator";
  }
  if (isSyncGenerator(value)) {
    return "generator";
  }
  if (isUrl(value)) {
    return "fileUrl";
  }
  if (isFilePathObject(value)) {
    return "filePath";
  }
  if (isWebStream(value)) {
    return "webStream";
  }
  if (isStream(value, { checkOpen: false })) {
    return "native";
  }
  if (isUint8Array(value)) {
    return "uint8Array";
  }
  if (isAsyncIterableObject(value)) {
    return "asyncIterable";
  }
  if (isIterableObject(value)) {
    return "iterable";
  }
  if (isTransformStream(value)) {
    return getTransformStreamType({ transform: value }, optionName);
  }
  return isTransformOptions(value) ? getTransformObjectType(value, optionName) : "native";
};
var getTransformObjectType = (value, optionName) => {
  if (isDuplexStream(value.transform, { checkOpen: false })) {
    return getDuplexType(value, optionName);
  }
  return isTransformStream(value.transform) ? getTransformStreamType(value, optionName) : getGeneratorObjectType(value, optionName);
};
var getDuplexType = (value, optionName) => {
  validateNonGeneratorType(value, optionName, "Duplex stream");
  return "duplex";
};
var getTransformStreamType = (value, optionName) => {
  validateNonGeneratorType(value, optionName, "web TransformStream");
  return "webTransform";
};
var validateNonGeneratorType = ({ final, binary, objectMode }, optionName, typeName) => {
  checkUndefinedOption(final, `${optionName}.final`, typeName);
  checkUndefinedOption(binary, `${optionName}.binary`, typeName);
  checkBooleanOption(objectMode, `${optionName}.objectMode`);
};
var checkUndefinedOption = (value, optionName, typeName) => {
  if (value !== void 0) {
    throw new TypeError(`The \`${optionName}\` option can only be defined when using a generator, not a ${typeName}.`);
  }
};
var getGeneratorObjectType = ({ transform, final, binary, objectMode }, optionName) => {
  if (transform !== void 0 && !isGenerator(transform)) {
    throw new TypeError(`The \`${optionName}.transform\` option must be a generator, a Duplex stream or a web TransformStream.`);
  }
  if (isDuplexStream(final, { checkOpen: false })) {
    throw new TypeError(`The \`${optionName}.final\` option must not be a Duplex stream.`);
  }
  if (isTransformStream(final)) {
    throw new TypeError(`The \`${optionName}.final\` option must not be a web TransformStream.`);
  }
  if (final !== void 0 && !isGenerator(final)) {
    throw new TypeError(`The \`${optionName}.final\` option must be a generator.`);
  }
  checkBooleanOption(binary, `${optionName}.binary`);
  checkBooleanOption(objectMode, `${optionName}.objectMode`);
  return isAsyncGenerator(transform) || isAsyncGenerator(final) ? "asyncGenerator" : "generator";
};
var isGenerator = (value) => isAsyncGenerator(value) || isSyncGenerator(value);
var isAsyncGenerator = (value) => Object.prototype.toString.call(value) === "[object AsyncGeneratorFunction]";
var isSyncGenerator = (value) => Object.prototype.toString.call(value) === "[object GeneratorFunction]";
var isTransformOptions = (value) => isPlainObject(value) && (value.transform !== void 0 || value.final !== void 0);
var isUrl = (value) => Object.prototype.toString.call(value) === "[object URL]";
var isRegularUrl = (value) => isUrl(value) && value.protocol !== "file:";
var isFilePathObject = (value) => isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => FILE_PATH_KEYS.has(key)) && isFilePathString(value.file);
var FILE_PATH_KEYS = /* @__PURE__ */ new Set(["file", "append"]);
var isFilePathString = (file) => typeof file === "string";
var isStdioValueObject = (value) => isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => STDIO_VALUE_KEYS.has(key)) && "value" in value;
var STDIO_VALUE_KEYS = /* @__PURE__ */ new Set(["value", "input"]);
var isUnknownStdioString = (type, value) => type === "native" && typeof value === "string" && !KNOWN_STDIO_STRINGS.has(value);
var KNOWN_STDIO_STRINGS = /* @__PURE__ */ new Set(["ipc", "ignore", "inherit", "overlapped", "pipe"]);
var isReadableStream2 = (value) => Object.prototype.toString.call(value) === "[object ReadableStream]";
var isWritableStream2 = (value) => Object.prototype.toString.call(value) === "[object WritableStream]";
var isWebStream = (value) => isReadableStream2(value) || isWritableStream2(value);
var isTransformStream = (value) => isReadableStream2(value?.readable) && isWritableStream2(value?.writable);
var isAsyncIterableObject = (value) => isObject(value) && typeof value[Symbol.asyncIterator] === "function";
var isIterableObject = (value) => isObject(value) && typeof value[Symbol.iterator] === "function";
var isObject = (value) => typeof value === "object" && value !== null;
var TRANSFORM_TYPES = /* @__PURE__ */ new Set(["generator", "asyncGenerator", "duplex", "webTransform"]);
var FILE_TYPES = /* @__PURE__ */ new Set(["fileUrl", "filePath", "fileNumber"]);
var SPECIAL_DUPLICATE_TYPES_SYNC = /* @__PURE__ */ new Set(["fileUrl", "filePath"]);
var SPECIAL_DUPLICATE_TYPES = /* @__PURE__ */ new Set([...SPECIAL_DUPLICATE_TYPES_SYNC, "webStream", "nodeStream"]);
var FORBID_DUPLICATE_TYPES = /* @__PURE__ */ new Set(["webTransform", "duplex"]);
var TYPE_TO_MESSAGE = {
  generator: "a generator",
  asyncGenerator: "an async generator",
  fileUrl: "a file URL",
  filePath: "a file path string",
  fileNumber: "a file descriptor number",
  webStream: "a web stream",
  nodeStream: "a Node.js stream",
  webTransform: "a web TransformStream",
  duplex: "a Duplex stream",
  native: "any value",
  iterable: "an iterable",
  asyncIterable: "an async iterable",
  string: "a string",
  uint8Array: "a Uint8Array"
};

// node_modules/execa/lib/transform/object-mode.js
var getTransformObjectModes = (objectMode, index, newTransforms, direction) => direction === "output" ? getOutputObjectModes(objectMode, index, newTransforms) : getInputObjectModes(objectMode, index, newTransforms);
var getOutputObjectModes = (objectMode, index, newTransforms) => {
  const writableObjectMode = index !== 0 && newTransforms[index - 1].value.readableObjectMode;
  const readableObjectMode = objectMode ?? writableObjectMode;
  return { writableObjectMode, readableObjectMode };
};
var getInputObjectModes = (objectMode, index, newTransforms) => {
  const writableObjectMode = index === 0 ? objectMode === true : newTransforms[index - 1].value.readableObjectMode;
  const readableObjectMode = index !== newTransforms.length - 1 && (objectMode ?? writableObjectMode);
  return { writableObjectMode, readableObjectMode };
};
var getFdObjectMode = (stdioItems, direction) => {
  const lastTransform = stdioItems.findLast(({ type }) => TRANSFORM_TYPES.has(type));
  if (lastTransform === void 0) {
    return false;
  }
  return direction === "input" ? lastTransform.value.writableObjectMode : lastTransform.value.readableObjectMode;
};

// node_modules/execa/lib/transform/normalize.js
var normalizeTransforms = (stdioItems, optionName, direction, options) => [
  ...stdioItems.filter(({ type }) => !TRANSFORM_TYPES.has(type)),
  ...getTransforms(stdioItems, optionName, direction, options)
];
var getTransforms = (stdioItems, optionName, direction, { encoding }) => {
  const transforms = stdioItems.filter(({ type }) => TRANSFORM_TYPES.has(type));
  const newTransforms = Array.from({ length: transforms.length });
  for (const [index, stdioItem] of Object.entries(transforms)) {
    newTransforms[index] = normalizeTransform({
      stdioItem,
      index: Number(index),
      newTransforms,
      optionName,
      direction,
      encoding
    });
  }
  return sortTransforms(newTransforms, direction);
};
var normalizeTransform = ({ stdioItem, stdioItem: { type }, index, newTransforms, optionName, direction, encoding }) => {
  if (type === "duplex") {
    return normalizeDuplex({ stdioItem, optionName });
  }
  if (type === "webTransform") {
    return normalizeTransformStream({
      stdioItem,
      index,
      newTransforms,
      direction
    });
  }
  return normalizeGenerator({
    stdioItem,
    index,
    newTransforms,
    direction,
    encoding
  });
};
var normalizeDuplex = ({ stdioItem, optionName }) => {
  const { value } = stdioItem;
  const { transform } = value;
  const { writableObjectMode, readableObjectMode } = transform;
  const { objectMode = readableObjectMode } = value;
  if (objectMode && !readableObjectMode) {
    throw new TypeError(`The \`${optionName}.objectMode\` option can only be \`true\` if \`new Duplex({objectMode: true})\` is used.`);
  }
  if (!objectMode && readableObjectMode) {
    throw new TypeError(`The \`${optionName}.objectMode\` option cannot be \`false\` if \`new Duplex({objectMode: true})\` is used.`);
  }
  return {
    ...stdioItem,
    value: { transform, writableObjectMode, readableObjectMode }
  };
};
var normalizeTransformStream = ({ stdioItem, stdioItem: { value }, index, newTransforms, direction }) => {
  const { transform, objectMode } = isPlainObject(value) ? value : { transform: value };
  const { writableObjectMode, readableObjectMode } = getTransformObjectModes(objectMode, index, newTransforms, direction);
  return {
    ...stdioItem,
    value: { transform, writableObjectMode, readableObjectMode }
  };
};
var normalizeGenerator = ({ stdioItem, stdioItem: { value }, index, newTransforms, direction, encoding }) => {
  const {
    transform,
    final,
    binary: binaryOption = false,
    preserveNewlines = false,
    objectMode
  } = isPlainObject(value) ? value : { transform: value };
  const binary = binaryOption || BINARY_ENCODINGS.has(encoding);
  const { writableObjectMode, readableObjectMode } = getTransformObjectModes(objectMode, index, newTransforms, direction);
  return {
    ...stdioItem,
    value: {
      transform,
      final,
      binary,
      preserveNewlines,
      writableObjectMode,
      readableObjectMode
    }
  };
};
var sortTransforms = (newTransforms, direction) => direction === "input" ? newTransforms.reverse() : newTransforms;

// node_modules/execa/lib/stdio/direction.js
import process10 from "node:process";
var getStreamDirection = ({ stdioItems, isStdioArray, fdNumber, optionName }) => {
  const directions = stdioItems.map((stdioItem) => getStdioItemDirection(stdioItem, fdNumber, isStdioArray));
  if (directions.includes("input") && directions.includes("output")) {
    throw new TypeError(`The \`${optionName}\` option must not be an array of both readable and writable values.`);
  }
  return directions.find(Boolean) ?? DEFAULT_DIRECTION;
};
var getStdioItemDirection = (stdioItem, fdNumber, isStdioArray) => {
  const knownDirection = KNOWN_DIRECTIONS[fdNumber];
  const direction = getRequestedDirection(stdioItem);
  if (knownDirection === void 0) {
    return direction;
  }
  validateKnownDirection(stdioItem, knownDirection, isStdioArray);
  return knownDirection;
};
var getRequestedDirection = ({ type, value, direction, optionName }) => {
  const guessedDirection = guessStreamDirection[type](value);
  if (direction === "input" && guessedDirection === "output") {
    throw new TypeError(`The \`${optionName}\` option is invalid: \`input: true\` cannot be used with a writable value, which is always an output.`);
  }
  return direction ?? guessedDirection;
};
var validateKnownDirection = ({ type, value, optionName }, knownDirection, isStdioArray) => {
  if (!STREAM_TYPES.has(type) || !isStdioArray && getStandardStreamDirection(value) !== void 0) {
    return;
  }
  const guessedDirection = guessStreamDirection[type](value);
  if (guessedDirection === void 0 || guessedDirection === knownDirection) {
    return;
  }
  const valueName = guessedDirection === "input" ? "readable" : "writable";
  throw new TypeError(`The \`${optionName}\` option is invalid: a ${valueName} value is always an ${guessedDirection}, but \`${optionName}\` is an ${knownDirection}.`);
};
var STREAM_TYPES = /* @__PURE__ */ new Set(["native", "nodeStream", "webStream"]);
var KNOWN_DIRECTIONS = ["input", "output", "output"];
var anyDirection = () => void 0;
var alwaysInput = () => "input";
var guessStreamDirection = {
  generator: anyDirection,
  asyncGenerator: anyDirection,
  fileUrl: anyDirection,
  filePath: anyDirection,
  iterable: alwaysInput,
  asyncIterable: alwaysInput,
  uint8Array: alwaysInput,
  string: alwaysInput,
  webStream: (value) => isWritableStream2(value) ? "output" : "input",
  nodeStream(value) {
    if (!isReadableStream(value, { checkOpen: false })) {
      return "output";
    }
    return isWritableStream(value, { checkOpen: false }) ? void 0 : "input";
  },
  webTransform: anyDirection,
  duplex: anyDirection,
  native(value) {
    const standardStreamDirection = getStandardStreamDirection(value);
    if (standardStreamDirection !== void 0) {
      return standardStreamDirection;
    }
    if (isStream(value, { checkOpen: false })) {
      return guessStreamDirection.nodeStream(value);
    }
  }
};
var getStandardStreamDirection = (value) => {
  if ([0, process10.stdin].includes(value)) {
    return "input";
  }
  if ([1, 2, process10.stdout, process10.stderr].includes(value)) {
    return "output";
  }
};
var DEFAULT_DIRECTION = "output";

// node_modules/execa/lib/ipc/array.js
var normalizeIpcStdioArray = (stdioArray, ipc) => ipc ? [...stdioArray, "ipc"] : stdioArray;

// node_modules/execa/lib/stdio/stdio-option.js
var normalizeStdioOption = (options, verboseInfo, isSync) => {
  const { stdio, ipc, buffer } = options;
  const stdioArray = getStdioArray(stdio, options).map((stdioOption, fdNumber) => addDefaultValue2(stdioOption, fdNumber));
  validateIpcStdioOption(stdioArray);
  return isSync ? normalizeStdioSync(stdioArray, buffer, verboseInfo) : normalizeIpcStdioArray(stdioArray, ipc);
};
var validateIpcStdioOption = (stdioArray) => {
  if (stdioArray.some((stdioOption) => hasIpcStdioOption(stdioOption))) {
    throw new Error("The `ipc: true` option must be used instead of `stdio: 'ipc'`.");
  }
};
var hasIpcStdioOption = (stdioOption) => Array.isArray(stdioOption) ? stdioOption.some((item) => hasIpcStdioItem(item)) : hasIpcStdioItem(stdioOption);
var hasIpcStdioItem = (stdioOption) => isStdioValueObject(stdioOption) ? stdioOption.value === "ipc" : stdioOption === "ipc";
var getStdioArray = (stdio, options) => {
  if (stdio === void 0) {
    return STANDARD_STREAMS_ALIASES.map((alias) => options[alias]);
  }
  if (hasAlias(options)) {
    throw new Error(`It's not possible to provide \`stdio\` in combination with one of ${STANDARD_STREAMS_ALIASES.map((alias) => `\`${alias}\``).join(", ")}`);
  }
  if (typeof stdio === "string") {
    return [stdio, stdio, stdio];
  }
  if (!Array.isArray(stdio)) {
    throw new TypeError(`Expected \`stdio\` to be of type \`string\` or \`Array\`, got \`${getTypeName(stdio)}\``);
  }
  const length = Math.max(stdio.length, STANDARD_STREAMS_ALIASES.length);
  return Array.from({ length }, (_, fdNumber) => stdio[fdNumber]);
};
var hasAlias = (options) => STANDARD_STREAMS_ALIASES.some((alias) => options[alias] !== void 0);
var addDefaultValue2 = (stdioOption, fdNumber) => {
  if (Array.isArray(stdioOption)) {
    return stdioOption.map((item) => addDefaultValue2(item, fdNumber));
  }
  if (stdioOption === null || stdioOption === void 0) {
    return fdNumber >= STANDARD_STREAMS_ALIASES.length ? "ignore" : "pipe";
  }
  return stdioOption;
};
var normalizeStdioSync = (stdioArray, buffer, verboseInfo) => stdioArray.map((stdioOption, fdNumber) => !buffer[fdNumber] && isStandardOutputFd(fdNumber) && !isFullVerbose(verboseInfo, fdNumber) && isOutputPipeOnly(stdioOption, fdNumber) ? "ignore" : stdioOption);
var isOutputPipeOnly = (stdioOption, fdNumber) => isOutputPipe(stdioOption, fdNumber) || Array.isArray(stdioOption) && stdioOption.length > 0 && stdioOption.every((item) => isOutputPipe(item, fdNumber));
var isOutputPipe = (stdioOption, fdNumber) => stdioOption === "pipe" || isOutputPipeObject(stdioOption, fdNumber);
var isOutputPipeObject = (stdioOption, fdNumber) => isStdioValueObject(stdioOption) && stdioOption.value === "pipe" && (stdioOption.input === void 0 || stdioOption.input === false || isFixedOutputPipe(fdNumber, stdioOption.input));
var isFixedOutputPipe = (fdNumber, input) => input === true && isStandardOutputFd(fdNumber);
var isStandardOutputFd = (fdNumber) => fdNumber === 1 || fdNumber === 2;

// node_modules/execa/lib/stdio/native.js
import { readFileSync as readFileSync7 } from "node:fs";
import tty2 from "node:tty";

// node_modules/execa/lib/arguments/fd-options.js
var getToStream = (destination, to = "stdin") => {
  const isWritable = true;
  const { options, fileDescriptors } = SUBPROCESS_OPTIONS.get(destination);
  const fdNumber = getFdNumber(fileDescriptors, to, isWritable);
  const destinationStream = destination.stdio[fdNumber];
  if (destinationStream === null) {
    throw new TypeError(getInvalidStdioOptionMessage(fdNumber, to, options, isWritable));
  }
  return destinationStream;
};
var getFromStream = (source, from = "stdout") => {
  const isWritable = false;
  const { options, fileDescriptors } = SUBPROCESS_OPTIONS.get(source);
  const fdNumber = getFdNumber(fileDescriptors, from, isWritable);
  const sourceStream = fdNumber === "all" ? source.all : source.stdio[fdNumber];
  if (sourceStream === null || sourceStream === void 0) {
    throw new TypeError(getInvalidStdioOptionMessage(fdNumber, from, options, isWritable));
  }
  return sourceStream;
};
var SUBPROCESS_OPTIONS = /* @__PURE__ */ new WeakMap();
var getFdNumber = (fileDescriptors, fdName, isWritable) => {
  const fdNumber = parseFdNumber(fdName, isWritable);
  validateFdNumber(fdNumber, fdName, isWritable, fileDescriptors);
  return fdNumber;
};
var parseFdNumber = (fdName, isWritable) => {
  const fdNumber = parseFd(fdName);
  if (fdNumber !== void 0) {
    return fdNumber;
  }
  const { validOptions, defaultValue } = isWritable ? { validOptions: '"stdin"', defaultValue: "stdin" } : { validOptions: '"stdout", "stderr", "all"', defaultValue: "stdout" };
  throw new TypeError(`"${getOptionName(isWritable)}" must not be "${fdName}".
It must be ${validOptions} or "fd3", "fd4" (and so on).
It is optional and defaults to "${defaultValue}".`);
};
var validateFdNumber = (fdNumber, fdName, isWritable, fileDescriptors) => {
  const fileDescriptor = fileDescriptors[getUsedDescriptor(fdNumber)];
  if (fileDescriptor === void 0) {
    throw new TypeError(`"${getOptionName(isWritable)}" must not be ${fdName}. That file descriptor does not exist.
Please set the "stdio" option to ensure that file descriptor exists.`);
  }
  if (!isWritable && fileDescriptor.direction === "input") {
    throw new TypeError(`"${getOptionName(isWritable)}" must not be ${fdName}. It must be a readable stream, not writable.`);
  }
  if (isWritable && fileDescriptor.direction !== "input") {
    throw new TypeError(`"${getOptionName(isWritable)}" must not be ${fdName}. It must be a writable stream, not readable.
If you meant to use it as input, please set its "stdio" option to \`{value: 'pipe', input: true}\`.`);
  }
};
var getInvalidStdioOptionMessage = (fdNumber, fdName, options, isWritable) => {
  if (fdNumber === "all" && !options.all) {
    return `The "all" option must be true to use "from: 'all'".`;
  }
  const { optionName, optionValue } = getInvalidStdioOption(fdNumber, options);
  return `The "${optionName}: ${serializeOptionValue(optionValue)}" option is incompatible with using "${getOptionName(isWritable)}: ${serializeOptionValue(fdName)}".
Please set this option with "pipe" instead.`;
};
var getInvalidStdioOption = (fdNumber, { stdin, stdout, stderr, stdio }) => {
  const usedDescriptor = getUsedDescriptor(fdNumber);
  if (usedDescriptor === 0 && stdin !== void 0) {
    return { optionName: "stdin", optionValue: stdin };
  }
  if (usedDescriptor === 1 && stdout !== void 0) {
    return { optionName: "stdout", optionValue: stdout };
  }
  return usedDescriptor === 2 && stderr !== void 0 ? { optionName: "stderr", optionValue: stderr } : { optionName: `stdio[${usedDescriptor}]`, optionValue: stdio[usedDescriptor] };
};
var getUsedDescriptor = (fdNumber) => fdNumber === "all" ? 1 : fdNumber;
var getOptionName = (isWritable) => isWritable ? "to" : "from";
var serializeOptionValue = (value) => {
  if (typeof value === "string") {
    return `'${value}'`;
  }
  return typeof value === "number" ? `${value}` : "Stream";
};

// node_modules/execa/lib/stdio/native.js
var handleNativeStream = ({ stdioItem, stdioItem: { type }, isStdioArray, fdNumber, direction, isSync }) => {
  if (!isStdioArray || type !== "native") {
    return stdioItem;
  }
  return isSync ? handleNativeStreamSync({ stdioItem, fdNumber, direction }) : handleNativeStreamAsync({ stdioItem, fdNumber });
};
var handleNativeStreamSync = ({ stdioItem, stdioItem: { value, optionName }, fdNumber, direction }) => {
  const targetFd = getTargetFd({
    value,
    optionName,
    fdNumber,
    direction
  });
  if (targetFd !== void 0) {
    return targetFd;
  }
  if (isStream(value, { checkOpen: false })) {
    throw new TypeError(`The \`${optionName}: Stream\` option cannot both be an array and include a stream with synchronous methods.`);
  }
  return stdioItem;
};
var getTargetFd = ({ value, optionName, fdNumber, direction }) => {
  const targetFdNumber = getTargetFdNumber(value, fdNumber);
  if (targetFdNumber === void 0) {
    return;
  }
  if (direction === "output") {
    return { type: "fileNumber", value: targetFdNumber, optionName };
  }
  if (tty2.isatty(targetFdNumber)) {
    throw new TypeError(`The \`${optionName}: ${serializeOptionValue(value)}\` option is invalid: it cannot be a TTY with synchronous methods.`);
  }
  return { type: "uint8Array", contents: () => [bufferToUint8Array(readFileSync7(targetFdNumber))], optionName };
};
var getTargetFdNumber = (value, fdNumber) => {
  if (value === "inherit") {
    return fdNumber;
  }
  if (typeof value === "number") {
    return value;
  }
  const standardStreamIndex = STANDARD_STREAMS.indexOf(value);
  if (standardStreamIndex !== -1) {
    return standardStreamIndex;
  }
};
var handleNativeStreamAsync = ({ stdioItem, stdioItem: { value, optionName }, fdNumber }) => {
  if (value === "inherit") {
    return { type: "nodeStream", value: getStandardStream(fdNumber, value, optionName), optionName };
  }
  if (typeof value === "number") {
    return { type: "nodeStream", value: getStandardStream(value, value, optionName), optionName };
  }
  return isStream(value, { checkOpen: false }) ? { type: "nodeStream", value, optionName } : stdioItem;
};
var getStandardStream = (fdNumber, value, optionName) => {
  const standardStream = STANDARD_STREAMS[fdNumber];
  if (standardStream === void 0) {
    throw new TypeError(`The \`${optionName}: ${value}\` option is invalid: no such standard stream.`);
  }
  return standardStream;
};

// node_modules/execa/lib/stdio/input-option.js
var handleInputOptions = ({ input, inputFile }, fdNumber) => fdNumber === 0 ? [
  ...handleInputOption(input),
  ...handleInputFileOption(inputFile)
] : [];
var handleInputOption = (input) => input === void 0 ? [] : [{
  type: getInputType(input),
  value: input,
  optionName: "input"
}];
var getInputType = (input) => {
  if (isReadableStream(input, { checkOpen: false })) {
    return "nodeStream";
  }
  if (typeof input === "string") {
    return "string";
  }
  if (isUint8Array(input)) {
    return "uint8Array";
  }
  throw new Error("The `input` option must be a string, a Uint8Array or a Node.js Readable stream.");
};
var handleInputFileOption = (inputFile) => inputFile === void 0 ? [] : [{
  ...getInputFileType(inputFile),
  optionName: "inputFile"
}];
var getInputFileType = (inputFile) => {
  if (isUrl(inputFile)) {
    return { type: "fileUrl", value: inputFile };
  }
  if (isFilePathString(inputFile)) {
    return { type: "filePath", value: { file: inputFile } };
  }
  throw new Error("The `inputFile` option must be a file path string or a file URL.");
};

// node_modules/execa/lib/stdio/duplicate.js
import path8 from "node:path";
import { fileURLToPath as fileURLToPath3 } from "node:url";
var isFileType = (type) => SPECIAL_DUPLICATE_TYPES_SYNC.has(type);
var getFileTarget = ({ type, value }) => type === "filePath" ? path8.resolve(value.file) : fileURLToPath3(value);
var filterDuplicates = (stdioItems) => stdioItems.filter((stdioItemOne, indexOne) => stdioItems.every((stdioItemTwo, indexTwo) => !hasSameValueAndDirection(stdioItemOne, stdioItemTwo) || indexOne >= indexTwo || stdioItemOne.type === "generator" || stdioItemOne.type === "asyncGenerator"));
var hasSameValueAndDirection = (stdioItemOne, stdioItemTwo) => stdioItemOne.value === stdioItemTwo.value && stdioItemOne.direction === stdioItemTwo.direction;
var getDuplicateStream = ({ stdioItem: { type, value, optionName }, direction, fileDescriptors, isSync }) => {
  const otherStdioItems = getOtherStdioItems(fileDescriptors, type);
  if (otherStdioItems.length === 0) {
    return;
  }
  if (isSync) {
    validateDuplicateStreamSync({
      otherStdioItems,
      type,
      value,
      optionName,
      direction
    });
    return;
  }
  if (SPECIAL_DUPLICATE_TYPES.has(type)) {
    return getDuplicateStreamInstance({
      otherStdioItems,
      type,
      value,
      optionName,
      direction
    });
  }
  if (FORBID_DUPLICATE_TYPES.has(type)) {
    validateDuplicateTransform({
      otherStdioItems,
      type,
      value,
      optionName
    });
  }
};
var getOtherStdioItems = (fileDescriptors, type) => fileDescriptors.flatMap(
  ({ direction, stdioItems }) => stdioItems.map((stdioItem) => ({ ...stdioItem, direction }))
).filter((stdioItem) => isSameDuplicateType(stdioItem.type, type));
var isSameDuplicateType = (otherType, type) => otherType === type || isFileType(otherType) && isFileType(type);
var validateDuplicateStreamSync = ({ otherStdioItems, type, value, optionName, direction }) => {
  if (SPECIAL_DUPLICATE_TYPES_SYNC.has(type)) {
    getDuplicateStreamInstance({
      otherStdioItems,
      type,
      value,
      optionName,
      direction
    });
  }
};
var getDuplicateStreamInstance = ({ otherStdioItems, type, value, optionName, direction }) => {
  const duplicateStdioItems = otherStdioItems.filter((stdioItem) => hasSameValue(stdioItem, type, value));
  if (duplicateStdioItems.length === 0) {
    return;
  }
  const differentStdioItem = duplicateStdioItems.find((stdioItem) => stdioItem.direction !== direction);
  throwOnDuplicateStream(differentStdioItem, optionName, type);
  return direction === "output" || type === "webStream" ? duplicateStdioItems[0].stream : void 0;
};
var hasSameValue = (otherStdioItem, type, value) => isFileType(otherStdioItem.type) ? getFileTarget(otherStdioItem) === getFileTarget({ type, value }) : otherStdioItem.value === value;
var validateDuplicateTransform = ({ otherStdioItems, type, value, optionName }) => {
  const duplicateStdioItem = otherStdioItems.find(({ value: { transform } }) => transform === value.transform);
  throwOnDuplicateStream(duplicateStdioItem, optionName, type);
};
var throwOnDuplicateStream = (stdioItem, optionName, type) => {
  if (stdioItem !== void 0) {
    throw new TypeError(`The \`${stdioItem.optionName}\` and \`${optionName}\` options must not target ${TYPE_TO_MESSAGE[type]} that is the same.`);
  }
};

// node_modules/execa/lib/stdio/handle.js
var handleStdio = (addProperties3, options, verboseInfo, isSync) => {
  const stdio = normalizeStdioOption(options, verboseInfo, isSync);
  const initialFileDescriptors = stdio.map((stdioOption, fdNumber) => getFileDescriptor({
    stdioOption,
    fdNumber,
    options,
    isSync
  }));
  const fileDescriptors = getFinalFileDescriptors({
    initialFileDescriptors,
    addProperties: addProperties3,
    options,
    isSync
  });
  options.stdio = fileDescriptors.map(({ stdioItems }) => forwardStdio(stdioItems));
  return fileDescriptors;
};
var getFileDescriptor = ({ stdioOption, fdNumber, options, isSync }) => {
  const optionName = getStreamName(fdNumber);
  const { stdioItems: initialStdioItems, isStdioArray } = initializeStdioItems({
    stdioOption,
    fdNumber,
    options,
    optionName
  });
  const direction = getStreamDirection({
    stdioItems: initialStdioItems,
    isStdioArray,
    fdNumber,
    optionName
  });
  const stdioItems = initialStdioItems.map((stdioItem) => handleNativeStream({
    stdioItem,
    isStdioArray,
    fdNumber,
    direction,
    isSync
  }));
  const normalizedStdioItems = normalizeTransforms(stdioItems, optionName, direction, options);
  const objectMode = getFdObjectMode(normalizedStdioItems, direction);
  validateFileObjectMode(normalizedStdioItems, objectMode);
  return { direction, objectMode, stdioItems: normalizedStdioItems };
};
var initializeStdioItems = ({ stdioOption, fdNumber, options, optionName }) => {
  const values = Array.isArray(stdioOption) ? stdioOption : [stdioOption];
  const inputStdioItems = handleInputOptions(options, fdNumber);
  const initialStdioItems = [
    ...omitInheritedStdin(values.map((value) => initializeStdioItem(value, optionName)), inputStdioItems),
    ...inputStdioItems
  ];
  const stdioItems = filterDuplicates(initialStdioItems);
  const isStdioArray = stdioItems.length > 1;
  validateStdioArray(stdioItems, isStdioArray, optionName);
  validateStreams(stdioItems, isStdioArray);
  return { stdioItems, isStdioArray };
};
var omitInheritedStdin = (stdioItems, inputStdioItems) => inputStdioItems.length > 0 && isInheritedStdinOnly(stdioItems) ? [] : stdioItems;
var isInheritedStdinOnly = (stdioItems) => stdioItems.length === 1 && stdioItems[0].type === "native" && stdioItems[0].value === "inherit";
var initializeStdioItem = (value, optionName) => {
  if (isStdioValueObject(value)) {
    return initializeStdioValueObject(value, optionName);
  }
  return {
    type: getStdioItemType(value, optionName),
    value,
    optionName
  };
};
var initializeStdioValueObject = ({ value, input }, optionName) => {
  checkBooleanOption(input, `${optionName}.input`);
  return {
    type: getStdioItemType(value, optionName),
    value,
    direction: input ? "input" : void 0,
    optionName
  };
};
var validateStdioArray = (stdioItems, isStdioArray, optionName) => {
  if (stdioItems.length === 0) {
    throw new TypeError(`The \`${optionName}\` option must not be an empty array.`);
  }
  if (!isStdioArray) {
    return;
  }
  for (const { value, optionName: optionName2 } of stdioItems) {
    if (INVALID_STDIO_ARRAY_OPTIONS.has(value)) {
      throw new Error(`The \`${optionName2}\` option must not include \`${value}\`.`);
    }
  }
};
var INVALID_STDIO_ARRAY_OPTIONS = /* @__PURE__ */ new Set(["ignore"]);
var validateStreams = (stdioItems, isStdioArray) => {
  for (const stdioItem of stdioItems) {
    validateFileStdio(stdioItem);
    validateFileDescriptorStdio(stdioItem);
    validateNativeStdio(stdioItem, isStdioArray);
  }
};
var validateFileDescriptorStdio = ({ type, value, optionName }) => {
  if (type !== "native") {
    return;
  }
  const fileDescriptor = typeof value === "number" ? value : value?.fd;
  if (typeof fileDescriptor === "number" && (!Number.isInteger(fileDescriptor) || fileDescriptor < 0 || fileDescriptor > MAX_FILE_DESCRIPTOR)) {
    throw new TypeError(`The \`${optionName}\` option must be a non-negative 32-bit integer: got ${fileDescriptor}.`);
  }
};
var MAX_FILE_DESCRIPTOR = 2 ** 31 - 1;
var validateNativeStdio = ({ type, value, optionName }, isStdioArray) => {
  if (type !== "native") {
    return;
  }
  if (isFileHandle(value)) {
    if (isStdioArray) {
      throw new TypeError(`The \`${optionName}\` option cannot combine file handles with other values.`);
    }
    return;
  }
  if (typeof value !== "string" && typeof value !== "number" && !isStream(value, { checkOpen: false })) {
    throw new TypeError(`The \`${optionName}\` option is invalid: ${String(value)} (${typeof value}).`);
  }
};
var isFileHandle = (value) => typeof value?.fd === "number" && !isStream(value, { checkOpen: false });
var validateFileStdio = ({ type, value, optionName }) => {
  if (isRegularUrl(value)) {
    throw new TypeError(`The \`${optionName}: URL\` option must use the \`file:\` scheme.
For example, you can use the \`pathToFileURL()\` method of the \`url\` core module.`);
  }
  if (isUnknownStdioString(type, value)) {
    throw new TypeError(`The \`${optionName}: { file: '...' }\` option must be used instead of \`${optionName}: '...'\`.`);
  }
};
var validateFileObjectMode = (stdioItems, objectMode) => {
  if (!objectMode) {
    return;
  }
  const fileStdioItem = stdioItems.find(({ type }) => FILE_TYPES.has(type));
  if (fileStdioItem !== void 0) {
    throw new TypeError(`The \`${fileStdioItem.optionName}\` option cannot use both files and transforms in objectMode.`);
  }
};
var getFinalFileDescriptors = ({ initialFileDescriptors, addProperties: addProperties3, options, isSync }) => {
  const fileDescriptors = [];
  try {
    for (const fileDescriptor of initialFileDescriptors) {
      addFinalFileDescriptor({
        fileDescriptor,
        fileDescriptors,
        addProperties: addProperties3,
        options,
        isSync
      });
    }
    return fileDescriptors;
  } catch (error) {
    cleanupCustomStreams(fileDescriptors);
    throw error;
  }
};
var addFinalFileDescriptor = ({ fileDescriptor, fileDescriptors, addProperties: addProperties3, options, isSync }) => {
  const { direction, objectMode, stdioItems } = fileDescriptor;
  const finalFileDescriptor = { direction, objectMode, stdioItems: [] };
  fileDescriptors.push(finalFileDescriptor);
  for (const stdioItem of stdioItems) {
    finalFileDescriptor.stdioItems.push(addStreamProperties({
      stdioItem,
      addProperties: addProperties3,
      direction,
      objectMode,
      options,
      fileDescriptors,
      isSync
    }));
  }
};
var addStreamProperties = ({ stdioItem, addProperties: addProperties3, direction, objectMode, options, fileDescriptors, isSync }) => {
  const duplicateStream = getDuplicateStream({
    stdioItem,
    direction,
    fileDescriptors,
    isSync
  });
  if (duplicateStream !== void 0) {
    return { ...stdioItem, stream: duplicateStream };
  }
  return {
    ...stdioItem,
    ...addProperties3[direction][stdioItem.type](stdioItem, options, objectMode)
  };
};
var cleanupCustomStreams = (fileDescriptors) => {
  for (const { stream } of fileDescriptors.flatMap(({ stdioItems }) => stdioItems)) {
    if (stream === void 0 || isStandardStream(stream)) {
      continue;
    }
    stream.on("error", () => {
    });
    stream.destroy();
  }
};
var forwardStdio = (stdioItems) => {
  if (stdioItems.length > 1) {
    return stdioItems.some(({ value: value2 }) => value2 === "overlapped") ? "overlapped" : "pipe";
  }
  const [{ type, value }] = stdioItems;
  return type === "native" ? value : "pipe";
};

// node_modules/execa/lib/stdio/handle-sync.js
var handleStdioSync = (options, verboseInfo) => handleStdio(addPropertiesSync, options, verboseInfo, true);
var forbiddenIfSync = ({ type, optionName }) => {
  throwInvalidSyncValue(optionName, TYPE_TO_MESSAGE[type]);
};
var forbiddenNativeIfSync = ({ optionName, value }) => {
  if (value === "overlapped") {
    throwInvalidSyncValue(optionName, `"${value}"`);
  }
  return {};
};
var forbiddenNativeInputIfSync = (stdioItem) => {
  const { optionName, value } = stdioItem;
  if (value === "pipe" && optionName !== "stdin") {
    throw new TypeError(`Only the \`stdin\` option, not \`${optionName}\`, can be an input pipe with synchronous methods.`);
  }
  return forbiddenNativeIfSync(stdioItem);
};
var forbiddenInputTransformIfSync = ({ optionName }) => {
  if (optionName !== "stdin") {
    throw new TypeError(`Only the \`stdin\` option, not \`${optionName}\`, can be an input transform with synchronous methods.`);
  }
};
var throwInvalidSyncValue = (optionName, value) => {
  throw new TypeError(`The \`${optionName}\` option cannot be ${value} with synchronous methods.`);
};
var addProperties = {
  generator() {
  },
  asyncGenerator: forbiddenIfSync,
  webStream: forbiddenIfSync,
  nodeStream: forbiddenIfSync,
  webTransform: forbiddenIfSync,
  duplex: forbiddenIfSync,
  asyncIterable: forbiddenIfSync,
  native: forbiddenNativeIfSync
};
var addPropertiesSync = {
  input: {
    ...addProperties,
    generator: forbiddenInputTransformIfSync,
    native: forbiddenNativeInputIfSync,
    // Files and iterables are read lazily, so that a file which cannot be read, or an iterable which throws, is reported like any other early error, instead of being thrown as a raw error
    fileUrl: ({ value }) => ({ contents: () => [bufferToUint8Array(readFileSync8(value))] }),
    filePath: ({ value: { file } }) => ({ contents: () => [bufferToUint8Array(readFileSync8(file))] }),
    fileNumber: forbiddenIfSync,
    iterable: ({ value }) => ({ contents: () => [...value] }),
    string: ({ value }) => ({ contents: [value] }),
    // `contents` is already set when reading from a file descriptor
    uint8Array: ({ value, contents = [value] }) => ({ contents })
  },
  output: {
    ...addProperties,
    fileUrl: ({ value }) => ({ path: value }),
    filePath: ({ value: { file, append } }) => ({ path: file, append }),
    fileNumber: ({ value }) => ({ path: value }),
    iterable: forbiddenIfSync,
    string: forbiddenIfSync,
    uint8Array: forbiddenIfSync
  }
};

// node_modules/execa/lib/transform/generator.js
import { Transform, getDefaultHighWaterMark } from "node:stream";
import { Buffer as Buffer5 } from "node:buffer";

// node_modules/execa/lib/transform/validate.js
import { Buffer as Buffer3 } from "node:buffer";
var getValidateTransformInput = (writableObjectMode, optionName) => writableObjectMode ? void 0 : validateStringTransformInput.bind(void 0, optionName);
var validateStringTransformInput = function* (optionName, chunk) {
  if (typeof chunk !== "string" && !isUint8Array(chunk) && !Buffer3.isBuffer(chunk)) {
    throw new TypeError(`The \`${optionName}\` option's transform must use "objectMode: true" to receive as input: ${typeof chunk}.`);
  }
  yield chunk;
};
var getValidateTransformReturn = (readableObjectMode, optionName) => readableObjectMode ? validateObjectTransformReturn.bind(void 0, optionName) : validateStringTransformReturn.bind(void 0, optionName);
var validateObjectTransformReturn = function* (optionName, chunk) {
  validateEmptyReturn(optionName, chunk);
  yield chunk;
};
var validateStringTransformReturn = function* (optionName, chunk) {
  validateEmptyReturn(optionName, chunk);
  if (typeof chunk !== "string" && !isUint8Array(chunk)) {
    throw new TypeError(`The \`${optionName}\` option's function must yield a string or an Uint8Array, not ${typeof chunk}.`);
  }
  yield chunk;
};
var validateEmptyReturn = (optionName, chunk) => {
  if (chunk === null || chunk === void 0) {
    throw new TypeError(`The \`${optionName}\` option's function must not call \`yield ${chunk}\`.
Instead, \`yield\` should either be called with a value, or not be called at all. For example:
  if (condition) { yield value; }`);
  }
};

// node_modules/execa/lib/transform/encoding-transform.js
import { Buffer as Buffer4 } from "node:buffer";
import { StringDecoder as StringDecoder2 } from "node:string_decoder";
var getEncodingTransformGenerator = (binary, encoding, skipped) => {
  if (skipped) {
    return;
  }
  if (binary) {
    return { transform: encodingUint8ArrayGenerator.bind(void 0, new TextEncoder()) };
  }
  const stringDecoder = new StringDecoder2(encoding);
  return {
    transform: encodingStringGenerator.bind(void 0, stringDecoder),
    final: encodingStringFinal.bind(void 0, stringDecoder)
  };
};
var encodingUint8ArrayGenerator = function* (textEncoder3, chunk) {
  if (Buffer4.isBuffer(chunk)) {
    yield bufferToUint8Array(chunk);
  } else if (typeof chunk === "string") {
    yield textEncoder3.encode(chunk);
  } else {
    yield chunk;
  }
};
var encodingStringGenerator = function* (stringDecoder, chunk) {
  yield isUint8Array(chunk) ? stringDecoder.write(chunk) : chunk;
};
var encodingStringFinal = function* (stringDecoder) {
  const lastChunk = stringDecoder.end();
  if (lastChunk !== "") {
    yield lastChunk;
  }
};
var getStringToBytesGenerator = (binary, encoding, skipped) => skipped || encoding === "utf8" ? void 0 : { transform: stringToBytesGenerator.bind(void 0, getStringEncoding(binary, encoding)) };
var stringToBytesGenerator = function* (stringEncoding, chunk) {
  yield typeof chunk === "string" ? bufferToUint8Array(Buffer4.from(chunk, stringEncoding)) : chunk;
};

// node_modules/execa/lib/transform/run-async.js
import { callbackify } from "node:util";
var pushChunks = callbackify(async (getChunks2, state, getChunksArguments, transformStream) => {
  state.currentIterable = getChunks2(...getChunksArguments);
  try {
    for await (const chunk of state.currentIterable) {
      transformStream.push(chunk);
    }
  } finally {
    delete state.currentIterable;
  }
});
var transformChunk = async function* (chunk, generators, index) {
  if (index === generators.length) {
    yield chunk;
    return;
  }
  const { transform = identityGenerator } = generators[index];
  for await (const transformedChunk of transform(chunk)) {
    yield* transformChunk(transformedChunk, generators, index + 1);
  }
};
var finalChunks = async function* (generators) {
  for (const [index, { final }] of Object.entries(generators)) {
    yield* generatorFinalChunks(final, Number(index), generators);
  }
};
var generatorFinalChunks = async function* (final, index, generators) {
  if (final === void 0) {
    return;
  }
  for await (const finalChunk of final()) {
    yield* transformChunk(finalChunk, generators, index + 1);
  }
};
var destroyTransform = callbackify(async ({ currentIterable }, error) => {
  if (currentIterable !== void 0) {
    await (error ? currentIterable.throw(error) : currentIterable.return());
    return;
  }
  if (error) {
    throw error;
  }
});
var identityGenerator = function* (chunk) {
  yield chunk;
};

// node_modules/execa/lib/transform/run-sync.js
var pushChunksSync = (getChunksSync, getChunksArguments, transformStream, done) => {
  try {
    for (const chunk of getChunksSync(...getChunksArguments)) {
      transformStream.push(chunk);
    }
    done();
  } catch (error) {
    done(normalizeTransformError(error));
  }
};
var normalizeTransformError = (error) => error || Object.assign(new Error("Promise was rejected with falsy value"), {
  code: "ERR_FALSY_VALUE_REJECTION",
  reason: error
});
var runTransformSync = (generators, chunks) => {
  try {
    return [
      ...chunks.flatMap((chunk) => [...transformChunkSync(chunk, generators, 0)]),
      ...finalChunksSync(generators)
    ];
  } catch (error) {
    throw normalizeTransformError(error);
  }
};
var transformChunkSync = function* (chunk, generators, index) {
  if (index === generators.length) {
    yield chunk;
    return;
  }
  const { transform = identityGenerator2 } = generators[index];
  for (const transformedChunk of transform(chunk)) {
    yield* transformChunkSync(transformedChunk, generators, index + 1);
  }
};
var finalChunksSync = function* (generators) {
  for (const [index, { final }] of Object.entries(generators)) {
    yield* generatorFinalChunksSync(final, Number(index), generators);
  }
};
var generatorFinalChunksSync = function* (final, index, generators) {
  if (final === void 0) {
    return;
  }
  for (const finalChunk of final()) {
    yield* transformChunkSync(finalChunk, generators, index + 1);
  }
};
var identityGenerator2 = function* (chunk) {
  yield chunk;
};

// node_modules/execa/lib/transform/generator.js
var generatorToStream = ({
  value,
  value: {
    transform,
    final,
    binary,
    writableObjectMode,
    readableObjectMode
  },
  optionName
}, { encoding }) => {
  const state = {};
  const generators = addInternalGenerators(value, encoding, optionName);
  const transformAsync = isAsyncGenerator(transform);
  const finalAsync = isAsyncGenerator(final);
  const transformMethod = transformAsync ? pushChunks.bind(void 0, transformChunk, state) : pushChunksSync.bind(void 0, transformChunkSync);
  const finalMethod = transformAsync || finalAsync ? pushChunks.bind(void 0, finalChunks, state) : pushChunksSync.bind(void 0, finalChunksSync);
  const destroyMethod = transformAsync || finalAsync ? destroyTransform.bind(void 0, state) : void 0;
  const stream = new Transform({
    writableObjectMode,
    writableHighWaterMark: getDefaultHighWaterMark(writableObjectMode),
    readableObjectMode,
    readableHighWaterMark: getDefaultHighWaterMark(readableObjectMode),
    // A string written to the stream is converted to bytes with this encoding, which `getEncodingTransformGenerator()` then decodes with the `encoding` option
    defaultEncoding: getStringEncoding(binary, encoding),
    transform(chunk, encoding2, done) {
      transformMethod([chunk, generators, 0], this, done);
    },
    flush(done) {
      finalMethod([generators], this, done);
    },
    destroy: destroyMethod
  });
  return { stream };
};
var runGeneratorsSync = (chunks, stdioItems, encoding, isInput) => {
  const generators = stdioItems.filter(({ type }) => type === "generator");
  const reversedGenerators = isInput ? generators.reverse() : generators;
  for (const { value, optionName } of reversedGenerators) {
    if (!value.writableObjectMode) {
      const stringEncoding = getStringEncoding(value.binary, encoding);
      chunks = chunks.map((chunk) => typeof chunk === "string" ? Buffer5.from(chunk, stringEncoding) : chunk);
    }
    const generators2 = addInternalGenerators(value, encoding, optionName);
    chunks = runTransformSync(generators2, chunks);
  }
  return chunks;
};
var addInternalGenerators = ({ transform, final, binary, writableObjectMode, readableObjectMode, preserveNewlines }, encoding, optionName) => {
  const state = {};
  return [
    { transform: getValidateTransformInput(writableObjectMode, optionName) },
    getEncodingTransformGenerator(binary, encoding, writableObjectMode),
    getSplitLinesGenerator(binary, preserveNewlines, writableObjectMode, state),
    { transform, final },
    { transform: getValidateTransformReturn(readableObjectMode, optionName) },
    getAppendNewlineGenerator({
      binary,
      preserveNewlines,
      readableObjectMode,
      state,
      encoding
    }),
    getStringToBytesGenerator(binary, encoding, readableObjectMode)
  ].filter(Boolean);
};

// node_modules/execa/lib/io/input-sync.js
var addInputOptionsSync = (fileDescriptors, options) => {
  for (const fdNumber of getInputFdNumbers(fileDescriptors)) {
    addInputOptionSync(fileDescriptors, fdNumber, options);
  }
};
var getInputFdNumbers = (fileDescriptors) => new Set(Object.entries(fileDescriptors).filter(([, { direction }]) => direction === "input").map(([fdNumber]) => Number(fdNumber)));
var addInputOptionSync = (fileDescriptors, fdNumber, options) => {
  const { stdioItems } = fileDescriptors[fdNumber];
  const allStdioItems = stdioItems.filter(({ contents }) => contents !== void 0);
  if (allStdioItems.length === 0 && stdioItems.every(({ type }) => type !== "generator")) {
    return;
  }
  if (fdNumber !== 0) {
    const [{ type, optionName }] = allStdioItems;
    throw new TypeError(`Only the \`stdin\` option, not \`${optionName}\`, can be ${TYPE_TO_MESSAGE[type]} with synchronous methods.`);
  }
  const chunks = allStdioItems.flatMap(({ type, contents }) => getChunks(type, typeof contents === "function" ? contents() : contents));
  options.input = applyInputGeneratorsSync(chunks, stdioItems, options.encoding);
};
var getChunks = (type, chunks) => type === "iterable" ? chunks : chunks.filter((chunk) => chunk.length > 0);
var applyInputGeneratorsSync = (chunks, stdioItems, encoding) => {
  const newContents = runGeneratorsSync(chunks, stdioItems, getInputEncoding(encoding), true);
  validateSerializable(newContents);
  return joinToUint8Array(newContents);
};
var validateSerializable = (newContents) => {
  const invalidItem = newContents.find((item) => !isSerializableInput(item));
  if (invalidItem !== void 0) {
    throwOnSerializableInput("stdin", invalidItem);
  }
};
var isSerializableInput = (item) => typeof item === "string" || isUint8Array(item);
var throwOnSerializableInput = (optionName, invalidItem) => {
  throw new TypeError(`The \`${optionName}\` option is invalid: when passing objects as input, a transform must be used to serialize them to strings or Uint8Arrays: ${invalidItem}.`);
};

// node_modules/execa/lib/io/output-sync.js
import { writeFileSync, appendFileSync } from "node:fs";

// node_modules/execa/lib/verbose/output.js
var shouldLogOutput = ({ stdioItems, encoding, verboseInfo, fdNumber }) => fdNumber !== "all" && isFullVerbose(verboseInfo, fdNumber) && !BINARY_ENCODINGS.has(encoding) && isFdVerbose(fdNumber) && (stdioItems.some(({ type, value }) => type === "native" && PIPED_STDIO_VALUES.has(value)) || stdioItems.every(({ type }) => TRANSFORM_TYPES.has(type)));
var isFdVerbose = (fdNumber) => fdNumber === 1 || fdNumber === 2;
var PIPED_STDIO_VALUES = /* @__PURE__ */ new Set(["pipe", "overlapped"]);
var logLines = async (linesIterable, stream, fdNumber, verboseInfo) => {
  for await (const line of linesIterable) {
    if (!isPipingStream(stream)) {
      logLine(line, fdNumber, verboseInfo);
    }
  }
};
var logLinesSync = (linesArray, fdNumber, verboseInfo) => {
  for (const line of linesArray) {
    logLine(line, fdNumber, verboseInfo);
  }
};
var isPipingStream = (stream) => stream._readableState.pipes.some((pipe) => !isAllStream(pipe) || isPipingStream(pipe));
var logLine = (line, fdNumber, verboseInfo) => {
  const verboseMessage = serializeVerboseMessage(line);
  verboseLog({
    type: "output",
    verboseMessage,
    fdNumber,
    verboseInfo
  });
};

// node_modules/execa/lib/io/output-sync.js
var transformOutputSync = ({ fileDescriptors, syncResult, options, verboseInfo }) => {
  const output = syncResult.output ?? getSpawnFailureOutput(options);
  const outputFiles = /* @__PURE__ */ new Set();
  const errors = [];
  const transformedOutput = output.map((result, fdNumber) => transformOutputResultSync({
    result,
    fileDescriptors,
    fdNumber,
    errors,
    outputFiles,
    verboseInfo
  }, options));
  return { output: transformedOutput, error: errors.find((error) => error !== void 0) };
};
var getSpawnFailureOutput = ({ stdio }) => stdio.map((stdioOption, fdNumber) => fdNumber !== 0 && stdioOption === "pipe" ? new Uint8Array() : null);
var transformOutputResultSync = ({ result, fileDescriptors, fdNumber, errors, outputFiles, verboseInfo }, { buffer, encoding, lines, stripFinalNewline: stripFinalNewline2, maxBuffer }) => {
  if (result === null) {
    return;
  }
  const truncatedResult = truncateMaxBufferSync(result, fdNumber, { maxBuffer, buffer });
  const uint8ArrayResult = bufferToUint8Array(truncatedResult);
  const { stdioItems, objectMode } = fileDescriptors[fdNumber];
  const { chunks, error: transformError } = runOutputGeneratorsSync(uint8ArrayResult.length === 0 ? [] : [uint8ArrayResult], stdioItems, encoding);
  const { serializedResult, finalResult } = serializeChunks({
    chunks,
    objectMode,
    encoding,
    lines,
    stripFinalNewline: stripFinalNewline2,
    fdNumber
  });
  const logError2 = logOutputSync({
    serializedResult,
    fdNumber,
    verboseInfo,
    encoding,
    stdioItems,
    objectMode
  });
  const error = transformError ?? logError2;
  errors.push(error);
  const returnedResult = buffer[fdNumber] ? finalResult : void 0;
  try {
    if (error === void 0) {
      writeToFiles(chunks, stdioItems, outputFiles);
    }
    return returnedResult;
  } catch (writeError) {
    errors.push(writeError);
    return returnedResult;
  }
};
var runOutputGeneratorsSync = (chunks, stdioItems, encoding) => {
  try {
    return { chunks: runGeneratorsSync(chunks, stdioItems, encoding, false), error: void 0 };
  } catch (error) {
    return { chunks: [], error };
  }
};
var serializeChunks = ({ chunks, objectMode, encoding, lines, stripFinalNewline: stripFinalNewline2, fdNumber }) => {
  if (objectMode) {
    return { serializedResult: chunks, finalResult: chunks };
  }
  if (encoding === "buffer") {
    const serializedResult2 = joinToUint8Array(chunks);
    return { serializedResult: serializedResult2, finalResult: serializedResult2 };
  }
  const serializedResult = joinToString(chunks, encoding);
  const finalResult = lines[fdNumber] ? splitLinesSync(serializedResult, !stripFinalNewline2[fdNumber], objectMode) : serializedResult;
  return { serializedResult, finalResult };
};
var logOutputSync = ({ serializedResult, fdNumber, verboseInfo, encoding, stdioItems, objectMode }) => {
  if (!shouldLogOutput({
    stdioItems,
    encoding,
    verboseInfo,
    fdNumber
  })) {
    return;
  }
  const linesArray = splitLinesSync(serializedResult, false, objectMode);
  try {
    logLinesSync(linesArray, fdNumber, verboseInfo);
  } catch (error) {
    return error;
  }
};
var writeToFiles = (chunks, stdioItems, outputFiles) => {
  const fileItems = stdioItems.filter(({ type }) => FILE_TYPES.has(type));
  if (fileItems.length === 0) {
    return;
  }
  const contents = joinToUint8Array(chunks);
  const writtenPaths = /* @__PURE__ */ new Set();
  for (const stdioItem of fileItems) {
    const { type, append } = stdioItem;
    const path10 = type === "fileNumber" ? stdioItem.path : getFileTarget(stdioItem);
    if (writtenPaths.has(path10)) {
      continue;
    }
    writtenPaths.add(path10);
    if (append || outputFiles.has(path10)) {
      appendFileSync(path10, contents);
    } else {
      writeFileSync(path10, contents);
    }
    outputFiles.add(path10);
  }
};

// node_modules/execa/lib/resolve/exit-async.js
import { once as once4 } from "node:events";
var waitForExit = async (subprocess, context) => {
  const [exitCode, signal] = await waitForExitOrError(subprocess);
  context.isForcefullyTerminated ??= false;
  return [exitCode, signal];
};
var waitForExitOrError = async (subprocess) => {
  const [spawnPayload, exitPayload] = await Promise.allSettled([
    once4(subprocess, "spawn"),
    once4(subprocess, "exit")
  ]);
  if (spawnPayload.status === "rejected") {
    return [];
  }
  return exitPayload.status === "rejected" ? waitForSubprocessExit(subprocess) : exitPayload.value;
};
var waitForSubprocessExit = async (subprocess) => {
  try {
    return await once4(subprocess, "exit");
  } catch {
    return waitForSubprocessExit(subprocess);
  }
};
var waitForSuccessfulExit = async (exitPromise) => {
  const [exitCode, signal] = await exitPromise;
  if (!isSubprocessErrorExit(exitCode, signal) && isFailedExit(exitCode, signal)) {
    throw new DiscardedError();
  }
  return [exitCode, signal];
};
var isSubprocessErrorExit = (exitCode, signal) => exitCode === void 0 && signal === void 0;
var isFailedExit = (exitCode, signal) => exitCode !== 0 || signal !== null;

// node_modules/execa/lib/resolve/exit-sync.js
var getExitResultSync = ({ error, status: exitCode, signal, output }, { maxBuffer, buffer }) => {
  const initialError = getResultError(error, exitCode, signal);
  const isTimedOut = initialError?.code === "ETIMEDOUT";
  const { resultError, isMaxBuffer } = isTimedOut ? { resultError: initialError, isMaxBuffer: false } : handleMaxBufferSync({
    resultError: initialError,
    output,
    maxBuffer,
    buffer
  });
  return {
    resultError,
    exitCode,
    signal,
    timedOut: isTimedOut,
    isMaxBuffer
  };
};
var getResultError = (error, exitCode, signal) => {
  if (error !== void 0) {
    return error;
  }
  return isFailedExit(exitCode, signal) ? new DiscardedError() : void 0;
};

// node_modules/execa/lib/methods/main-sync.js
var execaCoreSync = (rawFile, rawArguments, rawOptions) => {
  const { file, commandArguments, command, escapedCommand, startTime, verboseInfo, options, fileDescriptors } = handleSyncArguments(rawFile, rawArguments, rawOptions);
  const result = spawnSubprocessSync({
    file,
    commandArguments,
    options,
    command,
    escapedCommand,
    verboseInfo,
    fileDescriptors,
    startTime
  });
  return handleResult(result, verboseInfo, options);
};
var handleSyncArguments = (rawFile, rawArguments, rawOptions) => {
  const { command, escapedCommand, startTime, verboseInfo } = handleCommand(rawFile, rawArguments, rawOptions);
  const syncOptions = normalizeSyncOptions(rawOptions);
  const { file, commandArguments, options } = normalizeOptions(rawFile, rawArguments, syncOptions);
  validateSyncOptions(options);
  const fileDescriptors = handleStdioSync(options, verboseInfo);
  return {
    file,
    commandArguments,
    command,
    escapedCommand,
    startTime,
    verboseInfo,
    options,
    fileDescriptors
  };
};
var normalizeSyncOptions = (options) => options.node && !options.ipc ? { ...options, ipc: false } : options;
var validateSyncOptions = ({ ipc, ipcInput, detached, cancelSignal, killDescendants }) => {
  if (ipcInput !== void 0) {
    throwInvalidSyncOption("ipcInput");
  }
  if (ipc) {
    throwInvalidSyncOption("ipc: true");
  }
  if (detached) {
    throwInvalidSyncOption("detached: true");
  }
  if (killDescendants) {
    throwInvalidSyncOption("killDescendants: true");
  }
  if (cancelSignal) {
    throwInvalidSyncOption("cancelSignal");
  }
};
var throwInvalidSyncOption = (value) => {
  throw new TypeError(`The "${value}" option cannot be used with synchronous methods.`);
};
var spawnSubprocessSync = ({ file, commandArguments, options, command, escapedCommand, verboseInfo, fileDescriptors, startTime }) => {
  const syncResult = runSubprocessSync({
    file,
    commandArguments,
    options,
    command,
    escapedCommand,
    fileDescriptors,
    startTime
  });
  if (syncResult.failed) {
    return syncResult;
  }
  const { resultError, exitCode, signal, timedOut, isMaxBuffer } = getExitResultSync(syncResult, options);
  const { output, error = resultError } = transformOutputSync({
    fileDescriptors,
    syncResult,
    options,
    verboseInfo
  });
  const stdio = output.map((stdioOutput, fdNumber) => stripNewline(stdioOutput, options, fdNumber));
  const allFds = getAllSyncFds(output);
  const all = stripNewline(getAllSync(output, allFds, options), options, "all", allFds);
  return getSyncResult({
    error,
    exitCode,
    signal,
    timedOut,
    isMaxBuffer,
    stdio,
    all,
    options,
    command,
    escapedCommand,
    startTime
  });
};
var runSubprocessSync = ({ file, commandArguments, options, command, escapedCommand, fileDescriptors, startTime }) => {
  try {
    addInputOptionsSync(fileDescriptors, options);
    const normalizedOptions = normalizeSpawnSyncOptions(options);
    return { __proto__: null, ...spawnSync2(...concatenateShell(file, commandArguments, normalizedOptions)) };
  } catch (error) {
    return makeEarlyError({
      error,
      command,
      escapedCommand,
      fileDescriptors,
      options,
      startTime,
      isSync: true,
      ...getEarlyErrorOutput(fileDescriptors, options)
    });
  }
};
var normalizeSpawnSyncOptions = ({ encoding, maxBuffer, ...options }) => ({ ...options, encoding: "buffer", maxBuffer: getMaxBufferSync(maxBuffer) });
var getSyncResult = ({ error, exitCode, signal, timedOut, isMaxBuffer, stdio, all, options, command, escapedCommand, startTime }) => error === void 0 ? makeSuccessResult({
  command,
  escapedCommand,
  stdio,
  all,
  ipcOutput: [],
  options,
  startTime
}) : makeError({
  error,
  command,
  escapedCommand,
  timedOut,
  isCanceled: false,
  isGracefullyCanceled: false,
  isMaxBuffer,
  isForcefullyTerminated: false,
  exitCode,
  signal,
  stdio,
  all,
  ipcOutput: [],
  options,
  startTime,
  isSync: true
});

// node_modules/execa/lib/methods/main-async.js
import { setMaxListeners, once as once9 } from "node:events";
import { spawn } from "node:child_process";

// node_modules/execa/lib/ipc/methods.js
import process11 from "node:process";

// node_modules/execa/lib/ipc/get-one.js
import { once as once5, on as on2 } from "node:events";
var internalGetOneMessageOptions = /* @__PURE__ */ Symbol("internalGetOneMessageOptions");
var getOneMessage = ({ anyProcess, channel, isSubprocess, ipc }, rawOptions) => {
  const options = copyOptions(rawOptions);
  const { reference = true, filter } = options;
  const { signal } = options[internalGetOneMessageOptions] ?? {};
  validateIpcMethod({
    methodName: "getOneMessage",
    isSubprocess,
    ipc,
    isConnected: isConnected(anyProcess)
  });
  return getOneMessageAsync({
    anyProcess,
    channel,
    isSubprocess,
    filter,
    reference,
    signal
  });
};
var getOneMessageAsync = async ({ anyProcess, channel, isSubprocess, filter, reference, signal }) => {
  addReference(channel, reference);
  const ipcEmitter = getIpcEmitter(anyProcess, channel, isSubprocess);
  const controller = new AbortController();
  stopOnAbort(signal, controller);
  try {
    return await Promise.race([
      getMessage(ipcEmitter, filter, controller),
      throwOnDisconnect2(ipcEmitter, isSubprocess, controller),
      throwOnStrictError(ipcEmitter, isSubprocess, controller)
    ]);
  } catch (error) {
    if (!signal?.aborted) {
      disconnect(anyProcess);
    }
    throw error;
  } finally {
    controller.abort();
    removeReference(channel, reference);
  }
};
var stopOnAbort = (signal, controller) => {
  if (signal === void 0) {
    return;
  }
  if (signal.aborted) {
    controller.abort();
    return;
  }
  signal.addEventListener("abort", () => {
    controller.abort();
  }, { once: true, signal: controller.signal });
};
var getMessage = async (ipcEmitter, filter, { signal }) => {
  if (filter === void 0) {
    const [message] = await once5(ipcEmitter, "message", { signal });
    return message;
  }
  for await (const [message] of on2(ipcEmitter, "message", { signal })) {
    if (filter(message)) {
      return message;
    }
  }
};
var throwOnDisconnect2 = async (ipcEmitter, isSubprocess, { signal }) => {
  await once5(ipcEmitter, "disconnect", { signal });
  throwOnEarlyDisconnect(isSubprocess);
};
var throwOnStrictError = async (ipcEmitter, isSubprocess, { signal }) => {
  const [error] = await once5(ipcEmitter, "strict:error", { signal });
  throw getStrictResponseError(error, isSubprocess);
};

// node_modules/execa/lib/ipc/get-each.js
import { once as once6, on as on3 } from "node:events";
var internalGetEachMessageOptions = /* @__PURE__ */ Symbol("internalGetEachMessageOptions");
var getEachMessage = (subprocessInfo, rawOptions) => {
  const options = copyOptions(rawOptions);
  const { reference = true } = options;
  const { signal, shouldAwait = !subprocessInfo.isSubprocess } = options[internalGetEachMessageOptions] ?? {};
  return loopOnMessages({
    ...subprocessInfo,
    shouldAwait,
    reference,
    signal
  });
};
var loopOnMessages = ({ anyProcess, waitProcess = anyProcess, channel, isSubprocess, ipc, shouldAwait, reference, signal }) => {
  validateIpcMethod({
    methodName: "getEachMessage",
    isSubprocess,
    ipc,
    isConnected: isConnected(anyProcess)
  });
  addReference(channel, reference);
  const ipcEmitter = getIpcEmitter(anyProcess, channel, isSubprocess);
  const controller = new AbortController();
  const state = {};
  stopOnAbort2(signal, controller);
  stopOnDisconnect(anyProcess, ipcEmitter, controller);
  abortOnStrictError({
    ipcEmitter,
    isSubprocess,
    controller,
    state
  });
  return iterateOnMessages({
    anyProcess,
    waitProcess,
    channel,
    ipcEmitter,
    isSubprocess,
    shouldAwait,
    controller,
    state,
    reference,
    signal
  });
};
var stopOnAbort2 = (signal, controller) => {
  if (signal === void 0) {
    return;
  }
  if (signal.aborted) {
    controller.abort();
    return;
  }
  signal.addEventListener("abort", () => {
    controller.abort();
  }, { once: true, signal: controller.signal });
};
var stopOnDisconnect = async (anyProcess, ipcEmitter, controller) => {
  try {
    await once6(ipcEmitter, "disconnect", { signal: controller.signal });
    controller.abort();
  } catch {
  }
};
var abortOnStrictError = async ({ ipcEmitter, isSubprocess, controller, state }) => {
  try {
    const [error] = await once6(ipcEmitter, "strict:error", { signal: controller.signal });
    state.error = getStrictResponseError(error, isSubprocess);
    controller.abort();
  } catch {
  }
};
var iterateOnMessages = async function* ({ anyProcess, waitProcess, channel, ipcEmitter, isSubprocess, shouldAwait, controller, state, reference, signal }) {
  try {
    for await (const [message] of on3(ipcEmitter, "message", { signal: controller.signal })) {
      throwIfStrictError(state);
      yield message;
    }
  } catch {
    throwIfStrictError(state);
  } finally {
    controller.abort();
    removeReference(channel, reference);
    if (!isSubprocess && !signal?.aborted) {
      disconnect(anyProcess);
    }
    if (shouldAwait) {
      await waitProcess;
    }
  }
};
var throwIfStrictError = ({ error }) => {
  if (error) {
    throw error;
  }
};

// node_modules/execa/lib/ipc/methods.js
var addIpcMethods = (target, subprocess, { ipc }) => {
  Object.assign(target, getIpcMethods(subprocess, false, ipc, target));
};
var getIpcExport = () => {
  const anyProcess = process11;
  const isSubprocess = true;
  const isIpc = process11.channel !== void 0;
  return {
    ...getIpcMethods(anyProcess, isSubprocess, isIpc),
    getCancelSignal: getCancelSignal.bind(void 0, {
      anyProcess,
      channel: anyProcess.channel,
      isSubprocess,
      ipc: isIpc
    })
  };
};
var getIpcMethods = (anyProcess, isSubprocess, ipc, waitProcess = anyProcess) => ({
  sendMessage: sendMessage.bind(void 0, {
    anyProcess,
    channel: anyProcess.channel,
    isSubprocess,
    ipc
  }),
  getOneMessage: getOneMessage.bind(void 0, {
    anyProcess,
    channel: anyProcess.channel,
    isSubprocess,
    ipc
  }),
  getEachMessage: getEachMessage.bind(void 0, {
    anyProcess,
    channel: anyProcess.channel,
    isSubprocess,
    ipc,
    waitProcess
  })
});

// node_modules/execa/lib/return/early-error.js
import { ChildProcess as ChildProcess2 } from "node:child_process";
import { callbackify as callbackify2 } from "node:util";
import {
  PassThrough,
  Readable,
  Writable,
  Duplex
} from "node:stream";
var handleEarlyError = ({ error, command, escapedCommand, fileDescriptors, options, startTime, verboseInfo }) => {
  cleanupCustomStreams(fileDescriptors);
  const subprocess = new ChildProcess2();
  subprocess.kill = () => false;
  const all = createDummyStreams(subprocess, fileDescriptors);
  const promise = handleDummyPromise({
    error,
    command,
    escapedCommand,
    fileDescriptors,
    options,
    startTime,
    verboseInfo
  });
  return {
    subprocess,
    promise,
    all: options.all ? all : void 0,
    convertedStreams: getConvertedStreams(promise)
  };
};
var createDummyStreams = (subprocess, fileDescriptors) => {
  const stdin = createDummyStream();
  const stdout = createDummyStream();
  const stderr = createDummyStream();
  const extraStdio = Array.from({ length: fileDescriptors.length - 3 }, createDummyStream);
  const all = createDummyStream();
  const stdio = [stdin, stdout, stderr, ...extraStdio];
  Object.assign(subprocess, {
    stdin,
    stdout,
    stderr,
    stdio
  });
  return all;
};
var createDummyStream = () => {
  const stream = new PassThrough();
  stream.on("error", () => {
  });
  stream.end();
  return stream;
};
var getConvertedStreams = (promise) => {
  const waitForPromise = async () => {
    await promise;
  };
  const endReadable = function() {
    callbackify2(waitForPromise)((error) => {
      if (error) {
        this.destroy(error);
      } else {
        this.push(null);
      }
    });
  };
  const endWritable = callbackify2(waitForPromise);
  const writeWritable = (chunk, encoding, done) => {
    endWritable(done);
  };
  const readable = () => new Readable({ read: endReadable });
  const writable = () => new Writable({ write: writeWritable, final: endWritable });
  const duplex = () => new Duplex({ read: endReadable, write: writeWritable, final: endWritable });
  const iterable = () => readable()[Symbol.asyncIterator]();
  return {
    readable,
    writable,
    duplex,
    readableStream: () => Readable.toWeb(readable()),
    writableStream: () => Writable.toWeb(writable()),
    transformStream: () => Duplex.toWeb(duplex()),
    iterable,
    [Symbol.asyncIterator]: iterable
  };
};
var handleDummyPromise = async ({ error, command, escapedCommand, fileDescriptors, options, startTime, verboseInfo }) => {
  const earlyError = makeEarlyError({
    error: await error,
    command,
    escapedCommand,
    fileDescriptors,
    options,
    startTime,
    isSync: false,
    ...getEarlyErrorOutput(fileDescriptors, options)
  });
  return handleResult(earlyError, verboseInfo, options);
};

// node_modules/execa/lib/stdio/handle-async.js
import { createReadStream, createWriteStream } from "node:fs";
import { Buffer as Buffer6 } from "node:buffer";
import { Readable as Readable2, Writable as Writable2, Duplex as Duplex2 } from "node:stream";
var handleStdioAsync = (options, verboseInfo) => handleStdio(addPropertiesAsync, options, verboseInfo, false);
var forbiddenIfAsync = ({ type, optionName }) => {
  throw new TypeError(`The \`${optionName}\` option cannot be ${TYPE_TO_MESSAGE[type]}.`);
};
var addProperties2 = {
  fileNumber: forbiddenIfAsync,
  generator: generatorToStream,
  asyncGenerator: generatorToStream,
  nodeStream: ({ value }) => ({ stream: value }),
  // `Duplex.fromWeb()` uses the same `objectMode` for both sides
  webTransform: ({ value: { transform, writableObjectMode, readableObjectMode } }) => ({
    stream: Duplex2.from({
      writable: Writable2.fromWeb(transform.writable, { objectMode: writableObjectMode }),
      readable: Readable2.fromWeb(transform.readable, { objectMode: readableObjectMode })
    })
  }),
  duplex: ({ value: { transform } }) => ({ stream: transform }),
  native() {
  }
};
var validateIterable = function* (iterable, optionName) {
  for (const value of iterable) {
    validateIterableValue(value, optionName);
    yield value;
  }
};
var validateAsyncIterable = async function* (iterable, optionName) {
  for await (const value of iterable) {
    validateIterableValue(value, optionName);
    yield value;
  }
};
var validateIterableValue = (value, optionName) => {
  if (!isSerializableInput(value)) {
    throwOnSerializableInput(optionName, value);
  }
};
var readableFromChunk = (chunk) => Readable2.from(chunk.length === 0 ? [] : [chunk]);
var generatorToInputStream = (stdioItem, { encoding }) => generatorToStream(stdioItem, { encoding: getInputEncoding(encoding) });
var addPropertiesAsync = {
  input: {
    ...addProperties2,
    generator: generatorToInputStream,
    asyncGenerator: generatorToInputStream,
    fileUrl: ({ value }) => ({ stream: createReadStream(value) }),
    filePath: ({ value: { file } }) => ({ stream: createReadStream(file) }),
    webStream: ({ value }, options, objectMode) => ({ stream: Readable2.fromWeb(value, { objectMode }) }),
    iterable: ({ value, optionName }, options, objectMode) => ({ stream: Readable2.from(objectMode ? value : validateIterable(value, optionName)) }),
    asyncIterable: ({ value, optionName }, options, objectMode) => ({ stream: Readable2.from(objectMode ? value : validateAsyncIterable(value, optionName)) }),
    string: ({ value }) => ({ stream: readableFromChunk(value) }),
    uint8Array: ({ value }) => ({ stream: readableFromChunk(Buffer6.from(value)) })
  },
  output: {
    ...addProperties2,
    fileUrl: ({ value }) => ({ stream: createWriteStream(value) }),
    filePath: ({ value: { file, append } }) => ({ stream: createWriteStream(file, append ? { flags: "a" } : {}) }),
    // Web writers accept arbitrary chunks, including when a shared writer receives both bytes and objects.
    webStream: ({ value }) => ({ stream: Writable2.fromWeb(value, { objectMode: true }) }),
    iterable: forbiddenIfAsync,
    asyncIterable: forbiddenIfAsync,
    string: forbiddenIfAsync,
    uint8Array: forbiddenIfAsync
  }
};

// node_modules/@sindresorhus/merge-streams/index.js
import { on as on4, once as once7 } from "node:events";
import { PassThrough as PassThroughStream, getDefaultHighWaterMark as getDefaultHighWaterMark2 } from "node:stream";
import { finished as finished2 } from "node:stream/promises";
function mergeStreams(streams) {
  if (!Array.isArray(streams)) {
    throw new TypeError(`Expected an array, got \`${typeof streams}\`.`);
  }
  for (const stream of streams) {
    validateStream(stream);
  }
  const objectMode = streams.some(({ readableObjectMode }) => readableObjectMode);
  const highWaterMark = getHighWaterMark(streams, objectMode);
  const passThroughStream = new MergedStream({
    objectMode,
    writableHighWaterMark: highWaterMark,
    readableHighWaterMark: highWaterMark
  });
  for (const stream of streams) {
    passThroughStream.add(stream);
  }
  return passThroughStream;
}
var getHighWaterMark = (streams, objectMode) => {
  if (streams.length === 0) {
    return getDefaultHighWaterMark2(objectMode);
  }
  const highWaterMarks = streams.filter(({ readableObjectMode }) => readableObjectMode === objectMode).map(({ readableHighWaterMark }) => readableHighWaterMark);
  return Math.max(...highWaterMarks);
};
var MergedStream = class extends PassThroughStream {
  #streams = /* @__PURE__ */ new Set([]);
  #ended = /* @__PURE__ */ new Set([]);
  #aborted = /* @__PURE__ */ new Set([]);
  #onFinished;
  #unpipeEvent = /* @__PURE__ */ Symbol("unpipe");
  #streamPromises = /* @__PURE__ */ new WeakMap();
  add(stream) {
    validateStream(stream);
    if (this.#streams.has(stream)) {
      return;
    }
    this.#streams.add(stream);
    this.#onFinished ??= onMergedStreamFinished(this, this.#streams, this.#unpipeEvent);
    const streamPromise = endWhenStreamsDone({
      passThroughStream: this,
      stream,
      streams: this.#streams,
      ended: this.#ended,
      aborted: this.#aborted,
      onFinished: this.#onFinished,
      unpipeEvent: this.#unpipeEvent
    });
    this.#streamPromises.set(stream, streamPromise);
    stream.pipe(this, { end: false });
  }
  async remove(stream) {
    validateStream(stream);
    if (!this.#streams.has(stream)) {
      return false;
    }
    const streamPromise = this.#streamPromises.get(stream);
    if (streamPromise === void 0) {
      return false;
    }
    this.#streamPromises.delete(stream);
    stream.unpipe(this);
    await streamPromise;
    return true;
  }
};
var onMergedStreamFinished = async (passThroughStream, streams, unpipeEvent) => {
  updateMaxListeners(passThroughStream, PASSTHROUGH_LISTENERS_COUNT);
  const controller = new AbortController();
  try {
    await Promise.race([
      onMergedStreamEnd(passThroughStream, controller),
      onInputStreamsUnpipe(passThroughStream, streams, unpipeEvent, controller)
    ]);
  } finally {
    controller.abort();
    updateMaxListeners(passThroughStream, -PASSTHROUGH_LISTENERS_COUNT);
  }
};
var onMergedStreamEnd = async (passThroughStream, { signal }) => {
  try {
    await finished2(passThroughStream, { signal, cleanup: true });
  } catch (error) {
    errorOrAbortStream(passThroughStream, error);
    throw error;
  }
};
var onInputStreamsUnpipe = async (passThroughStream, streams, unpipeEvent, { signal }) => {
  for await (const [unpipedStream] of on4(passThroughStream, "unpipe", { signal })) {
    if (streams.has(unpipedStream)) {
      unpipedStream.emit(unpipeEvent);
    }
  }
};
var validateStream = (stream) => {
  if (typeof stream?.pipe !== "function") {
    throw new TypeError(`Expected a readable stream, got: \`${typeof stream}\`.`);
  }
};
var endWhenStreamsDone = async ({ passThroughStream, stream, streams, ended, aborted: aborted2, onFinished, unpipeEvent }) => {
  updateMaxListeners(passThroughStream, PASSTHROUGH_LISTENERS_PER_STREAM);
  const controller = new AbortController();
  try {
    await Promise.race([
      afterMergedStreamFinished(onFinished, stream, controller),
      onInputStreamEnd({
        passThroughStream,
        stream,
        streams,
        ended,
        aborted: aborted2,
        controller
      }),
      onInputStreamUnpipe({
        stream,
        streams,
        ended,
        aborted: aborted2,
        unpipeEvent,
        controller
      })
    ]);
  } finally {
    controller.abort();
    updateMaxListeners(passThroughStream, -PASSTHROUGH_LISTENERS_PER_STREAM);
  }
  if (streams.size > 0 && streams.size === ended.size + aborted2.size) {
    if (ended.size === 0 && aborted2.size > 0) {
      abortStream(passThroughStream);
    } else {
      endStream(passThroughStream);
    }
  }
};
var afterMergedStreamFinished = async (onFinished, stream, { signal }) => {
  try {
    await onFinished;
    if (!signal.aborted) {
      abortStream(stream);
    }
  } catch (error) {
    if (!signal.aborted) {
      errorOrAbortStream(stream, error);
    }
  }
};
var onInputStreamEnd = async ({ passThroughStream, stream, streams, ended, aborted: aborted2, controller: { signal } }) => {
  try {
    await finished2(stream, {
      signal,
      cleanup: true,
      readable: true,
      writable: false
    });
    if (streams.has(stream)) {
      ended.add(stream);
    }
  } catch (error) {
    if (signal.aborted || !streams.has(stream)) {
      return;
    }
    if (isAbortError(error)) {
      aborted2.add(stream);
    } else {
      errorStream(passThroughStream, error);
    }
  }
};
var onInputStreamUnpipe = async ({ stream, streams, ended, aborted: aborted2, unpipeEvent, controller: { signal } }) => {
  await once7(stream, unpipeEvent, { signal });
  if (!stream.readable) {
    return once7(signal, "abort", { signal });
  }
  streams.delete(stream);
  ended.delete(stream);
  aborted2.delete(stream);
};
var endStream = (stream) => {
  if (stream.writable) {
    stream.end();
  }
};
var errorOrAbortStream = (stream, error) => {
  if (isAbortError(error)) {
    abortStream(stream);
  } else {
    errorStream(stream, error);
  }
};
var isAbortError = (error) => error?.code === "ERR_STREAM_PREMATURE_CLOSE";
var abortStream = (stream) => {
  if (stream.readable || stream.writable) {
    stream.destroy();
  }
};
var errorStream = (stream, error) => {
  if (!stream.destroyed) {
    stream.once("error", noop2);
    stream.destroy(error);
  }
};
var noop2 = () => {
};
var updateMaxListeners = (passThroughStream, increment2) => {
  const maxListeners = passThroughStream.getMaxListeners();
  if (maxListeners !== 0 && maxListeners !== Number.POSITIVE_INFINITY) {
    passThroughStream.setMaxListeners(maxListeners + increment2);
  }
};
var PASSTHROUGH_LISTENERS_COUNT = 2;
var PASSTHROUGH_LISTENERS_PER_STREAM = 1;

// node_modules/execa/lib/io/pipeline.js
import { finished as finished3 } from "node:stream/promises";
var pipeStreams = (source, destination, onDestinationEnd) => {
  source.pipe(destination);
  onSourceFinish(source, destination);
  onDestinationFinish(source, destination, onDestinationEnd);
};
var onSourceFinish = async (source, destination) => {
  if (isStandardStream(source) || isStandardStream(destination)) {
    return;
  }
  try {
    await finished3(source, { cleanup: true, readable: true, writable: false });
  } catch {
  }
  endDestinationStream(destination);
};
var endDestinationStream = (destination) => {
  if (destination.writable) {
    destination.end();
  }
};
var onDestinationFinish = async (source, destination, onDestinationEnd) => {
  if (isStandardStream(source) || isStandardStream(destination)) {
    return;
  }
  try {
    await finished3(destination, { cleanup: true, readable: false, writable: true });
  } catch {
  }
  if (onDestinationEnd !== void 0) {
    await onDestinationEnd();
  }
  abortSourceStream(source);
};
var abortSourceStream = (source) => {
  if (source.readable) {
    source.destroy();
  }
};

// node_modules/execa/lib/io/output-async.js
var pipeOutputAsync = (subprocess, fileDescriptors, controller) => {
  const pipeGroups = /* @__PURE__ */ new Map();
  for (const [fdNumber, { stdioItems, direction }] of Object.entries(fileDescriptors)) {
    const transformItems = stdioItems.filter(({ type }) => TRANSFORM_TYPES.has(type));
    for (const { stream } of transformItems) {
      pipeTransform(subprocess, stream, direction, fdNumber);
    }
    const nonTransformItems = stdioItems.filter(({ type }) => !TRANSFORM_TYPES.has(type));
    for (const { stream } of nonTransformItems) {
      pipeStdioItem({
        subprocess,
        stream,
        direction,
        fdNumber,
        pipeGroups,
        controller
      });
    }
  }
  for (const [outputStream, inputStreams] of pipeGroups) {
    const inputStream = inputStreams.length === 1 ? inputStreams[0] : mergeStreams(inputStreams);
    pipeStreams(inputStream, outputStream);
  }
};
var pipeTransform = (subprocess, stream, direction, fdNumber) => {
  if (direction === "output") {
    pipeStreams(subprocess.stdio[fdNumber], stream);
  } else {
    pipeStreams(stream, subprocess.stdio[fdNumber]);
  }
  const streamProperty = SUBPROCESS_STREAM_PROPERTIES[fdNumber];
  if (streamProperty !== void 0) {
    subprocess[streamProperty] = stream;
  }
  subprocess.stdio[fdNumber] = stream;
};
var SUBPROCESS_STREAM_PROPERTIES = ["stdin", "stdout", "stderr"];
var pipeStdioItem = ({ subprocess, stream, direction, fdNumber, pipeGroups, controller }) => {
  if (stream === void 0) {
    return;
  }
  setStandardStreamMaxListeners(stream, controller);
  const [inputStream, outputStream] = direction === "output" ? [stream, subprocess.stdio[fdNumber]] : [subprocess.stdio[fdNumber], stream];
  const outputStreams = pipeGroups.get(inputStream) ?? [];
  pipeGroups.set(inputStream, [...outputStreams, outputStream]);
};
var setStandardStreamMaxListeners = (stream, { signal }) => {
  if (isStandardStream(stream)) {
    incrementMaxListeners(stream, MAX_LISTENERS_INCREMENT, signal);
  }
};
var MAX_LISTENERS_INCREMENT = 2;

// node_modules/execa/lib/terminate/kill-descendants.js
import process12 from "node:process";
import { execFile } from "node:child_process";
import path9 from "node:path/win32";
var isWindows2 = process12.platform === "win32";
var getSpawnOptions = (options) => !isWindows2 && options.killDescendants ? { ...options, detached: true } : options;
var getKillFunction = (subprocess, { killDescendants }) => {
  if (!killDescendants) {
    const killSubprocess = subprocess.kill.bind(subprocess);
    return (...arguments_) => subprocess.pid === void 0 ? false : killSubprocess(...arguments_);
  }
  const killDescendantsFunction = isWindows2 ? killDescendantsWindows : killDescendantsUnix;
  return killDescendantsFunction.bind(void 0, subprocess);
};
var isAbandoned = (subprocess) => subprocess.pid === void 0 || isWindows2 && hasExited(subprocess);
var hasExited = ({ exitCode, signalCode }) => exitCode !== null || signalCode !== null;
var killDescendantsUnix = (subprocess, signal) => {
  if (isAbandoned(subprocess)) {
    return false;
  }
  try {
    return process12.kill(-subprocess.pid, signal);
  } catch {
    return subprocess.kill(signal);
  }
};
var killDescendantsWindows = (subprocess, signal) => {
  if (isAbandoned(subprocess)) {
    return false;
  }
  const taskkillFile = getTaskkillFile();
  if (taskkillFile === void 0) {
    return subprocess.kill(signal);
  }
  execFile(taskkillFile, ["/pid", `${subprocess.pid}`, "/T", "/F"], (error) => {
    if (error) {
      subprocess.kill(signal);
    }
  });
  return true;
};
var getTaskkillFile = () => {
  const windowsDirectory = [process12.env.SystemRoot, process12.env.windir].find((directory) => directory && isWindowsDriveAbsolutePath(directory));
  return windowsDirectory === void 0 ? void 0 : path9.join(windowsDirectory, "System32", "taskkill.exe");
};
var isWindowsDriveAbsolutePath = (directory) => {
  const { root } = path9.parse(directory);
  return /^[a-z]:[/\\]/i.test(root);
};

// node_modules/execa/lib/terminate/cleanup.js
import { addAbortListener as addAbortListener2 } from "node:events";

// node_modules/signal-exit/dist/mjs/signals.js
var signals = [];
signals.push("SIGHUP", "SIGINT", "SIGTERM");
if (process.platform !== "win32") {
  signals.push(
    "SIGALRM",
    "SIGABRT",
    "SIGVTALRM",
    "SIGXCPU",
    "SIGXFSZ",
    "SIGUSR2",
    "SIGTRAP",
    "SIGSYS",
    "SIGQUIT",
    "SIGIOT"
    // should detect profiler and enable/disable accordingly.
    // see #21
    // 'SIGPROF'
  );
}
if (process.platform === "linux") {
  signals.push("SIGIO", "SIGPOLL", "SIGPWR", "SIGSTKFLT");
}

// node_modules/signal-exit/dist/mjs/index.js
var processOk = (process14) => !!process14 && typeof process14 === "object" && typeof process14.removeListener === "function" && typeof process14.emit === "function" && typeof process14.reallyExit === "function" && typeof process14.listeners === "function" && typeof process14.kill === "function" && typeof process14.pid === "number" && typeof process14.on === "function";
var kExitEmitter = /* @__PURE__ */ Symbol.for("signal-exit emitter");
var global = globalThis;
var ObjectDefineProperty = Object.defineProperty.bind(Object);
var Emitter = class {
  emitted = {
    afterExit: false,
    exit: false
  };
  listeners = {
    afterExit: [],
    exit: []
  };
  count = 0;
  id = Math.random();
  constructor() {
    if (global[kExitEmitter]) {
      return global[kExitEmitter];
    }
    ObjectDefineProperty(global, kExitEmitter, {
      value: this,
      writable: false,
      enumerable: false,
      configurable: false
    });
  }
  on(ev, fn2) {
    this.listeners[ev].push(fn2);
  }
  removeListener(ev, fn2) {
    const list = this.listeners[ev];
    const i2 = list.indexOf(fn2);
    if (i2 === -1) {
      return;
    }
    if (i2 === 0 && list.length === 1) {
      list.length = 0;
    } else {
      list.splice(i2, 1);
    }
  }
  emit(ev, code, signal) {
    if (this.emitted[ev]) {
      return false;
    }
    this.emitted[ev] = true;
    let ret = false;
    for (const fn2 of this.listeners[ev]) {
      ret = fn2(code, signal) === true || ret;
    }
    if (ev === "exit") {
      ret = this.emit("afterExit", code, signal) || ret;
    }
    return ret;
  }
};
var SignalExitBase = class {
};
var signalExitWrap = (handler) => {
  return {
    onExit(cb, opts) {
      return handler.onExit(cb, opts);
    },
    load() {
      return handler.load();
    },
    unload() {
      return handler.unload();
    }
  };
};
var SignalExitFallback = class extends SignalExitBase {
  onExit() {
    return () => {
    };
  }
  load() {
  }
  unload() {
  }
};
var SignalExit = class extends SignalExitBase {
  // "SIGHUP" throws an `ENOSYS` error on Windows,
  // so use a supported signal instead
  /* c8 ignore start */
  #hupSig = process13.platform === "win32" ? "SIGINT" : "SIGHUP";
  /* c8 ignore stop */
  #emitter = new Emitter();
  #process;
  #originalProcessEmit;
  #originalProcessReallyExit;
  #sigListeners = {};
  #loaded = false;
  constructor(process14) {
    super();
    this.#process = process14;
    this.#sigListeners = {};
    for (const sig of signals) {
      this.#sigListeners[sig] = () => {
        const listeners = this.#process.listeners(sig);
        let { count: count2 } = this.#emitter;
        const p = process14;
        if (typeof p.__signal_exit_emitter__ === "object" && typeof p.__signal_exit_emitter__.count === "number") {
          count2 += p.__signal_exit_emitter__.count;
        }
        if (listeners.length === count2) {
          this.unload();
          const ret = this.#emitter.emit("exit", null, sig);
          const s = sig === "SIGHUP" ? this.#hupSig : sig;
          if (!ret)
            process14.kill(process14.pid, s);
        }
      };
    }
    this.#originalProcessReallyExit = process14.reallyExit;
    this.#originalProcessEmit = process14.emit;
  }
  onExit(cb, opts) {
    if (!processOk(this.#process)) {
      return () => {
      };
    }
    if (this.#loaded === false) {
      this.load();
    }
    const ev = opts?.alwaysLast ? "afterExit" : "exit";
    this.#emitter.on(ev, cb);
    return () => {
      this.#emitter.removeListener(ev, cb);
      if (this.#emitter.listeners["exit"].length === 0 && this.#emitter.listeners["afterExit"].length === 0) {
        this.unload();
      }
    };
  }
  load() {
    if (this.#loaded) {
      return;
    }
    this.#loaded = true;
    this.#emitter.count += 1;
    for (const sig of signals) {
      try {
        const fn2 = this.#sigListeners[sig];
        if (fn2)
          this.#process.on(sig, fn2);
      } catch (_) {
      }
    }
    this.#process.emit = (ev, ...a2) => {
      return this.#processEmit(ev, ...a2);
    };
    this.#process.reallyExit = (code) => {
      return this.#processReallyExit(code);
    };
  }
  unload() {
    if (!this.#loaded) {
      return;
    }
    this.#loaded = false;
    signals.forEach((sig) => {
      const listener = this.#sigListeners[sig];
      if (!listener) {
        throw new Error("Listener not defined for signal: " + sig);
      }
      try {
        this.#process.removeListener(sig, listener);
      } catch (_) {
      }
    });
    this.#process.emit = this.#originalProcessEmit;
    this.#process.reallyExit = this.#originalProcessReallyExit;
    this.#emitter.count -= 1;
  }
  #processReallyExit(code) {
    if (!processOk(this.#process)) {
      return 0;
    }
    this.#process.exitCode = code || 0;
    this.#emitter.emit("exit", this.#process.exitCode, null);
    return this.#originalProcessReallyExit.call(this.#process, this.#process.exitCode);
  }
  #processEmit(ev, ...args) {
    const og = this.#originalProcessEmit;
    if (ev === "exit" && processOk(this.#process)) {
      if (typeof args[0] === "number") {
        this.#process.exitCode = args[0];
      }
      const ret = og.call(this.#process, ev, ...args);
      this.#emitter.emit("exit", this.#process.exitCode, null);
      return ret;
    } else {
      return og.call(this.#process, ev, ...args);
    }
  }
};
var process13 = globalThis.process;
var {
  /**
   * Called when the process is exiting, whether via signal, explicit
   * exit, or running out of stuff to do.
   *
   * If the global process object is not suitable for instrumentation,
   * then this will be a no-op.
   *
   * Returns a function that may be used to unload signal-exit.
   */
  onExit,
  /**
   * Load the listeners.  Likely you never need to call this, unless
   * doing a rather deep integration with signal-exit functionality.
   * Mostly exposed for the benefit of testing.
   *
   * @internal
   */
  load,
  /**
   * Unload the listeners.  Likely you never need to call this, unless
   * doing a rather deep integration with signal-exit functionality.
   * Mostly exposed for the benefit of testing.
   *
   * @internal
   */
  unload
} = signalExitWrap(processOk(process13) ? new SignalExit(process13) : new SignalExitFallback());

// node_modules/execa/lib/terminate/cleanup.js
var cleanupOnExit = (kill, { cleanup, detached }, { signal }) => {
  if (!cleanup || detached) {
    return;
  }
  const removeExitHandler = onExit(() => {
    kill();
  });
  addAbortListener2(signal, () => {
    removeExitHandler();
  });
};

// node_modules/execa/lib/convert/concurrent.js
var initializeConcurrentStreams = () => ({
  readableDestroy: /* @__PURE__ */ new WeakMap(),
  writableFinal: /* @__PURE__ */ new WeakMap(),
  writableDestroy: /* @__PURE__ */ new WeakMap()
});
var addConcurrentStream = (concurrentStreams, stream, waitName) => {
  const weakMap = concurrentStreams[waitName];
  if (!weakMap.has(stream)) {
    weakMap.set(stream, []);
  }
  const promises = weakMap.get(stream);
  const promise = createDeferred();
  promises.push(promise);
  const resolve14 = promise.resolve.bind(promise);
  return { resolve: resolve14, promises };
};
var waitForConcurrentStreams = async ({ resolve: resolve14, promises }, subprocess) => {
  resolve14();
  const [isSubprocessExit] = await Promise.race([
    Promise.allSettled([true, subprocess]),
    Promise.all([false, ...promises])
  ]);
  return !isSubprocessExit;
};

// node_modules/execa/lib/io/iterate.js
import { on as on5 } from "node:events";
import { getDefaultHighWaterMark as getDefaultHighWaterMark3 } from "node:stream";
var iterateOnSubprocessStream = ({ subprocessStdout, subprocess, binary, shouldEncode, encoding, preserveNewlines }) => {
  const controller = new AbortController();
  stopReadingOnExit(subprocess, controller);
  return iterateOnStream({
    stream: subprocessStdout,
    controller,
    binary,
    shouldEncode: !subprocessStdout.readableObjectMode && shouldEncode,
    encoding,
    shouldSplit: !subprocessStdout.readableObjectMode,
    preserveNewlines
  });
};
var stopReadingOnExit = async (subprocess, controller) => {
  try {
    await subprocess;
  } catch {
  } finally {
    controller.abort();
  }
};
var iterateForResult = ({ stream, onStreamEnd, lines, encoding, stripFinalNewline: stripFinalNewline2, allMixed }) => {
  const controller = new AbortController();
  stopReadingOnStreamEnd(onStreamEnd, controller, stream);
  const objectMode = stream.readableObjectMode && !allMixed;
  return iterateOnStream({
    stream,
    controller,
    binary: encoding === "buffer",
    shouldEncode: !objectMode,
    encoding,
    shouldSplit: !objectMode && lines,
    preserveNewlines: !stripFinalNewline2
  });
};
var stopReadingOnStreamEnd = async (onStreamEnd, controller, stream) => {
  try {
    await onStreamEnd;
  } catch {
    stream.destroy();
  } finally {
    controller.abort();
  }
};
var iterateOnStream = ({ stream, controller, binary, shouldEncode, encoding, shouldSplit, preserveNewlines }) => {
  const onStdoutChunk = on5(stream, "data", {
    signal: controller.signal,
    highWaterMark: HIGH_WATER_MARK,
    // Backward compatibility with older name for this option
    // See https://github.com/nodejs/node/pull/52080#discussion_r1525227861
    // @todo Remove after removing support for Node 21
    highWatermark: HIGH_WATER_MARK
  });
  return iterateOnData({
    onStdoutChunk,
    controller,
    binary,
    shouldEncode,
    encoding,
    shouldSplit,
    preserveNewlines
  });
};
var DEFAULT_OBJECT_HIGH_WATER_MARK = getDefaultHighWaterMark3(true);
var HIGH_WATER_MARK = DEFAULT_OBJECT_HIGH_WATER_MARK;
var iterateOnData = async function* ({ onStdoutChunk, controller, binary, shouldEncode, encoding, shouldSplit, preserveNewlines }) {
  const generators = getGenerators({
    binary,
    shouldEncode,
    encoding,
    shouldSplit,
    preserveNewlines
  });
  try {
    for await (const [chunk] of onStdoutChunk) {
      yield* transformChunkSync(chunk, generators, 0);
    }
  } catch (error) {
    if (!controller.signal.aborted) {
      throw error;
    }
  } finally {
    yield* finalChunksSync(generators);
  }
};
var getGenerators = ({ binary, shouldEncode, encoding, shouldSplit, preserveNewlines }) => [
  getEncodingTransformGenerator(binary, encoding, !shouldEncode),
  getSplitLinesGenerator(binary, preserveNewlines, !shouldSplit, {})
].filter(Boolean);

// node_modules/execa/lib/convert/iterable.js
var createIterable = (subprocess, encoding, options) => {
  const { from, binary: binaryOption = false, preserveNewlines = false } = copyOptions(options);
  checkBooleanOption(binaryOption, "binary");
  checkBooleanOption(preserveNewlines, "preserveNewlines");
  const binary = binaryOption || BINARY_ENCODINGS.has(encoding);
  const subprocessStdout = getFromStream(subprocess, from);
  const onStdoutData = iterateOnSubprocessStream({
    subprocessStdout,
    subprocess,
    binary,
    shouldEncode: true,
    encoding,
    preserveNewlines
  });
  return iterateOnStdoutData(onStdoutData, subprocessStdout, subprocess);
};
var iterateOnStdoutData = async function* (onStdoutData, subprocessStdout, subprocess) {
  try {
    yield* onStdoutData;
  } finally {
    if (subprocessStdout.readable) {
      subprocessStdout.destroy();
    }
    await subprocess;
  }
};

// node_modules/execa/lib/convert/readable.js
import { Readable as Readable3 } from "node:stream";
import { callbackify as callbackify3 } from "node:util";

// node_modules/execa/lib/convert/shared.js
import { finished as finished5 } from "node:stream/promises";

// node_modules/execa/lib/resolve/wait-stream.js
import { finished as finished4 } from "node:stream/promises";
var waitForStream = async (stream, fdNumber, streamInfo, {
  isSameDirection,
  stopOnExit = false,
  readable = true,
  writable = true
} = {}) => {
  const state = handleStdinDestroy(stream, streamInfo);
  const abortController = new AbortController();
  try {
    await Promise.race([
      ...stopOnExit ? [streamInfo.exitPromise] : [],
      finished4(stream, {
        cleanup: true,
        signal: abortController.signal,
        readable,
        writable
      })
    ]);
  } catch (error) {
    if (!state.stdinCleanedUp && !isInputTransformAbort(stream, fdNumber, streamInfo, error)) {
      handleStreamError(error, fdNumber, streamInfo, isSameDirection);
    }
  } finally {
    abortController.abort();
  }
};
var handleStdinDestroy = (stream, { originalStreams, subprocess }) => {
  const [originalStdin] = originalStreams;
  const state = { stdinCleanedUp: false };
  if (stream === originalStdin || stream === subprocess.stdin) {
    spyOnStdinDestroy(stream, subprocess, state);
  }
  return state;
};
var spyOnStdinDestroy = (subprocessStdin, subprocess, state) => {
  const { _destroy } = subprocessStdin;
  subprocessStdin._destroy = (...destroyArguments) => {
    setStdinCleanedUp(subprocess, state);
    _destroy.call(subprocessStdin, ...destroyArguments);
  };
};
var setStdinCleanedUp = ({ exitCode, signalCode }, state) => {
  if (exitCode !== null || signalCode !== null) {
    state.stdinCleanedUp = true;
  }
};
var isInputTransformAbort = (stream, fdNumber, streamInfo, error) => {
  const originalStream = streamInfo.originalStreams[fdNumber];
  return stream !== originalStream && isInputFileDescriptor(streamInfo, fdNumber) && originalStream?.destroyed === true && (isStreamAbort(error) || error?.code === "ABORT_ERR");
};
var handleStreamError = (error, fdNumber, streamInfo, isSameDirection) => {
  if (!shouldIgnoreStreamError(error, fdNumber, streamInfo, isSameDirection)) {
    throw error;
  }
};
var shouldIgnoreStreamError = (error, fdNumber, streamInfo, isSameDirection = true) => {
  if (streamInfo.propagating) {
    return isStreamEpipe(error) || isStreamAbort(error);
  }
  streamInfo.propagating = true;
  return isInputFileDescriptor(streamInfo, fdNumber) === isSameDirection ? isStreamEpipe(error) : isStreamAbort(error);
};
var isInputFileDescriptor = ({ fileDescriptors }, fdNumber) => fdNumber !== "all" && fileDescriptors[fdNumber].direction === "input";
var isStreamAbort = (error) => error?.code === "ERR_STREAM_PREMATURE_CLOSE";
var isStreamEpipe = (error) => error?.code === "EPIPE";

// node_modules/execa/lib/convert/shared.js
var safeWaitForSubprocessStdin = async (subprocessStdin) => {
  if (subprocessStdin === void 0) {
    return;
  }
  try {
    await waitForSubprocessStdin(subprocessStdin);
  } catch {
  }
};
var safeWaitForSubprocessStdout = async (subprocessStdout) => {
  if (subprocessStdout === void 0) {
    return;
  }
  try {
    await waitForSubprocessStdout(subprocessStdout);
  } catch {
  }
};
var waitForSubprocessStdin = async (subprocessStdin) => {
  await finished5(subprocessStdin, { cleanup: true, readable: false, writable: true });
};
var waitForSubprocessStdout = async (subprocessStdout) => {
  await finished5(subprocessStdout, { cleanup: true, readable: true, writable: false });
};
var throwDestroyError = (error) => {
  if (error) {
    throw error;
  }
};
var destroyOtherStream = (stream, isOpen, error) => {
  if (error && !isStreamAbort(error)) {
    stream.destroy(error);
  } else if (isOpen) {
    stream.destroy();
  }
};

// node_modules/execa/lib/convert/readable.js
var createReadable = ({ subprocess, concurrentStreams, encoding }, options) => {
  const { from, binary: binaryOption = true, preserveNewlines = true } = copyOptions(options);
  checkBooleanOption(binaryOption, "binary");
  checkBooleanOption(preserveNewlines, "preserveNewlines");
  const binary = binaryOption || BINARY_ENCODINGS.has(encoding);
  const subprocessStdout = getFromStream(subprocess, from);
  const waitReadableDestroy = addConcurrentStream(concurrentStreams, subprocessStdout, "readableDestroy");
  const { readableEncoding, readableObjectMode, readableHighWaterMark } = getReadableOptions(subprocessStdout, binary);
  const { read, onStdoutDataDone } = getReadableMethods({
    subprocessStdout,
    subprocess,
    binary,
    encoding,
    preserveNewlines
  });
  const readable = new Readable3({
    read,
    destroy: callbackify3(onReadableDestroy.bind(void 0, { subprocessStdout, subprocess, waitReadableDestroy })),
    highWaterMark: readableHighWaterMark,
    objectMode: readableObjectMode,
    encoding: readableEncoding
  });
  onStdoutFinished({
    subprocessStdout,
    onStdoutDataDone,
    readable,
    subprocess
  });
  return readable;
};
var getReadableOptions = ({ readableEncoding, readableObjectMode, readableHighWaterMark }, binary) => binary ? { readableEncoding, readableObjectMode, readableHighWaterMark } : { readableEncoding, readableObjectMode: true, readableHighWaterMark: DEFAULT_OBJECT_HIGH_WATER_MARK };
var getReadableMethods = ({ subprocessStdout, subprocess, binary, encoding, preserveNewlines }) => {
  const onStdoutDataDone = createDeferred();
  const onStdoutData = iterateOnSubprocessStream({
    subprocessStdout,
    subprocess,
    binary,
    shouldEncode: !binary,
    encoding,
    preserveNewlines
  });
  return {
    read() {
      onRead(this, onStdoutData, onStdoutDataDone);
    },
    onStdoutDataDone
  };
};
var onRead = async (readable, onStdoutData, onStdoutDataDone) => {
  try {
    const { value, done } = await onStdoutData.next();
    if (done) {
      onStdoutDataDone.resolve();
    } else {
      readable.push(value);
    }
  } catch {
  }
};
var onStdoutFinished = async ({ subprocessStdout, onStdoutDataDone, readable, subprocess, subprocessStdin }) => {
  try {
    await waitForSubprocessStdout(subprocessStdout);
    await subprocess;
    await safeWaitForSubprocessStdin(subprocessStdin);
    await onStdoutDataDone;
    if (readable.readable) {
      readable.push(null);
    }
  } catch (error) {
    await safeWaitForSubprocessStdin(subprocessStdin);
    destroyOtherReadable(readable, await getPrematureCloseError(subprocess, error));
  }
};
var getPrematureCloseError = async (subprocess, error) => {
  if (error.code !== "ERR_STREAM_PREMATURE_CLOSE") {
    return error;
  }
  try {
    await subprocess;
  } catch (subprocessError) {
    return subprocessError;
  }
  return error;
};
var onReadableDestroy = async ({ subprocessStdout, subprocess, waitReadableDestroy }, error) => {
  if (await waitForConcurrentStreams(waitReadableDestroy, subprocess)) {
    destroyOtherReadable(subprocessStdout, error?.code === "ABORT_ERR" ? void 0 : error);
    await subprocess;
  }
  throwDestroyError(error);
};
var destroyOtherReadable = (stream, error) => {
  destroyOtherStream(stream, stream.readable, error);
};

// node_modules/execa/lib/convert/web.js
import { Readable as Readable4, Writable as Writable3, Duplex as Duplex3 } from "node:stream";
var createReadableStream = (subprocess, readableOptions) => Readable4.toWeb(subprocess.readable(readableOptions));
var createWritableStream = (subprocess, writableOptions) => Writable3.toWeb(subprocess.writable(writableOptions));
var createTransformStream = (subprocess, duplexOptions) => Duplex3.toWeb(subprocess.duplex(duplexOptions));

// node_modules/execa/lib/pipe/pipe-arguments.js
var normalizePipeArguments = ({ source, sourcePromise, boundOptions, createNested }, ...pipeArguments) => {
  const startTime = getStartTime();
  const {
    destination,
    destinationStream,
    destinationError,
    from,
    unpipeSignal
  } = getDestinationStream(boundOptions, createNested, pipeArguments);
  const { sourceStream, sourceError } = getSourceStream(source, from);
  const { options: sourceOptions, fileDescriptors } = SUBPROCESS_OPTIONS.get(source);
  return {
    source,
    sourcePromise,
    sourceStream,
    sourceOptions,
    sourceError,
    destination,
    destinationStream,
    destinationError,
    unpipeSignal,
    fileDescriptors,
    startTime
  };
};
var getDestinationStream = (boundOptions, createNested, pipeArguments) => {
  let destinationInfo;
  try {
    destinationInfo = getDestination(boundOptions, createNested, ...pipeArguments);
  } catch (error) {
    return { destinationError: error };
  }
  const { destination, pipeOptions } = destinationInfo;
  try {
    const { from, to, unpipeSignal } = copyOptions(pipeOptions);
    validateAbortSignal(unpipeSignal, "unpipeSignal");
    const destinationStream = getToStream(destination, to);
    return {
      destination,
      destinationStream,
      from,
      unpipeSignal
    };
  } catch (error) {
    abortDestination(destination, pipeArguments[0]);
    return { destinationError: error };
  }
};
var abortDestination = (destination, firstArgument) => {
  if (destination !== firstArgument) {
    destination.kill();
  }
  destination.catch(() => {
  });
};
var getDestination = (boundOptions, createNested, firstArgument, ...pipeArguments) => {
  if (Array.isArray(firstArgument)) {
    const destination = createNested(mapDestinationArguments, boundOptions)(firstArgument, ...pipeArguments);
    return { destination, pipeOptions: boundOptions };
  }
  if (typeof firstArgument === "string" || firstArgument instanceof URL || isDenoExecPath(firstArgument)) {
    if (Object.keys(boundOptions).length > 0) {
      throw new TypeError('Please use .pipe("file", ..., options) or .pipe(execa("file", ..., options)) instead of .pipe(options)("file", ...).');
    }
    const [rawFile, rawArguments, rawOptions] = normalizeParameters(firstArgument, ...pipeArguments);
    const destination = createNested(mapDestinationArguments)(rawFile, rawArguments, rawOptions);
    return { destination, pipeOptions: rawOptions };
  }
  if (SUBPROCESS_OPTIONS.has(firstArgument)) {
    if (Object.keys(boundOptions).length > 0) {
      throw new TypeError("Please use .pipe(options)`command` or .pipe($(options)`command`) instead of .pipe(options)($`command`).");
    }
    return { destination: firstArgument, pipeOptions: pipeArguments[0] };
  }
  throw new TypeError(`The first argument must be a template string, an options object, or an Execa subprocess: ${firstArgument}`);
};
var mapDestinationArguments = ({ options }) => ({
  options: {
    __proto__: null,
    ...options,
    // Piping writes to the destination's `stdin`, which is forced even if the user set another value.
    // However, `stdin` cannot be combined with `stdio`, which is needed for `to: 'fd3'` and higher.
    ...options.stdio === void 0 && { stdin: "pipe" },
    piped: true
  }
});
var getSourceStream = (source, from) => {
  try {
    const sourceStream = getFromStream(source, from);
    return { sourceStream };
  } catch (error) {
    return { sourceError: error };
  }
};

// node_modules/execa/lib/pipe/throw.js
var handlePipeArgumentsError = ({
  sourceStream,
  sourceError,
  destinationStream,
  destinationError,
  fileDescriptors,
  sourceOptions,
  startTime
}) => {
  const error = getPipeArgumentsError({
    sourceStream,
    sourceError,
    destinationStream,
    destinationError
  });
  if (error !== void 0) {
    throw createNonCommandError({
      error,
      fileDescriptors,
      sourceOptions,
      startTime
    });
  }
};
var getPipeArgumentsError = ({ sourceStream, sourceError, destinationStream, destinationError }) => {
  if (sourceError !== void 0 && destinationError !== void 0) {
    return destinationError;
  }
  if (destinationError !== void 0) {
    abortSourceStream(sourceStream);
    return destinationError;
  }
  if (sourceError === void 0) {
    return;
  }
  endDestinationStream(destinationStream);
  return sourceError;
};
var createNonCommandError = ({ error, fileDescriptors, sourceOptions, startTime }) => makeEarlyError({
  error,
  command: PIPE_COMMAND_MESSAGE,
  escapedCommand: PIPE_COMMAND_MESSAGE,
  fileDescriptors,
  options: sourceOptions,
  startTime,
  isSync: false
});
var PIPE_COMMAND_MESSAGE = "source.pipe(destination)";

// node_modules/execa/lib/pipe/sequence.js
var waitForBothSubprocesses = async (subprocessPromises) => {
  const [
    { status: sourceStatus, reason: sourceReason, value: sourceResult = sourceReason },
    { status: destinationStatus, reason: destinationReason, value: destinationResult = destinationReason },
    { reason: pipedFromReason, value: pipedFromResult = pipedFromReason }
  ] = await subprocessPromises;
  if (!destinationResult.pipedFrom.includes(pipedFromResult)) {
    destinationResult.pipedFrom.push(pipedFromResult);
  }
  if (destinationStatus === "rejected") {
    throw destinationResult;
  }
  if (sourceStatus === "rejected") {
    throw sourceResult;
  }
  return destinationResult;
};

// node_modules/execa/lib/pipe/streaming.js
import { finished as finished6 } from "node:stream/promises";
var pipeSubprocessStream = (sourceStream, destinationStream, maxListenersController) => {
  const mergedStream = MERGED_STREAMS.has(destinationStream) ? pipeMoreSubprocessStream(sourceStream, destinationStream) : pipeFirstSubprocessStream(sourceStream, destinationStream);
  incrementMaxListeners(sourceStream, SOURCE_LISTENERS_PER_PIPE, maxListenersController.signal);
  incrementMaxListeners(destinationStream, DESTINATION_LISTENERS_PER_PIPE, maxListenersController.signal);
  cleanupMergedStreamsMap(destinationStream);
  return mergedStream;
};
var pipeFirstSubprocessStream = (sourceStream, destinationStream) => {
  const mergedStream = mergeStreams([sourceStream]);
  addMergeSource(mergedStream, sourceStream);
  pipeStreams(mergedStream, destinationStream, () => unpipeSourcesOnDestinationEnd(mergedStream));
  MERGED_STREAMS.set(destinationStream, mergedStream);
  return mergedStream;
};
var pipeMoreSubprocessStream = (sourceStream, destinationStream) => {
  const mergedStream = MERGED_STREAMS.get(destinationStream);
  mergedStream.add(sourceStream);
  addMergeSource(mergedStream, sourceStream);
  return mergedStream;
};
var MERGE_SOURCES = /* @__PURE__ */ new WeakMap();
var SOURCE_MERGES = /* @__PURE__ */ new WeakMap();
var addMergeSource = (mergedStream, sourceStream) => {
  addToSetMap(MERGE_SOURCES, mergedStream, sourceStream);
  addToSetMap(SOURCE_MERGES, sourceStream, mergedStream);
};
var addToSetMap = (map, key, value) => {
  if (!map.has(key)) {
    map.set(key, /* @__PURE__ */ new Set());
  }
  map.get(key).add(value);
};
var unpipeSubprocessStream = async (mergedStream, sourceStream) => {
  MERGE_SOURCES.get(mergedStream)?.delete(sourceStream);
  SOURCE_MERGES.get(sourceStream)?.delete(mergedStream);
  await mergedStream.remove(sourceStream);
};
var unpipeSourcesOnDestinationEnd = async (mergedStream) => {
  for (const sourceStream of MERGE_SOURCES.get(mergedStream)) {
    const mergedStreams = SOURCE_MERGES.get(sourceStream);
    mergedStreams.delete(mergedStream);
    if (mergedStreams.size > 0) {
      await mergedStream.remove(sourceStream);
    }
  }
};
var cleanupMergedStreamsMap = async (destinationStream) => {
  try {
    await finished6(destinationStream, { cleanup: true, readable: false, writable: true });
  } catch {
  }
  MERGED_STREAMS.delete(destinationStream);
};
var MERGED_STREAMS = /* @__PURE__ */ new WeakMap();
var SOURCE_LISTENERS_PER_PIPE = 2;
var DESTINATION_LISTENERS_PER_PIPE = 1;

// node_modules/execa/lib/pipe/abort.js
import { aborted } from "node:util";
var unpipeOnAbort = (unpipeSignal, unpipeContext) => unpipeSignal === void 0 ? [] : [unpipeOnSignalAbort(unpipeSignal, unpipeContext)];
var unpipeOnSignalAbort = async (unpipeSignal, { sourceStream, mergedStream, fileDescriptors, sourceOptions, startTime }) => {
  await aborted(unpipeSignal, sourceStream);
  await unpipeSubprocessStream(mergedStream, sourceStream);
  const error = new Error("Pipe canceled by `unpipeSignal` option.");
  throw createNonCommandError({
    error,
    fileDescriptors,
    sourceOptions,
    startTime
  });
};

// node_modules/execa/lib/pipe/setup.js
var pipeToSubprocess = (sourceInfo, ...pipeArguments) => {
  if (isPlainObject(pipeArguments[0])) {
    return pipeToSubprocess.bind(void 0, {
      ...sourceInfo,
      boundOptions: { ...sourceInfo.boundOptions, ...pipeArguments[0] }
    });
  }
  if (sourceInfo.source === void 0) {
    return sourceInfo.sourcePromise;
  }
  const { destination, ...normalizedInfo } = normalizePipeArguments(sourceInfo, ...pipeArguments);
  const pipeFailureController = new AbortController();
  const promise = handlePipePromise({ ...normalizedInfo, destination, pipeFailureController });
  promise.pipe = pipeToSubprocess.bind(void 0, {
    ...sourceInfo,
    source: destination,
    sourcePromise: promise,
    boundOptions: {}
  });
  forwardDestinationMethods(promise, destination, pipeFailureController.signal);
  return promise;
};
var forwardDestinationMethods = (promise, destination, pipeFailureSignal) => {
  if (destination === void 0) {
    return;
  }
  forwardReadableMethods(promise, destination);
  forwardIpcMethods(promise, destination, pipeFailureSignal);
};
var forwardReadableMethods = (promise, destination) => {
  const subprocessOptions = SUBPROCESS_OPTIONS.get(destination);
  SUBPROCESS_OPTIONS.set(promise, subprocessOptions);
  promise.stdio = destination.stdio;
  promise.all = destination.all;
  const { options: { encoding } } = subprocessOptions;
  const concurrentStreams = initializeConcurrentStreams();
  promise[Symbol.asyncIterator] = createIterable.bind(void 0, promise, encoding, {});
  promise.iterable = createIterable.bind(void 0, promise, encoding);
  promise.readable = createPipeReadable.bind(void 0, promise, {
    subprocess: promise,
    concurrentStreams,
    encoding
  });
  promise.readableStream = createReadableStream.bind(void 0, promise);
  forwardAll(promise, destination);
};
var forwardAll = (promise, destination) => {
  if (destination.all === void 0) {
    promise.all = void 0;
    return;
  }
  Object.defineProperty(promise, "all", {
    get() {
      setAllProperty(promise, destination.all);
      const all = promise.readable({ from: "all" });
      all.on("error", () => {
      });
      setAllProperty(promise, all);
      return all;
    },
    enumerable: true,
    configurable: true
  });
};
var setAllProperty = (promise, value) => {
  Object.defineProperty(promise, "all", {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
};
var createPipeReadable = (promise, readableOptions, ...arguments_) => {
  const readable = createReadable(readableOptions, ...arguments_);
  destroyOnPipeFailure(promise, readable);
  return readable;
};
var destroyOnPipeFailure = async (promise, readable) => {
  try {
    await promise;
  } catch (error) {
    readable.destroy(error);
  }
};
var forwardIpcMethods = (promise, destination, pipeFailureSignal) => {
  promise.sendMessage = destination.sendMessage;
  promise.getOneMessage = getOnePipeMessage.bind(void 0, destination, pipeFailureSignal);
  promise.getEachMessage = getEachPipeMessage.bind(void 0, promise, destination, pipeFailureSignal);
};
var getOnePipeMessage = (destination, pipeFailureSignal, ...arguments_) => {
  const controller = new AbortController();
  const messagePromise = destination.getOneMessage(...addPipeOptions(arguments_, controller.signal, internalGetOneMessageOptions));
  return waitForOnePipeMessage(pipeFailureSignal, messagePromise, controller);
};
var waitForOnePipeMessage = async (pipeFailureSignal, messagePromise, controller) => {
  try {
    return await Promise.race([messagePromise, getSignalRejection(pipeFailureSignal, controller.signal)]);
  } finally {
    controller.abort();
  }
};
var getSignalRejection = (signal, listenerSignal) => new Promise((_, reject) => {
  if (signal.aborted) {
    reject(signal.reason);
    return;
  }
  signal.addEventListener("abort", () => {
    reject(signal.reason);
  }, { once: true, signal: listenerSignal });
});
var getEachPipeMessage = (promise, destination, pipeFailureSignal, ...arguments_) => {
  const controller = new AbortController();
  const iterator = destination.getEachMessage(...addPipeOptions(arguments_, controller.signal, internalGetEachMessageOptions));
  abortOnSignal(pipeFailureSignal, controller);
  return iterateOnPipeMessages(promise, iterator, controller);
};
var iterateOnPipeMessages = async function* (promise, iterator, controller) {
  try {
    yield* iterator;
  } finally {
    controller.abort();
    await promise;
  }
};
var addPipeOptions = (arguments_, signal, internalOptionsSymbol) => {
  if (arguments_[0] === null) {
    return arguments_;
  }
  const [options] = arguments_;
  return [{ ...options, [internalOptionsSymbol]: { signal, shouldAwait: false } }];
};
var abortOnSignal = (signal, controller) => {
  if (signal.aborted) {
    controller.abort();
    return;
  }
  signal.addEventListener("abort", () => {
    controller.abort();
  }, { once: true, signal: controller.signal });
};
var handlePipePromise = async ({
  source,
  sourcePromise,
  sourceStream,
  sourceOptions,
  sourceError,
  destination,
  destinationStream,
  destinationError,
  unpipeSignal,
  fileDescriptors,
  startTime,
  pipeFailureController
}) => {
  const maxListenersController = new AbortController();
  try {
    const subprocessPromises = getSubprocessPromises(sourcePromise, destination, source);
    handlePipeArgumentsError({
      sourceStream,
      sourceError,
      destinationStream,
      destinationError,
      fileDescriptors,
      sourceOptions,
      startTime
    });
    const mergedStream = pipeSubprocessStream(sourceStream, destinationStream, maxListenersController);
    return await Promise.race([
      waitForBothSubprocesses(subprocessPromises),
      ...unpipeOnAbort(unpipeSignal, {
        sourceStream,
        mergedStream,
        sourceOptions,
        fileDescriptors,
        startTime
      })
    ]);
  } catch (error) {
    pipeFailureController.abort(error);
    throw error;
  } finally {
    maxListenersController.abort();
  }
};
var getSubprocessPromises = (sourcePromise, destination, source) => Promise.allSettled([sourcePromise, destination, source]);

// node_modules/execa/lib/io/contents.js
import { setImmediate } from "node:timers/promises";
var getStreamOutput = async ({ stream, onStreamEnd, fdNumber, encoding, buffer, maxBuffer, lines, allMixed, stripFinalNewline: stripFinalNewline2, allFds, verboseInfo, streamInfo }) => {
  const logPromise = logOutputAsync({
    stream,
    onStreamEnd,
    fdNumber,
    encoding,
    allMixed,
    verboseInfo,
    streamInfo
  });
  if (!buffer) {
    await Promise.all([resumeStream(stream), logPromise]);
    return;
  }
  const stripFinalNewlineValue = getStripFinalNewline(stripFinalNewline2, fdNumber, allFds);
  const iterable = iterateForResult({
    stream,
    onStreamEnd,
    lines,
    encoding,
    stripFinalNewline: stripFinalNewlineValue,
    allMixed
  });
  const [output] = await Promise.all([
    getStreamContents2({
      stream,
      iterable,
      fdNumber,
      encoding,
      maxBuffer,
      lines
    }),
    logPromise
  ]);
  return output;
};
var logOutputAsync = async ({ stream, onStreamEnd, fdNumber, encoding, allMixed, verboseInfo, streamInfo: { fileDescriptors } }) => {
  if (!shouldLogOutput({
    stdioItems: fileDescriptors[fdNumber]?.stdioItems,
    encoding,
    verboseInfo,
    fdNumber
  })) {
    return;
  }
  const linesIterable = iterateForResult({
    stream,
    onStreamEnd,
    lines: true,
    encoding,
    stripFinalNewline: true,
    allMixed
  });
  await logLines(linesIterable, stream, fdNumber, verboseInfo);
};
var resumeStream = async (stream) => {
  await setImmediate();
  if (stream.readableFlowing === null) {
    stream.resume();
  }
};
var getStreamContents2 = async ({ stream, stream: { readableObjectMode }, iterable, fdNumber, encoding, maxBuffer, lines }) => {
  try {
    if (readableObjectMode || lines) {
      return await getStreamAsArray(iterable, { maxBuffer });
    }
    return encoding === "buffer" ? new Uint8Array(await getStreamAsArrayBuffer(iterable, { maxBuffer })) : await getStreamAsString(iterable, { maxBuffer });
  } catch (error) {
    return handleBufferedData(handleMaxBuffer({
      error,
      stream,
      readableObjectMode,
      lines,
      encoding,
      fdNumber
    }));
  }
};
var getBufferedData = async (streamPromise) => {
  try {
    return await streamPromise;
  } catch (error) {
    return handleBufferedData(error);
  }
};
var handleBufferedData = (error) => isArrayBuffer(error?.bufferedData) ? new Uint8Array(error.bufferedData) : error?.bufferedData;

// node_modules/execa/lib/resolve/stdio.js
var waitForStdioStreams = ({ subprocess, encoding, buffer, maxBuffer, lines, stripFinalNewline: stripFinalNewline2, verboseInfo, streamInfo }) => subprocess.stdio.map((stream, fdNumber) => waitForSubprocessStream({
  stream,
  fdNumber,
  encoding,
  buffer: buffer[fdNumber],
  maxBuffer: maxBuffer[fdNumber],
  lines: lines[fdNumber],
  allMixed: false,
  stripFinalNewline: stripFinalNewline2,
  verboseInfo,
  streamInfo
}));
var waitForSubprocessStream = async ({ stream, fdNumber, encoding, buffer, maxBuffer, lines, allMixed, stripFinalNewline: stripFinalNewline2, allFds, verboseInfo, streamInfo }) => {
  if (!stream) {
    return;
  }
  const onStreamEnd = waitForStream(stream, fdNumber, streamInfo);
  if (isInputFileDescriptor(streamInfo, fdNumber)) {
    await onStreamEnd;
    return;
  }
  const [output] = await Promise.all([
    getStreamOutput({
      stream,
      onStreamEnd,
      fdNumber,
      encoding,
      buffer,
      maxBuffer,
      lines,
      allMixed,
      stripFinalNewline: stripFinalNewline2,
      allFds,
      verboseInfo,
      streamInfo
    }),
    onStreamEnd
  ]);
  return output;
};

// node_modules/execa/lib/resolve/all-async.js
var makeAllStream = ({ stdout, stderr }, { all }) => {
  if (!all) {
    return;
  }
  const fileDescriptors = [[stdout, 1], [stderr, 2]].filter(([stream]) => stream);
  return fileDescriptors.length === 0 ? void 0 : setAllStream(mergeStreams(fileDescriptors.map(([stream]) => stream)));
};
var getAllFds = ({ stdout, stderr }, [, bufferStdout, bufferStderr]) => [
  ...stdout !== null && bufferStdout ? [1] : [],
  ...stderr !== null && bufferStderr ? [2] : []
];
var waitForAllStream = ({ subprocess, all, encoding, buffer, maxBuffer, lines, stripFinalNewline: stripFinalNewline2, verboseInfo, streamInfo }) => {
  const { stream, buffer: bufferAll, drainedStream } = getAllStream(subprocess, all, buffer);
  return Promise.all([
    waitForSubprocessStream({
      stream,
      buffer: bufferAll,
      fdNumber: "all",
      encoding,
      maxBuffer: maxBuffer[1] + maxBuffer[2],
      lines: lines[1] || lines[2],
      allFds: getAllFds(subprocess, buffer),
      // A single buffered descriptor keeps its own object mode, even when the merged stream has mixed modes.
      allMixed: stream === all && getAllMixed(subprocess, all),
      stripFinalNewline: stripFinalNewline2,
      verboseInfo,
      streamInfo
    }),
    // When only one of the two file descriptors is buffered, its stream is read instead of the merged one.
    // The merged one is then drained, otherwise it would apply backpressure on that file descriptor and hang the subprocess.
    drainedStream === void 0 ? void 0 : resumeStream(drainedStream)
  ]).then(([output]) => output);
};
var getAllStream = ({ stdout, stderr }, all, [, bufferStdout, bufferStderr]) => {
  const buffer = bufferStdout || bufferStderr;
  if (!buffer) {
    return { stream: all, buffer };
  }
  if (!all) {
    return { stream: void 0, buffer };
  }
  if (!bufferStdout) {
    return { stream: stderr, buffer, drainedStream: all };
  }
  return bufferStderr ? { stream: all, buffer } : { stream: stdout, buffer, drainedStream: all };
};
var getAllMixed = ({ stdout, stderr }, all) => all && stdout && stderr && stdout.readableObjectMode !== stderr.readableObjectMode;

// node_modules/execa/lib/resolve/wait-subprocess.js
import { once as once8 } from "node:events";

// node_modules/execa/lib/verbose/ipc.js
var shouldLogIpc = (verboseInfo) => isFullVerbose(verboseInfo, "ipc");
var logIpcOutput = (message, verboseInfo) => {
  const verboseMessage = serializeVerboseMessage(message);
  verboseLog({
    type: "ipc",
    verboseMessage,
    fdNumber: "ipc",
    verboseInfo
  });
};

// node_modules/execa/lib/ipc/buffer-messages.js
var waitForIpcOutput = async ({
  subprocess,
  buffer: bufferArray,
  maxBuffer: maxBufferArray,
  ipc,
  ipcOutput,
  verboseInfo
}) => {
  if (!ipc) {
    return ipcOutput;
  }
  const isVerbose2 = shouldLogIpc(verboseInfo);
  const buffer = getFdSpecificValue(bufferArray, "ipc");
  const maxBuffer = getFdSpecificValue(maxBufferArray, "ipc");
  const logErrors = [];
  for await (const message of loopOnMessages({
    anyProcess: subprocess,
    channel: subprocess.channel,
    isSubprocess: false,
    ipc,
    shouldAwait: false,
    reference: true
  })) {
    if (buffer) {
      checkIpcMaxBuffer(ipcOutput, maxBuffer);
      ipcOutput.push(message);
    }
    if (isVerbose2) {
      try {
        logIpcOutput(message, verboseInfo);
      } catch (error) {
        logErrors.push(error);
      }
    }
  }
  if (logErrors.length > 0) {
    throw logErrors[0];
  }
  return ipcOutput;
};
var getBufferedIpcOutput = async (ipcOutputPromise, ipcOutput) => {
  await Promise.allSettled([ipcOutputPromise]);
  return ipcOutput;
};

// node_modules/execa/lib/resolve/wait-subprocess.js
var waitForSubprocessResult = async ({
  subprocess,
  kill,
  all,
  options: {
    encoding,
    buffer,
    maxBuffer,
    lines,
    timeoutDuration: timeout2,
    cancelSignal,
    gracefulCancel,
    forceKillAfterDelay,
    stripFinalNewline: stripFinalNewline2,
    ipc,
    ipcInput
  },
  context,
  verboseInfo,
  fileDescriptors,
  originalStreams,
  onInternalError,
  controller
}) => {
  const exitPromise = waitForExit(subprocess, context);
  const streamInfo = {
    originalStreams,
    fileDescriptors,
    subprocess,
    exitPromise,
    propagating: false
  };
  const stdioPromises = waitForStdioStreams({
    subprocess,
    encoding,
    buffer,
    maxBuffer,
    lines,
    stripFinalNewline: stripFinalNewline2,
    verboseInfo,
    streamInfo
  });
  const allPromise = waitForAllStream({
    subprocess,
    all,
    encoding,
    buffer,
    maxBuffer,
    lines,
    stripFinalNewline: stripFinalNewline2,
    verboseInfo,
    streamInfo
  });
  const ipcOutput = [];
  const ipcOutputPromise = waitForIpcOutput({
    subprocess,
    buffer,
    maxBuffer,
    ipc,
    ipcOutput,
    verboseInfo
  });
  const originalPromises = waitForOriginalStreams(originalStreams, subprocess, streamInfo);
  const customStreamsEndPromises = waitForCustomStreamsEnd(fileDescriptors, streamInfo);
  try {
    return await Promise.race([
      Promise.all([
        {},
        waitForSuccessfulExit(exitPromise),
        Promise.all(stdioPromises),
        allPromise,
        ipcOutputPromise,
        sendIpcInput(subprocess, ipcInput, ipc),
        ...originalPromises,
        ...customStreamsEndPromises
      ]),
      onInternalError,
      throwOnSubprocessError(subprocess, controller),
      ...throwOnTimeout(kill, timeout2, context, controller),
      ...throwOnCancel({
        kill,
        cancelSignal,
        gracefulCancel,
        context,
        controller
      }),
      ...throwOnGracefulCancel({
        subprocess,
        kill,
        cancelSignal,
        gracefulCancel,
        forceKillAfterDelay,
        context,
        controller
      })
    ]);
  } catch (error) {
    context.terminationReason ??= "other";
    if (error instanceof MaxBufferError) {
      kill();
    }
    return Promise.all([
      { error },
      exitPromise,
      Promise.all(stdioPromises.map((stdioPromise) => getBufferedData(stdioPromise))),
      getBufferedData(allPromise),
      getBufferedIpcOutput(ipcOutputPromise, ipcOutput),
      Promise.allSettled(originalPromises),
      Promise.allSettled(customStreamsEndPromises)
    ]);
  }
};
var waitForOriginalStreams = (originalStreams, subprocess, streamInfo) => originalStreams.map((stream, fdNumber) => stream === subprocess.stdio[fdNumber] ? void 0 : waitForStream(stream, fdNumber, streamInfo));
var waitForCustomStreamsEnd = (fileDescriptors, streamInfo) => fileDescriptors.flatMap(({ stdioItems, direction }, fdNumber) => stdioItems.filter(({ value, stream = value }) => isStream(stream, { checkOpen: false }) && !isStandardStream(stream)).map(({ type, value, stream = value }) => waitForStream(stream, fdNumber, streamInfo, {
  isSameDirection: TRANSFORM_TYPES.has(type),
  stopOnExit: type === "native",
  // Output streams are destinations which are handed back to the user: waiting for their readable side would mean waiting for the user to consume them.
  readable: direction !== "output" || TRANSFORM_TYPES.has(type)
})));
var throwOnSubprocessError = async (subprocess, { signal }) => {
  const [error] = await once8(subprocess, "error", { signal });
  throw error;
};

// node_modules/execa/lib/convert/writable.js
import { Writable as Writable4 } from "node:stream";
import { callbackify as callbackify4 } from "node:util";
var createWritable = ({ subprocess, concurrentStreams }, options) => {
  const { to } = copyOptions(options);
  const subprocessStdin = getToStream(subprocess, to);
  const { waitWritableFinal, waitWritableDestroy } = addWritableConcurrentStreams(concurrentStreams, subprocessStdin);
  const writable = new Writable4({
    ...getWritableMethods(subprocessStdin, subprocess, waitWritableFinal),
    destroy: callbackify4(onWritableDestroy.bind(void 0, {
      subprocessStdin,
      subprocess,
      waitWritableFinal,
      waitWritableDestroy
    })),
    highWaterMark: subprocessStdin.writableHighWaterMark,
    objectMode: subprocessStdin.writableObjectMode
  });
  onStdinFinished(subprocessStdin, writable, void 0, subprocess);
  return writable;
};
var addWritableConcurrentStreams = (concurrentStreams, subprocessStdin) => {
  const waitWritableFinal = addConcurrentStream(concurrentStreams, subprocessStdin, "writableFinal");
  const waitWritableDestroy = addConcurrentStream(concurrentStreams, subprocessStdin, "writableDestroy");
  return { waitWritableFinal, waitWritableDestroy };
};
var getWritableMethods = (subprocessStdin, subprocess, waitWritableFinal) => ({
  write: onWrite.bind(void 0, subprocessStdin),
  final: callbackify4(onWritableFinal.bind(void 0, subprocessStdin, subprocess, waitWritableFinal))
});
var onWrite = (subprocessStdin, chunk, encoding, done) => {
  if (subprocessStdin.write(chunk, encoding)) {
    done();
  } else {
    subprocessStdin.once("drain", done);
  }
};
var onWritableFinal = async (subprocessStdin, subprocess, waitWritableFinal) => {
  if (!await waitForConcurrentStreams(waitWritableFinal, subprocess)) {
    return;
  }
  if (subprocessStdin.writable) {
    subprocessStdin.end();
  }
  await subprocess;
};
var onStdinFinished = async (subprocessStdin, writable, subprocessStdout, subprocess) => {
  try {
    await waitForSubprocessStdin(subprocessStdin);
    await subprocess;
    if (writable.writable) {
      writable.end();
    }
  } catch (error) {
    await safeWaitForSubprocessStdout(subprocessStdout);
    destroyOtherStream(writable, !writable.writableFinished, await getSubprocessError(subprocess, error));
  }
};
var getSubprocessError = async (subprocess, error) => {
  if (!shouldUseSubprocessError(error)) {
    return error;
  }
  try {
    await subprocess;
  } catch (subprocessError) {
    return subprocessError;
  }
  return error;
};
var shouldUseSubprocessError = (error) => error === void 0 || isStreamAbort(error) || error.code === "EPIPE";
var onWritableDestroy = async ({ subprocessStdin, subprocess, waitWritableFinal, waitWritableDestroy }, error) => {
  await waitForConcurrentStreams(waitWritableFinal, subprocess);
  if (await waitForConcurrentStreams(waitWritableDestroy, subprocess)) {
    destroyOtherWritable(subprocessStdin, error);
    await subprocess;
  }
  throwDestroyError(error);
};
var destroyOtherWritable = (stream, error) => {
  destroyOtherStream(stream, stream.writable, error);
};

// node_modules/execa/lib/convert/duplex.js
import { Duplex as Duplex4 } from "node:stream";
import { callbackify as callbackify5 } from "node:util";
var createDuplex = ({ subprocess, concurrentStreams, encoding }, options) => {
  const { from, to, binary: binaryOption = true, preserveNewlines = true } = copyOptions(options);
  checkBooleanOption(binaryOption, "binary");
  checkBooleanOption(preserveNewlines, "preserveNewlines");
  const binary = binaryOption || BINARY_ENCODINGS.has(encoding);
  const subprocessStdout = getFromStream(subprocess, from);
  const subprocessStdin = getToStream(subprocess, to);
  const waitReadableDestroy = addConcurrentStream(concurrentStreams, subprocessStdout, "readableDestroy");
  const { waitWritableFinal, waitWritableDestroy } = addWritableConcurrentStreams(concurrentStreams, subprocessStdin);
  const { readableEncoding, readableObjectMode, readableHighWaterMark } = getReadableOptions(subprocessStdout, binary);
  const { read, onStdoutDataDone } = getReadableMethods({
    subprocessStdout,
    subprocess,
    binary,
    encoding,
    preserveNewlines
  });
  const duplex = new Duplex4({
    read,
    ...getWritableMethods(subprocessStdin, subprocess, waitWritableFinal),
    destroy: callbackify5(onDuplexDestroy.bind(void 0, {
      subprocessStdout,
      subprocessStdin,
      subprocess,
      waitReadableDestroy,
      waitWritableFinal,
      waitWritableDestroy
    })),
    readableHighWaterMark,
    writableHighWaterMark: subprocessStdin.writableHighWaterMark,
    readableObjectMode,
    writableObjectMode: subprocessStdin.writableObjectMode,
    encoding: readableEncoding
  });
  onStdoutFinished({
    subprocessStdout,
    onStdoutDataDone,
    readable: duplex,
    subprocess,
    subprocessStdin
  });
  onStdinFinished(subprocessStdin, duplex, subprocessStdout, subprocess);
  return duplex;
};
var onDuplexDestroy = async ({ subprocessStdout, subprocessStdin, subprocess, waitReadableDestroy, waitWritableFinal, waitWritableDestroy }, error) => {
  await Promise.all([
    onReadableDestroy({ subprocessStdout, subprocess, waitReadableDestroy }, error),
    onWritableDestroy({
      subprocessStdin,
      subprocess,
      waitWritableFinal,
      waitWritableDestroy
    }, error)
  ]);
};

// node_modules/execa/lib/convert/add.js
var addConvertedStreams = (subprocess, { encoding }) => {
  const concurrentStreams = initializeConcurrentStreams();
  subprocess.readable = createReadable.bind(void 0, { subprocess, concurrentStreams, encoding });
  subprocess.writable = createWritable.bind(void 0, { subprocess, concurrentStreams });
  subprocess.duplex = createDuplex.bind(void 0, { subprocess, concurrentStreams, encoding });
  subprocess.readableStream = createReadableStream.bind(void 0, subprocess);
  subprocess.writableStream = createWritableStream.bind(void 0, subprocess);
  subprocess.transformStream = createTransformStream.bind(void 0, subprocess);
  subprocess.iterable = createIterable.bind(void 0, subprocess, encoding);
  subprocess[Symbol.asyncIterator] = createIterable.bind(void 0, subprocess, encoding, {});
};

// node_modules/execa/lib/methods/promise.js
var mergePromise = (promise, properties) => Object.assign(promise, properties);

// node_modules/execa/lib/methods/main-async.js
var execaCoreAsync = (rawFile, rawArguments, rawOptions, createNested) => {
  const { file, commandArguments, command, escapedCommand, startTime, verboseInfo, options, fileDescriptors } = handleAsyncArguments(rawFile, rawArguments, rawOptions);
  const { subprocess: nodeChildProcess, promise, kill, all, convertedStreams } = spawnSubprocessAsync({
    file,
    commandArguments,
    options,
    startTime,
    verboseInfo,
    command,
    escapedCommand,
    fileDescriptors
  });
  const subprocess = getSubprocessPromise({
    promise,
    nodeChildProcess,
    kill,
    all,
    convertedStreams,
    options
  });
  subprocess.pipe = pipeToSubprocess.bind(void 0, {
    source: subprocess,
    sourcePromise: promise,
    boundOptions: {},
    createNested
  });
  SUBPROCESS_OPTIONS.set(subprocess, { options, fileDescriptors });
  return subprocess;
};
var handleAsyncArguments = (rawFile, rawArguments, rawOptions) => {
  const { command, escapedCommand, startTime, verboseInfo } = handleCommand(rawFile, rawArguments, rawOptions);
  const { file, commandArguments, options: normalizedOptions } = normalizeOptions(rawFile, rawArguments, rawOptions);
  const options = handleAsyncOptions(normalizedOptions);
  const fileDescriptors = handleStdioAsync(options, verboseInfo);
  return {
    file,
    commandArguments,
    command,
    escapedCommand,
    startTime,
    verboseInfo,
    options,
    fileDescriptors
  };
};
var handleAsyncOptions = ({ timeout: timeout2, signal, ...options }) => ({ __proto__: null, ...options, timeoutDuration: timeout2 });
var spawnSubprocessAsync = ({ file, commandArguments, options, startTime, verboseInfo, command, escapedCommand, fileDescriptors }) => {
  let subprocess;
  try {
    subprocess = spawn(...concatenateShell(file, commandArguments, getSpawnOptions(options)));
  } catch (error) {
    return handleEarlyError({
      error,
      command,
      escapedCommand,
      fileDescriptors,
      options,
      startTime,
      verboseInfo
    });
  }
  if (subprocess.stdio === void 0) {
    return handleEarlyError({
      error: once9(subprocess, "error").then(([error]) => error),
      command,
      escapedCommand,
      fileDescriptors,
      options,
      startTime,
      verboseInfo
    });
  }
  const controller = new AbortController();
  setMaxListeners(Infinity, controller.signal);
  const originalStreams = [...subprocess.stdio];
  pipeOutputAsync(subprocess, fileDescriptors, controller);
  setIpcSubprocessOptions(subprocess, options);
  const context = {};
  const onInternalError = createDeferred();
  const kill = subprocessKill.bind(void 0, {
    kill: getKillFunction(subprocess, options),
    options,
    onInternalError,
    context,
    controller
  });
  cleanupOnExit(kill, options, controller);
  const all = makeAllStream(subprocess, options);
  const promise = handlePromise({
    subprocess,
    kill,
    all,
    options,
    startTime,
    verboseInfo,
    fileDescriptors,
    originalStreams,
    command,
    escapedCommand,
    context,
    onInternalError,
    controller
  });
  return {
    subprocess,
    promise,
    kill,
    all
  };
};
var getSubprocessPromise = ({ promise, nodeChildProcess, kill, all, convertedStreams, options }) => {
  const subprocess = mergePromise(promise, getSubprocessProperties(nodeChildProcess, all));
  subprocess.kill = kill ?? subprocess.kill;
  if (convertedStreams === void 0) {
    addConvertedStreams(subprocess, options);
  } else {
    Object.assign(subprocess, convertedStreams);
  }
  addIpcMethods(subprocess, nodeChildProcess, options);
  return subprocess;
};
var getSubprocessProperties = (nodeChildProcess, all) => ({
  nodeChildProcess,
  pid: nodeChildProcess.pid,
  stdin: nodeChildProcess.stdin,
  stdout: nodeChildProcess.stdout,
  stderr: nodeChildProcess.stderr,
  stdio: nodeChildProcess.stdio,
  all,
  kill: nodeChildProcess.kill.bind(nodeChildProcess)
});
var handlePromise = async ({ subprocess, kill, all: allStream, options, startTime, verboseInfo, fileDescriptors, originalStreams, command, escapedCommand, context, onInternalError, controller }) => {
  const [
    errorInfo,
    [exitCode, signal],
    stdioResults,
    allResult,
    ipcOutput
  ] = await waitForSubprocessResult({
    subprocess,
    kill,
    all: allStream,
    options,
    context,
    verboseInfo,
    fileDescriptors,
    originalStreams,
    onInternalError,
    controller
  });
  controller.abort();
  onInternalError.resolve();
  const stdio = stdioResults.map((stdioResult, fdNumber) => stripNewline(stdioResult, options, fdNumber));
  const all = stripNewline(allResult, options, "all", getAllFds(subprocess, options.buffer));
  const result = getAsyncResult({
    errorInfo,
    exitCode,
    signal,
    stdio,
    all,
    ipcOutput,
    context,
    options,
    command,
    escapedCommand,
    startTime
  });
  return handleResult(result, verboseInfo, options);
};
var getAsyncResult = ({ errorInfo, exitCode, signal, stdio, all, ipcOutput, context, options, command, escapedCommand, startTime }) => Object.hasOwn(errorInfo, "error") ? makeError({
  error: errorInfo.error,
  command,
  escapedCommand,
  timedOut: context.terminationReason === "timeout",
  isCanceled: context.terminationReason === "cancel" || context.terminationReason === "gracefulCancel",
  isGracefullyCanceled: context.terminationReason === "gracefulCancel",
  isMaxBuffer: errorInfo.error instanceof MaxBufferError,
  isForcefullyTerminated: context.isForcefullyTerminated,
  exitCode,
  signal,
  stdio,
  all,
  ipcOutput,
  options,
  startTime,
  isSync: false
}) : makeSuccessResult({
  command,
  escapedCommand,
  stdio,
  all,
  ipcOutput,
  options,
  startTime
});

// node_modules/execa/lib/methods/bind.js
var mergeOptions = (boundOptions, options) => {
  const safeBoundOptions = { __proto__: null, ...boundOptions };
  const mergedOptions = Object.fromEntries(Object.entries(options).map(([optionName, optionValue]) => [
    optionName,
    mergeOption(optionName, safeBoundOptions[optionName], optionValue)
  ]));
  return { __proto__: null, ...safeBoundOptions, ...mergedOptions };
};
var mergeOption = (optionName, boundOptionValue, optionValue) => DEEP_OPTIONS.has(optionName) && isPlainObject(boundOptionValue) && isPlainObject(optionValue) ? { ...boundOptionValue, ...optionValue } : optionValue;
var DEEP_OPTIONS = /* @__PURE__ */ new Set(["env", ...FD_SPECIFIC_OPTIONS]);

// node_modules/execa/lib/methods/create.js
var createExeca = (mapArguments, boundOptions, deepOptions, setBoundExeca) => {
  const createNested = (mapArguments2, boundOptions2, setBoundExeca2) => createExeca(mapArguments2, boundOptions2, deepOptions, setBoundExeca2);
  const boundExeca = (...execaArguments) => callBoundExeca({
    mapArguments,
    deepOptions,
    boundOptions,
    setBoundExeca,
    createNested
  }, ...execaArguments);
  if (setBoundExeca !== void 0) {
    setBoundExeca(boundExeca, createNested, boundOptions);
  }
  return boundExeca;
};
var callBoundExeca = ({ mapArguments, deepOptions = {}, boundOptions = {}, setBoundExeca, createNested }, firstArgument, ...nextArguments) => {
  if (isPlainObject(firstArgument)) {
    return createNested(mapArguments, mergeOptions(boundOptions, firstArgument), setBoundExeca);
  }
  const { file, commandArguments, options, isSync } = parseArguments({
    mapArguments,
    firstArgument,
    nextArguments,
    deepOptions,
    boundOptions
  });
  return isSync ? execaCoreSync(file, commandArguments, options) : execaCoreAsync(file, commandArguments, options, createNested);
};
var parseArguments = ({ mapArguments, firstArgument, nextArguments, deepOptions, boundOptions }) => {
  const callArguments = isTemplateString(firstArgument) ? parseTemplates(firstArgument, nextArguments) : [firstArgument, ...nextArguments];
  const [initialFile, initialArguments, initialOptions] = normalizeParameters(...callArguments);
  const mergedOptions = mergeOptions(mergeOptions(deepOptions, boundOptions), initialOptions);
  for (const [optionName, optionValue] of Object.entries(deepOptions)) {
    if (mergedOptions[optionName] === void 0) {
      mergedOptions[optionName] = optionValue;
    }
  }
  const {
    options = mergedOptions,
    isSync = false
  } = { __proto__: null, ...mapArguments({ options: mergedOptions }) };
  return {
    file: initialFile,
    commandArguments: initialArguments,
    options,
    isSync
  };
};

// node_modules/execa/lib/methods/script.js
var setScriptSync = (boundExeca, createNested, boundOptions) => {
  boundExeca.sync = createNested(mapScriptSync, boundOptions);
  boundExeca.s = boundExeca.sync;
};
var mapScriptAsync = ({ options }) => getScriptOptions(options);
var mapScriptSync = ({ options }) => ({ ...getScriptOptions(options), isSync: true });
var getScriptOptions = (options) => ({ options: { __proto__: null, ...options, ...getScriptStdinOption(options) } });
var getScriptStdinOption = ({ stdin = "inherit", input, inputFile, stdio }) => input === void 0 && inputFile === void 0 && stdio === void 0 ? { stdin } : {};
var deepScriptOptions = { preferLocal: true };

// node_modules/execa/index.js
var execa = createExeca(() => ({}));
var execaSync = createExeca(() => ({ isSync: true }));
var execaNode = createExeca(mapNode);
var $ = createExeca(mapScriptAsync, {}, deepScriptOptions, setScriptSync);
var {
  sendMessage: sendMessage2,
  getOneMessage: getOneMessage2,
  getEachMessage: getEachMessage2,
  getCancelSignal: getCancelSignal2
} = getIpcExport();

export {
  matchesGlob,
  launchCodex,
  codexHomeFiles,
  commandPromptFile,
  launchCommand,
  launchCopilot,
  launchCursorAgent,
  launchGeminiCli,
  geminiHomeFiles,
  launchOpencode,
  judgeConfigSchema,
  parseStructured,
  isAgentvEvalFile,
  isSkillgymSuiteFile,
  isSafeSkillName,
  assertionError,
  detectSkills,
  normalizeSkillName,
  skillEvidenceForRead,
  findEvaluator,
  isJudgeGraded,
  SKILL_TEST_DEFAULTS,
  prepareRun,
  execa
};
