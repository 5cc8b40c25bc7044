// How each `npm run` command of lib/backend/cli ends: with its exit code, or with its error's
// message under its name and exit code 1 (no stack: these are messages for an operator).
export function runCli(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`[${name}] ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    },
  );
}
