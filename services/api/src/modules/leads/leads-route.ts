export const LEADS_CONTROLLER_PATH = 'public/leads';
/** POST /api/public/leads (part 1 §7), under the API's global prefix. */
export const LEADS_API_PATH = `/api/${LEADS_CONTROLLER_PATH}`;

type OriginCallback = (error: Error | null, origin: string | false) => void;

/**
 * The CORS origin rule of the leads route: lead posts carry credentials from the public site (part 1 §7), so
 * only `publicSiteOrigin` is echoed back; any other origin gets no CORS headers at all.
 */
export function leadsCorsOrigin(publicSiteOrigin: string) {
  return (origin: string | undefined, callback: OriginCallback): void =>
    callback(null, origin === publicSiteOrigin ? origin : false);
}
