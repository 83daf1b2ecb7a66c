import { studioSection } from '@dpu/contracts';

// The marketing team's section of the content studio (/staff): the collections of the pages
// this remote owns. Exposed as './StudioSection'; the console brings the editor (@dpu/studio).
export default studioSection('市场内容', [
  'news',
  'cases',
  'solutions',
  'whitepapers',
  'videos',
  'home',
  'about',
  'pages',
  'leaders',
  'developers',
]);
