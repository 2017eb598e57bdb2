import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as s}from"./chunk-2L26AAF6.js";var o=/^\s*::|##\[/m;function t(n,r){return o.test(n)?`::stop-commands::${r}
${n}
::${r}::`:n}s(t,"holdWorkflowCommands");export{t as a};
