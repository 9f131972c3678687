/**
 * The server's half of HydrateLater (index.tsx is the browser's): the block
 * itself, with no Suspense boundary, since React would mark one in the markup
 * and stream a large one behind an inline script.
 */
import type {ReactNode} from 'react';
import {renderBlock, type BlockProps} from './block';

export default function HydrateLater(props: BlockProps): ReactNode {
  return renderBlock(props);
}
