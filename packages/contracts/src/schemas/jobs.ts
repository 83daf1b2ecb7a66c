import { Type, type Static } from 'typebox';
import { FIELD_LIMITS } from '../limits';
import { Email, Phone, Text } from './fields';

// docs/api.md POST /jobs/apply (multipart {jobId, name, phone, email, resume}).

export const JobApplicationFields = Type.Object({
  jobId: Text(FIELD_LIMITS.jobId),
  name: Text(FIELD_LIMITS.personName),
  phone: Phone,
  email: Email,
});
export type JobApplicationFields = Static<typeof JobApplicationFields>;

/**
 * The body as the server sees it: the resume arrives as an uploaded file already on disk
 * (only a multipart body can carry one).
 */
export const JobApplicationRequest = Type.Object({
  ...JobApplicationFields.properties,
  resume: Type.Object(
    {
      filename: Type.String({ maxLength: 1000 }),
      mimetype: Type.String({ maxLength: 200 }),
      path: Type.String(),
      size: Type.Integer({ minimum: 0 }),
    },
    { required: ['filename', 'mimetype', 'path', 'size'] },
  ),
});

export const JobApplicationCreated = Type.Object({ id: Type.Integer() });
