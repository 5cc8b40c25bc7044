/** @jest-environment jsdom */
// rules §8: the provider misuse is a developer error, thrown where it happens.
import { renderWithIntl } from '@/app/_components/test-support/render';
import { requiredValueTypes, VALUE_TYPE_CODES } from '@/lib/domain/plus-crews/value-types';
import { PlusCrewProvider, usePlusCrew } from './plus-crew-context';

function CrewName() {
  return <p>{usePlusCrew().crew.name}</p>;
}

describe('usePlusCrew', () => {
  it('throws outside a PlusCrewProvider', async () => {
    // React reports the render error on the console as well; keep the test output clean.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithIntl(<CrewName />)).rejects.toThrow('usePlusCrew must be used within a PlusCrewProvider');
    quiet.mockRestore();
  });

  it('gives the plus crew inside one', async () => {
    const valueTypes = requiredValueTypes(VALUE_TYPE_CODES.map((code, i) => ({ id: i + 1, code, caption: code })))!;
    const crew = { id: 1, number: 501, version: 1, name: 'Store team', currency: 'EUR', hasPassword: true };
    const { container, unmount } = await renderWithIntl(
      <PlusCrewProvider value={{ crew, valueTypes }}>
        <CrewName />
      </PlusCrewProvider>,
    );
    expect(container.textContent).toBe('Store team');
    unmount();
  });
});
