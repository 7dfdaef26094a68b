import { api, ERROR_STATUS } from '@havn/contract/web';
import { describe, expect, it } from 'vitest';
import { ApiError, callApi } from '../api-client.ts';
import { apiError, networkError, stubApi, takeUnstubbedCalls } from './stub-api.ts';

describe('stubApi', () => {
  it('answers an endpoint with its typed response and records the call with its params, query and body', async () => {
    const stub = stubApi().on(api.community.content.react, { reactions: [] });
    await expect(
      callApi(api.community.content.react, {
        body: { itemId: 'i-1', itemType: 'COMMENT', reactionType: 'LIKE' },
      }),
    ).resolves.toEqual({ reactions: [] });
    const [call] = stub.calls(api.community.content.react);
    expect(call?.body).toEqual({ itemId: 'i-1', itemType: 'COMMENT', reactionType: 'LIKE' });
    expect(call?.method).toBe('POST');
  });

  it('answers an error code as problem+json with the status ERROR_STATUS gives it', async () => {
    stubApi().on(api.community.profiles.me, apiError('NOT_FOUND', { detail: 'no profile' }));
    const error = await callApi(api.community.profiles.me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: ERROR_STATUS.NOT_FOUND, code: 'NOT_FOUND', message: 'no profile' });
  });

  it('picks the answer by params and query, a literal path before a parameter, the latest `on` first', async () => {
    const stub = stubApi()
      .on(api.community.profiles.bySlug, apiError('NOT_FOUND'))
      .on(api.community.profiles.bySlug, { params: { slug: 'bo' } }, apiError('FORBIDDEN'))
      .on(api.community.profiles.me, apiError('UNAUTHENTICATED'))
      .on(api.marketData.list, { query: { sort: 'change' } }, apiError('CONFLICT'));
    const code = (promise: Promise<unknown>) => promise.catch((e: ApiError) => e.code);
    await expect(code(callApi(api.community.profiles.bySlug, { params: { slug: 'bo' } }))).resolves.toBe(
      'FORBIDDEN',
    );
    await expect(code(callApi(api.community.profiles.bySlug, { params: { slug: 'al' } }))).resolves.toBe(
      'NOT_FOUND',
    );
    await expect(code(callApi(api.community.profiles.me))).resolves.toBe('UNAUTHENTICATED');
    await expect(
      code(callApi(api.marketData.list, { params: { list: 'stocks' }, query: { sort: 'change' } })),
    ).resolves.toBe('CONFLICT');
    expect(stub.calls(api.marketData.list)[0]?.params).toEqual({ list: 'stocks' });
  });

  it('uses queued once-answers in order before the lasting one, and can fail the network', async () => {
    stubApi()
      .on(api.community.profiles.me, apiError('INTERNAL'))
      .once(api.community.profiles.me, networkError)
      .once(api.community.profiles.me, apiError('FORBIDDEN'));
    const code = () => callApi(api.community.profiles.me).catch((e: ApiError) => e.code);
    expect([await code(), await code(), await code()]).toEqual(['NETWORK', 'FORBIDDEN', 'INTERNAL']);
  });

  it('answers a call nobody stubbed with a 501 and keeps it for the end of the test', async () => {
    stubApi();
    await expect(callApi(api.accountsAndMoney.listAccounts)).rejects.toMatchObject({ status: 501 });
    // test-setup.ts fails the test on these; taken here so this test can pass.
    expect(takeUnstubbedCalls()).toEqual([{ method: 'GET', url: '/api/accounts' }]);
  });
});
