// DOM steps for the form parts' jsdom tests: render into a fresh container, type as a user
// would, click, submit. `root` is set by `mount` before each test and unmounted after it.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function domHarness() {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const find = <T extends Element = HTMLInputElement>(selector: string) => container.querySelector<T>(selector)!;
  return {
    find,
    text: (selector: string) => container.querySelector(selector)?.textContent ?? null,
    async render(node: ReactNode) {
      await act(async () => root.render(node));
    },
    async type(selector: string, value: string) {
      const el = find<HTMLInputElement | HTMLTextAreaElement>(selector);
      // React listens for the native setter's change, not for a plain assignment.
      const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
      await act(async () => {
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    async click(selector: string) {
      await act(async () => find<HTMLElement>(selector).click());
    },
    async submit(selector = 'form') {
      await act(async () => {
        find(selector).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
    },
  };
}
