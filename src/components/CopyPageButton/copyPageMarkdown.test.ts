import {describe, expect, test, vi} from 'vitest';
import {CLIPBOARD_BLOCKED_MESSAGE, copyPageMarkdown, type CopyEnvironment} from './copyPageMarkdown';

function response(body: string, {status = 200, type = 'text/markdown; charset=utf-8'} = {}) {
  return {ok: status >= 200 && status < 300, status, headers: new Headers({'content-type': type}), text: async () => body};
}

class FakeClipboardItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

function environment(overrides: Partial<CopyEnvironment> = {}): CopyEnvironment & {copied: () => Promise<string | undefined>} {
  let written: Promise<string> | undefined;
  const env: CopyEnvironment = {
    fetch: async () => response('# Intro\n'),
    clipboard: {
      write: async (items) => {
        const blob = await (items[0] as unknown as FakeClipboardItem).items['text/plain']!;
        written = blob.text();
      },
      writeText: async (text) => {
        written = Promise.resolve(text);
      },
    },
    ClipboardItem: FakeClipboardItem as unknown as typeof ClipboardItem,
    ...overrides,
  };
  return {...env, copied: async () => written};
}

describe('copyPageMarkdown', () => {
  test('copies the fetched Markdown through a clipboard item', async () => {
    const env = environment();
    expect(await copyPageMarkdown('/docs/intro.md', env)).toEqual({status: 'copied'});
    expect(await env.copied()).toBe('# Intro\n');
  });

  test('falls back to writeText where clipboard items are missing', async () => {
    const writeText = vi.fn(async () => undefined);
    const env = environment({ClipboardItem: undefined, clipboard: {writeText}});
    expect(await copyPageMarkdown('/docs/intro.md', env)).toEqual({status: 'copied'});
    expect(writeText).toHaveBeenCalledWith('# Intro\n');
  });

  test('fetches the URL it is given', async () => {
    const fetch = vi.fn(async () => response('x'));
    await copyPageMarkdown('/docs-site/docs/about.md', environment({fetch}));
    expect(fetch).toHaveBeenCalledWith('/docs-site/docs/about.md');
  });

  test.each([
    ['a 404', async () => response('Not found', {status: 404, type: 'text/html'}), /\(HTTP 404\)/],
    ['an HTML fallback page', async () => response('<!doctype html>', {type: 'text/html; charset=utf-8'}), /sent a web page instead/],
    [
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      /network request failed/,
    ],
  ])('says the Markdown could not be loaded on %s', async (_, fetch, message) => {
    const outcome = await copyPageMarkdown('/docs/intro.md', environment({fetch}));
    expect(outcome).toEqual({status: 'failed', message: expect.stringMatching(message)});
  });

  test.each([
    ['the clipboard is missing', {clipboard: undefined}],
    [
      'the browser refuses the write',
      {
        clipboard: {
          write: async () => {
            throw new DOMException('denied', 'NotAllowedError');
          },
        },
      },
    ],
  ])('says the clipboard is blocked when %s', async (_, overrides) => {
    expect(await copyPageMarkdown('/docs/intro.md', environment(overrides))).toEqual({status: 'failed', message: CLIPBOARD_BLOCKED_MESSAGE});
  });
});
