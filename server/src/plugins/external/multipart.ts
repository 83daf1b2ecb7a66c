import multipart from '@fastify/multipart';
import { RESUME_MAX_BYTES } from '@dpu/contracts';
import fp from 'fastify-plugin';

/** A file field as the route sees it (the name and type as sent, and the bytes). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

// Multipart bodies (spec §7 tracking, api.md job applications) become plain objects of
// field → value (files as Buffers), so route body schemas validate them like JSON.
export default fp(
  async (app) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // keep the file name and type next to the bytes (keyValues alone keeps only bytes)
      async onFile(part) {
        const data = await part.toBuffer();
        const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data };
        (part as unknown as { value: UploadedFile }).value = file;
      },
      limits: {
        // one resume at most; anything larger answers 413
        fileSize: RESUME_MAX_BYTES,
        files: 1,
        fields: 20,
        fieldSize: 16 * 1024,
        parts: 25,
        headerPairs: 50,
      },
    });
  },
  { name: 'multipart' },
);
