/** The generated error-code data, typed, plus a flat list of every declaration. */
import type {ErrorCode, ErrorCodeData} from './errorCodeTypes';
import rawData from './errorCodes.json';

export const ERROR_CODE_DATA = rawData as ErrorCodeData;

/** Every declaration in page order: by file, then contract, then source order. */
export const ERROR_CODES: readonly ErrorCode[] = ERROR_CODE_DATA.files.flatMap((file) => file.contracts.flatMap((group) => group.errors));
