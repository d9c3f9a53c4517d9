import autocannon from 'autocannon';

/**
 * The load generator in a process of its own, so that its CPU time is not the server's and
 * shows up apart from it: reads one run's options as JSON on stdin, runs autocannon, and prints
 * what it measured as JSON on stdout. `requests` gives each connection its own request, in turn.
 */
export interface LoadOrder {
  options: autocannon.Options;
  requests?: autocannon.Request[];
}

export interface LoadResult {
  perSecond: number;
  errors: number;
  /** Answers with a status of 300 or more. */
  failures: number;
  /** Every answer's latency in ms, sorted. */
  latencies: number[];
}

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const order = JSON.parse(input) as LoadOrder;
let next = 0;
const requests = order.requests;
const latencies: number[] = [];
let failures = 0;
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon({ ...order.options, ...(requests ? { setupClient: (client: autocannon.Client) => client.setRequests([requests[next++ % requests.length]!]) } : {}) }, (error, done) =>
    error ? reject(error) : resolve(done),
  );
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status >= 300) failures += 1;
  });
});
latencies.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ perSecond: result.requests.average, errors: result.errors, failures, latencies } satisfies LoadResult));
