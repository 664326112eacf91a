/** One changed field: a dot path and the JSON values before and after (null where there was none). */
export interface FieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON text with sorted keys, so that the order fields were written in makes no difference. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value).sort().filter((key) => value[key] !== undefined).map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The fields that differ between two versions of an object, for the audit log: nested objects
 * are followed (`baseInfo.text`), lists and values compared as a whole; a field only one version
 * has counts as null in the other. Keys keep the order of `before`, then the new ones of `after`.
 */
export function diffFields(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  const old = isRecord(before) ? before : {};
  const current = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(old), ...Object.keys(current)])];
  return keys.flatMap((key) => {
    const field = `${prefix}${key}`;
    if (isRecord(old[key]) && isRecord(current[key])) return diffFields(old[key], current[key], `${field}.`);
    if (canonical(old[key]) === canonical(current[key])) return [];
    return [{ field, before: old[key] ?? null, after: current[key] ?? null }];
  });
}
