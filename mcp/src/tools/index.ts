/** The server's tools, one module each, in the order the server lists them. */
import {checkEnv} from './checkEnv';
import {diagnoseSetup} from './diagnoseSetup';
import {explainLog} from './explainLog';
import {getPage} from './getPage';
import {listPages} from './listPages';
import {lookupError} from './lookupError';
import {reportDocsProblem} from './reportDocsProblem';
import {searchDocs} from './searchDocs';

export const DOCS_TOOLS = [searchDocs, listPages, getPage, lookupError, checkEnv, diagnoseSetup, explainLog, reportDocsProblem] as const;
