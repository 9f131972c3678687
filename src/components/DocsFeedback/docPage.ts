/**
 * The doc page a feedback link is about, given by src/theme/DocItem/Content to
 * the code blocks inside it; null outside docs (no links there).
 */
import {createContext, useContext} from 'react';

export type DocPage = {title: string; url: string};

export const DocPageContext = createContext<DocPage | null>(null);

export function useDocPage(): DocPage | null {
  return useContext(DocPageContext);
}

/** The heading above `element` in the article, as the issue names and links it. */
export function sectionAbove(element: Element): {title: string; id: string | null} | null {
  const headings = Array.from((element.closest('article') ?? document).querySelectorAll('h2, h3'));
  const above = headings.filter((heading) => heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).at(-1);
  if (!above) return null;
  // The heading's "#" link holds a zero-width space.
  const title = (above.textContent ?? '').replace(/\u200b/g, '').trim();
  return title ? {title, id: above.id || null} : null;
}
