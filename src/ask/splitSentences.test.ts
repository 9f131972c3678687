import {describe, expect, test} from 'vitest';
import {splitSentences} from './splitSentences';

describe('splitSentences', () => {
  test.each([
    ['One sentence.', ['One sentence.']],
    ['Stop the node. Then restart it! Does it sync? Yes.', ['Stop the node.', 'Then restart it!', 'Does it sync?', 'Yes.']],
    ['The bond is 1 ETH. 1000 ETH is the suggested deposit.', ['The bond is 1 ETH.', '1000 ETH is the suggested deposit.']],
    ['Run it. "Done" appears.', ['Run it.', '"Done" appears.']],
    ['Use Raiko v25.1.0-surge and simple-surge-node v25.1.2 together.', ['Use Raiko v25.1.0-surge and simple-surge-node v25.1.2 together.']],
    ['Edit .env. Then run ./surge-stack-deployer.sh again.', ['Edit .env.', 'Then run ./surge-stack-deployer.sh again.']],
    ['Use a tool, e.g. Foundry. It is fast.', ['Use a tool, e.g. Foundry.', 'It is fast.']],
    ['lowercase after a dot. stays together', ['lowercase after a dot. stays together']],
    ['Chain ID · 763375 (hex 0xba5ef)', ['Chain ID · 763375 (hex 0xba5ef)']],
    ['', []],
  ])('%j → %j', (text, sentences) => {
    expect(splitSentences(text)).toEqual(sentences);
  });
});
