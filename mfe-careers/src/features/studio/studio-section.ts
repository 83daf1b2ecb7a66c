import { studioSection } from '@dpu/contracts';

// HR's section of the content studio (/staff): job openings and the joinus pages. Exposed
// as './StudioSection'; the console brings the editor (@dpu/studio).
export default studioSection('招聘内容', ['jobs', 'careers']);
