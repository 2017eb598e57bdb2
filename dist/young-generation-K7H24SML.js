import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as o}from"./chunk-2L26AAF6.js";import{setFlagsFromString as e}from"node:v8";function t(){e("--semi-space-growth-factor=1")}o(t,"keepYoungGenerationSmall");export{t as keepYoungGenerationSmall};
