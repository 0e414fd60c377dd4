// Starts the built server for the browser tests on a database of its own: a temporary SQLite
// folder, or a new PostgreSQL database when DATABASE_URL is set. Both are removed on exit.
// The Africa's Talking simulator runs in this process on PORT+1 as the platform SMS account
// (codes, invitations): tests read what it received at GET /__simulator/messages. KRA's eTIMS
// (OSCU) simulator runs on PORT+2 and Meta's WhatsApp Cloud API simulator on PORT+3, for a
// landlord who sets them up; tests read what each was sent at GET /__simulator/requests.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startAfricasTalkingSimulator } from './africastalking-simulator.mjs';
import { startEtimsSimulator } from './etims-simulator.mjs';
import { createTestDatabase } from './test-database.mjs';
import { startWhatsAppSimulator } from './whatsapp-simulator.mjs';

const serverEntry = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url));
const port = Number(process.env.PORT ?? 3210);
const simulator = await startAfricasTalkingSimulator({
  port: port + 1,
  apiKeys: ['simulator-api-key'],
  username: 'sandbox',
  httpControls: true,
});
const etims = await startEtimsSimulator({ port: port + 2, httpControls: true });
const whatsapp = await startWhatsAppSimulator({ port: port + 3, httpControls: true });
const database = await createTestDatabase(process.env.DATABASE_URL);
const env = {
  ...process.env,
  ...database.env,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Every test signs in; the per-IP limit is covered by the API tests.
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
  // A schedule made today is billed, and its SMS handled, within a second or two (from the
  // start: no wait for the server to warm up, as production has).
  INVOICE_RUN_INTERVAL_MS: '1000',
  INVOICE_RUN_START_DELAY_MS: '0',
  SMS_SENDER_INTERVAL_MS: '500',
  // Reminders may go at any hour of the test run, not only 08:00-18:00 in Nairobi.
  TENANT_SMS_HOURS: '0-24',
  PLATFORM_SMS_USERNAME: 'sandbox',
  PLATFORM_SMS_API_KEY: 'simulator-api-key',
  PLATFORM_SMS_BASE_URL: simulator.url,
  // A landlord who sets up Africa's Talking (simulator-api-key, user sandbox) sends there too.
  AFRICASTALKING_BASE_URL: simulator.url,
  // A landlord who sets up KRA eTIMS or WhatsApp (token simulator-access-token, app secret
  // simulator-app-secret) reaches these instead of KRA and Meta.
  ETIMS_BASE_URL: etims.url,
  WHATSAPP_BASE_URL: whatsapp.url,
};

const server = spawn(process.execPath, [serverEntry], { env, stdio: 'inherit' });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) =>
    server.exitCode === null ? server.once('exit', resolve) : resolve(),
  );
  await Promise.all([simulator.close(), etims.close(), whatsapp.close()]);
  await database.drop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`The server stopped unexpectedly (exit code ${code}).`);
    process.exit(1);
  }
});
