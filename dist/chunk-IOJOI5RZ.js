import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as t}from"./chunk-2L26AAF6.js";function e(n){return n!==void 0&&/^https?:\/\/\S+$/.test(n)?` ([workflow run](${n}))`:""}t(e,"workflowRunLink");export{e as a};
