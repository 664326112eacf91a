import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../core/index.ts';
import { uploadEnrollmentCertificate } from './uploadEnrollmentCertificate.ts';

describe('uploadEnrollmentCertificate', () => {
  it('sends the file as imageFile on its route and lets the plugin read 200, 400, 413 and 500 itself', async () => {
    const asked: { readonly name: string; readonly statuses: readonly number[]; readonly body: unknown }[] = [];
    const callForStatus = async (name: string, _schemas: unknown, statuses: readonly number[], input: { readonly body?: unknown }) => {
      asked.push({ name, statuses, body: input.body });
      return { httpStatus: 413, response: { message: 'ERROR_SIZE_EXCEEDED' } };
    };
    const api = { callForStatus } as unknown as ApiClient;
    await expect(uploadEnrollmentCertificate(api, new Blob(['%PDF-1.4']), 'ausweis.pdf')).resolves.toEqual({
      httpStatus: 413,
      response: { message: 'ERROR_SIZE_EXCEEDED' },
    });
    expect(asked[0]).toMatchObject({ name: 'uploadStudentEnrollmentCertificate', statuses: [200, 400, 413, 500] });
    const form = asked[0]?.body as FormData;
    expect((form.get('imageFile') as File).name).toBe('ausweis.pdf');
  });
});
