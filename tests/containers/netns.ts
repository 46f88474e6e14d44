import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * A test host of its own: a network namespace joined to this machine by a veth pair
 * (10.231.<n>.2 inside, 10.231.<n>.1 on this machine). Requests from it reach the published
 * ports at 10.231.<n>.1 with 10.231.<n>.2 as their source, as a shopper on another machine would:
 * Docker's port forwarding keeps the source address, which its userland proxy on loopback does not.
 */
export interface TestHost {
  /** This machine's address as the test host sees it. */
  gateway: string;
  /** The test host's own address. */
  address: string;
  /** `curl` inside the namespace; resolves with the HTTP status. */
  status(url: string, headers?: Record<string, string>): Promise<number>;
  remove(): Promise<void>;
}

export async function createTestHost(index: number): Promise<TestHost> {
  const name = `outlet-client-${index}`;
  const outside = `oc${index}h`;
  const inside = `oc${index}c`;
  const gateway = `10.231.${index}.1`;
  const address = `10.231.${index}.2`;
  const ip = (...args: string[]) => exec('ip', args);
  await ip('netns', 'del', name).catch(() => undefined);
  await ip('link', 'del', outside).catch(() => undefined);
  await ip('netns', 'add', name);
  await ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
  await ip('link', 'set', inside, 'netns', name);
  await ip('addr', 'add', `${gateway}/30`, 'dev', outside);
  await ip('link', 'set', outside, 'up');
  await ip('netns', 'exec', name, 'ip', 'addr', 'add', `${address}/30`, 'dev', inside);
  await ip('netns', 'exec', name, 'ip', 'link', 'set', inside, 'up');
  await ip('netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up');
  await ip('netns', 'exec', name, 'ip', 'route', 'add', 'default', 'via', gateway);
  return {
    gateway,
    address,
    async status(url, headers = {}) {
      const headerArgs = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}: ${value}`]);
      const { stdout } = await exec('ip', [
        'netns',
        'exec',
        name,
        'curl',
        '-s',
        '-o',
        '/dev/null',
        '-m',
        '10',
        '-w',
        '%{http_code}',
        ...headerArgs,
        url,
      ]);
      return Number(stdout);
    },
    async remove() {
      await ip('link', 'del', outside).catch(() => undefined);
      await ip('netns', 'del', name).catch(() => undefined);
    },
  };
}
