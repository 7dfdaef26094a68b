import { describe, expect, it } from 'vitest';
import { OTHER_ROUTES } from './other.ts';

const byId = new Map(OTHER_ROUTES.map((route) => [route.id, route]));

describe('onboarding and other routes', () => {
  it('has the 25 pages of the section, home included, and the back office support and compliance pages', () => {
    expect(OTHER_ROUTES).toHaveLength(27);
    for (const id of [
      'home',
      'onboarding',
      'customer-information',
      'customer-creation',
      'status',
      'canceled',
      'error',
      'trigger-case',
      'nightly-downtime-status',
      'login',
      'login-next',
      'logout',
      'register',
      'required-action',
      'events',
      'event-details',
      'event-unsubscribe',
      'faq',
      'messages',
      'back-office-support',
      'knowledge-test',
      'assess',
      'external-api-docs',
      'fullscreen',
      'dev-pages',
      'catch-all',
      'compliance-reviews',
    ] as const) {
      expect(byId.has(id), id).toBe(true);
    }
  });

  it('puts home at the bare site root and the catch-all behind everything', () => {
    expect(byId.get('home')?.paths.se).toBe('/se');
    expect(byId.get('catch-all')?.paths.se).toBe('/se/{*path}');
    expect(byId.get('fullscreen')?.paths.dk).toBe('/dk/fuldskaerm/{*path}');
  });

  it('takes the prospect, MiFID II category and assessment context', () => {
    expect(byId.get('customer-information')?.paths.en).toBe('/en/customer-information/{prospectId}');
    expect(byId.get('customer-creation')?.paths.en).toBe('/en/customer-creation/{prospectId}');
    expect(byId.get('knowledge-test')?.paths.en).toBe('/en/knowledge-test/{mifid2Category}');
    expect(byId.get('assess')?.paths.en).toBe('/en/assess/{context}');
    expect(byId.get('event-unsubscribe')?.paths.se).toBe('/se/evenemang/{eventId}/avanmal');
  });

  it('localizes login and logout', () => {
    expect(byId.get('login')?.paths.se).toBe('/se/logga-in');
    expect(byId.get('login-next')?.paths.dk).toBe('/dk/log-ind/naeste');
    expect(byId.get('logout')?.paths.fi).toBe('/fi/kirjaudu-ulos');
  });
});
