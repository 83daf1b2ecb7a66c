import { Divider, Typography } from 'antd';
import { StaffSection } from '@dpu/ui/staff';
import { ReleaseForm } from './materials/release-form';
import { ReleaseList } from './materials/release-list';

/**
 * 支持资料: publish a driver, firmware, SDK or document version to a product (customers who
 * hold it see it at once and get one mail), and withdraw or restore published versions.
 */
export default function StaffMaterials() {
  return (
    <StaffSection title="支持资料">
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        发布新版本
      </Typography.Title>
      <ReleaseForm />
      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        已发布的版本
      </Typography.Title>
      <ReleaseList />
    </StaffSection>
  );
}
