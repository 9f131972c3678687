/**
 * The theme's `useCodeWordWrap`, measured lazily: a block's scroll width is
 * read when it enters the viewport (a tab panel shown, a collapsed section
 * opened and scrolling all count), after a resize for blocks already seen,
 * and after the reader toggles wrapping. Reading it right after an
 * intersection costs no extra layout.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

type CodeWordWrap = {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
};

const whenInView = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function observeInView(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) whenInView.get(entry.target)?.();
  });
  whenInView.set(element, callback);
  observer.observe(element);
  return () => {
    whenInView.delete(element);
    observer?.unobserve(element);
  };
}

export function useCodeWordWrapInView(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const seen = useRef(false);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    seen.current = true;
    setIsCodeScrollable(block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.hasAttribute('style')));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // No sideways scrolling once wrapped, even for one very long token.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current;
    return block ? observeInView(block, measure) : undefined;
  }, [measure]);

  useEffect(() => {
    if (seen.current) measure();
  }, [isEnabled, measure]);

  useEffect(() => {
    const onResize = () => seen.current && measure();
    window.addEventListener('resize', onResize, {passive: true});
    return () => window.removeEventListener('resize', onResize);
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
