// The look of a screen that is one message (not found, a render error, offline, a public
// profile): centred, filling the page on its own, or below the shell's title inside it.
export const MESSAGE_SCREEN = {
  fullPage:
    'pt-safe pb-safe mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center',
  inShell: 'flex flex-col items-center gap-4 py-12 text-center',
} as const;
