import { RESUME_MAX_BYTES } from '@dpu/contracts';
import { RESUME_MESSAGES, resumeProblem } from './resume-file';

function file(name: string, type: string, size = 1024): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('resume checks', () => {
  it.each([
    ['cv.pdf', 'application/pdf'],
    ['cv.doc', 'application/msword'],
    ['cv.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.docx', ''],
    ['cv.doc', 'application/octet-stream'],
  ])('when the resume is %s (%s), then it is accepted', (name, type) => {
    expect(resumeProblem(file(name, type))).toBeNull();
  });

  it.each([
    ['cv.txt', 'text/plain'],
    ['cv.pdf.exe', 'application/x-msdownload'],
    ['cv', ''],
    ['cv.pdf', 'text/html'],
    ['photo.png', 'image/png'],
  ])('when the resume is %s (%s), then the type is refused', (name, type) => {
    expect(resumeProblem(file(name, type))).toBe(RESUME_MESSAGES.type);
  });

  it('when the resume is exactly 10 MB, then it is accepted; one byte more is refused', () => {
    expect(resumeProblem(file('cv.pdf', 'application/pdf', RESUME_MAX_BYTES))).toBeNull();
    expect(resumeProblem(file('cv.pdf', 'application/pdf', RESUME_MAX_BYTES + 1))).toBe(
      RESUME_MESSAGES.size,
    );
  });

  it('when no file or an empty file is given, then it is refused with its own message', () => {
    expect(resumeProblem(undefined)).toBe(RESUME_MESSAGES.missing);
    expect(resumeProblem(file('cv.pdf', 'application/pdf', 0))).toBe(RESUME_MESSAGES.empty);
  });
});
