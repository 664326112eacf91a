import { describe, expect, it } from 'vitest';
import { backNavigationHandlers, orderRequestContributors, startSteps, type ApiClient, type OrderRequest } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { student } from './index.ts';
import { uploadCertificate } from './uploadCertificate.ts';
import { studentFormShownState } from './studentFormShownState.ts';

const baseRequest = { salesCampaignId: 'X', paymentUniqueId: 'abcdefghij' } as OrderRequest;
// The upload's answer as the client's callForStatus gives it (uploadEnrollmentCertificate.test.ts checks the call itself).
type Upload = () => Promise<{ readonly httpStatus: number; readonly response: unknown }>;

function mount(upload?: Upload, studentSubscription = true) {
  const mounted = mountPlugin(student(), { campaign: { studentSubscription }, ...(upload ? { api: { callForStatus: upload as ApiClient['callForStatus'] } } : {}) });
  return {
    ...mounted,
    step: mounted.registry.get(startSteps)[0]!,
    contributor: mounted.registry.get(orderRequestContributors)[0]!,
    back: mounted.registry.get(backNavigationHandlers)[0]!,
  };
}
const file = new Blob(['%PDF-1.4']);

describe('student plugin', () => {
  it('shows the upload (order 400) once, after the order form saved the addresses', () => {
    const { step, context } = mount();
    expect(step.order).toBe(400);
    expect(step.isActive(context)).toBe(false);
    context.store.addresses.value = { privateAddress: { lastName: 'Muster' } };
    expect(step.isActive(context)).toBe(true);
    studentFormShownState.write(context.store, true);
    expect(step.isActive(context)).toBe(false);
  });

  it('does nothing on other campaigns', () => {
    const { step, contributor, back, context } = mount(undefined, false);
    context.store.addresses.value = { privateAddress: { lastName: 'Muster' } };
    studentFormShownState.write(context.store, true);
    expect(step.isActive(context)).toBe(false);
    expect(contributor.isActive(context)).toBe(false);
    expect(back.undo(context)).toBe(false);
  });

  it('keeps the upload id of a successful upload and sends it with the order', async () => {
    const { context, contributor } = mount(async () => ({ httpStatus: 200, response: { message: 'SUCCESS', id: 'UP-1' } }));
    expect(contributor.contribute(baseRequest, context)).toEqual(baseRequest);
    await expect(uploadCertificate(context, file, 'bescheinigung.pdf')).resolves.toBe('success');
    expect(contributor.contribute(baseRequest, context)).toEqual({ ...baseRequest, studentEnrollmentCertificateUploadId: 'UP-1' });
  });

  it.each([
    [413, undefined, 'sizeExceeded'],
    [400, undefined, 'noFile'],
    [400, 'ERROR_NO_FILE_CONTENT', 'noFile'],
    [200, 'ERROR_INVALID_FILE_NAME', 'invalidFileName'],
    [200, 'ERROR_INVALID_SUFFIX', 'invalidType'],
    [500, undefined, 'generalError'],
  ] as const)('maps HTTP %i with %s to %s and stores no upload id', async (httpStatus, message, outcome) => {
    const { context, contributor } = mount(async () => ({ httpStatus, response: message ? { message } : undefined }));
    await expect(uploadCertificate(context, file, 'bescheinigung.pdf')).resolves.toBe(outcome);
    expect(context.store.pluginState.value.student).toEqual({ outcome });
    expect(contributor.contribute(baseRequest, context)).toEqual(baseRequest);
  });

  it('goes to the server error page on any other failure', async () => {
    const { context, navigations } = mount(async () => Promise.reject(new Error('502')));
    await expect(uploadCertificate(context, file, 'bescheinigung.pdf')).resolves.toBe('serverErrorPage');
    expect(navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
  });

  it('undoes "student form shown" first on back navigation from Start (order 100)', () => {
    const { back, context } = mount();
    expect(back.order).toBe(100);
    expect(back.routes).toEqual(['Start']);
    expect(back.undo(context)).toBe(false);
    studentFormShownState.write(context.store, true);
    expect(back.undo(context)).toBe(true);
    expect(studentFormShownState.read(context.store)).toBe(false);
  });
});
