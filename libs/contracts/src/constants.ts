/** Business constants and limits (part 1 §9, part 2 §9). */
export const DESKTOP_BREAKPOINT_PX = 768;
export const QUICK_ACTIONS_PANEL_WIDTH_PX = 420;
export const TOAST_DURATION_MS = 3000;
export const DASHBOARD_TOAST_DURATION_MS = 2500;
export const SWIPE_THRESHOLD_PX = 64;
export const SWIPE_MAX_DRAG_PX = 120;
export const DEFAULT_SERVICE_MINUTES = 45;
export const DEFAULT_CURRENCY = 'USD';
export const STATE_MAX_LENGTH = 2;

/** localStorage key pulsed when impersonation changes, so other tabs refresh (part 1 §4). */
export const IMPERSONATION_STORAGE_KEY = 'fsp:impersonation-changed';
