import {
  deniedPermissions,
  fromNotificationPermission,
  fromPermissionStatus,
  positionErrorReason,
} from './permissions';

describe('permission states', () => {
  it('reads Notification.permission', () => {
    expect(fromNotificationPermission('default')).toBe('prompt');
    expect(fromNotificationPermission('denied')).toBe('denied');
    expect(fromNotificationPermission('granted')).toBe('granted');
    expect(fromNotificationPermission(undefined)).toBe('unsupported');
  });

  it('reads PermissionStatus.state', () => {
    expect(fromPermissionStatus('prompt')).toBe('prompt');
    expect(fromPermissionStatus('denied')).toBe('denied');
    expect(fromPermissionStatus('weird')).toBe('unsupported');
  });

  it('treats only code 1 as a refusal', () => {
    expect(positionErrorReason(1)).toBe('denied');
    expect(positionErrorReason(2)).toBe('unavailable');
    expect(positionErrorReason(3)).toBe('timeout');
  });

  it('lists the denied permissions for the warning', () => {
    expect(deniedPermissions({ geolocation: 'denied', notifications: 'granted' })).toEqual(['geolocation']);
    expect(deniedPermissions({ geolocation: 'prompt', notifications: 'unsupported' })).toEqual([]);
    expect(deniedPermissions({ geolocation: 'denied', notifications: 'denied' })).toEqual([
      'geolocation',
      'notifications',
    ]);
  });
});
