export { type ApiRoute, type ApiRouteParam, routesForApi } from './api.ts';
export { build } from './build.ts';
export {
  PENSION_AUTO_SAVINGS_STEPS,
  PENSION_NEW_SAVINGS_STEPS,
  PENSION_TRANSFER_STEPS,
} from './catalogue/pension.ts';
export {
  AUTO_FUND_STEPS,
  MONTHLY_SAVINGS_TRANSFER_KINDS,
  MONTHLY_SAVINGS_TRANSFER_STEPS,
  MOVE_SAVINGS_STEPS,
} from './catalogue/savings.ts';
export { isRouteId, ROUTE_IDS, ROUTES, type RouteId, routeById } from './catalogue.ts';
export { fullscreenPage, fullscreenPath } from './fullscreen.ts';
export { match, type RouteMatch } from './match.ts';
export {
  isBareCountryRoot,
  legacyListTarget,
  loginRedirectFor,
  REDIRECT_PARAM,
  safeRedirectTarget,
} from './redirect.ts';
export {
  isRouteOnSite,
  listParamItems,
  type ParamKind,
  type Route,
  type RouteParam,
  type RouteParams,
  type RouteStatus,
  SECTIONS,
  type Section,
  TEAMS,
  type Team,
} from './route.ts';
export {
  chunkUrls,
  escapeXml,
  isSitemapTld,
  publicSitemapPaths,
  SITEMAP_MAX_URLS,
  SITEMAP_TLDS,
  type SitemapTld,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap.ts';
export { urlWord } from './url-word.ts';
