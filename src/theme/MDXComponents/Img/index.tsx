/** Wraps images in docs so screenshots open in a zoom view (click, Enter or Space). */
import type {ReactNode} from 'react';
import Img from '@theme-original/MDXComponents/Img';
import type ImgType from '@theme/MDXComponents/Img';
import type {WrapperProps} from '@docusaurus/types';
import Zoomable from '@site/src/components/Zoomable';

type Props = WrapperProps<typeof ImgType>;

export default function ImgWrapper(props: Props): ReactNode {
  return (
    <Zoomable label={props.alt ? `Enlarge image: ${props.alt}` : 'Enlarge image'} layout="inline">
      <Img {...props} />
    </Zoomable>
  );
}
