import net from 'node:net';

/**
 * A port for a server a test starts, nobody listening on it now. Taken below the kernel's
 * ephemeral range (32768 up), which outgoing connections draw from: a port there could be taken
 * by one of them before the server listens (seen as EADDRINUSE on a loaded machine).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
