import {expect, test} from 'vitest';
import {ASSISTANTS, assistantPrompt, mcpInstallCommand, mcpPackageUrl, siteRoot, versionedTarball} from './handOff';

test('the package URL follows the configured site URL and base URL', () => {
  expect(mcpPackageUrl('https://docs.surge.wtf', '/')).toBe('https://docs.surge.wtf/surge-docs-mcp.tgz');
  expect(mcpPackageUrl('https://fork.example.org/', '/docs-site/')).toBe('https://fork.example.org/docs-site/surge-docs-mcp.tgz');
  expect(siteRoot('http://127.0.0.1:4173', '/')).toBe('http://127.0.0.1:4173/');
  expect(versionedTarball('0.1.0')).toBe('surge-docs-mcp-0.1.0.tgz');
  expect(mcpInstallCommand(mcpPackageUrl('https://docs.surge.wtf', '/'))).toBe('npx -y https://docs.surge.wtf/surge-docs-mcp.tgz');
});

test('each assistant link carries the prompt with the Markdown URL, encoded', () => {
  const prompt = assistantPrompt('https://docs.surge.wtf/docs/intro.md');
  for (const assistant of ASSISTANTS) {
    const url = new URL(assistant.url(prompt));
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('q')).toBe(prompt);
    expect(url.searchParams.get('q')).toContain('https://docs.surge.wtf/docs/intro.md');
  }
  expect(ASSISTANTS.map((assistant) => assistant.name)).toEqual(['ChatGPT', 'Claude']);
});
