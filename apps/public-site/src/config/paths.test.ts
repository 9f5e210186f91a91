import { describe, expect, it } from 'vitest';
import { aliases, driverSignupPath, externalAliases, paths, riderBookRideUrl } from './paths.ts';

describe('public-site paths', () => {
  it("keeps clear of the role apps' prefixes", () => {
    for (const path of Object.values(paths)) expect(path).not.toMatch(/^\/(rider|driver|admin|api)(\/|$)/);
  });

  it('gives every page its own path', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
  });

  it('points the footer aliases at their pages', () => {
    const targets = Object.fromEntries(
      [...aliases, ...externalAliases].map((alias) => [alias.from, alias.to]),
    );
    expect(targets).toEqual({
      '/about': '/about-us',
      '/contact': '/contact-us',
      '/book': '/rider/book-ride',
      '/driver-signup': '/register?role=driver',
    });
    expect(riderBookRideUrl).toBe('/rider/book-ride');
    expect(driverSignupPath).toBe(`${paths.register}?role=driver`);
  });

  it('leaves the rider app only through the external aliases', () => {
    for (const alias of aliases) expect(alias.to.startsWith('/rider')).toBe(false);
    for (const alias of externalAliases) expect(alias.to).toMatch(/\/rider\//);
  });
});
