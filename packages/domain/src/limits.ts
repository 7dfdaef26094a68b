/**
 * Every number of spec section 9 and the platform limits, once. Later issues add the community and
 * brokerage constants here; nothing else in the code base writes these numbers.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** Login account names (not the community username): what a customer types to log in. */
export const LOGIN_NAME_MIN = 3;
export const LOGIN_NAME_MAX = 40;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** Sessions: idle and absolute lifetimes. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export const REGISTRATIONS_PER_IP_PER_HOUR = 20;

/*
 * Community (spec section 9, plus the section 5 limits the community rules share). Each rule file in
 * `community/`, `format/` and `stream/` reads its numbers from here.
 */

/** Feed and threads. */
export const FEED_PAGE_SIZE = 25;
export const FEED_CHILD_LIMIT = 6;
export const EDIT_WINDOW_MS = 60 * 60 * 1000;
export const OLD_THREAD_MONTHS = 6;
export const SHOW_MORE_COMMENTS_STEP = 5;

/** Polls: length choices in whole days, and option counts. */
export const POLL_MIN_DAYS = 1;
export const POLL_MAX_DAYS = 7;
export const POLL_DEFAULT_DAYS = 3;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 7;
/** A poll end date may be this far outside 1–7 days, so a client clock a little off is not refused. */
export const POLL_END_CLOCK_SKEW_MS = 60 * 1000;

/** Text limits, counted in Unicode code points. */
export const TEXT_LIMITS = {
  report: 500,
  post: 5000,
  comment: 5000,
  reply: 5000,
  poll: 280,
  pollQuestion: 280,
  pollOption: 30,
} as const;
export type TextKind = keyof typeof TEXT_LIMITS;

/** Username (community profile) and group names. */
export const USERNAME_DEBOUNCE_MS = 1000;
export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 36;
export const GROUP_NAME_DEBOUNCE_MS = 1500;

/** Avatar, group logo and profile image uploads: 1 MB. */
export const UPLOAD_MAX_BYTES = 1048576;
export const PRESET_AVATAR_COLOURS = ['green', 'pink', 'teal'] as const;
export type PresetAvatarColour = (typeof PRESET_AVATAR_COLOURS)[number];
export const PRESET_AVATARS_PER_COLOUR = 10;
export const BIO_AUTOSAVE_MS = 170;

/** Lists and counts. */
export const FOLLOWERS_PAGE_SIZE = 50;
export const WIDGET_ITEMS = 5;
export const WIDGET_SKELETON_ITEMS = 15;
export const WIDGET_NAME_MAX = 40;
export const WIDGET_USERNAME_MAX = 20;
/** Follower counts switch to "1.1k" at 1100 (not 1000, so "1k" never stands for 1000–1099) and "1M" at 1e6. */
export const COMPACT_COUNT_K_FROM = 1100;
export const COMPACT_COUNT_M_FROM = 1_000_000;

/**
 * Ratings: stars 0–3 from the Sharpe ratio ranked among members. The percents are integers so the
 * percentile test stays in integer arithmetic (0.1 * 30 is not 3 in floating point).
 */
export const RATING_MAX = 3;
export const RATING_TOP_PERCENT_3 = 10;
export const RATING_TOP_PERCENT_2 = 50;
export const RATING_TOP_PERCENT_1 = 75;
/** "At least a year of data" for three stars, in calendar days. */
export const RATING_MIN_DAYS_FOR_3 = 365;
/** The Sharpe ratio uses at most three years of daily returns. */
export const RATING_WINDOW_YEARS = 3;
export const TRADING_DAYS_PER_YEAR = 252;

/** Collapsing long messages: lines shown before "See more", and the line height they are measured in. */
export const COLLAPSE_LINE_HEIGHT_PX = 20;
export const COLLAPSE_LINES = { post: 10, comment: 6, groupPost: 20, groupComment: 12 } as const;

/** Display times. */
export const RELATIVE_TIME_DATE_AFTER_DAYS = 3;
export const JUST_JOINED_MAX_DAYS = 1;
export const MUTE_TOAST_MS = 7000;
export const TOOLTIP_DELAY_MS = 600;
export const POLL_BAR_ANIMATION_MS = 800;
export const POLL_BAR_DELAY_MS = 500;
export const MEMBER_PREVIEW_WIDTH_PX = 280;
export const CAROUSEL_SWIPE_PX = 50;
export const CAROUSEL_SWIPE_VELOCITY = 500;
/** Spec section 8: a profile create failure shows 'Error code: {message}' for 5 seconds. */
export const PROFILE_CREATE_ERROR_MS = 5000;

/** Technical. */
export const PROFILE_CACHE_MS = 60000;
export const STREAM_MAX_ATTEMPTS = 8;
/** Reconnect delay: a random 0–5 s on top of 2^(n-1) s, so clients that dropped together spread out. */
export const STREAM_JITTER_MAX_MS = 5000;
export const STREAM_BACKOFF_BASE_MS = 1000;
export const PRELOAD_CONCURRENCY = 2;
export const TRANSLATION_RETRIES = 5;

/** A deactivated user's content carries this all-zero profile id instead of the real one. */
export const DELETED_PROFILE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Abuse limits: how many of each action one member (and one IP) may take in a window. Counted in
 * PostgreSQL so every server process shares them. Reports follow Discourse's 20 a day.
 */
export const ABUSE_LIMITS = {
  content: { perMember: 60, perIp: 200, windowMs: 60 * 60 * 1000 },
  reaction: { perMember: 300, perIp: 1000, windowMs: 60 * 60 * 1000 },
  report: { perMember: 20, perIp: 60, windowMs: 24 * 60 * 60 * 1000 },
  follow: { perMember: 200, perIp: 600, windowMs: 60 * 60 * 1000 },
  upload: { perMember: 30, perIp: 100, windowMs: 60 * 60 * 1000 },
  nameCheck: { perMember: 300, perIp: 600, windowMs: 60 * 60 * 1000 },
  vote: { perMember: 200, perIp: 600, windowMs: 60 * 60 * 1000 },
  /** Creation caps: far above what a person does, low enough that a script cannot fill the tables. */
  groupCreate: { perMember: 10, perIp: 50, windowMs: 24 * 60 * 60 * 1000 },
  watchlistCreate: { perMember: 20, perIp: 100, windowMs: 60 * 60 * 1000 },
  alertCreate: { perMember: 50, perIp: 250, windowMs: 60 * 60 * 1000 },
  /** Simulated bank deposits; an idempotent replay of one deposit is not counted again. */
  deposit: { perMember: 20, perIp: 100, windowMs: 24 * 60 * 60 * 1000 },
  /** New support threads, and messages in them (both sides: staff answer many customers). */
  supportThread: { perMember: 10, perIp: 50, windowMs: 24 * 60 * 60 * 1000 },
  supportMessage: { perMember: 120, perIp: 400, windowMs: 60 * 60 * 1000 },
} as const;
export type AbuseAction = keyof typeof ABUSE_LIMITS;
