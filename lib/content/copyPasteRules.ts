/**
 * Rules that keep the docs' shell blocks safe to paste as written, beyond
 * parsing (ShellCheck covers that): each repository checked out at its
 * version token, one folder per repository across pages, no `<PLACEHOLDER>`
 * a reader must notice and edit (a page sets a named variable first instead),
 * no version written out where the data files hold it, and Foundry named on
 * every page whose commands use `cast`.
 */
import type {DocSource} from './scanDocs';
import {shellBlocks} from './shellBlocks';

export type ClonedRepository = {name: string; versionToken: string; folder: string};

/** Repositories the guides clone, the version token each is checked out at, and the one folder it lives in on every page. */
export const CLONED_REPOSITORIES: readonly ClonedRepository[] = [
  {name: 'simple-surge-node', versionToken: 'version.simpleSurgeNode', folder: '~/simple-surge-node'},
  {name: 'surge-ethereum-package', versionToken: 'version.surgeEthereumPackage', folder: '~/surge-ethereum-package'},
  {name: 'raiko', versionToken: 'version.raiko', folder: '~/raiko'},
  {name: 'risc0-bento', versionToken: 'version.risc0Bento', folder: '~/risc0-bento'},
];

export type CopyPasteProblem = {file: string; line: number; message: string};

/** A command line without its trailing comment (a `#` that starts a word). */
function withoutComment(line: string): string {
  return line.replace(/(^|\s)#.*$/, '$1');
}

export function findCopyPasteProblems(docs: readonly DocSource[], versions: Readonly<Record<string, string>>): CopyPasteProblem[] {
  const problems: CopyPasteProblem[] = [];
  const proseMentionsFoundry = new Map(docs.map(({file, source}) => [file, /\bFoundry\b/.test(source)]));
  // Raw sources: the rules read the tokens themselves, not their values.
  for (const block of shellBlocks(docs, (source) => source)) {
    const report = (offset: number, message: string) => problems.push({file: block.file, line: block.line + 1 + offset, message});
    block.body.split('\n').forEach((text, offset) => {
      const command = withoutComment(text);
      for (const repository of CLONED_REPOSITORIES) {
        const clone = new RegExp(`git clone\\s+\\S*/${repository.name}(?:\\.git)?(?:\\s+(\\S+))?\\s*$`).exec(command.trim());
        if (clone) {
          if (!block.body.includes(`git checkout {{${repository.versionToken}}}`))
            report(offset, `${repository.name} is cloned without \`git checkout {{${repository.versionToken}}}\` in the same block.`);
          if (clone[1] !== repository.folder)
            report(offset, `${repository.name} is cloned into ${clone[1] ?? 'the current folder'}; every page uses ${repository.folder}.`);
        }
        if (new RegExp(`\\bcd\\s+${repository.name}\\b`).test(command))
          report(offset, `\`cd ${repository.name}\` depends on the current folder; use \`cd ${repository.folder}\`.`);
      }
      const placeholder = /<[A-Za-z_][\w-]*>/.exec(command);
      if (placeholder) report(offset, `${placeholder[0]} must be edited before the command runs; set a named variable first instead.`);
      for (const [key, value] of Object.entries(versions)) {
        if (command.includes(value)) report(offset, `${value} is written out; use {{version.${key}}}.`);
      }
      if (/(^|[\s;&|(])cast\s/.test(command) && !proseMentionsFoundry.get(block.file))
        report(offset, 'uses `cast`, but the page never names Foundry as what to install.');
    });
  }
  return problems;
}
