import { addressLine, placeName } from './places';

describe('addressLine', () => {
  it('joins street, postal code and city, skipping blanks', () => {
    expect(addressLine({ address: 'Spijkweg 30', postalCode: '8256 RJ', city: 'Biddinghuizen' })).toBe(
      'Spijkweg 30, 8256 RJ Biddinghuizen',
    );
    expect(addressLine({ address: null, postalCode: null, city: 'Utrecht' })).toBe('Utrecht');
    expect(addressLine({})).toBe('');
  });
});

describe('placeName', () => {
  it('names the place and its city, or what there is of them', () => {
    expect(placeName({ name: 'Ahoy', city: 'Rotterdam' })).toBe('Ahoy, Rotterdam');
    expect(placeName({ name: 'Ahoy', city: null })).toBe('Ahoy');
    expect(placeName({ name: null, city: 'Rotterdam' })).toBe('Rotterdam');
    expect(placeName({ name: null, city: null })).toBe('');
  });
});
