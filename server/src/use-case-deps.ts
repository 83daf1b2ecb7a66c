import type { BlobStore } from './blobs/blob-store';
import type { StaffMailConfig } from './config';
import type { Mailer } from './mail/mailer';
import type { Repositories } from './repositories';

// What every use case takes (docs/decisions.md 'Server'): a route parses and authorises,
// calls one use-case function with this object, and replies. Use cases reach the database
// only through the repositories and send nothing themselves but through the mailer here.

export interface UseCaseDeps {
  repos: Repositories;
  mailer: Mailer;
  /** Files every instance reads: résumés, media, support material (blobs/blob-store.ts). */
  blobs: BlobStore;
  /** Staff addresses told of each new request (STAFF_MAIL_*); absent → no mail of that kind. */
  staffMail: StaffMailConfig;
  /** Failures that must not change an answer (e.g. mail that could not be sent). */
  logError: (error: unknown, context: string) => void;
}
