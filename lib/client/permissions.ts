// Browser permissions for location and notifications (rules §6): pre-call, check-in and
// check-out need them; when one is denied the UI shows a warning to change the browser settings.
export type TPermissionName = 'geolocation' | 'notifications';
export type TPermissionState = 'granted' | 'denied' | 'prompt' | 'unsupported';

/** Notification.permission says "default" where the Permissions API says "prompt". */
export function fromNotificationPermission(value: string | undefined): TPermissionState {
  if (value === 'granted' || value === 'denied') return value;
  if (value === 'default') return 'prompt';
  return 'unsupported';
}

export function fromPermissionStatus(value: string | undefined): TPermissionState {
  return value === 'granted' || value === 'denied' || value === 'prompt' ? value : 'unsupported';
}

/** GeolocationPositionError.PERMISSION_DENIED is 1; timeouts and unavailable positions are not refusals. */
export const GEOLOCATION_PERMISSION_DENIED = 1;

export class PositionError extends Error {
  constructor(
    readonly reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported',
    message: string,
  ) {
    super(message);
    this.name = 'PositionError';
  }
}

export function positionErrorReason(code: number): PositionError['reason'] {
  if (code === GEOLOCATION_PERMISSION_DENIED) return 'denied';
  return code === 3 ? 'timeout' : 'unavailable';
}

/** The permissions whose denial must be shown as the settings warning. */
export function deniedPermissions(states: Partial<Record<TPermissionName, TPermissionState>>): TPermissionName[] {
  return (Object.entries(states) as [TPermissionName, TPermissionState][])
    .filter(([, s]) => s === 'denied')
    .map(([name]) => name);
}

export async function checkPermission(name: TPermissionName): Promise<TPermissionState> {
  if (typeof navigator === 'undefined') return 'unsupported';
  if (name === 'notifications' && typeof Notification === 'undefined') return 'unsupported';
  if (name === 'geolocation' && !('geolocation' in navigator)) return 'unsupported';
  try {
    const status = await navigator.permissions.query({ name });
    return fromPermissionStatus(status.state);
  } catch {
    // Some browsers (older Safari) have no Permissions API for these names.
    return name === 'notifications' ? fromNotificationPermission(Notification.permission) : 'prompt';
  }
}

export async function requestNotificationPermission(): Promise<TPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return fromNotificationPermission(await Notification.requestPermission());
}

/** The current position as a promise; asks for the permission when it is still "prompt". */
export function getCurrentPosition(
  options: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new PositionError('unsupported', 'This browser cannot share its location'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      resolve,
      (err) => reject(new PositionError(positionErrorReason(err.code), err.message)),
      options,
    );
  });
}
