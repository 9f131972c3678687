/**
 * Finds the inline <script> elements of a built HTML page and hashes them the
 * way CSP Level 3 does: sha256 over the UTF-8 text between the tags, base64.
 */
import {createHash} from 'node:crypto';

export type InlineScript = {
  /** The script's text exactly as the page holds it. */
  text: string;
  /** False for data blocks such as JSON-LD, which browsers never run. */
  executable: boolean;
};

// Attribute values may be quoted and contain '>'; script text cannot contain '</script'.
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
// HTML's JavaScript MIME type essence list, plus "module" and an absent or empty type.
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:jscript|livescript|javascript1\.[0-5])|application\/x-javascript)$/i;

export function findInlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim();
    scripts.push({text, executable: EXECUTABLE_TYPE.test(typeValue)});
  }
  return scripts;
}

/** The CSP source expression that allows exactly this script text. */
export function hashScript(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
