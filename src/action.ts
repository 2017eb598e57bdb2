import { enableCompileCache } from "node:module";

// Before the import, so that the whole bundle is covered (see cli.ts).
enableCompileCache();
const { runAction } = await import("./github/run-action.ts");
const { guardProcessExit } = await import("./orchestration/guard-process-exit.ts");

guardProcessExit();

await runAction();
