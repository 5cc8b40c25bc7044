// The tenant cache answers from what it knows once a tenant is a minute old, and reads it again
// behind that request: a slow or unreachable backend does not hold up every request on the
// tenant, and a host the backend no longer knows is dropped.
import type { TTenantConfig } from '../domain/auth';
import { BackendError } from './backend-client';
import { getTenantForHost } from './tenant-cache';

const mockBackendJson = jest.fn();
jest.mock('./backend-client', () => ({
  ...jest.requireActual('./backend-client'),
  backendJson: (...args: unknown[]) => mockBackendJson(...args),
}));
const backendJson = mockBackendJson;

const demo = (name: string) => ({ id: 1, name }) as unknown as TTenantConfig;
const settle = () => new Promise((resolve) => setImmediate(resolve));

// The cache lives as long as the module: each test has a host of its own.
beforeEach(() => {
  backendJson.mockReset();
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'], now: Date.parse('2026-12-05T12:00:00Z') });
});
afterEach(() => jest.useRealTimers());

describe('the tenant of a host', () => {
  it('is read once, then answered from the cache for a minute, whatever the case of the host', async () => {
    backendJson.mockResolvedValue(demo('Demo'));
    expect(await getTenantForHost('Demo0.example')).toEqual(demo('Demo'));
    jest.advanceTimersByTime(59_000);
    expect(await getTenantForHost('demo0.example')).toEqual(demo('Demo'));
    expect(backendJson).toHaveBeenCalledTimes(1);
  });

  it('once old, is answered as known while one read for it goes on behind', async () => {
    backendJson.mockResolvedValueOnce(demo('Demo'));
    await getTenantForHost('demo1.example');
    jest.advanceTimersByTime(61_000);
    let answer!: (t: TTenantConfig) => void;
    backendJson.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    expect(await getTenantForHost('demo1.example')).toEqual(demo('Demo'));
    expect(await getTenantForHost('demo1.example')).toEqual(demo('Demo'));
    expect(backendJson).toHaveBeenCalledTimes(2);
    answer(demo('Demo renamed'));
    await settle();
    expect(await getTenantForHost('demo1.example')).toEqual(demo('Demo renamed'));
    expect(backendJson).toHaveBeenCalledTimes(2);
  });

  it('stays as known while the backend is slow, and the next request tries again', async () => {
    backendJson.mockResolvedValueOnce(demo('Demo'));
    await getTenantForHost('demo2.example');
    jest.advanceTimersByTime(61_000);
    backendJson.mockRejectedValueOnce(new BackendError(504, 'BACKEND_TIMEOUT', 'slow'));
    expect(await getTenantForHost('demo2.example')).toEqual(demo('Demo'));
    await settle();
    backendJson.mockResolvedValueOnce(demo('Demo'));
    expect(await getTenantForHost('demo2.example')).toEqual(demo('Demo'));
    expect(backendJson).toHaveBeenCalledTimes(3);
  });

  it('is dropped once the backend no longer knows the host', async () => {
    backendJson.mockResolvedValueOnce(demo('Demo'));
    await getTenantForHost('gone.example');
    jest.advanceTimersByTime(61_000);
    const unknown = new BackendError(404, 'NOT_FOUND', 'no tenant');
    backendJson.mockRejectedValue(unknown);
    await getTenantForHost('gone.example');
    await settle();
    await expect(getTenantForHost('gone.example')).rejects.toBe(unknown);
  });

  it('is not known before its first read: a failure then is the caller’s', async () => {
    backendJson.mockRejectedValue(new BackendError(502, 'BACKEND_UNAVAILABLE', 'down'));
    await expect(getTenantForHost('demo4.example')).rejects.toThrow('down');
  });
});
