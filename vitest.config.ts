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
