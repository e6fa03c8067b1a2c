import fs from 'node:fs';
import net from 'node:net';
import { parentPort } from 'node:worker_threads';
import { answerDiscovery } from './answer-discovery.ts';

// Reads stdin on its own thread, so that the protocol discovery probe is answered while the main
// thread is still loading Wayfinder's modules (synchronous work of seconds). Every other line goes to
// the main thread, which feeds it to the MCP transport; null says stdin ended.
let partial = '';
const stdinStats = fs.fstatSync(0);
// A pipe (what MCP clients give) is read through the event loop; a file through the thread pool, where a
// read of a pipe would block a thread that keeps the process from exiting.
const stdin = stdinStats.isFIFO() || stdinStats.isSocket() ? new net.Socket({ fd: 0, readable: true, writable: false }) : fs.createReadStream('', { fd: 0 });
stdin.on('data', (chunk) => {
  const lines = (partial + chunk.toString()).split('\n');
  partial = lines.pop() ?? '';
  for (const line of lines) {
    const answer = answerDiscovery(parseJson(line));
    if (answer) fs.writeSync(1, `${JSON.stringify(answer)}\n`);
    else parentPort?.postMessage(`${line}\n`);
  }
});
// Tells the main thread that the probe will be answered from here on, so it can start its heavy loading.
parentPort?.postMessage({ listening: true });
stdin.on('end', () => {
  if (partial !== '') parentPort?.postMessage(partial);
  parentPort?.postMessage(null);
});

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
