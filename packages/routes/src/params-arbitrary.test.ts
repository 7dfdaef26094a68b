import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeById } from './catalogue.ts';
import { paramsArbitrary, RESERVED_WORDS } from './params-arbitrary.ts';

describe('paramsArbitrary', () => {
  it('knows the fixed and enum words of every site', () => {
    for (const word of ['marknaden', 'kop', 'status', 'my-holdings', 'SIP', 'dev']) {
      expect(RESERVED_WORDS.has(word)).toBe(true);
    }
  });

  it('always gives the required params and keeps optional ones in path order', () => {
    const route = routeById('instrument');
    fc.assert(
      fc.property(paramsArbitrary(route), (params) => {
        expect(params.instrumentId).toMatch(/^[0-9]+$/);
        expect(params.instrumentName).toBeTruthy();
        if (params.intentPayload !== undefined) expect(params.intent).toBeDefined();
        if (params.intent !== undefined) expect(params.order).toBe('order');
      }),
    );
  });

  it('gives the accids list as comma-joined numbers', () => {
    fc.assert(
      fc.property(paramsArbitrary(routeById('accounts-overview')), (params) => {
        if (params.accids !== undefined) expect(params.accids).toMatch(/^[0-9]+(,[0-9]+)*$/);
      }),
    );
  });
});
