// Posts a C2B confirmation to a running server exactly as M-PESA would after a paybill payment.
//
//   npm run mpesa:pay -- --shortcode 600984 --account A4 --amount 5000 [--url http://localhost:3000]
//        [--secret <callback secret>] [--name JOHN] [--transid ABC1234567] [--validate]
//
// The callback path holds the organization's secret: copy the confirmation URL's secret from
// Settings → MPESA Integration, and pass it as --secret or the env MPESA_CALLBACK_SECRET.
import { kenyaTime, randomTransId } from './daraja-simulator.mjs';

function arg(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const shortcode = arg('shortcode');
const account = arg('account');
const amount = arg('amount');
const url = (arg('url') ?? 'http://localhost:3000').replace(/\/+$/, '');
const secret = arg('secret') ?? process.env.MPESA_CALLBACK_SECRET;

if (!shortcode || account === undefined || !amount || !secret) {
  console.error(
    'Usage: npm run mpesa:pay -- --shortcode 600984 --account A4 --amount 5000 ' +
      '[--url http://localhost:3000] --secret <secret>\n' +
      'The secret is the part after /api/c2b/ in the confirmation URL shown in ' +
      'Settings → MPESA Integration (or set MPESA_CALLBACK_SECRET).',
  );
  process.exit(2);
}

const body = {
  TransactionType: 'Pay Bill',
  TransID: (arg('transid') ?? randomTransId()).toUpperCase(),
  TransTime: kenyaTime(),
  TransAmount: Number.isFinite(Number(amount)) ? Number(amount).toFixed(2) : amount,
  BusinessShortCode: String(shortcode),
  BillRefNumber: account,
  InvoiceNumber: '',
  OrgAccountBalance: '0.00',
  ThirdPartyTransID: '',
  MSISDN: '2547 ***** 126',
  FirstName: arg('name') ?? 'JOHN',
  MiddleName: '',
  LastName: '',
};

async function post(kind) {
  const target = `${url}/api/c2b/${secret}/${kind}`;
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  console.log(`${kind}: HTTP ${response.status} ${text}`);
  return { status: response.status, text };
}

try {
  if (process.argv.includes('--validate')) {
    const validation = await post('validation');
    if (!/"ResultCode":"?0"?/.test(validation.text)) process.exit(1);
  }
  console.log(
    `Paying KES ${body.TransAmount} to ${shortcode}, account "${account}", TransID ${body.TransID}`,
  );
  const confirmation = await post('confirmation');
  process.exit(confirmation.status === 200 ? 0 : 1);
} catch (error) {
  console.error(`Could not reach ${url}: ${error.cause?.code ?? error.message}`);
  process.exit(1);
}
