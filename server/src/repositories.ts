import { resetCodesRepository } from './accounts/reset-codes-repository';
import { sessionsRepository } from './accounts/sessions-repository';
import { usersRepository } from './accounts/users-repository';
import { auditRepository } from './admin/audit-repository';
import { customersRepository } from './admin/customers-repository';
import { grantsRepository, productsRepository } from './catalogue/products-repository';
import { certificationsRepository } from './certification/certifications-repository';
import { documentsRepository } from './content/store/documents-repository';
import { previewEpochsRepository } from './content/store/preview-epochs-repository';
import { revisionsRepository } from './content/store/revisions-repository';
import type { Queryable } from './db/database';
import { filesRepository } from './files/files-repository';
import { applicationsRepository } from './jobs/applications-repository';
import { leadsRepository } from './leads/leads-repository';
import { outboxRepository } from './mail/outbox-repository';
import { materialsRepository } from './materials/materials-repository';
import { releasesRepository } from './materials/releases-repository';
import { mediaRepository } from './media/media-repository';
import { staffRepository } from './staff-roles/staff-repository';
import { trackingRepository } from './tracking/tracking-repository';

/** Every repository over one database (or one transaction); the only place SQL lives. */
export function createRepositories(db: Queryable) {
  return {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    resetCodes: resetCodesRepository(db),
    products: productsRepository(db),
    grants: grantsRepository(db),
    files: filesRepository(db),
    materials: materialsRepository(db),
    releases: releasesRepository(db),
    certifications: certificationsRepository(db),
    tracking: trackingRepository(db),
    leads: leadsRepository(db),
    applications: applicationsRepository(db),
    audit: auditRepository(db),
    customers: customersRepository(db),
    media: mediaRepository(db),
    staff: staffRepository(db),
    outbox: outboxRepository(db),
    documents: documentsRepository(db),
    revisions: revisionsRepository(db),
    previewEpochs: previewEpochsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
