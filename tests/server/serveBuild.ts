/**
 * A small static server for a production build on loopback, used by the
 * browser tests: serves the build under a base path and answers unknown
 * paths with the site's 404 page and status 404, as a static host does.
 */
import {createServer, type Server} from 'node:http';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {resolveStaticPath} from './resolveStaticPath';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

export type ServeBuildOptions = {
  dir: string;
  base: string;
  port: number;
  /** Headers sent with every response, as a host configured by the build's `_headers` would. */
  headers?: Record<string, string>;
  /** Gzip text responses (HTML, JS, CSS, JSON, SVG…) for clients that accept it, as a static host does. */
  gzip?: boolean;
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

export async function serveBuild({dir, base, port, headers = {}, gzip = false}: ServeBuildOptions): Promise<Server> {
  // Long URLs (a 10,000-character ?q= is 30 kB once encoded) reach the site, as on hosts that allow them.
  const server = createServer({maxHeaderSize: 256 * 1024}, async (request, response) => {
    const resolution = resolveStaticPath(base, request.url ?? '/');
    if (resolution.kind === 'file') {
      for (const candidate of resolution.candidates) {
        const body = await readFile(path.join(dir, candidate)).catch(() => null);
        if (body) {
          const type = CONTENT_TYPES[path.extname(candidate)] ?? 'application/octet-stream';
          if (gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
            response.writeHead(200, {...headers, 'content-type': type, 'content-encoding': 'gzip', vary: 'Accept-Encoding'});
            response.end(gzipSync(body, {level: 9}));
            return;
          }
          response.writeHead(200, {...headers, 'content-type': type});
          response.end(body);
          return;
        }
      }
    }
    const notFound = await readFile(path.join(dir, '404.html')).catch(() => 'Not found');
    response.writeHead(404, {...headers, 'content-type': CONTENT_TYPES['.html']});
    response.end(notFound);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
