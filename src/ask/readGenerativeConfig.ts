/**
 * The generative endpoint the browser uses: the one the build configured
 * (customFields.askAi), or, in test builds only, one a test sets on
 * `window.__SURGE_ASK_AI__` before the page loads (builds are static, and a
 * test's loopback server gets a new port each run).
 */
import type {GenerativeConfig} from './askQuestion';
import {ASK_LIMITS} from './types';

export const RUNTIME_OVERRIDE_GLOBAL = '__SURGE_ASK_AI__';

/** customFields.askAi, as docusaurus.config.ts writes it. */
export type AskAiFields = {
  generative: {endpoint: string; model: string} | null;
  /** True only in test builds (SURGE_TEST_FIXTURES=true). */
  runtimeOverride: boolean;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readEndpoint(value: unknown): GenerativeConfig | null {
  if (!isObject(value) || typeof value.endpoint !== 'string' || typeof value.model !== 'string') return null;
  const timeoutMs = typeof value.timeoutMs === 'number' && value.timeoutMs > 0 ? value.timeoutMs : ASK_LIMITS.timeoutMs;
  return {endpoint: value.endpoint, model: value.model, timeoutMs};
}

export function readGenerativeConfig(fields: unknown, runtime: unknown): GenerativeConfig | null {
  if (!isObject(fields)) return null;
  const override = fields.runtimeOverride === true ? readEndpoint(runtime) : null;
  if (override) return override;
  const configured = readEndpoint(fields.generative);
  return configured && {...configured, timeoutMs: ASK_LIMITS.timeoutMs};
}
