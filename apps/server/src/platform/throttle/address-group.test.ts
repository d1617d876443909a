import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('counts an IPv4 address (also written IPv4-mapped) as itself', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 network as one', () => {
    const group = '2001:db8:85a3:8d3::/64';
    expect(addressGroup('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(group);
    expect(addressGroup('2001:0DB8:85a3:08d3::1')).toBe(group);
    expect(addressGroup('2001:db8:85a3:8d4::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
