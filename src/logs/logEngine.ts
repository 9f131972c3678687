/**
 * Everything the log troubleshooter needs to explain a paste: the patterns,
 * the error-code data and the revert decoder (which brings viem). The page
 * imports this module on demand, when the reader first uses the box.
 */
import {LOG_PATTERNS} from './logPatterns';
import {decodeRevertData} from '@site/src/errors/decodeRevertData';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import {analyzeLog, type LogAnalysis} from './analyzeLog';

export function explainLog(text: string): LogAnalysis {
  return analyzeLog(text, {patterns: LOG_PATTERNS, errors: ERROR_CODES, decode: decodeRevertData});
}

export {DEVNET_ISSUES} from '@site/src/data/devnetIssues';
