import { useStaffAction } from '@dpu/ui/staff';

/** The console's action runner, refreshing the studio's queries; errors stay 6 s to be read. */
export const useStudioAction = () => useStaffAction({ refreshes: 'studio', errorSeconds: 6 });
