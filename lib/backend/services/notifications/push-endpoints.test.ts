import { isAllowedPushEndpoint } from './push-endpoints';

describe('isAllowedPushEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://web.push.apple.com/QH1', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=1', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://evilfcm.googleapis.com.example/x', false],
    ['https://user:pw@fcm.googleapis.com/x', false],
    ['https://127.0.0.1/push', false],
    ['http://localhost:4000/api/v1/users', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => expect(isAllowedPushEndpoint(url, [])).toBe(expected));

  it('lets a configured host through, over http too', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/1', ['127.0.0.1'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.2:9000/push/1', ['127.0.0.1'])).toBe(false);
  });
});
