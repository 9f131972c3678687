/**
 * The `.env` checker's rules, in the order their findings are listed when severity and line tie:
 * keys, values, risks, then the release's pitfalls.
 */
import {KEY_RULES} from './keyRules';
import {PITFALL_RULES} from './pitfallRules';
import {RISK_RULES} from './riskRules';
import type {EnvRule} from './rule';
import {VALUE_RULES} from './valueRules';

export type {EnvRule} from './rule';
export {readPaste, type CheckTools, type EnvChoices, type Paste} from './paste';

export const ENV_RULES: readonly EnvRule[] = [...KEY_RULES, ...VALUE_RULES, ...RISK_RULES, ...PITFALL_RULES];
