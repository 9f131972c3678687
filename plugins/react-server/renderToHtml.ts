/**
 * Stands in for @docusaurus/core's lib/client/renderToHtml.js on the server
 * (./index.ts): the same stream, with every Suspense boundary written in place.
 * Each block of a doc is a Suspense boundary (src/components/HydrateLater), and
 * by default React writes a boundary over about 12.8 KB after the rest of the
 * page, hidden, moved into place by an inline script: without JavaScript (or
 * under the site's Content-Security-Policy, which hashes only the site's own
 * inline scripts) a long guide would show its first sections only.
 */
import {renderToPipeableStream} from 'react-dom/server';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import type {ReactNode} from 'react';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      // No boundary is ever large enough to be written out of place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
