import { mapLink, mapServiceOf } from './map-link';

const place = { lat: 52.439, lng: 5.7625, address: 'Spijkweg 30, 8256 RJ Biddinghuizen' };

describe('mapServiceOf', () => {
  it('keeps a known service and falls back to google', () => {
    expect(mapServiceOf('apple')).toBe('apple');
    expect(mapServiceOf('osm')).toBe('osm');
    expect(mapServiceOf('bing')).toBe('google');
    expect(mapServiceOf(null)).toBe('google');
    expect(mapServiceOf(undefined)).toBe('google');
  });
});

describe('mapLink', () => {
  it('google searches the position', () => {
    expect(mapLink('google', place)).toBe('https://www.google.com/maps/search/?api=1&query=52.439,5.7625');
  });
  it('google searches the address when there is no position', () => {
    expect(mapLink('google', { address: 'Spijkweg 30 & co' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Spijkweg%2030%20%26%20co',
    );
  });
  it('apple names the place and centres on the position', () => {
    expect(mapLink('apple', place)).toBe(
      'https://maps.apple.com/?q=Spijkweg%2030%2C%208256%20RJ%20Biddinghuizen&ll=52.439,5.7625',
    );
  });
  it('apple without a position asks for the address', () => {
    expect(mapLink('apple', { address: 'Oudegracht 1' })).toBe('https://maps.apple.com/?q=Oudegracht%201');
  });
  it('osm marks the position at zoom 17', () => {
    expect(mapLink('osm', place)).toBe('https://www.openstreetmap.org/?mlat=52.439&mlon=5.7625#map=17/52.439/5.7625');
  });
  it('osm without a position searches the address', () => {
    expect(mapLink('osm', { address: 'Oudegracht 1' })).toBe(
      'https://www.openstreetmap.org/search?query=Oudegracht%201',
    );
  });
  it('is null with neither position nor address', () => {
    expect(mapLink('google', { address: '  ', lat: null, lng: 5 })).toBeNull();
  });
});
