import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AdminApiClient } from '../../admin/api/createAdminApiClient.ts';
import { seedStaffLogin } from '../seed/seedAdminArea.ts';
import type { SandboxOptions } from '../startSandbox.ts';
import { startTestSandbox } from './testSandbox.ts';
import type { TestSandbox } from './testSandbox.ts';

/** A test file's sandbox for admin contract tests, reseeded before each test. */
export interface AdminTestSandbox {
  /** The running sandbox (after the file's beforeAll). */
  readonly sandbox: TestSandbox;
  /** The admin client of a seeded staff account (`admin`, `keyuser`, `benutzer`, `ohne-rechte`) of the tenant, logged in. */
  staff(mailbox: string, tenant?: string): Promise<AdminApiClient>;
}

/** Starts a sandbox for the test file and reseeds it before each test; call at the top of the file. */
export function adminTestSandbox(options: Partial<SandboxOptions> = {}): AdminTestSandbox {
  let running: TestSandbox | undefined;
  const sandbox = (): TestSandbox => {
    if (!running) throw new Error('the admin test sandbox starts in beforeAll; use it inside a test');
    return running;
  };
  beforeAll(async () => {
    running = await startTestSandbox(options);
  });
  afterAll(() => running?.sandbox.close());
  beforeEach(async () => {
    await sandbox().fetch('/sandbox/reset', { method: 'POST' });
  });
  return {
    get sandbox() {
      return sandbox();
    },
    async staff(mailbox, tenant = 'kwz') {
      return sandbox().adminClient({ tenant, cookie: await sandbox().staffLogin(seedStaffLogin(tenant, mailbox)) });
    },
  };
}
