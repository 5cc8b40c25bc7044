import { linkify } from './linkify';

describe('linkify', () => {
  it('finds phone numbers and email addresses in a line', () => {
    expect(linkify('Planning office: +31 20 123 4567 (weekdays 08:00–18:00)')).toEqual([
      { kind: 'text', text: 'Planning office: ' },
      { kind: 'phone', text: '+31 20 123 4567' },
      { kind: 'text', text: ' (weekdays 08:00–18:00)' },
    ]);
    expect(linkify('Mail planning@acme.example or call 020-1234567.')).toEqual([
      { kind: 'text', text: 'Mail ' },
      { kind: 'email', text: 'planning@acme.example' },
      { kind: 'text', text: ' or call ' },
      { kind: 'phone', text: '020-1234567' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('leaves times, dates and short numbers as text', () => {
    expect(linkify('Be there at 08:00 on 2026-03-14, gate 12.')).toEqual([
      { kind: 'text', text: 'Be there at 08:00 on 2026-03-14, gate 12.' },
    ]);
    expect(linkify('Emergencies: call 112 first.')).toEqual([{ kind: 'text', text: 'Emergencies: call 112 first.' }]);
  });
});
