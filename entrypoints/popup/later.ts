/**
 * What the popup shows beside and below the banner, in one chunk loaded as the popup starts,
 * in parallel with the report request: the banner, its caveats and rule need none of it
 * (issue 14: ≤ 15 KB gzip of JavaScript before the verdict).
 */

import { requestOverPort } from '@/lib/requestPort';

export { AgentSelect } from '@/components/AgentSelect';
export { bannerPage } from '@/components/bannerPage';
export { CheckUrlForm } from '@/components/CheckUrlForm';
export { caveatWords } from '@/components/caveatWords';
export { crawlerCatalog } from '@/components/crawlerCatalog';
export { Glance } from '@/components/Glance';
export { ProtectionNotice } from '@/components/ProtectionNotice';
export { RefreshButton } from '@/components/RefreshButton';
export { visible } from '@/components/visible';
export { AfterVerdict } from './AfterVerdict';
export { persistAgent, watchAgentSettings } from './agentSettings';
export { copyText } from './copyText';
export { LiveReport } from './LiveReport';
export { openSection } from './openSection';
export { default as Sections } from './Sections';
export { glanceSlots, sectionSlots } from './wiredSlots';

/** Whether the browser enforces the request guard (ProtectionNotice says so when it does not). */
export const loadProtection = () => requestOverPort('getProtection', undefined);
