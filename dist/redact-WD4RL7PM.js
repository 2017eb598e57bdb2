import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{b as a,c as b,d as c,e as d,f as e,g as f,h as g}from"./chunk-Q65Z7ZKP.js";import"./chunk-2L26AAF6.js";export{a as REDACTED,g as SecretSet,e as containsSecret,d as redact,f as redactDeep,c as secretPattern,b as secretValues};
