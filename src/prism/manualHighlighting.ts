// Read by prism-core as it starts: without it, Prism re-highlights every
// `code.language-*` element in the page on its own, over React's markup.
(globalThis as {Prism?: {manual?: boolean}}).Prism = {manual: true};
export {};
