/** The compact records the search-records plugin builds (see plugins/search-records). */
declare module '@surge/search-records' {
  import type {CompactRecords} from './compactRecords';

  const records: CompactRecords;
  export default records;
}
