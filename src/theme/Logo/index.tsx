/**
 * The site's logo link (navbar, phone menu, and the docs sidebar once the
 * navbar hides), with the logo drawn by the stylesheet (`.site-logo::before`
 * in custom.css) instead of an <img>: every image in a page's HTML, a `data:`
 * URL too, is a request Lighthouse's phone model waits for before the largest
 * paint (75 ms on the long guides). The logo is decorative: the link's name is
 * the visible title.
 */
import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import Logo from '@theme-original/Logo';

export default function LogoWithDrawnImage(props: ComponentProps<typeof Logo>): ReactNode {
  return <Logo {...props} className={clsx(props.className, 'site-logo')} />;
}
