/** Serves both test builds for the whole run; fails early with the fix if one is missing. */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {serveBuild} from './server/serveBuild';
import {TEST_SITES} from './sites';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers = await Promise.all(
    Object.values(TEST_SITES).map(async (site) => {
      const dir = path.resolve(site.dir);
      if (!existsSync(path.join(dir, 'index.html'))) {
        throw new Error(`No build in ${site.dir}/. Run "npm run build:test" first.`);
      }
      return serveBuild({dir, base: site.base, port: site.port});
    }),
  );
  return async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
