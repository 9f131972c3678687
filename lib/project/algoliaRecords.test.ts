import {expect, test} from 'vitest';
import {compactRecords} from '../../src/search/compactRecords';
import {recordObjectId} from '../../src/search/recordObjectId';
import type {SearchRecord} from '../../src/search/types';
import {readUploadEnvironment, toAlgoliaRecords} from './algoliaRecords';

const hierarchy = {lvl0: 'Guides', lvl1: 'Deploy', lvl2: 'Steps', lvl3: null, lvl4: null, lvl5: null, lvl6: null};
const RECORD: SearchRecord = {
  objectID: recordObjectId(['/docs-site/docs/deploy#steps', 'lvl2', Object.values(hierarchy), null], 0),
  url: '/docs-site/docs/deploy#steps',
  type: 'lvl2',
  content: null,
  hierarchy,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  position: 0,
};

test('uploads the built records with absolute URLs and their stable ids', () => {
  const [record] = toAlgoliaRecords(compactRecords([RECORD]), 'https://docs.example.org/ignored/path');
  expect(record).toEqual({...RECORD, url: 'https://docs.example.org/docs-site/docs/deploy#steps'});
});

test('names every missing variable and keeps the admin key out of the site build', () => {
  expect(() => readUploadEnvironment({ALGOLIA_APP_ID: 'APP'})).toThrow('search:upload needs ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME');
  expect(readUploadEnvironment({ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: 'admin', ALGOLIA_INDEX_NAME: 'surge'})).toEqual({
    appId: 'APP',
    adminApiKey: 'admin',
    indexName: 'surge',
    siteUrl: 'https://docs.surge.wtf',
  });
});
