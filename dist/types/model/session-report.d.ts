import { z } from "zod";
/**
 * The normalized transcript of one agent session. A superset of skillgym's `SessionReport`
 * (reference/seed-systems.md §1.1), so suites written against skillgym read the same fields.
 */
export declare const runnerInfoSchema: z.ZodObject<{
    id: z.ZodString;
    pathKey: z.ZodString;
    agent: z.ZodObject<{
        type: z.ZodString;
        model: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>;
export type RunnerInfo = z.infer<typeof runnerInfoSchema>;
export declare const skillConfidenceSchema: z.ZodEnum<{
    weak: "weak";
    medium: "medium";
    strong: "strong";
    explicit: "explicit";
}>;
export type SkillConfidence = z.infer<typeof skillConfidenceSchema>;
export declare const skillDetectionSchema: z.ZodObject<{
    skill: z.ZodString;
    confidence: z.ZodEnum<{
        weak: "weak";
        medium: "medium";
        strong: "strong";
        explicit: "explicit";
    }>;
    evidence: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
export type SkillDetection = z.infer<typeof skillDetectionSchema>;
export declare const messageEventSchema: z.ZodObject<{
    type: z.ZodLiteral<"message">;
    role: z.ZodEnum<{
        user: "user";
        assistant: "assistant";
    }>;
    phase: z.ZodOptional<z.ZodEnum<{
        thinking: "thinking";
        commentary: "commentary";
        final: "final";
    }>>;
    text: z.ZodString;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const toolCallEventSchema: z.ZodObject<{
    type: z.ZodLiteral<"toolCall">;
    tool: z.ZodString;
    args: z.ZodOptional<z.ZodUnknown>;
    callId: z.ZodOptional<z.ZodString>;
    parentCallId: z.ZodOptional<z.ZodString>;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const toolResultEventSchema: z.ZodObject<{
    type: z.ZodLiteral<"toolResult">;
    tool: z.ZodOptional<z.ZodString>;
    output: z.ZodString;
    callId: z.ZodOptional<z.ZodString>;
    isError: z.ZodOptional<z.ZodBoolean>;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const commandEventSchema: z.ZodObject<{
    type: z.ZodLiteral<"command">;
    command: z.ZodString;
    exitCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    denied: z.ZodOptional<z.ZodBoolean>;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const fileReadEventSchema: z.ZodObject<{
    type: z.ZodLiteral<"fileRead">;
    path: z.ZodString;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const fileWriteEventSchema: z.ZodObject<{
    type: z.ZodLiteral<"fileWrite">;
    path: z.ZodString;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const skillSignalEventSchema: z.ZodObject<{
    type: z.ZodLiteral<"skillSignal">;
    skill: z.ZodString;
    signal: z.ZodString;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const sessionEventSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    type: z.ZodLiteral<"message">;
    role: z.ZodEnum<{
        user: "user";
        assistant: "assistant";
    }>;
    phase: z.ZodOptional<z.ZodEnum<{
        thinking: "thinking";
        commentary: "commentary";
        final: "final";
    }>>;
    text: z.ZodString;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"toolCall">;
    tool: z.ZodString;
    args: z.ZodOptional<z.ZodUnknown>;
    callId: z.ZodOptional<z.ZodString>;
    parentCallId: z.ZodOptional<z.ZodString>;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"toolResult">;
    tool: z.ZodOptional<z.ZodString>;
    output: z.ZodString;
    callId: z.ZodOptional<z.ZodString>;
    isError: z.ZodOptional<z.ZodBoolean>;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"command">;
    command: z.ZodString;
    exitCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    denied: z.ZodOptional<z.ZodBoolean>;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"fileRead">;
    path: z.ZodString;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"fileWrite">;
    path: z.ZodString;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"skillSignal">;
    skill: z.ZodString;
    signal: z.ZodString;
    at: z.ZodOptional<z.ZodString>;
}, z.core.$strip>], "type">;
export type SessionEvent = z.infer<typeof sessionEventSchema>;
export type MessageEvent = z.infer<typeof messageEventSchema>;
export type ToolCallEvent = z.infer<typeof toolCallEventSchema>;
export type ToolResultEvent = z.infer<typeof toolResultEventSchema>;
export type CommandEvent = z.infer<typeof commandEventSchema>;
export type FileReadEvent = z.infer<typeof fileReadEventSchema>;
export type FileWriteEvent = z.infer<typeof fileWriteEventSchema>;
export type SkillSignalEvent = z.infer<typeof skillSignalEventSchema>;
export declare const usageReportSchema: z.ZodObject<{
    inputTokens: z.ZodOptional<z.ZodNumber>;
    outputTokens: z.ZodOptional<z.ZodNumber>;
    reasoningTokens: z.ZodOptional<z.ZodNumber>;
    cacheTokens: z.ZodOptional<z.ZodNumber>;
    cacheReadTokens: z.ZodOptional<z.ZodNumber>;
    cacheWriteTokens: z.ZodOptional<z.ZodNumber>;
    totalTokens: z.ZodOptional<z.ZodNumber>;
    inputChars: z.ZodNumber;
    outputChars: z.ZodNumber;
    reasoningChars: z.ZodNumber;
    source: z.ZodObject<{
        input: z.ZodEnum<{
            provider: "provider";
            derived: "derived";
            chars: "chars";
        }>;
        output: z.ZodEnum<{
            provider: "provider";
            derived: "derived";
            chars: "chars";
        }>;
        reasoning: z.ZodEnum<{
            provider: "provider";
            derived: "derived";
            chars: "chars";
        }>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type UsageReport = z.infer<typeof usageReportSchema>;
export declare const sessionErrorKindSchema: z.ZodEnum<{
    "max-turns": "max-turns";
    "api-error": "api-error";
    auth: "auth";
    "permission-denied": "permission-denied";
    crash: "crash";
    timeout: "timeout";
    "max-steps": "max-steps";
}>;
export type SessionErrorKind = z.infer<typeof sessionErrorKindSchema>;
export declare const sessionReportSchema: z.ZodObject<{
    runner: z.ZodObject<{
        id: z.ZodString;
        pathKey: z.ZodString;
        agent: z.ZodObject<{
            type: z.ZodString;
            model: z.ZodString;
        }, z.core.$strip>;
    }, z.core.$strip>;
    sessionId: z.ZodOptional<z.ZodString>;
    prompt: z.ZodString;
    finalOutput: z.ZodString;
    events: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        type: z.ZodLiteral<"message">;
        role: z.ZodEnum<{
            user: "user";
            assistant: "assistant";
        }>;
        phase: z.ZodOptional<z.ZodEnum<{
            thinking: "thinking";
            commentary: "commentary";
            final: "final";
        }>>;
        text: z.ZodString;
        at: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        type: z.ZodLiteral<"toolCall">;
        tool: z.ZodString;
        args: z.ZodOptional<z.ZodUnknown>;
        callId: z.ZodOptional<z.ZodString>;
        parentCallId: z.ZodOptional<z.ZodString>;
        at: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        type: z.ZodLiteral<"toolResult">;
        tool: z.ZodOptional<z.ZodString>;
        output: z.ZodString;
        callId: z.ZodOptional<z.ZodString>;
        isError: z.ZodOptional<z.ZodBoolean>;
        at: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        type: z.ZodLiteral<"command">;
        command: z.ZodString;
        exitCode: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
        denied: z.ZodOptional<z.ZodBoolean>;
        at: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        type: z.ZodLiteral<"fileRead">;
        path: z.ZodString;
        at: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        type: z.ZodLiteral<"fileWrite">;
        path: z.ZodString;
        at: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        type: z.ZodLiteral<"skillSignal">;
        skill: z.ZodString;
        signal: z.ZodString;
        at: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>], "type">>;
    detectedSkills: z.ZodArray<z.ZodObject<{
        skill: z.ZodString;
        confidence: z.ZodEnum<{
            weak: "weak";
            medium: "medium";
            strong: "strong";
            explicit: "explicit";
        }>;
        evidence: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    attemptedSkills: z.ZodArray<z.ZodObject<{
        skill: z.ZodString;
        confidence: z.ZodEnum<{
            weak: "weak";
            medium: "medium";
            strong: "strong";
            explicit: "explicit";
        }>;
        evidence: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    files: z.ZodObject<{
        observedReads: z.ZodArray<z.ZodString>;
        observedSkillReads: z.ZodArray<z.ZodString>;
        observedWrites: z.ZodArray<z.ZodString>;
    }, z.core.$strip>;
    usage: z.ZodObject<{
        inputTokens: z.ZodOptional<z.ZodNumber>;
        outputTokens: z.ZodOptional<z.ZodNumber>;
        reasoningTokens: z.ZodOptional<z.ZodNumber>;
        cacheTokens: z.ZodOptional<z.ZodNumber>;
        cacheReadTokens: z.ZodOptional<z.ZodNumber>;
        cacheWriteTokens: z.ZodOptional<z.ZodNumber>;
        totalTokens: z.ZodOptional<z.ZodNumber>;
        inputChars: z.ZodNumber;
        outputChars: z.ZodNumber;
        reasoningChars: z.ZodNumber;
        source: z.ZodObject<{
            input: z.ZodEnum<{
                provider: "provider";
                derived: "derived";
                chars: "chars";
            }>;
            output: z.ZodEnum<{
                provider: "provider";
                derived: "derived";
                chars: "chars";
            }>;
            reasoning: z.ZodEnum<{
                provider: "provider";
                derived: "derived";
                chars: "chars";
            }>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    costUsd: z.ZodOptional<z.ZodNumber>;
    costEstimated: z.ZodOptional<z.ZodBoolean>;
    turns: z.ZodOptional<z.ZodNumber>;
    modelCalls: z.ZodOptional<z.ZodNumber>;
    agentVersion: z.ZodOptional<z.ZodString>;
    model: z.ZodOptional<z.ZodString>;
    startedAt: z.ZodOptional<z.ZodString>;
    endedAt: z.ZodOptional<z.ZodString>;
    durationMs: z.ZodOptional<z.ZodNumber>;
    isError: z.ZodBoolean;
    errorKind: z.ZodOptional<z.ZodEnum<{
        "max-turns": "max-turns";
        "api-error": "api-error";
        auth: "auth";
        "permission-denied": "permission-denied";
        crash: "crash";
        timeout: "timeout";
        "max-steps": "max-steps";
    }>>;
    errorMessage: z.ZodOptional<z.ZodString>;
    unparsedLines: z.ZodNumber;
    rawArtifacts: z.ZodObject<{
        stdoutPath: z.ZodOptional<z.ZodString>;
        stderrPath: z.ZodOptional<z.ZodString>;
        sessionPath: z.ZodOptional<z.ZodString>;
        exportPath: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type SessionReport = z.infer<typeof sessionReportSchema>;
