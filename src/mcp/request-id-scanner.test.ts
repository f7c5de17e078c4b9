import { describe, expect, it } from 'vitest';
import { RequestIdScanner } from './request-id-scanner.js';

/** The id the scanner finds in `text`, fed in pieces of `size` bytes. */
function scan(text: string, size = 3): unknown {
  const scanner = new RequestIdScanner();
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += size) scanner.push(bytes.subarray(i, i + size));
  return scanner.id;
}

describe('RequestIdScanner', () => {
  it('finds the top-level id wherever it is, as JSON.parse reads it', () => {
    const messages = [
      { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'ask' } },
      {
        method: 'tools/call',
        params: { id: 99, arguments: { id: 'x', q: 'say "id": 3, {[' } },
        jsonrpc: '2.0',
        id: 7,
      },
      { jsonrpc: '2.0', method: 'm', params: { list: [{ id: 1 }, [2, { id: 3 }]] }, id: 'req-"ü"-\\-1' },
      { jsonrpc: '2.0', method: 'm', id: -12.5e3 },
      { jsonrpc: '2.0', method: 'm', params: { text: 'ü'.repeat(1000) }, id: 0 },
    ];
    for (const message of messages) {
      for (const size of [1, 2, 7, 1 << 20]) expect(scan(JSON.stringify(message), size)).toBe(message.id);
    }
    expect(scan('{ "jsonrpc" : "2.0" ,\n "id" :\t42 , "method":"m"}')).toBe(42);
  });

  it('finds none in a notification, a nested id only, a null or object id, or an overlong one', () => {
    expect(
      scan(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/x', params: { id: 3 } })),
    ).toBeUndefined();
    expect(scan('{"jsonrpc":"2.0","id":null,"method":"m"}')).toBeUndefined();
    expect(scan('{"jsonrpc":"2.0","id":{"a":1},"method":"m"}')).toBeUndefined();
    expect(scan(JSON.stringify({ jsonrpc: '2.0', id: 'x'.repeat(300), method: 'm' }))).toBeUndefined();
    expect(scan('[{"jsonrpc":"2.0","id":1,"method":"m"}]')).toBeUndefined();
    expect(scan('{"idx":1,"jsonrpc":"2.0"}')).toBeUndefined();
  });
});
