import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import net from 'node:net';
import {
  addressClass,
  addressClasses,
  FORBIDDEN_ADDRESS_MESSAGE,
  forbiddenHostReason,
  isForbiddenAddress,
} from '../../src/delivery/transport/https/address-policy.ts';
import { OutboundHttp } from '../../src/delivery/transport/https/outbound-http.ts';

const FORBIDDEN = [
  // IPv4: loopback, private, link-local (cloud metadata), CGNAT, unspecified, broadcast, multicast, documentation, benchmarking, class E
  '127.0.0.1',
  '127.255.255.254',
  '10.0.0.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '255.255.255.255',
  '224.0.0.1',
  '192.0.2.10',
  '198.18.0.1',
  '240.0.0.1',
  // IPv6: loopback, unspecified, link-local (also with a zone), unique local, multicast, documentation, site-local
  '::1',
  '::',
  'fe80::1',
  'fe80::1%eth0',
  'fc00::1',
  'fd12:3456:789a::1',
  'ff02::1',
  '2001:db8::1',
  'fec0::1',
  // IPv4-mapped and IPv4-compatible forms of private addresses
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::127.0.0.1',
  // NAT64 and 6to4 embed IPv4 addresses we can't vouch for
  '64:ff9b::7f00:1',
  '2002:7f00:1::1',
];

const ALLOWED = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.32.0.1',
  '192.169.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8',
];

describe('isForbiddenAddress', () => {
  for (const ip of FORBIDDEN) {
    it(`refuses ${ip}`, () => assert.equal(isForbiddenAddress(ip), true));
  }
  for (const ip of ALLOWED) {
    it(`allows ${ip}`, () => assert.equal(isForbiddenAddress(ip), false));
  }

  it('accepts IPv6 addresses in URL brackets', () => {
    assert.equal(isForbiddenAddress('[::1]'), true);
    assert.equal(isForbiddenAddress('[2606:4700:4700::1111]'), false);
  });

  it('fails closed on anything that is not an IP address', () => {
    for (const value of ['', 'example.com', 'localhost', '1.2.3.4.5', '::g', '[::1']) {
      assert.equal(isForbiddenAddress(value), true, value);
    }
  });

  it('refuses every address of 10/8, 127/8, 192.168/16 and 169.254/16, also IPv4-mapped', () => {
    const prefixed = fc.oneof(
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
    );
    fc.assert(
      fc.property(prefixed, fc.boolean(), (octets, mapped) => {
        const ip = octets.join('.');
        return isForbiddenAddress(mapped ? `::ffff:${ip}` : ip);
      }),
    );
  });
});

describe('forbiddenHostReason', () => {
  const hostOf = (url: string) => new URL(url).hostname;

  it('names the reason for private and reserved IP literals, as URL hostnames give them', () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3:8443/',
      // Decimal, octal and hex IPv4 forms: the URL parser normalises them first.
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://0x7f.1/',
    ]) {
      assert.equal(forbiddenHostReason(hostOf(url)), FORBIDDEN_ADDRESS_MESSAGE, url);
    }
  });

  it('treats localhost and every *.localhost name as loopback, in any case and with a trailing dot', () => {
    for (const host of ['localhost', 'LOCALHOST', 'localhost.', 'api.localhost', 'a.b.Localhost..']) {
      assert.equal(forbiddenHostReason(host), FORBIDDEN_ADDRESS_MESSAGE, host);
    }
  });

  it('allows public IP literals and ordinary names (their addresses are checked at connect time)', () => {
    for (const host of ['example.com', 'hooks.example.org', 'localhost.example.com', 'mylocalhost', '8.8.8.8', '[2606:4700:4700::1111]']) {
      assert.equal(forbiddenHostReason(host), null, host);
    }
  });
});

describe('addressClass: what an error says instead of an address', () => {
  it('names the kind of every range, never the address', () => {
    const cases: Array<[string, string]> = [
      ['127.0.0.1', 'a loopback address'],
      ['::1', 'a loopback address'],
      ['::ffff:127.0.0.1', 'a loopback address'],
      ['10.1.2.3', 'a private address'],
      ['192.168.1.1', 'a private address'],
      ['fd00::1', 'a private address'],
      ['169.254.169.254', 'a link-local address'],
      ['fe80::1', 'a link-local address'],
      ['100.64.1.1', 'a shared (carrier-grade NAT) address'],
      ['0.0.0.0', 'an unspecified address'],
      ['224.0.0.1', 'a multicast address'],
      ['192.0.2.10', 'a reserved address'],
      ['93.184.216.34', 'a public address'],
      ['2606:4700::1111', 'a public address'],
      ['[::1]', 'a loopback address'],
      ['not an address', 'an invalid address'],
    ];
    for (const [ip, kind] of cases) assert.equal(addressClass(ip), kind, ip);
    assert.equal(addressClasses(['10.1.2.3', '192.168.1.1', '127.0.0.1']), 'a private address or a loopback address');
  });
});

describe('connection failures name the kind of address, not the address', () => {
  it('says a refused connection was at a loopback address, and an unknown name was not found', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const http = new OutboundHttp({ timeoutMs: 5000, allowPrivateTargets: true, userAgent: 'test' });
    try {
      const refused = await http.post(`https://127.0.0.1:${port}/`, {}, '{}');
      assert.equal(refused.error, `connect ECONNREFUSED a loopback address (port ${port})`);
      const unknown = await http.post('https://no-such-host.invalid/', {}, '{}');
      assert.equal(unknown.error, 'no-such-host.invalid: not found (ENOTFOUND)');
    } finally {
      await http.destroy();
    }
  });
});
