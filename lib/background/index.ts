export { type Background, type BackgroundDeps, createBackground } from './createBackground';
export { createReportService, type ReportService } from './createReportService';
export { createTabBadges } from './createTabBadges';
export { type PortLike, serveSitemapPort } from './serveSitemapPort';
