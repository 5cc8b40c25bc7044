'use client';
import { useCallback, useEffect, useState } from 'react';
import {
  checkPermission,
  getCurrentPosition,
  PositionError,
  requestNotificationPermission,
  type TPermissionName,
  type TPermissionState,
} from './permissions';

/** The state of one permission, kept current when the user changes it in the browser. */
export function usePermissionState(name: TPermissionName): [TPermissionState | null, (s: TPermissionState) => void] {
  const [state, setState] = useState<TPermissionState | null>(null);
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let alive = true;
    const onChange = () =>
      status && setState(status.state === 'granted' || status.state === 'denied' ? status.state : 'prompt');
    void checkPermission(name).then((s) => alive && setState(s));
    navigator.permissions
      ?.query({ name })
      .then((st) => {
        status = st;
        st.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      status?.removeEventListener('change', onChange);
    };
  }, [name]);
  return [state, setState];
}

/** Location permission plus a request that asks the browser (by asking for a position). */
export function useGeolocationPermission() {
  const [state, setState] = usePermissionState('geolocation');
  const request = useCallback(async () => {
    try {
      const position = await getCurrentPosition();
      setState('granted');
      return position;
    } catch (err) {
      if (err instanceof PositionError && err.reason === 'denied') setState('denied');
      throw err;
    }
  }, [setState]);
  return { state, request };
}

export function useNotificationPermission() {
  const [state, setState] = usePermissionState('notifications');
  const request = useCallback(async () => {
    const next = await requestNotificationPermission();
    setState(next);
    return next;
  }, [setState]);
  return { state, request };
}
