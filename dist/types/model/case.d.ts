import { z } from "zod";
import type { SessionEvent, SessionReport, SkillDetection } from "./session-report.js";
import { type FailureClass } from "./status.js";
/** What a case's `assert` function receives besides the report (skillgym's `AssertionContext`). */
export interface AssertionContext {
    getCommands(): string[];
    getToolCalls(tool?: string): SessionEvent[];
    getFileReads(): string[];
    detectedSkills(): SkillDetection[];
    finalOutput(): string;
}
/** The result a case's `classifyFailure` hook receives: skillgym's `RunnerResult` shape. */
export declare const caseRunResultSchema: z.ZodObject<{
    runner: z.ZodObject<{
        id: z.ZodString;
        pathKey: z.ZodString;
        agent: z.ZodObject<{
            type: z.ZodString;
            model: z.ZodString;
        }, z.core.$strip>;
    }, z.core.$strip>;
    passed: z.ZodBoolean;
    status: z.ZodEnum<{
        passed: "passed";
        failed: "failed";
        "expected-failed": "expected-failed";
        "unexpected-passed": "unexpected-passed";
    }>;
    durationMs: z.ZodNumber;
    executionArtifactDir: z.ZodString;
    artifactDir: z.ZodString;
    report: z.ZodCustom<{
        runner: {
            id: string;
            pathKey: string;
            agent: {
                type: string;
                model: string;
            };
        };
        prompt: string;
        finalOutput: string;
        events: ({
            type: "message";
            role: "user" | "assistant";
            text: string;
            phase?: "thinking" | "commentary" | "final" | undefined;
            at?: string | undefined;
        } | {
            type: "toolCall";
            tool: string;
            args?: unknown;
            callId?: string | undefined;
            parentCallId?: string | undefined;
            at?: string | undefined;
        } | {
            type: "toolResult";
            output: string;
            tool?: string | undefined;
            callId?: string | undefined;
            isError?: boolean | undefined;
            at?: string | undefined;
        } | {
            type: "command";
            command: string;
            exitCode?: number | null | undefined;
            denied?: boolean | undefined;
            at?: string | undefined;
        } | {
            type: "fileRead";
            path: string;
            at?: string | undefined;
        } | {
            type: "fileWrite";
            path: string;
            at?: string | undefined;
        } | {
            type: "skillSignal";
            skill: string;
            signal: string;
            at?: string | undefined;
        })[];
        detectedSkills: {
            skill: string;
            confidence: "weak" | "medium" | "strong" | "explicit";
            evidence: string[];
        }[];
        attemptedSkills: {
            skill: string;
            confidence: "weak" | "medium" | "strong" | "explicit";
            evidence: string[];
        }[];
        files: {
            observedReads: string[];
            observedSkillReads: string[];
            observedWrites: string[];
        };
        usage: {
            inputChars: number;
            outputChars: number;
            reasoningChars: number;
            source: {
                input: "provider" | "derived" | "chars";
                output: "provider" | "derived" | "chars";
                reasoning: "provider" | "derived" | "chars";
            };
            inputTokens?: number | undefined;
            outputTokens?: number | undefined;
            reasoningTokens?: number | undefined;
            cacheTokens?: number | undefined;
            cacheReadTokens?: number | undefined;
            cacheWriteTokens?: number | undefined;
            totalTokens?: number | undefined;
        };
        isError: boolean;
        unparsedLines: number;
        rawArtifacts: {
            stdoutPath?: string | undefined;
            stderrPath?: string | undefined;
            sessionPath?: string | undefined;
            exportPath?: string | undefined;
        };
        sessionId?: string | undefined;
        costUsd?: number | undefined;
        costEstimated?: boolean | undefined;
        turns?: number | undefined;
        modelCalls?: number | undefined;
        agentVersion?: string | undefined;
        model?: string | undefined;
        startedAt?: string | undefined;
        endedAt?: string | undefined;
        durationMs?: number | undefined;
        errorKind?: "max-turns" | "api-error" | "auth" | "permission-denied" | "crash" | "timeout" | "max-steps" | undefined;
        errorMessage?: string | undefined;
    }, {
        runner: {
            id: string;
            pathKey: string;
            agent: {
                type: string;
                model: string;
            };
        };
        prompt: string;
        finalOutput: string;
        events: ({
            type: "message";
            role: "user" | "assistant";
            text: string;
            phase?: "thinking" | "commentary" | "final" | undefined;
            at?: string | undefined;
        } | {
            type: "toolCall";
            tool: string;
            args?: unknown;
            callId?: string | undefined;
            parentCallId?: string | undefined;
            at?: string | undefined;
        } | {
            type: "toolResult";
            output: string;
            tool?: string | undefined;
            callId?: string | undefined;
            isError?: boolean | undefined;
            at?: string | undefined;
        } | {
            type: "command";
            command: string;
            exitCode?: number | null | undefined;
            denied?: boolean | undefined;
            at?: string | undefined;
        } | {
            type: "fileRead";
            path: string;
            at?: string | undefined;
        } | {
            type: "fileWrite";
            path: string;
            at?: string | undefined;
        } | {
            type: "skillSignal";
            skill: string;
            signal: string;
            at?: string | undefined;
        })[];
        detectedSkills: {
            skill: string;
            confidence: "weak" | "medium" | "strong" | "explicit";
            evidence: string[];
        }[];
        attemptedSkills: {
            skill: string;
            confidence: "weak" | "medium" | "strong" | "explicit";
            evidence: string[];
        }[];
        files: {
            observedReads: string[];
            observedSkillReads: string[];
            observedWrites: string[];
        };
        usage: {
            inputChars: number;
            outputChars: number;
            reasoningChars: number;
            source: {
                input: "provider" | "derived" | "chars";
                output: "provider" | "derived" | "chars";
                reasoning: "provider" | "derived" | "chars";
            };
            inputTokens?: number | undefined;
            outputTokens?: number | undefined;
            reasoningTokens?: number | undefined;
            cacheTokens?: number | undefined;
            cacheReadTokens?: number | undefined;
            cacheWriteTokens?: number | undefined;
            totalTokens?: number | undefined;
        };
        isError: boolean;
        unparsedLines: number;
        rawArtifacts: {
            stdoutPath?: string | undefined;
            stderrPath?: string | undefined;
            sessionPath?: string | undefined;
            exportPath?: string | undefined;
        };
        sessionId?: string | undefined;
        costUsd?: number | undefined;
        costEstimated?: boolean | undefined;
        turns?: number | undefined;
        modelCalls?: number | undefined;
        agentVersion?: string | undefined;
        model?: string | undefined;
        startedAt?: string | undefined;
        endedAt?: string | undefined;
        durationMs?: number | undefined;
        errorKind?: "max-turns" | "api-error" | "auth" | "permission-denied" | "crash" | "timeout" | "max-steps" | undefined;
        errorMessage?: string | undefined;
    }>;
    error: z.ZodOptional<z.ZodObject<{
        name: z.ZodString;
        message: z.ZodString;
        stack: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    failureOrigin: z.ZodOptional<z.ZodEnum<{
        "max-steps": "max-steps";
        runner: "runner";
        assertion: "assertion";
        "assert-hook": "assert-hook";
        "model-rejected": "model-rejected";
        "workspace-bootstrap": "workspace-bootstrap";
        workspace: "workspace";
        collection: "collection";
        normalization: "normalization";
        snapshot: "snapshot";
        replay: "replay";
        grader: "grader";
    }>>;
    failureClass: z.ZodOptional<z.ZodObject<{
        id: z.ZodString;
        label: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    failureLogPath: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type CaseRunResult = z.infer<typeof caseRunResultSchema>;
/** One case as a skillgym suite module declares it. */
export declare const caseSchema: z.ZodObject<{
    id: z.ZodString;
    prompt: z.ZodString;
    tags: z.ZodOptional<z.ZodArray<z.ZodString>>;
    timeoutMs: z.ZodOptional<z.ZodNumber>;
    expectedFail: z.ZodOptional<z.ZodBoolean>;
    classifyFailure: z.ZodOptional<z.ZodCustom<(result: CaseRunResult) => FailureClass | string | undefined, (result: CaseRunResult) => FailureClass | string | undefined>>;
    assert: z.ZodCustom<(report: SessionReport, ctx: AssertionContext) => void | Promise<void>, (report: SessionReport, ctx: AssertionContext) => void | Promise<void>>;
}, z.core.$strip>;
export type Case = z.infer<typeof caseSchema>;
declare const bootstrapSchema: z.ZodObject<{
    command: z.ZodString;
    args: z.ZodOptional<z.ZodArray<z.ZodString>>;
    timeoutMs: z.ZodOptional<z.ZodNumber>;
    env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
}, z.core.$strict>;
export type WorkspaceBootstrapConfig = z.infer<typeof bootstrapSchema>;
/** A suite's `export const workspace` (skillgym's `SuiteWorkspaceConfig`, plus the implicit `none`). */
export declare const suiteWorkspaceSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    mode: z.ZodLiteral<"none">;
    cwd: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    mode: z.ZodLiteral<"shared">;
    cwd: z.ZodOptional<z.ZodString>;
    templateDir: z.ZodOptional<z.ZodString>;
    bootstrap: z.ZodOptional<z.ZodObject<{
        command: z.ZodString;
        args: z.ZodOptional<z.ZodArray<z.ZodString>>;
        timeoutMs: z.ZodOptional<z.ZodNumber>;
        env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    }, z.core.$strict>>;
}, z.core.$strict>, z.ZodObject<{
    mode: z.ZodLiteral<"isolated">;
    templateDir: z.ZodOptional<z.ZodString>;
    bootstrap: z.ZodOptional<z.ZodObject<{
        command: z.ZodString;
        args: z.ZodOptional<z.ZodArray<z.ZodString>>;
        timeoutMs: z.ZodOptional<z.ZodNumber>;
        env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    }, z.core.$strict>>;
}, z.core.$strict>], "mode">;
export type SuiteWorkspaceConfig = z.infer<typeof suiteWorkspaceSchema>;
/** What a skillgym suite module exports as `default`. */
export type SuiteDefinition = Case[] | Record<string, Case>;
export {};
