import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as r}from"./chunk-2L26AAF6.js";var o=/^\s*::|##\[/m;function i(n,s){return o.test(n)?`::stop-commands::${s}
${n.endsWith(`
`)?n:`${n}
`}::${s}::
`:n}r(i,"holdWorkflowCommands");export{i as a};
