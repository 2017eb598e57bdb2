import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as e}from"./chunk-DHHIE23S.js";import{a as t}from"./chunk-2L26AAF6.js";function o(){e({jitless:!0})}t(o,"interpretSchemas");export{o as interpretSchemas};
