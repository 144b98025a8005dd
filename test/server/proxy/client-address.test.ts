import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createClientAddress, isPublicInterface} from '../../../src/server/proxy/client-address.js';

describe('proxy: client address', () => {
  it('should be the connection peer unless proxies are trusted', () => {
    const address = createClientAddress(undefined);
    assert.equal(address('192.0.2.1', '203.0.113.9'), '192.0.2.1');
  });

  it('should skip as many hops from the right as trustProxy counts', () => {
    const address = createClientAddress(2);
    assert.equal(address('10.0.0.2', 'forged, 203.0.113.9, 10.0.0.1'), '203.0.113.9');
    assert.equal(address('10.0.0.2', '10.0.0.1'), '10.0.0.1', 'a shorter chain: its left-most');
    assert.equal(address('10.0.0.2', null), '10.0.0.2');
  });

  it('should skip trusted addresses and ranges, IPv4 and IPv6, until an untrusted one', () => {
    const address = createClientAddress(['10.0.0.0/8', '2001:db8::/32', 'loopback']);
    assert.equal(address('127.0.0.1', '198.51.100.4, 10.1.2.3'), '198.51.100.4');
    assert.equal(address('::1', '2001:db8:0:1::5, 2001:db8::1'), '2001:db8:0:1::5');
    assert.equal(address('::ffff:10.0.0.7', '203.0.113.2'), '203.0.113.2', 'IPv4-mapped IPv6');
    assert.equal(address('127.0.0.1', '2001:db9::1'), '2001:db9::1', 'outside the /32');
    assert.equal(address('192.0.2.8', '198.51.100.4'), '192.0.2.8', 'an untrusted peer');
    assert.equal(address('127.0.0.1', 'not-an-ip, 10.0.0.1'), 'not-an-ip');
  });

  it('should refuse what is no hop count or range, at start-up', () => {
    for (const bad of [[-1], [1.5], [['10.0.0.0/33']], [['300.1.1.1']], [['gateway']]] as const) {
      assert.throws(() => createClientAddress(bad[0]), /trustProxy/, JSON.stringify(bad[0]));
    }
  });

  it("should trust every private, loopback and link-local network as 'private', given as one string", () => {
    const address = createClientAddress('private');
    assert.equal(address('10.0.0.2', 'forged, 198.51.100.4, 192.168.1.1'), '198.51.100.4');
    assert.equal(address('fd00::1', '203.0.113.2'), '203.0.113.2');
    assert.equal(
      address('198.51.100.9', '203.0.113.2'),
      '198.51.100.9',
      'a public peer is the client',
    );
    const listed = createClientAddress('10.0.0.0/8, loopback');
    assert.equal(listed('127.0.0.1', '203.0.113.2, 10.0.0.1'), '203.0.113.2');
  });

  it('should tell an interface reachable from outside from a private one', () => {
    for (const host of ['0.0.0.0', '::', '203.0.113.5', '2001:db8::1', 'proxy.example.com']) {
      assert.equal(isPublicInterface(host), true, host);
    }
    for (const host of ['127.0.0.1', '::1', 'localhost', '10.0.1.11', '192.168.0.2', 'fd12::1']) {
      assert.equal(isPublicInterface(host), false, host);
    }
  });
});
