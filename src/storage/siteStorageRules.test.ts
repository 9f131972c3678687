import {describe, expect, test} from 'vitest';
import {createMemoryStorage} from './createMemoryStorage';
import {repairStoredValues} from './repairStoredValues';
import {MAX_NAME_LENGTH, docSearchStorageRules, docusaurusStorageRules} from './siteStorageRules';

const entriesOf = (storage: Storage) =>
  Object.fromEntries(Array.from({length: storage.length}, (_, index) => storage.key(index)!).map((key) => [key, storage.getItem(key)]));

const NS = '-764';
const FAVOURITES = JSON.stringify([{objectID: 'a', url: '/docs/intro', type: 'lvl1', content: null, hierarchy: {lvl0: 'Documentation', lvl1: 'Introduction'}}]);

function repairAll(entries: Record<string, string>) {
  const storage = createMemoryStorage(entries);
  repairStoredValues(storage, [...docusaurusStorageRules(NS), ...docSearchStorageRules()]);
  return entriesOf(storage);
}

describe('site storage rules', () => {
  test.each([
    [`theme${NS}`, 'dark'],
    [`theme${NS}`, 'light'],
    [`docusaurus.announcement.dismiss${NS}`, 'true'],
    [`docusaurus.announcement.id${NS}`, 'release-v25-1-2'],
    [`docs-preferred-version-default${NS}`, 'current'],
    ['__DOCSEARCH_FAVORITE_SEARCHES__surge', FAVOURITES],
    ['__DOCSEARCH_RECENT_SEARCHES__surge', '[]'],
  ])('keeps a well-formed %s', (key, value) => {
    expect(repairAll({[key]: value})).toEqual({[key]: value});
  });

  test.each([
    [`theme${NS}`, 'purple'],
    [`theme${NS}`, '{"broken":'],
    [`theme${NS}`, 'x'.repeat(3_000_000)],
    [`docusaurus.announcement.dismiss${NS}`, 'yes please'],
    [`docusaurus.announcement.id${NS}`, 'x'.repeat(MAX_NAME_LENGTH + 1)],
    [`docs-preferred-version-default${NS}`, ''],
    ['__DOCSEARCH_FAVORITE_SEARCHES__surge', '[{"objectID":'],
    ['__DOCSEARCH_RECENT_SEARCHES__surge', '{}'],
  ])('removes an unreadable %s', (key, value) => {
    expect(repairAll({[key]: value})).toEqual({});
  });

  test("leaves other sites' keys on the same origin alone", () => {
    const others = {theme: 'solarized', 'theme-999': 'purple', 'docs-preferred-version-default-999': ''};
    expect(repairAll(others)).toEqual(others);
  });

  test('one corrupt key costs nothing of the others', () => {
    const entries = {[`theme${NS}`]: '{"broken":', __DOCSEARCH_FAVORITE_SEARCHES__surge: FAVOURITES, [`docusaurus.announcement.dismiss${NS}`]: 'true'};
    expect(repairAll(entries)).toEqual({__DOCSEARCH_FAVORITE_SEARCHES__surge: FAVOURITES, [`docusaurus.announcement.dismiss${NS}`]: 'true'});
  });
});
