/**
 * The shell blocks of the docs as ShellCheck sees them (every command an
 * operator copies must parse): each `bash`/`sh`/`shell` fence with its
 * site-fact tokens replaced, and ShellCheck's findings mapped back to the doc
 * line they came from. The rules switched off for every block are listed here,
 * once, with the reason.
 */
import {codeFences, type DocSource} from './scanDocs';

export const SHELL_LANGUAGES = ['bash', 'sh', 'shell'];

export type ShellBlock = {file: string; line: number; body: string};

/** Rules that do not fit commands a reader pastes into an interactive terminal. */
export const SHELLCHECK_EXCLUSIONS: readonly {code: string; reason: string}[] = [
  {
    code: 'SC2164',
    reason:
      "`cd dir || exit` would close the reader's terminal when the folder is missing; a failed cd already says so, and the next command's error shows where.",
  },
  // SC1090 and SC1091: ShellCheck cannot follow a sourced file.
  ...['SC1090', 'SC1091'].map((code) => ({
    code,
    reason: "Blocks source the reader's own files (`.env`, the Rust or SDK environment), which the docs do not hold.",
  })),
];

/** Every shell block of the docs, after `substitute` (the site-fact tokens) has run over its page. */
export function shellBlocks(docs: readonly DocSource[], substitute: (source: string, file: string) => string): ShellBlock[] {
  return docs.flatMap(({file, source}) =>
    codeFences(substitute(source, file))
      .filter((fence) => SHELL_LANGUAGES.includes(fence.language))
      .map((fence) => ({file, line: fence.line, body: fence.body})),
  );
}

/** One ShellCheck comment (its `--format=json1` output), in the block's own lines. */
export type ShellCheckComment = {line: number; column: number; level: string; code: number; message: string};

/** A finding as a doc line: `docs/page.md:42:7 SC2086 (warning) message`. */
export function describeFinding(block: ShellBlock, comment: ShellCheckComment): string {
  // The block's first line is the one after its opening fence.
  return `${block.file}:${block.line + comment.line}:${comment.column} SC${comment.code} (${comment.level}) ${comment.message}`;
}
