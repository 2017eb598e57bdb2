import { runAction } from "./github/run-action.ts";

await runAction();
