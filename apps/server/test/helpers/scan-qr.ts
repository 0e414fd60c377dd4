import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Needs poppler-utils (pdftoppm) and zbar-tools (zbarimg): .ci/run installs them.

/**
 * What a phone's camera reads off the printed page: the first page rasterised at 150 dpi
 * (pdftoppm) and its QR codes decoded (zbarimg), one a line.
 */
export function scannedCodes(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'bill-qr-'));
  try {
    writeFileSync(path.join(dir, 'bill.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', 'bill.pdf', 'page'], {
      cwd: dir,
    });
    const png = path.join(dir, 'page-1.png');
    try {
      return execFileSync('zbarimg', ['--raw', '-q', png], { encoding: 'utf8', stdio: 'pipe' })
        .split('\n')
        .filter(Boolean);
    } catch (error) {
      // zbarimg exits 4 when the page has no code it can read.
      if ((error as { status?: number }).status === 4) return [];
      throw error;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
