// One implementation for every app: @dpu/page-context reports the head to the server while
// a page renders and updates the live document in the browser.
export { usePageMeta, type PageHead as PageMeta } from '@dpu/page-context';
