import { loadRemote } from '@module-federation/enhanced/runtime';
import { studioSection, type StudioSectionInfo } from '@dpu/contracts';
import type { ComponentType } from 'react';

// A content studio section of the console: the collections come from the remote that owns
// the pages (its './StudioSection' module, plain data) or from the shell itself (navigation,
// site facts, protocol); the editor is @dpu/studio, a chunk loaded only here.

/** The shell's own collections. */
export const SHELL_STUDIO = studioSection('站点设置', ['navigation', 'site', 'protocol']);

async function sectionInfo(remote: string | null, module: string): Promise<StudioSectionInfo> {
  if (remote === null) return SHELL_STUDIO;
  const loaded = await loadRemote<{ default: StudioSectionInfo }>(`${remote}/${module}`);
  if (!loaded?.default?.collections) throw new Error(`${remote}/${module} is no studio section`);
  return loaded.default;
}

export async function loadStudioSection(
  remote: string | null,
  module: string,
): Promise<{ default: ComponentType }> {
  const [{ StudioSection }, info] = await Promise.all([
    import(/* webpackChunkName: "studio" */ '@dpu/studio'),
    sectionInfo(remote, module),
  ]);
  return { default: () => <StudioSection title={info.title} collections={info.collections} /> };
}
