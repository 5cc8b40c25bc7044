'use client';
// A signature drawn on the device (delivery notes, crew chief sheets, security checks): a
// canvas driven by pointer events (finger, pen or mouse), a clear button, and for keyboard and
// screen-reader users the signer's typed name written into the pad instead. Every change
// reports the picture as a PNG data URL (null while empty), which is what the backend takes.
// As a form field it takes the ref of the element to focus and the aria wiring of its error.
import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';

const WIDTH = 600;
const HEIGHT = 200;

type Props = {
  /** Visible label of the pad, e.g. "Signature of the client". */
  label: string;
  /** The signer's name, used by the keyboard alternative. */
  typedName: string;
  onChange: (png: string | null) => void;
  disabled?: boolean;
  id?: string;
  /** Gets the canvas, focused when the signature is missing. */
  inputRef?: RefCallback<HTMLCanvasElement>;
  'aria-invalid'?: true;
  /** More descriptions of the pad, such as its error. */
  'aria-describedby'?: string;
};

function blank(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.strokeStyle = '#c8ccd4';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(24, HEIGHT - 40);
  ctx.lineTo(WIDTH - 24, HEIGHT - 40);
  ctx.stroke();
}

export function SignaturePad({
  label,
  typedName,
  onChange,
  disabled = false,
  id = 'signature-pad',
  inputRef,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: Props) {
  const t = useTranslations('SignaturePad');
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const setCanvas = useCallback(
    (el: HTMLCanvasElement | null) => {
      canvas.current = el;
      inputRef?.(el);
    },
    [inputRef],
  );
  const last = useRef<{ x: number; y: number } | null>(null);
  const [signed, setSigned] = useState(false);

  const context = () => canvas.current?.getContext('2d') ?? null;

  useEffect(() => {
    const ctx = context();
    if (ctx) blank(ctx);
  }, []);

  const emit = useCallback(() => {
    setSigned(true);
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  }, [onChange]);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) / rect.width) * WIDTH, y: ((e.clientY - rect.top) / rect.height) * HEIGHT };
  };

  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    last.current = point(e);
  };

  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!last.current || !ctx) return;
    const next = point(e);
    ctx.strokeStyle = '#111827';
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(last.current.x, last.current.y);
    ctx.lineTo(next.x, next.y);
    ctx.stroke();
    last.current = next;
    setSigned(true);
  };

  const up = () => {
    if (!last.current) return;
    last.current = null;
    emit();
  };

  const clear = () => {
    const ctx = context();
    if (ctx) blank(ctx);
    setSigned(false);
    onChange(null);
  };

  const writeName = () => {
    const ctx = context();
    if (!ctx || !typedName.trim()) return;
    blank(ctx);
    ctx.fillStyle = '#111827';
    ctx.font = 'italic 44px "Brush Script MT", "Segoe Script", cursive';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(typedName.trim(), 36, HEIGHT - 52, WIDTH - 72);
    emit();
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
      </p>
      <canvas
        ref={setCanvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        // Focusable from code only, so that a missing signature can be pointed at.
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        aria-describedby={[`${id}-state`, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid}
        data-testid="signature-canvas"
        className={`w-full touch-none rounded-lg bg-white ring-1 ring-line ${disabled ? 'opacity-60' : 'cursor-crosshair'}`}
        style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <p id={`${id}-state`} className="text-xs text-muted" aria-live="polite">
        {signed ? t('signed') : t('empty')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={clear}
          disabled={disabled || !signed}
          className="min-h-11 rounded-lg px-4 text-sm font-medium ring-1 ring-line disabled:opacity-50"
        >
          {t('clear')}
        </button>
        <button
          type="button"
          onClick={writeName}
          disabled={disabled || !typedName.trim()}
          className="min-h-11 rounded-lg px-4 text-sm font-medium ring-1 ring-line disabled:opacity-50"
        >
          {t('useTypedName')}
        </button>
      </div>
    </div>
  );
}
