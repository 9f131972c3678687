// Moved to src/logs/logPatterns.ts. This re-export stays only while mcp/src/createServer.ts imports
// the old path; delete it once that import names src/logs (the import-boundary test lists it as an exception).
export * from '../../src/logs/logPatterns';
