/**
 * The node doctor's only way out of the machine: JSON-RPC and JSON GETs to the hosts
 * the `.env` or the command line name, each with its own timeout and under the run's
 * total time limit. It sends no transaction (the callers ask only read methods), never
 * follows a redirect, and reads at most MAX_RESPONSE_BYTES of an answer. Ports of this
 * machine are probed by a TCP connection that sends nothing.
 */
import {connect} from 'node:net';

/** A node's answer is small; anything larger is not the answer of a node. */
export const MAX_RESPONSE_BYTES = 1024 * 1024;

export type ReachProblemKind = 'host-not-named' | 'timeout' | 'deadline' | 'unreachable' | 'http-status' | 'redirect' | 'too-large' | 'malformed' | 'rpc-error';

/** Why a call got no usable answer; `message` is a sentence fragment that names no secret. */
export class ReachProblem extends Error {
  /** The URL asked, set by the client. */
  url = '';
  constructor(
    readonly kind: ReachProblemKind,
    message: string,
    /** The revert data of a JSON-RPC error, when the node gave one. */
    readonly data?: string,
  ) {
    super(message);
  }
}

export type NodeClient = {
  rpc: (url: string, method: string, params: unknown[]) => Promise<unknown>;
  getJson: (url: string) => Promise<unknown>;
  /** Whether something accepts TCP connections on a port of this machine (127.0.0.1). */
  portInUse: (port: number) => Promise<boolean>;
};

/** This machine, as the port probes reach it. */
export const LOOPBACK = '127.0.0.1';

export type NodeClientOptions = {
  /** Host names (as URL.hostname gives them) the doctor may contact. */
  allowedHosts: ReadonlySet<string>;
  callTimeoutMs: number;
  /** Aborted when the run's total time is up. */
  deadline: AbortSignal;
};

/** scheme://host:port of a URL, with nothing that could be a credential (user, path, query). */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.length > 1 || parsed.search ? '/…' : ''}`;
  } catch {
    return 'a URL that does not parse';
  }
}

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new ReachProblem('too-large', `answered with more than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB, which is not a node's answer`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function problemOf(error: unknown, timedOut: boolean, deadline: AbortSignal, timeoutMs: number): ReachProblem {
  if (error instanceof ReachProblem) return error;
  if (deadline.aborted) return new ReachProblem('deadline', 'was not asked or did not answer before the run’s time limit');
  if (timedOut) return new ReachProblem('timeout', `did not answer within ${timeoutMs / 1000} s`);
  const cause = (error as {cause?: {code?: string}}).cause?.code;
  return new ReachProblem('unreachable', `cannot be reached${cause ? ` (${cause})` : ''}`);
}

/** The client the checks use; every call is refused before any traffic when its host is not named. */
export function createNodeClient({allowedHosts, callTimeoutMs, deadline}: NodeClientOptions): NodeClient {
  async function request(url: string, init: RequestInit): Promise<unknown> {
    const host = URL.canParse(url) ? new URL(url).hostname.toLowerCase() : null;
    if (!host || !allowedHosts.has(host)) {
      throw Object.assign(
        new ReachProblem('host-not-named', `is on a host the .env and the command line do not name (${host ?? 'no host'}), so the doctor does not contact it`),
        {url},
      );
    }
    if (deadline.aborted) throw new ReachProblem('deadline', 'was not asked: the run’s time limit had passed');
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), callTimeoutMs);
    try {
      const response = await fetch(url, {...init, redirect: 'manual', signal: AbortSignal.any([timer.signal, deadline])});
      if (response.status >= 300 && response.status < 400) {
        throw new ReachProblem('redirect', `redirected to another address (HTTP ${response.status}); the doctor follows no redirect`);
      }
      const text = await readCapped(response);
      if (!response.ok) throw new ReachProblem('http-status', `answered HTTP ${response.status}`);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new ReachProblem('malformed', 'answered with something that is not JSON');
      }
    } catch (error) {
      throw Object.assign(problemOf(error, timer.signal.aborted, deadline, callTimeoutMs), {url});
    } finally {
      clearTimeout(timeout);
    }
  }

  return {
    async rpc(url, method, params) {
      const body = JSON.stringify({jsonrpc: '2.0', id: 1, method, params});
      const answer = await request(url, {method: 'POST', headers: {'content-type': 'application/json'}, body});
      if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
        throw Object.assign(new ReachProblem('malformed', `answered ${method} with JSON that is not a JSON-RPC response`), {url});
      }
      const {result, error} = answer as {result?: unknown; error?: {message?: unknown; data?: unknown}};
      if (error) {
        const data = typeof error.data === 'string' ? error.data : undefined;
        throw Object.assign(new ReachProblem('rpc-error', `answered ${method} with an error`, data), {url});
      }
      if (result === undefined) throw Object.assign(new ReachProblem('malformed', `answered ${method} with neither a result nor an error`), {url});
      return result;
    },
    getJson: (url) => request(url, {method: 'GET', headers: {accept: 'application/json'}}),
    portInUse(port) {
      if (!allowedHosts.has(LOOPBACK)) {
        return Promise.reject(
          new ReachProblem('host-not-named', 'is on this machine, which the .env and the command line do not name, so the doctor does not probe its ports'),
        );
      }
      if (deadline.aborted) return Promise.reject(new ReachProblem('deadline', 'was not asked: the run’s time limit had passed'));
      // A connection that is accepted, then closed at once: nothing is sent.
      return new Promise((resolve) => {
        const socket = connect({host: LOOPBACK, port});
        const done = (inUse: boolean) => {
          socket.destroy();
          resolve(inUse);
        };
        socket.setTimeout(callTimeoutMs, () => done(false));
        socket.once('connect', () => done(true));
        socket.once('error', () => done(false));
      });
    },
  };
}
