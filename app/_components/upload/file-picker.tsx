'use client';
// A button-sized label around a hidden file input: the camera or the file chooser. The input
// stays in the tab order (sr-only, not display:none) and the label shows its focus. The input is
// emptied after each pick, so the same file can be chosen again.

type Props = {
  label: string;
  accept: string;
  onPick: (files: FileList | null) => void;
  /** Opens the camera directly on phones. */
  capture?: 'user' | 'environment';
  multiple?: boolean;
  primary?: boolean;
  testId?: string;
};

export function FilePicker({ label, accept, onPick, capture, multiple, primary, testId }: Props) {
  return (
    <label
      className={`flex min-h-12 flex-1 cursor-pointer items-center justify-center rounded-lg px-4 font-medium focus-within:outline focus-within:outline-2 ${
        primary ? 'bg-primary text-on-primary' : 'ring-1 ring-line'
      }`}
    >
      {label}
      <input
        type="file"
        accept={accept}
        capture={capture}
        multiple={multiple}
        className="sr-only"
        data-testid={testId}
        onChange={(e) => {
          onPick(e.target.files);
          e.target.value = '';
        }}
      />
    </label>
  );
}
