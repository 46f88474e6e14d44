import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortsFree } from './ports.ts';

describe('assertPortsFree', () => {
  const servers: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  async function occupyPort(): Promise<number> {
    const server = net.createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, resolve));
    return (server.address() as net.AddressInfo).port;
  }

  it('names every busy port and who needed it', async () => {
    const busyWeb = await occupyPort();
    const busyCms = await occupyPort();
    const error = await assertPortsFree([
      { name: 'web', port: busyWeb },
      { name: 'cms', port: busyCms },
    ]).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`port ${busyWeb} (web) is already in use`);
    expect((error as Error).message).toContain(`port ${busyCms} (cms) is already in use`);
  });

  it('lets the stack start when every port is free', async () => {
    const port = await occupyPort();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    await expect(assertPortsFree([{ name: 'web', port }])).resolves.toBeUndefined();
  });
});
