import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{enableCompileCache as a}from"node:module";a();var{runAction:i}=await import("./run-action-3MEB5B2T.js");await i();
