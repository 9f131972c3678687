import {expect, test} from 'vitest';
import {compactRecords, expandRecords} from './compactRecords';
import {testRecord} from './testRecord';
import type {SearchRecord} from './types';

const record = testRecord;

const RECORDS: SearchRecord[] = [
  record('/docs/deploy', 'lvl1', {}, null, 0),
  record('/docs/deploy', 'content', {}, 'Intro.', 1),
  record('/docs/deploy#steps', 'lvl2', {lvl2: 'Steps'}, null, 2),
  record('/docs/deploy#steps', 'content', {lvl2: 'Steps'}, 'Same text.', 3),
  record('/docs/deploy#steps', 'content', {lvl2: 'Steps'}, 'Same text.', 4, 1),
  record('/docs/deploy#ports', 'lvl3', {lvl2: 'Steps', lvl3: 'Ports'}, null, 5),
  record('/docs/other', 'lvl1', {lvl0: 'About', lvl1: 'Other'}, null, 6),
];

test('expanding the compact form gives back the records, ids and positions included', () => {
  expect(expandRecords(compactRecords(RECORDS))).toEqual(RECORDS);
});

test("a shell block's commands stay on its title's record, and records without any have no commands column", () => {
  const withCommand = RECORDS.map((item) => (item.position === 4 ? {...item, command: './surge-remover.sh'} : item));
  const compact = compactRecords(withCommand);
  expect(compact.commands).toEqual({4: './surge-remover.sh'});
  expect(expandRecords(compact)).toEqual(withCommand);
  expect(compactRecords(RECORDS)).not.toHaveProperty('commands');
});

test('stores each page and section once', () => {
  const compact = compactRecords(RECORDS);
  expect(compact.pages).toEqual([
    ['/docs/deploy', 'Guides', 'Deploy'],
    ['/docs/other', 'About', 'Other'],
  ]);
  expect(compact.sections).toEqual([
    [0, ''],
    [0, 'steps', 'Steps'],
    [0, 'ports', 'Steps', 'Ports'],
    [1, ''],
  ]);
  expect(compact.sectionSteps).toEqual([0, 0, 1, 0, 0, 1, 1]);
  expect(compact.types).toBe('1020031');
  expect(compact.contents).toEqual([null, 'Intro.', null, 'Same text.', 'Same text.', null, null]);
  expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(RECORDS).length / 3);
});
