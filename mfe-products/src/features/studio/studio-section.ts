import { studioSection } from '@dpu/contracts';

// The product pages' copy in the content studio (/staff). Exposed as './StudioSection';
// the console brings the editor (@dpu/studio).
export default studioSection('产品内容', ['products', 'product-landings']);
