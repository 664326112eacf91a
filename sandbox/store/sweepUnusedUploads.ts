import type { DatabaseSync } from 'node:sqlite';

/** How long a student upload no order names is kept: 24 hours from its upload (sandbox/README.md, Uploads and images). */
const uploadRetentionMs = 24 * 60 * 60 * 1000;

/** How often the running sandbox sweeps: hourly, so an unused upload goes at most an hour after its retention. */
export const uploadSweepIntervalMs = 60 * 60 * 1000;

/**
 * Deletes the student uploads uploaded more than `retentionMs` before `now` that no order names as its
 * `studentEnrollmentCertificateUploadId`; answers how many it deleted. An order's upload is kept as long as the order.
 */
export function sweepUnusedUploads(db: DatabaseSync, now: Date, retentionMs = uploadRetentionMs): number {
  const cutoff = new Date(now.getTime() - retentionMs).toISOString();
  const result = db
    .prepare(`DELETE FROM uploads WHERE created_at < ? AND id NOT IN (
      SELECT json_extract(request, '$.studentEnrollmentCertificateUploadId') FROM orders
      WHERE json_extract(request, '$.studentEnrollmentCertificateUploadId') IS NOT NULL)`)
    .run(cutoff);
  return Number(result.changes);
}
