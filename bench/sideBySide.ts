/**
 * Measures several builds side by side: `rounds` rounds, each build once per
 * round, with the order reversed every other round, so that neither build
 * always loads on a warmer (or busier) machine. Figures from different runs
 * are not comparable on a shared machine; these are.
 */
export async function sideBySide<Build, Result>(
  builds: readonly Build[],
  rounds: number,
  measure: (build: Build) => Promise<Result>,
): Promise<Map<Build, Result[]>> {
  const results = new Map(builds.map((build) => [build, [] as Result[]]));
  for (let round = 0; round < rounds; round += 1) {
    for (const build of round % 2 === 0 ? builds : [...builds].reverse()) results.get(build)!.push(await measure(build));
  }
  return results;
}
