// DOMPurify needs a DOM. The browser has one; on the server the shell provides a
// sanitizer backed by one (every app's rich text goes through this shared instance).

export type HtmlSanitizer = (html: string) => string;

let serverSanitizer: HtmlSanitizer | undefined;

export function setServerHtmlSanitizer(sanitizer: HtmlSanitizer): void {
  serverSanitizer = sanitizer;
}

export function serverHtmlSanitizer(): HtmlSanitizer | undefined {
  return serverSanitizer;
}
