/**
 * A loopback stand-in for an OpenAI-compatible chat-completions endpoint, for
 * the generative Ask-AI tests: it streams the deltas a test scripts as
 * server-sent events (`data: {...}` … `data: [DONE]`), or fails the way a test
 * asks (an HTTP status, a broken stream, silence). Listens on 127.0.0.1, port 0.
 */
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo, Socket} from 'node:net';

export type ChatReply =
  /** Streams the deltas; `done: false` ends the stream without `[DONE]`. */
  | {kind: 'stream'; deltas: string[]; delayMs?: number; done?: boolean}
  /** One JSON completion, as a server that ignores `stream: true` sends. */
  | {kind: 'json'; content: string}
  | {kind: 'status'; status: number}
  /** Any body, e.g. a stream with an event that is not JSON. */
  | {kind: 'raw'; body: string; contentType?: string}
  /** Accepts the request and never answers. */
  | {kind: 'silent'};

export type ChatServer = {
  url: string;
  /** Bodies of the POSTed requests, parsed. */
  requests: unknown[];
  close(): Promise<void>;
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type, accept',
};

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startChatServer(reply: (body: unknown) => ChatReply): Promise<ChatServer> {
  const requests: unknown[] = [];
  const sockets = new Set<Socket>();
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const body = JSON.parse(await readBody(request)) as unknown;
    requests.push(body);
    const answer = reply(body);
    switch (answer.kind) {
      case 'silent':
        return;
      case 'status':
        response.writeHead(answer.status, {...CORS, 'content-type': 'application/json'}).end('{"error":{"message":"unavailable"}}');
        return;
      case 'raw':
        response.writeHead(200, {...CORS, 'content-type': answer.contentType ?? 'text/event-stream'}).end(answer.body);
        return;
      case 'json':
        response
          .writeHead(200, {...CORS, 'content-type': 'application/json'})
          .end(JSON.stringify({choices: [{index: 0, message: {role: 'assistant', content: answer.content}}]}));
        return;
      case 'stream': {
        response.writeHead(200, {...CORS, 'content-type': 'text/event-stream', 'cache-control': 'no-cache'});
        response.write(`data: ${JSON.stringify({choices: [{index: 0, delta: {role: 'assistant'}}]})}\n\n`);
        for (const delta of answer.deltas) {
          if (answer.delayMs) await sleep(answer.delayMs);
          response.write(`data: ${JSON.stringify({choices: [{index: 0, delta: {content: delta}}]})}\n\n`);
        }
        if (answer.done !== false) response.write('data: [DONE]\n\n');
        response.end();
        return;
      }
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
