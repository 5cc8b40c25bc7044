// The configuration of the tenant served on a host (rules §1): read before anyone logs in.
import { z } from 'zod';

export const ZTenantConfig = z.object({
  id: z.number().int(),
  name: z.string(),
  defaultLanguage: z.string(),
  mobileTheme: z.string(),
  faviconUrl: z.string().nullable(),
  useUserLanguage: z.boolean(),
  metaHostName: z.string().nullable(),
  metaDescription: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  backgroundColorCode: z.string().nullable(),
  timezone: z.string(),
  /** The company's own support contact, shown on /help; null when none is set. */
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  /** Crew photos keep the camera's GPS position (otherwise the phone drops it). */
  keepPhotoLocation: z.boolean(),
});
export type TTenantConfig = z.infer<typeof ZTenantConfig>;
