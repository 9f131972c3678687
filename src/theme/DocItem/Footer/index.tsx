/**
 * The theme's doc footer (edit link, last update) followed by "Was this page
 * helpful?" (src/components/DocsFeedback).
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import PageFeedback from '@site/src/components/DocsFeedback/PageFeedback';

export default function FooterWrapper(): ReactNode {
  return (
    <>
      <Footer />
      <PageFeedback />
    </>
  );
}
