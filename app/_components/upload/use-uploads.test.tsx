/** @jest-environment jsdom */
// The upload list's rule: refused files never go out and are named in an alert; every sent file
// shows its progress, then "done" or the failure's message.
import { act } from 'react';
import { domHarness } from '@/app/_components/form/test-dom';
import { UploadList } from './upload-list';
import { fileProblem, useUploads, type TUploadSend } from './use-uploads';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('fileProblem', () => {
  it('checks the type first, then the size', () => {
    expect(fileProblem(file('a.gif', 'image/gif', 5000), ['image/jpeg'], 10)).toBe('wrongType');
    expect(fileProblem(file('a.jpg', 'image/jpeg', 11), ['image/jpeg'], 10)).toBe('tooLarge');
    expect(fileProblem(file('a.jpg', 'image/jpeg', 10), ['image/jpeg'], 10)).toBeNull();
  });
});

describe('useUploads with UploadList', () => {
  const dom = domHarness();
  const labels = {
    list: 'Uploads',
    uploading: 'Uploading',
    done: 'Done',
    progress: (name: string) => `Progress of ${name}`,
  };

  function Harness({ chosen, send }: { chosen: File[]; send: TUploadSend }) {
    const { uploads, refused, start } = useUploads();
    return (
      <>
        <button
          id="pick"
          onClick={() =>
            start(
              chosen as unknown as FileList,
              (f) => (f.name.endsWith('.exe') ? `refused ${f.name}` : null),
              send,
              (err) => `failed: ${(err as Error).message}`,
            )
          }
        />
        <UploadList uploads={uploads} refused={refused} labels={labels} testId="row" refusedTestId="refused" />
      </>
    );
  }

  it('sends only what passes, with progress, and shows each outcome', async () => {
    const sent: string[] = [];
    const settle: Record<string, { progress: (p: number) => void; ok: () => void; fail: (e: Error) => void }> = {};
    const send: TUploadSend = (f, onProgress) =>
      new Promise((ok, fail) => {
        sent.push(f.name);
        settle[f.name] = { progress: onProgress, ok: () => ok(undefined), fail };
      });
    await dom.render(
      <Harness chosen={[file('a.jpg', 'image/jpeg'), file('b.exe', ''), file('c.jpg', 'image/jpeg')]} send={send} />,
    );
    expect(dom.find('[data-testid=row]')).toBeNull();

    await dom.click('#pick');
    expect(sent).toEqual(['a.jpg', 'c.jpg']);
    expect(dom.text('[data-testid=refused]')).toBe('refused b.exe');
    expect(dom.find('[data-testid=refused]').getAttribute('role')).toBe('alert');

    await act(async () => settle['a.jpg']!.progress(0.5));
    const rowOf = (name: string) =>
      Array.from(document.querySelectorAll('[data-testid=row]')).find((r) => r.textContent?.includes(name))!;
    expect(rowOf('a.jpg').querySelector('progress')!.getAttribute('value')).toBe('50');
    expect(rowOf('a.jpg').querySelector('progress')!.getAttribute('aria-label')).toBe('Progress of a.jpg');

    await act(async () => settle['a.jpg']!.ok());
    await act(async () => settle['c.jpg']!.fail(new Error('too big')));
    expect(rowOf('a.jpg').getAttribute('data-state')).toBe('done');
    expect(rowOf('a.jpg').textContent).toContain('Done');
    expect(rowOf('c.jpg').getAttribute('data-state')).toBe('failed');
    expect(rowOf('c.jpg').textContent).toContain('failed: too big');
  });
});
