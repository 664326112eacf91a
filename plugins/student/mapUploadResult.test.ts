import { describe, expect, it } from 'vitest';
import { mapUploadResult } from './mapUploadResult.ts';

describe('mapUploadResult', () => {
  it('maps SUCCESS with a 2xx status to success', () => {
    expect(mapUploadResult({ status: 200, message: 'SUCCESS' })).toBe('success');
    expect(mapUploadResult({ status: 201, message: 'SUCCESS' })).toBe('success');
  });

  it.each([
    ['ERROR_SIZE_EXCEEDED', 'sizeExceeded'],
    ['ERROR_INVALID_FILE_NAME', 'invalidFileName'],
    ['ERROR_INVALID_SUFFIX', 'invalidType'],
    ['ERROR_INVALID_FILE_TYPE', 'invalidType'],
    ['ERROR_NO_FILE_CONTENT', 'noFile'],
    ['INTERNAL_SERVER_ERROR', 'noFile'],
  ])('maps the code %s to %s, with a 2xx or an error status', (message, outcome) => {
    expect(mapUploadResult({ status: 200, message })).toBe(outcome);
    expect(mapUploadResult({ status: 400, message })).toBe(outcome);
  });

  it('maps HTTP 413 to too large', () => {
    expect(mapUploadResult({ status: 413 })).toBe('sizeExceeded');
    expect(mapUploadResult({ status: 413, message: null })).toBe('sizeExceeded');
  });

  it('maps HTTP 400 to no file', () => {
    expect(mapUploadResult({ status: 400 })).toBe('noFile');
  });

  it('maps HTTP 500 to the general error, whatever the body', () => {
    expect(mapUploadResult({ status: 500 })).toBe('generalError');
    expect(mapUploadResult({ status: 500, message: 'ERROR_NO_FILE_CONTENT' })).toBe('generalError');
  });

  it('sends other failures to the server error page', () => {
    expect(mapUploadResult({ networkError: true })).toBe('serverErrorPage');
    expect(mapUploadResult({ status: 502 })).toBe('serverErrorPage');
    expect(mapUploadResult({ status: 403 })).toBe('serverErrorPage');
    expect(mapUploadResult({ status: 200 })).toBe('serverErrorPage');
    expect(mapUploadResult({ status: 200, message: 'UNKNOWN_CODE' })).toBe('serverErrorPage');
    expect(mapUploadResult({ status: 400, message: 'SUCCESS' })).toBe('noFile');
    expect(mapUploadResult({ status: 302, message: 'SUCCESS' })).toBe('serverErrorPage');
  });
});
