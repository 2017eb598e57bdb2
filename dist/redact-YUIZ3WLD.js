import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{b as a,c as b,d as c,e as d,f as e,g as f}from"./chunk-GATNL566.js";import"./chunk-2L26AAF6.js";export{a as REDACTED,f as SecretSet,d as containsSecret,c as redact,e as redactDeep,b as secretValues};
