// "skillgym" is skill-eval-action's API, in types as when a suite runs.
declare module "skillgym" {
  export * from "skill-eval-action";
}
