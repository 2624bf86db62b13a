import type { httpZhCN } from './http.zh_CN.ts';

/** English messages of the API layer; typed by the Chinese resource so both hold exactly the same keys. */
export const httpEn: typeof httpZhCN = {
  http: {
    networkAbnormal: 'Network error',
    networkFailed: 'Network connection failed, please try again later',
    default: 'Server error~',
    status400: 'Bad request syntax',
    status401: 'Not logged in or login expired',
    status403: 'The server refused access',
    status404: 'The requested resource does not exist',
    status405: 'Method not allowed',
    status408: 'Network request timed out',
    status500: 'Internal server error',
    status501: 'Not implemented',
    status502: 'Bad gateway',
    status503: 'Service unavailable',
    status504: 'Gateway timeout',
    status505: 'HTTP version not supported',
  },
};
