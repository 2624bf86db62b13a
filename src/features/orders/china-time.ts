/** A China-time (UTC+8) timestamp of an ISO instant, YYYY-MM-DD HH:mm:ss; empty for null. */
export { chinaTime } from '../../shared/format-time.ts';
