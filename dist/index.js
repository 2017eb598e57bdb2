import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{enableCompileCache as a}from"node:module";a();var{runAction:i}=await import("./run-action-JBT5DD55.js");await i();
