/** Short inline Markdown from the data files (`code` and [links](…) only; src/env/inlineMarkdown.ts) as React. */
import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {tokenizeInline} from '@site/src/env/inlineMarkdown';

export default function InlineMarkdown({source}: {source: string}): ReactNode {
  return tokenizeInline(source).map((token, i) =>
    token.type === 'code' ? (
      <code key={i}>{token.text}</code>
    ) : token.type === 'link' ? (
      <Link key={i} to={token.to}>
        {token.text}
      </Link>
    ) : (
      token.text
    ),
  );
}
