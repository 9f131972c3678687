/**
 * Finds the inline <script> elements of a built HTML page and hashes them the
 * way CSP Level 3 does: sha256 over the UTF-8 text between the tags, base64.
 * The page is read by htmlparser2, so attributes are found however the
 * minifier writes them (quoted or not, any case, entities decoded); script
 * text is raw text, exactly as the page holds it.
 */
import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';

export type InlineScript = {
  /** The script's text exactly as the page holds it. */
  text: string;
  /** False for data blocks such as JSON-LD, which browsers never run. */
  executable: boolean;
};

// HTML's JavaScript MIME type essence list, plus "module" and an absent or empty type.
const EXECUTABLE_TYPE =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:jscript|livescript|javascript1\.[0-5])|application\/x-javascript)$/i;

export function findInlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  let open: {attributes: Record<string, string>; text: string} | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') open = {attributes, text: ''};
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name !== 'script' || !open) return;
        if (!('src' in open.attributes)) scripts.push({text: open.text, executable: EXECUTABLE_TYPE.test((open.attributes.type ?? '').trim())});
        open = null;
      },
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.end(html);
  return scripts;
}

/** The CSP source expression that allows exactly this script text. */
export function hashScript(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
