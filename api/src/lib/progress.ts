/**
 * A terminal progress bar for long start-up steps (seeding). On a terminal it redraws one line;
 * elsewhere (CI, logs) it prints one line per step so output stays readable.
 */
export interface Progress {
  step(label: string, total: number): void;
  tick(n?: number): void;
  done(): void;
}

export function createProgress(stream: NodeJS.WriteStream = process.stdout): Progress {
  const tty = Boolean(stream.isTTY);
  let label = "";
  let total = 1;
  let current = 0;
  let lastDrawn = -1;
  const started = Date.now();

  const draw = () => {
    const pct = Math.min(100, Math.floor((current / total) * 100));
    if (!tty || pct === lastDrawn) return;
    lastDrawn = pct;
    const width = 30;
    const filled = Math.round((pct / 100) * width);
    stream.write(
      `\r  [${"█".repeat(filled)}${"░".repeat(width - filled)}] ${String(pct).padStart(3)}%  ${label.padEnd(28)}`,
    );
  };

  return {
    step(nextLabel, nextTotal) {
      label = nextLabel;
      total = Math.max(1, nextTotal);
      current = 0;
      lastDrawn = -1;
      if (!tty) stream.write(`  … ${label}\n`);
      draw();
    },
    tick(n = 1) {
      current += n;
      draw();
    },
    done() {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (tty) stream.write(`\r${" ".repeat(70)}\r`);
      stream.write(`  ✓ demo catalogue loaded in ${secs}s\n`);
    },
  };
}

export const silentProgress: Progress = { step() {}, tick() {}, done() {} };
