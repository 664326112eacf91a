import { describe, expect, it } from 'vitest';
import { studentUploadState } from './studentUploadState.ts';

describe('studentUploadState', () => {
  it('is none before an upload, success after success and error after anything else', () => {
    expect(studentUploadState(undefined)).toBe('none');
    expect(studentUploadState('success')).toBe('success');
    expect(studentUploadState('sizeExceeded')).toBe('error');
    expect(studentUploadState('noFile')).toBe('error');
    expect(studentUploadState('generalError')).toBe('error');
  });
});
