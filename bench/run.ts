// npm run bench [suite …]: load and size benchmarks with their budgets, measured against baselines
// taken in the same run. Exits non-zero when a budget is missed. Each suite is bench/suites/<name>.ts.
import * as authMe from './suites/auth-me.ts';
import * as boundedWaits from './suites/bounded-waits.ts';
import * as categorizerLatency from './suites/categorizer-latency.ts';
import * as cluster from './suites/cluster.ts';
import * as dashboards from './suites/dashboards.ts';
import * as hostileCategorize from './suites/hostile-categorize.ts';
import * as landingSize from './suites/landing-size.ts';
import * as lighthouse from './suites/lighthouse.ts';
import * as lighthousePanel from './suites/lighthouse-panel.ts';
import * as reports from './suites/reports.ts';
import * as usersList from './suites/users-list.ts';
import * as wallet from './suites/wallet.ts';
import * as webhookIngest from './suites/webhook-ingest.ts';
import * as burst from './suites/burst.ts';
import * as screens from './suites/screens.ts';
import * as voice from './suites/voice.ts';

type Suite = { run: () => Promise<boolean> };

const SUITES: Record<string, Suite> = {
  'landing-size': landingSize,
  lighthouse,
  'lighthouse-panel': lighthousePanel,
  'auth-me': authMe,
  'categorizer-latency': categorizerLatency,
  'hostile-categorize': hostileCategorize,
  'bounded-waits': boundedWaits,
  wallet,
  'users-list': usersList,
  dashboards,
  'webhook-ingest': webhookIngest,
  reports,
  cluster,
  burst,
  screens,
  voice,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in SUITES));
if (unknown.length > 0) {
  console.error(`unknown suite(s): ${unknown.join(', ')} — known: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}

let failed = false;
for (const [name, suite] of Object.entries(SUITES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  try {
    if (!(await suite.run())) {
      console.log(`${name}: budget missed`);
      failed = true;
    }
  } catch (err) {
    console.error(err);
    failed = true;
  }
}
console.log(failed ? '\nbench: budget missed' : '\nbench: all budgets met');
process.exit(failed ? 1 : 0);
