import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{enableCompileCache as a}from"node:module";a();var{runAction:i}=await import("./run-action-S3E2OTGI.js");await i();
