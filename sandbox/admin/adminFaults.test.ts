import { describe, expect, it } from 'vitest';
import { callFailure } from '../testing/callFailure.ts';
import { adminTestSandbox } from '../testing/adminTestSandbox.ts';

const env = adminTestSandbox();

const inject = (fault: Record<string, unknown>) =>
  env.sandbox.fetch('/sandbox/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });

describe('fault injection on admin calls (for the admin UI’s failure pages)', () => {
  it('fails an admin call by its client name, as often as asked', async () => {
    const admin = await env.staff('admin', 'sz');
    expect((await inject({ call: 'home', status: 500, times: 1 })).status).toBe(201);
    expect(await callFailure(admin.home())).toMatchObject({ kind: 'http', status: 500, body: { error: 'INJECTED_FAULT', call: 'home' } });
    expect((await admin.home()).email).toBe('admin@sz.verlag.example');
  });

  it('answers a body that breaks the call’s schema', async () => {
    const admin = await env.staff('admin', 'sz');
    await inject({ call: 'salesCampaigns', malformed: true, times: 1 });
    expect(await callFailure(admin.salesCampaigns())).toMatchObject({ kind: 'schema', call: 'salesCampaigns' });
  });

  it('refuses a fault for a call that does not exist', async () => {
    expect((await inject({ call: 'deleteEverything', status: 500 })).status).toBe(400);
  });
});
