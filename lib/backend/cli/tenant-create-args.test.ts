import { parseTenantCreateArgs } from './tenant-create-args';

const REQUIRED = [
  '--name',
  'Acme Events',
  '--host',
  'acme.example.com',
  '--admin-email',
  'boss@acme.example.com',
  '--admin-name',
  'Alex Boss',
];

describe('parseTenantCreateArgs', () => {
  it('reads the required arguments and fills in the defaults', () => {
    expect(parseTenantCreateArgs(REQUIRED)).toEqual({
      help: false,
      input: {
        name: 'Acme Events',
        hosts: ['acme.example.com'],
        adminEmail: 'boss@acme.example.com',
        adminName: 'Alex Boss',
        language: 'en',
        timeZone: 'Europe/Amsterdam',
        keepPhotoLocation: false,
      },
      logoFile: null,
    });
  });
  it('takes the file of the tenant logo', () => {
    expect(parseTenantCreateArgs([...REQUIRED, '--logo', 'brand/logo.png'])).toMatchObject({
      logoFile: 'brand/logo.png',
    });
  });
  it('takes several hosts and the optional settings', () => {
    const res = parseTenantCreateArgs([
      ...REQUIRED,
      '--host',
      'WWW.acme.example.com',
      '--language',
      'de-AT',
      '--time-zone',
      'Europe/Vienna',
      '--public-url',
      'https://crew.acme.example.com',
      '--support-email',
      'help@acme.example.com',
      '--support-phone',
      '+43 1 234 5678',
      '--keep-photo-location',
    ]);
    expect(res).toMatchObject({
      input: {
        keepPhotoLocation: true,
        hosts: ['acme.example.com', 'www.acme.example.com'],
        language: 'de-AT',
        timeZone: 'Europe/Vienna',
        publicUrl: 'https://crew.acme.example.com',
        supportEmail: 'help@acme.example.com',
        supportPhone: '+43 1 234 5678',
      },
    });
  });
  it('names the option of each problem', () => {
    const res = parseTenantCreateArgs([
      '--host',
      'acme.example.com:8080',
      '--admin-email',
      'boss',
      '--time-zone',
      'Nowhere',
    ]);
    expect(res).toEqual({
      errors: [
        '--name: Give the tenant a name',
        '--host: Use a host name such as acme.example.com, without https://, port or path',
        '--admin-email: Use an email address',
        '--admin-name: Give the administrator a name',
        '--time-zone: Not a known time zone, e.g. Europe/Amsterdam',
      ],
    });
  });
  it('refuses the same host twice, unknown options and stray words', () => {
    expect(parseTenantCreateArgs([...REQUIRED, '--host', 'acme.example.com'])).toEqual({
      errors: ['--host: Each host once'],
    });
    expect(parseTenantCreateArgs([...REQUIRED, '--password', 'x'])).toEqual({
      errors: [expect.stringMatching(/Unknown option '--password'/)],
    });
    expect(parseTenantCreateArgs([...REQUIRED, 'extra'])).toEqual({ errors: [expect.stringMatching(/extra/)] });
  });
  it('answers --help', () => {
    expect(parseTenantCreateArgs(['--help'])).toEqual({ help: true });
  });
});
