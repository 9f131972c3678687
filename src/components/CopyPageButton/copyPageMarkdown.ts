/**
 * Copies a page's Markdown copy to the clipboard: fetched on click, handed to
 * the clipboard as a pending item where the browser allows it (Safari needs
 * the write to start inside the click), with a message for each way it fails.
 */
export type CopyOutcome = {status: 'copied'} | {status: 'failed'; message: string};

type ClipboardLike = {
  write?: (items: ClipboardItem[]) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
};

export type CopyEnvironment = {
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'headers' | 'text'>>;
  /** navigator.clipboard; missing outside secure contexts. */
  clipboard: ClipboardLike | undefined;
  ClipboardItem: typeof ClipboardItem | undefined;
};

export const CLIPBOARD_BLOCKED_MESSAGE = 'Could not copy: the browser blocked the clipboard. Open "View as Markdown" and copy the text from there.';

class LoadError extends Error {}

async function loadMarkdown(url: string, fetchMarkdown: CopyEnvironment['fetch']): Promise<string> {
  let response: Awaited<ReturnType<CopyEnvironment['fetch']>>;
  try {
    response = await fetchMarkdown(url);
  } catch {
    throw new LoadError('Could not load the Markdown of this page: the network request failed. Check your connection and try again.');
  }
  // A dev server or a host's fallback answers unknown files with an HTML page.
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('text/html')) {
    const reason = response.ok ? 'the server sent a web page instead' : `HTTP ${response.status}`;
    throw new LoadError(`Could not load the Markdown of this page (${reason}). It is generated when the site is built.`);
  }
  return response.text();
}

export async function copyPageMarkdown(url: string, env: CopyEnvironment): Promise<CopyOutcome> {
  const text = loadMarkdown(url, env.fetch);
  const loadFailure = text.then(
    () => null,
    (error: unknown) => (error instanceof LoadError ? error.message : String(error)),
  );
  try {
    if (env.clipboard?.write && env.ClipboardItem) {
      const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
      await env.clipboard.write([new env.ClipboardItem({'text/plain': blob})]);
    } else if (env.clipboard?.writeText) {
      await env.clipboard.writeText(await text);
    } else {
      throw new Error('Clipboard API unavailable');
    }
    return {status: 'copied'};
  } catch {
    return {status: 'failed', message: (await loadFailure) ?? CLIPBOARD_BLOCKED_MESSAGE};
  }
}
