import { sseText } from './node-event-stream';

describe('sseText', () => {
  it('writes an event as the text/event-stream format has it: each line of data its own line', () => {
    expect(sseText({ id: '7', event: 'change', data: '{"a":1}' })).toBe('event: change\ndata: {"a":1}\nid: 7\n\n');
    expect(sseText({ event: 'resync', data: '' })).toBe('event: resync\ndata: \n\n');
    expect(sseText({ data: 'one\ntwo\r\nthree' })).toBe('data: one\ndata: two\ndata: three\n\n');
  });
});
