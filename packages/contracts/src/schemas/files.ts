import { Type } from 'typebox';

// docs/api.md GET /file/download/{fileId}, GET /file/pdf/{pdfKey}.

export const FileIdParams = Type.Object({
  fileId: Type.String({ minLength: 1, maxLength: 9, pattern: '^[0-9]+$' }),
});

export const PdfKeyParams = Type.Object({
  pdfKey: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
