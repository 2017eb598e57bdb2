import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/e2e/**", "node_modules/**"],
          globalSetup: ["test/support/temporary-root-setup.ts"],
          // Many tests start the built CLI or tsc and take 2–4 s on two busy cores; vitest's 5 s
          // default left them a margin a slower machine could take away.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/support/temporary-root-setup.ts", "test/e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
