import type { AxiosRequestConfig } from 'axios';

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The request options of a CSV download. The API starts its CSV with a UTF-8 byte order mark so that spreadsheets
 * read it as UTF-8; a browser decoding the answer as text drops that mark, so the client reads the bytes and
 * decodes them itself, keeping it. An error's JSON body is still parsed into the API's error.
 */
export const CSV_RESPONSE: Pick<AxiosRequestConfig, 'responseType' | 'transformResponse'> = {
  responseType: 'arraybuffer',
  transformResponse: (data: unknown, headers): unknown => {
    const text = typeof data === 'string' ? data : utf8.decode(data as ArrayBuffer);
    if (!/json/i.test(String(headers['content-type'] ?? ''))) return text;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  },
};
