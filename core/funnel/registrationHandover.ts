const storageKey = 'aboflowRegistration';

/** What the create-order response hands to the registration (platform.md section 4: lastName and gpNr). */
export interface RegistrationHandover {
  readonly lastName: string | undefined;
  readonly gpNr: string | undefined;
}

/** Keeps lastName and gpNr of the order in session storage across the registration redirect. */
export const registrationHandover = {
  write(storage: Pick<Storage, 'setItem'>, value: RegistrationHandover): void {
    storage.setItem(storageKey, JSON.stringify(value));
  },
  read(storage: Pick<Storage, 'getItem'>): RegistrationHandover | undefined {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null');
      if (!parsed || typeof parsed !== 'object') return undefined;
      const record = parsed as Record<string, unknown>;
      return {
        lastName: typeof record.lastName === 'string' ? record.lastName : undefined,
        gpNr: typeof record.gpNr === 'string' ? record.gpNr : undefined,
      };
    } catch {
      return undefined;
    }
  },
};
