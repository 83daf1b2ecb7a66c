import net from 'node:net';

// HTTP over a bare socket, for what a client library would refuse to send: malformed
// request lines and headers, bodies that never finish. The answer is read as soon as it
// is complete (Content-Length), whether or not the request was.

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  write: (data: string | Buffer) => Promise<void>;
  /** Half-closes: the server sees the end of the request stream. */
  end: () => void;
  /** The first complete answer; undefined when the server closed without one. */
  response: Promise<RawResponse | undefined>;
  close: () => void;
}

/** The answer once complete; with `final` (the connection closed), whatever arrived. */
function parse(buffer: Buffer, final = false): RawResponse | undefined {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = buffer.subarray(end + 4);
  if (body.length < length && !final) return undefined;
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: body.subarray(0, length).toString('utf8'),
  };
}

export function openRaw(port: number, timeoutMs = 10_000): RawConnection {
  const socket = net.connect({ port, host: '127.0.0.1' });
  socket.on('error', () => undefined);
  let received = Buffer.alloc(0);
  const response = new Promise<RawResponse | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    const settle = (value: RawResponse | undefined) => {
      clearTimeout(timer);
      resolve(value);
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = parse(received);
      if (parsed) settle(parsed);
    });
    socket.on('close', () => settle(parse(received, true)));
  });
  return {
    write: (data) =>
      new Promise((resolve) => {
        if (socket.destroyed) return resolve();
        socket.write(data, () => resolve());
      }),
    response,
    end: () => socket.end(),
    close: () => socket.destroy(),
  };
}

/**
 * Sends data as one request and returns the answer (or undefined on a silent close). With
 * halfClose the request stream ends after the data, so an incomplete request cannot keep
 * the server waiting.
 */
export async function rawRequest(
  port: number,
  data: string | Buffer,
  options: { halfClose?: boolean } = {},
): Promise<RawResponse | undefined> {
  const connection = openRaw(port);
  try {
    await connection.write(data);
    if (options.halfClose) connection.end();
    return await connection.response;
  } finally {
    connection.close();
  }
}
