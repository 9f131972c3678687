// Moved to src/errors/decodeRevertData.ts. This re-export stays only while mcp/src/createServer.ts imports
// the old path; delete it once that import names src/errors (the import-boundary test lists it as an exception).
export * from '../../errors/decodeRevertData';
