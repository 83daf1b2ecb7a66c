// Business constants of docs/site.md §9. Front end and server import them from here only.

/** docs/site.md §7, §9: a successful answer carries this code. */
export const SUCCESS_CODE = '200';

/** docs/site.md §4, §6: the two results of the product authorisation check. */
export const AUTH_YES = 'yes';
export const AUTH_NOT = 'not';
export type AuthResult = typeof AUTH_YES | typeof AUTH_NOT;

/** docs/site.md §3: token.code, the request header the token travels in. */
export const TOKEN_HEADER = 'UserToken';

/** docs/site.md §7, §9: the API base address. */
export const API_BASE = '/api';

/** docs/site.md §3: the local-storage keys, letter for letter. */
export const STORAGE_KEYS = {
  token: 'token',
  userType: 'userType',
  path: 'path',
  backPath: 'backPath',
  flagOfShowCustomer: 'flagOfShowCustomer',
} as const;

/** docs/site.md §4, §9: flagOfShowCustomer value set on protected access. */
export const FLAG_SHOW_CUSTOMER = '2';

/** docs/site.md §9: default file root, relative to the site's host. */
export const FILE_ROOT_SUFFIX = '/data/file/';

/** docs/site.md §4, §9: the go-to-top button shows once the page is scrolled past this. */
export const GO_TOP_THRESHOLD_PX = 500;

/** docs/site.md §9: contact popover delays. */
export const POPOVER_OPEN_DELAY_MS = 60;
export const POPOVER_CLOSE_DELAY_MS = 50;

/** docs/site.md §9: copyright year in the footer. */
export const COPYRIGHT_YEAR = 2025;

/** docs/site.md §9: brand colours. */
export const BRAND_COLORS = {
  red: '#DE2B2B',
  navy: '#081F32',
  white: '#FFFFFF',
  nearBlack: '#040000',
  grey: '#c6c6c6',
} as const;

/** docs/site.md §9 product pages. */
export const CONFLUX_2200E_VIDEO_ID = 289;
export const HANDBOOK_PDF_IDS = { conflux2200E: '4591', conflux2200P: '5543' } as const;
