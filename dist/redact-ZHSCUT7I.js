import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{c as a,d as b,e as c,f as d,g as e,h as f}from"./chunk-LHCYMHXA.js";import"./chunk-2L26AAF6.js";export{a as REDACTED,f as SecretSet,d as containsSecret,c as redact,e as redactDeep,b as secretValues};
