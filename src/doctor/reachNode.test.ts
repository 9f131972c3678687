/** The doctor's network client: only named hosts, no redirects, capped answers. */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {createNodeClient, MAX_RESPONSE_BYTES, ReachProblem, shownUrl} from './reachNode';
import {readSetup} from './readSetup';

let requests = 0;
let port = 0;
const server = createServer((request, response) => {
  requests += 1;
  if (request.url === '/huge') response.writeHead(200).end('x'.repeat(MAX_RESPONSE_BYTES + 10));
  else response.writeHead(200, {'content-type': 'application/json'}).end('{"jsonrpc":"2.0","id":1,"result":"0x1"}');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => void server.close());

const client = (hosts: string[]) => createNodeClient({allowedHosts: new Set(hosts), callTimeoutMs: 1000, deadline: new AbortController().signal});

describe('the doctor’s network client', () => {
  test('refuses a host the .env and flags do not name, before any traffic', async () => {
    const before = requests;
    const refused = client(['127.0.0.1']).rpc(`http://localhost:${port}`, 'eth_chainId', []);
    await expect(refused).rejects.toThrow(ReachProblem);
    await expect(refused).rejects.toMatchObject({
      kind: 'host-not-named',
      message: expect.stringContaining('(localhost), so the doctor does not contact it') as string,
    });
    expect(requests).toBe(before);
    expect(await client(['127.0.0.1']).rpc(`http://127.0.0.1:${port}`, 'eth_chainId', [])).toBe('0x1');
  });

  test('reads at most 1 MB of an answer', async () => {
    await expect(client(['127.0.0.1']).getJson(`http://127.0.0.1:${port}/huge`)).rejects.toMatchObject({kind: 'too-large'});
  });

  test('the hosts a .env names, with host.docker.internal as this machine', () => {
    const {allowedHosts, endpoints} = readSetup('L1_ENDPOINT_HTTP=http://host.docker.internal:32003\nRAIKO_HOST_ZKVM=http://10.0.0.7:8080\n', {});
    expect([...allowedHosts].sort()).toEqual(['10.0.0.7', '127.0.0.1', '::1', '[::1]', 'localhost']);
    expect(endpoints.l1Rpc).toEqual({url: 'http://127.0.0.1:32003', from: 'L1_ENDPOINT_HTTP'});
  });

  test.each([
    ['https://user:pass@rpc.example.com/v3/0123456789abcdef', 'https://rpc.example.com/…'],
    ['http://127.0.0.1:8545', 'http://127.0.0.1:8545'],
    ['not a url', 'a URL that does not parse'],
  ])('shows %s as %s', (url, shown) => {
    expect(shownUrl(url)).toBe(shown);
  });
});
