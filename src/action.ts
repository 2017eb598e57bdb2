import { enableCompileCache } from "node:module";
import { actionBanner } from "./github/action-banner.ts";
import { TOOL_VERSION } from "./version.ts";

// Before the import, so that the whole bundle is covered (see cli.ts).
enableCompileCache();
// The first line comes before the rest of the action loads (the import below is most of the
// bundle), so the step's log says at once what it is doing.
process.stdout.write(`${actionBanner(process.env, TOOL_VERSION)}\n`);
const { growYoungGenerationOnce, holdYoungGeneration } = await import("./orchestration/young-generation.ts");
growYoungGenerationOnce();
const { holdHeapNearLive } = await import("./orchestration/hold-heap-near-live.ts");
holdHeapNearLive();
const { interpretSchemas } = await import("./orchestration/interpret-schemas.ts");
interpretSchemas();
// Grown once by the loading so far, held before the bulk of the bundle loads (young-generation.ts).
holdYoungGeneration();
const { runAction } = await import("./github/run-action.ts");
const { guardProcessExit } = await import("./orchestration/guard-process-exit.ts");

guardProcessExit();

await runAction();
