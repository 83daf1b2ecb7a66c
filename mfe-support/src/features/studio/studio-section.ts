import { studioSection } from '@dpu/contracts';

// The support pages' copy in the content studio (/staff). Exposed as './StudioSection';
// the console brings the editor (@dpu/studio).
export default studioSection('客户支持内容', ['support']);
